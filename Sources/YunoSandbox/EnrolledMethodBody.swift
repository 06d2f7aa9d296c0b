import Foundation

/// The merchant's `GET /v1/customers/{customer_id}/payment-methods`, as published: `{"payment_methods": [...]}`.
struct EnrolledMethodsBody: Codable, Sendable, Hashable {
    var paymentMethods: [EnrolledMethodBody]
}

/// One entry of the merchant's list of enrolled methods.
struct EnrolledMethodBody: Codable, Sendable, Hashable {
    var name: String
    var description: String
    var icon: String
    var vaultedToken: String
    var type: String
    var category: String
    var status: String
    var cardData: CardDataBody
}
