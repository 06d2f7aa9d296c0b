/// The body of `POST /v1/checkout/sessions/{cs}/token`. Holds card data: never logged, mirrored or described.
struct TokenRequest: Encodable, Sendable, CustomStringConvertible, CustomReflectable {
    struct Card: Encodable, Sendable {
        var number: String
        var expirationMonth: Int
        var expirationYear: Int
        var securityCode: String?
        var holderName: String?
    }

    struct Method: Encodable, Sendable {
        var type: String
        var vaultOnSuccess: Bool
        var vaultedToken: String?
        var card: Card?
    }

    var paymentMethod: Method

    var description: String { "TokenRequest(type: \(paymentMethod.type))" }
    var customMirror: Mirror { Mirror(self, children: ["type": paymentMethod.type]) }
}
