import Foundation

/// An idempotency key reserved as in flight for one request, with the fingerprint its answer is stored under.
struct IdempotencyReservation: Sendable {
    /// The endpoint and key reserved.
    var scope: IdempotencyScope
    /// The request's path and body, which a later replay must match.
    var fingerprint: IdempotencyFingerprint

    init(_ scope: IdempotencyScope, _ fingerprint: IdempotencyFingerprint) {
        self.scope = scope
        self.fingerprint = fingerprint
    }
}
