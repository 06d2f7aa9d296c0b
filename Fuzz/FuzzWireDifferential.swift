// libFuzzer target: `WireDocument` (API/Wire/), differentially against Foundation's `JSONSerialization`
// (`.fragmentsAllowed`: a `WireDocument` may hold any value at its top level). Compiled into the YunoSDK module by
// Scripts/fuzz.sh (internal access, no @testable); seeds in Fuzz/corpus-wire/, tokens in FuzzWireDifferential.dict.
//
// Input: any bytes, read as a response body by both readers. The contract, where any breach is a trap:
//
// 1. Acceptance. `WireDocument` accepts a body exactly when `JSONSerialization` does, except for these intended
//    differences, each checked rather than skipped:
//    a. Encoding. `WireDocument` reads UTF-8 only (RFC 8259 §8.1); Foundation also reads UTF-16 and UTF-32, which
//       it detects by a leading byte order mark or by NUL bytes among the first four. Such a body starts with 0xFE
//       or 0xFF or holds a NUL, neither of which UTF-8 JSON can hold, so `WireDocument` must refuse it.
//    b. Trailing commas. Foundation accepts `[1,]` and `{"a":1,}`; RFC 8259 does not, nor does `WireDocument`
//       (`WireDocumentTests.rejectsTrailingCommas`). When Foundation accepts and `WireDocument` stops at a `]` or
//       `}` right after a comma, that comma is blanked and the body read again: only then must the two agree.
//    c. Depth. `WireDocument` refuses nesting deeper than `WireDocument.maximumDepth` (64) containers, Foundation
//       deeper than 512. A body Foundation accepts with more than 64 nested containers must be refused as not
//       JSON; only "does not crash" and "refuses" are asked of it (the documented limit). There is no documented
//       size limit (offsets are `Int32`; libFuzzer's inputs are far below 2 GiB).
//    d. Leaf values. `WireDocument` checks a string's UTF-8 and its `\u` surrogate pairs, and a number's range,
//       only when a model reads that value (`WireValue.string()`, `int()`, `decimal()` throw `invalidValue`);
//       Foundation refuses the whole body. So when Foundation refuses a body `WireDocument` accepts, every string
//       and number is read alone by both: each one Foundation refuses must be refused by `WireValue` too (and each
//       one Foundation reads must be read), then it is replaced by `""` or `0` and the patched body must be
//       accepted by Foundation and compared as below. A refusal no single value explains is a trap.
//
// 2. Reading. For a body both accept, the trees are the same:
//    - Arrays: same length, same order (also as `WireValue.decodeArray` walks them).
//    - Objects: Foundation keeps the LAST of a repeated key (and merges keys that are equal as Swift strings, i.e.
//      canonically equivalent); `WireObject` documents that the FIRST wins and compares keys as bytes. So Foundation
//      must hold one entry per group of equal keys, with the value of the group's last member, and
//      `WireObject.value(for:)` must return the first member whose key has the same bytes.
//    - Strings: the same Unicode scalars (not Swift's `==`, which is canonical equivalence). Foundation on Linux
//      drops a U+FEFF that starts a string or follows an escape (its `String(bytes:encoding: .utf8)` strips a byte
//      order mark from each unescaped run); `WireDocument` keeps it, as RFC 8259 reads it. The expected Foundation
//      string is `WireDocument`'s reading of the same string with that one U+FEFF per run removed.
//    - Numbers (Foundation: `Int64`/`UInt64` for integers, `NSDecimalNumber` for more than 17 characters with an
//      exponent in ±128, else `Double`): `WireValue.decimal()` equals Foundation's exact value (integers and
//      decimals) or rounds to Foundation's `Double` (±1 ulp); it may refuse only a non-zero number outside
//      `Decimal`'s reach (below 1e-90 or from 1e127, where `Decimal(string:)` runs out of exponent). Whatever
//      it reads agrees with `Double(literal)` to 1e-14. `WireValue.int()` returns a value only when the number is
//      exactly that whole number, and returns one for every whole number in `Int`'s range (judged against a
//      `Decimal` reading, so for literals of at most 38 significant digits: `Decimal` keeps no more).
//    - `true`/`false`/`null`: Foundation's boolean `NSNumber` (`objCType` "c") and `NSNull`; `bool()`, `isNull`.
//    - Every reader of another JSON type throws `wrongType`.
import Foundation

/// libFuzzer's entry point: checks one input against the contract above; a breach traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWireDifferential(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    WireDifferential.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

