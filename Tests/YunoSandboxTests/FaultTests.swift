import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Fault injection", .timeLimit(.minutes(3)))
struct FaultTests {
    let harness = Harness()

    @Test func statusFaultAnswersWithoutDoingTheWork() async throws {
        await harness.sandbox.inject(.status(500, code: "INTERNAL_ERROR"), on: .createCheckoutSession)
        let reply = try await harness.send(.post, "/v1/checkout/sessions", Harness.sessionBody(), keys: .merchant)
        #expect(reply.status == 500)
        #expect(reply.code == "INTERNAL_ERROR")
        let next = try await harness.send(.post, "/v1/checkout/sessions", Harness.sessionBody(), keys: .merchant)
        #expect(next.status == 200)
    }

    @Test func tooManyRequestsCarriesRetryAfter() async throws {
        let session = try await harness.session()
        await harness.sandbox.inject(.tooManyRequests(retryAfterSeconds: 7), on: .listPaymentMethods, times: 2)
        for _ in 0..<2 {
            let reply = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
            #expect(reply.status == 429)
            #expect(reply.headers["retry-after"] == "7")
        }
        let ok = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
        #expect(ok.status == 200)
    }

    @Test func connectionErrorCommitsNothing() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        await harness.sandbox.inject(.connectionError, on: .createSeamlessPayment)
        await #expect(throws: URLError.self) { try await harness.pay(session, token: token, key: key) }
        #expect(await harness.sandbox.ledger().isEmpty)
        #expect(await harness.sandbox.requests().last?.status == nil)
        let retry = try await harness.pay(session, token: token, key: key)
        #expect(retry.status == 201)
    }

    @Test func malformedBodyStillCommits() async throws {
        await harness.sandbox.inject(.malformedBody, on: .createCheckoutSession)
        let reply = try await harness.send(.post, "/v1/checkout/sessions", Harness.sessionBody(), keys: .merchant)
        #expect(reply.status == 200)
        #expect((try? JSONSerialization.jsonObject(with: reply.body)) == nil)
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        await harness.sandbox.inject(.malformedBody, on: .createSeamlessPayment)
        let garbled = try await harness.pay(session, token: token, key: key)
        #expect(garbled.status == 201)
        #expect(garbled.string("id") == nil)
        #expect(await harness.sandbox.ledger().count == 1)
        let replay = try await harness.pay(session, token: token, key: key)
        #expect(replay.string("id") == (await harness.sandbox.ledger().first?.paymentID))
    }

    @Test func droppedResponseCommitsAndRetryReturnsTheSamePayment() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        do {
            _ = try await harness.pay(session, token: token, key: key)
            Issue.record("expected a dropped response")
        } catch let error as URLError {
            #expect(error.code == .networkConnectionLost)
        }
        let committed = try #require(await harness.sandbox.payment(forCheckoutSession: session))
        #expect(committed.status == "SUCCEEDED")
        let retry = try await harness.pay(session, token: token, key: key)
        #expect(retry.status == 201)
        #expect(retry.string("id") == committed.paymentID)
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test(
        "Answered at once (zero latency) or after the latency, a request gets the same answer and commits the same",
        arguments: [Duration.zero, .milliseconds(1)])
    func theWaitingPathAnswersAsTheImmediateOne(latency: Duration) async throws {
        let harness = Harness(latency: latency)
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        let keyless = try await harness.send(.post, "/v1/checkout/sessions/\(session)/payments", "{}", keys: .none)
        #expect(keyless.status == 401)
        await harness.sandbox.inject(.status(503, code: "UNAVAILABLE"), on: .createSeamlessPayment)
        #expect(try await harness.pay(session, token: token, key: UUID().uuidString).code == "UNAVAILABLE")
        await harness.sandbox.inject(.connectionError, on: .createSeamlessPayment)
        await #expect(throws: URLError.self) { try await harness.pay(session, token: token, key: UUID().uuidString) }
        #expect(await harness.sandbox.ledger().isEmpty)
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        await #expect(throws: URLError.self) { try await harness.pay(session, token: token, key: key) }
        let replay = try await harness.pay(session, token: token, key: key)
        #expect(replay.status == 201)
        #expect(replay.string("id") == (await harness.sandbox.ledger().first?.paymentID))
        #expect(await harness.sandbox.ledger().count == 1)
        #expect(await harness.sandbox.requests().suffix(5).map(\.status) == [401, 503, nil, nil, 201])
    }

    @Test func delayFaultAtZeroLatencyWaitsAndCommitsNothingWhenCancelled() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let before = await harness.sandbox.requests().count
        await harness.sandbox.inject(.delay(.seconds(3_600)), on: .createSeamlessPayment)
        let waiting = Task { try await harness.pay(session, token: token, key: UUID().uuidString) }
        while await harness.sandbox.requests().count == before { await Task.yield() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(await harness.sandbox.ledger().isEmpty)
        #expect(await harness.sandbox.requests().last?.status == nil)
    }

    @Test func delayFaultAtZeroLatencyWaitsThenDoesTheWork() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        await harness.sandbox.inject(.delay(.milliseconds(1)), on: .createSeamlessPayment)
        let reply = try await harness.pay(session, token: token, key: UUID().uuidString)
        #expect(reply.status == 201)
        #expect(reply.string("id") == (await harness.sandbox.ledger().first?.paymentID))
        #expect(await harness.sandbox.requests().last?.fault == .delay(.milliseconds(1)))
        #expect(await harness.sandbox.requests().last?.status == 201)
    }

    @Test func faultsTargetOnlyTheirEndpointAndCanBeCleared() async throws {
        await harness.sandbox.inject(.connectionError, on: .createToken, times: 3)
        let session = try await harness.session()
        await #expect(throws: URLError.self) { try await harness.tokenize(session, Harness.cardBody()) }
        await harness.sandbox.clearFaults()
        #expect(try await harness.tokenize(session, Harness.cardBody()).status == 201)
        await harness.sandbox.inject(.connectionError, on: .createToken, times: 0)
        #expect(try await harness.tokenize(session, Harness.cardBody()).status == 201)
    }
}
