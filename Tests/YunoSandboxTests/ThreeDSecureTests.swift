import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("3-D Secure challenge", .timeLimit(.minutes(3)))
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

    @Test(
        "The bank decides: each answer on its page moves the payment, with the authentication on the card data",
        arguments: [
            ("approve", "SUCCEEDED", "APPROVED", "Y"),
            ("decline", "REJECTED", "AUTHENTICATION_FAILED", "N"),
            ("cancel", "CANCELED", "THREE_D_SECURE_ABANDONED", "U"),
        ])
    func bankAnswer(answer: String, status: String, subStatus: String, pares: String) async throws {
        let (session, transaction, _) = try await challenge()
        await harness.sandbox.advanceTime(by: 30)
        let page = try await harness.sandbox.challengePage(transactionID: transaction)
        #expect(page.isOpen)
        #expect(page.code.count == 6)
        #expect(page.cardLabel.hasSuffix("9340"))
        #expect(!page.cardLabel.contains("402400"), "a bank shows the last four digits only")
        let choice: YunoSandbox.ChallengeAnswer =
            switch answer {
            case "approve": .approve(code: page.code)
            case "decline": .decline
            default: .cancel
            }
        try await harness.sandbox.answerChallenge(transactionID: transaction, choice)

        let read = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
        #expect(read.string("status") == status)
        #expect(read.string("sub_status") == subStatus)
        #expect(read.bool("checkout", "sdk_action_required") == false)
        #expect(read.string("updated_at") == "2026-01-01T00:00:30Z")
        #expect(read.decimal("amount", "captured") == (status == "SUCCEEDED" ? Decimal(string: "100.5") : 0))
        let card: [Any] = ["payment_method", "payment_method_detail", "card"]
        #expect(read.string(card[0], card[1], card[2], "redirect_url") == nil)
        #expect(read.string(card[0], card[1], card[2], "card_data", "three_d_secure", "pares_status") == pares)
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(ledger.first?.status == status)
        #expect(try await harness.sandbox.challengePage(transactionID: transaction).isOpen == false)
        await #expect(
            throws: SandboxError.noPendingAction(paymentID: page.paymentID, action: "THREE_D_SECURE", status: status)
        ) {
            try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: page.code))
        }
        #expect(await harness.sandbox.ledger().first?.status == status, "a second answer changes nothing")
    }

    @Test("No client route takes a 3DS result: POST …/payment/three-d-secure is an unknown route")
    func noResultRoute() async throws {
        let (session, transaction, _) = try await challenge()
        let reply = try await harness.send(
            .post, "/v1/checkout/sessions/\(session)/payment/three-d-secure",
            #"{"transaction_id": "\#(transaction)", "result": "AUTHENTICATED"}"#)
        #expect(reply.status == 404)
        #expect(await harness.sandbox.ledger().first?.status == "PENDING")
    }

    @Test("A wrong one-time code changes nothing; the right one then approves")
    func wrongCode() async throws {
        let (_, transaction, _) = try await challenge()
        await #expect(throws: SandboxError.wrongChallengeCode(transactionID: transaction)) {
            try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: "12345"))
        }
        #expect(await harness.sandbox.ledger().first?.status == "PENDING")
        let code = try await harness.sandbox.challengePage(transactionID: transaction).code
        try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: " \(code) "))
        #expect(await harness.sandbox.ledger().first?.status == "SUCCEEDED")
    }

    @Test("An unknown challenge is refused by the bank, and a page for it cannot be read")
    func unknownChallenge() async throws {
        await #expect(throws: SandboxError.unknownChallenge("00000000-0000-4000-8000-000000000000")) {
            try await harness.sandbox.answerChallenge(
                transactionID: "00000000-0000-4000-8000-000000000000", .decline)
        }
        await #expect(throws: SandboxError.unknownChallenge("nope")) {
            try await harness.sandbox.challengePage(transactionID: "nope")
        }
    }

    @Test("Challenge URLs follow where the pages are served (the HTTP emulator's own address)")
    func pageBase() async throws {
        await harness.sandbox.servePages(at: "http://127.0.0.1:8080/")
        let (_, transaction, reply) = try await challenge()
        #expect(
            reply.string("payment_method", "payment_method_detail", "card", "redirect_url")
                == "http://127.0.0.1:8080/3ds/challenge/\(transaction)")
    }

    @Test func challengeExpiresOnTheSandboxClock() async throws {
        let (_, transaction, _) = try await challenge()
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.challengeLifetime)
        #expect(await harness.sandbox.ledger().first?.status == "EXPIRED")
        await #expect(throws: SandboxError.self) {
            try await harness.sandbox.answerChallenge(transactionID: transaction, .decline)
        }
        #expect(await harness.sandbox.ledger().first?.status == "EXPIRED")
    }
}
