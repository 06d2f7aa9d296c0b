import Foundation

/// The response of both unenroll endpoints: `{vaulted_token, status: "UNENROLLED"}`.
struct UnenrollmentBody: Codable, Sendable, Hashable {
    var vaultedToken: String
    var status: String
}
