/// The body of `POST /v1/checkout/sessions/{cs}/token`. Holds card data: never logged, mirrored or described.
struct TokenRequest: Encodable, Sendable, CustomStringConvertible, CustomReflectable {
    struct Card: Encodable, Sendable {
        var number: String
        var expirationMonth: Int
        var expirationYear: Int
        var securityCode: String?
        var holderName: String?
        /// The installment chosen in the card form; absent when the session offers none.
        var installment: Installment?

        enum CodingKeys: String, CodingKey {
            case number
            case expirationMonth = "expiration_month"
            case expirationYear = "expiration_year"
            case securityCode = "security_code"
            case holderName = "holder_name"
            case installment
        }
    }

    /// `payment_method.card.installment{id, value}`: the session's plan (`plan_id`) and the number of installments
    /// chosen. The shape is Yuno's headless `CardData.Installment(id:value:)` ("Only necessary if an installments
    /// plan is created for the account"; yuno-sdk-ios docs/HeadlessSDK(Payment).md), whose token answer carries the
    /// choice back as a top-level `installment{id, value, rate, amount}`. [ours] Its place in the JSON body: Yuno
    /// publishes the Swift type, not the token request's wire.
    struct Installment: Encodable, Sendable, Equatable {
        var id: String
        var value: Int
    }

    /// [ours] A wallet's payment token (Apple Pay's `PKPaymentToken.paymentData`, base64): what the wallet sheet
    /// gives, tokenized before the payment as Yuno publishes for Apple Pay. Secret, like a card.
    struct Wallet: Encodable, Sendable {
        var paymentData: String

        enum CodingKeys: String, CodingKey {
            case paymentData = "payment_data"
        }
    }

    struct Method: Encodable, Sendable {
        var type: String
        var vaultOnSuccess: Bool
        var vaultedToken: String?
        var card: Card?
        var wallet: Wallet?

        init(type: String, vaultOnSuccess: Bool, vaultedToken: String?, card: Card?, wallet: Wallet? = nil) {
            self.type = type
            self.vaultOnSuccess = vaultOnSuccess
            self.vaultedToken = vaultedToken
            self.card = card
            self.wallet = wallet
        }

        enum CodingKeys: String, CodingKey {
            case type
            case vaultOnSuccess = "vault_on_success"
            case vaultedToken = "vaulted_token"
            case card
            case wallet
        }
    }

    var paymentMethod: Method

    var description: String { "TokenRequest(type: \(paymentMethod.type))" }
    var customMirror: Mirror { Mirror(self, children: ["type": paymentMethod.type]) }

    enum CodingKeys: String, CodingKey {
        case paymentMethod = "payment_method"
    }
}

extension TokenRequest.Card {
    /// The wire form of a validated card: the two-digit expiry year Yuno's token endpoint takes.
    init(_ card: CardDetails) {
        self.init(
            number: card.number, expirationMonth: card.expirationMonth, expirationYear: card.expirationYearTwoDigits,
            securityCode: card.securityCode, holderName: card.holderName)
    }
}
