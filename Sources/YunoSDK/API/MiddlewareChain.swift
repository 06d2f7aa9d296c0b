import Foundation

/// A transport wrapped in middlewares; the first middleware is the outermost.
///
/// The chain of `next` closures is built once, when the chain is created: sending a request allocates no closure
/// per middleware, and with no middlewares a request goes straight to the transport.
struct MiddlewareChain: YunoTransport {
    let transport: any YunoTransport
    let middlewares: [any YunoTransportMiddleware]
    private let head: @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse

    init(transport: any YunoTransport, middlewares: [any YunoTransportMiddleware]) {
        self.transport = transport
        self.middlewares = middlewares
        var next: @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse = { request, baseURL in
            try await transport.send(request, baseURL: baseURL)
        }
        for middleware in middlewares.reversed() {
            next = { [next] request, baseURL in try await middleware.intercept(request, baseURL: baseURL, next: next) }
        }
        head = next
    }

    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        try await head(request, baseURL)
    }
}
