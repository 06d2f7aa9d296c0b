import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("MerchantBackend", .timeLimit(.minutes(3)))
struct MerchantBackendTests {
    let harness = Harness()

    @Test func roundTrip() async throws {
        let backend = MerchantBackend(sandbox: harness.sandbox)
        let customer = try await backend.createCustomer(merchantCustomerID: "shopper-9", email: "s@example.com")
        #expect(customer.merchantCustomerID == "shopper-9")
        let session = try await backend.createCheckoutSession(
            amount: Decimal(string: "49.90")!,
            currency: "BRL",
            country: "BR",
            customerID: customer.id,
            callbackURL: "https://merchant.example/return",
            merchantOrderID: "order-77"
        )
        #expect(session.amount == Decimal(string: "49.9"))
        #expect(session.currency == "BRL")
        #expect(session.country == "BR")
        #expect(session.workflow == "SDK_SEAMLESS")
        #expect(session.customerID == customer.id)
        #expect(session.merchantOrderID == "order-77")
        #expect(session.callbackURL == "https://merchant.example/return")
        #expect(session.checkoutID == "6822f80c-684e-41a3-8628-78963d3d60f7")
        let token = try await harness.token(session.checkoutSession, vaultOnSuccess: true)
        let payment = try await backend.createPayment(
            checkoutSession: session.checkoutSession,
            token: token,
            amount: session.amount,
            currency: "BRL",
            country: "BR"
        )
        #expect(payment.status == "SUCCEEDED")
        #expect(payment.subStatus == "APPROVED")
        #expect(payment.sdkActionRequired == false)
        #expect(payment.captured == session.amount)
        let vaulted = try #require(payment.vaultedToken)
        let next = try await backend.createCheckoutSession(
            amount: 10, currency: "BRL", country: "BR",
            customerID: customer.id)
        let second = try await backend.createPayment(
            checkoutSession: next.checkoutSession,
            vaultedToken: vaulted,
            amount: 10,
            currency: "BRL",
            country: "BR",
            capture: false
        )
        #expect(second.status == "SUCCEEDED")
        #expect(second.captured == 0)
        #expect(second.vaultedToken == vaulted)
        let merchantCalls = await harness.sandbox.requests().filter { $0.endpoint == .createMerchantPayment }
        #expect(merchantCalls.count == 2)
    }

    @Test func challengePaymentNeedsSDKAction() async throws {
        let backend = MerchantBackend(sandbox: harness.sandbox)
        let session = try await backend.createCheckoutSession(amount: 5, currency: "USD", country: "US")
        let token = try await harness.token(session.checkoutSession, number: Harness.challengeCard)
        let payment = try await backend.createPayment(
            checkoutSession: session.checkoutSession,
            token: token,
            amount: 5,
            currency: "USD",
            country: "US"
        )
        #expect(payment.status == "PENDING")
        #expect(payment.sdkActionRequired)
    }

    @Test func errorsCarryStatusAndCode() async throws {
        let backend = MerchantBackend(sandbox: harness.sandbox)
        await #expect(
            throws: MerchantBackendError(
                status: 400,
                code: "INVALID_PARAMETERS",
                messages: ["amount.currency must be an ISO 4217 code"]
            )
        ) {
            try await backend.createCheckoutSession(amount: 5, currency: "XX", country: "US")
        }
        let wrongKeys = MerchantBackend(
            transport: harness.sandbox,
            baseURL: URL(string: "https://api-sandbox.y.uno")!,
            publicAPIKey: harness.sandbox.publicAPIKey,
            privateSecretKey: "sandbox_sk_wrong",
            accountID: harness.sandbox.accountID
        )
        do {
            _ = try await wrongKeys.createCustomer(merchantCustomerID: "x")
            Issue.record("expected INVALID_CREDENTIALS")
        } catch {
            #expect(error.status == 401)
            #expect(error.code == "INVALID_CREDENTIALS")
        }
        await harness.sandbox.inject(.malformedBody, on: .createCustomer)
        do {
            _ = try await backend.createCustomer(merchantCustomerID: "y")
            Issue.record("expected INVALID_RESPONSE")
        } catch {
            #expect(error.code == MerchantBackendError.invalidResponseCode)
            #expect(error.status == 201)
        }
    }

    @Test func droppedResponseRetryWithSameKeyReturnsSamePayment() async throws {
        let backend = MerchantBackend(sandbox: harness.sandbox)
        let session = try await backend.createCheckoutSession(amount: 12, currency: "USD", country: "US")
        let token = try await harness.token(session.checkoutSession)
        let key = UUID().uuidString
        await harness.sandbox.inject(.dropResponse, on: .createMerchantPayment)
        do {
            _ = try await backend.createPayment(
                checkoutSession: session.checkoutSession,
                token: token,
                amount: 12,
                currency: "USD",
                country: "US",
                idempotencyKey: key
            )
            Issue.record("expected a transport error")
        } catch {
            #expect(error.code == MerchantBackendError.transportErrorCode)
            #expect(error.status == nil)
        }
        let retry = try await backend.createPayment(
            checkoutSession: session.checkoutSession,
            token: token,
            amount: 12,
            currency: "USD",
            country: "US",
            idempotencyKey: key
        )
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(ledger.first?.paymentID == retry.id)
        #expect(ledger.first?.origin == .merchant)
        let duplicate = await #expect(throws: MerchantBackendError.self) {
            try await backend.createPayment(
                checkoutSession: session.checkoutSession,
                token: token,
                amount: 11,
                currency: "USD",
                country: "US",
                idempotencyKey: key
            )
        }
        #expect(duplicate?.code == "IDEMPOTENCY_DUPLICATED")
    }

    @Test func merchantPaymentValidatesAgainstTheSession() async throws {
        let backend = MerchantBackend(sandbox: harness.sandbox)
        let session = try await backend.createCheckoutSession(amount: 12, currency: "USD", country: "US")
        let token = try await harness.token(session.checkoutSession)
        for (currency, country) in [("EUR", "US"), ("USD", "MX")] {
            let error = await #expect(throws: MerchantBackendError.self) {
                try await backend.createPayment(
                    checkoutSession: session.checkoutSession,
                    token: token,
                    amount: 12,
                    currency: currency,
                    country: country
                )
            }
            #expect(error?.code == "INVALID_PARAMETERS")
        }
        let unknown = await #expect(throws: MerchantBackendError.self) {
            try await backend.createPayment(
                checkoutSession: "00000000-0000-4000-8000-000000000000",
                token: token,
                amount: 12,
                currency: "USD",
                country: "US"
            )
        }
        #expect(unknown?.code == "CHECKOUT_SESSION_NOT_FOUND")
    }
}
