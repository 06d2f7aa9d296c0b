import Foundation

/// A transport wrapped in middlewares; the first middleware is the outermost.
struct MiddlewareChain: YunoTransport {
    let transport: any YunoTransport
    let middlewares: [any YunoTransportMiddleware]

    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        try await send(request, baseURL: baseURL, from: middlewares[...])
    }

    private func send(
        _ request: YunoHTTPRequest, baseURL: URL, from remaining: ArraySlice<any YunoTransportMiddleware>
    ) async throws -> YunoHTTPResponse {
        guard let first = remaining.first else { return try await transport.send(request, baseURL: baseURL) }
        let rest = remaining.dropFirst()
        return try await first.intercept(request, baseURL: baseURL) { request, baseURL in
            try await send(request, baseURL: baseURL, from: rest)
        }
    }
}
