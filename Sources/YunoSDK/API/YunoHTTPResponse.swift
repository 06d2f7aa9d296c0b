import Foundation

/// One HTTP response a ``YunoTransport`` returns.
///
/// A value type; safe to share across isolation domains. Its description never includes the body.
public struct YunoHTTPResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var status: Int
    /// The header fields.
    public var headers: YunoHTTPHeaders
    /// The raw body (JSON for the Yuno API).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: YunoHTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is in the 2xx range.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

extension YunoHTTPResponse: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `HTTP status (N bytes)`: never the body.
    public var description: String { "HTTP \(status) (\(body.count) bytes)" }
    /// Same as ``description``.
    public var debugDescription: String { description }
    /// A mirror that shows only the status, so `dump` cannot reveal the body.
    public var customMirror: Mirror { Mirror(self, children: ["status": status], displayStyle: .struct) }
}
