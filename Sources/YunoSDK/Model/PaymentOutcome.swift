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
    public var result: Yuno.Result { fields.result }
    /// The flow's checkout session.
    public var checkoutSession: String { fields.checkoutSession }
    /// The backend payment's id, when a payment was created.
    public var paymentID: String? { fields.paymentID }
    /// The backend status, when a payment exists.
    public var status: PaymentStatus? { fields.status }
    /// The backend sub-status (for example `INSUFFICIENT_FUNDS`, `CLOSED_BY_USER`).
    public var subStatus: String? { fields.subStatus }
    /// Why the flow ended as it did when that was not a backend status: a validation error, a cancellation, an
    /// unexpected response.
    public var error: YunoError? { fields.error }
    /// For enrollments: the enrollment's status.
    public var enrollmentStatus: EnrollmentStatus? { fields.enrollmentStatus }
    /// For enrollments that succeeded: the vaulted token of the saved method.
    public var vaultedToken: String? { fields.vaultedToken }

    /// Every field, boxed: an outcome is one pointer wide in every async frame that waits with one, the caller's
    /// included (a hot path: see PERFORMANCE.md's "Hot paths"). Equality and hashing are synthesized over every field.
    private let box: Box

    private var fields: Fields {
        switch box {
        case .fields(let fields): fields
        }
    }

    private indirect enum Box: Hashable, Sendable {
        case fields(Fields)
    }

    private struct Fields: Hashable, Sendable {
        let result: Yuno.Result
        let checkoutSession: String
        let paymentID: String?
        let status: PaymentStatus?
        let subStatus: String?
        let error: YunoError?
        let enrollmentStatus: EnrollmentStatus?
        let vaultedToken: String?
    }

    /// Creates an outcome.
    public init(
        result: Yuno.Result, checkoutSession: String, paymentID: String? = nil, status: PaymentStatus? = nil,
        subStatus: String? = nil, error: YunoError? = nil, enrollmentStatus: EnrollmentStatus? = nil,
        vaultedToken: String? = nil
    ) {
        box = .fields(
            Fields(
                result: result, checkoutSession: checkoutSession, paymentID: paymentID, status: status,
                subStatus: subStatus, error: error, enrollmentStatus: enrollmentStatus, vaultedToken: vaultedToken))
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
