/// A payment delegate that lets the SDK's own screens offer another card after a declined one ([ours]).
///
/// Yuno takes one payment per checkout session ("Only one payment is supported per each checkout session", The
/// Checkout Session Object), so a second card needs a second session, which only the merchant's server can create.
/// Adopt this protocol to give it: when a card payment of ``YunoClient/startPaymentLite(with:paymentSelected:showPaymentStatus:)``
/// or ``YunoClient/startPayment(with:showPaymentStatus:)`` ends declined or failed, and the SDK draws its own screens
/// with the status screen shown, that screen offers "Try again with another card". If the shopper takes it, the SDK
/// asks for a new session here and opens the card form again in the same sheet, saying the previous card was
/// declined; closing that form goes back to the app, where the shopper can pick another method.
///
/// What the app hears stays truthful: the declined payment's flow reports its result (`yunoPaymentResult(.reject)`
/// or `.fail`) as always, and the new attempt is a flow of its own on the new session — its token arrives in
/// `yunoCreatePayment(with:information:)`, the app creates the payment for the new session and calls
/// ``YunoClient/continuePayment(checkoutSession:showPaymentStatus:)`` with it, and its result follows. The task
/// that ``YunoClient/startPaymentLite(with:paymentSelected:showPaymentStatus:)`` returned ends with the last
/// attempt's outcome.
///
/// Without this protocol, or with a presenter of the app's own, nothing changes: the status screen offers no retry.
public protocol YunoDeclineRecovering: YunoPaymentDelegate {
    /// A new checkout session for another card, after the payment of `checkoutSession` was declined or failed;
    /// `nil` when there is none (the sheet then closes). Called on the main actor, at most once per shopper's
    /// request. The session must be a new one: the declined session cannot take another payment.
    func yunoNewCheckoutSession(afterDeclineOf checkoutSession: String) async -> String?
}
