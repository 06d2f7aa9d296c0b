import Foundation

/// The body of `POST /v1/checkout/sessions/{cs}/payments`.
struct SeamlessPaymentRequest: Codable, Sendable {
    /// `payment_method`.
    struct PaymentMethod: Codable, Sendable {
        var token: String?
        var type: String?
        var vaultOnSuccess: Bool?
    }

    var paymentMethod: PaymentMethod?
}
