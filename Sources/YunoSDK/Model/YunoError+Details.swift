extension YunoError {
    /// The HTTP status the backend answered with, for a ``Code/server`` error; `nil` otherwise.
    public var httpStatus: Int? {
        if case .server(let status, _, _) = reason { return status }
        return nil
    }

    /// Yuno's error code from the answer's body (`"INVALID_REQUEST"`, `"REQUEST_IN_PROCESS"`), for a
    /// ``Code/server`` error; `nil` otherwise.
    public var serverCode: String? {
        if case .server(_, let code, _) = reason { return code }
        return nil
    }

    /// The messages of the answer's body, for a ``Code/server`` error; empty otherwise.
    public var serverMessages: [String] {
        if case .server(_, _, let messages) = reason { return messages }
        return []
    }

    /// Why the card form's card is invalid (per field), for a ``Code/invalidCard`` error; `nil` otherwise.
    public var cardFormError: CardFormError? {
        if case .invalidCard(let error) = reason { return error }
        return nil
    }

    /// The error that stopped the flow before its outcome became unknown, for a ``Code/outcomeUnknown`` error;
    /// `nil` otherwise.
    public var underlyingError: YunoError? {
        if case .outcomeUnknown(let error) = reason { return error }
        return nil
    }

    /// What the error is about, when it names one thing: the rejected input (already shortened and safe to log),
    /// the payment-method type not offered, the operation that failed or timed out, the action that cannot run,
    /// the session of an active flow; `nil` for the kinds that name nothing.
    public var subject: String? {
        switch reason {
        case .insecureBaseURL(let value), .invalidCheckoutSession(let value), .invalidCustomerSession(let value),
            .invalidCountryCode(let value), .invalidLanguage(let value), .invalidPaymentMethodType(let value),
            .paymentMethodNotAvailable(let value), .unsupportedAction(let value):
            return value
        case .invalidResponse(let operation, _), .transport(let operation, _), .timedOut(let operation),
            .noFlowWaiting(let operation):
            return operation
        case .missingPresenter(let purpose): return purpose
        case .flowAlreadyActive(let session): return session
        default: return nil
        }
    }
}
