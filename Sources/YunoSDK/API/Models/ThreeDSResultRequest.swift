/// The body reporting how a 3DS challenge ended ([ours], see ``YunoEndpoint``).
struct ThreeDSResultRequest: Encodable, Sendable {
    var transactionId: String
    var result: String

    enum CodingKeys: String, CodingKey {
        case transactionId = "transaction_id"
        case result
    }
}
