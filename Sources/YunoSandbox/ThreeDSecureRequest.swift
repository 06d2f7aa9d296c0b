import Foundation

/// The body of `POST /v1/checkout/sessions/{cs}/payment/three-d-secure`.
struct ThreeDSecureRequest: Codable, Sendable {
    var transactionId: String?
    var result: String?
}
