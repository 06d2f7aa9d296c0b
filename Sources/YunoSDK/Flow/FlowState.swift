/// Where a ``PaymentFlow`` is in its life.
public enum FlowState: Sendable, Hashable, CustomStringConvertible {
    /// Created, not started.
    case idle
    /// Checking the parameters; nothing sent yet.
    case validating
    /// Fetching the session's payment methods.
    case loadingPaymentMethods
    /// The card form is shown; the shopper types.
    case collectingCard
    /// Creating the one-time token.
    case tokenizing
    /// Creating the payment (one idempotency key per flow).
    case creatingPayment
    /// The shopper is answering a 3DS challenge.
    case authenticating
    /// Reading the payment's final status from the backend.
    case readingStatus
    /// The status screen is shown.
    case presentingStatus
    /// Done; the result was delivered. No transition leaves this state.
    case finished(Yuno.Result)

    /// The state's name, for logs and errors.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .validating: "validating"
        case .loadingPaymentMethods: "loadingPaymentMethods"
        case .collectingCard: "collectingCard"
        case .tokenizing: "tokenizing"
        case .creatingPayment: "creatingPayment"
        case .authenticating: "authenticating"
        case .readingStatus: "readingStatus"
        case .presentingStatus: "presentingStatus"
        case .finished(let result): "finished(\(result))"
        }
    }
}
