import Foundation

/// The published body of `POST /v1/customers/sessions/{customer_session}/payment-methods`:
/// `{account_id, payment_method_type, country, account_updater, verify{vault_on_success, currency}}`. Every field is
/// optional so a missing one is a MISSING_PARAMETERS error.
struct EnrollRequest: Codable, Sendable {
    /// `verify`: whether to verify the card with a verify transaction before vaulting it.
    struct Verify: Codable, Sendable, Hashable {
        var vaultOnSuccess: Bool?
        var currency: String?
    }

    var accountId: String?
    var paymentMethodType: String?
    var country: String?
    var accountUpdater: Bool?
    var verify: Verify?
}