private enum WireDifferential {
    static let quote = UInt8(ascii: "\"")
    static let space = UInt8(ascii: " ")
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func check(_ input: [UInt8]) {
        let wire = parse(input)
        guard foundationReadsUTF8(input) else {
            // Rule 1a.
            if case .success = wire { fail("accepted a body Foundation reads as UTF-16/UTF-32", input) }
            return
        }
        if let foundation = foundationRead(input) {
            checkAccepted(input, wire, foundation)
        } else if case .success(let document) = wire {
            checkRefusedByFoundation(input, document)
        }
    }

    // MARK: Acceptance

    /// Foundation accepted `input`: `WireDocument` must too, but for trailing commas and the depth limit.
    static func checkAccepted(_ input: [UInt8], _ wire: Result<WireDocument, WireDecodingError>, _ foundation: Any) {
        var body = input
        var result = wire
        // Rule 1b: blank each trailing comma `WireDocument` stops at, then read again.
        while case .failure(let error) = result, let comma = trailingComma(before: error, in: body) {
            body[comma] = space
            result = parse(body)
        }
        // Rule 1c.
        if containerDepth(foundation) > WireDocument.maximumDepth {
            guard case .failure(let error) = result, case .notJSON = error.problem else {
                fail("accepted nesting deeper than \(WireDocument.maximumDepth)", input)
            }
            return
        }
        switch result {
        case .failure(let error): fail("refused a body Foundation reads: \(error.problem)", input)
        case .success(let document): compare(document, 0, foundation, path: "$", input: input)
        }
    }

    /// The offset of the comma before the `]` or `}` that `error` stopped at, if that is where it stopped.
    static func trailingComma(before error: WireDecodingError, in body: [UInt8]) -> Int? {
        guard case .notJSON(_, let offset) = error.problem, offset < body.count,
            body[offset] == UInt8(ascii: "]") || body[offset] == UInt8(ascii: "}")
        else { return nil }
        var index = offset - 1
        while index >= 0, isWhitespace(body[index]) { index -= 1 }
        return index >= 0 && body[index] == UInt8(ascii: ",") ? index : nil
    }

    /// Foundation refused `input`, `WireDocument` accepted it (rule 1d): the values Foundation refuses on their own
    /// must be the values `WireValue` refuses to read, and the body without them must read the same in both.
    static func checkRefusedByFoundation(_ input: [UInt8], _ document: WireDocument) {
        var patched = input
        var refused = 0
        for index in document.tokens.indices {
            let token = document.tokens[index]
            let value = WireValue(document: document, index: index)
            let start = Int(token.start)
            let end = Int(token.end)
            switch token.kind {
            case .string:
                let alone = foundationRead([quote] + document.span(of: index) + [quote])
                switch (alone, Result { () throws(WireDecodingError) in try value.string() }) {
                case (nil, .failure(let error)):
                    guard error.problem == .invalidValue else {
                        fail("a string Foundation refuses threw \(error.problem), not invalidValue", input)
                    }
                    // `""` in place of the string and its quotes, then spaces.
                    patched.replaceSubrange(
                        (start - 1)...end, with: [quote, quote] + Array(repeating: space, count: end - start))
                    refused += 1
                case (nil, .success(let string)):
                    fail("read a string Foundation refuses as \(string.debugDescription)", input)
                case (.some, .failure(let error)):
                    fail("refused (\(error.problem)) a string Foundation reads", input)
                case (.some, .success):
                    break  // compared in the patched body
                }
            case .number:
                guard foundationRead(Array(document.span(of: index))) == nil else { continue }
                let decimal = try? value.decimal()
                let int = try? value.int()
                guard decimal == nil, int == nil else {
                    fail(
                        "read a number Foundation cannot hold: decimal \(decimal.map { "\($0)" } ?? "refused"), "
                            + "int \(int.map { "\($0)" } ?? "refused")", input)
                }
                patched.replaceSubrange(
                    start..<end, with: [UInt8(ascii: "0")] + Array(repeating: space, count: end - start - 1))
                refused += 1
            default:
                break
            }
        }
        guard refused > 0 else { fail("accepted a body Foundation refuses, with every value readable", input) }
        guard let foundation = foundationRead(patched) else {
            fail("accepted a body Foundation refuses even without its unreadable values", input)
        }
        guard case .success(let patchedDocument) = parse(patched) else {
            fail("refused the body with its unreadable values replaced", input)
        }
        compare(patchedDocument, 0, foundation, path: "$", input: input)
    }

