import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Ledger, request log and determinism", .timeLimit(.minutes(3)))
struct LedgerTests {
    @Test func ledgerRecordsEveryPaymentWithOrigin() async throws {
        let harness = Harness()
        let backend = MerchantBackend(sandbox: harness.sandbox)
        let sdkSession = try await harness.session()
        let sdkKey = UUID().uuidString.lowercased()
        let sdkToken = try await harness.token(sdkSession, number: "4507990000000010")
        let sdkPayment = try await harness.pay(sdkSession, token: sdkToken, key: sdkKey)
        await harness.sandbox.advanceTime(by: 10)
        let merchantSession = try await backend.createCheckoutSession(amount: 25, currency: "CLP", country: "CL")
        let merchantToken = try await harness.token(merchantSession.checkoutSession)
        let merchantKey = UUID().uuidString.lowercased()
        let merchantPayment = try await backend.createPayment(
            checkoutSession: merchantSession.checkoutSession,
            token: merchantToken,
            amount: 25,
            currency: "CLP",
            country: "CL",
            idempotencyKey: merchantKey
        )
        let start = YunoSandbox.Configuration.defaultStartDate
        let expected = [
            YunoSandbox.LedgerEntry(
                paymentID: try #require(sdkPayment.string("id")),
                checkoutSession: sdkSession,
                status: "DECLINED",
                subStatus: "INSUFFICIENT_FUNDS",
                amount: Decimal(string: "100.5")!,
                currency: "USD",
                idempotencyKey: sdkKey,
                origin: .sdk,
                createdAt: start
            ),
            YunoSandbox.LedgerEntry(
                paymentID: merchantPayment.id,
                checkoutSession: merchantSession.checkoutSession,
                status: "SUCCEEDED",
                subStatus: "APPROVED",
                amount: 25,
                currency: "CLP",
                idempotencyKey: merchantKey,
                origin: .merchant,
                createdAt: start.addingTimeInterval(10)
            ),
        ]
        #expect(await harness.sandbox.ledger() == expected)
        #expect(await harness.sandbox.payment(forCheckoutSession: sdkSession) == expected[0])
        #expect(await harness.sandbox.payment(forCheckoutSession: "unknown") == nil)
    }

    @Test func requestLogCountsCallsPerEndpoint() async throws {
        let harness = Harness()
        #expect(await harness.sandbox.requests().isEmpty)
        let session = try await harness.session()
        let token = try await harness.token(session)
        _ = try await harness.pay(session, token: token)
        _ = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
        let log = await harness.sandbox.requests()
        #expect(log.map(\.endpoint) == [.createCheckoutSession, .createToken, .createSeamlessPayment, .getPayment])
        #expect(log.map(\.status) == [200, 201, 201, 200])
        #expect(log.filter { $0.endpoint == .createSeamlessPayment }.count == 1)
        #expect(
            log[1]
                == YunoSandbox.RecordedRequest(
                    method: .post,
                    path: "/v1/checkout/sessions/\(session)/token",
                    status: 201,
                    endpoint: .createToken
                ))
    }

    private func run(seed: UInt64) async throws -> [String] {
        let harness = Harness(seed: seed)
        let customer = try await harness.customer()
        let session = try await harness.session(customerID: customer)
        let token = try await harness.token(session, vaultOnSuccess: true)
        let payment = try await harness.pay(session, token: token, key: "7c0e6a4c-1111-4222-8333-444455556666")
        let challengeSession = try await harness.session()
        let challengeToken = try await harness.token(challengeSession, number: Harness.challengeCard)
        let challenge = try await harness.pay(challengeSession, token: challengeToken)
        return [
            customer, session, token,
            try #require(payment.string("id")),
            try #require(payment.string("payment_method", "vaulted_token")),
            try #require(
                challenge.string(
                    "payment_method", "payment_method_detail", "card", "card_data", "three_d_secure", "transaction_id")),
        ]
    }

    @Test func sameSeedSameIDs() async throws {
        let first = try await run(seed: 7)
        let second = try await run(seed: 7)
        let other = try await run(seed: 8)
        #expect(first == second)
        #expect(first != other)
        #expect(Set(first).count == first.count)
        #expect(first.allSatisfy { UUID(uuidString: $0) != nil && $0 == $0.lowercased() })
    }
}
