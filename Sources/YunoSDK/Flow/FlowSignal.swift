/// A message from the app to a waiting ``PaymentFlow``.
enum FlowSignal: Sendable, Hashable {
    /// `continuePayment()`: the merchant's server created the payment.
    case continuePayment(showStatus: Bool)
    /// A deep link for this flow arrived (validated by the ``DeepLinkRegistry``).
    case deepLinkReturned(showStatus: Bool)
}
