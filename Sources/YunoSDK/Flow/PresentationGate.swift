/// The answer of one presentation, given at most once: by the UI, or by whatever ends the wait first (the flow's
/// cancel, its task's cancellation, a timeout, a competitor).
///
/// Isolated to the main actor, where the UI answers: the common answer resolves it in the UI's own turn, with no
/// stream or lock; every other answer is posted to the main actor. Either order works: an answer given before the
/// waiter arrives is kept for it (the idea of Primer's `CancellableTask`, a continuation resumed at most once).
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

    /// Whether no answer is in yet (the UI is still wanted).
    var isOpen: Bool {
        if case .open = state { return true }
        return false
    }

    /// The answer: at once when it is already in, otherwise when it comes. The waiting task waits on the main actor,
    /// so its continuation is made and resumed on one actor (ThreadSanitizer sees every access ordered).
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

    /// Posts `answer` to the main actor: for the answers that do not come from the UI.
    nonisolated func post(_ answer: Answer?) {
        Task { @MainActor in self.resolve(answer) }
    }
}
