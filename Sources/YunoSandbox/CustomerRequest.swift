import Foundation

/// The body of `POST /v1/customers`.
struct CustomerRequest: Codable, Sendable {
    var merchantCustomerId: String?
    var firstName: String?
    var lastName: String?
    var email: String?
    var country: String?
}
