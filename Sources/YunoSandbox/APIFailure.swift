import Foundation

/// An API error the sandbox answers with: an HTTP status and a Yuno error body.
///
/// Internal; thrown by request handlers and turned into a response by ``YunoSandbox``. Messages never contain a card
/// number, security code or expiry.
struct APIFailure: Error, Sendable, Hashable {
    /// The HTTP status.
    var status: Int
    /// The Yuno error code, for example `INVALID_PARAMETERS`.
    var code: String
    /// Human-readable messages.
    var messages: [String]

    /// Creates a failure with one message.
    init(_ status: Int, _ code: String, _ message: String) {
        self.status = status
        self.code = code
        self.messages = [message]
    }

    /// 400 INVALID_PARAMETERS.
    static func invalidParameters(_ message: String) -> APIFailure {
        APIFailure(400, "INVALID_PARAMETERS", message)
    }

    /// 400 MISSING_PARAMETERS.
    static func missingParameter(_ name: String) -> APIFailure {
        APIFailure(400, "MISSING_PARAMETERS", "\(name) is required")
    }

    /// 400 INVALID_REQUEST.
    static func invalidRequest(_ message: String) -> APIFailure {
        APIFailure(400, "INVALID_REQUEST", message)
    }

    /// The body `{"code": …, "messages": […]}`.
    var body: ErrorBody { ErrorBody(code: code, messages: messages) }
}
