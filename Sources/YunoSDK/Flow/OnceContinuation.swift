import Synchronization

/// A continuation that is resumed at most once, whichever of several parties gets there first (the
/// Primer `CancellableTask` idea). A result that arrives before the continuation is installed is kept and
/// delivered on installation, so no ordering of "result", "cancel" and "install" leaks or double-resumes.
///
/// `Mutex` rather than an actor: the cancellation handler that resumes it is synchronous and may run on any
/// thread, so it cannot await an actor (SPEC §5.2 allows `Mutex` exactly there).
final class OnceContinuation<Value: Sendable>: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Value, any Error>)
        case ready(Result<Value, any Error>)
        case finished
    }

    private let state = Mutex<State>(.idle)

    /// Installs the continuation; resumes it at once when a result already arrived.
    func install(_ continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = state.withLock { state in
            switch state {
            case .idle:
                state = .waiting(continuation)
                return nil
            case .ready(let result):
                state = .finished
                return result
            case .waiting, .finished:
                return .failure(CancellationError())
            }
        }
        if let early { continuation.resume(with: early) }
    }

    /// Delivers `result` if nothing was delivered before; later calls are ignored. Returns whether it won.
    @discardableResult
    func resume(with result: Result<Value, any Error>) -> Bool {
        let (won, continuation): (Bool, CheckedContinuation<Value, any Error>?) = state.withLock { state in
            switch state {
            case .idle:
                state = .ready(result)
                return (true, nil)
            case .waiting(let continuation):
                state = .finished
                return (true, continuation)
            case .ready, .finished:
                return (false, nil)
            }
        }
        continuation?.resume(with: result)
        return won
    }
}
