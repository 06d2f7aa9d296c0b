/// The validated input of one enrollment flow.
struct EnrollmentFlowRequest: Sendable {
    let countryCode: String
    let language: YunoLanguage
    let showPaymentStatus: Bool
}
