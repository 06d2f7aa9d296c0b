/// One entry of `GET /v1/checkout/sessions/{cs}/payment-methods`.
struct PaymentMethodInfo: Codable, Sendable, Hashable {
    /// A saved card's summary in the list.
    struct StoredCard: Codable, Sendable, Hashable {
        var iin: String?
        var lfd: String?
        var brand: String?
        var expirationMonth: Int?
        var expirationYear: Int?

        enum CodingKeys: String, CodingKey {
            case iin
            case lfd
            case brand
            case expirationMonth = "expiration_month"
            case expirationYear = "expiration_year"
        }
    }

    var name: String
    var type: String
    var category: String?
    var vaultedToken: String?
    var description: String?
    var icon: String?
    var preferred: Bool?
    var cardData: StoredCard?

    enum CodingKeys: String, CodingKey {
        case name
        case type
        case category
        case vaultedToken = "vaulted_token"
        case description
        case icon
        case preferred
        case cardData = "card_data"
    }
}
