import Foundation

/// One value of a ``WireDocument``, read as the type a model asks for. Each read checks the JSON type and throws
/// ``WireDecodingError`` (`wrongType`, `invalidValue`) when it differs; nothing is read twice or kept.
struct WireValue: Sendable {
    let document: WireDocument
    let index: Int

    private var token: WireDocument.Token { document.tokens[index] }

    /// Whether the value is JSON `null`.
    var isNull: Bool { token.kind == .null }

    /// The value as a `T`.
    func decode<T: WireDecodable>(_ type: T.Type) throws(WireDecodingError) -> T {
        try T(wire: self)
    }

    /// The value as an object whose keys are `Key`s.
    func object<Key: RawRepresentable<String>>(keyedBy: Key.Type) throws(WireDecodingError) -> WireObject<Key> {
        guard token.kind == .object else { throw WireDecodingError(.wrongType(expected: "an object")) }
        return WireObject(document: document, index: index)
    }

    /// The elements of the value, an array, each as a `T`; a failing element names its index.
    func decodeArray<T: WireDecodable>(of type: T.Type) throws(WireDecodingError) -> [T] {
        let container = token
        guard container.kind == .array else { throw WireDecodingError(.wrongType(expected: "an array")) }
        var elements: [T] = []
        var element = index + 1
        while element < Int(container.next) {
            do {
                elements.append(try T(wire: WireValue(document: document, index: element)))
            } catch {
                throw error.nested(under: String(elements.count))
            }
            element = Int(document.tokens[element].next)
        }
        return elements
    }

    /// The value as a string, its escapes undone.
    func string() throws(WireDecodingError) -> String {
        let token = token
        guard token.kind == .string else { throw WireDecodingError(.wrongType(expected: "a string")) }
        if !token.isEscaped && !token.isNonASCII { return document.asciiText(of: index) }
        let bytes = document.span(of: index)
        let unescaped = token.isEscaped ? try Self.unescape(bytes) : Array(bytes)
        // Checked, not repaired: `String(decoding:)` alone would turn bad bytes into U+FFFD. (`transcode` rather
        // than `String(validating:)`, which needs iOS 18.)
        let isInvalid = transcode(
            unescaped.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: true, into: { _ in })
        guard !isInvalid else { throw WireDecodingError(.invalidValue) }
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// The value as an `Int`: a JSON number that is a whole number in `Int`'s range (`11`, `-3`, `1.0e2`).
    func int() throws(WireDecodingError) -> Int {
        guard token.kind == .number else { throw WireDecodingError(.wrongType(expected: "a number")) }
        let text = document.asciiText(of: index)
        if let whole = Int(text) { return whole }
        // A fraction or an exponent: a whole number only, as `JSONDecoder` reads it.
        guard let number = Double(text), let whole = Int(exactly: number) else {
            throw WireDecodingError(.invalidValue)
        }
        return whole
    }

    /// The value as a `Decimal`, read from its digits (never through `Double`).
    func decimal() throws(WireDecodingError) -> Decimal {
        guard token.kind == .number else { throw WireDecodingError(.wrongType(expected: "a number")) }
        guard let decimal = Decimal(string: document.asciiText(of: index)) else {
            throw WireDecodingError(.invalidValue)
        }
        return decimal
    }

    /// The value as a `Bool`: JSON `true` or `false`.
    func bool() throws(WireDecodingError) -> Bool {
        switch token.kind {
        case .true: true
        case .false: false
        default: throw WireDecodingError(.wrongType(expected: "a boolean"))
        }
    }

    /// The UTF-8 bytes of a string's content with its escapes undone; a `\u` escape that is half a surrogate pair
    /// is an `invalidValue`.
    private static func unescape(_ bytes: ArraySlice<UInt8>) throws(WireDecodingError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = bytes.startIndex
        while position < bytes.endIndex {
            let byte = bytes[position]
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                continue
            }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(bytes, at: position)
                position += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by `\u` and a low one.
                    guard position + 6 <= bytes.endIndex, bytes[position] == UInt8(ascii: "\\"),
                        bytes[position + 1] == UInt8(ascii: "u")
                    else { throw WireDecodingError(.invalidValue) }
                    let low = hex4(bytes, at: position + 2)
                    guard (0xDC00..<0xE000).contains(low) else { throw WireDecodingError(.invalidValue) }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw WireDecodingError(.invalidValue) }
                UTF8.encode(unicode) { output.append($0) }
            default: output.append(escape)  // `"`, `\` and `/` stand for themselves
            }
        }
        return output
    }

    /// The four hex digits at `position` (checked by the parser) as a number.
    private static func hex4(_ bytes: ArraySlice<UInt8>, at position: Int) -> UInt32 {
        bytes[position..<(position + 4)].reduce(0) { $0 << 4 | (WireDocument.hexValue($1) ?? 0) }
    }
}
