import Foundation
import Testing

@testable import YunoSDK

@Suite("Localization (SPEC §7)", .timeLimit(.minutes(3)))
struct LocalizationTests {
    /// Values that are legitimately identical to English in another language (same word, not a missed translation).
    static let sameAsEnglish: Set<String> = ["es:answer.no", "it:answer.no"]

    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    @Test("Every language's resource holds every key, and nothing else", arguments: YunoLanguage.allCases)
    func everyKeyInEveryLanguage(language: YunoLanguage) {
        let table = YunoLocalizer.table(for: language)
        let keys = Set(YunoStringKey.allCases.map(\.rawValue))
        #expect(Set(table.keys) == keys, "\(language.rawValue): missing \(keys.subtracting(table.keys).sorted())")
        for key in YunoStringKey.allCases {
            #expect(!(table[key.rawValue] ?? "").trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }

    @Test("Placeholders match English in every language", arguments: YunoLanguage.allCases)
    func placeholderParity(language: YunoLanguage) {
        let english = YunoLocalizer.table(for: .en)
        let table = YunoLocalizer.table(for: language)
        for key in YunoStringKey.allCases {
            #expect(
                Self.placeholders(table[key.rawValue] ?? "") == Self.placeholders(english[key.rawValue] ?? ""),
                "\(language.rawValue) \(key.rawValue)")
        }
    }

    @Test("No language outside English copies an English string, except whitelisted words")
    func realTranslations() {
        let english = YunoLocalizer.table(for: .en)
        for language in YunoLanguage.allCases where language != .en {
            let table = YunoLocalizer.table(for: language)
            for key in YunoStringKey.allCases where !Self.sameAsEnglish.contains("\(language.rawValue):\(key.rawValue)")
            {
                #expect(table[key.rawValue] != english[key.rawValue], "\(language.rawValue) \(key.rawValue)")
            }
        }
    }

    @Test("The whitelist of same-as-English values is exact (no stale entry)")
    func whitelistIsUsed() {
        let english = YunoLocalizer.table(for: .en)
        for entry in Self.sameAsEnglish {
            let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
            let table = YunoLocalizer.table(for: YunoLanguage(rawValue: parts[0])!)
            #expect(table[parts[1]] == english[parts[1]], "\(entry)")
        }
    }

    @Test("Placeholders are filled; unknown ones are left alone")
    func placeholdersFilled() {
        let es = YunoLocalizer(language: .es)
        #expect(es.string(.cardStep, ["current": "2", "total": "4"]) == "Paso 2 de 4")
        #expect(es.string(.cardStep) == "Paso {current} de {total}")
        #expect(YunoLocalizer(language: .ja).string(.errorSecurityCodeLength, ["digits": "4"]).contains("4"))
    }

    @Test(
        "Language tags normalize and fall back as SPEC §7 says",
        arguments: [
            ("es", YunoLanguage.es), ("EN", .en), ("EN_us", .en), ("pt-BR", .pt), ("zh-Hant-TW", .zhTW),
            ("zh_CN", .zhCN), ("zh-Hans", .zhCN), ("xx", .en), ("klingon", .en), ("fr-CA", .fr), ("tl", .fil),
            ("", .de), ("12", .en),
        ])
    func fallback(tag: String, expected: YunoLanguage) {
        #expect(YunoLocalizer(requested: tag, preferredLanguages: ["xx-YY", "de-AT", "fr"]).language == expected)
    }

    @Test("No requested language: the device's first supported language, else English")
    func deviceLanguage() {
        #expect(YunoLocalizer(requested: nil, preferredLanguages: ["xx", "ru-RU", "en"]).language == .ru)
        #expect(YunoLocalizer(requested: nil, preferredLanguages: ["xx", "yy"]).language == .en)
        #expect(YunoLocalizer(requested: nil, preferredLanguages: []).language == .en)
    }

    @Test("Every card-field error has a localized message in every language, never the raw key")
    func errorMessages() {
        let errors: [CardFieldError] = [
            .numberEmpty, .numberInvalidCharacters, .numberTooShort, .numberTooLong, .numberChecksum,
            .numberUnknownBrand, .expiryEmpty, .expiryFormat, .expiryMonthOutOfRange, .expiryInPast,
            .expiryTooFarAhead, .securityCodeEmpty, .securityCodeInvalidCharacters, .securityCodeLength(expected: 4),
            .holderNameEmpty, .holderNameTooLong, .holderNameDigitsOnly, .holderNameInvalidCharacters,
        ]
        for language in YunoLanguage.allCases {
            let messages = errors.map { $0.message(in: language) }
            #expect(Set(messages).count == errors.count, "\(language.rawValue): two errors share a message")
            for message in messages {
                #expect(!message.contains("error."), "\(language.rawValue): \(message)")
                #expect(!message.contains("{"), "\(language.rawValue): \(message)")
            }
        }
        #expect(CardFieldError.expiryFormat.message(in: .es) == "Ingresa la fecha de vencimiento como MM/AA.")
        #expect(CardFieldError.securityCodeLength(expected: 4).message(in: .en).contains("4 digits"))
        #expect(CardFieldError.holderNameTooLong.message(in: .ru).contains("255"))
    }

    @Test("Status titles are localized for every result")
    func statusTitles() {
        #expect(YunoLocalizer(language: .es).title(for: .succeeded) == "Pago aprobado")
        #expect(YunoLocalizer(language: .ru).title(for: .reject) == "Платёж отклонён")
        for language in YunoLanguage.allCases {
            #expect(Set(Yuno.Result.allCases.map(YunoLocalizer(language: language).title(for:))).count == 6)
        }
    }
}
