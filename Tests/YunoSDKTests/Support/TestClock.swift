import Foundation

/// A virtual clock for ``TimeoutQueue`` tests: `now` reads the virtual time, `sleep` suspends until a test moves
/// the time past its target (or its task is cancelled). Nothing waits on real time.
final class TestClock: Sendable {
    private struct Sleeper {
        let id: Int
        let target: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Duration = .zero
        var nextID = 0
        var sleepers: [Sleeper] = []
        /// Every delay asked for, in order (a cancelled sleep included).
        var requested: [Duration] = []
        var cancelled = 0
        /// Sleeps cancelled before they were registered: they end at once when they register.
        var cancelledEarly: Set<Int> = []
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    // A lock, not an actor: the queue reads `now` synchronously. An NSLock, not a `Mutex`: ThreadSanitizer models
    // pthread mutexes, and on Linux it reported two sleeps cancelled at once (the deadline queue's detached sleeper
    // and another) as a race inside `Mutex.withLock`.
    private let lock = NSLock()
    nonisolated(unsafe) private var storage = State()

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&storage) }
    }

    /// The virtual time.
    var now: @Sendable () -> Duration { { [self] in withState { $0.now } } }

    /// The sleep to inject.
    var sleep: @Sendable (Duration) async throws -> Void { { [self] delay in try await self.sleep(for: delay) } }

    /// The tasks sleeping now.
    var sleeping: Int { withState { $0.sleepers.count } }

    /// Every delay asked for so far.
    var requested: [Duration] { withState { $0.requested } }

    /// How many sleeps ended by cancellation.
    var cancelledSleeps: Int { withState { $0.cancelled } }

    private func sleep(for delay: Duration) async throws {
        let id = withState { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (resumed, cancelled) = withState { state in
                    state.requested.append(delay)
                    let cancelled = state.cancelledEarly.remove(id) != nil
                    if !cancelled {
                        state.sleepers.append(Sleeper(id: id, target: state.now + delay, continuation: continuation))
                    }
                    let ready = state.waiters.filter { $0.count <= state.requested.count }
                    state.waiters.removeAll { $0.count <= state.requested.count }
                    return (ready.map(\.continuation), cancelled)
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
                for waiter in resumed { waiter.resume() }
            }
        } onCancel: {
            let sleeper = withState { state -> Sleeper? in
                state.cancelled += 1
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Returns once `count` sleeps have been asked for since the clock was made.
    func waitForSleeps(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = withState { state in
                guard state.requested.count < count else { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Moves the time to `time` and wakes every sleeper whose target it reaches.
    func advance(to time: Duration) {
        let due = withState { state in
            state.now = max(state.now, time)
            let due = state.sleepers.filter { $0.target <= state.now }
            state.sleepers.removeAll { $0.target <= state.now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
