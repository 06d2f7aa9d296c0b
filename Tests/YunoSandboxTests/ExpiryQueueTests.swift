import Foundation
import Testing
import YunoSDK

@testable import YunoSandbox

/// Expiry is judged from a queue of deadlines, not a scan of open payments: each payment still expires at its own
/// emulated time, and one that finished before its deadline is left alone when the deadline passes.
@Suite("Deadline queue and lazy expiry", .timeLimit(.minutes(3)))
struct ExpiryQueueTests {
    let harness = Harness()

    @Test func deadlinesComeOutEarliestFirstAndOnlyWhenDue() {
        var queue = ExpiryQueue()
        let start = Date(timeIntervalSince1970: 1_000)
        for (offset, id) in [(30, "c"), (10, "a"), (20, "b"), (10, "0"), (40, "d")] {
            queue.insert(start.addingTimeInterval(TimeInterval(offset)), paymentID: id)
        }
        #expect(queue.popFirst(dueBy: start.addingTimeInterval(9.9)) == nil)
        var due: [String] = []
        while let entry = queue.popFirst(dueBy: start.addingTimeInterval(30)) { due.append(entry.paymentID) }
        #expect(due == ["0", "a", "b", "c"])
        #expect(queue.count == 1)
        #expect(queue.popFirst(dueBy: start.addingTimeInterval(40))?.paymentID == "d")
        #expect(queue.popFirst(dueBy: .distantFuture) == nil)
    }

    @Test func eachPixPaymentExpiresAtItsOwnEmulatedDeadline() async throws {
        let lifetime = harness.sandbox.configuration.qrCodeLifetime
        var sessions: [String] = []
        var ids: [String] = []
        for _ in 0..<3 {
            let (session, reply) = try await harness.payWithMethod("PIX", country: "BR", currency: "BRL")
            sessions.append(session)
            ids.append(try #require(reply.string("id")))
            await harness.sandbox.advanceTime(by: 600)
        }
        // Paid before its deadline: its queued deadline must not expire it later.
        try await harness.sandbox.payQRCode(paymentID: ids[1])
        // Clock now start + 1800: the first QR code (created at +0) is due exactly now; the third (+1200) is not.
        #expect(await harness.sandbox.now() == YunoSandbox.Configuration.defaultStartDate + lifetime)
        #expect(await statuses(sessions) == ["EXPIRED", "SUCCEEDED", "READY_TO_PAY"])
        await harness.sandbox.advanceTime(by: 1_199)
        #expect(await statuses(sessions) == ["EXPIRED", "SUCCEEDED", "READY_TO_PAY"])
        await harness.sandbox.advanceTime(by: 1)
        #expect(await statuses(sessions) == ["EXPIRED", "SUCCEEDED", "EXPIRED"])
        let first = try await harness.send(.get, "/v1/checkout/sessions/\(sessions[0])/payment")
        let third = try await harness.send(.get, "/v1/checkout/sessions/\(sessions[2])/payment")
        #expect(first.string("updated_at") == "2026-01-01T00:30:00Z")
        #expect(third.string("updated_at") == "2026-01-01T00:50:00Z")
        await #expect(throws: SandboxError.qrCodeExpired(paymentID: ids[2])) {
            try await harness.sandbox.payQRCode(paymentID: ids[2])
        }
    }

    @Test func anAnsweredChallengeIsNotExpiredWhenItsDeadlinePasses() async throws {
        var sessions: [String] = []
        for _ in 0..<2 {
            let session = try await harness.session()
            let token = try await harness.token(session, number: Harness.challengeCard)
            let reply = try await harness.pay(session, token: token)
            #expect(reply.string("status") == "PENDING")
            sessions.append(session)
        }
        let answered = try await harness.send(.get, "/v1/checkout/sessions/\(sessions[0])/payment")
        let transaction = try #require(
            answered.string(
                "payment_method", "payment_method_detail", "card", "card_data", "three_d_secure", "transaction_id"))
        let code = try await harness.sandbox.challengePage(transactionID: transaction).code
        try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: code))
        #expect(await statuses(sessions) == ["SUCCEEDED", "PENDING"])
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.challengeLifetime - 1)
        #expect(await statuses(sessions) == ["SUCCEEDED", "PENDING"])
        await harness.sandbox.advanceTime(by: 1)
        #expect(await statuses(sessions) == ["SUCCEEDED", "EXPIRED"])
    }

    /// Fifty open QR codes with one deadline: none expires a second early, all expire together, none stays queued.
    @Test func manyOpenQRCodesExpireTogetherWhenDue() async throws {
        var sessions: [String] = []
        for _ in 0..<50 {
            let (session, reply) = try await harness.payWithMethod("PIX", country: "BR", currency: "BRL")
            #expect(reply.string("status") == "READY_TO_PAY")
            sessions.append(session)
        }
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.qrCodeLifetime - 1)
        #expect(Set(await statuses(sessions)) == ["READY_TO_PAY"])
        await harness.sandbox.advanceTime(by: 1)
        #expect(Set(await statuses(sessions)) == ["EXPIRED"])
        #expect(await harness.sandbox.qrCodeDeadlines.count == 0)
    }

    private func statuses(_ sessions: [String]) async -> [String?] {
        var result: [String?] = []
        for session in sessions { result.append(await harness.sandbox.payment(forCheckoutSession: session)?.status) }
        return result
    }
}
