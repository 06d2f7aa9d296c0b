import Observation

/// The payment-method list a UI shows and binds to: saved methods first, then preferred ones, then the rest.
///
/// Main-actor isolated (UI state) and observable through the Observation framework: a SwiftUI view (or any
/// `withObservationTracking` observer) sees every selection, unenrollment and replacement of the rows. Selecting a
/// row records it and tells the owner (in Full checkout, the delegate's `yunoDidSelect(paymentMethod:)`); the
/// list's height changes are reported the same way. The text a row shows and says comes from the methods below,
/// so no view decides it.
@MainActor
@Observable
public final class PaymentMethodList {
    /// The rows, in display order.
    public private(set) var items: [PaymentMethodItem]
    /// The selected row, if any.
    public private(set) var selected: PaymentMethodItem?
    /// The ids of the rows whose unenrollment is under way; their unenroll button is disabled meanwhile.
    public private(set) var unenrollingIDs: Set<PaymentMethodItem.ID> = []
    /// The SF Symbol marking the selected row (hidden from VoiceOver: the row's label says "Selected").
    public static let selectedSymbolName = "checkmark.circle.fill"
    /// The height of one row, in points, used for ``height``.
    public static let rowHeight: Double = 56
    @ObservationIgnored private let onSelect: @MainActor (PaymentMethodItem) -> Void
    @ObservationIgnored private let onHeightChange: @MainActor (Double) -> Void
    @ObservationIgnored private let onUnenroll: (@MainActor (PaymentMethodItem) async -> Bool)?

    /// Creates a list of `items` (re-ordered: saved first, then preferred, then the rest, stable otherwise).
    public init(
        items: [PaymentMethodItem], onSelect: @escaping @MainActor (PaymentMethodItem) -> Void = { _ in },
        onHeightChange: @escaping @MainActor (Double) -> Void = { _ in },
        onUnenroll: (@MainActor (PaymentMethodItem) async -> Bool)? = nil
    ) {
        self.items = Self.ordered(items)
        self.onSelect = onSelect
        self.onHeightChange = onHeightChange
        self.onUnenroll = onUnenroll
    }

    /// The list's height: one ``rowHeight`` per row.
    public var height: Double { Double(items.count) * Self.rowHeight }

    /// The list's heading in `language` ("Choose a payment method"), or the "no methods" message when it is empty.
    public func heading(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(items.isEmpty ? .methodsEmpty : .methodsTitle)
    }

    /// Selects `item`; ignored when it is not in the list.
    public func select(_ item: PaymentMethodItem) {
        guard items.contains(item) else { return }
        selected = item
        onSelect(item)
    }

    /// Whether `item` is the selected row.
    public func isSelected(_ item: PaymentMethodItem) -> Bool {
        selected == item
    }

    /// Whether `item`'s row shows an unenroll button: a saved method (it has a vaulted token) of this list, when
    /// the list has an unenroll handler.
    public func canUnenroll(_ item: PaymentMethodItem) -> Bool {
        onUnenroll != nil && item.vaultedToken != nil && items.contains(item)
    }

    /// Whether `item`'s unenroll button is enabled: it is shown and no unenrollment of the row is under way.
    public func isUnenrollEnabled(_ item: PaymentMethodItem) -> Bool {
        canUnenroll(item) && !unenrollingIDs.contains(item.id)
    }

    /// Removes a saved method (in Full checkout: through the backend, then the delegate's
    /// `yunoDidUnenrollSuccessfully(_:)`); returns whether it was removed. Rows without a vaulted token, a list
    /// without an unenroll handler, and a row whose unenrollment is already under way return `false`. While the
    /// handler runs, the row is in ``unenrollingIDs``.
    public func unenroll(_ item: PaymentMethodItem) async -> Bool {
        guard isUnenrollEnabled(item), let onUnenroll else { return false }
        unenrollingIDs.insert(item.id)
        let removed = await onUnenroll(item)
        unenrollingIDs.remove(item.id)
        guard removed else { return false }
        update(items: items.filter { $0 != item })
        return true
    }

    /// Replaces the rows (for example after a card was unenrolled) and reports the new height.
    public func update(items newItems: [PaymentMethodItem]) {
        let oldHeight = height
        items = Self.ordered(newItems)
        if let selected, !items.contains(selected) { self.selected = nil }
        if height != oldHeight { onHeightChange(height) }
    }

    // MARK: Row text

    /// What VoiceOver says for `item`'s row in `language`: its title (a saved card as "Visa, ending 0002", never
    /// "••••"), its subtitle ("Saved card · Expires 11/28", "Recommended") and "Selected" when it is selected,
    /// joined by commas.
    public func accessibilityLabel(for item: PaymentMethodItem, in language: YunoLanguage) -> String {
        let text = YunoLocalizer(language: language)
        var parts = [Self.spokenTitle(of: item, text: text)]
        if let subtitle = item.subtitle(in: language) { parts.append(subtitle.replacingMiddleDot()) }
        if isSelected(item) { parts.append(text.string(.accessibilitySelected)) }
        return parts.joined(separator: ", ")
    }

    /// The unenroll button's visible title in `language` ("Remove").
    public func unenrollTitle(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).string(.methodsRemove)
    }

    /// The unenroll button's VoiceOver label in `language` ("Remove Visa, ending 0002").
    public func unenrollAccessibilityLabel(for item: PaymentMethodItem, in language: YunoLanguage) -> String {
        let text = YunoLocalizer(language: language)
        return text.string(.methodsRemoveMethod, ["method": Self.spokenTitle(of: item, text: text)])
    }

    /// The SF Symbol a row shows for `item`'s category: a card, a QR code (PIX and other QR methods), a bank, a
    /// wallet, else a banknote. Names only; a front end without SF Symbols ignores them.
    public func symbolName(for item: PaymentMethodItem) -> String {
        if item.savedCard != nil || item.paymentMethodType.uppercased() == "CARD" { return "creditcard" }
        if item.paymentMethodType.uppercased() == "PIX" { return "qrcode" }
        switch item.category?.uppercased() {
        case "CARD": return "creditcard"
        case "BANK_TRANSFER": return "building.columns"
        case "WALLET": return "wallet.pass"
        default: return "banknote"
        }
    }

    /// A row's title as spoken: a saved card's brand and last four digits in words, else the title.
    static func spokenTitle(of item: PaymentMethodItem, text: YunoLocalizer) -> String {
        guard let card = item.savedCard else { return item.title }
        return text.string(
            .accessibilityCardEnding, ["brand": card.brand?.displayName ?? item.name, "lastFour": card.lastFour])
    }

    static func ordered(_ items: [PaymentMethodItem]) -> [PaymentMethodItem] {
        func rank(_ item: PaymentMethodItem) -> Int { item.vaultedToken != nil ? 0 : (item.isPreferred ? 1 : 2) }
        return items.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }
}

extension String {
    /// The subtitle's " · " separator as a comma, which VoiceOver reads as a pause (it reads "·" as "dot").
    fileprivate func replacingMiddleDot() -> String {
        replacing(" · ", with: ", ")
    }
}
