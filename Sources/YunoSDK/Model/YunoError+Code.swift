extension YunoError {
    /// The kind of a ``YunoError``, without its details: what an app switches over. New kinds may be added in a
    /// minor version, so a `switch` over it needs a `default:`.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, as spelled by its static member (`"cancelled"`, `"server"`).
        public let description: String

        private init(_ name: String) {
            description = name
        }

        /// The SDK was used before `initialize` succeeded.
        public static let notInitialized = Code("notInitialized")

        /// The API key is empty or its prefix selects no environment.
        public static let invalidAPIKey = Code("invalidAPIKey")

        /// A custom base URL is not HTTPS and not a loopback address.
        public static let insecureBaseURL = Code("insecureBaseURL")

        /// The configured Apple Pay merchant identifier is malformed ([ours]).
        public static let invalidApplePayMerchantIdentifier = Code("invalidApplePayMerchantIdentifier")

        /// The checkout session is not a UUID.
        public static let invalidCheckoutSession = Code("invalidCheckoutSession")

        /// The customer session is not a UUID.
        public static let invalidCustomerSession = Code("invalidCustomerSession")

        /// A headless call's data names another checkout session than the client's.
        public static let checkoutSessionMismatch = Code("checkoutSessionMismatch")

        /// A headless enrollment's data names another customer session than the client's.
        public static let customerSessionMismatch = Code("customerSessionMismatch")

        /// The country is not an ISO 3166-1 alpha-2 code.
        public static let invalidCountryCode = Code("invalidCountryCode")

        /// The language tag is malformed (a well-formed unsupported language falls back to English instead).
        public static let invalidLanguage = Code("invalidLanguage")

        /// The payment-method type is malformed or unknown to this SDK.
        public static let invalidPaymentMethodType = Code("invalidPaymentMethodType")

        /// The vaulted token is empty or malformed.
        public static let invalidVaultedToken = Code("invalidVaultedToken")

        /// The session does not offer this payment method.
        public static let paymentMethodNotAvailable = Code("paymentMethodNotAvailable")

        /// The vaulted token is not one of the session's saved methods.
        public static let vaultedTokenNotAvailable = Code("vaultedTokenNotAvailable")

        /// UI is needed (the named purpose) but no presenter was given.
        public static let missingPresenter = Code("missingPresenter")

        /// Another flow is already active for this checkout session; nothing was sent.
        public static let flowAlreadyActive = Code("flowAlreadyActive")

        /// The card form could not produce a valid card.
        public static let invalidCard = Code("invalidCard")

        /// The backend answered with an error status and Yuno error body.
        public static let server = Code("server")

        /// The backend's answer could not be understood.
        public static let invalidResponse = Code("invalidResponse")

        /// The request never got an answer (connection refused, lost, timed out).
        public static let transport = Code("transport")

        /// The request timed out.
        public static let timedOut = Code("timedOut")

        /// The flow was cancelled (by the shopper or by cancelling its task).
        public static let cancelled = Code("cancelled")

        /// The payment needs an action this SDK version cannot run.
        public static let unsupportedAction = Code("unsupportedAction")

        /// A flow was asked to move between states that do not connect; a programming error, reported not trapped.
        public static let illegalTransition = Code("illegalTransition")

        /// A call that needs a waiting flow found none (for example `continuePayment()` with no flow).
        public static let noFlowWaiting = Code("noFlowWaiting")

        /// `startPayment` was called before a payment method was selected.
        public static let noPaymentMethodSelected = Code("noPaymentMethodSelected")

        /// The merchant's server has not created a payment for the session when `continuePayment` asked for it.
        public static let paymentNotCreated = Code("paymentNotCreated")

        /// The redirect or 3-D Secure page has no `callback_url`, so nothing could bring the shopper back.
        public static let missingCallbackURL = Code("missingCallbackURL")

        /// A 3-D Secure challenge was asked for, but the session's payment waits on none.
        public static let noChallengePending = Code("noChallengePending")

        /// The server asked for more SDK actions than one flow runs (`limit`); the flow stopped and read the payment.
        public static let tooManySDKActions = Code("tooManySDKActions")

        /// The flow stopped on `after` while a payment (or a saved card) may exist, and the backend could not be read
        /// to say what it holds: the payment's fate is unknown; check it on your server.
        public static let outcomeUnknown = Code("outcomeUnknown")

        /// The key given to the SDK is a private secret key: it belongs on your server only and is never sent from a
        /// device. Use the public API key.
        public static let privateKeyNotAllowed = Code("privateKeyNotAllowed")

        /// The backend answered 403 `AUTHORIZATION_REQUIRED`: the account behind the API key has no authorization to
        /// use this API (for example an endpoint that needs the private secret key, or a product not enabled for the
        /// account). Nothing was done; check the account's permissions with Yuno.
        public static let authorizationRequired = Code("authorizationRequired")
    }

    /// This error's kind.
    public var code: Code {
        switch reason {
        case .notInitialized: .notInitialized
        case .invalidAPIKey: .invalidAPIKey
        case .insecureBaseURL: .insecureBaseURL
        case .invalidApplePayMerchantIdentifier: .invalidApplePayMerchantIdentifier
        case .invalidCheckoutSession: .invalidCheckoutSession
        case .invalidCustomerSession: .invalidCustomerSession
        case .checkoutSessionMismatch: .checkoutSessionMismatch
        case .customerSessionMismatch: .customerSessionMismatch
        case .invalidCountryCode: .invalidCountryCode
        case .invalidLanguage: .invalidLanguage
        case .invalidPaymentMethodType: .invalidPaymentMethodType
        case .invalidVaultedToken: .invalidVaultedToken
        case .paymentMethodNotAvailable: .paymentMethodNotAvailable
        case .vaultedTokenNotAvailable: .vaultedTokenNotAvailable
        case .missingPresenter: .missingPresenter
        case .flowAlreadyActive: .flowAlreadyActive
        case .invalidCard: .invalidCard
        case .server: .server
        case .invalidResponse: .invalidResponse
        case .transport: .transport
        case .timedOut: .timedOut
        case .cancelled: .cancelled
        case .unsupportedAction: .unsupportedAction
        case .illegalTransition: .illegalTransition
        case .noFlowWaiting: .noFlowWaiting
        case .noPaymentMethodSelected: .noPaymentMethodSelected
        case .paymentNotCreated: .paymentNotCreated
        case .missingCallbackURL: .missingCallbackURL
        case .noChallengePending: .noChallengePending
        case .tooManySDKActions: .tooManySDKActions
        case .outcomeUnknown: .outcomeUnknown
        case .privateKeyNotAllowed: .privateKeyNotAllowed
        case .authorizationRequired: .authorizationRequired
        }
    }
}
