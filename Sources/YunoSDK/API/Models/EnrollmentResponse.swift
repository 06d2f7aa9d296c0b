/// The published payment-method object (enroll, retrieve by id, unenroll) and the [ours] checkout-list unenroll
/// answer: its id, status, and — once a card is enrolled — the vaulted token and card data. Unknown keys are ignored.
///
/// A class (immutable once decoded), as ``Payment`` is: an enrollment flow's ending carries it through the waits of
/// the flow's end, and a reference is 8 bytes in those async frames where the value would be 248.
final class EnrollmentResponse: WireDecodable, Sendable {
    let id: String?
    let vaultedToken: String?
    let type: String?
    let status: EnrollmentStatus
    let cardData: TokenResponse.CardData?

    init(
        id: String? = nil, vaultedToken: String? = nil, type: String? = nil, status: EnrollmentStatus,
        cardData: TokenResponse.CardData? = nil
    ) {
        self.id = id
        self.vaultedToken = vaultedToken
        self.type = type
        self.status = status
        self.cardData = cardData
    }

    enum Keys: String {
        case id
        case vaultedToken = "vaulted_token"
        case type
        case status
        case cardData = "card_data"
    }

    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        id = try object.decodeIfPresent(String.self, .id)
        vaultedToken = try object.decodeIfPresent(String.self, .vaultedToken)
        type = try object.decodeIfPresent(String.self, .type)
        status = try object.decode(EnrollmentStatus.self, .status)
        cardData = try object.decodeIfPresent(TokenResponse.CardData.self, .cardData)
    }
}
