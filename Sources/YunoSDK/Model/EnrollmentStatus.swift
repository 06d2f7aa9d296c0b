/// The status of a saved (enrolled) payment method in the Yuno backend.
public enum EnrollmentStatus: String, Sendable, Hashable, CaseIterable, Codable {
    /// Created, not yet enrollable.
    case created = "CREATED"
    /// Ready to be enrolled.
    case readyToEnroll = "READY_TO_ENROLL"
    /// Being enrolled.
    case enrollInProcess = "ENROLL_IN_PROCESS"
    /// Saved: the vaulted token can be used.
    case enrolled = "ENROLLED"
    /// Declined by the issuer.
    case declined = "DECLINED"
    /// Rejected.
    case rejected = "REJECTED"
    /// Cancelled.
    case canceled = "CANCELED"
    /// Expired before it completed.
    case expired = "EXPIRED"
    /// Being removed.
    case unenrollInProcess = "UNENROLL_IN_PROCESS"
    /// Removed.
    case unenrolled = "UNENROLLED"
    /// Failed with an error.
    case error = "ERROR"

    /// The result an enrollment that ends in this status delivers.
    public var result: Yuno.Result {
        switch self {
        case .enrolled, .unenrolled: .succeeded
        case .declined, .rejected: .reject
        case .created, .readyToEnroll, .enrollInProcess, .unenrollInProcess: .processing
        case .canceled, .expired, .error: .fail
        }
    }
}

extension EnrollmentStatus {
    /// Whether the enrollment was decided (saved, declined, rejected, …): the one rule every surface reads a lost
    /// enrollment back by. READY_TO_ENROLL never got the card, and a status whose result is still processing
    /// decides nothing yet.
    var isDecided: Bool { self != .readyToEnroll && result != .processing }
}
