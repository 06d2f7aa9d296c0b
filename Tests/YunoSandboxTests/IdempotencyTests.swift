import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Idempotency", .timeLimit(.minutes(3)))
struct IdempotencyTests {
    let harness = Harness()

    @Test func replayReturnsIdenticalStatusAndBytes() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        let first = try await harness.pay(session, token: token, key: key)
        await harness.sandbox.advanceTime(by: 60)
        let replay = try await harness.pay(session, token: token, key: key)
        #expect(first.status == 201)
        #expect(replay.status == first.status)
        #expect(replay.body == first.body)
        let reordered = try await harness.send(
            .post,
            "/v1/checkout/sessions/\(session)/payments",
            #"{"payment_method": {"vault_on_success": false, "type": "CARD",   "token": "\#(token)"}}"#,
            idempotencyKey: key.lowercased()
        )
        #expect(reordered.body == first.body)
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(ledger.first?.idempotencyKey == key.lowercased())
    }

    @Test func sameKeyDifferentBodyIsDuplicated() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let other = try await harness.token(session)
        let key = UUID().uuidString
        _ = try await harness.pay(session, token: token, key: key)
        let reply = try await harness.pay(session, token: other, key: key)
        #expect(reply.status == 400)
        #expect(reply.code == "IDEMPOTENCY_DUPLICATED")
    }

    @Test func keyIsScopedPerEndpoint() async throws {
        let backend = MerchantBackend(sandbox: harness.sandbox)
        let key = UUID().uuidString
        let session = try await harness.session()
        let token = try await harness.token(session)
        #expect(try await harness.pay(session, token: token, key: key).status == 201)
        let otherSession = try await harness.session()
        let otherToken = try await harness.token(otherSession)
        let payment = try await backend.createPayment(
            checkoutSession: otherSession,
            token: otherToken,
            amount: Decimal(string: "100.5")!,
            currency: "USD",
            country: "US",
            idempotencyKey: key
        )
        #expect(payment.status == "SUCCEEDED")
    }

    @Test func aKeyIsTheSameKeyInEitherCase() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        let original = try await harness.pay(session, token: token, key: key.uppercased())
        let replay = try await harness.pay(session, token: token, key: key.lowercased())
        #expect(original.status == 201)
        #expect(replay.body == original.body)
        #expect(await harness.sandbox.ledger().map(\.idempotencyKey) == [key.lowercased()])
    }

    @Test func keyIsRequired() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let body = #"{"payment_method": {"token": "\#(token)", "type": "CARD", "vault_on_success": false}}"#
        let missing = try await harness.send(.post, "/v1/checkout/sessions/\(session)/payments", body)
        #expect(missing.status == 400)
        #expect(missing.code == "MISSING_PARAMETERS")
        let notUUID = try await harness.pay(session, token: token, key: "abc")
        #expect(notUUID.code == "INVALID_PARAMETERS")
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test func inFlightDuplicateIsRequestInProcess() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        let before = await harness.sandbox.requests().count
        await harness.sandbox.setLatency(.seconds(3600))
        let first = Task { try await harness.pay(session, token: token, key: key) }
        while await harness.sandbox.requests().count == before { await Task.yield() }
        let duplicate = try await harness.pay(session, token: token, key: key)
        #expect(duplicate.status == 400)
        #expect(duplicate.code == "REQUEST_IN_PROCESS")
        first.cancel()
        await #expect(throws: CancellationError.self) { try await first.value }
        #expect(await harness.sandbox.ledger().isEmpty)
        await harness.sandbox.setLatency(.zero)
        let retry = try await harness.pay(session, token: token, key: key)
        #expect(retry.status == 201)
        #expect(await harness.sandbox.ledger().count == 1)
        #expect(await harness.sandbox.requests().map(\.status).suffix(3) == [nil, 400, 201])
    }

    @Test func atZeroLatencyConcurrentDuplicatesAllReplayTheOnePayment() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        let before = await harness.sandbox.requests().count
        let replies = try await withThrowingTaskGroup(of: Reply.self) { group in
            for _ in 0..<20 { group.addTask { try await harness.pay(session, token: token, key: key) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // With no latency nothing suspends between reserving a key and storing its answer, so no duplicate finds the
        // key in flight: every one replays the one payment.
        #expect(replies.count == 20)
        #expect(replies.allSatisfy { $0.status == 201 && $0.body == replies[0].body })
        #expect(await harness.sandbox.ledger().count == 1)
        #expect(await harness.sandbox.requests().dropFirst(before).map(\.status) == Array(repeating: 201, count: 20))
    }

    @Test func inFlightRequestCompletesAndThenReplays() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        let key = UUID().uuidString
        let before = await harness.sandbox.requests().count
        await harness.sandbox.setLatency(.milliseconds(50))
        async let first = harness.pay(session, token: token, key: key)
        while await harness.sandbox.requests().count == before { await Task.yield() }
        let duplicate = try await harness.pay(session, token: token, key: key)
        let original = try await first
        #expect(original.status == 201)
        #expect(duplicate.code == "REQUEST_IN_PROCESS" || duplicate.body == original.body)
        let replay = try await harness.pay(session, token: token, key: key)
        #expect(replay.body == original.body)
        #expect(await harness.sandbox.ledger().count == 1)
    }
}
