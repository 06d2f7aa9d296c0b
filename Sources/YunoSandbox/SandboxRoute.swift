import Foundation
import YunoSDK

/// A request's endpoint and the checkout session in its path, if any.
struct SandboxRoute: Sendable, Hashable {
    /// The endpoint.
    var endpoint: SandboxEndpoint
    /// The lowercased checkout session id from the path, for session routes.
    var checkoutSession: String?

    /// Matches `method` and `path` (without query) against the routes; `nil` when none matches.
    init?(method: YunoHTTPRequest.Method, path: String) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard parts.first == "v1" else { return nil }
        parts.removeFirst()
        switch (method, parts.count) {
        case (.post, 1) where parts == ["payments"]:
            endpoint = .createMerchantPayment
        case (.post, 1) where parts == ["customers"]:
            endpoint = .createCustomer
        case (.post, 2) where parts == ["checkout", "sessions"]:
            endpoint = .createCheckoutSession
        case (_, 4) where parts[0] == "checkout" && parts[1] == "sessions":
            switch (method, parts[3]) {
            case (.get, "payment-methods"): endpoint = .listPaymentMethods
            case (.post, "token"): endpoint = .createToken
            case (.post, "payments"): endpoint = .createSeamlessPayment
            case (.get, "payment"): endpoint = .getPayment
            default: return nil
            }
            checkoutSession = parts[2].lowercased()
        case (.post, 5)
        where parts[0] == "checkout" && parts[1] == "sessions" && parts[3] == "payment" && parts[4] == "three-d-secure":
            endpoint = .submitThreeDSecure
            checkoutSession = parts[2].lowercased()
        default:
            return nil
        }
    }
}
