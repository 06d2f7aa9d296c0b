/// The validated input of one enrollment flow.
struct EnrollmentFlowRequest: Sendable {
    let countryCode: String
    let language: YunoLanguage
    let showPaymentStatus: Bool
    /// Tells the delegate which method the enrollment saves (`yunoDidSelect(enrollmentMethod:)`), on the main actor.
    let didSelectMethod: @Sendable (String) async -> Void
}
