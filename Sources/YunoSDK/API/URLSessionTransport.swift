import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``YunoTransport`` over `URLSession`: how the SDK reaches the real Yuno API (and the HTTP emulator).
///
/// `Sendable`; requests run concurrently. Cancelling the calling task cancels the request. Each request carries
/// its own timeout (60 s by default, the Yuno API's own), enforced by URLSession's native timer — cheaper than a
/// ``TimeoutMiddleware``, which remains for transports without one.
///
/// - Throws: `URLError` for connection failures (for example `.cannotConnectToHost`, `.timedOut`).
public struct URLSessionTransport: YunoTransport {
    private let session: URLSession
    /// The per-request timeout.
    public let timeout: Duration

    /// Creates a transport over `session` (`URLSession.shared` by default) with a per-request `timeout`
    /// (at least one second: FoundationNetworking cannot time a shorter interval).
    public init(session: URLSession = .shared, timeout: Duration = .seconds(60)) {
        self.session = session
        self.timeout = timeout
    }

    /// Sends the request to `baseURL` + path and returns status, headers and body.
    public func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        guard let url = URL(string: request.path, relativeTo: baseURL)?.absoluteURL else {
            throw URLError(.badURL)
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        // FoundationNetworking truncates sub-second intervals to an immediate timeout: one second is the floor.
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        urlRequest.timeoutInterval = max(1, seconds)
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var headers = YunoHTTPHeaders()
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return YunoHTTPResponse(status: http.statusCode, headers: headers, body: data)
    }
}
