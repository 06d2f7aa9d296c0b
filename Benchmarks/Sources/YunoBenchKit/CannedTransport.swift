import Foundation
import Synchronization
import YunoSDK

/// A transport that answers the seamless flow's requests from memory: the bodies the emulator produced for the
/// same requests, recorded once and replayed as the same `Data` every time — no emulator, no state, no parsing of
/// the request. What a flow costs over it is the client's own work (SDK or floor), nothing else.
///
/// Routes are the path after `/v1/checkout/sessions/{cs}` and the method (`GET /payment-methods`, `POST /token`,
/// `POST /payments`, `GET /payment`); the session id is not checked, so any string is a session. An unknown route is
/// a 404.
public struct CannedTransport: YunoTransport {
    /// One canned route.
    public struct Route: Hashable, Sendable {
        public var method: YunoHTTPRequest.Method
        /// The path after the session id (`/token`).
        public var suffix: String
    }

    /// The canned answers.
    public let responses: [Route: YunoHTTPResponse]
    /// The routes, longest suffix first (`/payment-methods` before `/payment`), as bytes to compare.
    private let table: [(method: YunoHTTPRequest.Method, suffix: [UInt8], response: YunoHTTPResponse)]

    /// A transport answering `responses`.
    public init(responses: [Route: YunoHTTPResponse]) {
        self.responses = responses
        table = responses.map { (method: $0.key.method, suffix: Array($0.key.suffix.utf8), response: $0.value) }
            .sorted { $0.suffix.count > $1.suffix.count }
    }

    public func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        // A few byte comparisons, no allocation: the canned transport must cost next to nothing, for the SDK and
        // the floor alike. Session ids hold no `/`, so a suffix names the route.
        let path = request.path.utf8
        for entry in table
        where entry.method == request.method && path.count > entry.suffix.count
            && path.suffix(entry.suffix.count).elementsEqual(entry.suffix)
        {
            return entry.response
        }
        return YunoHTTPResponse(status: 404, body: Data(#"{"code":"NOT_FOUND","messages":["canned"]}"#.utf8))
    }

    /// The path after `/sessions/{id}` (the whole path when it has none).
    static func suffix(of path: String) -> String {
        guard let sessions = path.firstRange(of: "/sessions/") else { return path }
        guard let slash = path[sessions.upperBound...].firstIndex(of: "/") else { return "" }
        return String(path[slash...])
    }

    /// The emulator's answers to one SDK flow of `variant` in `world` (a new card is the approved test card; with a
    /// `challenge` card the shopper approves at the emulator's bank and the payment's read is recorded after it):
    /// each route's response recorded as sent.
    public static func recording(
        _ variant: FlowVariant, card: TestCardData = .approved
    ) async throws -> (transport: CannedTransport, vaultedToken: String) {
        let recorder = ResponseRecorder()
        let world = try await BenchWorld(seed: 7, wrap: recorder.wrap)
        let session = try await world.sessions(1, for: variant, callbackURL: BenchWorld.callbackURL)[0]
        let outcome = await world.sdkPay(session, variant, presenter: CardTyper(card: card, bank: world.sandbox))
        guard outcome.result == .succeeded else {
            throw FloorClient.Failure(description: "recording flow ended \(outcome)")
        }
        return (CannedTransport(responses: recorder.responses), world.vaultedToken)
    }
}

/// Wraps a transport and keeps the last response of every canned route (used once, to record the emulator).
final class ResponseRecorder: Sendable {
    private final class Wrapped: YunoTransport {
        let inner: any YunoTransport
        let recorder: ResponseRecorder
        init(_ inner: any YunoTransport, _ recorder: ResponseRecorder) {
            self.inner = inner
            self.recorder = recorder
        }
        func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
            let response = try await inner.send(request, baseURL: baseURL)
            let route = CannedTransport.Route(method: request.method, suffix: CannedTransport.suffix(of: request.path))
            recorder.recorded.withLock { $0[route] = response }
            return response
        }
    }

    // A Mutex: `wrap` is synchronous, and recording happens outside any timed run.
    private let recorded = Mutex<[CannedTransport.Route: YunoHTTPResponse]>([:])

    func wrap(_ transport: any YunoTransport) -> any YunoTransport { Wrapped(transport, self) }

    var responses: [CannedTransport.Route: YunoHTTPResponse] { recorded.withLock { $0 } }
}
