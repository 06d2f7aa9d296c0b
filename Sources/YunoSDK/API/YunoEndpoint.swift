/// Every API path the SDK calls, in one place.
///
/// Paths marked [ours] are this product's choice where Yuno's real SDK endpoints are unpublished (SPEC §6.2);
/// correct them here and in the emulator when the real ones are known.
enum YunoEndpoint {
    /// [fact] `GET` the session's payment methods.
    static func paymentMethods(_ session: String) -> String { "/v1/checkout/sessions/\(session)/payment-methods" }
    /// [fact] `POST` a one-time token.
    static func token(_ session: String) -> String { "/v1/checkout/sessions/\(session)/token" }
    /// [ours] `POST` the seamless payment, with an idempotency key.
    static func seamlessPayments(_ session: String) -> String { "/v1/checkout/sessions/\(session)/payments" }
    /// [ours] `GET` the session's payment: status and pending action.
    static func sessionPayment(_ session: String) -> String { "/v1/checkout/sessions/\(session)/payment" }
    /// [ours] `POST` how the 3DS challenge ended.
    static func threeDSResult(_ session: String) -> String {
        "/v1/checkout/sessions/\(session)/payment/three-d-secure"
    }

    /// [ours] `POST` a wallet (Apple Pay) authorization.
    static func walletResult(_ session: String) -> String { "/v1/checkout/sessions/\(session)/payment/wallet" }
    /// [ours] `POST` removes a saved method from the checkout session's customer. Yuno publishes
    /// `POST /v1/customers/payment-methods/{payment_method_id}/unenroll`, keyed by the payment method's id.
    static func unenroll(_ session: String, vaultedToken: String) -> String {
        "/v1/checkout/sessions/\(session)/payment-methods/\(vaultedToken)/unenroll"
    }
    /// [ours] `GET` the methods a customer session can enroll, and the enrolled ones (read back after a lost
    /// enrollment answer). Not Yuno's published list: that is
    /// `GET /v1/checkout/customers/sessions/{customer_session}/payment-methods` → `{"payment_methods": […]}`.
    static func enrollmentMethods(_ customerSession: String) -> String {
        "/v1/customers/sessions/\(customerSession)/payment-methods"
    }
    /// [fact] path, [ours] body: `POST` enrolls a method for a customer session. Yuno publishes the body
    /// `{account_id, payment_method_type, country, verify}` with `X-Idempotency-Key`; this SDK still sends the card
    /// in `payment_method.card`, the step Yuno does not publish.
    static func enroll(_ customerSession: String) -> String {
        "/v1/customers/sessions/\(customerSession)/payment-methods"
    }

    /// [fact] The header carrying the public API key.
    static let publicKeyHeader = "public-api-key"
    /// [fact] The header carrying the idempotency key of a payment creation.
    static let idempotencyKeyHeader = "X-Idempotency-Key"
}
