import Foundation
import Testing

@testable import YunoSDK

/// The caret that stays where the shopper edits (issue 37, item 2): the pure mapping (``CardCaret``) and the form's
/// edit (``CardForm/edit(_:typed:caret:previousCaret:)``). A `|` in a test string marks the caret.
@Suite("Card caret: formatting keeps the caret after the same digit", .timeLimit(.minutes(1)))
@MainActor
struct CardCaretTests {
    /// Splits `"4111 |1111"` into the text without the marker and the marker's UTF-16 offset.
    static func marked(_ text: String) -> (text: String, caret: Int) {
        let parts = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        return (parts.joined(), parts[0].utf16.count)
    }

    /// Puts the `|` marker back at `caret`.
    static func marking(_ text: String, _ caret: Int) -> String {
        let index = String.Index(utf16Offset: caret, in: text)
        return String(text[..<index]) + "|" + String(text[index...])
    }

    static func form() -> CardForm {
        CardForm(now: { TestSupport.now }, calendar: TestSupport.utc)
    }

    /// Shows `shown` in the number field, then applies the shopper's edit `typed` (caret marked) and returns the
    /// result with its caret marked.
    static func editNumber(from shown: String, to typed: String, field: CardForm.Field = .number) -> String {
        let form = form()
        form.setText(shown, for: field)
        let (text, caret) = marked(typed)
        let edit = form.edit(field, typed: text, caret: caret)
        #expect(form.text(for: field) == edit.text, "the field shows what the edit says")
        return marking(edit.text, edit.caret)
    }

    @Test(
        "Reformatting maps the caret after the same digit",
        arguments: [
            ("4111|", "4111|"),
            ("41111|", "4111 1|"),  // typing across a group boundary: after the digit, past the new space
            ("4111 9|2222", "4111 9|222 2"),  // inserting mid-number
            ("4111 |2222", "4111 |2222"),  // the caret after a separator stays after it
            ("41|112222", "41|11 2222"),
            ("|4111", "|4111"),
            ("37828224|6310005", "3782 8224|63 10005"),  // American Express groups 4-6-5
            ("4111-1111-|1111-1111", "4111 1111 |1111 1111"),  // pasted with dashes
        ])
    func reformatNumber(typed: String, expected: String) {
        let (text, caret) = Self.marked(typed)
        let result = CardCaret.reformat(text, caret: caret, format: CardForm.formatNumber)
        #expect(Self.marking(result.text, result.caret) == expected)
    }

    @Test("Reformatting the expiry: the slash is inserted and the caret keeps its digit")
    func reformatExpiry() {
        let cases = [("112|", "11/2|"), ("1|128", "1|1/28"), ("11/|28", "11/|28"), ("11|/28", "11|/28")]
        for (typed, expected) in cases {
            let (text, caret) = Self.marked(typed)
            let result = CardCaret.reformat(text, caret: caret, format: CardForm.formatExpiry)
            #expect(Self.marking(result.text, result.caret) == expected, "\(typed)")
        }
    }

    @Test("Text that formatting leaves alone (letters) keeps its caret; a caret past the end is clamped")
    func unformattableKeepsCaret() {
        let result = CardCaret.reformat("41a1", caret: 2, format: CardForm.formatNumber)
        #expect(result.text == "41a1" && result.caret == 2)
        #expect(CardCaret.reformat("4111", caret: 99, format: CardForm.formatNumber).caret == 4)
        #expect(CardCaret.reformat("4111", caret: -3, format: CardForm.formatNumber).caret == 0)
    }

    @Test("Inserting a digit mid-number keeps the caret after it")
    func insertMidNumber() {
        #expect(Self.editNumber(from: "4111 1111 1111", to: "41119| 1111 1111") == "4111 9|111 1111 1")
        #expect(Self.editNumber(from: "4111 1111", to: "45|1111 1111") == "45|11 1111 11")
    }

