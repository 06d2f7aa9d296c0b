import Foundation
import YunoSDK

/// The wire format's JSON: bodies written by the SDK's `WireJSONEncoder` (snake_case keys, ISO 8601 dates, sorted keys
/// for byte-stable output) and read by one shared Foundation decoder, its snake_case keys converted by ``SnakeCaseKey``.
///
/// One decoder for the whole process: Foundation's coders are Sendable and keep no state between calls, and building
/// one per request was a measurable share of the emulator's CPU.
///
/// Every JSON the emulator parses — request bodies, the idempotency check's canonical form, the merchant backend's
/// answers — is first held to ``maximumDepth`` by ``nestingDepth(of:exceeds:)``, a loop over the bytes with no
/// recursion, so a hostile body (80,000 nested objects, 480 KB) is a 400 and never reaches a recursive parser. The
/// limit is the emulator's own, not a property of whichever Foundation parses after it.
enum WireCoding {
    /// The deepest nesting of objects and arrays a body may have; a Yuno body nests 5 levels at most.
    static let maximumDepth = 64

    /// Thrown by ``decode(_:from:)`` for a body nested deeper than ``maximumDepth``.
    struct NestedTooDeeply: Error {}

    /// Whether `data` nests objects and arrays deeper than `limit` (brackets inside strings do not count).
    ///
    /// One pass over the bytes without recursion: O(n) time, O(1) space, whatever the nesting. Malformed JSON is not
    /// detected here (the parser refuses it); only its depth is.
    ///
    /// Reads the bytes in place: `Data`'s own iterator cost 2 % of the emulator's CPU (`perf`).
    static func nestingDepth(of data: Data, exceeds limit: Int) -> Bool {
        data.withUnsafeBytes { nestingDepth(of: $0, exceeds: limit) }
    }

    private static func nestingDepth(of bytes: UnsafeRawBufferPointer, exceeds limit: Int) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return false
    }

    /// Decodes `type` from `data` with the shared decoder, after the depth check.
    ///
    /// - Throws: ``NestedTooDeeply`` for a body nested deeper than ``maximumDepth``; the decoder's error otherwise.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        guard !nestingDepth(of: data, exceeds: maximumDepth) else { throw NestedTooDeeply() }
        return try sharedDecoder.decode(type, from: data)
    }

    private static let sharedDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        // `.convertFromSnakeCase`, spelled by `SnakeCaseKey` (Foundation's own is half of the decoding's cost).
        decoder.keyDecodingStrategy = .custom { path in SnakeCaseKey(converting: path[path.count - 1].stringValue) }
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// The shared decoder reading snake_case keys and ISO 8601 dates.
    static func decoder() -> JSONDecoder { sharedDecoder }

    /// Encodes `value`; the wire types always encode, so a failure yields an empty object.
    static func encode(_ value: some Encodable) -> Data {
        (try? WireJSONEncoder.encode(value, keys: .snakeCase)) ?? Data("{}".utf8)
    }

    /// A canonical form of a JSON body (parsed and re-serialized with sorted keys), or the raw bytes when the body is
    /// not JSON or nests deeper than ``maximumDepth`` (never parsed). Used to compare idempotent requests
    /// independently of key order and whitespace.
    static func canonical(_ body: Data?) -> Data {
        guard let body, !body.isEmpty else { return Data() }
        guard !nestingDepth(of: body, exceeds: maximumDepth),
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
