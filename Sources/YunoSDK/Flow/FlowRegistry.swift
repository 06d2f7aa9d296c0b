/// The flows a ``YunoClient`` runs, keyed by checkout session, and the outcomes of the finished ones.
///
/// Isolated to the main actor: claims from concurrent starts are serialized, so exactly one flow per session can be
/// active; and a start from main-actor code (an app's view controller, a render flow) claims its session, and
/// shows its loader, in the caller's own turn, with no thread switch. A claim and a release are O(1), so releasing
/// a flow costs the same at 100,000 flows; the release, in the turn that ends every flow, hashes nothing.
@MainActor
final class FlowRegistry {
    private var active: [CheckoutSession: PaymentFlow] = [:]
    /// The latest outcomes, oldest first from `outcomeHead` once the window is full: a ring, not a table keyed by
    /// session, so recording one is an append or an overwrite. A lookup (an app asking for a session's outcome)
    /// reads the window newest first, comparing each session's stored hash first.
    private var outcomes: [(session: CheckoutSession, outcome: PaymentOutcome)] = []
    private var outcomeHead = 0
    private var latest: PaymentOutcome?
    /// Outcomes kept for ``YunoClient/outcome(forCheckoutSession:)``; the oldest are dropped beyond this.
    private let outcomeCapacity: Int
    /// The streams of ``YunoClient/uiEvents()``: the UI events of these flows.
    nonisolated let events = UIEventHub()

    nonisolated init(outcomeCapacity: Int = 4_096) {
        self.outcomeCapacity = max(1, outcomeCapacity)
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
        if outcomes.count < outcomeCapacity {
            outcomes.append((flow.session, outcome))
        } else {
            outcomes[outcomeHead] = (flow.session, outcome)
            outcomeHead = (outcomeHead + 1) % outcomeCapacity
        }
        latest = outcome
    }

    func flow(for session: CheckoutSession) -> PaymentFlow? { active[session] }
    /// The latest outcome recorded for `session` in the window.
    func outcome(for session: CheckoutSession) -> PaymentOutcome? {
        // Newest first: the entries written since the ring last wrapped (before `outcomeHead`, which stays 0 until
        // the window is full), then the older ones.
        for entry in outcomes[..<outcomeHead].reversed() where entry.session == session { return entry.outcome }
        for entry in outcomes[outcomeHead...].reversed() where entry.session == session { return entry.outcome }
        return nil
    }
    var lastOutcome: PaymentOutcome? { latest }
    var activeCount: Int { active.count }
}
