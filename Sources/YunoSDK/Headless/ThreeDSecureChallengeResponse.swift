import Foundation

/// The 3-D Secure challenge of a session's payment, as Yuno's deprecated headless
/// `getThreeDSecureChallenge(checkoutSession:)` returns it: the bank's page to open.
///
/// Only where the page is: opening it, and learning how the bank decided (the payment's status, read after the
/// shopper returns through the payment's `callback_url`), is the merchant's. A plain value.
public struct ThreeDSecureChallengeResponse: Sendable, Hashable {
    /// The kind of page: always `"URL"` (the bank's challenge page is a web page).
    public let type: String
    /// The bank's challenge page (`payment_method_detail.card.redirect_url`).
    public let url: URL
    /// The 3DS transaction id (`card_data.three_d_secure.transaction_id`).
    public let transactionID: String
    /// Where the page sends the shopper back: the payment's `callback_url`.
    public let callbackURL: URL

    /// The page, as Yuno's SDK spells it (`data`): ``url``'s absolute string.
    public var data: String { url.absoluteString }
}
