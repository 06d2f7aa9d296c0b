import Foundation

/// The response of `POST /v1/checkout/sessions/{cs}/token`, as published
/// (openapi/checkout-sessions/create-one-time-use-token-sdk-checkout.json): the token, the published `card_data`,
/// and the top-level `customer`, `installment`, `country`, `customer_session` (written as `null` when unset).
struct TokenBody: Codable, Sendable, Hashable {
    /// `installment{id, value, rate, amount}`: the installment chosen for the payment, as Yuno's headless token
    /// answer shows it (yuno-sdk-ios docs/HeadlessSDK(Payment).md: `"installment": ["rate": "", "id": …, "value":
    /// 24, "amount": nil]`). [ours] `rate` is written as the plan's number (the published example shows an empty
    /// string); `amount` is `null`, as in that example.
    struct Installment: Codable, Sendable, Hashable {
        var id: String
        var value: Int
        var rate: Decimal

        private enum CodingKeys: String, CodingKey {
            case id, value, rate, amount
        }

        init(id: String, value: Int, rate: Decimal) {
            self.id = id
            self.value = value
            self.rate = rate
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            value = try container.decode(Int.self, forKey: .value)
            rate = try container.decode(Decimal.self, forKey: .rate)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(value, forKey: .value)
            try container.encode(rate, forKey: .rate)
            try container.encodeNil(forKey: .amount)
        }
    }

    var token: String
    var vaultedToken: String?
    var vaultOnSuccess: Bool
    var type: String
    var cardData: CardDataBody?
    var customer: String?
    var installment: Installment?
    var country: String
    var customerSession: String?

    private enum CodingKeys: String, CodingKey {
        case token, vaultedToken, vaultOnSuccess, type, cardData, customer, installment, country, customerSession
    }

    init(
        token: String, vaultedToken: String?, vaultOnSuccess: Bool, type: String, cardData: CardDataBody?,
        country: String
    ) {
        self.token = token
        self.vaultedToken = vaultedToken
        self.vaultOnSuccess = vaultOnSuccess
        self.type = type
        self.cardData = cardData
        self.country = country
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(token, forKey: .token)
        try container.encode(vaultedToken, forKey: .vaultedToken)
        try container.encode(vaultOnSuccess, forKey: .vaultOnSuccess)
        try container.encode(type, forKey: .type)
        try container.encode(cardData, forKey: .cardData)
        try container.encode(customer, forKey: .customer)
        try container.encode(installment, forKey: .installment)
        try container.encode(country, forKey: .country)
        try container.encode(customerSession, forKey: .customerSession)
    }
}
