import Foundation
import Testing

@_spi(Benchmarks) @testable import YunoSDK

/// `WireDocument`, the SDK's reader of response bodies: strict JSON (checked against Foundation's
/// `JSONSerialization` on seeded random documents and on a list of malformed ones), escapes and numbers read
/// exactly, and errors that name the key path and never a value.
@Suite("WireDocument: the SDK's JSON reader", .timeLimit(.minutes(3)))
struct WireDocumentTests {
    /// A JSON value as a tree, to compare both readers' results.
    indirect enum Tree: Equatable, CustomStringConvertible {
        case null, bool(Bool), number(Double), string(String), array([Tree]), object([String: Tree])

        var description: String {
            switch self {
            case .null: "null"
            case .bool(let value): "\(value)"
            case .number(let value): "\(value)"
            case .string(let value): "\"\(value)\""
            case .array(let values): "[\(values.map(\.description).joined(separator: ","))]"
            case .object(let members):
                "{\(members.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ","))}"
            }
        }
    }

    /// What `WireDocument` reads from `value`, as a tree (the first of repeated keys, as `WireObject` reads).
    static func tree(_ value: WireValue) throws -> Tree {
        let document = value.document
        let token = document.tokens[value.index]
        switch token.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(Double(document.asciiText(of: value.index)) ?? .nan)
        case .string: return .string(try value.string())
        case .array:
            return .array(try value.decodeArray(of: Node.self).map(\.tree))
        case .object:
            var members: [String: Tree] = [:]
            var member = value.index + 1
            while member < Int(token.next) {
                let key = try WireValue(document: document, index: member).string()
                if members[key] == nil { members[key] = try tree(WireValue(document: document, index: member + 1)) }
                member = Int(document.tokens[member + 1].next)
            }
            return .object(members)
        }
    }

    /// Any JSON value, read as a ``Tree`` (for arrays of anything).
    struct Node: WireDecodable {
        let tree: Tree
        init(wire value: WireValue) throws(WireDecodingError) {
            do {
                tree = try WireDocumentTests.tree(value)
            } catch let error as WireDecodingError {
                throw error
            } catch {
                throw WireDecodingError(.invalidValue)
            }
        }
    }

    /// What Foundation reads from `json`, as a tree.
    static func foundationTree(_ json: Data) throws -> Tree {
        func convert(_ any: Any) -> Tree {
            switch any {
            case is NSNull: return .null
            case let string as String: return .string(string)
            case let array as [Any]: return .array(array.map(convert))
            case let object as [String: Any]: return .object(object.mapValues(convert))
            case let bool as Bool where "\(type(of: any))".contains("Bool"): return .bool(bool)
            case let number as NSNumber: return .number(number.doubleValue)
            default: return .string("?\(type(of: any))")
            }
        }
        return convert(try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed]))
    }

    /// A seeded generator of JSON texts: nested values, strings with every escape, non-ASCII text and emoji (raw
    /// and as `\u` surrogate pairs), integers, fractions, exponents, and random whitespace.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func space() -> String { ["", " ", "\n", "\t ", "\r\n  "][next(5)] }

        mutating func string() -> String {
            let pieces = [
                "a", "status", "Yuno", "é", "日本", "😀", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
                "\\u00e9", "\\u65E5", "\\ud83d\\ude00", "\\u0000", "4507", " ",
            ]
            return "\"" + (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined() + "\""
        }

        mutating func number() -> String {
            let sign = next(3) == 0 ? "-" : ""
            let whole = next(4) == 0 ? "0" : String(next(9) + 1) + String(next(100_000))
            let fraction = next(3) == 0 ? "." + String(next(1_000)) : ""
            let exponent = next(5) == 0 ? ["e", "E", "e+", "e-"][next(4)] + String(next(5)) : ""
            return sign + whole + fraction + exponent
        }

        mutating func value(depth: Int) -> String {
            switch depth > 4 ? next(5) : next(7) {
            case 0: return "null"
            case 1: return next(2) == 0 ? "true" : "false"
            case 2: return number()
            case 3, 4: return string()
            case 5:
                let elements = (0..<next(4)).map { _ in space() + value(depth: depth + 1) + space() }
                return "[" + elements.joined(separator: ",") + "]"
            default:
                let members = (0..<next(5)).map { index in
                    space() + "\"k\(index)\"" + space() + ":" + space() + value(depth: depth + 1) + space()
                }
                return "{" + members.joined(separator: ",") + "}"
            }
        }
    }

    @Test("2,000 seeded random documents read as Foundation's JSONSerialization reads them")
    func agreesWithFoundation() throws {
        var generator = Generator(state: 0x5EED)
        for _ in 0..<2_000 {
            let json = Data((generator.space() + generator.value(depth: 0) + generator.space()).utf8)
            let expected = try Self.foundationTree(json)
            let read = try Self.tree(WireDocument(json).root)
            #expect(read == expected, "\(String(decoding: json, as: UTF8.self))")
        }
    }

    @Test(
        "Malformed bodies are not JSON, for Foundation as for WireDocument",
        arguments: [
            "", " ", "{", "}", "[,1]", #"{"a" 1}"#, #"{"a":}"#, #"{1:2}"#, "01", "-01", "1.",
            ".5", "+1", "-", "1e", "1e+", "tru", "nul", "fals", "NaN", "Infinity", #""abc"#, "\"a\u{01}b\"",
            #""\x""#, #""\u12""#, #""\u12G4""#, "[1] x", "[1]]", "{}{}", "'a'", "[1 2]",
        ])
    func rejectsMalformedBodies(_ json: String) {
        #expect(throws: (any Error).self) {
            try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        }
        #expect {
            try WireDocument(Data(json.utf8))
        } throws: { error in
            guard case .notJSON = (error as? WireDecodingError)?.problem else { return false }
            return true
        }
    }

    @Test("A trailing comma is not JSON (RFC 8259), though Foundation's JSONSerialization accepts it")
    func rejectsTrailingCommas() {
        for json in ["[1,]", #"{"a":1,}"#, #"{"a":[1,2,],"b":2}"#] {
            #expect(throws: WireDecodingError.self) { try WireDocument(Data(json.utf8)) }
        }
    }

    @Test("Nesting: 64 levels are read, 65 are refused before any recursion deeper than that")
    func nestingIsBounded() throws {
        let depth = WireDocument.maximumDepth
        _ = try WireDocument(Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8))
        #expect(throws: WireDecodingError.self) {
            try WireDocument(
                Data((String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)).utf8))
        }
        #expect(throws: WireDecodingError.self) {
            try WireDocument(Data(String(repeating: #"{"a":"#, count: 100_000).utf8))
        }
    }

    @Test("A UTF-8 byte order mark and surrounding whitespace are allowed")
    func byteOrderMarkAndWhitespace() throws {
        let body = [0xEF, 0xBB, 0xBF] + Array(" \n\t{\"code\" : \"X\"}\r\n".utf8)
        #expect(try APIErrorBody(json: body).code == "X")
    }

    @Test("Escapes are undone: every short escape, \\u escapes and surrogate pairs")
    func escapes() throws {
        let json = #"["\"\\\/\b\f\n\r\t", "\u00e9\u65E5\ud83d\ude00", "caf\u00E9 ok", "raw é 😀"]"#
        let strings = try [String](json: Data(json.utf8))
        #expect(strings == ["\"\\/\u{08}\u{0C}\n\r\t", "é日😀", "café ok", "raw é 😀"])
    }

    @Test(
        "A lone surrogate, a reversed pair or bytes that are not UTF-8 are an invalid value, not a repaired string",
        arguments: [Array(#"["\ud83d"]"#.utf8), Array(#"["\ude00\ud83d"]"#.utf8), [0x5B, 0x22, 0xFF, 0x22, 0x5D]])
    func invalidStrings(_ body: [UInt8]) {
        #expect(throws: WireDecodingError(.invalidValue, path: ["0"])) { try [String](json: body) }
    }

    @Test("Numbers: integers exactly, whole numbers written with a fraction or an exponent, decimals by their digits")
    func numbers() throws {
        #expect(
            try [Int](json: Data("[11, -3, 0, 1.0e2, 2.0, 9223372036854775807]".utf8)) == [11, -3, 0, 100, 2, .max])
        for fraction in ["[1.5]", "[1e-1]", "[9223372036854775808]", "[1e400]"] {
            #expect(throws: WireDecodingError(.invalidValue, path: ["0"])) { try [Int](json: Data(fraction.utf8)) }
        }
        let amount = try Amount(json: Data(#"{"currency":"COP","value":12000.50,"captured":0.1,"refunded":1e2}"#.utf8))
        #expect(amount.value == Decimal(string: "12000.50"))
        #expect(amount.captured == Decimal(string: "0.1"), "not 0.1000000000000000055511151231257827 via Double")
        #expect(amount.refunded == 100)
    }

    @Test(
        "int() reads a fraction or an exponent from its digits, never rounded through Double",
        arguments: [
            ("[1.0e2]", 100), ("[100.0]", 100), ("[0.5e1]", 5), ("[-0.0e5]", 0), ("[0e401]", 0),
            ("[9223372036854775807.0]", Int.max), ("[-9223372036854775808.0]", Int.min),
            ("[9007199254740993.0]", 9_007_199_254_740_993), ("[736854775807E6]", 736_854_775_807_000_000),
        ] as [(String, Int)])
    func intFromDigits(_ json: String, _ expected: Int) throws {
        #expect(try [Int](json: Data(json.utf8)) == [expected])
    }

    @Test(
        "int() refuses a number that is not exactly a whole number in Int's range",
        arguments: [
            "[404.00000000000001]", "[4737095516165000.5]", "[-9223372036854775809]", "[9223372036854775808.0]",
            "[12e-1]", "[1e-400]", "[1e19]",
        ])
    func intRefusesInexactNumbers(_ json: String) {
        #expect(throws: WireDecodingError(.invalidValue, path: ["0"])) { try [Int](json: Data(json.utf8)) }
    }

    @Test("decimal() reads a zero whatever its exponent, which Decimal(string:) alone refuses (0e401)")
    func decimalZeroWithAnyExponent() throws {
        #expect(try [Decimal](json: Data("[0e401, -0.0e-200, 0E+999]".utf8)) == [0, 0, 0])
        #expect(throws: WireDecodingError(.invalidValue, path: ["0"])) { try [Decimal](json: Data("[1e400]".utf8)) }
    }

    @Test("Keys: unknown ones ignored, the first of a repeated one wins, an escaped one matches, null is absent")
    func keys() throws {
        let json = #"""
            {"extra":{"deep":[1,{"status":"X"}]},"st\u0061tus":"SUCCEEDED","status":"REJECTED","id":"p","country":null}
            """#
        let payment = try Payment(json: Data(json.utf8))
        #expect(payment.status == .succeeded)
        #expect(payment.country == nil)
    }

    @Test(
        "Errors name the key path and the problem",
        arguments: [
            (#"{"id":"p"}"#, "missing key status"),
            (#"{"id":"p","status":null}"#, "wrong type at status"),
            (#"{"id":"p","status":"PAID_TWICE"}"#, "invalid value at status"),
            (#"{"id":"p","status":"SUCCEEDED","payment_method":{"type":5}}"#, "wrong type at payment_method.type"),
            (#"{"id":"p","status":"SUCCEEDED","amount":{"value":1}}"#, "missing key amount.currency"),
            (#"[{"id":"p","status":"SUCCEEDED"}]"#, "wrong type at the top level"),
            (#"{"id":"p","status":"SUCCEEDED""#, "the body is not valid JSON"),
        ])
    func errorPaths(_ json: String, _ detail: String) {
        let response = YunoHTTPResponse(status: 200, body: Data(json.utf8))
        #expect(throws: YunoError.invalidResponse(operation: "payment status", detail: detail)) {
            try YunoAPIClient.decode(Payment.self, from: response, operation: "payment status")
        }
    }

    @Test("An array element's error names its index")
    func arrayElementPath() {
        let json = #"[{"name":"Card","type":"CARD"},{"name":7,"type":"CARD"}]"#
        #expect(throws: WireDecodingError(.wrongType(expected: "a string"), path: ["1", "name"])) {
            try [PaymentMethodInfo](json: Data(json.utf8))
        }
    }

    @Test("An error never carries the value it refused: no card number, token or holder in its description")
    func errorsCarryNoValues() {
        let json = #"{"token":4507990000000002,"type":"CARD","card_data":{"holder_name":"John Doe"}}"#
        do {
            _ = try TokenResponse(json: Data(json.utf8))
            Issue.record("a numeric token was read")
        } catch {
            #expect(error.description == "wrong type at token")
            #expect(!"\(error)".contains("4507") && !"\(error)".contains("John"))
        }
    }

    @Test("Hot path pin: the response models are read by WireDocument alone, not by a Decoder")
    func responsesHaveOneDecodePath() {
        let models: [Any.Type] = [
            Payment.self, TokenResponse.self, PaymentMethodInfo.self, EnrollmentResponse.self, EnrollableMethods.self,
            APIErrorBody.self, Amount.self,
        ]
        for model in models {
            #expect(!(model is any Decodable.Type), "\(model) has a second decode path")
            #expect(model is any WireDecodable.Type)
        }
    }

    @Test("A payment's timestamps are kept as sent and read as dates when asked")
    func timestamps() throws {
        let json = #"{"id":"p","status":"PENDING","created_at":"2026-05-09T20:46:54.786342Z","updated_at":"soon"}"#
        let payment = try Payment(json: Data(json.utf8))
        #expect(payment.createdAt == WireDate.parse("2026-05-09T20:46:54Z")?.addingTimeInterval(0.786342))
        #expect(payment.updatedAtText == "soon")
        #expect(payment.updatedAt == nil, "an unreadable timestamp is nil; no decision needs it")
    }
}
