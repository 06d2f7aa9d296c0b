/// The Full-checkout list of each checkout session, so `startPayment` can pay with the row the shopper selected.
///
/// Main-actor isolated, like the lists. It holds the lists weakly and keeps no selection of its own: the list's
/// `selected` is the one source of truth, and a list the app let go of takes its session's entry with it.
@MainActor
final class SelectionStore {
    private final class WeakList {
        weak var list: PaymentMethodList?
        init(_ list: PaymentMethodList) { self.list = list }
    }

    private var lists: [CheckoutSession: WeakList] = [:]

    nonisolated init() {}

    func register(_ list: PaymentMethodList, session: CheckoutSession) {
        lists = lists.filter { $0.value.list != nil }
        lists[session] = WeakList(list)
    }

    func selected(session: CheckoutSession) -> PaymentMethodItem? { lists[session]?.list?.selected }
}