    // MARK: Reading

    /// The value at token `index` reads as Foundation's `foundation` (rule 2).
    static func compare(_ document: WireDocument, _ index: Int, _ foundation: Any, path: String, input: [UInt8]) {
        let token = document.tokens[index]
        let value = WireValue(document: document, index: index)
        checkOtherReadersRefuse(value, token.kind, path: path, input: input)
        switch token.kind {
        case .null:
            guard foundation is NSNull else { fail("null at \(path), Foundation reads \(foundation)", input) }
        case .true, .false:
            guard let number = foundation as? NSNumber, isBoolean(number),
                number.boolValue == (token.kind == .true), (try? value.bool()) == (token.kind == .true)
            else { fail("\(token.kind) at \(path), Foundation reads \(foundation)", input) }
        case .string:
            guard let expected = foundation as? String else {
                fail("a string at \(path), Foundation reads \(foundation)", input)
            }
            let read = foundationView(document, index, input: input)
            guard read.unicodeScalars.elementsEqual(expected.unicodeScalars) else {
                fail("string at \(path): \(read.debugDescription), Foundation \(expected.debugDescription)", input)
            }
        case .number:
            guard let number = foundation as? NSNumber, !isBoolean(number) else {
                fail("a number at \(path), Foundation reads \(foundation)", input)
            }
            checkNumber(document, index, number, path: path, input: input)
        case .array:
            guard let elements = foundation as? [Any] else {
                fail("an array at \(path), Foundation reads \(type(of: foundation))", input)
            }
            var children: [Int] = []
            var child = index + 1
            while child < Int(token.next) {
                children.append(child)
                child = Int(document.tokens[child].next)
            }
            guard children.count == elements.count else {
                fail("\(children.count) elements at \(path), Foundation \(elements.count)", input)
            }
            guard (try? value.decodeArray(of: IndexProbe.self).map(\.index)) == children else {
                fail("decodeArray walks other elements at \(path)", input)
            }
            for (offset, (child, element)) in zip(children, elements).enumerated() {
                compare(document, child, element, path: "\(path)[\(offset)]", input: input)
            }
        case .object:
            guard let members = foundation as? [String: Any] else {
                fail("an object at \(path), Foundation reads \(type(of: foundation))", input)
            }
            compareObject(document, index, members, path: path, input: input)
        }
    }

    static func compareObject(
        _ document: WireDocument, _ index: Int, _ foundation: [String: Any], path: String, input: [UInt8]
    ) {
        let token = document.tokens[index]
        // Each member as (its key as `WireDocument` reads it, as Foundation reads it, the value's token).
        var members: [(key: String, foundationKey: String, value: Int)] = []
        var member = index + 1
        while member < Int(token.next) {
            guard let key = try? WireValue(document: document, index: member).string() else {
                fail("refused a key Foundation reads at \(path)", input)
            }
            members.append((key, foundationView(document, member, input: input), member + 1))
            member = Int(document.tokens[member + 1].next)
        }
        // Foundation: one entry per group of keys equal as Swift strings, holding the group's last value.
        var lastOfGroup: [String: Int] = [:]
        for member in members { lastOfGroup[member.foundationKey] = member.value }
        guard lastOfGroup.count == foundation.count else {
            fail("\(lastOfGroup.count) distinct keys at \(path), Foundation \(foundation.count)", input)
        }
        for (key, valueIndex) in lastOfGroup.sorted(by: { $0.value < $1.value }) {
            guard let value = foundation[key] else {
                fail("key \(key.debugDescription) at \(path) is not in Foundation's object", input)
            }
            compare(document, valueIndex, value, path: "\(path).\(key)", input: input)
        }
        for foundationKey in foundation.keys {
            guard
                members.contains(where: { $0.foundationKey.unicodeScalars.elementsEqual(foundationKey.unicodeScalars) })
            else { fail("Foundation's key \(foundationKey.debugDescription) at \(path) is not read", input) }
        }
        // `WireObject`: the first member whose key has the same bytes.
        guard let object = try? WireValue(document: document, index: index).object(keyedBy: AnyKey.self) else {
            fail("object(keyedBy:) refused the object at \(path)", input)
        }
        for member in members {
            let first = members.first { $0.key.utf8.elementsEqual(member.key.utf8) }?.value
            guard object.value(for: AnyKey(rawValue: member.key))?.index == first else {
                fail("value(for: \(member.key.debugDescription)) at \(path) is not the first such member", input)
            }
        }
        let absent = "\u{1}absent"
        if !members.contains(where: { $0.key == absent }), object.value(for: AnyKey(rawValue: absent)) != nil {
            fail("value(for:) found an absent key at \(path)", input)
        }
    }

