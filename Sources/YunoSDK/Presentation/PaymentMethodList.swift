/// The payment-method list a UI shows and binds to: saved methods first, then preferred ones, then the rest.
///
/// Main-actor isolated (UI state). Selecting a row records it and tells the owner (in Full checkout, the
/// delegate's `yunoDidSelect(paymentMethod:)`); the list's height changes are reported the same way.
@MainActor
public final class PaymentMethodList {
    /// The rows, in display order.
    public private(set) var items: [PaymentMethodItem]
    /// The selected row, if any.
    public private(set) var selected: PaymentMethodItem?
    /// The height of one row, in points, used for ``height``.
    public static let rowHeight: Double = 56
    private let onSelect: @MainActor (PaymentMethodItem) -> Void
    private let onHeightChange: @MainActor (Double) -> Void
    private let onUnenroll: (@MainActor (PaymentMethodItem) async -> Bool)?

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

    /// Removes a saved method (in Full checkout: through the backend, then the delegate's
    /// `yunoDidUnenrollSuccessfully(_:)`); returns whether it was removed. Rows without a vaulted token, or a list
    /// without an unenroll handler, return `false`.
    public func unenroll(_ item: PaymentMethodItem) async -> Bool {
        guard item.vaultedToken != nil, items.contains(item), let onUnenroll else { return false }
        guard await onUnenroll(item) else { return false }
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

    static func ordered(_ items: [PaymentMethodItem]) -> [PaymentMethodItem] {
        func rank(_ item: PaymentMethodItem) -> Int { item.vaultedToken != nil ? 0 : (item.isPreferred ? 1 : 2) }
        return items.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }
}
