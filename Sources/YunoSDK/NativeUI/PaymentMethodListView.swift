#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The payment-method list: its heading (or "no methods") and one row per method in the model's order (saved
    /// methods first). It observes the list, so selecting or removing a method redraws it.
    struct PaymentMethodListView: View {
        let list: PaymentMethodList
        let language: YunoLanguage
        let theme: ScreenTheme
        @Environment(\.colorScheme) private var colorScheme

        /// The list in `language`, drawn with `theme`.
        init(list: PaymentMethodList, language: YunoLanguage, theme: ScreenTheme) {
            self.list = list
            self.language = language
            self.theme = theme
        }

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: list.heading(in: language))
                    .font(theme.font(.headline))
                    .foregroundStyle(colors[.text])
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityIdentifier(YunoAccessibilityIdentifier.methodsTitle)
                ForEach(list.items) { item in
                    PaymentMethodRowView(list: list, item: item, language: language, theme: theme)
                    Divider()
                }
            }
            .padding()
            .background(colors[.background])
            .accessibilityElement(children: .contain)
            .accessibilityIdentifier(YunoAccessibilityIdentifier.methodsList)
        }
    }
#endif
