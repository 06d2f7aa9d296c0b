import Foundation
import Testing

@testable import YunoSDK

/// Feedback people rely on (issue 37, item 7): the haptic each result plays, and what VoiceOver is told when the
/// card form's errors appear — only new errors, once, localized, never card input.
@Suite("Native screens: haptics and VoiceOver announcements", .timeLimit(.minutes(1)))
@MainActor
struct ScreenFeedbackTests {
    nonisolated static let now = TestSupport.now

    static func form(_ language: YunoLanguage = .en) -> CardForm {
        CardForm(configuration: CardForm.Configuration(language: language), now: { now })
    }

    @Test("Each result maps to its haptic: success, warning while processing, error, none when cancelled")
    func hapticPerResult() {
        let expected: [Yuno.Result: ScreenFeedback] = [
            .succeeded: .success, .processing: .warning, .reject: .error, .fail: .error, .internalError: .error,
            .userCancelled: .none,
        ]
        for result in Yuno.Result.allCases {
            #expect(ScreenFeedback(result: result) == expected[result], "\(result)")
        }
    }

    @Test("The status screen plays its result's haptic, for a payment and for an enrollment alike")
    func statusScreenHaptic() {
        for purpose in [YunoFlowPurpose.payment, .enrollment] {
            for result in Yuno.Result.allCases {
                let screen = PaymentStatusScreen(
                    result: result, status: nil, subStatus: nil, paymentID: nil, amount: nil, currency: nil,
                    purpose: purpose)
                #expect(screen.feedback == ScreenFeedback(result: result), "\(purpose) \(result)")
            }
        }
    }

    @Test("An error is announced once, when it appears, in the form's own words")
    func errorAnnouncedOnceWhenItAppears() {
        let form = Self.form()
        let empty = ScreenAnnouncement.FieldErrors(form: form)
        #expect(empty.announcementOnAppear == nil)
        form.beginEditing(.number)
        form.number = "4507 99"
        form.endEditing(.number)
        let shown = ScreenAnnouncement.FieldErrors(form: form)
        let announcement = shown.announcement(since: empty)
        #expect(announcement?.text == form.errorAnnouncement(for: .number))
        #expect(announcement?.text == "Error in Card number. The card number is incomplete.")
        // The same errors again (a redraw, another field focused): nothing more is said.
        form.beginEditing(.expiry)
        #expect(ScreenAnnouncement.FieldErrors(form: form).announcement(since: shown) == nil)
    }

    @Test("No error is announced while the shopper types in its field")
    func nothingWhileTyping() {
        let form = Self.form()
        let before = ScreenAnnouncement.FieldErrors(form: form)
        form.beginEditing(.number)
        form.number = "4"
        #expect(ScreenAnnouncement.FieldErrors(form: form).errors.isEmpty)
        #expect(ScreenAnnouncement.FieldErrors(form: form).announcement(since: before) == nil)
    }

    @Test("Of several errors only the new one is announced; a changed error again; a fixed one never")
    func onlyNewErrors() {
        let numberShort = ScreenAnnouncement.FieldErrors([.number: .numberTooShort], language: .en)
        let both = ScreenAnnouncement.FieldErrors([.number: .numberTooShort, .expiry: .expiryInPast], language: .en)
        #expect(both.announcement(since: numberShort)?.text == "Error in Expiration date. This card has expired.")
        let changed = ScreenAnnouncement.FieldErrors(
            [.number: .numberChecksum, .expiry: .expiryInPast], language: .en)
        #expect(
            changed.announcement(since: both)?.text
                == "Error in Card number. This card number is not valid. Check the digits.")
        #expect(numberShort.announcement(since: both) == nil)
        #expect(ScreenAnnouncement.FieldErrors([:], language: .en).announcement(since: both) == nil)
    }

    @Test("A submit that shows every error announces them together, in the form's field order")
    func submitAnnouncesAllInOrder() {
        let form = Self.form()
        let before = ScreenAnnouncement.FieldErrors(form: form)
        _ = form.submit()
        let after = ScreenAnnouncement.FieldErrors(form: form)
        let expected = form.visibleFields.compactMap { form.errorAnnouncement(for: $0) }
        #expect(expected.count == form.visibleFields.count)
        #expect(after.announcement(since: before)?.text == expected.joined(separator: " "))
    }

    @Test("Announcements are in the form's language")
    func localized() {
        let form = Self.form(.es)
        let before = ScreenAnnouncement.FieldErrors(form: form)
        form.endEditing(.number)
        let text = ScreenAnnouncement.FieldErrors(form: form).announcement(since: before)?.text
        #expect(text == form.errorAnnouncement(for: .number))
        #expect(
            text != ScreenAnnouncement.FieldErrors([.number: .numberEmpty], language: .en).announcementOnAppear?.text)
        #expect(ScreenAnnouncement.FieldErrors(form: form).language == .es)
    }

    @Test("A decline's notice is announced when the form appears with it and when it changes, then not again")
    func noticeAnnouncedOnce() {
        let declined = "Your card was declined. Try another card or payment method."
        let shown = ScreenAnnouncement.FieldErrors([:], notice: declined, language: .en)
        #expect(shown.announcementOnAppear?.text == declined)
        #expect(shown.announcement(since: ScreenAnnouncement.FieldErrors([:], language: .en))?.text == declined)
        let withError = ScreenAnnouncement.FieldErrors(
            [.securityCode: .securityCodeEmpty], notice: declined, language: .en)
        #expect(withError.announcement(since: shown)?.text == "Error in Security code (CVV). Enter the security code.")
        #expect(ScreenAnnouncement.FieldErrors([:], language: .en).announcement(since: shown) == nil)
    }

    @Test("Announcements never contain what the shopper typed")
    func noCardInput() {
        let form = Self.form()
        let before = ScreenAnnouncement.FieldErrors(form: form)
        form.number = "4507 9900 0000 0003"
        form.expiry = "13/77"
        form.securityCode = "58"
        _ = form.submit()
        let text = ScreenAnnouncement.FieldErrors(form: form).announcement(since: before)?.text ?? ""
        #expect(!text.isEmpty)
        for secret in ["4507", "0003", "13/77", "77", "58"] { #expect(!text.contains(secret), "\(secret)") }
        #expect(String(describing: ScreenAnnouncement.FieldErrors(form: form)).contains("4507") == false)
    }
}
