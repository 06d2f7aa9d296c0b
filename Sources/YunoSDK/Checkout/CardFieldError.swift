/// The precise reason one card-form field is invalid.
///
/// A plain value type, usable from any isolation domain. Its ``description`` is a fixed English sentence for logs
/// and diagnostics that never contains the shopper's input (SPEC §8); user-facing text is produced separately, by
/// localization keyed on the case.
public enum CardFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The card number is empty (or only separators).
    case numberEmpty
    /// The card number contains characters other than digits, spaces, dashes and dots.
    case numberInvalidCharacters
    /// The card number has fewer digits than its brand issues (or fewer than 12 when the brand is unknown).
    case numberTooShort
    /// The card number has more digits than its brand issues (or more than 19 when the brand is unknown).
    case numberTooLong
    /// The card number fails the Luhn checksum.
    case numberChecksum
    /// The card number is well formed but its prefix belongs to no known brand.
    ///
    /// No longer produced by the card form, ``CardDetails`` validation or headless cards: they accept a Luhn-valid
    /// number of 12–19 digits outside the known ranges (local brands such as Cabal or Naranja) and let the backend
    /// decide. Only ``CardValidation/validateNumber(_:)``, which requires a known brand, still throws it. The case
    /// stays so that client code switching over this enum keeps compiling.
    case numberUnknownBrand
    /// The expiry date is empty.
    case expiryEmpty
    /// The expiry date is not in an accepted format (`MM/YY`, `MM / YY`, `MMYY`, `MM/YYYY`).
    case expiryFormat
    /// The expiry month is not between 1 and 12.
    case expiryMonthOutOfRange
    /// The expiry year is neither two digits nor four (a headless integration passed a negative year, or one such as
    /// 128 or 12028).
    case expiryYearOutOfRange
    /// The card expired before the current month.
    case expiryInPast
    /// The expiry year is more than 19 years ahead.
    case expiryTooFarAhead
    /// The security code is empty.
    case securityCodeEmpty
    /// The security code contains characters other than digits.
    case securityCodeInvalidCharacters
    /// The security code does not have the brand's length; `expected` is the required number of digits.
    case securityCodeLength(expected: Int)
    /// The cardholder name is empty.
    case holderNameEmpty
    /// The cardholder name is longer than 255 characters.
    case holderNameTooLong
    /// The cardholder name contains digits but no letters.
    case holderNameDigitsOnly
    /// The cardholder name contains a control character or another character not allowed in a name.
    case holderNameInvalidCharacters

    /// The form field this error belongs to.
    public var field: CardField {
        switch self {
        case .numberEmpty, .numberInvalidCharacters, .numberTooShort, .numberTooLong, .numberChecksum,
            .numberUnknownBrand:
            .number
        case .expiryEmpty, .expiryFormat, .expiryMonthOutOfRange, .expiryYearOutOfRange, .expiryInPast,
            .expiryTooFarAhead:
            .expiry
        case .securityCodeEmpty, .securityCodeInvalidCharacters, .securityCodeLength:
            .securityCode
        case .holderNameEmpty, .holderNameTooLong, .holderNameDigitsOnly, .holderNameInvalidCharacters:
            .holderName
        }
    }

    /// A fixed English explanation for logs; it never includes the input value.
    public var description: String {
        switch self {
        case .numberEmpty: "The card number is empty."
        case .numberInvalidCharacters: "The card number contains characters that are not digits."
        case .numberTooShort: "The card number is too short for its brand."
        case .numberTooLong: "The card number is too long for its brand."
        case .numberChecksum: "The card number fails the Luhn checksum."
        case .numberUnknownBrand: "The card number belongs to no supported brand."
        case .expiryEmpty: "The expiry date is empty."
        case .expiryFormat: "The expiry date is not in the MM/YY format."
        case .expiryMonthOutOfRange: "The expiry month is not between 1 and 12."
        case .expiryYearOutOfRange: "The expiry year is not a two- or four-digit year."
        case .expiryInPast: "The card has expired."
        case .expiryTooFarAhead: "The expiry date is more than 19 years ahead."
        case .securityCodeEmpty: "The security code is empty."
        case .securityCodeInvalidCharacters: "The security code contains characters that are not digits."
        case .securityCodeLength(let expected): "The security code must have \(expected) digits."
        case .holderNameEmpty: "The cardholder name is empty."
        case .holderNameTooLong: "The cardholder name is longer than 255 characters."
        case .holderNameDigitsOnly: "The cardholder name contains only digits."
        case .holderNameInvalidCharacters: "The cardholder name contains characters not allowed in a name."
        }
    }

    /// The shopper-facing message for this error in `language` (see ``YunoLocalizer/message(for:)``); it never
    /// includes the input value. Nonisolated; never fails.
    public func message(in language: YunoLanguage) -> String {
        YunoLocalizer(language: language).message(for: self)
    }
}
