/// The body of the SDK's seamless payment creation ([ours], see ``YunoEndpoint``).
struct SeamlessPaymentRequest: Encodable, Sendable {
    struct Method: Encodable, Sendable {
        var token: String
        var type: String
        var vaultOnSuccess: Bool

        enum CodingKeys: String, CodingKey {
            case token
            case type
            case vaultOnSuccess = "vault_on_success"
        }
    }

    var paymentMethod: Method

    enum CodingKeys: String, CodingKey {
        case paymentMethod = "payment_method"
    }
}
