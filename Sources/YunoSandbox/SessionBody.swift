import Foundation

/// A checkout session as the API returns it (and as the sandbox stores it).
struct SessionBody: Codable, Sendable, Hashable {
    var checkoutSession: String
    var accountId: String
    var merchantOrderId: String
    var paymentDescription: String
    var country: String
    var customerId: String?
    var callbackUrl: String?
    var amount: AmountBody
    var alternativeAmount: AmountBody?
    var workflow: String
    var createdAt: Date
    var expiresAt: Date
}
