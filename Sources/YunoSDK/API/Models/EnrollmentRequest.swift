/// The published body creating a READY_TO_ENROLL payment method for a customer session:
/// `{payment_method_type, country, verify}` (no card: the card goes in ``EnrollmentCardRequest``).
struct EnrollmentRequest: Encodable, Sendable {
    var paymentMethodType: String
    var country: String

    enum CodingKeys: String, CodingKey {
        case paymentMethodType = "payment_method_type"
        case country
    }
}
