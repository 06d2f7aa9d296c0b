import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import YunoSDK
import YunoSandbox

/// Serves a ``YunoSandbox`` over HTTP: adapts each Hummingbird request to a `YunoHTTPRequest`, lets the emulator
/// answer, and adapts the answer back — merchant and SDK endpoints alike — and serves the pages a browser sees at
/// the shopper's bank: the 3-D Secure challenge page (`GET`/`POST /3ds/challenge/{transaction}`) and
/// `GET /sandbox/return` (HTML, not part of the Yuno API).
///
/// The emulator's transport-level faults become real network behaviour: a dropped response
/// (`SandboxFault.dropResponse`, the work is committed) and a connection error send the status line and part of
/// the body, then close the connection; a hung request (`SandboxFault.timeout`) is answered 504
/// `REQUEST_TIMEOUT` after ``requestTimeout`` (the real API's own 60 s by default) unless the client gives up
/// first. `Sendable`; requests are served concurrently (the emulator is an actor).
public struct SandboxResponder: HTTPResponder {
    /// The request context: Hummingbird's basic one.
    public typealias Context = BasicRequestContext

    /// The emulator answering the requests.
    public let sandbox: YunoSandbox
    /// How long the server waits for the emulator before answering 504 REQUEST_TIMEOUT.
    public let requestTimeout: Duration
    /// Receives one line per request (method, path, status, duration); never headers or bodies.
    public let log: @Sendable (String) -> Void

    /// The largest request body accepted (1 MiB); larger ones are answered 413.
    static let maximumBodySize = 1 << 20

    /// Creates a responder over `sandbox`. Never fails.
    public init(
        sandbox: YunoSandbox, requestTimeout: Duration = .seconds(60), log: @escaping @Sendable (String) -> Void
    ) {
        self.sandbox = sandbox
        self.requestTimeout = requestTimeout
        self.log = log
    }

    /// Answers one request as the Yuno API would. Throws only to drop the connection (see the type's comment).
    public func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        let started = ContinuousClock.now
        let path = request.uri.string
        let label = "\(request.method.rawValue) \(request.uri.path)"
        guard let method = YunoHTTPRequest.Method(rawValue: request.method.rawValue) else {
            log("\(label) → 405")
            return Self.error(405, code: "METHOD_NOT_ALLOWED", "method not allowed")
        }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: Self.maximumBodySize)
        } catch {
            log("\(label) → 413")
            return Self.error(413, code: "INVALID_REQUEST", "request body too large")
        }
        var headers = YunoHTTPHeaders()
        for field in request.headers { headers[field.name.canonicalName] = field.value }
        let yunoRequest = YunoHTTPRequest(
            method: method, path: path, headers: headers,
            body: body.readableBytes > 0 ? Data(buffer: body) : nil)

        if let page = await BankPages.answer(
            method: method, path: path, body: yunoRequest.body, sandbox: sandbox)
        {
            log("\(label) → \(page.status) (bank page)")
            return Self.response(page)
        }
        if let control = await ShopperControl.answer(method: method, path: path, sandbox: sandbox) {
            log("\(label) → \(control.status) (shopper control)")
            return Self.response(control)
        }
        let outcome = await answer(yunoRequest)
        let elapsed = ContinuousClock.now - started
        switch outcome {
        case .response(let response):
            log("\(label) → \(response.status) (\(Self.milliseconds(elapsed)) ms)")
            return Self.response(response)
        case .timedOut:
            log("\(label) → 504 server timeout (\(Self.milliseconds(elapsed)) ms)")
            return Self.error(504, code: "REQUEST_TIMEOUT", "the request timed out")
        case .dropped(let response):
            log("\(label) → connection dropped mid-response (\(Self.milliseconds(elapsed)) ms)")
            return Self.truncated(response)
        }
    }

    /// What the emulator made of a request.
    enum Outcome: Sendable {
        case response(YunoHTTPResponse)
        case timedOut
        case dropped(YunoHTTPResponse)
    }

    /// Races the emulator against ``requestTimeout``; the loser is cancelled.
    func answer(_ request: YunoHTTPRequest) async -> Outcome {
        let sandbox = sandbox
        let timeout = requestTimeout
        return await withTaskGroup(of: Outcome?.self) { group in
            group.addTask {
                do {
                    return .response(try await sandbox.send(request, baseURL: Self.baseURL))
                } catch is CancellationError {
                    return nil
                } catch {
                    // A connection error or a lost response: the client must see a broken connection.
                    let body = Data(#"{"code":"INTERNAL_ERROR","messages":["connection lost"]}"#.utf8)
                    return .dropped(
                        YunoHTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body))
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return Task.isCancelled ? nil : .timedOut
            }
            var result: Outcome = .timedOut
            while let next = await group.next() {
                if let next {
                    result = next
                    break
                }
            }
            group.cancelAll()
            return result
        }
    }

    /// The base URL handed to the emulator (it ignores it).
    static let baseURL = URL(string: "http://127.0.0.1")!

    static func response(_ response: YunoHTTPResponse) -> Response {
        var fields = HTTPFields()
        for (name, value) in response.headers {
            if let name = HTTPField.Name(name) { fields[name] = value }
        }
        return Response(
            status: .init(code: response.status), headers: fields,
            body: .init(byteBuffer: ByteBuffer(bytes: response.body)))
    }

    /// A response that announces its full length, sends half of its body, then fails so the connection closes.
    static func truncated(_ response: YunoHTTPResponse) -> Response {
        let full = response.body
        var fields = HTTPFields()
        fields[.contentType] = "application/json"
        return Response(
            status: .init(code: response.status), headers: fields,
            body: ResponseBody(contentLength: full.count) { writer in
                try await writer.write(ByteBuffer(bytes: full.prefix(full.count / 2)))
                throw DroppedConnection()
            })
    }

    static func error(_ status: Int, code: String, _ message: String) -> Response {
        let body = Data(#"{"code":"\#(code)","messages":["\#(message)"]}"#.utf8)
        return response(YunoHTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body))
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}

/// Thrown inside a response body to make the server close the connection mid-response.
struct DroppedConnection: Error {}
