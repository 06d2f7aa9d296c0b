#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// One card-form field: its label, the text or secure field bound to the form (with the brand mark beside the
    /// number), and the error line under it. Every trait, text and identifier is read from ``CardForm``; the return
    /// key's move and the auto-advance are the form's.
    struct CardFieldView: View {
        let form: CardForm
        let field: CardForm.Field
        let theme: ScreenTheme
        let focus: FocusState<CardForm.Field?>.Binding
        let perform: @MainActor (CardForm.FocusMove) -> Void
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            VStack(alignment: .leading, spacing: 6) {
                Text(verbatim: form.label(for: field))
                    .font(theme.font(.caption))
                    .foregroundStyle(colors[.secondaryText])
                    .accessibilityHidden(true)
                HStack(spacing: 8) {
                    input
                        .font(theme.font(.body))
                        .foregroundStyle(colors[.text])
                        .keyboardType(form.keyboard(for: field).uiKeyboardType)
                        .textContentType(form.textContentType(for: field).uiTextContentType)
                        .textInputAutocapitalization(form.capitalization(for: field).textInputAutocapitalization)
                        .autocorrectionDisabled()
                        .submitLabel(form.submitLabel(for: field).submitLabel)
                        .onSubmit { perform(form.returnKeyPressed(in: field)) }
                        .focused(focus, equals: field)
                        .privacySensitive()
                        .accessibilityLabel(form.accessibilityLabel(for: field))
                        .accessibilityValue(form.accessibilityValue(for: field))
                        .accessibilityHint(form.accessibilityHint(for: field))
                        .accessibilityIdentifier(form.accessibilityIdentifier(for: field))
                    if let mark = form.brandMark(for: field) {
                        CardBrandMarkView(mark: mark, theme: theme)
                    }
                }
                .padding(12)
                .background(colors[.background], in: RoundedRectangle(cornerRadius: 9))
                .padding(1)
                .background(colors[form.borderRole(for: field)], in: RoundedRectangle(cornerRadius: 10))
                if let message = form.message(for: field), let announcement = form.errorAnnouncement(for: field) {
                    Text(verbatim: message)
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[.error])
                        .accessibilityLabel(announcement)
                        .accessibilityIdentifier(form.errorAccessibilityIdentifier(for: field))
                }
            }
        }

        /// The secure field for the security code (``CardForm/isSecure(_:)``); for a formatted field (number,
        /// expiry) on iOS 18 and later, the field whose caret the form places (``CardCaretTextField``); else a
        /// plain text field, whose caret the system places.
        private var input: AnyView {
            if form.isSecure(field) {
                return AnyView(SecureField(form.placeholder(for: field), text: text))
            }
            if #available(iOS 18.0, visionOS 2.0, *), form.placesCaret(in: field) {
                return AnyView(CardCaretTextField(form: form, field: field, perform: perform))
            }
            return AnyView(TextField(form.placeholder(for: field), text: text))
        }

        /// The field's text: what the form shows (the number grouped, the expiry with its slash), stored as typed;
        /// an edit that completes the field moves the focus on when the form says so (auto-advance).
        private var text: Binding<String> {
            Binding(
                get: { @MainActor in form.text(for: field) },
                set: { @MainActor in perform(form.edit(field, typed: $0, caret: nil).move) })
        }
    }
#endif
