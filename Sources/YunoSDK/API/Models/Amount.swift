import Foundation

/// A money amount as the API sends it: `{"currency": "COP", "value": 12000.50}`; `Decimal`, never `Double`.
struct Amount: Codable, Sendable, Hashable {
    var currency: String
    var value: Decimal
    var captured: Decimal?
    var refunded: Decimal?
}
