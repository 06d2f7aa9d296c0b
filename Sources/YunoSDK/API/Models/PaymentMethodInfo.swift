/// One entry of `GET /v1/checkout/sessions/{cs}/payment-methods`, as published
/// (openapi/checkout-sessions/retrieve-payment-methods-for-checkout.json); keys this SDK does not use are ignored.
struct PaymentMethodInfo: Sendable {
    /// `checkout`: the session and whether paying with the method needs an SDK step.
    struct Checkout: Sendable {
        var session: String?
        var sdkRequiredAction: Bool?

        enum Keys: String {
            case session
            case sdkRequiredAction = "sdk_required_action"
        }
    }

    /// A saved card's summary in the list.
    struct StoredCard: Sendable {
        var iin: String?
        var lfd: String?
        var brand: String?
        var expirationMonth: Int?
        var expirationYear: Int?
        var numberLength: Int?
        var type: String?

        enum Keys: String {
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

    enum Keys: String {
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

extension PaymentMethodInfo: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        name = try object.decode(String.self, .name)
        type = try object.decode(String.self, .type)
        category = try object.decodeIfPresent(String.self, .category)
        vaultedToken = try object.decodeIfPresent(String.self, .vaultedToken)
        description = try object.decodeIfPresent(String.self, .description)
        icon = try object.decodeIfPresent(String.self, .icon)
        preferred = try object.decodeIfPresent(Bool.self, .preferred)
        checkout = try object.decodeIfPresent(Checkout.self, .checkout)
        cardData = try object.decodeIfPresent(StoredCard.self, .cardData)
    }
}

extension PaymentMethodInfo.Checkout: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        session = try object.decodeIfPresent(String.self, .session)
        sdkRequiredAction = try object.decodeIfPresent(Bool.self, .sdkRequiredAction)
    }
}

extension PaymentMethodInfo.StoredCard: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        iin = try object.decodeIfPresent(String.self, .iin)
        lfd = try object.decodeIfPresent(String.self, .lfd)
        brand = try object.decodeIfPresent(String.self, .brand)
        expirationMonth = try object.decodeIfPresent(Int.self, .expirationMonth)
        expirationYear = try object.decodeIfPresent(Int.self, .expirationYear)
        numberLength = try object.decodeIfPresent(Int.self, .numberLength)
        type = try object.decodeIfPresent(String.self, .type)
    }
}
