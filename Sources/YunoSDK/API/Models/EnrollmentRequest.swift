/// The body enrolling a card for a customer session. Holds card data: never logged, mirrored or described.
struct EnrollmentRequest: Encodable, Sendable, CustomStringConvertible, CustomReflectable {
    struct Method: Encodable, Sendable {
        var type: String
        var card: TokenRequest.Card?
    }

    var paymentMethod: Method

    var description: String { "EnrollmentRequest(type: \(paymentMethod.type))" }
    var customMirror: Mirror { Mirror(self, children: ["type": paymentMethod.type]) }

    enum CodingKeys: String, CodingKey {
        case paymentMethod = "payment_method"
    }
}
