import Foundation

/// The Payment object of the contract; also the sandbox's stored payment state.
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

    /// `payment_method.payment_method_detail`.
    struct Detail: Codable, Sendable, Hashable {
        var card: CardDetail?
    }

    /// `payment_method.payment_method_detail.card`.
    struct CardDetail: Codable, Sendable, Hashable {
        var iin: String
        var lfd: String
        var brand: String
        var capture: Bool
        var installments: Int
        var verify: Bool
        var cardType: String
        var issuerName: String
    }

    /// `action`: exactly one of the nested objects is set, matching `type`
    /// (`THREE_D_SECURE`, `QR_CODE`, `WALLET` or `REDIRECT`).
    struct Action: Codable, Sendable, Hashable {
        var type: String
        var threeDSecure: ThreeDSecure?
        var qrCode: QRCode?
        var wallet: Wallet?
        var redirect: Redirect?
    }

    /// `action.three_d_secure`.
    struct ThreeDSecure: Codable, Sendable, Hashable {
        var transactionId: String
        var challengeUrl: String
    }

    /// `action.qr_code` (PIX): the EMV BR Code and when it stops being payable.
    struct QRCode: Codable, Sendable, Hashable {
        var code: String
        var expiresAt: Date
    }

    /// `action.wallet`: which wallet sheet the SDK must present.
    struct Wallet: Codable, Sendable, Hashable {
        var type: String
    }

    /// `action.redirect`: the page to open and where the shopper returns (`callback_url` is written as `null` when
    /// the session has none).
    struct Redirect: Codable, Sendable, Hashable {
        private enum CodingKeys: String, CodingKey {
            case url, callbackUrl
        }

        var url: String
        var callbackUrl: String?

        init(url: String, callbackUrl: String?) {
            self.url = url
            self.callbackUrl = callbackUrl
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            url = try container.decode(String.self, forKey: .url)
            callbackUrl = try container.decodeIfPresent(String.self, forKey: .callbackUrl)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(callbackUrl, forKey: .callbackUrl)
        }
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
    var action: Action?

    /// Marks the payment PENDING / WAITING_ADDITIONAL_STEP with `action` for the SDK to perform.
    mutating func requireAction(_ action: Action) {
        status = "PENDING"
        subStatus = "WAITING_ADDITIONAL_STEP"
        checkout.sdkActionRequired = true
        self.action = action
    }
}
