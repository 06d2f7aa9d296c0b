/// What a wallet sheet needs of the checkout session before any payment exists: its country and amount, read in
/// the shape of Yuno's published "Retrieve Checkout Session" answer (`country`, `amount{currency, value}`; other keys
/// are ignored).
struct CheckoutSessionSummary: WireDecodable, Sendable, Hashable {
    let country: String?
    let amount: Amount?

    enum Keys: String {
        case country, amount
    }

    init(country: String?, amount: Amount?) {
        self.country = country
        self.amount = amount
    }

    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        country = try object.decodeIfPresent(String.self, .country)
        amount = try object.decodeIfPresent(Amount.self, .amount)
    }
}
