import Foundation

/// One entry of the [ours] `GET /v1/customers/sessions/{cus}/payment-methods`: the enrollable CARD method and the
/// customer's enrolled cards. (Yuno publishes the list of methods to enroll at
/// `GET /v1/checkout/customers/sessions/{customer_session}/payment-methods`, wrapped in `payment_methods` with an
/// `enrollment{session, sdk_required_action}` per entry; moving the SDK there is still open.)
struct EnrollmentListEntryBody: Codable, Sendable, Hashable {
    var name: String
    var type: String
    var category: String
    var vaultedToken: String?
    var description: String
    var icon: String
    var preferred: Bool
    var cardData: CardDataBody?
    var enrollable: Bool
    var status: String?
}
