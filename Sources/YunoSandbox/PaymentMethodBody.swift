import Foundation

/// One entry of `GET /v1/checkout/sessions/{cs}/payment-methods`, as published
/// (openapi/checkout-sessions/retrieve-payment-methods-for-checkout.json): `checkout{session, sdk_required_action,
/// conditions}` and, for a saved card, `vaulted_token` and the published `card_data`.
struct PaymentMethodBody: Codable, Sendable, Hashable {
    /// `checkout`.
    struct Checkout: Codable, Sendable, Hashable {
        /// `checkout.conditions`.
        struct Conditions: Codable, Sendable, Hashable {
            var enabled: Bool
        }

        var session: String
        var sdkRequiredAction: Bool
        var conditions: Conditions
    }

    var name: String
    var type: String
    var category: String
    var vaultedToken: String?
    var description: String
    var icon: String
    var lastSuccessfullyUsed: Bool?
    var checkout: Checkout
    var preferred: Bool
    var cardData: CardDataBody?
}
