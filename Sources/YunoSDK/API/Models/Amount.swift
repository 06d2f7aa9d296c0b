import Foundation

/// A money amount as the API sends it: `{"currency": "COP", "value": 12000.50}`; `Decimal`, never `Double`.
struct Amount: Codable, Sendable, Hashable {
    var currency: String
    var value: Decimal
    // `captured` and `refunded` are not read: the SDK reports what was charged, and decoding each `Decimal`
    // costs ≈ 1 µs a flow. The decoder skips them as it skips any field the SDK does not read.
}
