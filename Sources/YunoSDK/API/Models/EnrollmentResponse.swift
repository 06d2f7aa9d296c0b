/// The answer to an enrollment or unenrollment: the vaulted token (when enrolled) and the enrollment status.
struct EnrollmentResponse: Codable, Sendable, Hashable {
    var vaultedToken: String?
    var type: String?
    var status: EnrollmentStatus
    var cardData: TokenResponse.CardData?

    enum CodingKeys: String, CodingKey {
        case vaultedToken = "vaulted_token"
        case type
        case status
        case cardData = "card_data"
    }
}
