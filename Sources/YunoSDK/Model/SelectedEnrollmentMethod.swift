/// A ready-made ``EnrollmentMethodSelected``: the method type an enrollment saves.
public struct SelectedEnrollmentMethod: EnrollmentMethodSelected, Hashable {
    /// The Yuno payment-method type, such as `"CARD"`.
    public let paymentMethodType: String

    /// Creates the selection of `paymentMethodType`.
    public init(paymentMethodType: String) {
        self.paymentMethodType = paymentMethodType
    }
}