    /// The string at token `index` as Foundation reads it: `WireDocument`'s reading with a U+FEFF removed where
    /// it starts an unescaped run (the string's start, or right after an escape); see rule 2.
    static func foundationView(_ document: WireDocument, _ index: Int, input: [UInt8]) -> String {
        let value = WireValue(document: document, index: index)
        guard let read = try? value.string() else { fail("refused a string Foundation reads", input) }
        let raw = document.span(of: index)
        guard raw.count >= 3, raw.indices.contains(where: { raw[$0...].starts(with: byteOrderMark) }) else {
            return read
        }
        var kept: [UInt8] = [quote]
        var position = raw.startIndex
        var runStarts = true
        while position < raw.endIndex {
            if runStarts, raw[position...].starts(with: byteOrderMark) {
                position += 3
            } else if raw[position] == UInt8(ascii: "\\") {
                let length = raw[position + 1] == UInt8(ascii: "u") ? 6 : 2
                kept += raw[position..<(position + length)]
                position += length
                runStarts = true
                continue
            } else {
                kept.append(raw[position])
                position += 1
            }
            runStarts = false
        }
        kept.append(quote)
        guard case .success(let alone) = parse(kept), let string = try? alone.root.string() else {
            fail("could not read a string without its byte order marks", input)
        }
        return string
    }

    /// Rule 2, numbers: `number` is Foundation's reading of the number at token `index`.
    static func checkNumber(_ document: WireDocument, _ index: Int, _ number: NSNumber, path: String, input: [UInt8]) {
        let value = WireValue(document: document, index: index)
        let literal = Array(document.span(of: index))
        let text = String(decoding: literal, as: UTF8.self)
        let decimal = try? value.decimal()
        let int = try? value.int()
        let reading =
            "\(text) at \(path): decimal \(decimal.map { "\($0)" } ?? "refused"), int "
            + "\(int.map { "\($0)" } ?? "refused"), Foundation \(number) (\(type(of: number)))"

        // Whatever `decimal()` reads, it is the literal's value (against Swift's own `Double(_:)`).
        if let decimal, let double = Double(text), double.isFinite, abs(double) >= 1e-300 {
            guard let fromDecimal = Double(decimal.description),
                abs(fromDecimal - double) <= abs(double) * 1e-14
            else { fail("decimal() is not the literal's value: \(reading)", input) }
        }

        // Foundation's exact reading, when it has one: integers, and NSDecimalNumber for long literals.
        let exact: Decimal?
        if let decimalNumber = number as? NSDecimalNumber {
            exact = decimalNumber.decimalValue
        } else {
            switch UInt8(bitPattern: number.objCType.pointee) {
            case UInt8(ascii: "d"), UInt8(ascii: "f"): exact = nil
            case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"): exact = Decimal(number.uint64Value)
            default: exact = Decimal(number.int64Value)
            }
        }
        if let exact {
            guard decimal == exact else { fail("decimal() differs from Foundation's exact value: \(reading)", input) }
        } else {
            let double = number.doubleValue
            if let decimal {
                guard let fromDecimal = Double(decimal.description),
                    fromDecimal == double || fromDecimal == double.nextUp || fromDecimal == double.nextDown
                else { fail("decimal() does not round to Foundation's Double: \(reading)", input) }
            } else {
                let isZero = !literal.prefix(while: { $0 | 0x20 != UInt8(ascii: "e") }).contains {
                    $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9")
                }
                guard !isZero, abs(double) < 1e-90 || abs(double) >= 1e127 else {
                    fail("decimal() refused a number Decimal can hold: \(reading)", input)
                }
            }
        }

        // `int()`: exactly the whole number, and every whole number in Int's range. `Decimal` (Foundation's as the
        // SDK's) keeps 38 significant digits, so it is the literal's exact value only up to that many.
        let reference = significantDigits(literal) <= 38 ? exact ?? decimal : nil
        if let int {
            let isExact = exact.map { Decimal(int) == $0 } ?? (Double(int) == number.doubleValue)
            guard isExact, reference.map({ Decimal(int) == $0 }) ?? true else {
                fail("int() is not the number's value: \(reading)", input)
            }
        } else if let reference, isWhole(reference), reference >= Decimal(Int.min), reference <= Decimal(Int.max) {
            fail("int() refused a whole number in Int's range: \(reading)", input)
        }
    }

