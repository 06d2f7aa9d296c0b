import Foundation
import Testing

@testable import YunoSDK

@Suite("Card form experience: steps, formatting, error timing, submit state, bad input", .timeLimit(.minutes(3)))
@MainActor
struct CardFormExperienceTests {
    static func makeForm(
        _ formType: CardFormType = .oneStep, language: YunoLanguage = .en, hidesName: Bool = false,
        saveCard: Bool = false
    ) -> CardForm {
        CardForm(
            configuration: .init(
                hidesCardholderName: hidesName, showsSaveCard: saveCard, formType: formType, language: language),
            now: { TestSupport.now }, calendar: TestSupport.utc)
    }

    // MARK: Step-by-step

    @Test("Step by step goes number → expiry → CVC → holder, and back")
    func stepByStepNavigation() {
        let form = Self.makeForm(.stepByStep)
        #expect(form.fieldsOnScreen == [.number])
        #expect(form.stepText == "Step 1 of 4")
        #expect(!form.canGoBack)
        #expect(form.submitTitle == "Next")
        #expect(!form.goToNextStep(), "an empty number does not advance")
        #expect(form.fieldsOnScreen == [.number])
        #expect(form.message(for: .number) == "Enter the card number.")

        form.number = "4507 9900 0000 0002"
        #expect(form.goToNextStep())
        #expect(form.fieldsOnScreen == [.expiry])
        #expect(form.canGoBack)
        form.expiry = "11/28"
        #expect(form.goToNextStep())
        form.securityCode = "123"
        #expect(form.goToNextStep())
        #expect(form.fieldsOnScreen == [.holderName])
        #expect(form.isOnLastStep)
        #expect(form.submitTitle == "Pay")
        #expect(form.stepText == "Step 4 of 4")

        form.goToPreviousStep()
        #expect(form.fieldsOnScreen == [.securityCode])
        form.goToPreviousStep()
        form.goToPreviousStep()
        form.goToPreviousStep()
        #expect(form.fieldsOnScreen == [.number], "back stops at the first step")
    }

    @Test("Step by step without the holder name has three steps")
    func stepByStepHiddenName() {
        let form = Self.makeForm(.stepByStep, hidesName: true)
        #expect(form.stepCount == 3)
        form.number = "4507990000000002"
        form.expiry = "1128"
        form.securityCode = "123"
        #expect(form.goToNextStep() && form.goToNextStep())
        #expect(form.isOnLastStep)
        #expect(form.fieldsOnScreen == [.securityCode])
    }

    @Test("A failed submit in the step-by-step form jumps to the first invalid field")
    func stepByStepSubmitJumps() {
        let form = Self.makeForm(.stepByStep)
        form.number = "4507990000000002"
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
        #expect(form.goToNextStep() && form.goToNextStep() && form.goToNextStep())
        #expect(form.isOnLastStep)
        form.expiry = "01/20"  // changed behind the step's back (for example by autofill)
        guard case .failure(let error) = form.submit() else {
            Issue.record("an expired card must not submit")
            return
        }
        #expect(error.fieldErrors == [.expiry: .expiryInPast])
        #expect(form.fieldsOnScreen == [.expiry])
    }

    @Test("The one-step form shows every visible field at once")
    func oneStep() {
        let form = Self.makeForm()
        #expect(form.fieldsOnScreen == [.number, .expiry, .securityCode, .holderName])
        #expect(form.stepText == nil)
        #expect(form.isOnLastStep)
        #expect(Self.makeForm(hidesName: true).fieldsOnScreen == [.number, .expiry, .securityCode])
    }

    // MARK: Formatting

