import Foundation

/// The response of `POST /v1/customers/sessions/{cus}/payment-methods` (`vaulted_token` only when ENROLLED).
struct EnrollmentBody: Codable, Sendable, Hashable {
    var vaultedToken: String?
    var type: String
    var status: String
    var cardData: CardDataBody?
}
