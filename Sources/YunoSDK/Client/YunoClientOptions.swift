import Foundation

extension YunoClient {
    /// Tunables of a client: middlewares, timeouts, and the clocks and generators tests inject.
    public struct Options: Sendable {
        /// The shortest 3DS challenge timeout the SDK accepts (SPEC §8).
        public static let minimumChallengeTimeout: Duration = .seconds(300)

        /// The middlewares around the transport, outermost first. Default: ``RetryMiddleware``. The per-request
        /// timeout (60 s) is ``URLSessionTransport``'s own; with a transport that has none, append a
        /// ``TimeoutMiddleware`` so each retry attempt gets its own limit.
        public var middlewares: [any YunoTransportMiddleware]
        /// How long a shopper has for a 3DS challenge; values below five minutes are raised to five minutes.
        public var challengeTimeout: Duration
        /// The current date, for card-expiry validation.
        public var now: @Sendable () -> Date
        /// Waits for a duration; drives the 3DS challenge timeout (tests inject a controllable one).
        public var sleep: @Sendable (Duration) async throws -> Void
        /// The time elapsed on a monotonic clock since a fixed origin: presentation deadlines (the 3DS challenge
        /// timeout) are measured with it and waited for with ``sleep``. By default the continuous clock; inject it
        /// together with ``sleep`` (a simulator's virtual time) so that no deadline reads the real clock.
        public var elapsed: @Sendable () -> Duration = TimeoutQueue.continuousElapsed
        /// Makes the idempotency key of a flow's payment creation: by default a random (version 4) UUID, lowercased,
        /// from the system's secure random source.
        public var makeIdempotencyKey: @Sendable () -> String
        /// How often the SDK reads a payment's status while a QR code is shown (3 s by default).
        public var statusPollInterval: Duration
        /// How long a flow that stopped early (cancelled, a lost answer, an error) may spend reading the backend
        /// to name the payment it may have made (15 s by default; measured with ``sleep``).
        public var readBackTimeout: Duration

        /// Creates options with production defaults.
        public init(
            middlewares: [any YunoTransportMiddleware] = [RetryMiddleware()],
            challengeTimeout: Duration = Options.minimumChallengeTimeout,
            now: @escaping @Sendable () -> Date = Date.init,
            sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
            makeIdempotencyKey: @escaping @Sendable () -> String = { RandomUUID.lowercased() },
            statusPollInterval: Duration = .seconds(3), readBackTimeout: Duration = .seconds(15)
        ) {
            self.readBackTimeout = readBackTimeout
            self.statusPollInterval = statusPollInterval
            self.middlewares = middlewares
            self.challengeTimeout = challengeTimeout
            self.now = now
            self.sleep = sleep
            self.makeIdempotencyKey = makeIdempotencyKey
        }
    }
}

extension FlowSettings {
    /// The settings a client's flows read from `options`; the 3DS timeout is raised to the SDK's minimum here.
    init(_ options: YunoClient.Options) {
        self.init(
            now: options.now, elapsed: options.elapsed, sleep: options.sleep,
            makeIdempotencyKey: options.makeIdempotencyKey,
            challengeTimeout: max(options.challengeTimeout, YunoClient.Options.minimumChallengeTimeout),
            statusPollInterval: options.statusPollInterval, readBackTimeout: options.readBackTimeout)
    }
}
