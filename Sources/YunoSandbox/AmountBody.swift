import Foundation

/// An amount on the wire: `{currency, value}`; both optional so a missing field is reported, not a decoding error.
struct AmountBody: Codable, Sendable, Hashable {
    /// ISO 4217 code.
    var currency: String?
    /// The value in major units.
    var value: Decimal?
}
