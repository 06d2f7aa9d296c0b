#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The screen under a web page the SDK opened (a 3DS challenge, a provider's page): what the shopper does now,
    /// "open again" where the model offers it, and "cancel".
    struct WebPageWaitingView: View {
        let screen: WebPageScreen
        let theme: ScreenTheme
        let onReopen: @MainActor () -> Void
        let onCancel: @MainActor () -> Void

        var body: some View {
            VStack(spacing: 16) {
                Text(verbatim: screen.title)
                    .font(theme.font(.headline))
                    .accessibilityAddTraits(.isHeader)
                Text(verbatim: screen.message)
                    .font(theme.font(.body))
                ProgressView()
                if let reopenTitle = screen.reopenTitle {
                    Button(reopenTitle, action: onReopen)
                        .accessibilityIdentifier("yuno.webPage.reopen")
                }
                Button(screen.cancelTitle, action: onCancel)
                    .accessibilityIdentifier("yuno.webPage.cancel")
            }
            .padding()
        }
    }
#endif
