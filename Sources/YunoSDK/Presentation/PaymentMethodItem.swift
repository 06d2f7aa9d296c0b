/// One row of the payment-method list: a method the session offers, or a card the customer saved.
///
/// A value type that is also a ``PaymentMethodSelected``, so a row can be passed straight to a payment call.
///
/// Its `description`, `debugDescription` and `dump` show the method and a saved card's brand and last four digits,
/// never the card's expiry.
public struct PaymentMethodItem: PaymentMethodSelected, Sendable, Hashable, Identifiable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// A saved card's summary: brand and last four digits, plus the expiry for display; its `description`,
    /// `debugDescription` and `dump` never show the expiry.
    public struct SavedCard: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// The card's brand, when recognized.
        public let brand: CardBrand?
        /// The last four digits.
        public let lastFour: String
        /// The expiry month (1–12), when known.
        public let expirationMonth: Int?
        /// The expiry year, when known.
        public let expirationYear: Int?

        /// Creates a summary.
        public init(brand: CardBrand?, lastFour: String, expirationMonth: Int?, expirationYear: Int?) {
            self.brand = brand
            self.lastFour = lastFour
            self.expirationMonth = expirationMonth
            self.expirationYear = expirationYear
        }

        /// Brand and last four digits; never the expiry.
        public var description: String { "\(brand?.displayName ?? "Card") •••• \(lastFour)" }
        /// The same as ``description``.
        public var debugDescription: String { "SavedCard(\(description))" }
        /// What `dump` shows: brand and last four digits; never the expiry.
        public var customMirror: Mirror {
            Mirror(self, children: ["brand": brand as Any, "lastFour": lastFour], displayStyle: .struct)
        }
    }

    /// The type, name and, for a saved card, brand and last four digits; never the expiry.
    public var description: String {
        "\(paymentMethodType) \"\(name)\"\(savedCard.map { " \($0)" } ?? "")\(vaultedToken == nil ? "" : " (saved)")"
    }
    /// The same as ``description``.
    public var debugDescription: String { "PaymentMethodItem(\(description))" }
    /// What `dump` shows: the row without the saved card's expiry.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "name": name, "paymentMethodType": paymentMethodType, "category": category as Any,
                "vaultedToken": vaultedToken as Any, "isPreferred": isPreferred, "savedCard": savedCard as Any,
            ], displayStyle: .struct)
    }

    /// A stable identity: the vaulted token for saved methods, else the type.
    public var id: String { vaultedToken ?? paymentMethodType }
    /// The method's display name from the backend (for example "Card", "PIX").
    public let name: String
    /// The Yuno payment-method type.
    public let paymentMethodType: String
    /// The backend category (CARD, BANK_TRANSFER, WALLET, REDIRECT, …).
    public let category: String?
    /// The icon identifier (a URL or asset name) from the backend.
    public let iconID: String?
    /// The vaulted token of a saved method, or `nil`.
    public let vaultedToken: String?
    /// Whether the backend marks the method as preferred.
    public let isPreferred: Bool
    /// The saved card's summary, for vaulted cards.
    public let savedCard: SavedCard?

    /// Creates a row.
    public init(
        name: String, paymentMethodType: String, category: String? = nil, iconID: String? = nil,
        vaultedToken: String? = nil, isPreferred: Bool = false, savedCard: SavedCard? = nil
    ) {
        self.name = name
        self.paymentMethodType = paymentMethodType
        self.category = category
        self.iconID = iconID
        self.vaultedToken = vaultedToken
        self.isPreferred = isPreferred
        self.savedCard = savedCard
    }

    /// The row's title: "Visa •••• 0002" for a saved card, else ``name``.
    public var title: String {
        guard let savedCard else { return name }
        return "\(savedCard.brand?.displayName ?? name) •••• \(savedCard.lastFour)"
    }

    /// The row's second line in `language`: a saved card's "Saved card · Expires 11/28", a preferred method's
    /// "Recommended", else `nil`.
    public func subtitle(in language: YunoLanguage) -> String? {
        let text = YunoLocalizer(language: language)
        if let savedCard {
            guard let month = savedCard.expirationMonth, let year = savedCard.expirationYear else {
                return text.string(.methodsSavedCard)
            }
            func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            let date = "\(twoDigits(month))/\(twoDigits(year % 100))"
            return "\(text.string(.methodsSavedCard)) · \(text.string(.methodsExpires, ["date": date]))"
        }
        return isPreferred ? text.string(.methodsPreferred) : nil
    }

    init(_ info: PaymentMethodInfo) {
        self.init(
            name: info.name, paymentMethodType: info.type, category: info.category, iconID: info.icon,
            vaultedToken: info.vaultedToken, isPreferred: info.preferred ?? false,
            savedCard: info.cardData.flatMap { card in
                card.lfd.map {
                    SavedCard(
                        brand: card.brand.flatMap(CardBrand.init(rawValue:)), lastFour: $0,
                        expirationMonth: card.expirationMonth, expirationYear: card.expirationYear)
                }
            })
    }
}
