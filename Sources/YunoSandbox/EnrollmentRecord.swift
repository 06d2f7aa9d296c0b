import Foundation

/// A payment method created by an enrollment (`POST /v1/customers/sessions/{cs}/payment-methods`), as the sandbox
/// stores it: READY_TO_ENROLL until the SDK sends the card, then ENROLLED (with a vaulted token), DECLINED,
/// REJECTED or ERROR; UNENROLLED once removed.
struct EnrollmentRecord: Sendable, Hashable {
    var id: String
    var accountID: String
    var customerID: String
    var customerSession: String
    var enrollmentSession: String
    var type: String
    var country: String
    var status: String
    var vaultOnSuccess: Bool
    var verifyCurrency: String?
    var createdAt: Date
    var updatedAt: Date
    var vaultedToken: String?
    var card: CardProfile?
}
