#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The text field of a formatted card field (number, expiry) where the platform lets the SDK place the caret
    /// (iOS 18, `TextField(text:selection:…)`): after each edit the form reformats the text and says where the caret
    /// goes (``CardForm/edit(_:typed:caret:previousCaret:)``), and this view puts it there, so typing or deleting
    /// mid-number keeps the caret after the same digit. iOS 17 uses a plain text field, whose caret the system
    /// places.
    @available(iOS 18.0, visionOS 2.0, *)
    struct CardCaretTextField: View {
        let form: CardForm
        let field: CardForm.Field
        let perform: @MainActor (CardForm.FocusMove) -> Void
        /// The selection the field shows; the SDK sets it after every edit.
        @State private var selection: TextSelection?
        /// The caret the SDK placed last, in UTF-16 code units: where the next edit most likely starts.
        @State private var caret: Int?

        var body: some View {
            let placeholder = form.placeholder(for: field)
            TextField(text: text, selection: $selection, prompt: Text(verbatim: placeholder)) {
                Text(verbatim: placeholder)
            }
        }

        /// The field's text as the form shows it; an edit is stored by the form, and the caret and focus follow
        /// the form's answer.
        private var text: Binding<String> {
            Binding(
                get: { @MainActor in form.text(for: field) },
                set: { @MainActor typed in
                    let edit = form.edit(field, typed: typed, caret: nil, previousCaret: caret)
                    caret = edit.caret
                    selection = TextSelection(insertionPoint: String.Index(utf16Offset: edit.caret, in: edit.text))
                    perform(edit.move)
                })
        }
    }
#endif
