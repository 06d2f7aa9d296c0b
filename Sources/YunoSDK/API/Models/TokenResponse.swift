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
    }

    var token: String
    var vaultedToken: String?
    var vaultOnSuccess: Bool?
    var type: String
    var cardData: CardData?
}
