/// The answer of one presentation, given at most once: by the UI, or by whatever ends the wait first (the flow's
/// cancel, its task's cancellation, a timeout, a competitor).
///
/// An actor that runs on its owner's executor (the flow's actor, or the main actor when the waiter has none): the
/// flow waits where it runs, the UI's task comes back there with the answer, and every access to the gate's state
/// is a job of that one serial executor, so the continuation is made and resumed in order (ThreadSanitizer sees it)
/// with no stream or lock. Either order works: an answer given before the waiter arrives is kept for it (the idea
/// of Primer's `CancellableTask`, a continuation resumed at most once).
actor PresentationGate<Value: Sendable> {
    /// How a presentation's wait ended; the wait's `nil` means it was stopped (the flow was cancelled).
    enum Answer: Sendable {
        /// The UI answered.
        case presented(Value)
        /// A timeout or a competitor answered first.
        case competitor(Value)
    }

    private enum State {
        case open
        case waiting(UnsafeContinuation<Answer?, Never>)
        case answered(Answer?)
        case closed
    }

    private var state = State.open
    /// Whose executor the gate runs on; `nil`: the main actor's.
    private let owner: (any Actor)?

    /// An open gate on `owner`'s executor (`nil`: the main actor's): nothing waits, nothing answered.
    init(on owner: (any Actor)?) {
        self.owner = owner
    }

    /// The owner's executor: calls between the flow and its gate are no thread switch.
    nonisolated var unownedExecutor: UnownedSerialExecutor {
        owner?.unownedExecutor ?? MainActor.sharedUnownedExecutor
    }

    /// Whether no answer is in yet (the UI is still wanted).
    var isOpen: Bool {
        switch state {
        case .open, .waiting: true
        case .answered, .closed: false
        }
    }

    /// Starts `operation` (the UI, on the main actor) in a task of the gate's own, unless an answer is already in,
    /// and waits for the first answer; returns it with the UI's task (`nil` when the UI was skipped), which the
    /// caller cancels when the UI did not answer.
    ///
    /// The UI's task is queued on the gate's executor behind this wait, goes to the main actor for the UI only and
    /// comes back here with the answer: the main thread runs the UI and nothing else.
    func show(
        _ operation: @escaping @MainActor @Sendable () async -> Value
    ) async -> (Answer?, Task<Void, Never>?) {
        guard isOpen else { return (await wait(), nil) }
        let work = Task {
            guard self.isOpen else { return }
            let value = await operation()
            self.resolve(.presented(value))
        }
        return (await wait(), work)
    }

    /// The answer: at once when it is already in, otherwise when it comes.
    func wait() async -> Answer? {
        switch state {
        case .open:
            return await withUnsafeContinuation { state = .waiting($0) }
        case .answered(let answer):
            state = .closed
            return answer
        case .waiting, .closed:
            preconditionFailure("a presentation gate has one waiter")
        }
    }

    /// Gives `answer` (`nil`: stop waiting) unless one was given before; later answers are dropped.
    func resolve(_ answer: Answer?) {
        switch state {
        case .open:
            state = .answered(answer)
        case .waiting(let waiter):
            state = .closed
            waiter.resume(returning: answer)
        case .answered, .closed:
            break
        }
    }

    /// Posts `answer` to the gate: for the answers given from outside its executor (a stop, a cancellation, a
    /// timeout).
    nonisolated func post(_ answer: Answer?) {
        Task { await self.resolve(answer) }
    }
}
