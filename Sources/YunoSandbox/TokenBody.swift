import Foundation

/// The response of `POST /v1/checkout/sessions/{cs}/token`.
struct TokenBody: Codable, Sendable, Hashable {
    /// `card_data`.
    struct CardData: Codable, Sendable, Hashable {
        var iin: String
        var lfd: String
        var brand: String
        var type: String
        var category: String
        var issuerName: String
        var countryCode: String
    }

    var token: String
    var vaultedToken: String?
    var vaultOnSuccess: Bool
    var type: String
    var cardData: CardData?
}
