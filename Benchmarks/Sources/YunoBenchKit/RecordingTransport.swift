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

/// Checks that the floor sends the same requests, with the same bodies and header names, as the SDK.
public enum BodyCheck {
    /// Runs one SDK flow and one floor flow of `variant` in two identically seeded worlds and compares their
    /// requests; returns a mismatch description, or `nil` when they are identical.
    public static func compare(_ variant: FlowVariant) async throws -> String? {
        let sdkRecorder = Mutex<RecordingTransport?>(nil)
        let floorRecorder = Mutex<RecordingTransport?>(nil)
        let sdkWorld = try await BenchWorld(
            seed: 99,
            wrap: { transport in
                let recorder = RecordingTransport(transport)
                sdkRecorder.withLock { $0 = recorder }
                return recorder
            })
        let floorWorld = try await BenchWorld(
            seed: 99,
            wrap: { transport in
                let recorder = RecordingTransport(transport)
                floorRecorder.withLock { $0 = recorder }
                return recorder
            })
        let sdkSession = try await sdkWorld.sessions(1, for: variant)[0]
        let floorSession = try await floorWorld.sessions(1, for: variant)[0]
        guard sdkSession == floorSession else { return "the two worlds diverged" }
        let outcome = await sdkWorld.sdkPay(sdkSession, variant)
        let status = try await floorWorld.floorPay(floorSession, variant)
        guard outcome.result == .succeeded, status == "SUCCEEDED" else {
            return "SDK \(outcome.result), floor \(status)"
        }
        let sdk = sdkRecorder.withLock { $0 }?.recorded ?? []
        let floor = floorRecorder.withLock { $0 }?.recorded ?? []
        guard sdk.count == floor.count else { return "SDK sent \(sdk.count) requests, floor \(floor.count)" }
        for (mine, theirs) in zip(sdk, floor) where mine != theirs {
            let body = { (data: Data?) in data.map { String(decoding: $0, as: UTF8.self) } ?? "-" }
            return "\(mine.method) \(mine.path): SDK \(mine.headerNames) \(body(mine.body)) vs floor "
                + "\(theirs.headerNames) \(body(theirs.body))"
        }
        return nil
    }
}
