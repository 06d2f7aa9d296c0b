import Foundation

/// What a flow reads of its client's options, as the client resolved them (``YunoClient/Options``, minus the
/// middlewares, which the API client already holds): the clocks, the waits and the bounds.
struct FlowSettings: Sendable {
    /// The wall clock: expiry checks, a QR code's deadline on the device, the status screen's date.
    var now: @Sendable () -> Date
    /// The monotonic clock the deadlines are measured with.
    var elapsed: @Sendable () -> Duration
    /// Waits for a duration (the deadlines' sleeper, the QR code's status polls).
    var sleep: @Sendable (Duration) async throws -> Void
    /// Makes a write's idempotency key.
    var makeIdempotencyKey: @Sendable () -> String
    /// How long a shopper has for a 3DS challenge (never below the SDK's minimum).
    var challengeTimeout: Duration
    /// How often a shown QR code's payment is read.
    var statusPollInterval: Duration
    /// How long a read-back may take.
    var readBackTimeout: Duration
}
