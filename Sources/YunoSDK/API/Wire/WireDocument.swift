import Foundation

/// A parsed JSON response body: its bytes and one flat list of tokens over them, read by ``WireObject`` and
/// ``WireDecodable`` models. Nothing is converted until a model asks for it: a string becomes a `String` only when
/// read, and a key is compared as bytes, so the keys and values a model ignores cost one scan.
///
/// A hot path (see PERFORMANCE.md's "Hot paths"): it replaces Foundation's `JSONDecoder` for the SDK's responses,
/// which spent most of a canned flow's time building a key dictionary for every object and looking each key up by
/// hash (`perf`, `yuno-bench-report --profile vaulted sdk`). It is strict RFC 8259 JSON in UTF-8 (an optional byte
/// order mark), nesting at most ``maximumDepth`` deep; anything else is ``WireDecodingError/Problem/notJSON``.
final class WireDocument: Sendable {
    /// One JSON value: its kind, where it lies in ``bytes``, and where the next value after it (and after all it
    /// contains) starts in ``tokens``. Object members are a key token followed by the value's tokens.
    struct Token: Sendable {
        enum Kind: UInt8, Sendable {
            case object, array, string, number, `true`, `false`, null
        }

        var kind: Kind
        /// A string holds a `\` escape (only such strings are unescaped when read).
        var isEscaped: Bool
        /// A string holds a byte ≥ 0x80 (only such strings are validated as UTF-8 when read).
        var isNonASCII: Bool
        /// The first byte: a string's first byte after its opening quote, a number's first character.
        var start: Int32
        /// One past the last byte: a string's closing quote, a number's last digit.
        var end: Int32
        /// The index of the token after this value and everything it contains.
        var next: Int32
    }

    /// How deep objects and arrays may nest: the API's deepest answer nests 6 levels.
    static let maximumDepth = 64

    let bytes: [UInt8]
    let tokens: [Token]

    /// Parses `body` whole, or throws ``WireDecodingError`` (`notJSON`) naming the byte where it stops being JSON.
    init(_ body: some Collection<UInt8>) throws(WireDecodingError) {
        let bytes = Array(body)
        tokens = try bytes.withUnsafeBufferPointer { (buffer) throws(WireDecodingError) -> [Token] in
            var parser = Parser(bytes: buffer)
            try parser.parseDocument()
            return parser.tokens
        }
        self.bytes = bytes
    }

    /// The document's top-level value.
    var root: WireValue { WireValue(document: self, index: 0) }

    /// The bytes of token `index` (a string's content without its quotes).
    func span(of index: Int) -> ArraySlice<UInt8> {
        let token = tokens[index]
        return bytes[Int(token.start)..<Int(token.end)]
    }

