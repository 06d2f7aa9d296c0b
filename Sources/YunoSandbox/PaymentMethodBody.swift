import Foundation

/// One entry of `GET /v1/checkout/sessions/{cs}/payment-methods` and of
/// `GET /v1/customers/sessions/{cus}/payment-methods` (only the latter sets `enrollable` and `status`).
struct PaymentMethodBody: Codable, Sendable, Hashable {
    /// The `card_data` of a vaulted card.
    struct CardData: Codable, Sendable, Hashable {
        var iin: String
        var lfd: String
        var brand: String
        var expirationMonth: Int
        var expirationYear: Int
    }

    var name: String
    var type: String
    var category: String
    var vaultedToken: String?
    var description: String
    var icon: String
    var preferred: Bool
    var cardData: CardData?
    var enrollable: Bool? = nil
    var status: String? = nil
}
