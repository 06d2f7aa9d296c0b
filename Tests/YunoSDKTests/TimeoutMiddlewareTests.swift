import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("TimeoutMiddleware: a per-request limit that cancels the request it gives up on", .timeLimit(.minutes(3)))
struct TimeoutMiddlewareTests {
    static let base = URL(string: "https://api-sandbox.y.uno")!
    static let get = YunoHTTPRequest(method: .get, path: "/v1/checkout/sessions/s/payment-methods?x=1")

    @Test("When the limit passes first: timedOut, and the inner request is cancelled")
    func timeoutCancelsTheInnerRequest() async throws {
        let timer = ManualTimer()
        let transport = ScriptedTransport([.hang])
        let chain = MiddlewareChain(
            transport: transport,
            middlewares: [TimeoutMiddleware(timeout: .seconds(7), sleep: { try await timer.sleep(for: $0) })])
        let task = Task { try await chain.send(Self.get, baseURL: Self.base) }
        await transport.waitUntilHanging()
        #expect(await timer.waitForSleeper() == .seconds(7))
        await timer.fireAll()
        await #expect(throws: YunoError.timedOut(operation: "GET /v1/checkout/sessions/s/payment-methods (0 bytes)")) {
            try await task.value
        }
        #expect(await transport.cancelledAttempts == 1)
    }

    @Test("A response before the limit is returned and its deadline cancelled; the one timer is not cancelled")
    func responseCancelsTheTimer() async throws {
        let clock = TestClock()
        let transport = ScriptedTransport([.respond(201)])
        let timeout = TimeoutMiddleware(timeout: .seconds(60), sleep: clock.sleep)
        let response = try await MiddlewareChain(transport: transport, middlewares: [timeout])
            .send(Self.get, baseURL: Self.base)
        #expect(response.status == 201)
        #expect(await timeout.pendingDeadlines == 0)
        #expect(clock.cancelledSleeps == 0, "a cancelled sleep would hold its timer until its target")
    }

    /// Issue 27, item 8: every attempt used to race a 60 s `Task.sleep` that, cancelled when the request ended,
    /// still held its timer until the 60 s passed (≈ 60,000 of them behind 1,000 requests/s). The deadlines now
    /// share one timer: after 1,000 requests — answered, failed or cancelled — no deadline is left, one sleep
    /// was ever started, and none was cancelled.
    @Test("Timeouts release their memory when the work ends: 1,000 requests leave no deadline and one timer")
    func timeoutsReleaseTheirMemoryWhenTheWorkEnds() async throws {
        let clock = TestClock()
        let timeout = TimeoutMiddleware(timeout: .seconds(60), sleep: clock.sleep)
        let steps: [ScriptedTransport.Step] = (0..<1_000).map {
            $0 % 2 == 0 ? .respond(200) : .fail(URLError(.cannotConnectToHost))
        }
        let chain = MiddlewareChain(transport: ScriptedTransport(steps), middlewares: [timeout])
        for _ in 0..<1_000 { _ = try? await chain.send(Self.get, baseURL: Self.base) }
        let cancelled = Task { try await chain.send(Self.get, baseURL: Self.base) }
        cancelled.cancel()
        _ = try? await cancelled.value
        #expect(await timeout.pendingDeadlines == 0)
        #expect(clock.requested.count == 1, "one timer for every request's deadline")
        #expect(clock.cancelledSleeps == 0)
        #expect(clock.sleeping <= 1)
    }

    @Test("A transport error passes through unchanged")
    func errorsPassThrough() async throws {
        let transport = ScriptedTransport([.fail(URLError(.cannotConnectToHost))])
        let chain = MiddlewareChain(transport: transport, middlewares: [TimeoutMiddleware()])
        await #expect(throws: URLError(.cannotConnectToHost)) { try await chain.send(Self.get, baseURL: Self.base) }
    }

    @Test("Cancelling the caller cancels the request and is not reported as a timeout")
    func callerCancellation() async throws {
        let transport = ScriptedTransport([.hang])
        let chain = MiddlewareChain(transport: transport, middlewares: [TimeoutMiddleware()])
        let task = Task { try await chain.send(Self.get, baseURL: Self.base) }
        await transport.waitUntilHanging()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await transport.cancelledAttempts == 1)
    }

    @Test("A hung emulator endpoint: the flow's request times out, is retried with the same key, and pays once")
    func hungEmulatorEndpoint() async throws {
        // A virtual clock: every deadline is 60 s after virtual time 0; only the hung request's is left to fire.
        let clock = TestClock()
        let timeout = TimeoutMiddleware(timeout: .seconds(60), elapsed: clock.now, sleep: clock.sleep)
        let harness = try Harness(middlewares: [RetryMiddleware(jitter: { 1 }, sleep: { _ in }), timeout])
        let session = try await harness.session()
        await harness.sandbox.inject(.timeout, on: .createSeamlessPayment)
        let paying = Task { await harness.pay(session, customer: .paying(with: .visaApproved)) }
        // Until the hung attempt is in flight with its deadline scheduled.
        while await harness.requestCount(.createSeamlessPayment) == 0 { await Task.yield() }
        while await timeout.pendingDeadlines == 0 { await Task.yield() }
        clock.advance(to: .seconds(60))
        let outcome = await paying.value
        #expect(outcome.result == .succeeded)
        #expect(await harness.sandbox.ledger().count == 1)
        let attempts = await harness.sandbox.requests().filter { $0.endpoint == .createSeamlessPayment }
        #expect(attempts.map(\.status) == [nil, 201], "the hung attempt was cancelled, never answered")
        #expect(await timeout.pendingDeadlines == 0)
    }
}
