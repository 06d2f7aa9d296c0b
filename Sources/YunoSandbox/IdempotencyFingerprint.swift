import Foundation

/// What identifies the request an idempotency key was first used with: its path and its raw body.
///
/// Kept raw, not canonicalised: a replay almost always resends the very same bytes, so the comparison is a byte
/// compare; only bodies that differ in bytes are parsed, to tell a reordered or re-spaced body (the same request)
/// from a different one.
struct IdempotencyFingerprint: Sendable, Hashable {
    /// The path without its query string.
    var path: String
    /// The body as received (`nil` when none).
    var body: Data?

    /// Whether `other` is the same request: same path, and the same bytes or the same canonical JSON.
    func matches(_ other: IdempotencyFingerprint) -> Bool {
        path == other.path && WireCoding.sameBody(body, other.body)
    }
}
