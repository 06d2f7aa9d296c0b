import Foundation

/// A step around every request a ``YunoClient`` sends: retries, timeouts, logging.
///
/// Modelled on swift-openapi-runtime's `ClientMiddleware`: it receives the request and `next`, which sends it
/// through the rest of the chain and the transport. Middlewares must be `Sendable`; `intercept` may run
/// concurrently for many requests.
public protocol YunoTransportMiddleware: Sendable {
    /// Handles `request`, calling `next` zero or more times.
    ///
    /// - Throws: Whatever `next` throws, or the middleware's own error (for example a timeout).
    func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse
}
