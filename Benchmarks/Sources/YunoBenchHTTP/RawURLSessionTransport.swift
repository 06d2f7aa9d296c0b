import Foundation
import YunoSDK

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The raw side of the HTTP benchmark: each request sent as a plain `URLRequest` with `URLSession.data(for:)` —
/// method, URL, headers and body as given, nothing else (no timeout of its own, no response headers copied).
///
/// A ``YunoTransport`` only so the floor's request builders (``FloorClient``) drive it: what is left of the SDK
/// here is the `YunoHTTPRequest` value the floor fills in.
public struct RawURLSessionTransport: YunoTransport {
    let session: URLSession

    /// Sends over `session` (`URLSession.shared` by default, as the SDK's transport does).
    public init(session: URLSession = .shared) {
        self.session = session
    }

    /// Sends the request to `baseURL` + path; returns the status and body. Throws `URLError` on a network failure.
    public func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        guard let url = URL(string: request.path, relativeTo: baseURL)?.absoluteURL else { throw URLError(.badURL) }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return YunoHTTPResponse(status: http.statusCode, headers: [:], body: data)
    }
}
