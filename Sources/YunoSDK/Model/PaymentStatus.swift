/// A payment's status in the Yuno backend.
///
/// Decoded from the `status` field of the payment the SDK reads after creating it or after an SDK action; the
/// flow's ``PaymentOutcome/status``. ``result`` is the one place where statuses map to ``Yuno/Result``; the
/// sub-status that explains a status is ``PaymentOutcome/subStatus``. A `Sendable` value, usable anywhere. An
/// unknown status string in a response fails decoding, and the flow ends with ``Yuno/Result/internalError``
/// (``YunoError/invalidResponse(operation:detail:)``).
public enum PaymentStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// Created, not yet processed.
    case created = "CREATED"
    /// Ready to be paid.
    case readyToPay = "READY_TO_PAY"
    /// Waiting for the provider or the shopper (3DS, QR, redirect).
    case pending = "PENDING"
    /// Verified (a zero-amount verification succeeded).
    case verified = "VERIFIED"
    /// Paid.
    case succeeded = "SUCCEEDED"
    /// Rejected by the provider or anti-fraud.
    case rejected = "REJECTED"
    /// Declined by the issuer.
    case declined = "DECLINED"
    /// Cancelled.
    case canceled = "CANCELED"
    /// Expired before it was paid (for example a PIX QR code).
    case expired = "EXPIRED"
    /// Failed with an error.
    case error = "ERROR"
    /// Stopped as fraud.
    case fraud = "FRAUD"
    /// Refunded after success.
    case refunded = "REFUNDED"
    /// Disputed by the shopper.
    case inDispute = "IN_DISPUTE"
    /// Charged back.
    case chargeback = "CHARGEBACK"

    /// The result this status maps to (SPEC §4.4). Post-payment statuses (refunded, in dispute, chargeback) mean
    /// the payment went through, so they map to ``Yuno/Result/succeeded``.
    public var result: Yuno.Result {
        switch self {
        case .succeeded, .verified, .refunded, .inDispute, .chargeback: .succeeded
        case .rejected, .declined, .fraud: .reject
        case .created, .readyToPay, .pending: .processing
        case .error, .expired, .canceled: .fail
        }
    }
}
