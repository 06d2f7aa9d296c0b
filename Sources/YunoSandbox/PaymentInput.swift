import Foundation

/// The normalized input of both payment-creation endpoints.
struct PaymentInput: Sendable {
    /// The checkout session id.
    var checkoutSession: String
    /// A one-time token.
    var token: String?
    /// A vaulted token (merchant endpoint only).
    var vaultedToken: String?
    /// The requested payment method type.
    var type: String?
    /// An explicit `vault_on_success`.
    var vaultOnSuccess: Bool?
    /// Whether to capture.
    var capture: Bool
    /// The amount, when the request names one (merchant endpoint); otherwise the session's.
    var amount: Decimal?
    /// The description, when the request names one.
    var description: String?
    /// The merchant order id, when the request names one.
    var merchantOrderId: String?
    /// The idempotency key.
    var idempotencyKey: String
    /// Which endpoint.
    var origin: YunoSandbox.LedgerEntry.Origin
}
