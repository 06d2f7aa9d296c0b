import Foundation

/// The Yuno error body: `{"code": "...", "messages": ["..."]}`.
struct ErrorBody: Codable, Sendable, Hashable {
    /// The error code.
    var code: String
    /// Human-readable messages; may be absent in foreign responses.
    var messages: [String]?
}
