import Foundation

/// The response of `POST /v1/checkout/sessions/{cs}/token`, as published
/// (openapi/checkout-sessions/create-one-time-use-token-sdk-checkout.json): the token, the published `card_data`,
/// and the top-level `customer`, `installment`, `country`, `customer_session` (written as `null` when unset).
struct TokenBody: Codable, Sendable, Hashable {
    var token: String
    var vaultedToken: String?
    var vaultOnSuccess: Bool
    var type: String
    var cardData: CardDataBody?
    var customer: String?
    var installment: String?
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
