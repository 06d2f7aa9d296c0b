import Foundation
import Testing

@testable import YunoSDK

@Suite("Card form", .timeLimit(.minutes(3)))
@MainActor
struct CardFormTests {
    static func makeForm(_ configuration: CardForm.Configuration = .init()) -> CardForm {
        CardForm(configuration: configuration, now: { TestSupport.now }, calendar: TestSupport.utc)
    }

    static func fill(_ form: CardForm) {
        form.number = "4507 9900 0000 0002"
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
    }

    @Test("A complete form submits a card")
    func submitSuccess() throws {
        let form = Self.makeForm()
        Self.fill(form)
        #expect(form.isValid)
        for field in CardForm.Field.allCases {
            #expect(form.error(for: field) == nil)
        }
        let card = try form.submit().get()
        #expect(card.brand == .visa)
        #expect(card.maskedNumber == "450799••••0002")
        #expect(card.holderName == "John Doe")
        #expect(card.expirationYear == 2028)
    }

    @Test("An empty form reports every visible field")
    func submitFailure() {
        let form = Self.makeForm()
        #expect(!form.isValid)
        #expect(form.error(for: .number) == .numberEmpty)
        #expect(form.error(for: .expiry) == .expiryEmpty)
        #expect(form.error(for: .securityCode) == .securityCodeEmpty)
        #expect(form.error(for: .holderName) == .holderNameEmpty)
        guard case .failure(let error) = form.submit() else {
            Issue.record("expected a failure")
            return
        }
        #expect(
            error.fieldErrors == [
                .number: .numberEmpty, .expiry: .expiryEmpty, .securityCode: .securityCodeEmpty,
                .holderName: .holderNameEmpty,
            ])
    }

    @Test("A hidden holder name is neither shown nor required")
    func hiddenHolderName() throws {
        let form = Self.makeForm(.init(hidesCardholderName: true))
        #expect(form.visibleFields == [.number, .expiry, .securityCode])
        Self.fill(form)
        form.holderName = ""
        #expect(form.error(for: .holderName) == nil)
        #expect(form.isValid)
        let card = try form.submit().get()
        #expect(card.holderName == nil)
        #expect(Self.makeForm().visibleFields == CardForm.Field.allCases)
    }

    @Test("Brand is detected live and the masked number appears once valid")
    func liveBrand() {
        let form = Self.makeForm()
        #expect(form.detectedBrand == nil)
        form.number = "4"
        #expect(form.detectedBrand == .visa)
        #expect(form.maskedNumber == nil)
        #expect(form.error(for: .number) == .numberTooShort)
        form.number = "3700 000000 0000"
        #expect(form.detectedBrand == .amex)
        #expect(form.maskedNumber == nil)
        form.number = "3700 000000 00002"
        #expect(form.maskedNumber == "370000••••0002")
        form.securityCode = "123"
        #expect(form.error(for: .securityCode) == .securityCodeLength(expected: 4))
        form.securityCode = "1234"
        #expect(form.error(for: .securityCode) == nil)
        form.number = "4507 99x"
        #expect(form.detectedBrand == nil)
        #expect(form.error(for: .number) == .numberInvalidCharacters)
    }

    @Test("Expiry is judged against the injected clock")
    func injectedClock() {
        let form = CardForm(now: { TestSupport.date(2029, 1, 1) }, calendar: TestSupport.utc)
        form.expiry = "11/28"
        #expect(form.error(for: .expiry) == .expiryInPast)
        form.expiry = "01/29"
        #expect(form.error(for: .expiry) == nil)
    }

    @Test("Save card is vaulted only when offered and chosen")
    func saveCard() {
        let hidden = Self.makeForm()
        hidden.saveCard = true
        #expect(!hidden.vaultsOnSuccess)
        let shown = Self.makeForm(.init(showsSaveCard: true))
        #expect(!shown.vaultsOnSuccess)
        shown.saveCard = true
        #expect(shown.vaultsOnSuccess)
    }

    @Test("The form's description and dump never show input")
    func redaction() {
        let form = Self.makeForm()
        Self.fill(form)
        let renderings = [
            form.description, form.debugDescription, String(reflecting: form), "\(form)", TestSupport.dumped(form),
        ]
        for rendering in renderings {
            for secret in ["4507", "0002", "123", "11/28", "John"] {
                #expect(!rendering.contains(secret), "leaked \(secret) in \(rendering)")
            }
        }
    }

    @Test("The default calendar is Gregorian UTC")
    func defaultCalendar() {
        #expect(CardForm.defaultCalendar.identifier == .gregorian)
        #expect(CardForm.defaultCalendar.timeZone.secondsFromGMT(for: TestSupport.now) == 0)
    }
}
