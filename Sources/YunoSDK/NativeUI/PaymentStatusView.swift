#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The final status screen: the result's symbol and title (a payment's, or an enrollment's "Card saved" / "Card
    /// not saved": the model picks the words), the information rows under their heading when the model gives one
    /// (each row read by VoiceOver as one "label, value" element), "Try again with another card" when the presenter
    /// offers it (``CheckoutScreenPresenter/retryTitle(for:)``, [ours]) and "Done". It plays the model's haptic
    /// (``PaymentStatusScreen/feedback``) once when it appears.
    struct PaymentStatusView: View {
        let screen: PaymentStatusScreen
        let language: YunoLanguage
        let theme: ScreenTheme
        let onDone: @MainActor () -> Void
        let retryTitle: String?
        let onRetry: @MainActor () -> Void
        @Environment(\.colorScheme) private var colorScheme

        /// The status `screen` in `language`, drawn with `theme`; `onDone` runs when the shopper presses "Done",
        /// `onRetry` when they press the retry button, shown only with a `retryTitle`.
        init(
            screen: PaymentStatusScreen, language: YunoLanguage, theme: ScreenTheme,
            retryTitle: String? = nil, onRetry: @escaping @MainActor () -> Void = {},
            onDone: @escaping @MainActor () -> Void
        ) {
            self.screen = screen
            self.language = language
            self.theme = theme
            self.retryTitle = retryTitle
            self.onRetry = onRetry
            self.onDone = onDone
        }

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            let rows = screen.informationRows(in: language)
            ScrollView {
                VStack(spacing: 16) {
                    Image(systemName: screen.symbolName)
                        .font(theme.font(.title2))
                        .foregroundStyle(colors[screen.symbolRole])
                        .accessibilityHidden(true)
                    Text(verbatim: screen.title(in: language))
                        .font(theme.font(.title2))
                        .foregroundStyle(colors[.text])
                        .accessibilityAddTraits(.isHeader)
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.statusTitle)
                    if !rows.isEmpty {
                        VStack(alignment: .leading, spacing: 8) {
                            if let heading = screen.informationHeading(in: language) {
                                Text(verbatim: heading)
                                    .font(theme.font(.headline))
                                    .foregroundStyle(colors[.text])
                                    .accessibilityAddTraits(.isHeader)
                            }
                            ForEach(rows.indices, id: \.self) { index in
                                HStack(alignment: .firstTextBaseline) {
                                    Text(verbatim: rows[index].label)
                                        .foregroundStyle(colors[.secondaryText])
                                    Spacer()
                                    Text(verbatim: rows[index].value)
                                        .foregroundStyle(colors[.text])
                                }
                                .font(theme.font(.body))
                                .accessibilityElement(children: .combine)
                            }
                        }
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.statusInformation)
                    }
                    if let retryTitle {
                        ThemedButton(
                            retryTitle, kind: .primary, identifier: YunoAccessibilityIdentifier.statusRetry,
                            theme: theme, action: onRetry)
                    }
                    ThemedButton(
                        screen.doneButtonTitle(in: language), kind: retryTitle == nil ? .primary : .secondary,
                        identifier: YunoAccessibilityIdentifier.statusDone, theme: theme, action: onDone)
                }
                .padding()
            }
            .background(colors[.background])
            .playsFeedback(screen.feedback)
        }
    }
#endif
