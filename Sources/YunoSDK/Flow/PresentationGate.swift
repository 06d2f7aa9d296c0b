/// The answer of one presentation, given at most once: by the UI, or by whatever ends the wait first (the flow's
/// cancel, its task's cancellation, a timeout, a competitor).
///
/// Isolated to the main actor, where the UI answers: the common answer resolves it in the UI's own turn, with no
/// stream or lock; every other answer is posted to the main actor. The waiter's continuation is handed over by the
/// UI's task (``show(_:to:)``), which starts only once the waiter is suspended (see ``MainActorPresentation``), so
/// the continuation is always resumed after its task has suspended. Either order works: an answer given before the
/// waiter is handed over is kept for it (the idea of Primer's `CancellableTask`, a continuation resumed at most once).
@MainActor
final class PresentationGate<Value: Sendable> {
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

    /// An open gate: nothing waits, nothing answered.
    nonisolated init() {}

    /// Takes the suspended `waiter` and shows `operation` (the UI), whose value is the answer unless one came
    /// first; when an answer is already in (a stop, a cancellation, a timeout), the waiter gets it at once and the
    /// UI is not shown. The UI's answer resumes the waiter from here: its task goes on on a worker thread while the
    /// main thread finishes the UI's turn.
    func show(
        _ operation: @MainActor @Sendable () async -> Value, to waiter: UnsafeContinuation<Answer?, Never>
    ) async {
        switch state {
        case .open:
            state = .waiting(waiter)
        case .answered(let answer):
            state = .closed
            waiter.resume(returning: answer)
            return
        case .waiting, .closed:
            preconditionFailure("a presentation gate has one waiter")
        }
        resolve(.presented(await operation()))
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

    /// Posts `answer` to the main actor: for the answers that do not come from the UI.
    nonisolated func post(_ answer: Answer?) {
        Task { @MainActor in self.resolve(answer) }
    }
}
