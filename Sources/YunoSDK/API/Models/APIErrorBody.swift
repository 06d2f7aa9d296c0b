/// The Yuno error body: `{"code": "INVALID_REQUEST", "messages": ["…"]}`.
struct APIErrorBody: Sendable {
    var code: String
    var messages: [String]?

    enum Keys: String {
        case code, messages
    }
}

extension APIErrorBody: WireDecodable {
    init(wire value: WireValue) throws(WireDecodingError) {
        let object = try value.object(keyedBy: Keys.self)
        code = try object.decode(String.self, .code)
        messages = try object.decodeIfPresent([String].self, .messages)
    }
}
