/// The methods a customer session can enroll, as published: `{"payment_methods": [{name, description, type,
/// category, icon, enrollment{session, sdk_required_action}}]}`. Unknown keys are ignored.
struct EnrollableMethods: Sendable {
    /// One method to enroll.
    struct Method: Sendable {
        var name: String?
        var type: String
        var category: String?

        enum Keys: String {
            case name, type, category
        }

        /// Whether enrolling it means collecting a card (`CARD`, or a card brand listed under category `CARD`).
        var isCard: Bool { type == "CARD" || category == "CARD" }
    }

    var paymentMethods: [Method]

    enum Keys: String {
        case paymentMethods = "payment_methods"
    }
}

extension EnrollableMethods: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        paymentMethods = try value.object(keyedBy: Keys.self).decode([Method].self, .paymentMethods)
    }
}

extension EnrollableMethods.Method: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        name = try object.decodeIfPresent(String.self, .name)
        type = try object.decode(String.self, .type)
        category = try object.decodeIfPresent(String.self, .category)
    }
}
