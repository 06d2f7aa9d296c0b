/// What ``YunoPaymentHeadless/generateToken(data:)`` turns into a one-time token: the checkout session and the
/// collected payment method.
///
/// A value type, usable from any isolation.
public struct TokenCollectedData: Sendable, Hashable {
    /// The checkout session (a UUID); it must be the headless client's own.
    public var checkoutSession: String
    /// The payment method collected.
    public var paymentMethod: CollectedData

    /// Creates the token data.
    public init(checkoutSession: String, paymentMethod: CollectedData) {
        self.checkoutSession = checkoutSession
        self.paymentMethod = paymentMethod
    }
}
