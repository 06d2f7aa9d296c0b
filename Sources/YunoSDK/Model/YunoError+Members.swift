extension YunoError {
    /// The SDK was used before `initialize` succeeded.
    public static let notInitialized = YunoError(.notInitialized)

    /// The API key is empty or its prefix selects no environment.
    public static func invalidAPIKey(reason: String) -> YunoError {
        YunoError(.invalidAPIKey(reason: reason))
    }

    /// A custom base URL is not HTTPS and not a loopback address.
    public static func insecureBaseURL(_ value: String) -> YunoError {
        YunoError(.insecureBaseURL(value))
    }

    /// ``YunoConfig/applePayMerchantIdentifier`` breaks a rule of ``ApplePayMerchantIdentifier``; `reason` says
    /// which ([ours]).
    public static func invalidApplePayMerchantIdentifier(reason: String) -> YunoError {
        YunoError(.invalidApplePayMerchantIdentifier(reason: reason))
    }

    /// The checkout session is not a UUID.
    public static func invalidCheckoutSession(_ value: String) -> YunoError {
        YunoError(.invalidCheckoutSession(value))
    }

    /// The customer session is not a UUID.
    public static func invalidCustomerSession(_ value: String) -> YunoError {
        YunoError(.invalidCustomerSession(value))
    }

    /// A headless call's data names checkout session `given` (a valid UUID), but the client was created for
    /// `expected`; nothing was sent.
    public static func checkoutSessionMismatch(expected: String, given: String) -> YunoError {
        YunoError(.checkoutSessionMismatch(expected: expected, given: given))
    }

    /// A headless enrollment's data names customer session `given` (a valid UUID), but the client was created for
    /// `expected`; nothing was sent.
    public static func customerSessionMismatch(expected: String, given: String) -> YunoError {
        YunoError(.customerSessionMismatch(expected: expected, given: given))
    }

    /// The country is not an ISO 3166-1 alpha-2 code.
    public static func invalidCountryCode(_ value: String) -> YunoError {
        YunoError(.invalidCountryCode(value))
    }

    /// The language tag is malformed (a well-formed unsupported language falls back to English instead).
    public static func invalidLanguage(_ value: String) -> YunoError {
        YunoError(.invalidLanguage(value))
    }

    /// The payment-method type is malformed or unknown to this SDK.
    public static func invalidPaymentMethodType(_ value: String) -> YunoError {
        YunoError(.invalidPaymentMethodType(value))
    }

    /// The vaulted token is empty or malformed.
    public static let invalidVaultedToken = YunoError(.invalidVaultedToken)

    /// The session does not offer this payment method.
    public static func paymentMethodNotAvailable(_ value: String) -> YunoError {
        YunoError(.paymentMethodNotAvailable(value))
    }

    /// The vaulted token is not one of the session's saved methods.
    public static let vaultedTokenNotAvailable = YunoError(.vaultedTokenNotAvailable)

    /// UI is needed (the named purpose) but no presenter was given.
    public static func missingPresenter(purpose: String) -> YunoError {
        YunoError(.missingPresenter(purpose: purpose))
    }

    /// Another flow is already active for this checkout session; nothing was sent.
    public static func flowAlreadyActive(checkoutSession: String) -> YunoError {
        YunoError(.flowAlreadyActive(checkoutSession: checkoutSession))
    }

    /// The card form could not produce a valid card.
    public static func invalidCard(_ value: CardFormError) -> YunoError {
        YunoError(.invalidCard(value))
    }

    /// The backend answered with an error status and Yuno error body.
    public static func server(status: Int, code: String, messages: [String]) -> YunoError {
        YunoError(.server(status: status, code: code, messages: messages))
    }

    /// The backend's answer could not be understood.
    public static func invalidResponse(operation: String, detail: String) -> YunoError {
        YunoError(.invalidResponse(operation: operation, detail: detail))
    }

    /// The request never got an answer (connection refused, lost, timed out).
    public static func transport(operation: String, detail: String) -> YunoError {
        YunoError(.transport(operation: operation, detail: detail))
    }

    /// The request timed out.
    public static func timedOut(operation: String) -> YunoError {
        YunoError(.timedOut(operation: operation))
    }

    /// The flow was cancelled (by the shopper or by cancelling its task).
    public static let cancelled = YunoError(.cancelled)

    /// The payment needs an action this SDK version cannot run.
    public static func unsupportedAction(_ value: String) -> YunoError {
        YunoError(.unsupportedAction(value))
    }

    /// A flow was asked to move between states that do not connect; a programming error, reported not trapped.
    public static func illegalTransition(from: String, to: String) -> YunoError {
        YunoError(.illegalTransition(from: from, to: to))
    }

    /// A call that needs a waiting flow found none (for example `continuePayment()` with no flow).
    public static func noFlowWaiting(operation: String) -> YunoError {
        YunoError(.noFlowWaiting(operation: operation))
    }

    /// `startPayment` was called before a payment method was selected.
    public static let noPaymentMethodSelected = YunoError(.noPaymentMethodSelected)

    /// The merchant's server has not created a payment for the session when `continuePayment` asked for it.
    public static let paymentNotCreated = YunoError(.paymentNotCreated)

    /// The redirect or 3-D Secure page has no `callback_url`, so nothing could bring the shopper back.
    public static let missingCallbackURL = YunoError(.missingCallbackURL)

    /// A 3-D Secure challenge was asked for, but the session's payment waits on none (`status`: its status).
    public static func noChallengePending(status: String) -> YunoError {
        YunoError(.noChallengePending(status: status))
    }

    /// The server asked for more SDK actions than one flow runs (`limit`); the flow stopped and read the payment.
    public static func tooManySDKActions(limit: Int) -> YunoError {
        YunoError(.tooManySDKActions(limit: limit))
    }

    /// The flow stopped on `after` while a payment (or a saved card) may exist, and the backend could not be read
    /// to say what it holds: the payment's fate is unknown; check it on your server.
    public static func outcomeUnknown(after: YunoError) -> YunoError {
        YunoError(.outcomeUnknown(after: after))
    }

    /// The key given to the SDK is a private secret key: it belongs on your server only and is never sent from a
    /// device. Use the public API key.
    public static let privateKeyNotAllowed = YunoError(.privateKeyNotAllowed)

    /// The backend answered 403 `AUTHORIZATION_REQUIRED`: the account behind the API key has no authorization to
    /// use this API (for example an endpoint that needs the private secret key, or a product not enabled for the
    /// account). Nothing was done; check the account's permissions with Yuno.
    public static let authorizationRequired = YunoError(.authorizationRequired)
}
