/// The payment method the shopper selected in each session's Full-checkout list. Main-actor isolated, like the
/// list that reports the selection.
@MainActor
final class SelectionStore {
    private var selected: [String: PaymentMethodItem] = [:]

    nonisolated init() {}

    func select(_ item: PaymentMethodItem, session: String) { selected[session] = item }
    func selected(session: String) -> PaymentMethodItem? { selected[session] }
}
