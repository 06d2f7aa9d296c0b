import Foundation
import YunoSDK

/// The state of one idempotency key on one endpoint.
enum IdempotencyRecord: Sendable, Hashable {
    /// A request with this key is suspended in latency; `fingerprint` is its path + canonical body.
    case inFlight(fingerprint: Data)
    /// A request with this key completed with `response`.
    case completed(fingerprint: Data, response: YunoHTTPResponse)
}
