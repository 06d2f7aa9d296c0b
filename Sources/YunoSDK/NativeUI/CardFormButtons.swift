#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The card form's buttons: the primary one ("Next", "Pay …", "Processing…"; "Save card", "Saving…" for an
    /// enrollment, as ``CardForm/primaryButtonTitle`` says) when the form shows it, "Back" on the step-by-step form
    /// past its first step, and "Cancel" when the container can cancel.
    struct CardFormButtons: View {
        let form: CardForm
        let theme: ScreenTheme
        let canSubmit: Bool
        let onCancel: (@MainActor () -> Void)?
        let perform: @MainActor (CardForm.FocusMove) -> Void

        var body: some View {
            VStack(spacing: 12) {
                if form.showsPrimaryButton(canSubmit: canSubmit) {
                    let state = form.primaryButtonState
                    ThemedButton(
                        form.primaryButtonTitle, kind: state.buttonKind, isEnabled: state.isEnabled,
                        showsProgress: state.showsProgress, identifier: form.primaryButtonIdentifier, theme: theme,
                        action: { perform(form.primaryButtonPressed()) })
                }
                if form.showsBackButton {
                    ThemedButton(
                        form.backButtonTitle, kind: .secondary, identifier: YunoAccessibilityIdentifier.back,
                        theme: theme, action: { perform(form.backButtonPressed()) })
                }
                if let onCancel {
                    ThemedButton(
                        form.cancelButtonTitle, kind: .secondary, identifier: YunoAccessibilityIdentifier.cancel,
                        theme: theme, action: onCancel)
                }
            }
        }
    }
#endif
