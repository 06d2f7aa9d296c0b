import Foundation

/// A customer as the API returns it (and as the sandbox stores it).
struct CustomerBody: Codable, Sendable, Hashable {
    var id: String
    var merchantCustomerId: String
    var firstName: String?
    var lastName: String?
    var email: String?
    var country: String?
    var createdAt: Date
}
