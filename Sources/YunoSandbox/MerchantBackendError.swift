import Foundation

/// A failure of a ``MerchantBackend`` call: the Yuno error (status, code, messages) or a local failure.
///
/// A value type; safe to share across isolation domains. Never contains card data (the merchant backend never sends
/// any). Local failures have `status == nil` and the codes ``transportErrorCode``, ``invalidResponseCode`` or
/// ``cancelledCode``.
public struct MerchantBackendError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `code` of a connection-level failure thrown by the transport (the request may or may not have been applied).
    public static let transportErrorCode = "TRANSPORT_ERROR"
    /// `code` of a response whose body could not be decoded.
    public static let invalidResponseCode = "INVALID_RESPONSE"
    /// `code` when the calling task was cancelled.
    public static let cancelledCode = "CANCELLED"

    /// The HTTP status, or `nil` when no response arrived.
    public var status: Int?
    /// The Yuno error code (for example `IDEMPOTENCY_DUPLICATED`) or one of the local codes.
    public var code: String
    /// The messages of the Yuno error body, or a description of the local failure.
    public var messages: [String]

    /// Creates an error.
    public init(status: Int?, code: String, messages: [String]) {
        self.status = status
        self.code = code
        self.messages = messages
    }

    /// `HTTP status code: messages`.
    public var description: String {
        let prefix = status.map { "HTTP \($0) " } ?? ""
        return "\(prefix)\(code): \(messages.joined(separator: "; "))"
    }
}
