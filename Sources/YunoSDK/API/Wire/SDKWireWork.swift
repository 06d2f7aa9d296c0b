import Foundation

/// The wire work of the SDK's seamless flow, one request or response at a time, with the SDK's own models: its
/// request bodies (``TokenRequest``, ``SeamlessPaymentRequest``) written as the API client writes them, and its
/// answers read into the models its flows read (``PaymentMethodInfo``, ``TokenResponse``, ``Payment``), every
/// published field included.
///
/// SPI for the benchmarks' same-wire floor (`@_spi(Benchmarks) import YunoSDK`), not API: it may change with any
/// release. With it the floor does the SDK's wire work and nothing else, so SDK / floor is the cost of the
/// orchestration (issue 39). Each answer is handed back as the few values the floor goes on with.
@_spi(Benchmarks)
public enum SDKWireWork {
    /// A card as the token request carries it (the two-digit expiry year Yuno's token endpoint takes).
    public struct Card: Sendable {
        let number: String
        let expirationMonth: Int
        let expirationYear: Int
        let securityCode: String?
        let holderName: String?

        /// A card of `number`, expiring `expirationMonth`/`expirationYear`.
        public init(
            number: String, expirationMonth: Int, expirationYear: Int, securityCode: String?, holderName: String?
        ) {
            self.number = number
            self.expirationMonth = expirationMonth
            self.expirationYear = expirationYear
            self.securityCode = securityCode
            self.holderName = holderName
        }
    }

    /// The body of `POST …/token` for `card` or `vaultedToken`, as the SDK writes it.
    public static func tokenBody(type: String, vaultedToken: String?, card: Card?) throws -> Data {
        let card = card.map {
            TokenRequest.Card(
                number: $0.number, expirationMonth: $0.expirationMonth, expirationYear: $0.expirationYear,
                securityCode: $0.securityCode, holderName: $0.holderName)
        }
        let request = TokenRequest(
            paymentMethod: .init(type: type, vaultOnSuccess: false, vaultedToken: vaultedToken, card: card))
        return try request.json()
    }

    /// The body of `POST …/payments` for `token`, as the SDK writes it.
    public static func paymentBody(token: String, type: String) throws -> Data {
        try SeamlessPaymentRequest(paymentMethod: .init(token: token, type: type, vaultOnSuccess: false)).json()
    }

    /// The payment-method list read as the SDK reads it; each method's type and vaulted token.
    public static func paymentMethods(_ body: Data) throws -> [(type: String, vaultedToken: String?)] {
        try [PaymentMethodInfo](json: body).map { ($0.type, $0.vaultedToken) }
    }

    /// The token answer read as the SDK reads it; the token and its type.
    public static func token(_ body: Data) throws -> (token: String, type: String) {
        let response = try TokenResponse(json: body)
        return (response.token, response.type)
    }

    /// A payment read as the SDK reads it; its status and, while a 3DS challenge waits, the challenge's
    /// transaction.
    public static func payment(_ body: Data) throws -> (
        status: String, challengeTransactionID: String?
    ) {
        let payment = try Payment(json: body)
        let card = payment.needsSDKAction ? payment.paymentMethod?.detail?.card : nil
        let transaction = card?.redirectUrl == nil ? nil : card?.cardData?.threeDSecure?.transactionId
        return (payment.status.rawValue, transaction)
    }
}