    @Test("Deleting a digit mid-number keeps the caret where the digit was")
    func deleteMidNumber() {
        #expect(Self.editNumber(from: "4111 9222 2", to: "4111 |222 2") == "4111 |2222")
        #expect(Self.editNumber(from: "4507 9900 0000 0002", to: "45|7 9900 0000 0002") == "45|79 9000 0000 002")
    }

    @Test("Deleting a separator deletes the digit before it, so the caret is never trapped")
    func deleteSeparator() {
        #expect(Self.editNumber(from: "4111 2222", to: "4111|2222") == "411|2 222")
        #expect(Self.editNumber(from: "11/28", to: "11|28", field: .expiry) == "1|2/8")
    }

    @Test("Deleting the expiry's trailing slash just removes it (nothing is put back)")
    func deleteTrailingSlash() {
        #expect(Self.editNumber(from: "11/", to: "11|", field: .expiry) == "11|")
    }

    @Test("Pasting a whole number, or into the middle, puts the caret after the pasted digits")
    func paste() {
        #expect(Self.editNumber(from: "", to: "4507990000000002|") == "4507 9900 0000 0002|")
        #expect(Self.editNumber(from: "4507 0002", to: "4507 99000000|0002") == "4507 9900 0000| 0002")
        #expect(Self.editNumber(from: "", to: "3782-822463-10005|") == "3782 822463 10005|")
    }

    @Test("Without the platform's caret, the edit is found by comparing the texts")
    func inferredCaret() {
        #expect(CardCaret.caretAfterEdit(from: "4111 2222", to: "41119 2222") == 5)
        #expect(CardCaret.caretAfterEdit(from: "4111 9222 2", to: "4111 222 2") == 5)
        #expect(CardCaret.caretAfterEdit(from: "4111", to: "41112") == 5)
        #expect(CardCaret.caretAfterEdit(from: "", to: "4507990000000002") == 16)
    }

    @Test("In a run of equal digits the caret before the edit places it; without it, the latest place")
    func inferredCaretInRun() {
        #expect(CardCaret.caretAfterEdit(from: "4444", to: "44444") == 5)
        #expect(CardCaret.caretAfterEdit(from: "4444", to: "44444", previousCaret: 1) == 2)
        #expect(CardCaret.caretAfterEdit(from: "4444", to: "444", previousCaret: 2) == 1)
    }

    @Test("The platform echoing the same text moves nothing: the caret stays where it was")
    func echoKeepsCaret() {
        #expect(CardCaret.caretAfterEdit(from: "4111 2222", to: "4111 2222", previousCaret: 3) == 3)
        let form = Self.form()
        form.setText("4111 2222", for: .number)
        let edit = form.edit(.number, typed: "4111 2222", caret: nil, previousCaret: 3)
        #expect(edit.caret == 3 && edit.move == .stay)
    }

    @Test("The form's edit without a caret infers it, and formats mid-number edits in place")
    func editWithoutCaret() {
        let form = Self.form()
        form.setText("4111 2222", for: .number)
        let edit = form.edit(.number, typed: "41119 2222", caret: nil)
        #expect(Self.marking(edit.text, edit.caret) == "4111 9|222 2")
        #expect(form.number == "41119 2222", "the number is stored as typed; the display groups it")
    }

    @Test("An edit's description, reflection and dump never show the card number")
    func editIsRedacted() {
        let edit = Self.form().edit(.number, typed: "4507990000000002", caret: 16)
        var dumped = ""
        dump(edit, to: &dumped)
        for text in [String(describing: edit), String(reflecting: edit), dumped] {
            #expect(!text.contains("4507") && !text.contains("0002"), "\(text)")
        }
        #expect(String(describing: edit) == "TextEdit(caret: 19, move: stay)")
    }

    @Test("Fields shown as typed (security code, holder name) keep the platform's caret")
    func unformattedFields() {
        let form = Self.form()
        let edit = form.edit(.holderName, typed: "Jo Doe", caret: 2)
        #expect(edit.text == "Jo Doe" && edit.caret == 2)
        #expect(form.placesCaret(in: .number) && form.placesCaret(in: .expiry))
        #expect(!form.placesCaret(in: .securityCode) && !form.placesCaret(in: .holderName))
    }
}
