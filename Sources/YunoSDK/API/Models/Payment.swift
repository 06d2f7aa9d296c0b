import Foundation

/// A payment as the API returns it (`POST /v1/payments`, the session's payment), in Yuno's published shape
/// (reference/payments/the-payment-object.mdx): the SDK action it needs is `checkout.sdk_action_required` plus the
/// `payment_method.payment_method_detail` object of its kind (`card`, `bank_transfer`, `wallet`, `ticket`, `bnpl`).
///
/// Every field but `id` and `status` is optional and unknown keys are ignored, so a published body with fields this
/// SDK does not read, or without optional ones, still decodes; ``SDKAction`` decides what the SDK can run.
struct Payment: Codable, Sendable, Hashable {
    struct Checkout: Codable, Sendable, Hashable {
        var session: String?
        var sdkActionRequired: Bool?

        enum CodingKeys: String, CodingKey {
            case session
            case sdkActionRequired = "sdk_action_required"
        }
    }

    struct Method: Codable, Sendable, Hashable {
        var type: String?
        var vaultedToken: String?
        var detail: MethodDetail?

        enum CodingKeys: String, CodingKey {
            case type
            case vaultedToken = "vaulted_token"
            case detail = "payment_method_detail"
        }
    }

    var id: String
    var country: String?
    var status: PaymentStatus
    var subStatus: String?
    var amount: Amount?
    var checkout: Checkout?
    var paymentMethod: Method?
    /// Where the shopper returns after a redirect (the payment's, else the checkout session's `callback_url`).
    var callbackUrl: String?

    /// Whether the payment waits for an SDK action: `checkout.sdk_action_required` on a payment that is not final
    /// yet (CREATED, READY_TO_PAY or PENDING). ``SDKAction`` reads which one.
    var needsSDKAction: Bool { checkout?.sdkActionRequired == true && status.result == .processing }

    enum CodingKeys: String, CodingKey {
        case id
        case country
        case status
        case subStatus = "sub_status"
        case amount
        case checkout
        case paymentMethod = "payment_method"
        case callbackUrl = "callback_url"
    }
}
