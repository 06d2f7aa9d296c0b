/// The body of a 201 from `POST /v1/checkout/sessions/{cs}/token`, as published
/// (openapi/checkout-sessions/create-one-time-use-token-sdk-checkout.json): a one-time token, the card summary and
/// the session's `country` / `customer_session`.
///
/// A class (immutable once decoded): a flow holds its token across the payment creation, and a reference is 8 bytes
/// in those async frames where the value would be about 200 (a hot path: see PERFORMANCE.md's "Hot paths").
final class TokenResponse: WireDecodable, Sendable {
    /// The published `card_data`: 8-digit `iin`, lengths, `type` (CREDIT/DEBIT), `category` (CLASSIC, …), issuer.
    struct CardData: Sendable {
        var holderName: String?
        var iin: String?
        var lfd: String?
        var numberLength: Int?
        var securityCodeLength: Int?
        var brand: String?
        var type: String?
        var category: String?
        var issuerName: String?
        var issuerCode: String?
        var fingerprint: String?
        var countryCode: String?

        enum Keys: String {
            case holderName = "holder_name"
            case iin
            case lfd
            case numberLength = "number_length"
            case securityCodeLength = "security_code_length"
            case brand
            case type
            case category
            case issuerName = "issuer_name"
            case issuerCode = "issuer_code"
            case fingerprint
            case countryCode = "country_code"
        }
    }

    let token: String
    let vaultedToken: String?
    let vaultOnSuccess: Bool?
    let type: String
    let cardData: CardData?
    let country: String?
    let customerSession: String?

    enum Keys: String {
        case token
        case vaultedToken = "vaulted_token"
        case vaultOnSuccess = "vault_on_success"
        case type
        case cardData = "card_data"
        case country
        case customerSession = "customer_session"
    }

    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        token = try object.decode(String.self, .token)
        vaultedToken = try object.decodeIfPresent(String.self, .vaultedToken)
        vaultOnSuccess = try object.decodeIfPresent(Bool.self, .vaultOnSuccess)
        type = try object.decode(String.self, .type)
        cardData = try object.decodeIfPresent(CardData.self, .cardData)
        country = try object.decodeIfPresent(String.self, .country)
        customerSession = try object.decodeIfPresent(String.self, .customerSession)
    }
}

extension TokenResponse.CardData: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        holderName = try object.decodeIfPresent(String.self, .holderName)
        iin = try object.decodeIfPresent(String.self, .iin)
        lfd = try object.decodeIfPresent(String.self, .lfd)
        numberLength = try object.decodeIfPresent(Int.self, .numberLength)
        securityCodeLength = try object.decodeIfPresent(Int.self, .securityCodeLength)
        brand = try object.decodeIfPresent(String.self, .brand)
        type = try object.decodeIfPresent(String.self, .type)
        category = try object.decodeIfPresent(String.self, .category)
        issuerName = try object.decodeIfPresent(String.self, .issuerName)
        issuerCode = try object.decodeIfPresent(String.self, .issuerCode)
        fingerprint = try object.decodeIfPresent(String.self, .fingerprint)
        countryCode = try object.decodeIfPresent(String.self, .countryCode)
    }
}
