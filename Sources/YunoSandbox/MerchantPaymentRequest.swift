import Foundation

/// The body of `POST /v1/payments`.
struct MerchantPaymentRequest: Codable, Sendable {
    /// `checkout`.
    struct Checkout: Codable, Sendable {
        var session: String?
    }

    /// `payment_method`.
    struct PaymentMethod: Codable, Sendable {
        var token: String?
        var vaultedToken: String?
        var type: String?
        var vaultOnSuccess: Bool?
        var detail: Detail?
    }

    /// `payment_method.detail`.
    struct Detail: Codable, Sendable {
        var card: CardDetail?
    }

    /// `payment_method.detail.card`.
    struct CardDetail: Codable, Sendable {
        var capture: Bool?
    }

    var accountId: String?
    var description: String?
    var country: String?
    var merchantOrderId: String?
    var amount: AmountBody?
    var checkout: Checkout?
    var paymentMethod: PaymentMethod?
    var workflow: String?
}
