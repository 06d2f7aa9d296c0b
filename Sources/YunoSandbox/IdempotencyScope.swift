import Foundation

/// The scope of an idempotency key: one endpoint and the key itself.
///
/// Equal and hashed by the endpoint and the key's ``RecordKey`` (its 16 bytes: the sandbox accepts only UUID keys),
/// not by the key's text.
struct IdempotencyScope: Sendable, Hashable {
    /// The endpoint.
    let endpoint: SandboxEndpoint
    /// The key as the caller gave it (the sandbox passes it lowercased).
    let key: String
    private let id: RecordKey

    /// The scope of `key` (lowercased) on `endpoint`; `nil` when `key` is not a UUID (the sandbox refuses it).
    init?(endpoint: SandboxEndpoint, key: String) {
        let id = RecordKey(key)
        guard id.isUUID else { return nil }
        self.endpoint = endpoint
        self.key = key
        self.id = id
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.endpoint == rhs.endpoint && lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(endpoint)
        hasher.combine(id)
    }
}
