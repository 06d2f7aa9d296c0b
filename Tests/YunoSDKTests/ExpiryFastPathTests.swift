import Testing

@testable import YunoSDK
@testable import YunoSandbox

/// The card form's expiry read as bytes (`CardValidation.expiryParts`, for digits and slashes) against the reading of
/// any text (`expiryPartsOfAnyText`): the same parts, or the same error, for every input the byte path takes.
@Suite("Expiry parts: the byte path agrees with the text path")
struct ExpiryFastPathTests {
    private func parts(_ read: (String) throws(CardFieldError) -> CardValidation.ExpiryParts, _ input: String)
        -> String
    {
        do {
            let parts = try read(input)
            return "\(parts.month) \(parts.year) \(parts.twoDigitYear)"
        } catch {
            return "\(error)"
        }
    }

    @Test("Every string of 0, 1, 2, 9 and / up to 7 characters")
    func everyShortInput() {
        let alphabet: [Character] = ["0", "1", "2", "9", "/"]
        var inputs = [""]
        var mismatches: [String] = []
        for _ in 1...7 {
            inputs = inputs.flatMap { prefix in alphabet.map { prefix + String($0) } }
            for input in inputs
            where parts(CardValidation.expiryParts, input) != parts(CardValidation.expiryPartsOfAnyText, input) {
                mismatches.append(input)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("50,000 seeded strings of digits and slashes up to 9 characters")
    func seededInputs() {
        var random = SplitMix64(seed: 39)
        let alphabet = Array("0123456789/")
        var mismatches: [String] = []
        for _ in 0..<50_000 {
            let input = String((0..<Int(random.next() % 10)).map { _ in alphabet[Int(random.next() % 11)] })
            if parts(CardValidation.expiryParts, input) != parts(CardValidation.expiryPartsOfAnyText, input) {
                mismatches.append(input)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("Other text still takes the text path: spaces, non-ASCII digits, an empty field")
    func otherText() {
        #expect(parts(CardValidation.expiryParts, " 12 / 30 ") == "12 30 true")
        #expect(throws: CardFieldError.expiryFormat) { try CardValidation.expiryParts("１２/３０") }
        #expect(throws: CardFieldError.expiryEmpty) { try CardValidation.expiryParts("  ") }
        #expect(throws: CardFieldError.expiryEmpty) { try CardValidation.expiryParts("") }
    }
}
