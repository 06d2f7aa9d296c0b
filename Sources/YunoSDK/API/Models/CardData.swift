/// A card as Yuno's headless API collects it (`CardData(save:detail:installment:)`): the details typed by the
/// shopper (absent for a vaulted token), whether to save it, and the installment chosen.
///
/// A value type, usable from any isolation. Holds card data: its `description` and mirror show none of it.
public struct CardData: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// Whether the card is saved (vaulted) when the payment succeeds.
    public var save: Bool
    /// The card's number, expiry, security code and holder; `nil` when paying with a vaulted token.
    public var detail: Detail?
    /// The installment plan chosen, if any.
    public var installment: Installment?

    /// Creates the card data; `detail` is required for a new card, omitted for a vaulted token.
    public init(save: Bool = false, detail: Detail? = nil, installment: Installment? = nil) {
        self.save = save
        self.detail = detail
        self.installment = installment
    }

    /// `CardData(save:, detail: set|nil, installment:)`, without card data.
    public var description: String {
        "CardData(save: \(save), detail: \(detail == nil ? "nil" : "set"), installment: \(installment?.value ?? 0))"
    }

    /// Only `save` and whether details are set.
    public var customMirror: Mirror { Mirror(self, children: ["save": save, "hasDetail": detail != nil]) }
}

extension CardData {
    /// Whether the card is a credit or a debit card, as the shopper chose it.
    public enum CardType: String, Sendable, Hashable, CaseIterable {
        /// A credit card.
        case credit = "CREDIT"
        /// A debit card.
        case debit = "DEBIT"
    }

    /// The installment plan: its id (from the session's installment plans) and number of installments.
    public struct Installment: Sendable, Hashable {
        /// The plan's id.
        public var id: String
        /// The number of installments.
        public var value: Int

        /// Creates an installment choice.
        public init(id: String, value: Int) {
            self.id = id
            self.value = value
        }
    }

    /// The card as typed: number, expiry, security code, holder and type. Secret: never logged or described.
    public struct Detail: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
        /// The card number (separators allowed). Secret.
        public var number: String
        /// The expiry month, 1–12. Secret.
        public var expirationMonth: Int
        /// The expiry year, two or four digits. Secret.
        public var expirationYear: Int
        /// The security code (CVC/CVV/CID). Secret.
        public var securityCode: String
        /// The cardholder name.
        public var holderName: String
        /// Credit or debit, when the shopper chose.
        public var type: CardType?

        /// Creates card details; ``YunoPaymentHeadless/generateToken(data:)`` validates them.
        public init(
            number: String, expirationMonth: Int, expirationYear: Int, securityCode: String, holderName: String,
            type: CardType? = nil
        ) {
            self.number = number
            self.expirationMonth = expirationMonth
            self.expirationYear = expirationYear
            self.securityCode = securityCode
            self.holderName = holderName
            self.type = type
        }

        /// `CardData.Detail(type:)`: no number, expiry, code or name.
        public var description: String { "CardData.Detail(type: \(type?.rawValue ?? "nil"))" }
        /// Only the type.
        public var customMirror: Mirror { Mirror(self, children: ["type": type?.rawValue as Any]) }
    }
}
