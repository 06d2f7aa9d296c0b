/// The body of the SDK's seamless payment creation ([ours], see ``YunoEndpoint``).
struct SeamlessPaymentRequest: Encodable, Sendable {
    struct Method: Encodable, Sendable {
        var token: String
        var type: String
        var vaultOnSuccess: Bool
    }

    var paymentMethod: Method
}
