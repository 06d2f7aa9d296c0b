import Foundation
import Testing

@testable import YunoSDK

/// The Swift-only rewrites of two hot checks (card-field trimming, language-tag shape) against what they replaced.
@Suite(
    "Card-field trimming and language-tag checks agree with the implementations they replaced", .timeLimit(.minutes(3)))
struct TrimmingAndLanguageTagTests {
    /// Every scalar up to U+3100 (all whitespace and line breaks Unicode knows are below it, except U+FEFF).
    static let scalars: [Unicode.Scalar] = (0..<0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "😀"]

    @Test("trimmingWhitespace trims exactly what Foundation's whitespacesAndNewlines / whitespaces trim")
    func trimmingMatchesFoundation() {
        var mismatches: [String] = []
        for scalar in Self.scalars {
            let edge = String(Character(scalar))
            for text in [edge + "12/30" + edge, edge + edge, edge + "a" + edge + "b" + edge, edge] {
                if String(text.trimmingWhitespace()) != text.trimmingCharacters(in: .whitespacesAndNewlines) {
                    mismatches.append("U+\(String(scalar.value, radix: 16)) with newlines")
                }
                if String(text.trimmingWhitespace(newlines: false)) != text.trimmingCharacters(in: .whitespaces) {
                    mismatches.append("U+\(String(scalar.value, radix: 16)) without newlines")
                }
            }
        }
        #expect(mismatches.isEmpty)
    }

    @Test("A card form still accepts a card typed with stray spaces, tabs and newlines around its fields")
    func paddedFieldsStillValidate() throws {
        let expiry = try CardValidation.validateExpiry(
            " \t11 / 30\n", now: Date(timeIntervalSince1970: 1_779_000_000), calendar: CardForm.defaultCalendar)
        #expect(expiry.month == 11 && expiry.year == 2030)
        #expect(try CardValidation.validateSecurityCode("\u{00A0}123\r\n", brand: .visa) == "123")
        #expect(try CardValidation.validateHolderName("\u{2003}John Doe\u{2029}") == "John Doe")
        #expect(CardForm.formatExpiry("\t1130 ") == "11/30")
    }

    /// The check `YunoLanguage.isWellFormed` replaced: subtags split on `-` and `_`, a 2–3-letter primary, then
    /// 1–8 letters or digits each.
    static func referenceIsWellFormed(_ code: String) -> Bool {
        let subtags = code.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let primary = subtags.first, (2...3).contains(primary.count),
            primary.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    @Test("isWellFormed agrees with the reference on every tag of up to 4 symbols and on the edge cases")
    func languageTagShapeMatchesReference() {
        let alphabet: [String] = ["a", "Z", "q", "1", "9", "-", "_", "é", " ", "\u{301}", "٣", "ß"]
        var tags = [
            "", "en", "EN", "pt-BR", "EN_us", "zh-Hant-TW", "e", "engl", "en-", "-en", "en--us", "en-123456789",
            "en-12345678", "1n", "en-US_x", "é", "en-é",
        ]
        var shorter = [""]
        for _ in 1...4 {  // Every string of 1–4 symbols of the alphabet: 22,620 tags.
            shorter = shorter.flatMap { prefix in alphabet.map { prefix + $0 } }
            tags += shorter
        }
        let mismatches = tags.filter { YunoLanguage.isWellFormed($0) != Self.referenceIsWellFormed($0) }
        #expect(mismatches.isEmpty)
    }

    @Test(
        "Normalizing a tag still maps case, region, script and aliases",
        arguments: [
            ("en", YunoLanguage.en), ("EN", .en), ("pt-BR", .pt), ("zh-TW", .zhTW), ("zh-CN", .zhCN),
            ("zh-Hant", .zhTW),
            ("zh-Hans", .zhCN), ("zh", .zhCN), ("tl", .fil), ("in", .id), ("es_CO", .es),
        ])
    func normalizing(tag: String, language: YunoLanguage) {
        #expect(YunoLanguage(normalizing: tag) == language)
    }
}
