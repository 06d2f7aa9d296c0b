#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI
    import UIKit

    /// The QR-code screen (PIX and other QR methods): title, amount, the symbol (black on white in every scheme),
    /// how to pay, the expiry in the shopper's time, the code's text with "Copy code", and "Close". VoiceOver reads
    /// the symbol as "QR code to pay" and never the code.
    struct QRCodeView: View {
        let screen: QRCodeScreen
        let theme: ScreenTheme
        let onClose: @MainActor () -> Void
        @Environment(\.colorScheme) private var colorScheme

        /// The QR `screen` drawn with `theme`; `onClose` runs when the shopper presses "Close".
        init(screen: QRCodeScreen, theme: ScreenTheme, onClose: @escaping @MainActor () -> Void) {
            self.screen = screen
            self.theme = theme
            self.onClose = onClose
        }

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            ScrollView {
                VStack(spacing: 16) {
                    Text(verbatim: screen.title)
                        .font(theme.font(.title2))
                        .foregroundStyle(colors[.text])
                        .accessibilityAddTraits(.isHeader)
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.qrTitle)
                    if let amount = screen.amountText {
                        Text(verbatim: amount)
                            .font(theme.font(.headline))
                            .foregroundStyle(colors[.text])
                            .accessibilityIdentifier(YunoAccessibilityIdentifier.qrAmount)
                    }
                    QRCodeShape(screen: screen)
                        .fill(colors[.qrForeground])
                        .aspectRatio(1, contentMode: .fit)
                        .background(colors[.qrBackground])
                        .frame(maxWidth: 320)
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(screen.imageAccessibilityLabel)
                        .accessibilityAddTraits(.isImage)
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.qrImage)
                    Text(verbatim: screen.instructions)
                        .font(theme.font(.body))
                        .foregroundStyle(colors[.text])
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.qrInstructions)
                    Text(verbatim: screen.expiryText)
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[.secondaryText])
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.qrExpiry)
                    Text(verbatim: screen.copyInstructions)
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[.secondaryText])
                    Text(verbatim: screen.code)
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[.text])
                        .accessibilityHidden(true)
                    ThemedButton(
                        screen.copyButtonTitle, kind: .primary, identifier: YunoAccessibilityIdentifier.qrCopy,
                        theme: theme, action: { UIPasteboard.general.string = screen.code })
                    HStack(spacing: 8) {
                        ProgressView()
                        Text(verbatim: screen.waitingText)
                            .font(theme.font(.caption))
                            .foregroundStyle(colors[.secondaryText])
                    }
                    .accessibilityElement(children: .combine)
                    ThemedButton(
                        screen.closeButtonTitle, kind: .secondary, identifier: YunoAccessibilityIdentifier.qrClose,
                        theme: theme, action: onClose)
                }
                .padding()
            }
            .background(colors[.background])
        }
    }
#endif
