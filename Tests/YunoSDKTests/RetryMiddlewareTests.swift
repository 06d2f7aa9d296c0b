import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("RetryMiddleware: what is retried, how long it waits, when it stops", .timeLimit(.minutes(3)))
struct RetryMiddlewareTests {
    static let base = URL(string: "https://api-sandbox.y.uno")!
    static let get = YunoHTTPRequest(method: .get, path: "/v1/checkout/sessions/s/payment-methods")
    static let keyedPost = YunoHTTPRequest(
        method: .post, path: "/v1/checkout/sessions/s/payments",
        headers: [YunoEndpoint.idempotencyKeyHeader: "8d1f5a52-5b1e-4c3e-9d55-7c1f0f3a9b10"], body: Data("{}".utf8))
    static let plainPost = YunoHTTPRequest(method: .post, path: "/v1/checkout/sessions/s/token", body: Data("{}".utf8))

    /// Sends `request` through a retry middleware over `transport`; the jitter is fixed, sleeps are recorded.
    static func send(
        _ request: YunoHTTPRequest, over transport: ScriptedTransport, recorder: SleepRecorder = SleepRecorder(),
        maxRetries: Int = 2, jitter: Double = 1
    ) async throws -> YunoHTTPResponse {
        let retry = RetryMiddleware(maxRetries: maxRetries, jitter: { jitter }, sleep: recorder.sleep)
        return try await MiddlewareChain(transport: transport, middlewares: [retry]).send(request, baseURL: base)
    }

    @Test("A GET is retried on 5xx, 429 and connection errors until it succeeds")
    func getIsRetried() async throws {
        for failure: ScriptedTransport.Step in [
            .respond(500, code: "INTERNAL_ERROR"), .respond(502), .respond(503), .respond(504, code: "REQUEST_TIMEOUT"),
            .respond(429), .fail(URLError(.cannotConnectToHost)), .fail(URLError(.networkConnectionLost)),
            .fail(URLError(.timedOut)), .fail(YunoError.timedOut(operation: "GET")),
        ] {
            let transport = ScriptedTransport([failure, failure, .respond(200)])
            let response = try await Self.send(Self.get, over: transport)
            #expect(response.status == 200, "\(failure)")
            #expect(await transport.attempts.count == 3, "\(failure)")
        }
    }

    @Test("A POST with an idempotency key is retried with the very same request, key included")
    func keyedPostIsRetriedWithTheSameKey() async throws {
        let transport = ScriptedTransport([
            .fail(URLError(.networkConnectionLost)), .respond(500), .respond(201),
        ])
        let response = try await Self.send(Self.keyedPost, over: transport)
        #expect(response.status == 201)
        let attempts = await transport.attempts
        #expect(attempts.count == 3)
        #expect(attempts.allSatisfy { $0 == Self.keyedPost })
    }

    @Test("A 400 REQUEST_IN_PROCESS is retried with the same key")
    func requestInProcessIsRetried() async throws {
        let transport = ScriptedTransport([.respond(400, code: "REQUEST_IN_PROCESS"), .respond(201)])
        let response = try await Self.send(Self.keyedPost, over: transport)
        #expect(response.status == 201)
        #expect(await transport.attempts == [Self.keyedPost, Self.keyedPost])
    }

    @Test("A POST without an idempotency key, a PATCH and a DELETE are never retried")
    func unsafeRequestsAreNeverRetried() async throws {
        var emptyKey = Self.keyedPost
        emptyKey.headers[YunoEndpoint.idempotencyKeyHeader] = ""
        var patch = Self.keyedPost
        patch.method = .patch
        var delete = Self.keyedPost
        delete.method = .delete
        for request in [Self.plainPost, emptyKey, patch, delete] {
            let failing = ScriptedTransport([.respond(503), .respond(200)])
            #expect(try await Self.send(request, over: failing).status == 503)
            #expect(await failing.attempts.count == 1)
            let refused = ScriptedTransport([.fail(URLError(.networkConnectionLost)), .respond(200)])
            await #expect(throws: URLError.self) { try await Self.send(request, over: refused) }
            #expect(await refused.attempts.count == 1)
        }
    }

