/// What reading the backend back found, after a write whose effect is unknown (a flow that stopped early, a lost
/// answer): the payment, the saved card, nothing, or no answer within the bounds.
enum ReadBack: Sendable {
    /// What the flow reads back: the session's payment, or the payment method an enrollment created.
    enum Subject: Sendable, Hashable {
        /// The checkout session's payment (a payment may exist: its creation was sent, or the merchant's server
        /// was handed the token).
        case payment
        /// The payment method `paymentMethodID` whose card was sent (`GET /v1/payment-methods/{id}`).
        case enrollment(paymentMethodID: String)
    }

    /// The session's payment as the backend holds it now.
    case payment(Payment)
    /// The enrollment's payment method as the backend holds it now (its status; the vaulted token once enrolled).
    case enrollment(EnrollmentResponse)
    /// The backend holds nothing: no payment was created, no card saved.
    case nothing
    /// The backend could not be read within the read-back's bounds; the outcome stays unknown.
    case unknown
}
