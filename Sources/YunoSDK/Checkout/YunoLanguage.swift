import Foundation

/// The 20 languages the checkout UI speaks, with the normalization and fallback rules of SPEC §7.
public enum YunoLanguage: String, Sendable, Hashable, CaseIterable, Codable {
    /// Spanish.
    case es
    /// English.
    case en
    /// Portuguese.
    case pt
    /// Filipino.
    case fil
    /// Indonesian.
    case id
    /// Malay.
    case ms
    /// Thai.
    case th
    /// Chinese (Traditional, Taiwan).
    case zhTW = "zh-TW"
    /// Chinese (Simplified, China).
    case zhCN = "zh-CN"
    /// Vietnamese.
    case vi
    /// French.
    case fr
    /// Polish.
    case pl
    /// Italian.
    case it
    /// German.
    case de
    /// Russian.
    case ru
    /// Turkish.
    case tr
    /// Dutch.
    case nl
    /// Swedish.
    case sv
    /// Korean.
    case ko
    /// Japanese.
    case ja

    /// Whether `code` is shaped like a language tag (`en`, `pt-BR`, `EN_us`, `zh-Hant-TW`), supported or not.
    public static func isWellFormed(_ code: String) -> Bool {
        // One pass over the bytes (it runs on every flow start): subtags split at `-` or `_`.
        var length = 0
        var isPrimary = true
        for byte in code.utf8 {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "_"):
                guard isWellFormedSubtag(length: length, primary: isPrimary) else { return false }
                isPrimary = false
                length = 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                length += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !isPrimary:
                length += 1
            default:
                return false
            }
        }
        return isWellFormedSubtag(length: length, primary: isPrimary)
    }

    /// A primary subtag has 2–3 letters, any other 1–8 letters or digits.
    private static func isWellFormedSubtag(length: Int, primary: Bool) -> Bool {
        primary ? (2...3).contains(length) : (1...8).contains(length)
    }

    /// The supported language a tag names, normalizing case and region (`EN` → en, `pt-BR` → pt,
    /// `zh-Hant-TW` → zh-TW, `zh-Hans` → zh-CN, `tl` → fil); `nil` when unsupported or malformed.
    public init?(normalizing code: String) {
        guard Self.isWellFormed(code) else { return nil }
        self.init(wellFormed: code)
    }

    /// ``init(normalizing:)`` for a tag already checked with ``isWellFormed(_:)``.
    init?(wellFormed code: String) {
        // Already a supported code as written (`en`, `pt`): compared case by case, as short strings compare by
        // their bits, where `init(rawValue:)` would hash `code` into a lookup table.
        if let language = Self.allCases.first(where: { $0.rawValue == code }) {
            self = language
            return
        }
        let subtags = code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let primary = subtags[0]
        if primary == "zh" {
            let traditional = subtags.contains { ["hant", "tw", "hk", "mo"].contains($0) }
            self = traditional ? .zhTW : .zhCN
            return
        }
        let aliases = ["tl": "fil", "in": "id"]
        guard let language = YunoLanguage(rawValue: aliases[primary] ?? primary) else { return nil }
        self = language
    }

    /// The language to show: a supported requested language; English for an unsupported one; with none
    /// requested, the first supported of `preferredLanguages` (the device's), else English. `preferredLanguages` is
    /// read only when no language is requested (reading the device's is costly on every flow start).
    public static func resolve(
        requested: String?, preferredLanguages: @autoclosure () -> [String] = Locale.preferredLanguages
    ) -> YunoLanguage {
        if let requested, !requested.isEmpty {
            return YunoLanguage(normalizing: requested) ?? .en
        }
        return preferredLanguages().lazy.compactMap(YunoLanguage.init(normalizing:)).first ?? .en
    }
}
