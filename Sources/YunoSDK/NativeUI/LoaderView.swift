#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The loader: a spinner and "Loading…" in the flow's language (``LoaderScreen``), read by VoiceOver as one
    /// element.
    struct LoaderView: View {
        let screen: LoaderScreen
        let theme: ScreenTheme
        @Environment(\.colorScheme) private var colorScheme

        /// The loader `screen`, drawn with `theme`.
        init(screen: LoaderScreen, theme: ScreenTheme) {
            self.screen = screen
            self.theme = theme
        }

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            VStack(spacing: 16) {
                ProgressView()
                Text(verbatim: screen.text)
                    .font(theme.font(.body))
                    .foregroundStyle(colors[.secondaryText])
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(colors[.background])
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(screen.text)
            .accessibilityAddTraits(.updatesFrequently)
            .accessibilityIdentifier(screen.accessibilityIdentifier)
        }
    }
#endif
