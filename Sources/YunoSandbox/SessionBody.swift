import Foundation

/// A checkout session as the sandbox stores it. The API answers with ``CheckoutSessionBody`` (the published
/// fields); the account id and the expiry stay here.
struct SessionBody: Sendable, Hashable {
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
    var metadata: [MetadataEntry]?
    var checkoutId: String
    /// The installment plan the session offers, if its request asked for one.
    var installments: InstallmentPlanBody?
    var createdAt: Date
    var expiresAt: Date
}
