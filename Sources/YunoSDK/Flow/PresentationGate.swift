/// The answer of one presentation, given at most once: by the UI, or by whatever ends the wait first (the flow's
/// cancel, its task's cancellation, a timeout, a competitor).
///
/// Isolated to the main actor, where the UI answers: the common answer resolves it in the UI's own turn, with no
/// stream or lock; every other answer is posted to the main actor. The waiter's continuation is made on the flow's
/// actor and handed over by the UI's task (``attach(_:)``), so the flow waits where it runs, with no hop to the main
/// actor. Either order works: an answer given before the waiter is attached is kept for it (the idea of Primer's
/// `CancellableTask`, a continuation resumed at most once).
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

    /// Hands the gate its waiter, from the UI's task before the UI is shown: true when the UI is still wanted; when
    /// an answer came first (a stop, a cancellation), the waiter is resumed with it at once and the UI is skipped.
    func attach(_ waiter: UnsafeContinuation<Answer?, Never>) -> Bool {
        switch state {
        case .open:
            state = .waiting(waiter)
            return true
        case .answered(let answer):
            state = .closed
            waiter.resume(returning: answer)
            return false
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

    /// Posts `answer` to the main actor: for the answers that do not come from the UI.
    nonisolated func post(_ answer: Answer?) {
        Task { @MainActor in self.resolve(answer) }
    }
}
