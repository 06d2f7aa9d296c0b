#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The root of the SDK's presented checkout: draws ``CheckoutScreenPresenter/screen`` with its screen's view
    /// and forwards the shopper's gestures to the presenter. No decision is made here.
    struct CheckoutScreenView: View {
        let presenter: CheckoutScreenPresenter

        var body: some View {
            let theme = ScreenTheme(appearance: presenter.appearance)
            Group {
                switch presenter.screen {
                case .loader, nil:
                    LoaderView(screen: presenter.loaderScreen, theme: theme)
                case .cardForm(let form):
                    CardFormView(
                        form: form, theme: theme, onSubmit: { presenter.submitCardForm() },
                        onCancel: { presenter.cancel() })
                case .webPage(let screen):
                    WebPageWaitingView(
                        screen: screen, theme: theme, onReopen: { presenter.reopenRedirect() },
                        onCancel: { presenter.cancel() })
                case .qrCode(let screen):
                    QRCodeView(screen: screen, theme: theme, onClose: { presenter.closeQRCode() })
                case .status(let screen):
                    PaymentStatusView(
                        screen: screen, language: presenter.language, theme: theme,
                        retryTitle: presenter.retryTitle(for: screen), onRetry: { presenter.retryWithAnotherCard() },
                        onDone: { presenter.dismissStatus() })
                }
            }
            .accessibilityIdentifier(presenter.screen?.accessibilityIdentifier ?? "yuno.screen.none")
        }
    }
#endif
