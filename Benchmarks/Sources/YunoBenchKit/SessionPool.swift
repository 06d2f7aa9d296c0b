import Synchronization

/// Checkout sessions created before timing starts, handed out one per benchmark iteration.
public final class SessionPool: Sendable {
    // A Mutex, not an actor: taking a session must not add a suspension or an allocation to the measured flow.
    private let state: Mutex<(sessions: [String], next: Int)>

    /// A pool over `sessions`.
    public init(_ sessions: [String]) {
        state = Mutex((sessions, 0))
    }

    /// The next unused session; traps when the pool is exhausted (size pools above the iteration limit).
    public func take() -> String {
        state.withLock { state in
            precondition(state.next < state.sessions.count, "session pool exhausted")
            defer { state.next += 1 }
            return state.sessions[state.next]
        }
    }
}
