import Foundation
import Testing

@testable import YunoSDK
@testable import YunoSandbox

/// The card form's native-UI decisions: keyboards, AutoFill, focus moves, buttons and VoiceOver text, none of which
/// may read back the card number, security code or expiry.
@Suite("Native screens: card form input and accessibility", .timeLimit(.minutes(3)))
@MainActor
struct NativeScreenCardFormTests {
    static func makeForm(_ configuration: CardForm.Configuration = .init()) -> CardForm {
        CardForm(configuration: configuration, now: { TestSupport.now }, calendar: TestSupport.utc)
    }

    @Test("Each field's keyboard, AutoFill type, capitalization, secure entry and return key")
    func fieldTraits() {
        let form = Self.makeForm()
        #expect(CardForm.Field.allCases.map(form.keyboard(for:)) == [.numberPad, .numberPad, .numberPad, .text])
        #expect(
            CardForm.Field.allCases.map(form.textContentType(for:)) == [
                .creditCardNumber, .creditCardExpiration, .creditCardSecurityCode, .creditCardName,
            ])
        #expect(CardForm.Field.allCases.map(form.capitalization(for:)) == [.never, .never, .never, .words])
        #expect(CardForm.Field.allCases.filter(form.isSecure) == [.securityCode])
        #expect(CardForm.Field.allCases.map(form.submitLabel(for:)) == [.next, .next, .next, .done])
        let short = Self.makeForm(.init(hidesCardholderName: true))
        #expect(short.visibleFields.map(short.submitLabel(for:)) == [.next, .next, .done])
        #expect(
            CardForm.Field.allCases.map(form.accessibilityIdentifier(for:)) == [
                "yuno.cardForm.number", "yuno.cardForm.expiry", "yuno.cardForm.securityCode",
                "yuno.cardForm.holderName",
            ])
        #expect(form.errorAccessibilityIdentifier(for: .expiry) == "yuno.cardForm.expiry.error")
    }

    @Test("A field shows the grouped number and the expiry with its slash; input is cut at each field's maximum")
    func textBinding() {
        let form = Self.makeForm()
        form.setText("4507990000000002", for: .number)
        #expect(form.text(for: .number) == "4507 9900 0000 0002")
        form.setText(form.text(for: .number) + "1", for: .number)
        #expect(form.number == "4507 9900 0000 00021")
        form.setText("1128", for: .expiry)
        #expect(form.text(for: .expiry) == "11/28")
        form.setText(String(repeating: "4", count: 5_000), for: .number)
        #expect(form.number.count == form.maximumLength(for: .number))
        #expect(form.error(for: .number) == .numberTooLong)
        form.setText("123456789", for: .securityCode)
        #expect(form.securityCode == "12345678")
        form.setText(String(repeating: "a", count: 400), for: .holderName)
        #expect(form.error(for: .holderName) == .holderNameTooLong)
    }

    @Test("Focus changes end the field left (its error shows) and hide the entered field's error")
    func focus() {
        let form = Self.makeForm()
        form.focusChanged(from: nil, to: .number)
        #expect(form.message(for: .number) == nil)
        form.focusChanged(from: .number, to: .expiry)
        #expect(form.message(for: .number) == "Enter the card number.")
        #expect(form.message(for: .expiry) == nil)
        form.focusChanged(from: .expiry, to: nil)
        #expect(form.message(for: .expiry) == "Enter the expiration date.")
        form.focusChanged(from: nil, to: .number)
        #expect(form.message(for: .number) == nil, "no error while the shopper types")
    }

    @Test("The return key moves to the next field on screen and never submits")
    func returnKeyOneStep() {
        let form = Self.makeForm()
        #expect(form.returnKeyPressed(in: .number) == .focus(.expiry))
        #expect(form.returnKeyPressed(in: .expiry) == .focus(.securityCode))
        #expect(form.returnKeyPressed(in: .securityCode) == .focus(.holderName))
        #expect(form.returnKeyPressed(in: .holderName) == .unfocus)
        #expect(form.touchedFields == Set(CardForm.Field.allCases))
        #expect(!form.isSubmitting)
    }

    @Test("Step by step: return and 'next' move on only from a valid step; 'back' focuses the previous step")
    func stepByStep() {
        let form = Self.makeForm(.init(formType: .stepByStep))
        #expect(form.primaryButtonTitle == "Next")
        #expect(form.primaryButtonIdentifier == YunoAccessibilityIdentifier.next)
        #expect(form.primaryButtonState == .enabled)
        #expect(form.showsPrimaryButton(canSubmit: false), "render mode still needs 'next'")
        #expect(!form.showsBackButton)
        #expect(form.backButtonPressed() == .stay)
        #expect(form.primaryButtonPressed() == .unfocus)
        #expect(form.message(for: .number) == "Enter the card number.")
        form.number = "4507 9900 0000 0002"
        #expect(form.returnKeyPressed(in: .number) == .focus(.expiry))
        #expect(form.fieldsOnScreen == [.expiry])
        #expect(form.showsBackButton)
        #expect(form.backButtonTitle == "Back")
        #expect(form.backButtonPressed() == .focus(.number))
        form.expiry = "11/28"
        #expect(form.primaryButtonPressed() == .focus(.expiry))
        #expect(form.primaryButtonPressed() == .focus(.securityCode))
        form.securityCode = "123"
        #expect(form.primaryButtonPressed() == .focus(.holderName))
        #expect(form.isOnLastStep)
        #expect(form.primaryButtonIdentifier == YunoAccessibilityIdentifier.pay)
        #expect(!form.showsPrimaryButton(canSubmit: false), "render mode: the merchant's button pays")
        #expect(form.primaryButtonState == .disabled)
        #expect(form.primaryButtonPressed() == .stay)
        form.holderName = "John Doe"
        #expect(form.primaryButtonPressed() == .submit)
    }

    @Test("One step: the pay button is disabled until valid, then submits; busy after submit")
    func oneStepPrimaryButton() {
        let form = Self.makeForm()
        #expect(form.showsPrimaryButton(canSubmit: true))
        #expect(!form.showsPrimaryButton(canSubmit: false))
        #expect(form.primaryButtonIdentifier == YunoAccessibilityIdentifier.pay)
        #expect(form.primaryButtonState == .disabled)
        #expect(form.primaryButtonPressed() == .stay)
        form.number = "4507990000000002"
        form.expiry = "1128"
        form.securityCode = "123"
        form.holderName = "John Doe"
        form.amount = 52_000
        form.currency = "USD"
        #expect(form.primaryButtonTitle == "Pay $52,000.00")
        #expect(form.primaryButtonPressed() == .submit)
        _ = form.submit()
        #expect(form.primaryButtonState == .busy)
        #expect(form.primaryButtonPressed() == .stay)
        #expect(form.cancelButtonTitle == "Cancel")
    }

    @Test("A field's border: error while its error shows, accent while typed in, else the field border")
    func borderRoles() {
        let form = Self.makeForm()
        #expect(form.borderRole(for: .number) == .fieldBorder)
        form.focusChanged(from: nil, to: .number)
        #expect(form.borderRole(for: .number) == .accent)
        form.focusChanged(from: .number, to: .expiry)
        #expect(form.borderRole(for: .number) == .error)
        #expect(form.borderRole(for: .expiry) == .accent)
        form.number = "4507 9900 0000 0002"
        #expect(form.borderRole(for: .number) == .fieldBorder)
    }

    @Test("The submit state says how the button is drawn")
    func submitStateStyle() {
        let states = CardForm.SubmitState.allCases
        #expect(states.map(\.isEnabled) == [false, true, false])
        #expect(states.map(\.showsProgress) == [false, false, true])
        #expect(states.map(\.buttonKind) == [.disabled, .primary, .primary])
    }

    @Test("VoiceOver values: empty, filled, and a valid number's brand and last four only")
    func accessibilityValues() {
        let form = Self.makeForm()
        for field in CardForm.Field.allCases {
            #expect(form.accessibilityValue(for: field) == "Empty")
            #expect(form.accessibilityLabel(for: field) == form.label(for: field))
        }
        form.number = "4507 9900"
        #expect(form.accessibilityValue(for: .number) == "Filled")
        form.number = "4507 9900 0000 0002"
        #expect(form.accessibilityValue(for: .number) == "Visa, ending 0002")
        form.number = "4507 9900 0000 0003"
        #expect(form.accessibilityValue(for: .number) == "Filled", "a number failing Luhn is not read back")
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "  María José  "
        #expect(form.accessibilityValue(for: .expiry) == "Filled")
        #expect(form.accessibilityValue(for: .securityCode) == "Filled")
        #expect(form.accessibilityValue(for: .holderName) == "María José")
        let spanish = Self.makeForm(.init(language: .es))
        spanish.number = "3700 000000 00002"
        #expect(spanish.accessibilityValue(for: .number) == "American Express, terminada en 0002")
        #expect(spanish.accessibilityValue(for: .securityCode) == "Vacío")
    }

    @Test("Hints say how to fill a field, or its visible error; the announcement names the field")
    func hintsAndAnnouncements() {
        let form = Self.makeForm()
        #expect(form.accessibilityHint(for: .number) == "The long number printed on your card")
        #expect(form.accessibilityHint(for: .expiry) == "Month and year, as MM/YY")
        #expect(form.accessibilityHint(for: .securityCode) == "The 3-digit code printed on your card")
        #expect(form.accessibilityHint(for: .holderName) == "Name as it appears on the card")
        form.number = "37"
        #expect(form.accessibilityHint(for: .securityCode) == "The 4-digit code printed on your card")
        #expect(form.errorAnnouncement(for: .number) == nil)
        form.endEditing(.number)
        #expect(form.accessibilityHint(for: .number) == "The card number is incomplete.")
        #expect(form.errorAnnouncement(for: .number) == "Error in Card number. The card number is incomplete.")
        #expect(
            Self.makeForm(.init(language: .de)).accessibilityHint(for: .expiry) == "Monat und Jahr im Format MM/JJ")
    }

    /// Every text VoiceOver can read for the form, in its current state.
    static func spokenTexts(_ form: CardForm) -> [String] {
        var texts = [form.title, form.primaryButtonTitle, form.brandText ?? "", form.stepText ?? ""]
        for field in CardForm.Field.allCases {
            texts += [
                form.accessibilityLabel(for: field), form.accessibilityValue(for: field),
                form.accessibilityHint(for: field), form.errorAnnouncement(for: field) ?? "",
                form.message(for: field) ?? "",
            ]
        }
        return texts
    }

    @Test(
        "No VoiceOver text holds the number (beyond a valid card's last four), the security code or the expiry",
        arguments: [YunoLanguage.en, .es, .ja, .ru, .tr])
    func noSecretSpoken(language: YunoLanguage) {
        var random = SplitMix64(seed: 0x5EC2E7 &+ UInt64(language.rawValue.utf8.count))
        let prefixes = ["4", "51", "2221", "34", "37", "36", "6011", "3528", "62", "636368", "606282", "6759"]
        let filled = YunoLocalizer(language: language).string(.accessibilityFilled)
        var leaks: [String] = []
        for round in 0..<120 {
            let form = Self.makeForm(
                .init(formType: round.isMultiple(of: 2) ? .oneStep : .stepByStep, language: language))
            let prefix = prefixes[Int.random(in: 0..<prefixes.count, using: &random)]
            let lengths = CardBrand.detect(fromDigits: prefix)?.validLengths ?? [16]
            let complete = TestSupport.pan(prefix: prefix, length: lengths.contains(16) ? 16 : lengths.min() ?? 16)
            let cut = 5 + Int.random(in: 0..<11, using: &random)
            let number = round % 3 == 0 ? String(complete.prefix(cut)) : complete
            let month = 1 + Int.random(in: 0..<12, using: &random)
            let year = 26 + Int.random(in: 0..<10, using: &random)
            let expiry = (month < 10 ? "0\(month)" : "\(month)") + String(year)
            let codeLength = 3 + Int.random(in: 0..<2, using: &random)
            let code = String((0..<codeLength).map { _ in Character(String(Int.random(in: 0..<10, using: &random))) })
            let baseline = Self.spokenTexts(form).joined(separator: "\n")
            form.setText(round % 5 == 0 ? CardForm.formatNumber(number) : number, for: .number)
            form.setText(round % 4 == 0 ? CardForm.formatExpiry(expiry) : expiry, for: .expiry)
            form.setText(code, for: .securityCode)
            form.holderName = "Ada Lovelace"
            var texts = Self.spokenTexts(form)
            form.focusChanged(from: nil, to: .number)
            form.focusChanged(from: .number, to: .expiry)
            texts += Self.spokenTexts(form)
            _ = form.submit()
            texts += Self.spokenTexts(form)
            let windows = (0...(number.count - 5)).map { number.dropFirst($0).prefix(5) }
            let secrets = [code, expiry, CardForm.formatExpiry(expiry)].filter { !baseline.contains($0) }
            for text in texts {
                let digits = text.filter { $0.isASCII && $0.isNumber }
                if windows.contains(where: digits.contains) || secrets.contains(where: text.contains) {
                    leaks.append(text)
                }
            }
            if form.accessibilityValue(for: .securityCode) != filled || form.accessibilityValue(for: .expiry) != filled
            {
                leaks.append("round \(round): a value other than '\(filled)'")
            }
        }
        #expect(leaks.isEmpty, "\(language.rawValue): \(leaks.prefix(5))")
    }
}
