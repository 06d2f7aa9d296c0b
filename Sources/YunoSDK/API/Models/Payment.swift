import Foundation

/// A payment as the API returns it (`POST /v1/payments`, the session's payment), in Yuno's published shape
/// (reference/payments/the-payment-object.mdx): the SDK action it needs is `checkout.sdk_action_required` plus the
/// `payment_method.payment_method_detail` object of its kind (`card`, `bank_transfer`, `wallet`, `ticket`, `bnpl`).
///
/// Every field but `id` and `status` is optional and unknown keys are ignored, so a published body with fields this
/// SDK does not read, or without optional ones, still decodes; ``SDKAction`` decides what the SDK can run.
///
/// A class (immutable once decoded): a flow holds its payment across every wait of its SDK actions, and a reference
/// is 8 bytes in each of those async frames where the value would be 376 (a hot path: see PERFORMANCE.md's "Hot paths").
final class Payment: WireDecodable, Sendable {
    struct Checkout: Sendable {
        var session: String?
        var sdkActionRequired: Bool?

        enum Keys: String {
            case session
            case sdkActionRequired = "sdk_action_required"
        }
    }

    struct Method: Sendable {
        var type: String?
        var vaultedToken: String?
        var detail: MethodDetail?

        enum Keys: String {
            case type
            case vaultedToken = "vaulted_token"
            case detail = "payment_method_detail"
        }
    }

    let id: String
    let country: String?
    let status: PaymentStatus
    let subStatus: String?
    let amount: Amount?
    let checkout: Checkout?
    let paymentMethod: Method?
    /// Where the shopper returns after a redirect (the payment's, else the checkout session's `callback_url`).
    let callbackUrl: String?
    /// `created_at` and `updated_at` as sent, read as dates only when asked: parsing an ISO 8601 timestamp was
    /// 4 % of a canned flow's CPU, and only a QR code's lifetime needs one.
    let createdAtText: String?
    let updatedAtText: String?

    /// When the backend created the payment, on the backend's clock (`nil` when absent or unreadable).
    var createdAt: Date? { createdAtText.flatMap(WireDate.parse) }
    /// When the backend last changed the payment, on the backend's clock: the moment the answer describes, which
    /// puts the backend's other timestamps (a QR code's `expires_at`) on the device's clock whatever its skew.
    var updatedAt: Date? { updatedAtText.flatMap(WireDate.parse) }

    enum Keys: String {
        case id
        case country
        case status
        case subStatus = "sub_status"
        case amount
        case checkout
        case paymentMethod = "payment_method"
        case callbackUrl = "callback_url"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    init(
        id: String, country: String? = nil, status: PaymentStatus, subStatus: String? = nil, amount: Amount? = nil,
        checkout: Checkout? = nil, paymentMethod: Method? = nil, callbackUrl: String? = nil,
        createdAt: String? = nil, updatedAt: String? = nil
    ) {
        self.id = id
        self.country = country
        self.status = status
        self.subStatus = subStatus
        self.amount = amount
        self.checkout = checkout
        self.paymentMethod = paymentMethod
        self.callbackUrl = callbackUrl
        createdAtText = createdAt
        updatedAtText = updatedAt
    }

    /// Reads every published field; the timestamps leniently (with or without fractional seconds; an unreadable
    /// one is `nil`, since no decision needs it).
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        id = try object.decode(String.self, .id)
        country = try object.decodeIfPresent(String.self, .country)
        status = try object.decode(PaymentStatus.self, .status)
        subStatus = try object.decodeIfPresent(String.self, .subStatus)
        amount = try object.decodeIfPresent(Amount.self, .amount)
        checkout = try object.decodeIfPresent(Checkout.self, .checkout)
        paymentMethod = try object.decodeIfPresent(Method.self, .paymentMethod)
        callbackUrl = try object.decodeIfPresent(String.self, .callbackUrl)
        createdAtText = object.decodeLeniently(String.self, .createdAt)
        updatedAtText = object.decodeLeniently(String.self, .updatedAt)
    }

    /// Whether the payment waits for an SDK action: `checkout.sdk_action_required` on a payment that is not final
    /// yet (CREATED, READY_TO_PAY or PENDING). ``SDKAction`` reads which one.
    var needsSDKAction: Bool { checkout?.sdkActionRequired == true && status.result == .processing }
}

extension Payment.Checkout: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        session = try object.decodeIfPresent(String.self, .session)
        sdkActionRequired = try object.decodeIfPresent(Bool.self, .sdkActionRequired)
    }
}

extension Payment.Method: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        type = try object.decodeIfPresent(String.self, .type)
        vaultedToken = try object.decodeIfPresent(String.self, .vaultedToken)
        detail = try object.decodeIfPresent(Payment.MethodDetail.self, .detail)
    }
}
