import Foundation

/// The Payment object in Yuno's published shape (reference/payments/the-payment-object.mdx); also the sandbox's
/// stored payment state. An SDK action is `checkout.sdk_action_required` plus the detail object of its kind:
/// `payment_method_detail.card.redirect_url` (3DS, PENDING / WAITING_ADDITIONAL_STEP) or
/// `payment_method_detail.bank_transfer` / `.wallet` (READY_TO_PAY / CREATED).
struct PaymentBody: Codable, Sendable, Hashable {
    /// `amount`.
    struct Amount: Codable, Sendable, Hashable {
        var currency: String
        var value: Decimal
        var captured: Decimal
        var refunded: Decimal
    }

    /// `checkout`.
    struct Checkout: Codable, Sendable, Hashable {
        var session: String
        var sdkActionRequired: Bool
    }

    /// `payment_method`.
    struct PaymentMethod: Codable, Sendable, Hashable {
        var type: String
        var token: String?
        var vaultedToken: String?
        var vaultOnSuccess: Bool
        var paymentMethodDetail: Detail?
    }

    /// `payment_method.payment_method_detail`: one object, named by the method's kind.
    struct Detail: Codable, Sendable, Hashable {
        var card: CardDetail?
        var bankTransfer: BankTransfer?
        var wallet: Wallet?
    }

    /// `payment_method_detail.card`: `redirect_url` is the 3DS challenge while one is open.
    struct CardDetail: Codable, Sendable, Hashable {
        var verify: Bool
        var capture: Bool
        var installments: Int
        var redirectUrl: String?
        var cardData: CardDataBody
    }

    /// `payment_method_detail.bank_transfer` (PIX, NuPay).
    struct BankTransfer: Codable, Sendable, Hashable {
        var providerImage: String?
        var paymentInstruction: String?
        var redirectUrl: String?
        var expiresAt: Date?
        /// [ours] The PIX copy-and-paste code (EMV BR Code) for an app-drawn QR screen; Yuno publishes only the
        /// `provider_image` URL.
        var qrCode: String?
    }

    /// `payment_method_detail.wallet`: a hosted wallet page (`redirect_url`), or none for a native wallet sheet
    /// ([ours]: Apple Pay's sheet step).
    struct Wallet: Codable, Sendable, Hashable {
        var verify: Bool
        var capture: Bool
        var redirectUrl: String?
    }

    var id: String
    var accountId: String
    var description: String
    var country: String
    var merchantOrderId: String
    var status: String
    var subStatus: String
    var createdAt: Date
    var updatedAt: Date
    var amount: Amount
    var checkout: Checkout
    var paymentMethod: PaymentMethod
    var callbackUrl: String?
    var workflow: String

    /// Marks the payment as waiting for the SDK: `status` / `subStatus` and `checkout.sdk_action_required`.
    mutating func requireAction(status: String, subStatus: String) {
        self.status = status
        self.subStatus = subStatus
        checkout.sdkActionRequired = true
    }
}
