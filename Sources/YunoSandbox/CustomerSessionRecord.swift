import Foundation

/// A customer session as the sandbox stores it: the published body, its expiry and the enrollment session its
/// methods to enroll name (`enrollment.session`).
struct CustomerSessionRecord: Sendable, Hashable {
    var body: CustomerSessionBody
    var enrollmentSession: String
    var expiresAt: Date

    var customerId: String { body.customerId }
    var country: String { body.country }
}
