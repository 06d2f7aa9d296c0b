import Foundation

/// A one-time token the sandbox issued, bound to one checkout session.
struct TokenRecord: Sendable, Hashable {
    /// The token.
    var token: String
    /// The session it was created for.
    var checkoutSession: String
    /// The payment method type (`CARD`, `PIX`, …).
    var type: String
    /// Whether a successful payment should vault the card.
    var vaultOnSuccess: Bool
    /// The vaulted token it was created from, if any.
    var vaultedToken: String?
    /// The card, for card tokens.
    var card: CardProfile?
    /// The wallet's payment token, for wallet tokens (the sheet came first).
    var walletPaymentData: String?
    /// Whether a payment consumed it.
    var used: Bool
    /// The installment chosen for the payment, checked against the session's plan.
    var installment: TokenBody.Installment? = nil
}
