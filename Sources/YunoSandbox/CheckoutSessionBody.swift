import Foundation

/// The answer to `POST /v1/checkout/sessions`, in the published shape (200; `checkout_id`, `installments`,
/// `metadata`; no account id, no expiry — the sandbox keeps those in its ``SessionBody`` record).
struct CheckoutSessionBody: Codable, Sendable, Hashable {
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
    /// `installments`: the session's plan (`plan_id` and `plan` null when it offers none; see
    /// ``YunoSandbox``'s installments rule).
    var installments: InstallmentPlanBody
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
        installments = session.installments ?? InstallmentPlanBody()
        checkoutId = session.checkoutId
    }
}
