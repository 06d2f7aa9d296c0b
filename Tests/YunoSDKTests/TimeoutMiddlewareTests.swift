import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("TimeoutMiddleware: a per-request limit that cancels the request it gives up on")
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

    @Test("A response before the limit is returned and the timer is cancelled")
    func responseCancelsTheTimer() async throws {
        let timerCancelled = SleepRecorder()
        let transport = ScriptedTransport([.respond(201)])
        let timeout = TimeoutMiddleware(timeout: .seconds(60)) { duration in
            do {
                try await Task.sleep(for: .seconds(3_600))
            } catch {
                try await timerCancelled.sleep(duration)
                throw error
            }
        }
        let response = try await MiddlewareChain(transport: transport, middlewares: [timeout])
            .send(Self.get, baseURL: Self.base)
        #expect(response.status == 201)
        #expect(timerCancelled.durations == [.seconds(60)])
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
        // The flow's third request is the payment creation: only its timer fires (at once); the others never do.
        let timers = SleepRecorder()
        let timeout = TimeoutMiddleware(timeout: .seconds(60)) { duration in
            try await timers.sleep(duration)
            if timers.durations.count == 3 { return }
            try await Task.sleep(for: .seconds(3_600))
        }
        let harness = try Harness(middlewares: [RetryMiddleware(jitter: { 1 }, sleep: { _ in }), timeout])
        let session = try await harness.session()
        await harness.sandbox.inject(.timeout, on: .createSeamlessPayment)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(await harness.sandbox.ledger().count == 1)
        let attempts = await harness.sandbox.requests().filter { $0.endpoint == .createSeamlessPayment }
        #expect(attempts.map(\.status) == [nil, 201], "the hung attempt was cancelled, never answered")
    }
}
