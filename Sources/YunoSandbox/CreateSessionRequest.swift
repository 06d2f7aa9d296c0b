import Foundation

/// The body of `POST /v1/checkout/sessions`. Every field is optional so a missing one is a MISSING_PARAMETERS error.
struct CreateSessionRequest: Codable, Sendable {
    var accountId: String?
    var merchantOrderId: String?
    var paymentDescription: String?
    var country: String?
    var customerId: String?
    var callbackUrl: String?
    var amount: AmountBody?
    var alternativeAmount: AmountBody?
    var workflow: String?
    var metadata: [MetadataEntry]?
    var checkoutId: String?
    var installments: InstallmentsRequest?
}
