/// A timer tests fire by hand: `sleep` suspends until ``fireAll()``, or throws when its task is cancelled.
actor ManualTimer {
    private var nextID = 0
    private var sleepers: [Int: (Duration, CheckedContinuation<Void, any Error>)] = [:]
    private var waiters: [CheckedContinuation<Duration, Never>] = []

    func sleep(for duration: Duration) async throws {
        let id = nextID
        nextID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleepers[id] = (duration, continuation)
                for waiter in waiters { waiter.resume(returning: duration) }
                waiters.removeAll()
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    /// Waits until someone sleeps; returns the duration they asked for.
    func waitForSleeper() async -> Duration {
        if let first = sleepers.values.first { return first.0 }
        return await withCheckedContinuation { waiters.append($0) }
    }

    func fireAll() {
        for (_, continuation) in sleepers.values { continuation.resume() }
        sleepers.removeAll()
    }

    private func cancel(_ id: Int) {
        sleepers.removeValue(forKey: id)?.1.resume(throwing: CancellationError())
    }
}
