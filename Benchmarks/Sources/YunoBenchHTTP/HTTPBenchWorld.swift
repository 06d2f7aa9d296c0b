import Foundation
import YunoBenchKit
import YunoSDK
import YunoSandbox
import YunoSandboxServer

/// A ``BenchWorld`` over HTTP: the emulator served by the in-process Hummingbird server on a free loopback port,
/// the SDK client speaking to it through `URLSessionTransport` (default middlewares: ``RetryMiddleware``), and the
/// floor sending the very same requests with plain `URLSession.data(for:)` (``RawURLSessionTransport``).
///
/// Checkout sessions, the customer and its vaulted card are created in-process (setup, not timed).
public struct HTTPBenchWorld: Sendable {
    /// The world whose `client` and `floor` go over HTTP.
    public let world: BenchWorld
    /// The server's request log.
    public let log: ServerLog
    let serverTask: Task<Void, any Error>

    /// Starts a server over a sandbox seeded with `seed`, waits until it listens, and builds the world; `wrap`
    /// wraps both the SDK's and the raw transport (to record requests). Throws when the server cannot bind.
    public static func start(
        seed: UInt64 = 7, wrap: (@Sendable (any YunoTransport) -> any YunoTransport)? = nil
    ) async throws -> HTTPBenchWorld {
        let sandbox = YunoSandbox(configuration: .init(seed: seed))
        let log = ServerLog()
        let server = SandboxServer(sandbox: sandbox, port: 0, log: { log.append($0) })
        let (port, task) = try await server.start()
        do {
            let baseURL = URL(string: "http://127.0.0.1:\(port)")!
            let sdkTransport: any YunoTransport = URLSessionTransport()
            let rawTransport: any YunoTransport = RawURLSessionTransport()
            let client = try YunoClient(
                apiKey: sandbox.publicAPIKey, config: YunoConfig(environment: .custom(baseURL)),
                transport: wrap?(sdkTransport) ?? sdkTransport)
            let floor = FloorClient(
                transport: wrap?(rawTransport) ?? rawTransport, baseURL: baseURL, publicAPIKey: sandbox.publicAPIKey)
            let world = try await BenchWorld(sandbox: sandbox, client: client, floor: floor)
            return HTTPBenchWorld(world: world, log: log, serverTask: task)
        } catch {
            task.cancel()  // no world, no server
            throw error
        }
    }

    /// Checks that a flow of `variant` over `URLSessionTransport` and the raw requests send the same requests:
    /// same methods, paths, header names and bodies at the transport, and the same request lines and statuses
    /// at the server (two identically seeded servers). Returns a mismatch description, or `nil`.
    public static func compareRequests(_ variant: FlowVariant) async throws -> String? {
        let sdk = Recorders()
        let raw = Recorders()
        let sdkWorld = try await start(seed: 99, wrap: sdk.wrap)
        let rawWorld = try await start(seed: 99, wrap: raw.wrap)
        let mismatch = try await BodyCheck.compare(variant, sdk: (sdkWorld.world, sdk), floor: (rawWorld.world, raw))
        try await sdkWorld.stop()
        try await rawWorld.stop()
        if let mismatch { return mismatch }
        guard sdkWorld.log.requests == rawWorld.log.requests else {
            return "the server saw \(sdkWorld.log.requests) from the SDK, \(rawWorld.log.requests) raw"
        }
        return nil
    }

    /// Stops the server gracefully and waits for it.
    public func stop() async throws {
        serverTask.cancel()
        try await serverTask.value
    }
}
