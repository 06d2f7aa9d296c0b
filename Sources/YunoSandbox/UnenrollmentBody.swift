import Foundation

/// The response of the [ours] checkout-session unenroll (by vaulted token): `{vaulted_token, status: "UNENROLLED"}`.
/// Yuno's published unenroll (by payment-method id) answers the whole ``PaymentMethodObjectBody``.
struct UnenrollmentBody: Codable, Sendable, Hashable {
    var vaultedToken: String
    var status: String
}
