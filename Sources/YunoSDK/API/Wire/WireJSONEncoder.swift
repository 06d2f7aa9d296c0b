import Foundation

/// The wire's JSON writer, the counterpart of ``WireDocument``: writes a value's `Codable` form — keys from its
/// `CodingKeys` in sorted (byte) order, `nil` optionals left out unless the type encodes `null`, dates in ISO 8601,
/// decimals as plain numbers, slashes and non-ASCII text unescaped. The SDK writes its request bodies with it (keys
/// as declared) and the emulator its answers (keys converted to snake_case).
///
/// These are the bytes Foundation's `JSONEncoder` writes with `.iso8601`, `.sortedKeys` and `.withoutEscapingSlashes`
/// (plus `.convertToSnakeCase` for ``KeySpelling/snakeCase``): `RequestBodyEncodingTests` and the emulator's
/// `WireEncoderTests` compare the two for every request body and every body the emulator answers with. It exists for
/// two benchmark rows (PERFORMANCE.md, "Hot paths"): Foundation's generic encoder was ≈ 19 % of a canned new-card flow's
/// CPU on one core, the floor's as much, and half of the emulator's CPU (2,100–3,900 flows/s against the goal of
/// 5,000); this one writes a body in about a quarter of the time. It knows no body type — a body declares its keys
/// once, in its `CodingKeys` — and refuses floating-point values (the wire's amounts are `Decimal`); `codingPath`
/// is always empty.
package enum WireJSONEncoder {
    /// How the keys of a type's `CodingKeys` are written.
    package enum KeySpelling: Sendable {
        /// As the keys spell themselves (the SDK's request bodies name their wire keys).
        case asDeclared
        /// Converted to snake_case, as Foundation's `.convertToSnakeCase` does (the emulator's Swift-named models).
        case snakeCase
    }

    /// The JSON of `value`, its keys spelled as `keys` says.
    package static func encode(_ value: some Encodable, keys: KeySpelling) throws -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1_024)
        try node(value, keys).write(to: &bytes)
        return Data(bytes)
    }

    /// A JSON value: a scalar, or the encoder an object or array was written into.
    fileprivate enum Node {
        /// A number, `true`, `false` or `null`, as written.
        case literal(String)
        case string(String)
        case encoded(ValueEncoder)

        func write(to bytes: inout [UInt8]) {
            switch self {
            case .literal(let text): bytes.append(contentsOf: text.utf8)
            case .string(let text): WireJSONEncoder.write(string: text, to: &bytes)
            case .encoded(let encoder): encoder.write(to: &bytes)
            }
        }
    }

    private static let iso8601 = Date.ISO8601FormatStyle()

    /// The node of `value`: a date or decimal in the wire's spelling, a string-keyed dictionary with its keys as they
    /// are, else what its `encode(to:)` writes.
    fileprivate static func node<T: Encodable>(_ value: T, _ keys: KeySpelling) throws -> Node {
        if T.self is Date.Type, let date = value as? Date { return .string(iso8601.format(date)) }
        if T.self is Decimal.Type, let decimal = value as? Decimal { return .literal(decimal.description) }
        let encoder = ValueEncoder(keys: keys)
        if let dictionary = value as? any StringKeyedDictionary {
            try dictionary.encodeEntries(into: encoder)
        } else {
            try value.encode(to: encoder)
        }
        return .encoded(encoder)
    }

    /// Whether `left`'s UTF-8 bytes sort before `right`'s: one `memcmp` over the shorter, the shorter first on a tie.
    /// The generic `utf8.lexicographicallyPrecedes` walked both views index by index: 5 % of the writer's time in
    /// the emulator's answers (`perf`).
    fileprivate static func precedes(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        return left.withUTF8 { left in
            right.withUTF8 { right in
                let shorter = min(left.count, right.count)
                if shorter > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
                    let order = memcmp(leftBase, rightBase, shorter)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
    }

    /// `value` as a JSON string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00xx`, everything
    /// else (slashes, non-ASCII text) as it is.
    fileprivate static func write(string value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        defer { bytes.append(UInt8(ascii: "\"")) }
        // Ids, codes and URLs need no escape: copied whole.
        var text = value
        let copied = text.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied { return }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            default: bytes.append(byte)
            }
        }
    }
}

