/// The screen the SDK's own checkout UI shows now (see ``CheckoutScreenPresenter``).
///
/// Main-actor state: a case carries the model its view binds to. The native views switch over it and draw the
/// model; every decision about what is shown was made when the presenter chose the case.
@MainActor
enum CheckoutScreen {
    /// The loader, while the SDK works on the network.
    case loader
    /// The card form; the shopper's "pay" and "close" go to ``CheckoutScreenPresenter/submitCardForm()`` and
    /// ``CheckoutScreenPresenter/cancel()``.
    case cardForm(CardForm)
    /// A web page the host opened (a 3-D Secure challenge, a provider's page); the screen under it says so.
    case webPage(WebPageScreen)
    /// A PIX (or other) QR code to scan; closing goes to ``CheckoutScreenPresenter/closeQRCode()``.
    case qrCode(QRCodeScreen)
    /// The final status; "done" goes to ``CheckoutScreenPresenter/dismissStatus()``.
    case status(PaymentStatusScreen)

    /// The stable accessibility identifier of the screen's root view.
    var accessibilityIdentifier: String {
        switch self {
        case .loader: "yuno.screen.loader"
        case .cardForm: "yuno.screen.cardForm"
        case .webPage: "yuno.screen.webPage"
        case .qrCode: "yuno.screen.qrCode"
        case .status: "yuno.screen.status"
        }
    }
}
