import Foundation
import YunoSDK

/// A request's endpoint and the identifiers in its path.
struct SandboxRoute: Sendable, Hashable {
    /// The endpoint.
    var endpoint: SandboxEndpoint
    /// The lowercased checkout session id from the path, for checkout-session routes.
    var checkoutSession: String?
    /// The lowercased customer session id from the path, for customer-session routes.
    var customerSession: String?
    /// The lowercased customer id from the path, for `GET /v1/customers/{customer_id}/payment-methods`.
    var customerID: String?
    /// The lowercased vaulted token from the path, for the checkout-session unenroll route.
    var vaultedToken: String?
    /// The lowercased payment-method id from the path, for the enrollment card step, retrieval and unenroll.
    var paymentMethodID: String?

    /// Matches `method` and `path` (without query) against the routes; `nil` when none matches.
    init?(method: YunoHTTPRequest.Method, path: String) {
        // Split as UTF-8 bytes, as a URL path is: at every `/`, even one a combining mark follows (a split on
        // `Character`s would not split there, and is far slower). Pieces end on Unicode scalar boundaries.
        var parts = path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
        guard parts.first == "v1" else { return nil }
        parts.removeFirst()
        let sessions = parts.count >= 3 && parts[1] == "sessions"
        let checkout = sessions && parts[0] == "checkout"
        let customer = sessions && parts[0] == "customers"
        switch (method, parts.count) {
        case (.post, 1) where parts == ["payments"]:
            endpoint = .createMerchantPayment
        case (.post, 1) where parts == ["customers"]:
            endpoint = .createCustomer
        case (.post, 2) where parts == ["checkout", "sessions"]:
            endpoint = .createCheckoutSession
        case (.post, 2) where parts == ["customers", "sessions"]:
            endpoint = .createCustomerSession
        case (.get, 3) where checkout:
            endpoint = .getCheckoutSession
            checkoutSession = parts[2].lowercased()
        case (.get, 2) where parts[0] == "payment-methods":
            endpoint = .getPaymentMethod
            paymentMethodID = parts[1].lowercased()
        case (.post, 4) where parts[0] == "customers" && parts[1] == "payment-methods" && parts[3] == "unenroll":
            endpoint = .unenrollPaymentMethod
            paymentMethodID = parts[2].lowercased()
        case (.get, 5)
        where parts[0] == "checkout" && parts[1] == "customers" && parts[2] == "sessions"
            && parts[4] == "payment-methods":
            endpoint = .listEnrollmentMethods
            customerSession = parts[3].lowercased()
        case (.post, 7)
        where parts[0] == "checkout" && parts[1] == "customers" && parts[2] == "sessions"
            && parts[4] == "payment-methods" && parts[6] == "enroll":
            endpoint = .submitEnrollmentCard
            customerSession = parts[3].lowercased()
            paymentMethodID = parts[5].lowercased()
        case (.get, 3) where parts[0] == "customers" && parts[2] == "payment-methods":
            endpoint = .listCustomerPaymentMethods
            customerID = parts[1].lowercased()
        case (_, 4) where checkout:
            switch (method, parts[3]) {
            case (.get, "payment-methods"): endpoint = .listPaymentMethods
            case (.post, "token"): endpoint = .createToken
            case (.post, "payments"): endpoint = .createSeamlessPayment
            case (.get, "payment"): endpoint = .getPayment
            default: return nil
            }
            checkoutSession = parts[2].lowercased()
        case (.post, 4) where customer && parts[3] == "payment-methods":
            endpoint = .enrollPaymentMethod
            customerSession = parts[2].lowercased()
        case (.post, 6) where checkout && parts[3] == "payment-methods" && parts[5] == "unenroll":
            endpoint = .unenrollFromCheckoutSession
            checkoutSession = parts[2].lowercased()
            vaultedToken = parts[4].lowercased()
        default:
            return nil
        }
    }
}