    /// The readers of every other JSON type throw `wrongType` for a `kind` value.
    static func checkOtherReadersRefuse(
        _ value: WireValue, _ kind: WireDocument.Token.Kind, path: String, input: [UInt8]
    ) {
        func refuses<T>(_ read: () throws(WireDecodingError) -> T) -> Bool {
            do {
                _ = try read()
                return false
            } catch {
                if case .wrongType = error.problem { return true }
                return false
            }
        }
        let isBool = kind == .true || kind == .false
        guard value.isNull == (kind == .null),
            kind == .string || refuses({ () throws(WireDecodingError) in try value.string() }),
            kind == .number || refuses({ () throws(WireDecodingError) in try value.int() }),
            kind == .number || refuses({ () throws(WireDecodingError) in try value.decimal() }),
            isBool || refuses({ () throws(WireDecodingError) in try value.bool() }),
            kind == .object || refuses({ () throws(WireDecodingError) in try value.object(keyedBy: AnyKey.self) }),
            kind == .array || refuses({ () throws(WireDecodingError) in try value.decodeArray(of: IndexProbe.self) })
        else { fail("a reader of another type did not throw wrongType for \(kind) at \(path)", input) }
    }

    // MARK: Helpers

    static func parse(_ bytes: [UInt8]) -> Result<WireDocument, WireDecodingError> {
        Result { () throws(WireDecodingError) in try WireDocument(bytes) }
    }

    static func foundationRead(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    /// Whether `JSONSerialization.jsonObject(with:)` reads `bytes` as UTF-8: its encoding detection
    /// (swift-corelibs-foundation, Sources/Foundation/JSONSerialization.swift, `detectEncoding`).
    static func foundationReadsUTF8(_ bytes: [UInt8]) -> Bool {
        if bytes.count >= 4 {
            if bytes.starts(with: byteOrderMark) { return true }
            if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
                || bytes.starts(with: [0xFE, 0xFF])
            {
                return false
            }
            return !(bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0)
                && !(bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0)
                && !(bytes[0] == 0 && bytes[2] == 0) && !(bytes[1] == 0 && bytes[3] == 0)
        }
        if bytes.count >= 2 { return bytes[0] != 0 && bytes[1] != 0 }
        return true
    }

    /// How many containers nest at the deepest point of a Foundation value (a scalar is 0).
    static func containerDepth(_ value: Any) -> Int {
        if let array = value as? [Any] { return 1 + (array.map(containerDepth).max() ?? 0) }
        if let object = value as? [String: Any] { return 1 + (object.values.map(containerDepth).max() ?? 0) }
        return 0
    }

    /// Foundation's JSON booleans are `NSNumber`s of type `c`; its JSON numbers are never `c`.
    static func isBoolean(_ number: NSNumber) -> Bool {
        UInt8(bitPattern: number.objCType.pointee) == UInt8(ascii: "c")
    }

    /// How many significant digits a number literal has: its mantissa's digits without leading or trailing zeros.
    static func significantDigits(_ literal: [UInt8]) -> Int {
        let digits = literal.prefix(while: { $0 | 0x20 != UInt8(ascii: "e") }).filter {
            $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")
        }
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }),
            let last = digits.lastIndex(where: { $0 != UInt8(ascii: "0") })
        else { return 0 }
        return last - first + 1
    }

    static func isWhole(_ decimal: Decimal) -> Bool {
        var value = decimal
        var whole = Decimal()
        NSDecimalRound(&whole, &value, 0, .down)
        return whole == decimal
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }

    static func fail(_ message: String, _ input: [UInt8]) -> Never {
        let shown = input.map { byte in
            (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\\")
                ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
        }.joined()
        fatalError("WireDocument differs from JSONSerialization: \(message)\n  input (\(input.count) bytes): \(shown)")
    }
}

/// Any key, for `WireValue.object(keyedBy:)` and `WireObject.value(for:)`.
private struct AnyKey: RawRepresentable {
    var rawValue: String
}

/// An array element read as its token index, to check the elements `decodeArray` walks.
private struct IndexProbe: WireDecodable {
    let index: Int
    init(wire value: WireValue) throws(WireDecodingError) { index = value.index }
}
