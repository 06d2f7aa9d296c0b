/// The Full-checkout list of each checkout session, so `startPayment` can pay with the row the shopper selected.
///
/// Main-actor isolated, like the lists. It holds the lists weakly and keeps no selection of its own: the list's
/// `selected` is the one source of truth, and a list the app let go of takes its session's entry with it.
@MainActor
final class SelectionStore {
    private var lists: [CheckoutSession: WeakReference<PaymentMethodList>] = [:]

    nonisolated init() {}

    func register(_ list: PaymentMethodList, session: CheckoutSession) {
        lists = lists.filter { $0.value.object != nil }
        lists[session] = WeakReference(list)
    }

    func selected(session: CheckoutSession) -> PaymentMethodItem? { lists[session]?.object?.selected }
}
