import Foundation

/// The body of `POST /v1/customers/sessions`. Every field is optional so a missing one is a MISSING_PARAMETERS error.
struct CustomerSessionRequest: Codable, Sendable {
    var accountId: String?
    var customerId: String?
    var country: String?
    var callbackUrl: String?
    var checkoutId: String?
}
