import Foundation
import Testing

@testable import YunoSDK

@Suite("Expiry, security code and holder name validation", .timeLimit(.minutes(3)))
struct CardFieldValidationTests {
    // MARK: Expiry (now = 2025-06-15 UTC)

    @Test(
        "Accepted expiry formats",
        arguments: [
            ("11/28", 11, 2028), ("11 / 28", 11, 2028), ("1128", 11, 2028), ("11/2028", 11, 2028),
            ("112028", 11, 2028), (" 11/28 ", 11, 2028), ("1/28", 1, 2028), ("06/25", 6, 2025),
            ("12/44", 12, 2044), ("01/2044", 1, 2044),
        ])
    func expiryAccepted(input: String, month: Int, year: Int) throws {
        let result = try CardValidation.validateExpiry(input, now: TestSupport.now, calendar: TestSupport.utc)
        #expect(result.month == month)
        #expect(result.year == year)
    }

    @Test(
        "Rejected expiry dates",
        arguments: [
            ("", CardFieldError.expiryEmpty), ("  ", .expiryEmpty), ("11-28", .expiryFormat), ("11/2", .expiryFormat),
            ("11/028", .expiryFormat), ("112", .expiryFormat), ("ab/cd", .expiryFormat), ("11/28/30", .expiryFormat),
            ("/28", .expiryFormat), ("111/28", .expiryFormat), ("１１/２８", .expiryFormat),
            ("13/28", .expiryMonthOutOfRange), ("00/28", .expiryMonthOutOfRange), ("1328", .expiryMonthOutOfRange),
            ("05/25", .expiryInPast), ("12/24", .expiryInPast), ("11/2020", .expiryInPast),
            ("01/45", .expiryTooFarAhead), ("12/2045", .expiryTooFarAhead), ("01/2100", .expiryTooFarAhead),
        ])
    func expiryRejected(input: String, expected: CardFieldError) {
        #expect(throws: expected) {
            try CardValidation.validateExpiry(input, now: TestSupport.now, calendar: TestSupport.utc)
        }
    }

    @Test("A card is valid through the last instant of its expiry month")
    func expiryEndOfMonth() throws {
        let lastSecond = TestSupport.date(2025, 6, 30, hour: 23, minute: 59, second: 59)
        let nextMonth = TestSupport.date(2025, 7, 1)
        #expect(try CardValidation.validateExpiry("06/25", now: lastSecond, calendar: TestSupport.utc) == (6, 2025))
        #expect(throws: CardFieldError.expiryInPast) {
            try CardValidation.validateExpiry("06/25", now: nextMonth, calendar: TestSupport.utc)
        }
        var saoPaulo = Calendar(identifier: .gregorian)
        saoPaulo.timeZone = TimeZone(secondsFromGMT: -3 * 3600)!
        #expect(try CardValidation.validateExpiry("06/25", now: nextMonth, calendar: saoPaulo) == (6, 2025))
    }

    @Test("Two-digit years pivot around the current year")
    func centuryPivot() throws {
        let late = TestSupport.date(2095, 3, 1)
        #expect(try CardValidation.validateExpiry("04/05", now: late, calendar: TestSupport.utc) == (4, 2105))
        #expect(throws: CardFieldError.expiryInPast) {
            try CardValidation.validateExpiry("04/94", now: late, calendar: TestSupport.utc)
        }
    }

    // MARK: Security code

    @Test(
        "Accepted security codes",
        arguments: [
            ("123", CardBrand?.some(.visa)), ("1234", .amex), (" 123 ", .mastercard), ("123", nil), ("1234", nil),
        ])
    func securityCodeAccepted(input: String, brand: CardBrand?) throws {
        #expect(
            try CardValidation.validateSecurityCode(input, brand: brand) == input.trimmingCharacters(in: .whitespaces))
    }

    @Test(
        "Rejected security codes",
        arguments: [
            ("", CardBrand?.some(.visa), CardFieldError.securityCodeEmpty), (" ", .visa, .securityCodeEmpty),
            ("12a", .visa, .securityCodeInvalidCharacters), ("1 23", .visa, .securityCodeInvalidCharacters),
            ("123", .amex, .securityCodeLength(expected: 4)), ("1234", .visa, .securityCodeLength(expected: 3)),
            ("12", .mastercard, .securityCodeLength(expected: 3)), ("12", nil, .securityCodeLength(expected: 3)),
            ("12345", nil, .securityCodeLength(expected: 4)),
        ])
    func securityCodeRejected(input: String, brand: CardBrand?, expected: CardFieldError) {
        #expect(throws: expected) { try CardValidation.validateSecurityCode(input, brand: brand) }
    }

    // MARK: Holder name

    @Test(
        "Accepted holder names",
        arguments: [
            ("John Doe", "John Doe"), ("  John Doe \n", "John Doe"), ("José María O'Neil-Pérez Jr.", nil),
            ("Zoë Ångström", nil), ("Nguyễn Văn A", nil), ("李小龙", nil), ("D’Angelo, Ana", nil),
            ("John Doe 3rd", nil), ("Ana\u{00A0}Lima", nil), (String(repeating: "a", count: 255), nil),
        ])
    func holderNameAccepted(input: String, expected: String?) throws {
        #expect(try CardValidation.validateHolderName(input) == (expected ?? input))
    }

    @Test(
        "Rejected holder names",
        arguments: [
            ("", CardFieldError.holderNameEmpty), ("   \n", .holderNameEmpty), ("12345", .holderNameDigitsOnly),
            ("1234 5678", .holderNameDigitsOnly), ("12-34", .holderNameDigitsOnly),
            (String(repeating: "a", count: 256), .holderNameTooLong), ("John\u{0}Doe", .holderNameInvalidCharacters),
            ("John\nDoe", .holderNameInvalidCharacters), ("John\u{7F}Doe", .holderNameInvalidCharacters),
            ("John\tDoe", .holderNameInvalidCharacters), ("<script>", .holderNameInvalidCharacters),
            ("John 😀", .holderNameInvalidCharacters), ("--", .holderNameInvalidCharacters),
        ])
    func holderNameRejected(input: String, expected: CardFieldError) {
        #expect(throws: expected) { try CardValidation.validateHolderName(input) }
    }

    @Test("Every error knows its field and has an input-free description", arguments: allErrors)
    func errorMetadata(error: CardFieldError) {
        #expect(!error.description.isEmpty)
        #expect(error.description == "\(error)")
    }

    static let allErrors: [CardFieldError] = [
        .numberEmpty, .numberInvalidCharacters, .numberTooShort, .numberTooLong, .numberChecksum, .numberUnknownBrand,
        .expiryEmpty, .expiryFormat, .expiryMonthOutOfRange, .expiryInPast, .expiryTooFarAhead, .securityCodeEmpty,
        .securityCodeInvalidCharacters, .securityCodeLength(expected: 4), .holderNameEmpty, .holderNameTooLong,
        .holderNameDigitsOnly, .holderNameInvalidCharacters,
    ]
}
