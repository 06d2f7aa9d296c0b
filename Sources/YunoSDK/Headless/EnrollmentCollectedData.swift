/// What ``YunoEnrollHeadless/continueEnrollment(data:)`` enrolls: the customer session and the collected card.
///
/// A value type, usable from any isolation.
public struct EnrollmentCollectedData: Sendable, Hashable {
    /// The customer session (a UUID); it must be the headless client's own.
    public var customerSession: String
    /// The payment method collected (a `"CARD"` with its details).
    public var paymentMethod: CollectedData

    /// Creates the enrollment data.
    public init(customerSession: String, paymentMethod: CollectedData) {
        self.customerSession = customerSession
        self.paymentMethod = paymentMethod
    }
}