    @Test("Other 4xx are never retried, not even for a GET")
    func clientErrorsAreNeverRetried() async throws {
        for step: ScriptedTransport.Step in [
            .respond(400, code: "INVALID_REQUEST"), .respond(400, code: "IDEMPOTENCY_DUPLICATED"), .respond(400),
            .respond(401, code: "INVALID_CREDENTIALS"), .respond(403), .respond(404, code: "NOT_FOUND"), .respond(409),
            .respond(422),
        ] {
            for request in [Self.get, Self.keyedPost] {
                let transport = ScriptedTransport([step, .respond(200)])
                let response = try await Self.send(request, over: transport)
                #expect(response.status != 200, "\(step)")
                #expect(await transport.attempts.count == 1, "\(step)")
            }
        }
    }

    @Test("Errors no retry can fix are thrown at once: bad URL, URL cancellation, TLS trust, SDK errors")
    func unfixableErrorsAreNotRetried() async throws {
        for error: any Error in [
            URLError(.badURL), URLError(.cancelled), URLError(.serverCertificateUntrusted), CancellationError(),
            YunoError.invalidResponse(operation: "x", detail: "y"),
        ] {
            let transport = ScriptedTransport([.fail(error), .respond(200)])
            await #expect(throws: (any Error).self) { try await Self.send(Self.get, over: transport) }
            #expect(await transport.attempts.count == 1, "\(error)")
        }
    }

    @Test("Backoff is min(0.5 s · 2^(n−1), 5 s) × jitter")
    func backoffValues() async throws {
        for (jitter, expected) in [
            (1.0, [0.5, 1, 2, 4, 5, 5]), (0.5, [0.25, 0.5, 1, 2, 2.5, 2.5]), (0.75, [0.375, 0.75, 1.5, 3, 3.75, 3.75]),
        ] {
            let recorder = SleepRecorder()
            let transport = ScriptedTransport(Array(repeating: .respond(503), count: 7))
            let response = try await Self.send(
                Self.get, over: transport, recorder: recorder, maxRetries: 6, jitter: jitter)
            #expect(response.status == 503)
            #expect(await transport.attempts.count == 7)
            #expect(recorder.durations == expected.map { Duration.milliseconds(Int($0 * 1_000)) })
        }
    }

    @Test("Jitter outside [0.5, 1] is clamped")
    func jitterIsClamped() {
        let high = RetryMiddleware(jitter: { 7 })
        let low = RetryMiddleware(jitter: { -1 })
        #expect(high.delay(forAttempt: 1, retryAfter: nil) == .milliseconds(500))
        #expect(low.delay(forAttempt: 1, retryAfter: nil) == .milliseconds(250))
        #expect(low.delay(forAttempt: 40, retryAfter: nil) == .milliseconds(2_500))
    }

    @Test("Retry-After of a 429 or 503 replaces the backoff, capped at 5 s; a malformed one is ignored")
    func retryAfterIsHonoured() async throws {
        let recorder = SleepRecorder()
        let transport = ScriptedTransport([
            .respond(429, headers: ["Retry-After": "2"]), .respond(503, headers: ["retry-after": "60"]),
            .respond(429, headers: ["Retry-After": "soon"]), .respond(429, headers: ["Retry-After": "0"]),
            .respond(500, headers: ["Retry-After": "3"]), .respond(200),
        ])
        let response = try await Self.send(Self.get, over: transport, recorder: recorder, maxRetries: 5, jitter: 1)
        #expect(response.status == 200)
        #expect(recorder.durations == [.seconds(2), .seconds(5), .seconds(2), .zero, .seconds(5)])
    }

    @Test("After the last retry the last answer is returned, or the last error thrown")
    func givesUpAfterMaxRetries() async throws {
        let statuses = ScriptedTransport([.respond(500), .respond(502), .respond(503), .respond(200)])
        #expect(try await Self.send(Self.get, over: statuses).status == 503)
        #expect(await statuses.attempts.count == 3)

        let errors = ScriptedTransport([
            .fail(URLError(.cannotConnectToHost)), .fail(URLError(.timedOut)), .fail(URLError(.networkConnectionLost)),
        ])
        await #expect(throws: URLError(.networkConnectionLost)) { try await Self.send(Self.get, over: errors) }
        #expect(await errors.attempts.count == 3)

        let none = ScriptedTransport([.respond(500), .respond(200)])
        #expect(try await Self.send(Self.get, over: none, maxRetries: 0).status == 500)
        #expect(await none.attempts.count == 1)
    }

