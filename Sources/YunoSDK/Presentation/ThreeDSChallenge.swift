import Foundation

/// A 3-D Secure challenge: the issuer's page where the shopper authenticates.
///
/// The page belongs to the bank. The shopper answers the bank there; the bank tells Yuno's backend, which moves the
/// payment to its final status; the page then sends the shopper to ``callbackURL``. The SDK never learns the result
/// from the page or from the presenter: when the page ends (however it ends), the flow reads the payment back.
public struct ThreeDSChallenge: Sendable, Hashable {
    /// The payment being authenticated.
    public let paymentID: String
    /// The 3DS transaction id (`card_data.three_d_secure.transaction_id`), for logs and support.
    public let transactionID: String
    /// The issuer's challenge page (the payment's `payment_method_detail.card.redirect_url`).
    public let challengeURL: URL
    /// The way back: the payment's `callback_url`. A browser session that opens ``challengeURL`` ends when the page
    /// navigates here (its query says nothing the SDK trusts).
    public let callbackURL: URL
    /// How long the page stays open before the flow stops waiting and reads the payment (at least five minutes).
    public let timeout: Duration

    /// The scheme of ``callbackURL`` (lowercased): the `callbackURLScheme` of an `ASWebAuthenticationSession`.
    public var callbackScheme: String { callbackURL.scheme?.lowercased() ?? "" }

    /// Creates a challenge description.
    public init(paymentID: String, transactionID: String, challengeURL: URL, callbackURL: URL, timeout: Duration) {
        self.paymentID = paymentID
        self.transactionID = transactionID
        self.challengeURL = challengeURL
        self.callbackURL = callbackURL
        self.timeout = timeout
    }
}
