import Foundation

/// A transport wrapped in middlewares; the first middleware is the outermost.
///
/// The `next` closures are built once, when the chain is created: sending a request allocates no closure per
/// middleware. The outermost middleware is called directly, not through a closure of its own (with no middlewares,
/// a pass-through one stands in). A request waiting for its answer holds one async frame per layer, in the task of
/// the flow that sent it: with 100,000 flows in flight, each layer and each slot of ``send(_:baseURL:)``'s frame
/// costs memory, so `send` makes one call, to one middleware.
struct MiddlewareChain: YunoTransport {
    let transport: any YunoTransport
    let middlewares: [any YunoTransportMiddleware]
    /// The outermost middleware, or a pass-through one when there are none.
    private let outermost: any YunoTransportMiddleware
    /// What the outermost middleware's `next` calls: the other middlewares, then the transport.
    private let inner: @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse

    init(transport: any YunoTransport, middlewares: [any YunoTransportMiddleware]) {
        self.transport = transport
        self.middlewares = middlewares
        var next: @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse = { request, baseURL in
            try await transport.send(request, baseURL: baseURL)
        }
        for middleware in middlewares.dropFirst().reversed() {
            next = { [next] request, baseURL in try await middleware.intercept(request, baseURL: baseURL, next: next) }
        }
        outermost = middlewares.first ?? PassThrough()
        inner = next
    }

    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        try await outermost.intercept(request, baseURL: baseURL, next: inner)
    }

    /// The outermost layer of a chain with no middlewares: straight to `next`, the transport.
    private struct PassThrough: YunoTransportMiddleware {
        func intercept(
            _ request: YunoHTTPRequest, baseURL: URL,
            next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
        ) async throws -> YunoHTTPResponse {
            try await next(request, baseURL)
        }
    }
}
