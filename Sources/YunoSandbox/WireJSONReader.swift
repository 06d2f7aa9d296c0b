import Foundation

/// A request body with a fast reader for its common, simple form; anything else goes to the generic decoder.
///
/// The fast reader accepts only what it can read exactly as ``WireCoding/decoder()`` would: objects whose keys are
/// all the type's snake_case keys (no other key, no duplicate), strings without escapes, booleans and `null`. Any
/// other input (numbers, arrays, escapes, unknown or camelCase keys, wrong types) returns `nil` and the caller
/// decodes generically, so the accepted bodies and the errors stay the generic decoder's.
protocol WireJSONReadable: Decodable {
    /// The value read from `object`, or `nil` when the generic decoder must decide.
    init?(fastJSON object: WireJSONReader.Object)
}

/// A minimal reader of compact request bodies: objects of strings, booleans, `null` and nested objects.
enum WireJSONReader {
    /// A value of the simple subset.
    indirect enum Value: Sendable {
        case string(String)
        case bool(Bool)
        case null
        case object(Object)
    }

    /// An object's members, in order.
    struct Object: Sendable {
        var members: [(key: String, value: Value)]

        /// Whether every key is one of `allowed` and none repeats.
        func hasOnlyKeys(_ allowed: Set<String>) -> Bool {
            var seen = Set<String>()
            return members.allSatisfy { allowed.contains($0.key) && seen.insert($0.key).inserted }
        }

        /// The member `key`; `.null` when absent.
        subscript(key: String) -> Value {
            members.first { $0.key == key }?.value ?? .null
        }
    }

    /// The top-level object of `body`, or `nil` when it is not in the simple subset.
    static func object(_ body: Data) -> Object? {
        body.withUnsafeBytes { raw -> Object? in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self))
            guard case .object(let object)? = parser.value(), parser.atEnd() else { return nil }
            return object
        }
    }

    /// An optional string member: `nil` when absent or `null`; `.none` (reject) when of another type.
    static func string(_ value: Value) -> String?? {
        switch value {
        case .string(let text): text
        case .null: .some(nil)
        default: nil
        }
    }

    /// An optional Boolean member: `nil` when absent or `null`; `.none` (reject) when of another type.
    static func bool(_ value: Value) -> Bool?? {
        switch value {
        case .bool(let flag): flag
        case .null: .some(nil)
        default: nil
        }
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func atEnd() -> Bool {
            skipSpace()
            return index == bytes.count
        }

        mutating func value() -> Value? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object().map(Value.object)
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return nil
            }
        }

        private mutating func object() -> Object? {
            index += 1
            var members: [(key: String, value: Value)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return Object(members: members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let value = value() else { return nil }
                members.append((key, value))
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return Object(members: members)
                }
                guard bytes[index] == UInt8(ascii: ",") else { return nil }
                index += 1
            }
        }

        /// A string without escapes or control characters (anything else is left to the generic decoder).
        private mutating func string() -> String? {
            index += 1
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    defer { index += 1 }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
                index += 1
            }
            return nil
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }

        private mutating func skipSpace() {
            while index < bytes.count,
                [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[index])
            {
                index += 1
            }
        }
    }
}

extension WireJSONReader.Object {
    /// The `payment_method` member of a `{"payment_method": {...}}` body: `.some(nil)` when absent or `null`, the
    /// object when its keys are among `keys`, `nil` (leave it to the generic decoder) otherwise.
    func paymentMethod(keys: Set<String>) -> WireJSONReader.Object?? {
        guard hasOnlyKeys(["payment_method"]) else { return nil }
        switch self["payment_method"] {
        case .null: return .some(nil)
        case .object(let method):
            guard method.hasOnlyKeys(keys) else { return .none }
            return .some(method)
        default: return nil
        }
    }
}

extension SeamlessPaymentRequest: WireJSONReadable {
    init?(fastJSON object: WireJSONReader.Object) {
        guard case .some(let member) = object.paymentMethod(keys: ["token", "type", "vault_on_success"]) else {
            return nil
        }
        guard let method = member else {
            self.init(paymentMethod: nil)
            return
        }
        guard case .some(let token) = WireJSONReader.string(method["token"]),
            case .some(let type) = WireJSONReader.string(method["type"]),
            case .some(let vaultOnSuccess) = WireJSONReader.bool(method["vault_on_success"])
        else { return nil }
        self.init(paymentMethod: PaymentMethod(token: token, type: type, vaultOnSuccess: vaultOnSuccess))
    }
}

extension TokenRequest: WireJSONReadable {
    /// Only a body without `card` (vaulted card or non-card method); a typed card goes to the generic decoder.
    init?(fastJSON object: WireJSONReader.Object) {
        guard case .some(let member) = object.paymentMethod(keys: ["type", "vault_on_success", "vaulted_token"]) else {
            return nil
        }
        guard let method = member else {
            self.init(paymentMethod: nil)
            return
        }
        guard case .some(let type) = WireJSONReader.string(method["type"]),
            case .some(let vaultOnSuccess) = WireJSONReader.bool(method["vault_on_success"]),
            case .some(let vaultedToken) = WireJSONReader.string(method["vaulted_token"])
        else { return nil }
        self.init(
            paymentMethod: PaymentMethod(
                type: type, vaultOnSuccess: vaultOnSuccess, vaultedToken: vaultedToken, card: nil))
    }
}
