import Foundation

/// A customer session as the API returns it (and as the sandbox stores it).
struct CustomerSessionBody: Codable, Sendable, Hashable {
    var customerSession: String
    var customerId: String
    var country: String
    var createdAt: Date
    var expiresAt: Date
}
