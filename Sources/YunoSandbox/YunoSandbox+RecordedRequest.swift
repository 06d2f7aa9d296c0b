import Foundation
import YunoSDK

extension YunoSandbox {
    /// One request the sandbox received, in arrival order. Never holds headers or the body.
    ///
    /// A value type; safe to share across isolation domains.
    public struct RecordedRequest: Sendable, Hashable {
        /// The HTTP method.
        public var method: YunoHTTPRequest.Method
        /// The path without its query string.
        public var path: String
        /// The status answered, or `nil` when no response was delivered (connection fault, dropped response,
        /// cancellation) or the request is still in flight.
        public var status: Int?
        /// The matched route, or `nil` for an unknown route (answered 404 NOT_FOUND).
        public var endpoint: SandboxEndpoint?
        /// The fault injected into this request (queued or drawn at a fault rate), or `nil`.
        public var fault: SandboxFault?

        /// Creates a record.
        public init(
            method: YunoHTTPRequest.Method, path: String, status: Int?, endpoint: SandboxEndpoint?,
            fault: SandboxFault? = nil
        ) {
            self.method = method
            self.path = path
            self.status = status
            self.endpoint = endpoint
            self.fault = fault
        }
    }
}
