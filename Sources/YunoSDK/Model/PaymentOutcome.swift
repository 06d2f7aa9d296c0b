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
///
/// Its fields live in one immutable, shared object: an outcome is one pointer wide wherever a suspended async frame
/// or the client's outcome store keeps it, and copying it copies no strings. Equality and hashing still cover
/// every field.
public struct PaymentOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The result delivered to the app.
    public var result: Yuno.Result { storage.value.result }
    /// The flow's checkout session.
    public var checkoutSession: String { storage.value.checkoutSession }
    /// The backend payment's id, when a payment was created.
    public var paymentID: String? { storage.value.paymentID }
    /// The backend status, when a payment exists.
    public var status: PaymentStatus? { storage.value.status }
    /// The backend sub-status (for example `INSUFFICIENT_FUNDS`, `CLOSED_BY_USER`).
    public var subStatus: String? { storage.value.subStatus }
    /// Why the flow ended as it did when that was not a backend status: a validation error, a cancellation, an
    /// unexpected response.
    public var error: YunoError? { storage.value.error }
    /// For enrollments: the enrollment's status.
    public var enrollmentStatus: EnrollmentStatus? { storage.value.enrollmentStatus }
    /// For enrollments that succeeded: the vaulted token of the saved method.
    public var vaultedToken: String? { storage.value.vaultedToken }

    /// Every field, in one shared object.
    private let storage: SharedValue<Fields>

    /// Creates an outcome.
    public init(
        result: Yuno.Result, checkoutSession: String, paymentID: String? = nil, status: PaymentStatus? = nil,
        subStatus: String? = nil, error: YunoError? = nil, enrollmentStatus: EnrollmentStatus? = nil,
        vaultedToken: String? = nil
    ) {
        storage = SharedValue(
            .init(
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

    /// Whether both outcomes say the same: every field equal.
    public static func == (lhs: PaymentOutcome, rhs: PaymentOutcome) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.value)
    }

    /// The stored fields, shared and immutable once made.
    private struct Fields: Hashable {
        let result: Yuno.Result
        let checkoutSession: String
        let paymentID: String?
        let status: PaymentStatus?
        let subStatus: String?
        let error: YunoError?
        let enrollmentStatus: EnrollmentStatus?
        let vaultedToken: String?
    }
}
