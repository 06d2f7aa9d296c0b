import Testing

@testable import YunoSDK

@Suite("Card number validation", .timeLimit(.minutes(3)))
struct CardNumberValidationTests {
    @Test(
        "Yuno test cards are valid",
        arguments: [
            ("4507990000000002", CardBrand.visa), ("5252440000000002", .mastercard), ("370000000000002", .amex),
            ("4024007189449340", .visa), ("4556557955726624", .visa),
        ])
    func yunoTestCards(number: String, brand: CardBrand) throws {
        let result = try CardValidation.validateNumber(number)
        #expect(result.digits == number)
        #expect(result.brand == brand)
    }

    @Test(
        "Pasted separators are accepted",
        arguments: [
            "4507 9900-0000 0002", "4507-9900-0000-0002", "4507.9900.0000.0002",
            "4507\u{00A0}9900\u{00A0}0000\u{00A0}0002",
            " 4507990000000002\n", "4507\u{202F}9900\u{2013}0000\u{2010}0002",
        ])
    func separators(input: String) throws {
        #expect(try CardValidation.validateNumber(input).digits == "4507990000000002")
    }

    @Test(
        "Rejections carry the precise reason",
        arguments: [
            ("", CardFieldError.numberEmpty), ("   ", .numberEmpty), (" - ", .numberEmpty),
            ("4507 99OO 0000 0002", .numberInvalidCharacters), ("abcd", .numberInvalidCharacters),
            ("4507/9900/0000/0002", .numberInvalidCharacters), ("\u{0664}507990000000002", .numberInvalidCharacters),
            ("4507990000000002000000000", .numberTooLong), ("9507990000000002000000000", .numberTooLong),
            ("45079900000000020", .numberTooShort), ("450799", .numberTooShort), ("45079900000002", .numberTooShort),
            ("52524400000000002", .numberTooLong), ("3700000000000002", .numberTooLong),
            ("4507990000000003", .numberChecksum), ("5252440000000003", .numberChecksum),
            ("99999", .numberTooShort), ("9999999999999999998", .numberUnknownBrand),
            ("9000000000000001", .numberUnknownBrand), ("9000000000000009", .numberChecksum),
            ("10000000000000000000", .numberTooLong),
        ])
    func rejected(input: String, expected: CardFieldError) {
        #expect(throws: expected) { try CardValidation.validateNumber(input) }
    }

    @Test("UnionPay numbers are not Luhn-checked")
    func unionPayWithoutLuhn() throws {
        #expect(!Luhn.isValid("6200000000000001"))
        #expect(try CardValidation.validateNumber("6200000000000001").brand == .unionPay)
        #expect(try CardValidation.validateNumber("8100000000000000001").brand == .unionPay)
    }

    @Test("Normalized digits")
    func normalized() {
        #expect(CardValidation.normalizedDigits("4507 9900-0000.0002") == "4507990000000002")
        #expect(CardValidation.normalizedDigits("") == "")
        #expect(CardValidation.normalizedDigits(" \u{00A0}-. ") == "")
        #expect(CardValidation.normalizedDigits("4507x") == nil)
        #expect(CardValidation.normalizedDigits("4507+9900") == nil)
        #expect(CardValidation.normalizedDigits("４５０７") == nil)
    }

    @Test("Error descriptions never contain the input")
    func descriptionsHideInput() {
        let inputs = ["4507990000000003", "4507990000000002000000000", "450799000000000a", "45079900000002"]
        for input in inputs {
            do {
                _ = try CardValidation.validateNumber(input)
                Issue.record("expected a failure")
            } catch {
                #expect(!error.description.contains(input))
                #expect(!error.description.contains("450799"))
                #expect(!String(reflecting: error).contains("450799"))
                #expect(error.field == .number)
            }
        }
    }
}
