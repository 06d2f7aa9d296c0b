import Foundation
import YunoSDK
import YunoSandbox

/// The in-process emulator's throughput (issue 12, goal 5): vaulted-token seamless flows driven through the SDK over
/// ``YunoSandbox``, many at once, and the same three requests sent straight at the emulator with no client at all
/// (what the emulator itself costs per request).
public enum EmulatorThroughput {
    /// What one run of raw requests straight at the emulator measured.
    public struct RawResult: Sendable {
        /// Flows run (three requests each: payment methods, token, payment).
        public var flows: Int
        /// Wall time of the run.
        public var seconds: Double
        /// Process CPU time of the run.
        public var cpuSeconds: Double
        /// Flows whose payment answered SUCCEEDED.
        public var succeeded: Int
        /// Requests per flow.
        public static let requestsPerFlow = 3
        /// Flows per second.
        public var flowsPerSecond: Double { Double(flows) / seconds }
        /// The emulator's CPU per request, in microseconds (the process CPU over every request sent).
        public var cpuMicrosPerRequest: Double { cpuSeconds * 1e6 / Double(flows * Self.requestsPerFlow) }
    }

    /// Runs `flows` vaulted-token SDK flows at once over a fresh emulator (sessions created before timing).
    public static func sdkFlows(_ flows: Int) async throws -> Workloads.ScalingResult {
        let world = try await BenchWorld()
        let sessions = try await world.sessions(flows, for: .vaultedToken)
        return await Workloads.concurrentSDKFlows(world, sessions: sessions, variant: .vaultedToken)
    }

    /// Sends the requests of `flows` vaulted-token flows (payment methods, token, payment; the SDK's headers and
    /// bodies) straight at a fresh emulator, one task per flow, all at once. The only client work is building the
    /// payment body around the token, so the CPU is (almost) all the emulator's.
    public static func rawFlows(_ flows: Int) async throws -> RawResult {
        let world = try await BenchWorld()
        let sessions = try await world.sessions(flows, for: .vaultedToken)
        let sandbox = world.sandbox
        let baseURL = world.client.baseURL
        let headers: YunoHTTPHeaders = ["public-api-key": sandbox.publicAPIKey, "Accept": "application/json"]
        let tokenBody = try WireBodies.encoder().encode(WireBodies.TokenRequest.vaulted(world.vaultedToken))
        // The idempotency keys are made before timing: `UUID()` opens /dev/urandom on Linux, a client cost that is
        // not the emulator's.
        let keys = (0..<flows).map { _ in UUID().uuidString.lowercased() }
        let cpu = ProcessStats.cpuNanoseconds()
        let start = ContinuousClock.now
        let succeeded = await withTaskGroup(of: Bool.self) { group in
            for (session, key) in zip(sessions, keys) {
                group.addTask {
                    (try? await rawFlow(
                        sandbox, baseURL: baseURL, session: session, key: key, headers: headers,
                        tokenBody: tokenBody)) ?? false
                }
            }
            var count = 0
            for await ok in group where ok { count += 1 }
            return count
        }
        let elapsed = ContinuousClock.now - start
        return RawResult(
            flows: flows, seconds: elapsed.seconds,
            cpuSeconds: Double(ProcessStats.cpuNanoseconds() - cpu) / 1e9, succeeded: succeeded)
    }

    private static func rawFlow(
        _ sandbox: YunoSandbox, baseURL: URL, session: String, key: String, headers: YunoHTTPHeaders, tokenBody: Data
    ) async throws -> Bool {
        let base = "/v1/checkout/sessions/\(session)"
        let methods = try await sandbox.send(
            YunoHTTPRequest(method: .get, path: base + "/payment-methods", headers: headers), baseURL: baseURL)
        guard methods.status == 200 else { return false }
        var posting = headers
        posting["Content-Type"] = "application/json"
        let token = try await sandbox.send(
            YunoHTTPRequest(method: .post, path: base + "/token", headers: posting, body: tokenBody), baseURL: baseURL)
        guard token.status == 201, let value = stringField("token", in: token.body) else { return false }
        posting["X-Idempotency-Key"] = key
        let paymentBody = Data(
            #"{"payment_method":{"token":"\#(value)","type":"CARD","vault_on_success":false}}"#.utf8)
        let payment = try await sandbox.send(
            YunoHTTPRequest(method: .post, path: base + "/payments", headers: posting, body: paymentBody),
            baseURL: baseURL)
        return payment.status == 201 && stringField("status", in: payment.body) == "SUCCEEDED"
    }

    /// The value of the first `"key":"…"` in compact JSON, found by a plain byte scan (no decoder, no generic
    /// collection search: not the emulator's cost).
    private static func stringField(_ key: String, in body: Data) -> String? {
        let marker = Array("\"\(key)\":\"".utf8)
        return body.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= marker.count else { return nil }
            var index = 0
            while index <= bytes.count - marker.count {
                var matched = true
                for offset in 0..<marker.count where bytes[index + offset] != marker[offset] {
                    matched = false
                    break
                }
                if matched {
                    let start = index + marker.count
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                index += 1
            }
            return nil
        }
    }
}
