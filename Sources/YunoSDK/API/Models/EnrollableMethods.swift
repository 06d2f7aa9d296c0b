/// The methods a customer session can enroll, as published: `{"payment_methods": [{name, description, type,
/// category, icon, enrollment{session, sdk_required_action}}]}`. Unknown keys are ignored.
struct EnrollableMethods: Decodable, Sendable, Hashable {
    /// One method to enroll.
    struct Method: Decodable, Sendable, Hashable {
        var name: String?
        var type: String
        var category: String?

        /// Whether enrolling it means collecting a card (`CARD`, or a card brand listed under category `CARD`).
        var isCard: Bool { type == "CARD" || category == "CARD" }
    }

    var paymentMethods: [Method]

    enum CodingKeys: String, CodingKey {
        case paymentMethods = "payment_methods"
    }
}
