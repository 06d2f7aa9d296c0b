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
    /// SDK `POST /v1/checkout/sessions/{checkout_session}/payment/three-d-secure`.
    case submitThreeDSecure = "POST /v1/checkout/sessions/{checkout_session}/payment/three-d-secure"
    /// Merchant `POST /v1/payments` (private key, idempotency key).
    case createMerchantPayment = "POST /v1/payments"
    /// Merchant `POST /v1/customers` (private key).
    case createCustomer = "POST /v1/customers"
    /// SDK `POST /v1/checkout/sessions/{checkout_session}/payment/wallet` (wallet sheet result).
    case submitWalletResult = "POST /v1/checkout/sessions/{checkout_session}/payment/wallet"
    /// SDK `POST /v1/checkout/sessions/{checkout_session}/payment-methods/{vaulted_token}/unenroll`.
    case unenrollFromCheckoutSession =
        "POST /v1/checkout/sessions/{checkout_session}/payment-methods/{vaulted_token}/unenroll"
    /// Merchant `POST /v1/customers/sessions` (private key).
    case createCustomerSession = "POST /v1/customers/sessions"
    /// SDK `GET /v1/customers/sessions/{customer_session}/payment-methods` (enrollable and enrolled methods).
    case listEnrollmentMethods = "GET /v1/customers/sessions/{customer_session}/payment-methods"
    /// SDK `POST /v1/customers/sessions/{customer_session}/payment-methods` (enroll a card).
    case enrollPaymentMethod = "POST /v1/customers/sessions/{customer_session}/payment-methods"
    /// SDK `POST /v1/customers/sessions/{customer_session}/payment-methods/{vaulted_token}/unenroll`.
    case unenrollFromCustomerSession =
        "POST /v1/customers/sessions/{customer_session}/payment-methods/{vaulted_token}/unenroll"
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
        self == .createSeamlessPayment || self == .createMerchantPayment
    }
}
