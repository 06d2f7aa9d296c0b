import Foundation

/// A wire body with a hand-written JSON writer that produces exactly the bytes ``WireCoding/encoder()`` produces for
/// it (snake_case keys in sorted order, `nil` optionals left out unless the type writes `null`, ISO 8601 dates).
///
/// The hot response bodies conform: Foundation's generic encoder with key conversion cost the emulator more than
/// everything else per request. Each conformance is checked byte for byte against the generic encoder in the tests.
protocol WireJSONWritable: Encodable {
    /// Appends the JSON of `self` to `writer`.
    func write(to writer: inout WireJSONWriter)
}

extension Array: WireJSONWritable where Element: WireJSONWritable {
    func write(to writer: inout WireJSONWriter) {
        writer.beginArray()
        for element in self { writer.element(element) }
        writer.endArray()
    }
}

/// Appends compact JSON to a byte buffer. Callers write an object's keys in sorted (byte) order, as the generic
/// encoder's `.sortedKeys` does for the wire's lowercase snake_case keys.
struct WireJSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether the next key or element needs a comma before it.
    private var needsComma = false

    init() {
        bytes.reserveCapacity(1_024)
    }

    /// The JSON written so far.
    var data: Data { Data(bytes) }

    /// Writes `{` (as a value or an array element).
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Writes `}`.
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Writes `[` (as a value or an array element).
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Writes `]`.
    mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }

    /// Writes `value` as the next array element.
    mutating func element(_ value: some WireJSONWritable) {
        value.write(to: &self)
    }

    /// Writes the key of the next member (`"key":`).
    mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    /// Writes a string member; a `nil` value is left out.
    mutating func field(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// Writes a Boolean member; a `nil` value is left out.
    mutating func field(_ name: StaticString, _ value: Bool?) {
        guard let value else { return }
        key(name)
        raw(value ? "true" : "false")
    }

    /// Writes an integer member; a `nil` value is left out.
    mutating func field(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        key(name)
        raw(String(value))
    }

    /// Writes a decimal member as the generic encoder does (its `description`); a `nil` value is left out.
    mutating func field(_ name: StaticString, _ value: Decimal?) {
        guard let value else { return }
        key(name)
        raw(value.description)
    }

    /// Writes a date member in ISO 8601 (`2026-01-01T00:00:00Z`, whole seconds); a `nil` value is left out.
    mutating func field(_ name: StaticString, _ value: Date?) {
        guard let value else { return }
        key(name)
        bytes.append(UInt8(ascii: "\""))
        Self.appendISO8601(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes a nested member; a `nil` value is left out.
    mutating func field(_ name: StaticString, _ value: (some WireJSONWritable)?) {
        guard let value else { return }
        key(name)
        value.write(to: &self)
    }

    /// Writes a string member, or `null` when the value is `nil`.
    mutating func fieldOrNull(_ name: StaticString, _ value: String?) {
        key(name)
        if let value { string(value) } else { raw("null") }
    }

    /// Writes a nested member, or `null` when the value is `nil`.
    mutating func fieldOrNull(_ name: StaticString, _ value: (some WireJSONWritable)?) {
        key(name)
        if let value { value.write(to: &self) } else { raw("null") }
    }

    /// Writes an array-of-strings member; a `nil` value is left out.
    mutating func field(_ name: StaticString, _ value: [String]?) {
        guard let value else { return }
        key(name)
        bytes.append(UInt8(ascii: "["))
        for (index, item) in value.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(item)
        }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    /// A JSON string as the generic encoder writes it without escaping slashes: `"` and `\` escaped, control
    /// characters as `\b \f \n \r \t` or `\u00XX`, everything else (non-ASCII included) as raw UTF-8.
    private mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        defer {
            bytes.append(UInt8(ascii: "\""))
            needsComma = true
        }
        // Ids, codes and URLs need no escape: copy them whole.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: value.utf8)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
    }

    /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, whole seconds rounded down (as the generic encoder's ISO 8601 strategy).
    static func iso8601(_ date: Date) -> String {
        var bytes: [UInt8] = []
        appendISO8601(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``iso8601(_:)`` of `date` to `bytes` without building a string.
    private static func appendISO8601(_ date: Date, to bytes: inout [UInt8]) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (day, time) = secondOfDay < 0 ? (days - 1, secondOfDay + 86_400) : (days, secondOfDay)
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func digits(_ value: Int, _ width: Int) {
            let text = Array(String(value).utf8)
            if text.count < width {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - text.count))
            }
            bytes.append(contentsOf: text)
        }
        func twoDigits(_ value: Int) {
            bytes.append(UInt8(ascii: "0") + UInt8(value / 10))
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        }
        digits(year, 4)
        bytes.append(UInt8(ascii: "-"))
        twoDigits(month)
        bytes.append(UInt8(ascii: "-"))
        twoDigits(dayOfMonth)
        bytes.append(UInt8(ascii: "T"))
        twoDigits(time / 3_600)
        bytes.append(UInt8(ascii: ":"))
        twoDigits(time % 3_600 / 60)
        bytes.append(UInt8(ascii: ":"))
        twoDigits(time % 60)
        bytes.append(UInt8(ascii: "Z"))
    }
}
