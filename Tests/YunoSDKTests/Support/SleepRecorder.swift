import Synchronization

/// Records the durations a middleware asks to sleep and returns at once, so backoff costs no time.
final class SleepRecorder: Sendable {
    private let recorded = Mutex<[Duration]>([])

    /// The `sleep` to inject.
    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in self.recorded.withLock { $0.append(duration) } }
    }

    /// Every duration asked for, in order.
    var durations: [Duration] { recorded.withLock { $0 } }
}
