import Foundation

/// A money amount as the API sends it: `{"currency": "COP", "value": 12000.50, "captured": 0, "refunded": 0}`;
/// `Decimal`, never `Double`. `captured` and `refunded` are optional: Yuno sends them on a payment's amount, not on
/// a checkout session's.
struct Amount: Codable, Sendable, Hashable {
    var currency: String
    var value: Decimal
    /// How much of `value` was captured (an authorization captured later, or in parts).
    var captured: Decimal?
    /// How much of `value` was refunded.
    var refunded: Decimal?

    init(currency: String, value: Decimal, captured: Decimal? = nil, refunded: Decimal? = nil) {
        self.currency = currency
        self.value = value
        self.captured = captured
        self.refunded = refunded
    }
}
