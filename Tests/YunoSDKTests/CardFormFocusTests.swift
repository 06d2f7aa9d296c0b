import Foundation
import Testing

@testable import YunoSDK

/// A keyboard with a way out (issue 37, item 2): the focus order, the keyboard bar's Previous / Next / Done, and
/// the auto-advance when a field is complete.
@Suite("Card form focus: keyboard bar and auto-advance", .timeLimit(.minutes(1)))
@MainActor
struct CardFormFocusTests {
    static func form(_ configuration: CardForm.Configuration = .init()) -> CardForm {
        CardForm(configuration: configuration, now: { TestSupport.now }, calendar: TestSupport.utc)
    }

    /// Types `text` one character at a time at the end of `field`, as a shopper would, and returns every move.
    static func type(_ text: String, in field: CardForm.Field, of form: CardForm) -> [CardForm.FocusMove] {
        var moves: [CardForm.FocusMove] = []
        for character in text {
            let typed = form.text(for: field) + String(character)
            moves.append(form.edit(field, typed: typed, caret: typed.utf16.count).move)
        }
        return moves
    }

    // MARK: Focus order

    @Test("The focus order is the fields the form shows; the hidden holder name is left out")
    func focusOrder() {
        #expect(Self.form().focusOrder == [.number, .expiry, .securityCode, .holderName])
        let hidden = Self.form(.init(hidesCardholderName: true))
        #expect(hidden.focusOrder == [.number, .expiry, .securityCode])
        #expect(hidden.nextField(after: .securityCode) == nil)
        #expect(hidden.nextField(after: .holderName) == nil, "a hidden field has no neighbours")
    }

    @Test("The step-by-step form's focus order is its current step's field")
    func stepByStepFocusOrder() {
        let form = Self.form(.init(formType: .stepByStep))
        #expect(form.focusOrder == [.number])
        form.number = "4507 9900 0000 0002"
        form.goToNextStep()
        #expect(form.focusOrder == [.expiry])
    }

    // MARK: Keyboard bar

    @Test("Previous only where a field comes before, Next on all but the last, Done always, in the form's language")
    func toolbarButtons() {
        let form = Self.form()
        #expect(form.keyboardToolbar(for: .number).previousTitle == nil)
        #expect(form.keyboardToolbar(for: .number).nextTitle == "Next")
        #expect(form.keyboardToolbar(for: .expiry).previousTitle == "Previous")
        #expect(form.keyboardToolbar(for: .holderName).nextTitle == nil)
        #expect(form.keyboardToolbar(for: .holderName).doneTitle == "Done")
        let hidden = Self.form(.init(hidesCardholderName: true, language: .es))
        #expect(hidden.keyboardToolbar(for: .securityCode).nextTitle == nil, "the security code is last")
        #expect(hidden.keyboardToolbar(for: .securityCode).doneTitle == hidden.localizer.string(.actionDone))
        #expect(hidden.keyboardToolbar(for: .expiry).previousTitle == hidden.localizer.string(.actionPrevious))
    }

    @Test("Next moves the focus to the next field and shows the error of the field left")
    func nextMovesOn() {
        let form = Self.form()
        form.focusChanged(from: nil, to: .number)
        #expect(form.keyboardNextPressed(in: .number) == .focus(.expiry))
        #expect(form.visibleError(for: .number) == .numberEmpty)
        #expect(form.keyboardNextPressed(in: .holderName) == .stay, "no Next on the last field")
    }

    @Test("Previous moves the focus back; on the first field it stays")
    func previousMovesBack() {
        let form = Self.form()
        #expect(form.keyboardPreviousPressed(in: .expiry) == .focus(.number))
        #expect(form.keyboardPreviousPressed(in: .number) == .stay)
    }

    @Test("Done on the last field closes the keyboard and never submits, even when the form is valid")
    func doneDismisses() {
        let form = Self.form()
        form.number = "4507 9900 0000 0002"
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
        form.focusChanged(from: nil, to: .holderName)
        #expect(form.keyboardDonePressed(in: .holderName) == .unfocus)
        #expect(!form.isSubmitting && !form.hasAttemptedSubmit)
        #expect(form.focusedField == nil)
        #expect(form.keyboardDonePressed(in: .number) == .unfocus, "Done closes the keyboard on any field")
    }

    @Test("On the step-by-step form Next is the next step (when the step is valid) and Previous the step before")
    func stepByStepToolbar() {
        let form = Self.form(.init(formType: .stepByStep))
        #expect(form.keyboardToolbar(for: .number).nextTitle == "Next")
        #expect(form.keyboardNextPressed(in: .number) == .unfocus, "an invalid step closes the keyboard on its error")
        #expect(form.currentStep == .number)
        form.number = "4507 9900 0000 0002"
        #expect(form.keyboardNextPressed(in: .number) == .focus(.expiry))
        #expect(form.keyboardToolbar(for: .expiry).previousTitle == "Previous")
        #expect(form.keyboardPreviousPressed(in: .expiry) == .focus(.number))
        #expect(form.currentStep == .number)
    }

