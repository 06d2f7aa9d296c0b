/// The Yuno error body: `{"code": "INVALID_REQUEST", "messages": ["…"]}`.
struct APIErrorBody: Codable, Sendable, Hashable {
    var code: String
    var messages: [String]?
}
