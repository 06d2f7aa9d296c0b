/// What a ``PaymentFlow`` does: given when the flow is made, taken once when it runs (the machine's
/// `start()`), so a flow runs once and keeps none of its inputs afterwards.
enum FlowWork: Sendable {
    /// Seamless Lite: the SDK creates the payment.
    case seamless(CheckoutRequest)
    /// Full, Lite, render: the merchant's server creates the payment from the token handed to `delegate`.
    case merchant(CheckoutRequest, delegate: any YunoPaymentDelegate)
    /// Enrollment: a card saved for a customer.
    case enrollment(EnrollmentFlowRequest)
    /// Headless (`continueCardPayment`): the card payment the merchant's server created for the session, read and
    /// continued through its SDK actions (its 3DS challenge).
    case cardContinuation
}

extension FlowWork {
    /// The kind of flow, for the log ("seamless (CARD)", "checkout (PIX)", "enrollment"): made only when the log
    /// line is, not at every start.
    var kind: String {
        switch self {
        case .seamless(let request): "seamless (\(request.paymentMethodType))"
        case .merchant(let request, _): "checkout (\(request.paymentMethodType))"
        case .enrollment: "enrollment"
        case .cardContinuation: "headless card continuation"
        }
    }
}
