import Foundation

/// One HTTP request the SDK asks a ``YunoTransport`` to send.
///
/// A value type; safe to share across isolation domains. Its `description`, `debugDescription` and mirror never
/// include the body or secret headers, because the body of a tokenization request carries card data.
public struct YunoHTTPRequest: Sendable, Hashable {
    /// The HTTP methods the Yuno API uses.
    public enum Method: String, Sendable, Hashable {
        /// `GET`: reads; safe to retry.
        case get = "GET"
        /// `POST`: creates; retried only with an idempotency key.
        case post = "POST"
        /// `PATCH`: updates.
        case patch = "PATCH"
        /// `DELETE`: removes.
        case delete = "DELETE"
    }

    /// The request's method.
    public var method: Method
    /// The path and optional query, starting with `/v1` (for example `/v1/checkout/sessions/…/token`).
    public var path: String
    /// The header fields.
    public var headers: YunoHTTPHeaders
    /// The JSON body, if any.
    public var body: Data?

    /// Creates a request.
    public init(method: Method, path: String, headers: YunoHTTPHeaders = [:], body: Data? = nil) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// The path without its query string: everything before the first `?` byte, as a URL's query is delimited (even
    /// a `?` that a combining mark follows). Never fails.
    public var pathWithoutQuery: String {
        // Searched as UTF-8 bytes: `?` is ASCII, so its index is a Unicode scalar boundary, and a path without a query
        // (the usual case) is returned as is, with no copy and no grapheme breaking.
        guard let question = path.utf8.firstIndex(of: UInt8(ascii: "?")) else { return path }
        return String(path[..<question])
    }
}

extension YunoHTTPRequest: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `METHOD path (N bytes)`: never the body, never a key.
    public var description: String { "\(method.rawValue) \(pathWithoutQuery) (\(body?.count ?? 0) bytes)" }
    /// Same as ``description``: the body may hold card data and is never printed.
    public var debugDescription: String { description }
    /// A mirror that shows only the method and path, so `dump` cannot reveal the body.
    public var customMirror: Mirror {
        Mirror(self, children: ["method": method.rawValue, "path": pathWithoutQuery], displayStyle: .struct)
    }
}
