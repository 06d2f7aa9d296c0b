#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The buttons above the keyboard while a card field has the focus (``CardForm/keyboardToolbar(for:)``):
    /// "Previous" where a field comes before, "Next" on all but the last field, "Done". Every press is the form's
    /// decision (``CardForm/keyboardNextPressed(in:)`` and its siblings); the number pad has no return key, so this
    /// bar is the shopper's way on and out.
    struct CardKeyboardBar: View {
        let form: CardForm
        let field: CardForm.Field?
        let perform: @MainActor (CardForm.FocusMove) -> Void

        var body: some View {
            if let field {
                // No stack: each button becomes its own item of the keyboard's toolbar group, the spacer between
                // them pushing "Next" and "Done" to the trailing edge.
                let bar = form.keyboardToolbar(for: field)
                if let previous = bar.previousTitle {
                    Button(previous) { perform(form.keyboardPreviousPressed(in: field)) }
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.keyboardPrevious)
                }
                Spacer()
                if let next = bar.nextTitle {
                    Button(next) { perform(form.keyboardNextPressed(in: field)) }
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.keyboardNext)
                }
                Button(bar.doneTitle) { perform(form.keyboardDonePressed(in: field)) }
                    .accessibilityIdentifier(YunoAccessibilityIdentifier.keyboardDone)
            }
        }
    }
#endif
