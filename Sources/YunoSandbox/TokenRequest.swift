import Foundation

/// The body of `POST /v1/checkout/sessions/{cs}/token`, and of the enrollment request
/// `POST /v1/customers/sessions/{cus}/payment-methods` (which uses only `type` and `card`).
struct TokenRequest: Codable, Sendable {
    /// `payment_method`.
    struct PaymentMethod: Codable, Sendable {
        var type: String?
        var vaultOnSuccess: Bool?
        var vaultedToken: String?
        var card: CardInput?
        var wallet: WalletInput?
    }

    /// [ours] `payment_method.wallet`: the wallet sheet's payment token.
    struct WalletInput: Codable, Sendable {
        var paymentData: String?
    }

    var paymentMethod: PaymentMethod?
}
