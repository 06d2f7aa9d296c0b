import Foundation

/// The answer to `POST /v1/checkout/sessions`, in the published shape (200; `checkout_id`, `installments`,
/// `metadata`; no account id, no expiry — the sandbox keeps those in its ``SessionBody`` record).
struct CheckoutSessionBody: Codable, Sendable, Hashable {
    /// `installments`: the plan chosen for the session (none in the sandbox).
    struct Installments: Codable, Sendable, Hashable {
        var planId: String?
        var plan: String?
    }

    var merchantOrderId: String
    var checkoutSession: String
    var country: String
    var paymentDescription: String
    var customerId: String?
    var callbackUrl: String?
    var amount: AmountBody
    var createdAt: Date
    var metadata: [MetadataEntry]?
    var workflow: String
    var installments: Installments
    var checkoutId: String

    /// The published answer for the stored `session`.
    init(_ session: SessionBody) {
        merchantOrderId = session.merchantOrderId
        checkoutSession = session.checkoutSession
        country = session.country
        paymentDescription = session.paymentDescription
        customerId = session.customerId
        callbackUrl = session.callbackUrl
        amount = session.amount
        createdAt = session.createdAt
        metadata = session.metadata
        workflow = session.workflow
        installments = Installments()
        checkoutId = session.checkoutId
    }
}
