import Foundation

/// One entry of the merchant's `GET /v1/customers/{customer_id}/payment-methods`.
struct EnrolledMethodBody: Codable, Sendable, Hashable {
    var vaultedToken: String
    var type: String
    var status: String
    var cardData: CardDataBody
}