    /// The bytes of token `index` as a string, without checking them: for a string token with no escape and no
    /// byte ≥ 0x80, and for a number.
    func asciiText(of index: Int) -> String {
        let token = tokens[index]
        return bytes.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
        }
    }

    /// The index of the value under `key` in the object at token `object`, or `nil`. Keys are compared as bytes,
    /// length first; an escaped key (which no Yuno answer has) is unescaped to compare.
    func member(named key: String, in object: Int) -> Int? {
        var key = key
        return key.withUTF8 { key in
            bytes.withUnsafeBufferPointer { bytes in
                tokens.withUnsafeBufferPointer { tokens in
                    let end = Int(tokens[object].next)
                    var member = object + 1
                    while member < end {
                        let name = tokens[member]
                        if name.isEscaped {
                            if (try? WireValue(document: self, index: member).string())?.utf8.elementsEqual(key) == true
                            {
                                return member + 1
                            }
                        } else if Int(name.end - name.start) == key.count,
                            let base = bytes.baseAddress, let keyBase = key.baseAddress,
                            memcmp(base + Int(name.start), keyBase, key.count) == 0
                        {
                            return member + 1
                        }
                        member = Int(tokens[member + 1].next)
                    }
                    return nil
                }
            }
        }
    }

    /// A recursive-descent parser that appends one token per value, in document order.
    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var tokens: [Token] = []
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            tokens.reserveCapacity(bytes.count / 8)
        }

        mutating func parseDocument() throws(WireDecodingError) {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            try parseValue(depth: 0)
            skipWhitespace()
            guard position == bytes.count else { throw notJSON("data after the top-level value") }
        }

        private mutating func parseValue(depth: Int) throws(WireDecodingError) {
            skipWhitespace()
            guard position < bytes.count else { throw notJSON("the body ends before a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"): try parseContainer(.object, depth: depth)
            case UInt8(ascii: "["): try parseContainer(.array, depth: depth)
            case UInt8(ascii: "\""): try parseString()
            case UInt8(ascii: "t"): try parseLiteral("true", .true)
            case UInt8(ascii: "f"): try parseLiteral("false", .false)
            case UInt8(ascii: "n"): try parseLiteral("null", .null)
            default: try parseNumber()
            }
        }

        /// An object or an array; its token's `next` is set once its last member is read.
        private mutating func parseContainer(_ kind: Token.Kind, depth: Int) throws(WireDecodingError) {
            guard depth < WireDocument.maximumDepth else { throw notJSON("nested deeper than the limit") }
            let index = tokens.count
            tokens.append(
                Token(kind: kind, isEscaped: false, isNonASCII: false, start: Int32(position), end: 0, next: 0))
            let closing = kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
            position += 1
            skipWhitespace()
            if position < bytes.count, bytes[position] == closing {
                position += 1
            } else {
                while true {
                    if kind == .object {
                        skipWhitespace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                            throw notJSON("an object key is not a string")
                        }
                        try parseString()
                        skipWhitespace()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                            throw notJSON("a key without a colon")
                        }
                        position += 1
                    }
                    try parseValue(depth: depth + 1)
                    skipWhitespace()
                    guard position < bytes.count else { throw notJSON("the body ends inside a container") }
                    let byte = bytes[position]
                    position += 1
                    if byte == closing { break }
                    guard byte == UInt8(ascii: ",") else { throw notJSON("members not separated by a comma") }
                }
            }
            tokens[index].end = Int32(position)
            tokens[index].next = Int32(tokens.count)
        }

        /// A string: its token spans the bytes between the quotes; escapes are checked here, undone when read.
        private mutating func parseString() throws(WireDecodingError) {
            position += 1
            let start = position
            var isEscaped = false
            var isNonASCII = false
            while true {
                // Plain ASCII, the bulk of every answer, is skipped in a tight loop.
                while position < bytes.count, (0x20..<0x80).contains(bytes[position]),
                    bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\")
                {
                    position += 1
                }
                guard position < bytes.count else { throw notJSON("an unterminated string") }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw notJSON("a control character in a string") }
                if byte >= 0x80 { isNonASCII = true }
                if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                    position += 1
                    guard position < bytes.count else { throw notJSON("an unterminated string") }
                    switch bytes[position] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        break
                    case UInt8(ascii: "u"):
                        guard position + 4 < bytes.count,
                            bytes[(position + 1)...(position + 4)].allSatisfy({ WireDocument.hexValue($0) != nil })
                        else { throw notJSON("a \\u escape without four hex digits") }
                        position += 4
                    default:
                        throw notJSON("an unknown escape in a string")
                    }
                }
                position += 1
            }
            tokens.append(
                Token(
                    kind: .string, isEscaped: isEscaped, isNonASCII: isNonASCII, start: Int32(start),
                    end: Int32(position), next: Int32(tokens.count + 1)))
            position += 1
        }

        /// A number in JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        private mutating func parseNumber() throws(WireDecodingError) {
            let start = position
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else { throw notJSON("an unexpected character") }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else {
                skipDigits()
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard position < bytes.count, isDigit(bytes[position]) else {
                    throw notJSON("a fraction without digits")
                }
                skipDigits()
            }
            if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
                {
                    position += 1
                }
                guard position < bytes.count, isDigit(bytes[position]) else {
                    throw notJSON("an exponent without digits")
                }
                skipDigits()
            }
            tokens.append(
                Token(
                    kind: .number, isEscaped: false, isNonASCII: false, start: Int32(start), end: Int32(position),
                    next: Int32(tokens.count + 1)))
        }

        private mutating func parseLiteral(_ literal: StaticString, _ kind: Token.Kind) throws(WireDecodingError) {
            let count = literal.utf8CodeUnitCount
            let matches = literal.withUTF8Buffer { expected in
                position + count <= bytes.count && bytes[position..<(position + count)].elementsEqual(expected)
            }
            guard matches else { throw notJSON("an unexpected character") }
            tokens.append(
                Token(
                    kind: kind, isEscaped: false, isNonASCII: false, start: Int32(position),
                    end: Int32(position + count), next: Int32(tokens.count + 1)))
            position += count
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        private mutating func skipDigits() {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }

        private mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
                default: return
                }
            }
        }

        private func notJSON(_ reason: String) -> WireDecodingError {
            WireDecodingError(.notJSON(reason: reason, offset: min(position, bytes.count)))
        }
    }

    /// The value of one hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
