import Foundation
import Synchronization
import YunoSDK

/// A transport that records every request it forwards (method, path, header names, body) — used once, outside the
/// timed runs, to prove the floor sends exactly what the SDK sends.
public final class RecordingTransport: YunoTransport {
    /// One recorded request.
    public struct Entry: Sendable, Equatable {
        public var method: String
        public var path: String
        public var headerNames: [String]
        public var body: Data?
    }

    let inner: any YunoTransport
    // A Mutex, not an actor: recording must not add a suspension to the request it records.
    private let entries = Mutex<[Entry]>([])

    /// Records and forwards to `inner`.
    public init(_ inner: any YunoTransport) {
        self.inner = inner
    }

    /// The requests so far.
    public var recorded: [Entry] { entries.withLock { $0 } }

    public func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        let entry = Entry(
            method: request.method.rawValue, path: request.path,
            headerNames: request.headers.map(\.0).filter { $0 != "x-idempotency-key" }.sorted()
                + (request.headers["x-idempotency-key"] == nil ? [] : ["x-idempotency-key"]),
            body: request.body)
        entries.withLock { $0.append(entry) }
        return try await inner.send(request, baseURL: baseURL)
    }
}

/// The recorders a world's `wrap` closure created (one per transport it wrapped), read together.
public final class Recorders: Sendable {
    // A Mutex, not an actor: `wrap` is a synchronous closure.
    private let recorders = Mutex<[RecordingTransport]>([])

    /// No recorders yet.
    public init() {}

    /// Wraps `transport` in a new recorder (pass as a world's `wrap`).
    public func wrap(_ transport: any YunoTransport) -> any YunoTransport {
        let recorder = RecordingTransport(transport)
        recorders.withLock { $0.append(recorder) }
        return recorder
    }

    /// Every request recorded, recorder by recorder (a flow uses only one of a world's transports).
    public var recorded: [RecordingTransport.Entry] { recorders.withLock { $0 }.flatMap(\.recorded) }
}

/// Checks that the floor sends the same requests, with the same bodies and header names, as the SDK.
public enum BodyCheck {
    /// Runs one SDK flow and one floor flow of `variant` in two identically seeded in-process worlds and compares
    /// their requests; returns a mismatch description, or `nil` when they are identical.
    public static func compare(_ variant: FlowVariant) async throws -> String? {
        let sdk = Recorders()
        let floor = Recorders()
        let sdkWorld = try await BenchWorld(seed: 99, wrap: sdk.wrap)
        let floorWorld = try await BenchWorld(seed: 99, wrap: floor.wrap)
        return try await compare(variant, sdk: (sdkWorld, sdk), floor: (floorWorld, floor))
    }

    /// Runs one SDK flow and one floor flow of `variant` over two canned transports (the same recorded answers)
    /// and compares their requests; `nil` when they are identical.
    public static func compareCanned(_ variant: FlowVariant) async throws -> String? {
        let sdk = Recorders()
        let floor = Recorders()
        let sdkWorld = try await CannedWorld(variant, wrap: sdk.wrap)
        let floorWorld = try await CannedWorld(variant, wrap: floor.wrap)
        let session = try await sdkWorld.sessions(1, for: variant)[0]
        return try await compare(
            variant, sdk: (sdkWorld, sdk), floor: (floorWorld, floor), sessions: (session, session))
    }

    /// Pays one session of `variant` with the SDK in `sdk`'s world and with the floor in `floor`'s (two worlds
    /// that answer alike, whose transports the recorders wrap) and compares the recorded requests; returns a
    /// mismatch description, or `nil` when they are identical. `sessions` are the two sessions to pay (a fresh one
    /// from each world when `nil`; they must be equal).
    public static func compare(
        _ variant: FlowVariant, sdk: (world: some FlowWorld, recorders: Recorders),
        floor: (world: some FlowWorld, recorders: Recorders), sessions: (String, String)? = nil
    ) async throws -> String? {
        var sdkSession = sessions?.0
        if sdkSession == nil { sdkSession = try await sdk.world.sessions(1, for: variant)[0] }
        var floorSession = sessions?.1
        if floorSession == nil { floorSession = try await floor.world.sessions(1, for: variant)[0] }
        guard let sdkSession, let floorSession else { return "no session" }
        guard sdkSession == floorSession else { return "the two worlds diverged" }
        let outcome = await sdk.world.sdkPay(sdkSession, variant)
        let status = try await floor.world.floorPay(floorSession, variant)
        guard outcome.result == .succeeded, status == "SUCCEEDED" else {
            return "SDK \(outcome.result), floor \(status)"
        }
        let mine = sdk.recorders.recorded
        let theirs = floor.recorders.recorded
        guard mine.count == theirs.count else { return "SDK sent \(mine.count) requests, floor \(theirs.count)" }
        for (mine, theirs) in zip(mine, theirs) where mine != theirs {
            let body = { (data: Data?) in data.map { String(decoding: $0, as: UTF8.self) } ?? "-" }
            return "\(mine.method) \(mine.path): SDK \(mine.headerNames) \(body(mine.body)) vs floor "
                + "\(theirs.headerNames) \(body(theirs.body))"
        }
        return nil
    }
}
