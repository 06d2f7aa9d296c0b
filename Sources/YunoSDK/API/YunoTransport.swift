import Foundation

/// Sends one HTTP request to the Yuno API and returns its response: the seam between the SDK and the network.
///
/// Modelled on swift-openapi-runtime's `ClientTransport`: one async method, no policy. Retries, timeouts and
/// logging are ``YunoTransportMiddleware``s around it. ``URLSessionTransport`` talks to the real API; the
/// `YunoSandbox` emulator conforms too, so every flow runs offline.
///
/// Conformers must be `Sendable`: the SDK calls `send` concurrently from many flows.
///
/// - Throws: Connection-level failures (refused, timed out, cancelled). An HTTP error status is *not* thrown:
///   it is returned as a response, and the SDK decodes the Yuno error body.
public protocol YunoTransport: Sendable {
    /// Sends `request` to `baseURL` (for example `https://api-sandbox.y.uno`) and returns the response.
    ///
    /// Honour task cancellation: a cancelled flow expects its in-flight request to stop.
    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse
}
