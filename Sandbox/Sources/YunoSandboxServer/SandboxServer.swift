import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import YunoSDK
import YunoSandbox

/// The HTTP emulator: a Hummingbird application serving a ``YunoSandbox`` on a loopback address.
///
/// `Sendable`. ``run(handlesSignals:onRunning:)`` serves until the task is cancelled or the process receives SIGINT or SIGTERM, then shuts
/// down gracefully (swift-service-lifecycle).
///
/// The server also serves the pages of the shopper's bank (the 3-D Secure challenge page): once it listens, it
/// moves the emulator's pages to its own address (``YunoSandbox/servePages(at:)`` with `http://<host>:<port>`), so
/// every challenge URL the emulator hands out from then on opens in a browser on this machine.
public struct SandboxServer: Sendable {
    /// The emulator being served.
    public let sandbox: YunoSandbox
    /// The loopback host the server binds (`127.0.0.1`).
    public let host: String
    /// The port asked for; 0 picks a free one (see ``run(handlesSignals:onRunning:)``).
    public let port: Int
    /// How long a request may hang in the emulator before the server answers 504.
    public let requestTimeout: Duration
    /// How long a connection may stay idle — no request yet, a request head still incomplete (a client sending its
    /// header bytes one at a time, or none), or nothing read between requests — before the server closes it
    /// (30 s by default), so no client holds a connection open by saying nothing.
    public let idleTimeout: Duration
    /// Receives the server's log lines.
    public let log: @Sendable (String) -> Void

    /// Creates a server. Never fails; binding happens in ``run(handlesSignals:onRunning:)``.
    public init(
        sandbox: YunoSandbox = YunoSandbox(), host: String = "127.0.0.1", port: Int = 8080,
        requestTimeout: Duration = .seconds(60), idleTimeout: Duration = .seconds(30),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.sandbox = sandbox
        self.host = host
        self.port = port
        self.requestTimeout = requestTimeout
        self.idleTimeout = idleTimeout
        self.log = log
    }

    /// Serves until the task is cancelled — or, when `handlesSignals`, the process gets SIGINT or SIGTERM — then
    /// shuts down gracefully; calls `onRunning` with the bound port once the server listens and the emulator's
    /// pages point at it (see the type's comment).
    ///
    /// - Throws: ``SandboxServerError/portInUse(host:port:)`` when another process listens on the port; the bind
    ///   error when the host is not local.
    public func run(
        handlesSignals: Bool = true, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let responder = SandboxResponder(sandbox: sandbox, requestTimeout: requestTimeout, log: log)
        var logger = Logger(label: "yuno-sandbox")
        logger.logLevel = .critical
        let idle = idleTimeout.components
        let idleNanoseconds = idle.seconds * 1_000_000_000 + idle.attoseconds / 1_000_000_000
        let app = Application(
            responder: responder,
            server: .http1(configuration: .init(idleTimeout: .nanoseconds(max(1, idleNanoseconds)))),
            configuration: .init(address: .hostname(host, port: port), serverName: "yuno-sandbox"),
            onServerRunning: { [sandbox, host] channel in
                let port = channel.localAddress?.port ?? 0
                await sandbox.servePages(at: Self.pageBaseURL(host: host, port: port))
                await onRunning(port)
            },
            logger: logger)
        do {
            try await app.runService(gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [])
        } catch let error where SandboxServerError.isAddressInUse(error) {
            throw SandboxServerError.portInUse(host: host, port: port)
        }
    }

    /// The address of the bank's pages on a server bound to `host` and `port`: `http://127.0.0.1:8080`
    /// (an IPv6 host in brackets).
    static func pageBaseURL(host: String, port: Int) -> String {
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(bracketed):\(port)"
    }

    /// Serves in a new task, without handling signals, and returns once the server listens: the bound port, and
    /// the serving task (cancel it to shut down gracefully, then await its value).
    ///
    /// - Throws: ``SandboxServerError/portInUse(host:port:)`` when another process listens on the port; the bind
    ///   error when the server cannot listen otherwise; `CancellationError` if it stops before listening.
    public func start() async throws -> (port: Int, task: Task<Void, any Error>) {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            defer { continuation.finish() }
            try await run(handlesSignals: false) { port in continuation.yield(port) }
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw CancellationError()
        }
        return (port, task)
    }
}
