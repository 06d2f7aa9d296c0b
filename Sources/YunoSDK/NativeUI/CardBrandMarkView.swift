#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The mark of the card brand the form detects (``CardBrandMark``): its symbol and wordmark, read by VoiceOver
    /// as one element labelled with the brand's name ("Card" while no known brand matches).
    struct CardBrandMarkView: View {
        let mark: CardBrandMark
        let theme: ScreenTheme
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            HStack(spacing: 4) {
                Image(systemName: mark.symbolName)
                if let wordmark = mark.wordmark {
                    Text(verbatim: wordmark)
                        .font(theme.font(.caption))
                }
            }
            .foregroundStyle(colors[.secondaryText])
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(mark.accessibilityLabel)
            .accessibilityIdentifier(YunoAccessibilityIdentifier.cardBrand)
        }
    }
#endif
