import Foundation

/// ISO 4217 currency codes and their minor units (SPEC §7).
///
/// A stateless namespace over an immutable table; safe to call from any isolation domain.
public enum ISOCurrency {
    /// Returns the number of minor-unit digits of an active ISO 4217 currency (`"USD"` → 2, `"CLP"` → 0,
    /// `"KWD"` → 3, `"CLF"` → 4).
    ///
    /// The table is ISO 4217 List One (as published 2026-01-01). Matching is exact and case-sensitive (uppercase).
    ///
    /// - Returns: `nil` for an unknown or withdrawn code (`"ABC"`, `"usd"`, `"HRK"`), and for the listed codes that
    ///   have no minor unit and cannot be charged (precious metals `XAU XAG XPD XPT`, bond-market units `XBA`–`XBD`,
    ///   `XDR`, `XSU`, `XUA`, the testing code `XTS` and "no currency" `XXX`). Never throws. Nonisolated.
    public static func minorUnits(for code: String) -> Int? {
        guard code.utf8.count == 3 else { return nil }
        if zeroDecimal.contains(code) { return 0 }
        if threeDecimal.contains(code) { return 3 }
        if fourDecimal.contains(code) { return 4 }
        if twoDecimal.contains(code) { return 2 }
        return nil
    }

    /// `amount` in `currency`, formatted for `language`'s locale with exactly the currency's minor units (`$ 52.000,00`
    /// in Spanish); `nil` for a currency ``minorUnits(for:)`` does not know. The card form's pay button and the
    /// status screen both show amounts this way.
    static func formatted(_ amount: Decimal, currency: String, in language: YunoLanguage) -> String? {
        guard let digits = minorUnits(for: currency) else { return nil }
        let locale = YunoLocalizer(language: language).locale
        return amount.formatted(.currency(code: currency).locale(locale).precision(.fractionLength(digits)))
    }

    /// Every code `minorUnits(for:)` knows, for enumeration in tests and pickers.
    static var allCodes: Set<String> {
        zeroDecimal.union(threeDecimal).union(fourDecimal).union(twoDecimal)
    }

    /// Currencies without minor units.
    static let zeroDecimal: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF",
        "XOF", "XPF",
    ]

    /// Currencies with three minor-unit digits.
    static let threeDecimal: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]

    /// Currencies with four minor-unit digits.
    static let fourDecimal: Set<String> = ["CLF", "UYW"]

    /// Currencies with two minor-unit digits (every other active code).
    static let twoDecimal: Set<String> = [
        "AED", "AFN", "ALL", "AMD", "AOA", "ARS", "AUD", "AWG", "AZN",
        "BAM", "BBD", "BDT", "BMD", "BND", "BOB", "BOV", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD",
        "CAD", "CDF", "CHE", "CHF", "CHW", "CNY", "COP", "COU", "CRC", "CUP", "CVE", "CZK",
        "DKK", "DOP", "DZD",
        "EGP", "ERN", "ETB", "EUR",
        "FJD", "FKP",
        "GBP", "GEL", "GHS", "GIP", "GMD", "GTQ", "GYD",
        "HKD", "HNL", "HTG", "HUF",
        "IDR", "ILS", "INR", "IRR",
        "JMD",
        "KES", "KGS", "KHR", "KPW", "KYD", "KZT",
        "LAK", "LBP", "LKR", "LRD", "LSL",
        "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MXV", "MYR", "MZN",
        "NAD", "NGN", "NIO", "NOK", "NPR", "NZD",
        "PAB", "PEN", "PGK", "PHP", "PKR", "PLN",
        "QAR",
        "RON", "RSD", "RUB",
        "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SOS", "SRD", "SSP", "STN", "SVC", "SYP", "SZL",
        "THB", "TJS", "TMT", "TOP", "TRY", "TTD", "TWD", "TZS",
        "UAH", "USD", "USN", "UYU", "UZS",
        "VED", "VES",
        "WST",
        "XAD", "XCD", "XCG",
        "YER",
        "ZAR", "ZMW", "ZWG",
    ]
}
