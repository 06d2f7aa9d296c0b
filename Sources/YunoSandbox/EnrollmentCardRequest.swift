import Foundation

/// The body of the [ours] `POST /v1/checkout/customers/sessions/{customer_session}/payment-methods/{id}/enroll`: the
/// card the SDK collected for a READY_TO_ENROLL payment method (Yuno does not publish this step).
struct EnrollmentCardRequest: Codable, Sendable {
    var card: CardInput?
}