    @Test("Cancellation during a backoff stops the retries: no further attempt")
    func cancellationBetweenAttempts() async throws {
        let timer = ManualTimer()
        let transport = ScriptedTransport([.respond(503), .respond(200)])
        let retry = RetryMiddleware(sleep: { try await timer.sleep(for: $0) })
        let chain = MiddlewareChain(transport: transport, middlewares: [retry])
        let task = Task { try await chain.send(Self.get, baseURL: Self.base) }
        _ = await timer.waitForSleeper()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await transport.attempts.count == 1)
    }

    @Test("A cancelled task never starts an attempt, even when the injected sleep ignores cancellation")
    func cancelledTaskStartsNoAttempt() async throws {
        let transport = ScriptedTransport([.respond(503), .respond(200)])
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Self.send(Self.get, over: transport)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await transport.attempts.isEmpty)
    }

    @Test("A connection error while the task is being cancelled is not retried")
    func errorAfterCancellationIsNotRetried() async throws {
        let transport = ScriptedTransport([.hang, .respond(200)])
        let task = Task { try await Self.send(Self.get, over: transport) }
        await transport.waitUntilHanging()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await transport.attempts.count == 1)
    }

    @Test("Each attempt has its own timeout: a hung attempt times out, is cancelled, and the retry succeeds")
    func timeoutThenRetry() async throws {
        let timer = ManualTimer()
        let transport = ScriptedTransport([.hang, .respond(200)])
        let chain = MiddlewareChain(
            transport: transport,
            middlewares: [
                RetryMiddleware(jitter: { 1 }, sleep: { _ in }),
                TimeoutMiddleware(timeout: .seconds(60), sleep: { try await timer.sleep(for: $0) }),
            ])
        let task = Task { try await chain.send(Self.get, baseURL: Self.base) }
        await transport.waitUntilHanging()
        #expect(await timer.waitForSleeper() == .seconds(60))
        await timer.fireAll()
        #expect(try await task.value.status == 200)
        #expect(await transport.attempts.count == 2)
        #expect(await transport.cancelledAttempts == 1)
    }

    // MARK: Against the emulator

    @Test("Committed but the response was lost: the retry with the same key gets the same payment, once")
    func droppedPaymentResponseIsRetried() async throws {
        let harness = try Harness(middlewares: [RetryMiddleware(jitter: { 1 }, sleep: { _ in })])
        let session = try await harness.session()
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(ledger.first?.paymentID == outcome.paymentID)
        #expect(await harness.requestCount(.createSeamlessPayment) == 2)
    }

    @Test("Emulator REQUEST_IN_PROCESS, 429 and 5xx on every SDK endpoint are retried through to success")
    func emulatorFaultsAreRetried() async throws {
        let recorder = SleepRecorder()
        let harness = try Harness(middlewares: [RetryMiddleware(jitter: { 1 }, sleep: recorder.sleep)])
        let session = try await harness.session()
        await harness.sandbox.inject(.tooManyRequests(retryAfterSeconds: 1), on: .listPaymentMethods)
        await harness.sandbox.inject(.status(503, code: "SERVICE_UNAVAILABLE"), on: .listPaymentMethods)
        await harness.sandbox.inject(.status(400, code: "REQUEST_IN_PROCESS"), on: .createSeamlessPayment)
        await harness.sandbox.inject(.connectionError, on: .createSeamlessPayment)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(await harness.sandbox.ledger().count == 1)
        #expect(await harness.requestCount(.listPaymentMethods) == 3)
        #expect(await harness.requestCount(.createSeamlessPayment) == 3)
        #expect(recorder.durations == [.seconds(1), .seconds(1), .milliseconds(500), .seconds(1)])
    }

    @Test("Tokenization (no idempotency key) is not retried: a 500 ends the flow, and no payment exists")
    func tokenizationIsNotRetried() async throws {
        let harness = try Harness(middlewares: [RetryMiddleware(jitter: { 1 }, sleep: { _ in })])
        let session = try await harness.session()
        await harness.sandbox.inject(.status(500, code: "INTERNAL_ERROR"), on: .createToken)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .internalError)
        #expect(outcome.error == .server(status: 500, code: "INTERNAL_ERROR", messages: ["injected fault"]))
        #expect(await harness.requestCount(.createToken) == 1)
        #expect(await harness.sandbox.ledger().isEmpty)
    }
}
