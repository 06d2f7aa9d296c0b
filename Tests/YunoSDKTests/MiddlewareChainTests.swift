import Foundation
import Testing
import YunoSDK
import YunoSandbox

/// The order in which middlewares see a request and its answer, and a middleware that answers by itself: the
/// chain calls its outermost middleware directly (no closure of its own), so these pin what that must not change.
@Suite("Middleware chain: order and short circuits, over the emulator", .timeLimit(.minutes(3)))
@MainActor
struct MiddlewareChainTests {
    /// Every layer's entry and exit, in the order they happened.
    actor Trace {
        private(set) var events: [String] = []
        func record(_ event: String) { events.append(event) }
    }

    /// Records its name around `next`.
    struct Tracing: YunoTransportMiddleware {
        let name: String
        let trace: Trace

        func intercept(
            _ request: YunoHTTPRequest, baseURL: URL,
            next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
        ) async throws -> YunoHTTPResponse {
            await trace.record("\(name) in")
            let response = try await next(request, baseURL)
            await trace.record("\(name) out \(response.status)")
            return response
        }
    }

    @Test func theFirstMiddlewareIsTheOutermostAndEveryRequestPassesEachOnceEachWay() async throws {
        let trace = Trace()
        let harness = try Harness(middlewares: ["a", "b", "c"].map { Tracing(name: $0, trace: trace) })
        let session = try await harness.session()
        let outcome = await harness.pay(session, customer: ScriptedCustomer())
        #expect(outcome.result == .succeeded)
        // The merchant's backend created the session without the SDK's chain.
        let requests = await harness.sandbox.requests().filter { $0.endpoint != .createCheckoutSession }.count
        let events = await trace.events
        let expected = ["a in", "b in", "c in", "c out", "b out", "a out"]
        #expect(requests == 3)
        #expect(events.count == requests * expected.count)
        for (index, event) in events.enumerated() {
            #expect(event.hasPrefix(expected[index % expected.count]), "event \(index): \(event)")
        }
    }

    @Test func anOutermostMiddlewareThatAnswersItselfReachesNeitherTheInnerOnesNorTheEmulator() async throws {
        let trace = Trace()
        let answer = HookMiddleware(
            matches: { $0.path.hasSuffix("/payment-methods") },
            answer: { _ in YunoHTTPResponse(status: 503, body: Data(#"{"code":"UNAVAILABLE"}"#.utf8)) })
        let harness = try Harness(middlewares: [answer, Tracing(name: "inner", trace: trace)])
        let session = try await harness.session()
        let outcome = await harness.pay(session, customer: ScriptedCustomer())
        // The outermost middleware's answer is what the flow read: its own 503, not anything from further in.
        #expect(outcome.error == .server(status: 503, code: "UNAVAILABLE", messages: []))
        #expect(await harness.requestCount(.listPaymentMethods) == 0)
        #expect(await trace.events.isEmpty)
    }
}
