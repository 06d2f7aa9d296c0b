/// The detailed outcome of one flow: the ``Yuno/Result`` plus what stands behind it.
///
/// A `Sendable` value type. Obtain it from ``YunoClient/seamlessPayment(with:paymentSelected:showPaymentStatus:)``,
/// as the value of the task that ``YunoClient/startPaymentLite(with:paymentSelected:showPaymentStatus:)``,
/// ``YunoClient/startPayment(with:showPaymentStatus:)`` or ``YunoClient/enrollPayment(with:showPaymentStatus:)``
/// return, or later with ``YunoClient/outcome(forCheckoutSession:)`` and ``YunoClient/lastOutcome``.
///
/// When the backend decided, ``status`` and ``subStatus`` say how and ``error`` is `nil`; when the flow ended before
/// (bad input, cancellation, a network failure), ``error`` says why — and ``paymentID`` / ``status`` still report
/// a payment that was created before the failure.
public struct PaymentOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The result delivered to the app.
    public let result: Yuno.Result
    /// The flow's checkout session.
    public let checkoutSession: String
    /// The backend payment's id, when a payment was created.
    public let paymentID: String?
    /// The backend status, when a payment exists.
    public let status: PaymentStatus?
    /// The backend sub-status (for example `INSUFFICIENT_FUNDS`, `CLOSED_BY_USER`).
    public let subStatus: String?
    /// Why the flow ended as it did when that was not a backend status: a validation error, a cancellation, an
    /// unexpected response.
    public let error: YunoError?
    /// For enrollments: the enrollment's status.
    public let enrollmentStatus: EnrollmentStatus?
    /// For enrollments that succeeded: the vaulted token of the saved method.
    public let vaultedToken: String?

    /// Creates an outcome.
    public init(
        result: Yuno.Result, checkoutSession: String, paymentID: String? = nil, status: PaymentStatus? = nil,
        subStatus: String? = nil, error: YunoError? = nil, enrollmentStatus: EnrollmentStatus? = nil,
        vaultedToken: String? = nil
    ) {
        self.result = result
        self.checkoutSession = checkoutSession
        self.paymentID = paymentID
        self.status = status
        self.subStatus = subStatus
        self.error = error
        self.enrollmentStatus = enrollmentStatus
        self.vaultedToken = vaultedToken
    }

    /// One line for logs: result, status, payment id and reason. Never card data.
    public var description: String {
        var parts = ["result=\(result)"]
        if let status { parts.append("status=\(status.rawValue)") }
        if let subStatus { parts.append("sub_status=\(subStatus)") }
        if let paymentID { parts.append("payment=\(paymentID)") }
        if let enrollmentStatus { parts.append("enrollment=\(enrollmentStatus.rawValue)") }
        if let error { parts.append("reason=\(error)") }
        return parts.joined(separator: " ")
    }
}