    @Test("The keyboard bar's buttons have stable, unique identifiers for UI tests")
    func toolbarIdentifiers() {
        let identifiers = [
            YunoAccessibilityIdentifier.keyboardPrevious, YunoAccessibilityIdentifier.keyboardNext,
            YunoAccessibilityIdentifier.keyboardDone,
        ]
        #expect(
            identifiers == [
                "yuno.cardForm.keyboard.previous", "yuno.cardForm.keyboard.next", "yuno.cardForm.keyboard.done",
            ])
        #expect(identifiers.allSatisfy(YunoAccessibilityIdentifier.all.contains))
        #expect(Set(YunoAccessibilityIdentifier.all).count == YunoAccessibilityIdentifier.all.count)
    }

    // MARK: Auto-advance

    @Test("The number advances at its brand's longest length when Luhn-valid: Mastercard at 16, Amex at 15")
    func numberAdvances() {
        let form = Self.form()
        let moves = Self.type("5252440000000002", in: .number, of: form)
        #expect(moves.dropLast().allSatisfy { $0 == .stay })
        #expect(moves.last == .focus(.expiry))
        let amex = Self.form()
        #expect(Self.type("370000000000002", in: .number, of: amex).last == .focus(.expiry))
    }

    @Test("A 16-digit Visa does not advance (Visa issues 19 digits too); Next takes the shopper on")
    func visaWaitsForLongestLength() {
        let form = Self.form()
        #expect(Self.type("4507990000000002", in: .number, of: form).allSatisfy { $0 == .stay })
        #expect(form.error(for: .number) == nil)
    }

    @Test("An invalid complete number (Luhn failure) never advances")
    func invalidNumberStays() {
        let form = Self.form()
        #expect(Self.type("5252440000000003", in: .number, of: form).allSatisfy { $0 == .stay })
        #expect(form.error(for: .number) == .numberChecksum)
    }

    @Test("The expiry advances at MM/YY when valid, never when past, nor on the way to a four-digit year")
    func expiryAdvances() {
        let form = Self.form()
        let moves = Self.type("1128", in: .expiry, of: form)
        #expect(form.text(for: .expiry) == "11/28")
        #expect(moves == [.stay, .stay, .stay, .focus(.securityCode)])
        let past = Self.form()
        #expect(Self.type("0124", in: .expiry, of: past).allSatisfy { $0 == .stay })
        #expect(past.error(for: .expiry) == .expiryInPast)
        let fourDigits = Self.form()
        #expect(Self.type("112030", in: .expiry, of: fourDigits).allSatisfy { $0 == .stay })
    }

    @Test("The security code advances at its brand's length: 3 for Visa, 4 for Amex and for an unknown brand")
    func securityCodeAdvances() {
        let visa = Self.form()
        visa.number = "4507 9900 0000 0002"
        #expect(Self.type("123", in: .securityCode, of: visa) == [.stay, .stay, .focus(.holderName)])
        let amex = Self.form()
        amex.number = "3700 000000 00002"
        #expect(Self.type("1234", in: .securityCode, of: amex).last == .focus(.holderName))
        let unknown = Self.form()
        #expect(Self.type("123", in: .securityCode, of: unknown).allSatisfy { $0 == .stay })
        #expect(Self.type("4", in: .securityCode, of: unknown) == [.focus(.holderName)])
    }

    @Test("The last field does not advance when complete (the keyboard stays until Done)")
    func lastFieldStays() {
        let form = Self.form(.init(hidesCardholderName: true))
        form.number = "4507 9900 0000 0002"
        #expect(Self.type("123", in: .securityCode, of: form).allSatisfy { $0 == .stay })
        #expect(form.isComplete(.securityCode))
    }

    @Test("A field advances once: editing an already complete value does not move the focus again")
    func advancesOnce() {
        let form = Self.form()
        _ = Self.type("1128", in: .expiry, of: form)
        #expect(form.edit(.expiry, typed: "11/28", caret: 2).move == .stay)
        #expect(form.edit(.expiry, typed: "11/29", caret: 5).move == .stay)
    }

    @Test("The step-by-step form advances to the next step when the step's field is complete")
    func stepByStepAdvances() {
        let form = Self.form(.init(formType: .stepByStep))
        #expect(Self.type("5252440000000002", in: .number, of: form).last == .focus(.expiry))
        #expect(form.currentStep == .expiry)
    }

    @Test("The holder name never auto-advances; its keyboard has a return key")
    func holderNameNeverComplete() {
        let form = Self.form()
        #expect(Self.type("John Doe", in: .holderName, of: form).allSatisfy { $0 == .stay })
        #expect(!form.isComplete(.holderName))
    }
}
