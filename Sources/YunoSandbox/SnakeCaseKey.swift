import Foundation

/// A JSON object's key as the emulator's Swift models name it: Foundation's `.convertFromSnakeCase`
/// (`vaulted_token` → `vaultedToken`), computed over the key's bytes. The shared decoder of ``WireCoding`` reads every
/// key through it (its `.custom` key strategy).
///
/// Foundation's own strategy splits, lower-cases and capitalizes every key of every object it opens with `String`
/// operations: 9 % of the emulator's CPU in a run of raw requests (`perf`, `yuno-emulator-throughput --raw-only`),
/// about half of its request decoding, against the goal of 5,000 flows/s (PERFORMANCE.md, "Hot paths"). This spells
/// the wire's keys (lower-case ASCII words joined by underscores) with one pass and one string, and any other key with
/// Foundation's own steps; `SnakeCaseKeyTests` holds it to Foundation's conversion, key by key.
struct SnakeCaseKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    /// The key the wire's `key` names in a Swift model.
    init(converting key: String) { stringValue = Self.camelCase(key) }

    /// `key` as `.convertFromSnakeCase` converts it: leading and trailing underscores kept; the words between split
    /// on underscores (runs count as one); with one word the key is unchanged, else the first word lower-cased and
    /// each other one capitalized (`x_3ds` → `x3Ds`: Foundation's capitalizing starts a word after a digit).
    static func camelCase(_ key: String) -> String {
        let bytes = Array(key.utf8)
        // The wire's keys are ASCII; other text is split by characters, as Foundation does (`_` and a combining
        // accent are one character, not an underscore).
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return foundationSpelling(key) }
        guard let first = bytes.firstIndex(where: { $0 != underscore }), bytes[first...].contains(underscore)
        else { return key }  // No underscore after the leading ones: one word at most, unchanged.
        let last = bytes.lastIndex(where: { $0 != underscore }) ?? first
        let words = bytes[first...last].split(separator: underscore)
        guard words.count > 1 else { return key }
        // The wire's keys: lower-case words, letters only after the first. Anything else takes Foundation's steps.
        guard words[0].allSatisfy({ isLower($0) || isDigit($0) }),
            words.dropFirst().allSatisfy({ $0.allSatisfy(isLower) })
        else { return foundationSpelling(key) }
        var spelled: [UInt8] = []
        spelled.reserveCapacity(bytes.count)
        spelled.append(contentsOf: bytes[..<first])
        spelled.append(contentsOf: words[0])
        for word in words.dropFirst() {
            spelled.append(word[word.startIndex] - 32)  // `a`…`z` → `A`…`Z`
            spelled.append(contentsOf: word.dropFirst())
        }
        spelled.append(contentsOf: bytes[(last + 1)...])
        return String(decoding: spelled, as: UTF8.self)
    }

    /// Foundation's steps, character by character, for a key with capitals, digits after its first word or
    /// non-ASCII text.
    static func foundationSpelling(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first && key[last] == "_" { key.formIndex(before: &last) }
        let words = key[first...last].split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = ([words[0].lowercased()] + words.dropFirst().map(\.capitalized)).joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    private static let underscore = UInt8(ascii: "_")
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
