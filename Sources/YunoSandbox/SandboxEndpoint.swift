import Foundation

/// One route of the sandbox, used to target fault injection and to label recorded requests.
///
/// A plain value; safe to share across isolation domains. The raw value is the route template.
public enum SandboxEndpoint: String, Sendable, Hashable, CaseIterable {
    /// Merchant `POST /v1/checkout/sessions` (private key).
    case createCheckoutSession = "POST /v1/checkout/sessions"
    /// SDK `GET /v1/checkout/sessions/{checkout_session}/payment-methods`.
    case listPaymentMethods = "GET /v1/checkout/sessions/{checkout_session}/payment-methods"
    /// SDK `POST /v1/checkout/sessions/{checkout_session}/token`.
    case createToken = "POST /v1/checkout/sessions/{checkout_session}/token"
    /// SDK `POST /v1/checkout/sessions/{checkout_session}/payments` (idempotency key).
    case createSeamlessPayment = "POST /v1/checkout/sessions/{checkout_session}/payments"
    /// SDK `GET /v1/checkout/sessions/{checkout_session}/payment`.
    case getPayment = "GET /v1/checkout/sessions/{checkout_session}/payment"
    /// Merchant `POST /v1/payments` (private key, idempotency key).
    case createMerchantPayment = "POST /v1/payments"
    /// Merchant `POST /v1/customers` (private key).
    case createCustomer = "POST /v1/customers"
    /// `GET /v1/checkout/sessions/{checkout_session}`: published for the private key; [ours] also for the SDK's
    /// public key, which reads the amount for a wallet sheet drawn before any payment exists.
    case getCheckoutSession = "GET /v1/checkout/sessions/{checkout_session}"
    /// SDK `POST /v1/checkout/sessions/{checkout_session}/payment-methods/{vaulted_token}/unenroll`.
    case unenrollFromCheckoutSession =
        "POST /v1/checkout/sessions/{checkout_session}/payment-methods/{vaulted_token}/unenroll"
    /// Merchant `POST /v1/customers/sessions` (private key).
    case createCustomerSession = "POST /v1/customers/sessions"
    /// SDK `GET /v1/checkout/customers/sessions/{customer_session}/payment-methods` (the methods to enroll).
    case listEnrollmentMethods = "GET /v1/checkout/customers/sessions/{customer_session}/payment-methods"
    /// SDK or merchant `POST /v1/customers/sessions/{customer_session}/payment-methods` (idempotency key): creates a
    /// READY_TO_ENROLL payment method.
    case enrollPaymentMethod = "POST /v1/customers/sessions/{customer_session}/payment-methods"
    /// SDK [ours] `POST /v1/checkout/customers/sessions/{customer_session}/payment-methods/{payment_method_id}/enroll`
    /// (idempotency key): the card of a READY_TO_ENROLL payment method.
    case submitEnrollmentCard =
        "POST /v1/checkout/customers/sessions/{customer_session}/payment-methods/{payment_method_id}/enroll"
    /// SDK or merchant `GET /v1/payment-methods/{payment_method_id}`.
    case getPaymentMethod = "GET /v1/payment-methods/{payment_method_id}"
    /// SDK or merchant `POST /v1/customers/payment-methods/{payment_method_id}/unenroll`.
    case unenrollPaymentMethod = "POST /v1/customers/payment-methods/{payment_method_id}/unenroll"
    /// Merchant `GET /v1/customers/{customer_id}/payment-methods` (private key).
    case listCustomerPaymentMethods = "GET /v1/customers/{customer_id}/payment-methods"

    /// Whether the route needs the private secret key as well as the public key.
    var isMerchant: Bool {
        switch self {
        case .createCheckoutSession, .createMerchantPayment, .createCustomer, .createCustomerSession,
            .listCustomerPaymentMethods:
            true
        default: false
        }
    }

    /// Whether the route requires an `X-Idempotency-Key`.
    var requiresIdempotencyKey: Bool {
        switch self {
        case .createSeamlessPayment, .createMerchantPayment, .enrollPaymentMethod, .submitEnrollmentCard: true
        default: false
        }
    }

    /// Whether the route honours an `X-Idempotency-Key` when one is sent (a retry with the key gets the first
    /// answer) without requiring it: the unenrollments, so a retried removal whose answer was lost is told the
    /// card was removed rather than 404.
    var acceptsIdempotencyKey: Bool {
        switch self {
        case .unenrollFromCheckoutSession, .unenrollPaymentMethod: true
        default: requiresIdempotencyKey
        }
    }
}
