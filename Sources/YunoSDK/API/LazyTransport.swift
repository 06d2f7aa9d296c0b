import Foundation

/// A ``YunoTransport`` that creates the transport it forwards to on its first request, not before.
///
/// The SDK's default transport is `LazyTransport(URLSessionTransport())`: creating `URLSession.shared` costs
/// milliseconds in a fresh process, so `Yuno.initialize` and a new ``YunoClient`` stay cheap and a client that is
/// never used never creates one. `Sendable`; copies share the one transport they create. Concurrent first
/// requests wait for the same creation: the factory runs once, on the actor that owns the result.
///
/// - Throws: Whatever the created transport throws; creating it cannot fail.
public struct LazyTransport: YunoTransport {
    private let loader: Loader

    /// A transport that calls `factory` once, on the first request, and sends every request through its result.
    public init(_ factory: @autoclosure @escaping @Sendable () -> any YunoTransport) {
        loader = Loader(factory: factory)
    }

    /// Whether the transport has been created (a request was sent); for tests and diagnostics.
    public var isLoaded: Bool {
        get async { await loader.created != nil }
    }

    /// Sends `request` through the transport, creating it first if this is the first request.
    public func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        try await loader.transport().send(request, baseURL: baseURL)
    }

    /// Owns the created transport: concurrent first requests are serialized here, so the factory runs once.
    private actor Loader {
        private let factory: @Sendable () -> any YunoTransport
        private(set) var created: (any YunoTransport)?

        init(factory: @escaping @Sendable () -> any YunoTransport) {
            self.factory = factory
        }

        func transport() -> any YunoTransport {
            if let created { return created }
            let transport = factory()
            created = transport
            return transport
        }
    }
}