    @Test(
        "Numbers are grouped by brand as they are typed or pasted",
        arguments: [
            ("4507990000000002", "4507 9900 0000 0002"),
            ("4507-9900-0000-0002", "4507 9900 0000 0002"),
            (" 4507 9900\u{00A0}0000\t0002 ", "4507 9900 0000 0002"),
            ("370000000000002", "3700 000000 00002"),
            ("3700000", "3700 000"),
            ("37000000000", "3700 000000 0"),
            ("6011000000000000004", "6011 0000 0000 0000 004"),
            ("4507", "4507"),
            ("45079", "4507 9"),
            ("", ""),
            ("4507abc", "4507abc"),
        ])
    func numberFormatting(input: String, expected: String) {
        #expect(CardForm.formatNumber(input) == expected)
    }

    @Test(
        "The expiry gets its slash",
        arguments: [
            ("1128", "11/28"), ("112028", "11/2028"), ("112", "11/2"),
            ("11", "11"), ("11/28", "11/28"), (" 1128 ", "11/28"), ("ab", "ab"),
        ])
    func expiryFormatting(input: String, expected: String) {
        #expect(CardForm.formatExpiry(input) == expected)
    }

    @Test("The form formats its own input and detects the brand live")
    func liveBrand() {
        let form = Self.makeForm()
        form.number = "37"
        #expect(form.detectedBrand == .amex)
        #expect(form.placeholder(for: .securityCode) == "1234")
        #expect(form.brandText == "Card brand: American Express")
        form.number = "4"
        #expect(form.detectedBrand == .visa)
        #expect(form.placeholder(for: .securityCode) == "123")
        form.number = "4507990000000002"
        #expect(form.formattedNumber == "4507 9900 0000 0002")
    }

    // MARK: Error timing

    @Test("Errors appear when a field is left or the form is submitted, never while typing")
    func errorTiming() {
        let form = Self.makeForm()
        form.beginEditing(.number)
        form.number = "4507"
        #expect(form.error(for: .number) == .numberTooShort, "the model knows")
        #expect(form.visibleError(for: .number) == nil, "but the shopper is typing")
        #expect(form.visibleError(for: .expiry) == nil, "untouched fields show nothing")
        form.endEditing(.number)
        #expect(form.visibleError(for: .number) == .numberTooShort)
        #expect(form.message(for: .number) == "The card number is incomplete.")

        form.beginEditing(.number)
        #expect(form.message(for: .number) == nil, "editing again hides the error")
        form.number = "4507990000000002"
        form.endEditing(.number)
        #expect(form.message(for: .number) == nil)

        #expect(form.visibleError(for: .holderName) == nil)
        _ = form.submit()
        #expect(form.visibleError(for: .expiry) == .expiryEmpty, "submit shows every error")
        #expect(form.visibleError(for: .holderName) == .holderNameEmpty)
        form.beginEditing(.expiry)
        #expect(form.visibleError(for: .expiry) == nil, "still hidden while typing after a submit")
    }

    // MARK: Submit state and save card

    @Test("Submit is disabled until valid, busy while tokenizing, and can be re-enabled")
    func submitState() throws {
        let form = Self.makeForm()
        #expect(form.submitState == .disabled)
        CardFormTests.fill(form)
        #expect(form.submitState == .enabled)
        _ = try form.submit().get()
        #expect(form.submitState == .busy)
        #expect(form.submitTitle == "Processing…")
        form.endSubmission()
        #expect(form.submitState == .enabled)
        form.securityCode = "1"
        #expect(form.submitState == .disabled)
        #expect(throws: CardFormError.self) { try form.submit().get() }
        #expect(form.submitState == .disabled, "an invalid submit never becomes busy")
    }

