/// One entry of `GET /v1/checkout/sessions/{cs}/payment-methods`, as published
/// (openapi/checkout-sessions/retrieve-payment-methods-for-checkout.json); keys this SDK does not use are ignored.
struct PaymentMethodInfo: Codable, Sendable, Hashable {
    /// `checkout`: the session and whether paying with the method needs an SDK step.
    struct Checkout: Codable, Sendable, Hashable {
        var session: String?
        var sdkRequiredAction: Bool?

        enum CodingKeys: String, CodingKey {
            case session
            case sdkRequiredAction = "sdk_required_action"
        }
    }

    /// A saved card's summary in the list.
    struct StoredCard: Codable, Sendable, Hashable {
        var iin: String?
        var lfd: String?
        var brand: String?
        var expirationMonth: Int?
        var expirationYear: Int?
        var numberLength: Int?
        var type: String?

        enum CodingKeys: String, CodingKey {
            case iin
            case lfd
            case brand
            case expirationMonth = "expiration_month"
            case expirationYear = "expiration_year"
            case numberLength = "number_length"
            case type
        }
    }

    var name: String
    var type: String
    var category: String?
    var vaultedToken: String?
    var description: String?
    var icon: String?
    var preferred: Bool?
    var checkout: Checkout?
    var cardData: StoredCard?

    enum CodingKeys: String, CodingKey {
        case name
        case type
        case category
        case vaultedToken = "vaulted_token"
        case description
        case icon
        case preferred
        case checkout
        case cardData = "card_data"
    }
}
