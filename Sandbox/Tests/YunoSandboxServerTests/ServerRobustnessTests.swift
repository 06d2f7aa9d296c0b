import Foundation
import Testing
import YunoSDK
import YunoSandbox
import YunoSandboxServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 27, item 1: one request cannot knock the HTTP emulator over — a deeply nested body is a 400 and the
/// server keeps serving — and a client saying nothing (no request, or a request head never finished) cannot hold a
/// connection open: the server closes it after its idle timeout.
@Suite("The HTTP emulator cannot be knocked over", .serialized)
struct ServerRobustnessTests {
    /// `{"a":{"a":…1…}}`, `levels` objects deep.
    static func nestedObjects(_ levels: Int) -> String {
        String(repeating: #"{"a":"#, count: levels) + "1" + String(repeating: "}", count: levels)
    }

    @Test(
        "A deeply nested body (12,000 and 80,000 levels, under the 1 MiB limit) is answered 400 and the server serves on",
        arguments: [12_000, 80_000])
    func aDeeplyNestedBodyIsA400AndTheServerServesOn(levels: Int) async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.session()
        let transport = URLSessionTransport()
        let body = Data(Self.nestedObjects(levels).utf8)
        #expect(body.count < 1 << 20)
        for path in ["/v1/checkout/sessions/\(session)/token", "/v1/checkout/sessions/\(session)/payments"] {
            let request = YunoHTTPRequest(
                method: .post, path: path,
                headers: [
                    "public-api-key": world.sandbox.publicAPIKey, "content-type": "application/json",
                    "X-Idempotency-Key": UUID().uuidString,
                ], body: body)
            let response = try await transport.send(request, baseURL: world.baseURL)
            #expect(response.status == 400, "\(path)")
            #expect(String(decoding: response.body, as: UTF8.self).contains("INVALID_REQUEST"))
        }
        let outcome = await world.pay(session, with: try world.client(), customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded, "the server still serves")
        try await world.stop()
    }

    @Test("A connection whose request head never ends is closed after the idle timeout; the server serves on")
    func aSilentOrUnfinishedConnectionIsClosedAfterTheIdleTimeout() async throws {
        let world = try await HTTPWorld.start(idleTimeout: .milliseconds(300))
        let port = try #require(world.baseURL.port)
        let unfinished = try LoopbackSocket(port: port)
        try unfinished.send("POST /v1/checkout/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty")
        let silent = try LoopbackSocket(port: port)
        // Each blocks until the server closes the connection (end of stream), bounded by a 20 s receive timeout.
        let started = ContinuousClock.now
        #expect(try unfinished.receiveUntilClosed(timeoutSeconds: 20).isEmpty, "no answer to half a request")
        #expect(try silent.receiveUntilClosed(timeoutSeconds: 20).isEmpty)
        let waited = ContinuousClock.now - started
        #expect(waited < .seconds(15), "closed by the idle timeout, not by the receive bound")
        let outcome = await world.pay(
            try await world.session(), with: try world.client(), customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        try await world.stop()
    }

    @Test("A port already in use is named, with what to do, not a raw bind error; the first server serves on")
    func aPortInUseIsNamedWithWhatToDo() async throws {
        let world = try await HTTPWorld.start()
        let port = try #require(world.baseURL.port)
        let second = SandboxServer(sandbox: YunoSandbox(), port: port)
        await #expect(throws: SandboxServerError.portInUse(host: "127.0.0.1", port: port)) {
            _ = try await second.start()
        }
        let line = SandboxServerError.portInUse(host: "127.0.0.1", port: port).description
        #expect(line.contains("port \(port)") && line.contains("already in use") && line.contains("--port 0"))
        #expect(!line.contains("bind("))
        let session = try await world.session()
        let outcome = await world.pay(session, with: try world.client(), customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded, "the first server still serves")
        try await world.stop()
    }
}

/// A blocking TCP connection to 127.0.0.1, for speaking (or not) to the server byte by byte.
final class LoopbackSocket {
    struct Failure: Error {
        let call: String
        let code: Int32
    }

    private let descriptor: Int32

    init(port: Int) throws {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(call: "connect", code: errno)
        }
    }

    deinit { close(descriptor) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard sent == bytes.count else { throw Failure(call: "write", code: errno) }
    }

    /// Reads until the peer closes the connection; throws when `timeoutSeconds` pass with nothing read.
    func receiveUntilClosed(timeoutSeconds: Int) throws -> [UInt8] {
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return received }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == ECONNRESET { return received }
                throw Failure(call: "read", code: errno)
            }
            received += buffer[0..<count]
        }
    }
}
