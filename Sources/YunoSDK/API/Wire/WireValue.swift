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

    /// The value as an `Int`: a JSON number that is exactly a whole number in `Int`'s range (`11`, `-3`, `1.0e2`).
    func int() throws(WireDecodingError) -> Int {
        guard token.kind == .number else { throw WireDecodingError(.wrongType(expected: "a number")) }
        if let whole = Int(document.asciiText(of: index)) { return whole }
        // A fraction or an exponent: read from its digits, never through `Double` (which reads
        // 1.00000000000000000001 as 1 and 9223372036854775807.0 as out of range).
        guard let whole = Self.wholeNumber(document.span(of: index)) else { throw WireDecodingError(.invalidValue) }
        return whole
    }

    /// The value as a `Decimal`, read from its digits (never through `Double`).
    func decimal() throws(WireDecodingError) -> Decimal {
        guard token.kind == .number else { throw WireDecodingError(.wrongType(expected: "a number")) }
        let literal = document.span(of: index)
        if let decimal = Decimal(string: document.asciiText(of: index)) { return decimal }
        // `Decimal(string:)` refuses an exponent beyond its range even for a zero (`0e200`); a zero is still zero.
        let mantissa = literal.prefix { $0 | 0x20 != UInt8(ascii: "e") }
        guard mantissa.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) else { return 0 }
        throw WireDecodingError(.invalidValue)
    }

    /// The whole number a number literal (in JSON's grammar, checked by the parser) is exactly, or `nil` when it
    /// has a fraction or lies outside `Int`'s range.
    private static func wholeNumber(_ literal: ArraySlice<UInt8>) -> Int? {
        var position = literal.startIndex
        let isNegative = literal[position] == UInt8(ascii: "-")
        if isNegative { position += 1 }
        // The significant digits, integer part then fraction, and how many of them are the fraction's.
        var digits: [UInt8] = []
        var fractionDigits = 0
        var isFraction = false
        while position < literal.endIndex, literal[position] | 0x20 != UInt8(ascii: "e") {
            if literal[position] == UInt8(ascii: ".") {
                isFraction = true
            } else if !digits.isEmpty || literal[position] != UInt8(ascii: "0") {
                digits.append(literal[position] - UInt8(ascii: "0"))
                if isFraction { fractionDigits += 1 }
            } else if isFraction {
                fractionDigits += 1  // a leading zero of the fraction: 0.05 is 5 × 10^-2
            }
            position += 1
        }
        guard !digits.isEmpty else { return 0 }  // zero, whatever its exponent
        var exponent = 0
        if position < literal.endIndex {
            position += 1
            let isNegativeExponent = literal[position] == UInt8(ascii: "-")
            if literal[position] == UInt8(ascii: "-") || literal[position] == UInt8(ascii: "+") { position += 1 }
            // Saturated: every exponent beyond a million is as far out of range.
            for byte in literal[position...] {
                exponent = min(exponent * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            }
            if isNegativeExponent { exponent = -exponent }
        }
        // The value is digits × 10^scale; trailing zeros of the digits raise the scale.
        var scale = exponent - fractionDigits
        while scale < 0, digits.last == 0 {
            digits.removeLast()
            scale += 1
        }
        guard scale >= 0, digits.count + scale <= 19 else { return nil }
        var value = 0
        for digit in digits + repeatElement(0, count: scale) {
            let (shifted, overflowShifting) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdding) =
                isNegative
                ? shifted.subtractingReportingOverflow(Int(digit)) : shifted.addingReportingOverflow(Int(digit))
            guard !overflowShifting, !overflowAdding else { return nil }
            value = next
        }
        return value
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
