/// The body of a 201 from `POST /v1/checkout/sessions/{cs}/token`, as published
/// (openapi/checkout-sessions/create-one-time-use-token-sdk-checkout.json): a one-time token, the card summary and
/// the session's `country` / `customer_session`.
///
/// A class (immutable once decoded): a flow holds its token across the payment creation, and a reference is 8 bytes
/// in those async frames where the value would be about 200 (a hot path: see the README's "Hot paths").
final class TokenResponse: Decodable, Sendable {
    /// The published `card_data`: 8-digit `iin`, lengths, `type` (CREDIT/DEBIT), `category` (CLASSIC, …), issuer.
    struct CardData: Codable, Sendable, Hashable {
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

        enum CodingKeys: String, CodingKey {
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

    enum CodingKeys: String, CodingKey {
        case token
        case vaultedToken = "vaulted_token"
        case vaultOnSuccess = "vault_on_success"
        case type
        case cardData = "card_data"
        case country
        case customerSession = "customer_session"
    }
}
