#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI
    import UIKit

    /// The QR-code screen (PIX and other QR methods): title, amount, the symbol (black on white in every scheme),
    /// how to pay, the expiry in the shopper's time and the time left (updated as it runs down), the code's text
    /// with "Copy code" (which says "Code copied" for a few seconds, announced to VoiceOver), and "Close". VoiceOver
    /// reads the symbol as "QR code to pay" and never the code.
    struct QRCodeView: View {
        let screen: QRCodeScreen
        let theme: ScreenTheme
        let onClose: @MainActor () -> Void

        /// The QR `screen` drawn with `theme`; `onClose` runs when the shopper presses "Close".
        init(screen: QRCodeScreen, theme: ScreenTheme, onClose: @escaping @MainActor () -> Void) {
            self.screen = screen
            self.theme = theme
            self.onClose = onClose
        }

        var body: some View {
            // A new code gets a new live state (time left, copy confirmation): the identity follows the screen.
            QRCodeLiveView(screen: screen, theme: theme, onClose: onClose)
                .id(screen)
        }
    }

    /// The QR-code screen's content, with its ``QRCodeScreenState``: it shows the state's texts, refreshes it when
    /// ``QRCodeScreenState/nextRefresh`` says and posts what the state announces. It decides nothing.
    private struct QRCodeLiveView: View {
        let theme: ScreenTheme
        let onClose: @MainActor () -> Void
        @State private var state: QRCodeScreenState
        @Environment(\.colorScheme) private var colorScheme

        init(screen: QRCodeScreen, theme: ScreenTheme, onClose: @escaping @MainActor () -> Void) {
            self.theme = theme
            self.onClose = onClose
            _state = State(initialValue: QRCodeScreenState(screen: screen))
        }

        var body: some View {
            let colors = ThemeColors(theme: theme, colorScheme: colorScheme)
            let screen = state.screen
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
                    Text(verbatim: state.timeLeftText)
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[state.timeLeftRole])
                        .accessibilityLabel(state.timeLeftAccessibilityLabel)
                        .accessibilityIdentifier(YunoAccessibilityIdentifier.qrTimeLeft)
                        .accessibilityAddTraits(.updatesFrequently)
                    Text(verbatim: screen.copyInstructions)
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[.secondaryText])
                    Text(verbatim: screen.code)
                        .font(theme.font(.caption))
                        .foregroundStyle(colors[.text])
                        .accessibilityHidden(true)
                    ThemedButton(
                        state.copyButtonTitle, kind: state.copyButtonKind, isEnabled: state.canCopy,
                        identifier: YunoAccessibilityIdentifier.qrCopy, theme: theme, action: copy)
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
            .task { await refreshWhileLive() }
        }

        /// Refreshes the state when the time left or the copy confirmation changes; ends when nothing will change
        /// any more, or when the view goes away (its task is cancelled).
        private func refreshWhileLive() async {
            while let delay = state.nextRefresh {
                do {
                    try await Task.sleep(for: delay)
                } catch {
                    return
                }
                state.refresh()?.post()
            }
        }

        /// "Copy code": the state says whether the code may still be copied and what to announce.
        private func copy() {
            guard let announcement = state.copy() else { return }
            UIPasteboard.general.string = state.screen.code
            announcement.post()
        }
    }
#endif
