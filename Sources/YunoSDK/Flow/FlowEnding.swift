/// How a flow's work ended, before the machine turns it into the flow's outcome.
enum FlowEnding: Sendable {
    /// The backend reported the payment after the SDK actions it needed.
    case payment(Payment)
    /// The shopper closed the QR window; the payment keeps its waiting status (READY_TO_PAY; sub-status CLOSED_BY_USER).
    case shopperClosedQRCode(PaymentSummary)
    /// The enrollment answered.
    case enrollment(EnrollmentResponse)
    /// The flow stopped on an error (a cancellation included).
    case failure(YunoError)
}
