/// The flows a ``YunoClient`` runs, keyed by checkout session, and the outcomes of the finished ones.
///
/// Isolated to the main actor: claims from concurrent starts are serialized, so exactly one flow per session can be
/// active; and a start from main-actor code (an app's view controller, a render flow) claims its session, and
/// shows its loader, in the caller's own turn, with no thread switch. Every operation is O(1) (amortized for the
/// outcome window), so releasing a flow costs the same at 100,000 flows.
@MainActor
final class FlowRegistry {
    private var active: [CheckoutSession: PaymentFlow] = [:]
    private var outcomes: [CheckoutSession: PaymentOutcome] = [:]
    /// Sessions in the order their first outcome arrived; `outcomeHead` is the oldest one still kept.
    private var outcomeOrder: [CheckoutSession] = []
    private var outcomeHead = 0
    private var latest: PaymentOutcome?
    /// Outcomes kept for ``YunoClient/outcome(forCheckoutSession:)``; the oldest are dropped beyond this.
    private let outcomeCapacity: Int
    /// The streams of ``YunoClient/uiEvents()``: the UI events of these flows.
    nonisolated let events = UIEventHub()

    nonisolated init(outcomeCapacity: Int = 4_096) {
        self.outcomeCapacity = outcomeCapacity
    }

    /// Registers `flow` for its session; false when another flow for that session is active.
    func claim(_ flow: PaymentFlow) -> Bool {
        guard active[flow.session] == nil else { return false }
        active[flow.session] = flow
        return true
    }

    /// Unregisters `flow` and records its outcome under the flow's session.
    func release(_ flow: PaymentFlow, outcome: PaymentOutcome) {
        if let index = active.index(forKey: flow.session), active.values[index] === flow {
            active.remove(at: index)
        }
        let session = flow.session  // The flow's own key, hashed once when the flow was made.
        if outcomes.updateValue(outcome, forKey: session) == nil {
            outcomeOrder.append(session)
            if outcomeOrder.count - outcomeHead > outcomeCapacity {
                outcomes[outcomeOrder[outcomeHead]] = nil
                outcomeHead += 1
                if outcomeHead >= outcomeCapacity {  // Compact now and then: amortized O(1).
                    outcomeOrder.removeFirst(outcomeHead)
                    outcomeHead = 0
                }
            }
        }
        latest = outcome
    }

    func flow(for session: CheckoutSession) -> PaymentFlow? { active[session] }
    func outcome(for session: CheckoutSession) -> PaymentOutcome? { outcomes[session] }
    var lastOutcome: PaymentOutcome? { latest }
    var activeCount: Int { active.count }
}
