/// The payment method an enrollment saves, as Yuno's `EnrollmentMethodSelected`: handed to
/// ``YunoEnrollmentDelegate/yunoDidSelect(enrollmentMethod:)``.
///
/// `Sendable`; ``SelectedEnrollmentMethod`` is the SDK's value type.
public protocol EnrollmentMethodSelected: Sendable {
    /// The Yuno payment-method type being enrolled, such as `"CARD"`.
    var paymentMethodType: String { get }
}
