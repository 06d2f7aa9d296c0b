import Foundation

/// The JSON coders of the wire format: snake_case keys, ISO 8601 dates, sorted keys for byte-stable output.
enum WireCoding {
    /// An encoder producing snake_case keys, ISO 8601 dates and sorted keys.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A decoder reading snake_case keys and ISO 8601 dates.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// Encodes `value`; the wire types always encode, so a failure yields an empty object.
    static func encode(_ value: some Encodable) -> Data {
        (try? encoder().encode(value)) ?? Data("{}".utf8)
    }

    /// A canonical form of a JSON body (parsed and re-serialized with sorted keys), or the raw bytes when the body is
    /// not JSON. Used to compare idempotent requests independently of key order and whitespace.
    static func canonical(_ body: Data?) -> Data {
        guard let body, !body.isEmpty else { return Data() }
        guard
            let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
        else { return body }
        return data
    }

    /// Whether `value` is positive and has at most `minorUnits` decimal places.
    static func isValidAmount(_ value: Decimal, minorUnits: Int) -> Bool {
        guard value > 0 else { return false }
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, minorUnits, .plain)
        return rounded == value
    }
}
