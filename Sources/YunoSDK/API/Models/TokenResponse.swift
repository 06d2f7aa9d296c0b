/// The body of a 201 from `POST /v1/checkout/sessions/{cs}/token`: a one-time token and the card summary.
struct TokenResponse: Codable, Sendable, Hashable {
    struct CardData: Codable, Sendable, Hashable {
        var iin: String?
        var lfd: String?
        var brand: String?
        var type: String?
        var category: String?
        var issuerName: String?
        var countryCode: String?

        enum CodingKeys: String, CodingKey {
            case iin
            case lfd
            case brand
            case type
            case category
            case issuerName = "issuer_name"
            case countryCode = "country_code"
        }
    }

    var token: String
    var vaultedToken: String?
    var vaultOnSuccess: Bool?
    var type: String
    var cardData: CardData?

    enum CodingKeys: String, CodingKey {
        case token
        case vaultedToken = "vaulted_token"
        case vaultOnSuccess = "vault_on_success"
        case type
        case cardData = "card_data"
    }
}
