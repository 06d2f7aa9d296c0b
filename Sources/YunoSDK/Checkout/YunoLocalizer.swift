import Foundation

/// The checkout UI's strings in one of the 20 languages (SPEC §7), read from the package's resources
/// (`Resources/Localization/<language>.json`).
///
/// A plain value type: `Sendable`, nonisolated, usable from any isolation domain. The tables are loaded once per
/// process, on first use. Lookups never fail: a key missing from a language's table falls back to English, and a
/// key missing from English (which the test suite rules out) to the key's raw name.
public struct YunoLocalizer: Sendable, Hashable {
    /// The language strings are produced in.
    public let language: YunoLanguage

    /// A localizer for a supported language.
    public init(language: YunoLanguage) {
        self.language = language
    }

    /// A localizer for a language tag, resolved with the rules of SPEC §7 (see
    /// ``YunoLanguage/resolve(requested:preferredLanguages:)``): a supported tag in any case or region form → that
    /// language; an unsupported or malformed one (`xx`) → English; `nil` or empty → the first supported of
    /// `preferredLanguages`, else English. Never fails.
    public init(requested: String?, preferredLanguages: [String] = Locale.preferredLanguages) {
        self.language = YunoLanguage.resolve(requested: requested, preferredLanguages: preferredLanguages)
    }

    /// The string for `key`, with each `{name}` placeholder replaced by `arguments[name]`.
    ///
    /// Placeholders without an argument are left as they are. Never fails (see the type's fallback rules).
    public func string(_ key: YunoStringKey, _ arguments: [String: String] = [:]) -> String {
        let template =
            Self.tables[language]?[key.rawValue] ?? Self.tables[.en]?[key.rawValue] ?? key.rawValue
        return arguments.reduce(template) { text, argument in
            text.replacingOccurrences(of: "{\(argument.key)}", with: argument.value)
        }
    }

    /// The shopper-facing message for a card-field error, in ``language``. Never contains the shopper's input.
    public func message(for error: CardFieldError) -> String {
        switch error {
        case .numberEmpty: string(.errorNumberEmpty)
        case .numberInvalidCharacters: string(.errorNumberInvalidCharacters)
        case .numberTooShort: string(.errorNumberTooShort)
        case .numberTooLong: string(.errorNumberTooLong)
        case .numberChecksum: string(.errorNumberChecksum)
        case .numberUnknownBrand: string(.errorNumberUnknownBrand)
        case .expiryEmpty: string(.errorExpiryEmpty)
        case .expiryFormat: string(.errorExpiryFormat, ["format": string(.cardExpiryPlaceholder)])
        case .expiryMonthOutOfRange: string(.errorExpiryMonthOutOfRange)
        // A form cannot produce it (its year is typed as 2 or 4 digits): the shopper reads the format's message.
        case .expiryYearOutOfRange: string(.errorExpiryFormat, ["format": string(.cardExpiryPlaceholder)])
        case .expiryInPast: string(.errorExpiryInPast)
        case .expiryTooFarAhead: string(.errorExpiryTooFarAhead)
        case .securityCodeEmpty: string(.errorSecurityCodeEmpty)
        case .securityCodeInvalidCharacters: string(.errorSecurityCodeInvalidCharacters)
        case .securityCodeLength(let expected): string(.errorSecurityCodeLength, ["digits": String(expected)])
        case .holderNameEmpty: string(.errorHolderNameEmpty)
        case .holderNameTooLong:
            string(.errorHolderNameTooLong, ["max": String(CardValidation.maximumHolderNameLength)])
        case .holderNameDigitsOnly: string(.errorHolderNameDigitsOnly)
        case .holderNameInvalidCharacters: string(.errorHolderNameInvalidCharacters)
        }
    }

    /// The label of a card-form field, in ``language``.
    public func label(for field: CardField) -> String {
        switch field {
        case .number: string(.cardNumber)
        case .expiry: string(.cardExpiry)
        case .securityCode: string(.cardSecurityCode)
        case .holderName: string(.cardHolderName)
        }
    }

    /// The status-screen title for a flow result, in ``language``.
    public func title(for result: Yuno.Result) -> String {
        switch result {
        case .succeeded: string(.statusSucceeded)
        case .reject: string(.statusReject)
        case .fail: string(.statusFail)
        case .processing: string(.statusProcessing)
        case .internalError: string(.statusInternalError)
        case .userCancelled: string(.statusUserCancelled)
        }
    }

    /// The shopper-facing name of a payment-method type, in ``language``: `CARD` → "Card" / "Tarjeta" / "カード",
    /// brand names as they are written (`APPLE_PAY` → "Apple Pay", `NU_PAY` → "NuPay", `PIX` → "Pix"), and an
    /// unknown type in title case with spaces (`CASH_ON_DELIVERY` → "Cash On Delivery"). Never returns the raw type.
    public func paymentMethodName(for type: String) -> String {
        switch type.uppercased() {
        case "CARD": return string(.methodCard)
        case "BANCOLOMBIA_TRANSFER": return string(.methodBancolombiaTransfer)
        case let known where PaymentMethodCatalog.brandNames[known] != nil:
            return PaymentMethodCatalog.brandNames[known] ?? type
        default:
            return type.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
                .joined(separator: " ")
        }
    }

    /// A locale matching ``language``, for formatting numbers, amounts and dates.
    public var locale: Locale {
        Locale(identifier: language.rawValue)
    }

    /// The raw table of one language (key → template), empty when its resource is missing or unreadable.
    static func table(for language: YunoLanguage) -> [String: String] {
        tables[language] ?? [:]
    }

    /// Every language's table, loaded once from the package resources.
    private static let tables: [YunoLanguage: [String: String]] = {
        var tables: [YunoLanguage: [String: String]] = [:]
        for language in YunoLanguage.allCases {
            guard
                let url = Bundle.module.url(
                    forResource: language.rawValue, withExtension: "json", subdirectory: "Localization"),
                let data = try? Data(contentsOf: url),
                let table = try? JSONDecoder().decode([String: String].self, from: data)
            else { continue }
            tables[language] = table
        }
        return tables
    }()
}
