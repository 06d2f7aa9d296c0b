import Foundation
import YunoSDK

/// The state of one idempotency key on one endpoint.
enum IdempotencyRecord: Sendable, Hashable {
    /// A request with this key is suspended in latency; `fingerprint` is its path and body.
    case inFlight(fingerprint: IdempotencyFingerprint)
    /// A request with this key completed with `response`.
    case completed(fingerprint: IdempotencyFingerprint, response: YunoHTTPResponse)
}
