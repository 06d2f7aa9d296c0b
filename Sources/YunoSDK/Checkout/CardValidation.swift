import Foundation

/// Stateless validation of the individual card fields (SPEC §7).
///
/// Every function is pure and nonisolated (callable from any isolation domain); failures are reported as a typed
/// ``CardFieldError`` whose description never contains the input.
public enum CardValidation {
    /// The shortest card number any brand issues (Maestro), also the lower bound for unknown brands.
    static let minimumNumberLength = 12
    /// The longest card number any brand issues, also the upper bound for unknown brands.
    static let maximumNumberLength = 19
    /// The longest accepted cardholder name, in characters.
    static let maximumHolderNameLength = 255
    /// How many years ahead an expiry year may be.
    static let maximumYearsAhead = 19

    /// Removes the separators a shopper may type or paste in a card number and returns the digits.
    ///
    /// Strips whitespace (including non-breaking and narrow spaces, tabs and newlines), dashes and hyphens
    /// (`-`, U+2010–U+2014) and dots.
    ///
    /// - Returns: The ASCII digits in order (`""` for empty or separator-only input), or `nil` when any other
    ///   character remains (letters, other symbols, non-ASCII digits). Never throws. Nonisolated.
    public static func normalizedDigits(_ input: String) -> String? {
        // Digits only (a typed or pasted number without separators, and what the card form keeps): the input
        // itself, with no copy. The form asks for this at every change and every check.
        if input.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return input }
        var digits = String.UnicodeScalarView()
        for scalar in input.unicodeScalars {
            if scalar >= "0", scalar <= "9" {
                digits.append(scalar)
            } else if !isNumberSeparator(scalar) {
                return nil
            }
        }
        return String(digits)
    }

    /// Validates a card number of one of the known brands (``CardBrand``) and detects its brand.
    ///
    /// Separators are removed first (see ``normalizedDigits(_:)``). Checks, in order: empty, characters, length for
    /// the detected brand (12–19 when no brand matches), Luhn (skipped for UnionPay), then the brand itself.
    ///
    /// The card form, ``CardDetails/validated(number:expiry:securityCode:holderName:now:calendar:)`` and headless
    /// cards no longer use this check: they accept local brands outside the known ranges (Cabal, Naranja, Carnet…)
    /// through ``validateNumberOfAnyBrand(_:)`` and let the backend decide. This one stays for callers that need a
    /// known brand.
    ///
    /// - Returns: The bare digits and the brand.
    /// - Throws: `numberEmpty`, `numberInvalidCharacters`, `numberTooShort` (including a length between two of the
    ///   brand's valid lengths, e.g. a 14-digit Visa), `numberTooLong`, `numberChecksum` or `numberUnknownBrand`
    ///   (a Luhn-valid 12–19 digit number with no known prefix). Nonisolated.
    public static func validateNumber(_ input: String) throws(CardFieldError) -> (digits: String, brand: CardBrand) {
        let (digits, brand) = try validateNumberOfAnyBrand(input)
        guard let brand else { throw .numberUnknownBrand }
        return (digits, brand)
    }

    /// Validates a card number of any brand, known or not, as the card form does (issue 37, local brands).
    ///
    /// Separators are removed first (see ``normalizedDigits(_:)``). Where the brand is known, its rules apply: its
    /// lengths, and Luhn unless it is UnionPay. Where no known brand matches (a local brand such as Cabal, Naranja,
    /// Carnet or Tarjeta Shopping), any Luhn-valid number of a plausible length (12–19 digits) is accepted and the
    /// backend decides whether it takes the card.
    ///
    /// - Returns: The bare digits and the brand, `nil` when no known brand matches.
    /// - Throws: `numberEmpty`, `numberInvalidCharacters`, `numberTooShort` (including a length between two of the
    ///   brand's valid lengths, e.g. a 14-digit Visa), `numberTooLong` or `numberChecksum`; never
    ///   `numberUnknownBrand`. Nonisolated.
    public static func validateNumberOfAnyBrand(
        _ input: String
    ) throws(CardFieldError) -> (digits: String, brand: CardBrand?) {
        guard let digits = normalizedDigits(input) else { throw .numberInvalidCharacters }
        guard !digits.isEmpty else { throw .numberEmpty }
        let count = digits.utf8.count
        guard let brand = CardBrand.detect(fromDigits: digits) else {
            if count < minimumNumberLength { throw .numberTooShort }
            if count > maximumNumberLength { throw .numberTooLong }
            if !Luhn.isValid(digits) { throw .numberChecksum }
            return (digits, nil)
        }
        if !brand.acceptsLength(count) {
            if count > brand.maximumLength { throw .numberTooLong }
            throw .numberTooShort
        }
        if brand.usesLuhn, !Luhn.isValid(digits) { throw .numberChecksum }
        return (digits, brand)
    }

    /// Validates a card expiry date.
    ///
    /// Accepts `MM/YY`, `MM / YY`, `M/YY`, `MMYY`, `MM/YYYY` and `MMYYYY` (surrounding whitespace ignored). A two-digit
    /// year is placed in the century that puts it closest to `now`. A card is valid through the last day of its
    /// expiry month, in `calendar`'s time zone; the year may be at most 19 years after the current one.
    ///
    /// - Parameters:
    ///   - input: The expiry as typed by the shopper.
    ///   - now: The current instant (injected so tests never read the clock).
    ///   - calendar: The calendar that defines the current month; the SDK uses Gregorian in UTC.
    /// - Returns: The month (1–12) and the four-digit year.
    /// - Throws: `expiryEmpty`, `expiryFormat`, `expiryMonthOutOfRange`, `expiryInPast` or `expiryTooFarAhead`.
    ///   Nonisolated.
    public static func validateExpiry(
        _ input: String,
        now: Date,
        calendar: Calendar
    ) throws(CardFieldError) -> (month: Int, year: Int) {
        try validateExpiry(input, current: .of(now, in: calendar))
    }

    /// ``validateExpiry(_:now:calendar:)`` against the month it is now.
    static func validateExpiry(
        _ input: String, current today: CalendarMonth
    ) throws(CardFieldError) -> (month: Int, year: Int) {
        let parts = try expiryParts(input)
        let month = parts.month
        guard (1...12).contains(month) else { throw .expiryMonthOutOfRange }

        let currentYear = today.year
        let currentMonth = today.month
        let year = parts.twoDigitYear ? fourDigitYear(twoDigit: parts.year, currentYear: currentYear) : parts.year
        if year < currentYear || (year == currentYear && month < currentMonth) { throw .expiryInPast }
        if year - currentYear > maximumYearsAhead { throw .expiryTooFarAhead }
        return (month, year)
    }

    /// The month and year an expiry names, before range checks; `twoDigitYear` when the year was typed as two digits.
    typealias ExpiryParts = (month: Int, year: Int, twoDigitYear: Bool)

    /// The month and year of an expiry in any accepted form (whitespace of every kind trimmed), before range checks.
    static func expiryParts(_ input: String) throws(CardFieldError) -> ExpiryParts {
        // Digits and slashes only (what the card form's expiry field holds): the same rules read on the bytes, with
        // no trimming, character counting or grapheme breaking, ≈ 2 µs of a card form's submit on the main actor
        // (`perf`). `ExpiryFastPathTests` holds it to `expiryPartsOfAnyText` on every such input up to 7 bytes.
        let utf8 = input.utf8
        guard !utf8.isEmpty, utf8.allSatisfy({ isASCIIDigit($0) || $0 == UInt8(ascii: "/") }) else {
            return try expiryPartsOfAnyText(input)
        }
        if let slash = utf8.firstIndex(of: UInt8(ascii: "/")) {
            return try expiryParts(month: utf8[..<slash], year: utf8[utf8.index(after: slash)...])
        }
        guard utf8.count == 4 || utf8.count == 6 else { throw .expiryFormat }
        return try expiryParts(month: utf8.prefix(2), year: utf8.dropFirst(2))
    }

    /// ``expiryParts(_:)`` for any text: whitespace of every kind trimmed, around the slash too.
    static func expiryPartsOfAnyText(_ input: String) throws(CardFieldError) -> ExpiryParts {
        let trimmed = input.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .expiryEmpty }
        if let slash = trimmed.firstIndex(of: "/") {
            return try expiryParts(
                month: trimmed[..<slash].trimmingWhitespace(newlines: false).utf8,
                year: trimmed[trimmed.index(after: slash)...].trimmingWhitespace(newlines: false).utf8)
        }
        guard trimmed.count == 4 || trimmed.count == 6 else { throw .expiryFormat }
        return try expiryParts(month: trimmed.prefix(2).utf8, year: trimmed.dropFirst(2).utf8)
    }

    /// The parts of a month of 1–2 and a year of 2 or 4 ASCII digits. Counted in bytes: a text with other characters
    /// fails on its digits whatever its length in characters.
    private static func expiryParts(
        month: Substring.UTF8View, year: Substring.UTF8View
    ) throws(CardFieldError) -> ExpiryParts {
        guard (1...2).contains(month.count), year.count == 2 || year.count == 4,
            let monthValue = asciiDigits(month), let yearValue = asciiDigits(year)
        else { throw .expiryFormat }
        return (monthValue, yearValue, year.count == 2)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The value of 1–4 ASCII digits; `nil` for anything else.
    private static func asciiDigits(_ bytes: Substring.UTF8View) -> Int? {
        guard (1...4).contains(bytes.count) else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Validates a security code (CVC/CVV/CID) for a brand.
    ///
    /// - Parameters:
    ///   - input: The security code as typed by the shopper.
    ///   - brand: The card's brand; when `nil` (a number not yet recognized, or a local brand outside the known
    ///     ranges) both 3 and 4 digits are accepted.
    /// - Returns: The digits, with surrounding whitespace removed.
    /// - Throws: `securityCodeEmpty`, `securityCodeInvalidCharacters`, or `securityCodeLength(expected:)` carrying
    ///   the brand's length (without a brand: 3 when shorter, 4 when longer). Nonisolated.
    public static func validateSecurityCode(_ input: String, brand: CardBrand?) throws(CardFieldError) -> String {
        let code = String(input.trimmingWhitespace())
        guard !code.isEmpty else { throw .securityCodeEmpty }
        guard code.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw .securityCodeInvalidCharacters
        }
        let count = code.utf8.count
        if let brand {
            guard count == brand.securityCodeLength else {
                throw .securityCodeLength(expected: brand.securityCodeLength)
            }
        } else if count < 3 {
            throw .securityCodeLength(expected: 3)
        } else if count > 4 {
            throw .securityCodeLength(expected: 4)
        }
        return code
    }

    /// Validates a cardholder name.
    ///
    /// Allowed: letters of any script, combining accents, digits (but not digits alone), spaces, apostrophes
    /// (`'` `’`), hyphens, dots and commas.
    ///
    /// - Returns: The name with surrounding whitespace removed.
    /// - Throws: `holderNameEmpty`, `holderNameTooLong` (over 255 characters), `holderNameInvalidCharacters`
    ///   (control characters, symbols, emoji, or punctuation only), or `holderNameDigitsOnly` (digits and no
    ///   letters). Nonisolated.
    public static func validateHolderName(_ input: String) throws(CardFieldError) -> String {
        let name = String(input.trimmingWhitespace())
        guard !name.isEmpty else { throw .holderNameEmpty }
        guard name.count <= maximumHolderNameLength else { throw .holderNameTooLong }
        var hasLetter = false
        var hasDigit = false
        for scalar in name.unicodeScalars {
            // ASCII letters and spaces, the common case, without a Unicode property lookup.
            if scalar.isASCII {
                let value = scalar.value
                if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
                    hasLetter = true
                    continue
                }
                if value == 0x20 { continue }
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                hasLetter = true
            case .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator:
                break
            case .decimalNumber:
                hasDigit = true
            default:
                guard holderNamePunctuation.contains(scalar) else { throw .holderNameInvalidCharacters }
            }
        }
        guard hasLetter else { throw hasDigit ? .holderNameDigitsOnly : .holderNameInvalidCharacters }
        return name
    }

    /// Formats a validated number for display as BIN + masked middle + last four (`450799••••0002`).
    static func masked(digits: String) -> String {
        "\(digits.prefix(6))••••\(digits.suffix(4))"
    }

    /// Punctuation allowed in a cardholder name besides letters, marks, digits and spaces.
    private static let holderNamePunctuation: Set<Unicode.Scalar> = [
        "'", "\u{2019}", "\u{02BC}", "-", "\u{2010}", "\u{2011}", ".", ",",
    ]

    /// Whether `scalar` is a separator a shopper may type in a card number.
    private static func isNumberSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", ".", "\u{2010}"..."\u{2014}": true
        default: scalar.properties.isWhitespace
        }
    }

    /// The four-digit year closest to `currentYear` whose last two digits are `twoDigit`.
    private static func fourDigitYear(twoDigit: Int, currentYear: Int) -> Int {
        let candidate = currentYear - currentYear % 100 + twoDigit
        if candidate < currentYear - 50 { return candidate + 100 }
        if candidate > currentYear + 50 { return candidate - 100 }
        return candidate
    }
}
