extension YunoError {
    /// The kinds of failure and their details, as the SDK builds and matches them. Internal: apps see the
    /// public static members, ``YunoError/code`` and the accessors, so a new case breaks no app's `switch`.
    enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The SDK was used before `initialize` succeeded.
        case notInitialized
        /// The API key is empty or its prefix selects no environment.
        case invalidAPIKey(reason: String)
        /// A custom base URL is not HTTPS and not a loopback address.
        case insecureBaseURL(String)
        /// The configured Apple Pay merchant identifier breaks a rule (the precise reason) ([ours]).
        case invalidApplePayMerchantIdentifier(reason: String)
        /// The checkout session is not a UUID.
        case invalidCheckoutSession(String)
        /// The customer session is not a UUID.
        case invalidCustomerSession(String)
        /// A headless call's data names checkout session `given` (a valid UUID), but the client was created for
        /// `expected`; nothing was sent.
        case checkoutSessionMismatch(expected: String, given: String)
        /// A headless enrollment's data names customer session `given` (a valid UUID), but the client was created
        /// for `expected`; nothing was sent.
        case customerSessionMismatch(expected: String, given: String)
        /// The country is not an ISO 3166-1 alpha-2 code.
        case invalidCountryCode(String)
        /// The language tag is malformed (a well-formed unsupported language falls back to English instead).
        case invalidLanguage(String)
        /// The payment-method type is malformed or unknown to this SDK.
        case invalidPaymentMethodType(String)
        /// The vaulted token is empty or malformed.
        case invalidVaultedToken
        /// The session does not offer this payment method.
        case paymentMethodNotAvailable(String)
        /// The vaulted token is not one of the session's saved methods.
        case vaultedTokenNotAvailable
        /// UI is needed (the named purpose) but no presenter was given.
        case missingPresenter(purpose: String)
        /// Another flow is already active for this checkout session; nothing was sent.
        case flowAlreadyActive(checkoutSession: String)
        /// The card form could not produce a valid card.
        case invalidCard(CardFormError)
        /// The backend answered with an error status and Yuno error body.
        case server(status: Int, code: String, messages: [String])
        /// The backend's answer could not be understood.
        case invalidResponse(operation: String, detail: String)
        /// The request never got an answer (connection refused, lost, timed out).
        case transport(operation: String, detail: String)
        /// The request timed out.
        case timedOut(operation: String)
        /// The flow was cancelled (by the shopper or by cancelling its task).
        case cancelled
        /// The payment needs an action this SDK version cannot run.
        case unsupportedAction(String)
        /// A flow was asked to move between states that do not connect; a programming error, reported not trapped.
        case illegalTransition(from: String, to: String)
        /// A call that needs a waiting flow found none (for example `continuePayment()` with no flow).
        case noFlowWaiting(operation: String)
        /// `startPayment` was called before a payment method was selected.
        case noPaymentMethodSelected
        /// The merchant's server has not created a payment for the session when `continuePayment` asked for it.
        case paymentNotCreated
        /// The redirect or 3-D Secure page has no `callback_url`, so nothing could bring the shopper back.
        case missingCallbackURL
        /// A 3-D Secure challenge was asked for, but the session's payment waits on none (`status`: its status).
        case noChallengePending(status: String)
        /// The server asked for more SDK actions than one flow runs (`limit`); the flow stopped and read the payment.
        case tooManySDKActions(limit: Int)
        /// The flow stopped on `after` while a payment (or a saved card) may exist, and the backend could not be read
        /// to say what it holds: the payment's fate is unknown; check it on your server.
        indirect case outcomeUnknown(after: YunoError)
        /// The key given to the SDK is a private secret key: it belongs on your server only and is never sent from a
        /// device. Use the public API key.
        case privateKeyNotAllowed
        /// The backend answered 403 `AUTHORIZATION_REQUIRED`: the account behind the API key has no authorization to
        /// use this API (for example an endpoint that needs the private secret key, or a product not enabled for the
        /// account). Nothing was done; check the account's permissions with Yuno.
        case authorizationRequired

        /// A precise English reason, for logs and ``PaymentOutcome``.
        var description: String {
            switch self {
            case .notInitialized: "The SDK is not initialized: call Yuno.initialize(apiKey:) first."
            case .invalidAPIKey(let reason): "Invalid API key: \(reason)."
            case .insecureBaseURL(let url): "Base URL \(url) must be HTTPS (plain HTTP only on loopback addresses)."
            case .invalidApplePayMerchantIdentifier(let reason): reason
            case .invalidCheckoutSession(let value): "Checkout session \"\(value)\" is not a UUID."
            case .invalidCustomerSession(let value): "Customer session \"\(value)\" is not a UUID."
            case .checkoutSessionMismatch(let expected, let given):
                "The data names checkout session \(given), but this client was created for checkout session \(expected)."
            case .customerSessionMismatch(let expected, let given):
                "The data names customer session \(given), but this client was created for customer session \(expected)."
            case .invalidCountryCode(let value): "Country \"\(value)\" is not an ISO 3166-1 alpha-2 code."
            case .invalidLanguage(let value): "Language \"\(value)\" is not a language tag."
            case .invalidPaymentMethodType(let value): "Payment-method type \"\(value)\" is malformed or unknown."
            case .invalidVaultedToken: "The vaulted token is empty or malformed."
            case .paymentMethodNotAvailable(let type): "The checkout session does not offer payment method \(type)."
            case .vaultedTokenNotAvailable: "The vaulted token is not a saved method of this checkout session."
            case .missingPresenter(let purpose): "No presenter (viewController) was given, but \(purpose) needs UI."
            case .flowAlreadyActive(let session): "A flow for checkout session \(session) is already active."
            case .invalidCard(let error): "The card is invalid: \(error)."
            case .server(let status, let code, let messages):
                "The server answered \(status) \(code)\(messages.isEmpty ? "" : ": " + messages.joined(separator: "; "))."
            case .invalidResponse(let operation, let detail): "Unexpected response to \(operation): \(detail)."
            case .transport(let operation, let detail): "No response to \(operation): \(detail)."
            case .timedOut(let operation): "\(operation) timed out."
            case .cancelled: "The flow was cancelled."
            case .unsupportedAction(let action): "The payment needs action \(action), which this SDK cannot run."
            case .illegalTransition(let from, let to): "Illegal flow transition from \(from) to \(to)."
            case .noFlowWaiting(let operation): "\(operation) was called, but no flow is waiting for it."
            case .noPaymentMethodSelected: "startPayment was called before a payment method was selected."
            case .paymentNotCreated:
                "continuePayment found no payment: create it on your server with the one-time token first."
            case .missingCallbackURL:
                "The redirect or 3-D Secure page needs the payment's callback_url to bring the shopper back."
            case .noChallengePending(let status):
                "The session's payment (\(LogSafe.excerpt(status, limit: 40))) waits on no 3-D Secure challenge."
            case .tooManySDKActions(let limit): "The server asked for more than \(limit) SDK actions in one flow."
            case .outcomeUnknown(let error):
                "The payment's outcome is unknown: the backend could not be read after this error: \(error)"
            case .privateKeyNotAllowed:
                "This is a private secret key: it must never be used in an app. Initialize the SDK with the public API key."
            case .authorizationRequired:
                "The Yuno account has no authorization to use this API (403 AUTHORIZATION_REQUIRED)."
            }
        }
    }
}
