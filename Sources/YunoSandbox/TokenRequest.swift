import Foundation

/// The body of `POST /v1/checkout/sessions/{cs}/token`.
struct TokenRequest: Codable, Sendable {
    /// `payment_method`.
    struct PaymentMethod: Codable, Sendable {
        var type: String?
        var vaultOnSuccess: Bool?
        var vaultedToken: String?
        var card: CardInput?
    }

    var paymentMethod: PaymentMethod?
}
