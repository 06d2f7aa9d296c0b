import Foundation

/// A model read from a ``WireDocument``: every response of the Yuno API the SDK decodes, and the scalar types its
/// fields use. `init(wire:)` reads the published keys through ``WireValue/object(keyedBy:)`` and ``WireObject``.
protocol WireDecodable: Sendable {
    /// Reads the model from `value`, or throws where the value does not fit.
    init(wire value: WireValue) throws(WireDecodingError)
}

extension WireDecodable {
    /// Parses `body` (a whole response body) and reads it as this model.
    init(json body: some Collection<UInt8>) throws(WireDecodingError) {
        self = try Self(wire: WireDocument(body).root)
    }
}

extension String: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) { self = try value.string() }
}

extension Int: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) { self = try value.int() }
}

extension Bool: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) { self = try value.bool() }
}

extension Decimal: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) { self = try value.decimal() }
}

extension Array: WireDecodable where Element: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) { self = try value.decodeArray(of: Element.self) }
}

extension Date: WireDecodable {
    /// An ISO 8601 timestamp, with or without fractional seconds (``WireDate``).
    init(wire value: WireValue) throws(WireDecodingError) {
        guard let date = WireDate.parse(try value.string()) else { throw WireDecodingError(.invalidValue) }
        self = date
    }
}

extension PaymentStatus: WireDecodable {
    /// One of the published statuses; any other string is an `invalidValue`.
    init(wire value: WireValue) throws(WireDecodingError) {
        guard let status = PaymentStatus(rawValue: try value.string()) else { throw WireDecodingError(.invalidValue) }
        self = status
    }
}

extension EnrollmentStatus: WireDecodable {
    /// One of the published statuses; any other string is an `invalidValue`.
    init(wire value: WireValue) throws(WireDecodingError) {
        guard let status = EnrollmentStatus(rawValue: try value.string()) else {
            throw WireDecodingError(.invalidValue)
        }
        self = status
    }
}
