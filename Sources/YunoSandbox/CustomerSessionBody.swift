import Foundation

/// The answer to `POST /v1/customers/sessions`, in the published shape (201; `callback_url`, `checkout_id`; no
/// expiry — the sandbox keeps it in its ``CustomerSessionRecord``).
struct CustomerSessionBody: Codable, Sendable, Hashable {
    var customerSession: String
    var customerId: String
    var country: String
    var callbackUrl: String?
    var createdAt: Date
    var checkoutId: String?
}