    @Test("The save-card checkbox exists only when enabled, localized")
    func saveCardCheckbox() {
        #expect(Self.makeForm().saveCardText == nil)
        #expect(Self.makeForm(saveCard: true).saveCardText == "Save this card for future payments")
        #expect(
            Self.makeForm(language: .de, saveCard: true).saveCardText == "Diese Karte für künftige Zahlungen speichern")
    }

    // MARK: Bad input, localized

    nonisolated static let badInput: [(CardForm.Field, String, CardFieldError, String, String)] = [
        (
            .number, "4507 99ab 0000 0002", .numberInvalidCharacters,
            "The card number can only contain digits.", "El número de la tarjeta solo puede contener dígitos."
        ),
        (
            .number, "4507990000000002123456789", .numberTooLong,
            "The card number has too many digits.", "El número de la tarjeta tiene demasiados dígitos."
        ),
        (
            .number, "4507990000000003", .numberChecksum,
            "This card number is not valid. Check the digits.",
            "El número de la tarjeta no es válido. Revisa los dígitos."
        ),
        (.expiry, "01/25", .expiryInPast, "This card has expired.", "Esta tarjeta está vencida."),
        (
            .expiry, "13/28", .expiryMonthOutOfRange,
            "The month must be between 01 and 12.", "El mes debe estar entre 01 y 12."
        ),
        (
            .expiry, "00/28", .expiryMonthOutOfRange,
            "The month must be between 01 and 12.", "El mes debe estar entre 01 y 12."
        ),
        (
            .expiry, "11/2099", .expiryTooFarAhead,
            "The expiration date is too far in the future.", "La fecha de vencimiento es demasiado lejana."
        ),
        (
            .expiry, "1/2/3", .expiryFormat,
            "Enter the expiration date as MM/YY.", "Ingresa la fecha de vencimiento como MM/AA."
        ),
        (.holderName, "   ", .holderNameEmpty, "Enter the cardholder name.", "Ingresa el nombre del titular."),
        (
            .holderName, "12345", .holderNameDigitsOnly,
            "The name cannot contain only numbers.", "El nombre no puede contener solo números."
        ),
    ]

    @Test("Each bad input gives its localized message and never submits", arguments: 0..<badInput.count)
    func badInput(index: Int) {
        let (field, value, expected, english, spanish) = Self.badInput[index]
        for (language, message) in [(YunoLanguage.en, english), (.es, spanish)] {
            let form = Self.makeForm(language: language)
            CardFormTests.fill(form)
            switch field {
            case .number: form.number = value
            case .expiry: form.expiry = value
            case .securityCode: form.securityCode = value
            case .holderName: form.holderName = value
            }
            form.endEditing(field)
            #expect(form.visibleError(for: field) == expected)
            #expect(form.message(for: field) == message)
            #expect(form.submitState == .disabled)
            guard case .failure(let error) = form.submit() else {
                Issue.record("invalid input submitted")
                continue
            }
            #expect(error.fieldErrors == [field: expected])
        }
    }

    @Test("A 3-digit CVC on an American Express card asks for 4 digits, in English and Spanish")
    func amexSecurityCode() {
        let form = Self.makeForm(language: .es)
        form.number = "3700 000000 00002"
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "José Pérez"
        form.endEditing(.securityCode)
        #expect(form.visibleError(for: .securityCode) == .securityCodeLength(expected: 4))
        #expect(form.message(for: .securityCode) == "El código de seguridad debe tener 4 dígitos.")
        #expect(
            CardFieldError.securityCodeLength(expected: 4).message(in: .en) == "The security code must have 4 digits.")
        form.securityCode = "1234"
        #expect(form.isValid)
    }

    @Test("Pasted numbers with spaces and dashes are accepted as their digits")
    func pastedNumber() throws {
        let form = Self.makeForm()
        CardFormTests.fill(form)
        form.number = " 4507-9900 0000-0002\n"
        let card = try form.submit().get()
        #expect(card.maskedNumber == "450799••••0002")
    }

    @Test("Language codes like xx and EN_us resolve to English; the form speaks the flow's language")
    func formLanguages() {
        #expect(YunoLanguage.resolve(requested: "xx") == .en)
        #expect(YunoLanguage.resolve(requested: "EN_us") == .en)
        let ru = Self.makeForm(language: .ru)
        #expect(ru.title == "Данные карты")
        #expect(ru.label(for: .number) == "Номер карты")
        #expect(ru.placeholder(for: .expiry) == "ММ/ГГ")
        #expect(ru.description.contains("language: ru"))
    }
}
