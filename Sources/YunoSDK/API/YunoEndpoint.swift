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
    /// [ours] `GET` the checkout session's country and amount with the public key, for a wallet sheet drawn before
    /// any payment exists (Yuno publishes this read, "Retrieve Checkout Session", for the private key only).
    static func checkoutSession(_ session: String) -> String { "/v1/checkout/sessions/\(session)" }
    /// [ours] `POST` removes a saved method from the checkout session's customer. Yuno publishes
    /// `POST /v1/customers/payment-methods/{payment_method_id}/unenroll`, keyed by the payment method's id.
    static func unenroll(_ session: String, vaultedToken: String) -> String {
        "/v1/checkout/sessions/\(session)/payment-methods/\(vaultedToken)/unenroll"
    }
    /// [fact] `GET` the methods a customer session can enroll: `{"payment_methods": [{…, enrollment{session,
    /// sdk_required_action}}]}`.
    static func enrollmentMethods(_ customerSession: String) -> String {
        "/v1/checkout/customers/sessions/\(customerSession)/payment-methods"
    }
    /// [fact] `POST` `{payment_method_type, country, verify}` with an idempotency key: creates a READY_TO_ENROLL
    /// payment method. Yuno's body also requires `account_id`, which only the merchant's backend knows; the SDK,
    /// holding the public key alone, omits it ([ours]: the account is the key's).
    static func enroll(_ customerSession: String) -> String {
        "/v1/customers/sessions/\(customerSession)/payment-methods"
    }
    /// [ours] `POST` `{card}` with an idempotency key: the card of a READY_TO_ENROLL payment method (the step Yuno does
    /// not publish); answers the payment-method object, ENROLLED with its `vaulted_token` or declined.
    static func enrollmentCard(_ customerSession: String, paymentMethodID: String) -> String {
        "/v1/checkout/customers/sessions/\(customerSession)/payment-methods/\(paymentMethodID)/enroll"
    }
    /// [fact] `GET` a payment method by id (read back after a lost enrollment answer).
    static func paymentMethod(_ id: String) -> String { "/v1/payment-methods/\(id)" }

    /// [fact] The header carrying the public API key.
    static let publicKeyHeader = "public-api-key"
    /// [fact] The header carrying the idempotency key of a payment creation.
    static let idempotencyKeyHeader = "X-Idempotency-Key"
}
