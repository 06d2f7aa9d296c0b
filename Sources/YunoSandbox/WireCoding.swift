import Foundation

/// The wire format's JSON: bodies written by ``WireJSONEncoder`` (snake_case keys, ISO 8601 dates, sorted keys for
/// byte-stable output) and read by one shared Foundation decoder.
///
/// One decoder for the whole process: Foundation's coders are Sendable and keep no state between calls, and building
/// one per request was a measurable share of the emulator's CPU. Foundation's parser also refuses nesting deeper than
/// 512 levels, so a hostile body is a 400, not a stack overflow.
enum WireCoding {
    private static let sharedDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// The shared decoder reading snake_case keys and ISO 8601 dates.
    static func decoder() -> JSONDecoder { sharedDecoder }

    /// Encodes `value`; the wire types always encode, so a failure yields an empty object.
    static func encode(_ value: some Encodable) -> Data {
        (try? WireJSONEncoder.encode(value)) ?? Data("{}".utf8)
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

    /// Whether two request bodies are the same request: identical bytes (the common case: a retry resends what it
    /// sent), else the same canonical JSON (key order and whitespace do not matter).
    static func sameBody(_ lhs: Data?, _ rhs: Data?) -> Bool {
        let left = lhs ?? Data()
        let right = rhs ?? Data()
        return left == right || canonical(left) == canonical(right)
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
