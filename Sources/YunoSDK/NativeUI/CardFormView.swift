#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The card form: title and step lines, the fields ``CardForm/fieldsOnScreen`` lists (all of them, or one per
    /// step; the number with the detected brand's mark), the installment picker when the card has options
    /// (``InstallmentPickerView``), "save card" when offered, the buttons, and the bar above
    /// the keyboard (Previous / Next / Done, ``CardKeyboardBar``). It observes the form (Observation) and forwards
    /// the shopper's typing, focus and presses to it; the form decides every move.
    struct CardFormView: View {
        let form: CardForm
        let theme: ScreenTheme
        let onSubmit: (@MainActor () -> Void)?
        let onCancel: (@MainActor () -> Void)?
        @FocusState private var focus: CardForm.Field?
        @Environment(\.colorScheme) private var colorScheme

        /// The form drawn with `theme`. `onSubmit` runs when the shopper presses an enabled "Pay" ("Save card" on an
        /// enrollment's form); `nil` hides that button (render mode: the merchant's own button calls
        /// `submitForm()`). `onCancel` runs on "Cancel"; `nil` hides it.
        init(
            form: CardForm, theme: ScreenTheme, onSubmit: (@MainActor () -> Void)?,
            onCancel: (@MainActor () -> Void)?
        ) {
            self.form = form
            self.theme = theme
            self.onSubmit = onSubmit
            self.onCancel = onCancel
            _focus = FocusState()
        }

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text(verbatim: form.title)
                        .font(theme.font(.title2))
                        .foregroundStyle(colors[.text])
                        .accessibilityAddTraits(.isHeader)
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.cardFormTitle)
                    if let notice = form.declineNotice {
                        Text(verbatim: notice)
                            .font(theme.font(.body))
                            .foregroundStyle(colors[.error])
                            .accessibilityIdentifier(YunoAccessibilityIdentifier.cardFormDeclineNotice)
                    }
                    if let step = form.stepText {
                        Text(verbatim: step)
                            .font(theme.font(.caption))
                            .foregroundStyle(colors[.secondaryText])
                            .accessibilityIdentifier(YunoAccessibilityIdentifier.step)
                    }
                    ForEach(form.fieldsOnScreen, id: \.self) { field in
                        CardFieldView(form: form, field: field, theme: theme, focus: $focus, perform: perform)
                    }
                    if !form.installmentOptions.isEmpty {
                        InstallmentPickerView(form: form, theme: theme)
                    }
                    if let saveCardText = form.saveCardText {
                        Toggle(isOn: saveCard) {
                            Text(verbatim: saveCardText)
                                .font(theme.font(.body))
                                .foregroundStyle(colors[.text])
                        }
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.saveCard)
                    }
                    CardFormButtons(
                        form: form, theme: theme, canSubmit: onSubmit != nil, onCancel: onCancel, perform: perform)
                }
                .padding()
            }
            // Errors are told to VoiceOver when they appear (only new ones, once; never what was typed).
            .announcesErrors(ScreenAnnouncement.FieldErrors(form: form))
            .background(colors[.background])
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    CardKeyboardBar(form: form, field: focus, perform: perform)
                }
            }
            .onChange(of: focus) { old, new in form.focusChanged(from: old, to: new) }
        }

        /// The shopper's "save card" choice.
        private var saveCard: Binding<Bool> {
            Binding(get: { @MainActor in form.saveCard }, set: { @MainActor in form.saveCard = $0 })
        }

        /// Carries out the form's decision after a key or button press.
        private func perform(_ move: CardForm.FocusMove) {
            switch move {
            case .focus(let field): focus = field
            case .unfocus: focus = nil
            case .submit:
                focus = nil
                onSubmit?()
            case .stay: break
            }
        }
    }
#endif
