import Foundation
import YunoSDK

/// What the idempotency check decided for an incoming payment request.
enum IdempotencyAdmission: Sendable {
    /// Refused at once, without latency (missing key, in process, duplicated).
    case conflict(YunoHTTPResponse)
    /// The stored original response.
    case replay(YunoHTTPResponse)
    /// First use of the key: reserved as in flight.
    case reserved(IdempotencyScope, IdempotencyFingerprint)
}
