import Foundation

/// The scope of an idempotency key: one endpoint and the key itself.
struct IdempotencyScope: Sendable, Hashable {
    /// The endpoint.
    var endpoint: SandboxEndpoint
    /// The key, lowercased.
    var key: String
}
