import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("3-D Secure challenge")
struct ThreeDSecureTests {
    let harness = Harness()

    private func challenge() async throws -> (session: String, transaction: String, reply: Reply) {
        let session = try await harness.session()
        let token = try await harness.token(session, number: Harness.challengeCard)
        let reply = try await harness.pay(session, token: token)
        let transaction = try #require(
            reply.string(
                "payment_method", "payment_method_detail", "card", "card_data", "three_d_secure", "transaction_id"))
        return (session, transaction, reply)
    }

    private func submit(_ session: String, _ transaction: String, _ result: String) async throws -> Reply {
        try await harness.send(
            .post,
            "/v1/checkout/sessions/\(session)/payment/three-d-secure",
            #"{"transaction_id": "\#(transaction)", "result": "\#(result)"}"#
        )
    }

    @Test func challengeCardWaitsForTheShopper() async throws {
        let (session, transaction, reply) = try await challenge()
        #expect(reply.string("status") == "PENDING")
        #expect(reply.string("sub_status") == "WAITING_ADDITIONAL_STEP")
        #expect(reply.bool("checkout", "sdk_action_required") == true)
        let card: [Any] = ["payment_method", "payment_method_detail", "card"]
        #expect(reply.string(card[0], card[1], card[2], "redirect_url")?.hasSuffix(transaction) == true)
        #expect(reply.value("action") == nil)
        #expect(reply.decimal("amount", "captured") == 0)
        let read = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
        #expect(read.body == reply.body)
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "PENDING")
    }

    @Test(arguments: [
        ("AUTHENTICATED", "SUCCEEDED", "APPROVED"),
        ("NOT_AUTHENTICATED", "REJECTED", "AUTHENTICATION_FAILED"),
        ("ABANDONED", "CANCELED", "THREE_D_SECURE_ABANDONED"),
    ])
    func challengeResult(result: String, status: String, subStatus: String) async throws {
        let (session, transaction, _) = try await challenge()
        await harness.sandbox.advanceTime(by: 30)
        let reply = try await submit(session, transaction, result)
        #expect(reply.status == 200)
        #expect(reply.string("status") == status)
        #expect(reply.string("sub_status") == subStatus)
        #expect(reply.bool("checkout", "sdk_action_required") == false)
        #expect(reply.value("action") == nil)
        #expect(reply.string("updated_at") == "2026-01-01T00:00:30Z")
        #expect(reply.decimal("amount", "captured") == (status == "SUCCEEDED" ? Decimal(string: "100.5") : 0))
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(ledger.first?.status == status)
        #expect(ledger.first?.subStatus == subStatus)
        let read = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
        #expect(read.string("status") == status)
        let again = try await submit(session, transaction, result)
        #expect(again.status == 400)
        #expect(again.code == "INVALID_REQUEST")
    }

    @Test func wrongTransactionOrResultIsRefused() async throws {
        let (session, transaction, _) = try await challenge()
        let wrong = try await submit(session, "00000000-0000-4000-8000-000000000000", "AUTHENTICATED")
        #expect(wrong.code == "INVALID_REQUEST")
        let badResult = try await submit(session, transaction, "MAYBE")
        #expect(badResult.code == "INVALID_PARAMETERS")
        #expect(await harness.sandbox.ledger().first?.status == "PENDING")
    }

    @Test func noChallengeIsInvalidRequest() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        _ = try await harness.pay(session, token: token)
        let reply = try await submit(session, "00000000-0000-4000-8000-000000000000", "AUTHENTICATED")
        #expect(reply.status == 400)
        #expect(reply.code == "INVALID_REQUEST")
    }

    @Test func challengeExpiresOnTheSandboxClock() async throws {
        let (session, transaction, _) = try await challenge()
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.challengeLifetime)
        #expect(await harness.sandbox.ledger().first?.status == "EXPIRED")
        let late = try await submit(session, transaction, "AUTHENTICATED")
        #expect(late.code == "INVALID_REQUEST")
    }
}
