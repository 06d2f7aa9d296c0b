import Foundation
import Testing

@testable import YunoSDK

@Suite("Checkout polish: method names, the pay button's amount, per-brand security codes", .timeLimit(.minutes(3)))
struct CheckoutPolishTests {
    @Test("Payment-method names are localized or brand names, never the raw type", arguments: YunoLanguage.allCases)
    func methodNames(language: YunoLanguage) {
        let text = YunoLocalizer(language: language)
        for type in PaymentMethodCatalog.known.keys {
            let name = text.paymentMethodName(for: type)
            #expect(name != type || type.count <= 4 && type == type.uppercased() && name == type)
            #expect(!name.contains("_"), "\(language.rawValue) \(type) → \(name)")
        }
        #expect(text.paymentMethodName(for: "APPLE_PAY") == "Apple Pay")
        #expect(text.paymentMethodName(for: "NU_PAY") == "NuPay")
        #expect(text.paymentMethodName(for: "CARD") == text.string(.methodCard))
        #expect(text.paymentMethodName(for: "CASH_ON_DELIVERY") == "Cash On Delivery")
    }

    @Test("CARD is translated in every language but English")
    func cardIsTranslated() {
        let english = YunoLocalizer(language: .en).paymentMethodName(for: "CARD")
        #expect(english == "Card")
        for language in YunoLanguage.allCases where language != .en {
            #expect(YunoLocalizer(language: language).paymentMethodName(for: "card") != english, "\(language)")
        }
    }

    @Test("The pay button shows the amount once the front end sets it, in the form's language")
    @MainActor
    func payButtonAmount() {
        let form = CardForm(configuration: .init(language: .es))
        #expect(form.submitTitle == "Pagar")
        form.amount = 52_000
        form.currency = "COP"
        #expect(form.submitTitle.hasPrefix("Pagar "))
        #expect(form.submitTitle.contains("52.000"))
        let step = CardForm(configuration: .init(formType: .stepByStep, language: .en))
        step.amount = 150
        step.currency = "BRL"
        #expect(step.submitTitle == "Next", "before the last step the button moves on")
        form.currency = "XXX_NOT_A_CURRENCY"
        #expect(form.submitTitle == "Pagar", "an unknown currency shows a plain Pay")
    }

    @Test(
        "Security codes follow the brand: 4 digits for American Express, 3 for Diners Club, JCB and the others",
        arguments: [
            ("378282246310005", 4), ("36000000000008", 3), ("30569309025904", 3), ("3530111333300000", 3),
            ("4507990000000002", 3), ("5252440000000002", 3), ("6011111111111117", 3),
        ])
    func securityCodeLengths(number: String, digits: Int) throws {
        let (_, brand) = try CardValidation.validateNumber(number)
        #expect(brand.securityCodeLength == digits)
        let good = String("1234".prefix(digits))
        let bad = digits == 4 ? "123" : "1234"
        #expect(throws: Never.self) { try CardValidation.validateSecurityCode(good, brand: brand) }
        #expect(throws: CardFieldError.securityCodeLength(expected: digits)) {
            try CardValidation.validateSecurityCode(bad, brand: brand)
        }
    }

    @Test("A short --card number is reported as the card form's own field error, in the chosen language")
    func shortCardIsAFieldError() {
        #expect(throws: CardFieldError.numberTooShort) { try CardValidation.validateNumber("1234") }
        let message = YunoLocalizer(language: .es).message(for: .numberTooShort)
        #expect(!message.isEmpty && message != YunoLocalizer(language: .en).message(for: .numberTooShort))
    }
}
