/// Where a ``PaymentFlow`` is in its life, as apps observe it (derived from the flow's state machine).
public enum FlowState: Sendable, Hashable, CustomStringConvertible {
    /// Created, not started.
    case idle
    /// Fetching the session's payment methods.
    case loadingPaymentMethods
    /// The card form is shown; the shopper types.
    case collectingCard
    /// Creating the one-time token.
    case tokenizing
    /// Seamless: creating the payment (one idempotency key per flow).
    case creatingPayment
    /// Full, Lite, render: the token was handed to the merchant, whose server creates the payment; waiting for
    /// `continuePayment()`.
    case awaitingMerchantPayment
    /// The shopper is answering a 3DS challenge.
    case authenticating
    /// A QR code (PIX) is shown while the SDK watches the payment.
    case showingQRCode
    /// A wallet sheet (Apple Pay) is shown.
    case awaitingWallet
    /// The shopper is on a redirect page; waiting for the deep link back.
    case awaitingRedirect
    /// Enrollment: saving the card for the customer.
    case enrolling
    /// Reading the payment's status from the backend.
    case readingStatus
    /// The status screen is shown.
    case presentingStatus
    /// Done; the result was delivered. No transition leaves this state.
    case finished(Yuno.Result)

    /// The state's name, for logs and errors.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .loadingPaymentMethods: "loadingPaymentMethods"
        case .collectingCard: "collectingCard"
        case .tokenizing: "tokenizing"
        case .creatingPayment: "creatingPayment"
        case .awaitingMerchantPayment: "awaitingMerchantPayment"
        case .authenticating: "authenticating"
        case .showingQRCode: "showingQRCode"
        case .awaitingWallet: "awaitingWallet"
        case .awaitingRedirect: "awaitingRedirect"
        case .enrolling: "enrolling"
        case .readingStatus: "readingStatus"
        case .presentingStatus: "presentingStatus"
        case .finished(let result): "finished(\(result))"
        }
    }
}
