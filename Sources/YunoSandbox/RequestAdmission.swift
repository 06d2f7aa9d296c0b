import Foundation
import YunoSDK

/// What the sandbox decided for a request before any wait: an answer without the endpoint's work, a connection
/// failure, or the work itself.
enum RequestAdmission: Sendable {
    /// Answer with `response`: after the configured latency when `afterLatency` (an idempotency conflict is answered
    /// at once), and through the request's fault (a dropped or truncated answer) when `delivered`.
    case answer(YunoHTTPResponse, afterLatency: Bool, delivered: Bool)
    /// Fail with `URLError(.cannotConnectToHost)` after the configured latency: an injected connection error.
    case cannotConnect
    /// Do the endpoint's work after the configured latency. `reservation` is the idempotency key reserved for it
    /// (released if the wait is cancelled); `idempotencyKey` is its lowercased key, empty when the endpoint takes none.
    case work(SandboxRoute, idempotencyKey: String, reservation: IdempotencyReservation?)
}
