import Foundation

/// A money amount as the API sends it: `{"currency": "COP", "value": 12000.50, "captured": 0, "refunded": 0}`;
/// `Decimal`, never `Double`. `captured` and `refunded` are optional: Yuno sends them on a payment's amount, not on
/// a checkout session's.
struct Amount: Sendable {
    var currency: String
    var value: Decimal
    /// How much of `value` was captured (an authorization captured later, or in parts).
    var captured: Decimal?
    /// How much of `value` was refunded.
    var refunded: Decimal?

    enum Keys: String {
        case currency, value, captured, refunded
    }

    init(currency: String, value: Decimal, captured: Decimal? = nil, refunded: Decimal? = nil) {
        self.currency = currency
        self.value = value
        self.captured = captured
        self.refunded = refunded
    }
}

extension Amount: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        currency = try object.decode(String.self, .currency)
        self.value = try object.decode(Decimal.self, .value)
        captured = try object.decodeIfPresent(Decimal.self, .captured)
        refunded = try object.decodeIfPresent(Decimal.self, .refunded)
    }
}
