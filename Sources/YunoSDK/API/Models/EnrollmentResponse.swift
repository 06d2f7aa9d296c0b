/// The published payment-method object (enroll, retrieve by id, unenroll) and the [ours] checkout-list unenroll
/// answer: its id, status, and — once a card is enrolled — the vaulted token and card data. Unknown keys are ignored.
struct EnrollmentResponse: Codable, Sendable, Hashable {
    var id: String?
    var vaultedToken: String?
    var type: String?
    var status: EnrollmentStatus
    var cardData: TokenResponse.CardData?

    enum CodingKeys: String, CodingKey {
        case id
        case vaultedToken = "vaulted_token"
        case type
        case status
        case cardData = "card_data"
    }
}
