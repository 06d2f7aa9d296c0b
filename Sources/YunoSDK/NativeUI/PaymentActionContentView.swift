#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// Render mode's additional view: the QR code, or the screen under the 3DS / provider page it opens.
    struct PaymentActionContentView: View {
        let action: PaymentActionView
        let language: YunoLanguage
        let theme: ScreenTheme
        let host: UIKitCheckoutHost
        /// The client's clock, which decides whether a QR code already expired.
        let now: @Sendable () -> Date
        let deepLinks: @MainActor (URL) -> Bool

        var body: some View {
            Group {
                if let screen = action.qrCodeScreen(language: language, now: now()) {
                    QRCodeView(screen: screen, theme: theme, onClose: { action.closeQRCode() })
                } else if let screen = action.webPageScreen(language: language) {
                    WebPageWaitingView(
                        screen: screen, theme: theme, onReopen: { Task { await open() } },
                        onCancel: { host.closeWebPage() })
                }
            }
            .task { await open() }
        }

        private func open() async {
            await action.openPage(on: host, deepLinks: deepLinks)
        }
    }
#endif
