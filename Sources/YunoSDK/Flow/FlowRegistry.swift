/// The flows a ``YunoClient`` runs, keyed by checkout session, and the outcomes of the finished ones.
///
/// An actor: claims from concurrent starts are serialized, so exactly one flow per session can be active.
actor FlowRegistry {
    private var active: [String: PaymentFlow] = [:]
    private var tasks: [String: Task<PaymentOutcome, Never>] = [:]
    private var outcomes: [String: PaymentOutcome] = [:]
    private var outcomeOrder: [String] = []
    private var latest: PaymentOutcome?
    /// Outcomes kept for ``YunoClient/outcome(forCheckoutSession:)``; the oldest are dropped beyond this.
    private let outcomeCapacity: Int

    init(outcomeCapacity: Int = 4_096) {
        self.outcomeCapacity = outcomeCapacity
    }

    /// Registers `flow` for its session; false when another flow for that session is active.
    func claim(_ flow: PaymentFlow) -> Bool {
        guard active[flow.checkoutSession] == nil else { return false }
        active[flow.checkoutSession] = flow
        return true
    }

    /// Remembers the task running `flow`, so ``cancel(session:)`` can reach it.
    func attach(_ task: Task<PaymentOutcome, Never>, to flow: PaymentFlow) {
        guard active[flow.checkoutSession] === flow else { return }
        tasks[flow.checkoutSession] = task
    }

    /// Cancels the task running the active flow of `session`, if it has one.
    func cancel(session: String) {
        tasks[session]?.cancel()
    }

    /// Unregisters `flow` and records its outcome.
    func release(_ flow: PaymentFlow, outcome: PaymentOutcome) {
        if active[flow.checkoutSession] === flow {
            active[flow.checkoutSession] = nil
            tasks[flow.checkoutSession] = nil
        }
        if outcomes.updateValue(outcome, forKey: outcome.checkoutSession) == nil {
            outcomeOrder.append(outcome.checkoutSession)
            if outcomeOrder.count > outcomeCapacity {
                let dropped = outcomeOrder.prefix(outcomeOrder.count - outcomeCapacity)
                for session in dropped { outcomes[session] = nil }
                outcomeOrder.removeFirst(dropped.count)
            }
        }
        latest = outcome
    }

    func flow(for session: String) -> PaymentFlow? { active[session] }
    func outcome(for session: String) -> PaymentOutcome? { outcomes[session] }
    var lastOutcome: PaymentOutcome? { latest }
    var activeCount: Int { active.count }
}
