/// The flows a ``YunoClient`` runs, keyed by checkout session, and the outcomes of the finished ones.
///
/// An actor: claims from concurrent starts are serialized, so exactly one flow per session can be active. Every
/// operation is O(1) (amortized for the outcome window), so releasing a flow costs the same at 100,000 flows.
actor FlowRegistry {
    private struct Entry {
        let flow: PaymentFlow
        var task: Task<PaymentOutcome, Never>?
        var cancelRequested = false
    }

    private var active: [String: Entry] = [:]
    private var outcomes: [String: PaymentOutcome] = [:]
    /// Sessions in the order their first outcome arrived; `outcomeHead` is the oldest one still kept.
    private var outcomeOrder: [String] = []
    private var outcomeHead = 0
    private var latest: PaymentOutcome?
    /// Outcomes kept for ``YunoClient/outcome(forCheckoutSession:)``; the oldest are dropped beyond this.
    private let outcomeCapacity: Int

    init(outcomeCapacity: Int = 4_096) {
        self.outcomeCapacity = outcomeCapacity
    }

    /// Registers `flow` for its session; false when another flow for that session is active.
    func claim(_ flow: PaymentFlow) -> Bool {
        guard active[flow.checkoutSession] == nil else { return false }
        active[flow.checkoutSession] = Entry(flow: flow)
        return true
    }

    /// Remembers the task running `flow`, so ``cancel(session:)`` can reach it; a cancel that came first applies now.
    func attach(_ task: Task<PaymentOutcome, Never>, to flow: PaymentFlow) {
        // One hash of the session: the entry is changed in place through its index.
        guard let index = active.index(forKey: flow.checkoutSession), active.values[index].flow === flow else { return }
        active.values[index].task = task
        if active.values[index].cancelRequested { task.cancel() }
    }

    /// Cancels the task running the active flow of `session`; true when there was one.
    @discardableResult
    func cancel(session: String) -> Bool {
        guard let index = active.index(forKey: session) else { return false }
        active.values[index].cancelRequested = true
        active.values[index].task?.cancel()
        return true
    }

    /// Unregisters `flow` and records its outcome.
    func release(_ flow: PaymentFlow, outcome: PaymentOutcome) {
        if let index = active.index(forKey: flow.checkoutSession), active.values[index].flow === flow {
            active.remove(at: index)
        }
        if outcomes.updateValue(outcome, forKey: outcome.checkoutSession) == nil {
            outcomeOrder.append(outcome.checkoutSession)
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

    func flow(for session: String) -> PaymentFlow? { active[session]?.flow }
    func outcome(for session: String) -> PaymentOutcome? { outcomes[session] }
    var lastOutcome: PaymentOutcome? { latest }
    var activeCount: Int { active.count }
}
