import Foundation

/// A model read from a ``WireDocument``: every response of the Yuno API the SDK decodes, and the scalar types its
/// fields use. `init(wire:)` reads the published keys through ``WireValue/object(keyedBy:)`` and ``WireObject``.
///
/// SPI for the benchmarks' same-wire floor (`@_spi(Benchmarks) import YunoSDK`), not API: it may change with any
/// release.
@_spi(Benchmarks)
public protocol WireDecodable: Sendable {
    /// Reads the model from `value`, or throws where the value does not fit.
    init(wire value: WireValue) throws(WireDecodingError)
}

extension WireDecodable {
    /// Parses `body` (a whole response body) and reads it as this model. SPI for the benchmarks' floor, not API.
    @_spi(Benchmarks)
    public init(json body: some Collection<UInt8>) throws(WireDecodingError) {
        self = try Self(wire: WireDocument(body).root)
    }
}

@_spi(Benchmarks)
extension String: WireDecodable {
    /// SPI for the benchmarks' floor (the conformance of a public type to ``WireDecodable``), not API.
    public init(wire value: WireValue) throws(WireDecodingError) { self = try value.string() }
}

@_spi(Benchmarks)
extension Int: WireDecodable {
    /// SPI for the benchmarks' floor (the conformance of a public type to ``WireDecodable``), not API.
    public init(wire value: WireValue) throws(WireDecodingError) { self = try value.int() }
}

@_spi(Benchmarks)
extension Bool: WireDecodable {
    /// SPI for the benchmarks' floor (the conformance of a public type to ``WireDecodable``), not API.
    public init(wire value: WireValue) throws(WireDecodingError) { self = try value.bool() }
}

@_spi(Benchmarks)
extension Decimal: WireDecodable {
    /// SPI for the benchmarks' floor (the conformance of a public type to ``WireDecodable``), not API.
    public init(wire value: WireValue) throws(WireDecodingError) { self = try value.decimal() }
}

@_spi(Benchmarks)
extension Array: WireDecodable where Element: WireDecodable {
    /// SPI for the benchmarks' floor (the conformance of a public type to ``WireDecodable``), not API.
    public init(wire value: WireValue) throws(WireDecodingError) { self = try value.decodeArray(of: Element.self) }
}

@_spi(Benchmarks)
extension Date: WireDecodable {
    /// An ISO 8601 timestamp, with or without fractional seconds (``WireDate``). SPI for the benchmarks' floor,
    /// not API.
    public init(wire value: WireValue) throws(WireDecodingError) {
        guard let date = WireDate.parse(try value.string()) else { throw WireDecodingError(.invalidValue) }
        self = date
    }
}

@_spi(Benchmarks)
extension PaymentStatus: WireDecodable {
    /// One of the published statuses; any other string is an `invalidValue`. SPI for the benchmarks' floor, not
    /// API.
    public init(wire value: WireValue) throws(WireDecodingError) {
        guard let status = PaymentStatus(rawValue: try value.string()) else { throw WireDecodingError(.invalidValue) }
        self = status
    }
}

@_spi(Benchmarks)
extension EnrollmentStatus: WireDecodable {
    /// One of the published statuses; any other string is an `invalidValue`. SPI for the benchmarks' floor, not
    /// API.
    public init(wire value: WireValue) throws(WireDecodingError) {
        guard let status = EnrollmentStatus(rawValue: try value.string()) else {
            throw WireDecodingError(.invalidValue)
        }
        self = status
    }
}