/// The `Encoder` one value writes into, and what it wrote: an object's members, an array's elements or one scalar
/// (nothing written is an empty object, as in Foundation).
private final class ValueEncoder: Encoder {
    enum Shape {
        case empty, object, array
        case single(WireJSONEncoder.Node)
    }

    var shape = Shape.empty
    /// How this value's keys, and its nested values' keys, are written.
    let keys: WireJSONEncoder.KeySpelling
    /// The object's members in the order encoded (a type encodes each key once, as synthesized conformances do).
    var members: [(key: String, value: WireJSONEncoder.Node)] = []
    var elements: [WireJSONEncoder.Node] = []

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(keys: WireJSONEncoder.KeySpelling) {
        self.keys = keys
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = shape {
            shape = .object
            members.reserveCapacity(16)  // the wire's largest objects, without growing step by step
        }
        return KeyedEncodingContainer(KeyedContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = shape { shape = .array }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }

    /// Adds a member under `key`, spelled as ``keys`` says.
    func add(_ node: WireJSONEncoder.Node, _ key: any CodingKey) {
        switch keys {
        case .asDeclared: members.append((key.stringValue, node))
        case .snakeCase: members.append((SnakeCaseKeys.spelling(of: key.stringValue), node))
        }
    }

    /// The node of `value`, its keys spelled as this value's.
    func node(_ value: some Encodable) throws -> WireJSONEncoder.Node {
        try WireJSONEncoder.node(value, keys)
    }

    /// A new encoder nested in this one under `key` (or as the next element when `key` is `nil`).
    func nested(_ key: (any CodingKey)?, shape: Shape) -> ValueEncoder {
        let nested = ValueEncoder(keys: keys)
        nested.shape = shape
        if let key { add(.encoded(nested), key) } else { elements.append(.encoded(nested)) }
        return nested
    }

    func write(to bytes: inout [UInt8]) {
        switch shape {
        case .empty:
            bytes.append(contentsOf: "{}".utf8)
        case .single(let node):
            node.write(to: &bytes)
        case .object:
            bytes.append(UInt8(ascii: "{"))
            withMembersInKeyOrder { order in
                for (position, entry) in order.enumerated() {
                    if position > 0 { bytes.append(UInt8(ascii: ",")) }
                    WireJSONEncoder.write(string: members[entry.index].key, to: &bytes)
                    bytes.append(UInt8(ascii: ":"))
                    members[entry.index].value.write(to: &bytes)
                }
            }
            bytes.append(UInt8(ascii: "}"))
        case .array:
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
    }
}

extension ValueEncoder {
    /// Calls `body` with the indices of ``members`` in byte order of their keys, as `.sortedKeys` writes the wire's
    /// ASCII keys.
    ///
    /// The indices are sorted, in a buffer on the stack, not the members: moving a member retains and releases its
    /// key and value, half of the sort's time in the emulator's answers (`perf`). Each index carries its key's first
    /// eight bytes as one integer, so most comparisons compare two integers; equal prefixes compare the whole keys.
    func withMembersInKeyOrder(_ body: (UnsafeMutableBufferPointer<(prefix: UInt64, index: Int)>) -> Void) {
        withUnsafeTemporaryAllocation(of: (prefix: UInt64, index: Int).self, capacity: members.count) { buffer in
            var order = buffer
            for index in members.indices {
                order.initializeElement(at: index, to: (Self.prefix(of: members[index].key), index))
            }
            order.sort { left, right in
                if left.prefix != right.prefix { return left.prefix < right.prefix }
                return WireJSONEncoder.precedes(members[left.index].key, members[right.index].key)
            }
            body(order)
        }
    }

    /// The first eight UTF-8 bytes of `key`, big-endian (zeros after a shorter key): integers that order as the
    /// bytes do, a shorter key first on a tie.
    static func prefix(of key: String) -> UInt64 {
        var prefix: UInt64 = 0
        var shift: UInt64 = 56
        for byte in key.utf8.prefix(8) {
            prefix |= UInt64(byte) << shift
            shift &-= 8
        }
        return prefix
    }
}

/// A dictionary keyed by strings: its keys are data, written as they are (as Foundation writes them), not converted
/// to snake_case like a type's coding keys.
private protocol StringKeyedDictionary {
    func encodeEntries(into encoder: ValueEncoder) throws
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Encodable {
    fileprivate func encodeEntries(into encoder: ValueEncoder) throws {
        encoder.shape = .object
        for (key, value) in self { encoder.members.append((key, try encoder.node(value))) }
    }
}

/// The snake_case spellings of key names (Foundation's `.convertToSnakeCase`). Spelled on every use: a key is a few
/// bytes, and a shared cache would need a lock, which the concurrency contract keeps out of Sources/.
private enum SnakeCaseKeys {
    static func spelling(of key: String) -> String {
        var name = key
        // Most keys are one lower-case word, already spelled.
        guard name.withUTF8({ $0.contains(where: isUpper) }) else { return key }
        return convert(key)
    }

    /// `vaultOnSuccess` → `vault_on_success`, `threeDSecure` → `three_d_secure`: an underscore before an upper-case
    /// letter that follows a lower-case letter or digit, or starts a word after a run of capitals (`aURLKey` →
    /// `a_url_key`), everything lower-cased; Foundation's `.convertToSnakeCase` for names that start in lower case.
    static func convert(_ key: String) -> String {
        let bytes = Array(key.utf8)
        var spelling: [UInt8] = []
        spelling.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            if isUpper(byte), index > 0 {
                let previous = bytes[index - 1]
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                if !isUpper(previous) || nextIsLower { spelling.append(UInt8(ascii: "_")) }
            }
            spelling.append(isUpper(byte) ? byte + 32 : byte)
        }
        return String(decoding: spelling, as: UTF8.self)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.add(.literal("null"), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.add(.string(value), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.add(.literal(value ? "true" : "false"), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.add(.literal(String(value)), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.add(try encoder.node(value), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.nested(key, shape: .empty).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.nested(key, shape: .array).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.nested(SuperKey(), shape: .empty) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.nested(key, shape: .empty) }
}

/// The key `super`, under which `superEncoder()` writes.
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoder.elements.count }

    mutating func encodeNil() throws { encoder.elements.append(.literal("null")) }
    mutating func encode(_ value: String) throws { encoder.elements.append(.string(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.elements.append(try encoder.node(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.nested(nil, shape: .empty).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.nested(nil, shape: .array).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder.nested(nil, shape: .empty) }
}

/// A single value: every primitive is written here (the keyed and unkeyed containers' own primitives forward to
/// their generic `encode`, which lands here through the value's `encode(to:)`).
private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }

    private func set(_ node: WireJSONEncoder.Node) { encoder.shape = .single(node) }

    mutating func encodeNil() throws { set(.literal("null")) }
    mutating func encode(_ value: Bool) throws { set(.literal(value ? "true" : "false")) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { throw Self.floatingPoint(value) }
    mutating func encode(_ value: Float) throws { throw Self.floatingPoint(value) }
    mutating func encode(_ value: Int) throws { set(.literal(String(value))) }
    mutating func encode(_ value: Int8) throws { set(.literal(String(value))) }
    mutating func encode(_ value: Int16) throws { set(.literal(String(value))) }
    mutating func encode(_ value: Int32) throws { set(.literal(String(value))) }
    mutating func encode(_ value: Int64) throws { set(.literal(String(value))) }
    mutating func encode(_ value: UInt) throws { set(.literal(String(value))) }
    mutating func encode(_ value: UInt8) throws { set(.literal(String(value))) }
    mutating func encode(_ value: UInt16) throws { set(.literal(String(value))) }
    mutating func encode(_ value: UInt32) throws { set(.literal(String(value))) }
    mutating func encode(_ value: UInt64) throws { set(.literal(String(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws { set(try encoder.node(value)) }

    private static func floatingPoint(_ value: Any) -> EncodingError {
        EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "the wire has no floating point"))
    }
}
