#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The installment picker under the card fields: the options ``CardForm/installmentOptions`` lists for the card
    /// as typed, each by its label, with ``CardForm/selectedInstallment`` selected. It draws the form's state and
    /// forwards the shopper's pick (``CardForm/selectInstallment(_:)``); the form decides everything else.
    struct InstallmentPickerView: View {
        let form: CardForm
        let theme: ScreenTheme
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            Picker(selection: selection) {
                ForEach(form.installmentOptions, id: \.installment) { option in
                    Text(verbatim: option.label).tag(option.installment)
                }
            } label: {
                Text(verbatim: form.installmentsTitle)
                    .font(theme.font(.body))
                    .foregroundStyle(colors[.text])
            }
            .accessibilityIdentifier(YunoAccessibilityIdentifier.installments)
        }

        /// The selected number of installments (`0` while none is selected: no option has it).
        private var selection: Binding<Int> {
            Binding(
                get: { @MainActor in form.selectedInstallment?.installment ?? 0 },
                set: { @MainActor in form.selectInstallment($0) })
        }
    }
#endif
