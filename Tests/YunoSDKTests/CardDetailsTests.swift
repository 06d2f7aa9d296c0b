import Foundation
import Testing

@testable import YunoSDK

@Suite("Card details", .timeLimit(.minutes(3)))
struct CardDetailsTests {
    static func visa(holderName: String? = "John Doe") throws -> CardDetails {
        try CardDetails.validated(
            number: "4507 9900 0000 0002",
            expiry: "11/28",
            securityCode: "123",
            holderName: holderName,
            now: TestSupport.now,
            calendar: TestSupport.utc
        )
    }

    @Test("Validated card exposes only brand, BIN, last four and masked number")
    func validated() throws {
        let card = try Self.visa()
        #expect(card.brand == .visa)
        #expect(card.bin == "450799")
        #expect(card.lastFour == "0002")
        #expect(card.maskedNumber == "450799••••0002")
        #expect(card.number == "4507990000000002")
        #expect(card.expirationMonth == 11)
        #expect(card.expirationYear == 2028)
        #expect(card.expirationYearTwoDigits == 28)
        #expect(card.securityCode == "123")
        #expect(card.holderName == "John Doe")
    }

    @Test("Amex with a four-digit code")
    func amex() throws {
        let card = try CardDetails.validated(
            number: "3700 000000 00002", expiry: "11/2028", securityCode: "1234", holderName: nil,
            now: TestSupport.now, calendar: TestSupport.utc)
        #expect(card.brand == .amex)
        #expect(card.maskedNumber == "370000••••0002")
        #expect(card.holderName == nil)
    }

    @Test("Every invalid field is reported at once")
    func allErrors() {
        #expect(
            throws: CardFormError(fieldErrors: [
                .number: .numberChecksum, .expiry: .expiryMonthOutOfRange,
                .securityCode: .securityCodeLength(expected: 4), .holderName: .holderNameDigitsOnly,
            ])
        ) {
            try CardDetails.validated(
                number: "370000000000003", expiry: "13/28", securityCode: "123", holderName: "1234",
                now: TestSupport.now, calendar: TestSupport.utc)
        }
    }

    @Test("No secret appears in description, debugDescription, reflection or dump")
    func redaction() throws {
        let card = try Self.visa()
        let renderings = [
            card.description, card.debugDescription, String(describing: card), String(reflecting: card), "\(card)",
            TestSupport.dumped(card), TestSupport.dumped([card]), String(reflecting: Optional(card)),
            Mirror(reflecting: card).children.map { "\($0.label ?? ""): \($0.value)" }.joined(),
        ]
        let secrets = ["4507990000000002", "99000000", "123", "11/28", "2028", "John", "Doe"]
        for rendering in renderings {
            #expect(rendering.contains("450799••••0002"))
            for secret in secrets {
                #expect(!rendering.contains(secret), "leaked \(secret) in \(rendering)")
            }
        }
        #expect(Mirror(reflecting: card).children.map(\.label) == ["brand", "maskedNumber"])
    }

    @Test("The security code can be discarded after tokenization")
    func discardSecurityCode() throws {
        var card = try Self.visa()
        let copy = card.withoutSecurityCode()
        #expect(copy.securityCode == nil)
        #expect(card.securityCode == "123")
        card.discardSecurityCode()
        #expect(card.securityCode == nil)
        #expect(card == copy)
        #expect(card.maskedNumber == "450799••••0002")
    }

    @Test("Form error description names fields and reasons only")
    func formErrorDescription() {
        do {
            _ = try CardDetails.validated(
                number: "4507990000000003", expiry: "05/25", securityCode: "12", holderName: "",
                now: TestSupport.now, calendar: TestSupport.utc)
            Issue.record("expected a failure")
        } catch {
            #expect(error.invalidFields == [.number, .expiry, .securityCode, .holderName])
            #expect(error.description.hasPrefix("Invalid card form: number:"))
            for secret in ["4507990000000003", "450799", "05/25", "12 "] {
                #expect(!error.description.contains(secret))
                #expect(!TestSupport.dumped(error).contains(secret))
            }
        }
    }
}
