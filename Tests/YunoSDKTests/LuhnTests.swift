import Testing

@testable import YunoSDK

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

    @Test("Works on substrings")
    func substring() {
        let text = "xx79927398713xx"
        #expect(Luhn.isValid(text.dropFirst(2).dropLast(2)))
    }
}
