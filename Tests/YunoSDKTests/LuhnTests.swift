import Testing

@testable import YunoSDK
@testable import YunoSandbox

@Suite("Luhn", .timeLimit(.minutes(3)))
struct LuhnTests {
    @Test(
        "Known valid numbers",
        arguments: [
            "79927398713", "4111111111111111", "5555555555554444", "378282246310005", "6011111111111117",
            "3566002020360505", "30569309025904", "4507990000000002", "0",
        ])
    func valid(_ digits: String) {
        #expect(Luhn.isValid(digits))
    }

    @Test(
        "Known invalid numbers and non-digits",
        arguments: [
            "79927398710", "4111111111111112", "4507990000000003", "", " ", "4111 1111 1111 1111",
            "4111-1111-1111-1111", "41111111111111a1", "\u{0664}\u{0661}", "０",
        ])
    func invalid(_ digits: String) {
        #expect(!Luhn.isValid(digits))
    }

    @Test("Read left to right, it agrees with the definition read right to left, for every length 1–19")
    func agreesWithTheDefinition() {
        var generator = SplitMix64(seed: 39)
        for length in 1...19 {
            for _ in 0..<500 {
                let digits = String((0..<length).map { _ in "0123456789".randomElement(using: &generator)! })
                var sum = 0
                for (offset, character) in digits.reversed().enumerated() {
                    let value = character.wholeNumberValue! * (offset % 2 == 1 ? 2 : 1)
                    sum += value > 9 ? value - 9 : value
                }
                #expect(Luhn.isValid(digits) == (sum % 10 == 0), "\(digits)")
            }
        }
    }

    @Test("Works on substrings")
    func substring() {
        let text = "xx79927398713xx"
        #expect(Luhn.isValid(text.dropFirst(2).dropLast(2)))
    }
}
