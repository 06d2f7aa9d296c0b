import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Customer sessions and enrollment")
struct EnrollmentTests {
    let harness = Harness()

    private var backend: MerchantBackend { MerchantBackend(sandbox: harness.sandbox) }

    private func methods(_ customerSession: String) async throws -> Reply {
        try await harness.send(.get, "/v1/customers/sessions/\(customerSession)/payment-methods")
    }

    private func checkoutMethods(_ session: String) async throws -> Reply {
        try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
    }

    private func unenroll(_ token: String, customerSession: String) async throws -> Reply {
        try await harness.send(
            .post, "/v1/customers/sessions/\(customerSession)/payment-methods/\(token)/unenroll")
    }

    private func unenroll(_ token: String, checkoutSession: String) async throws -> Reply {
        try await harness.send(.post, "/v1/checkout/sessions/\(checkoutSession)/payment-methods/\(token)/unenroll")
    }

    private func tokenizeVaulted(_ session: String, _ vaulted: String) async throws -> Reply {
        try await harness.tokenize(
            session, #"{"payment_method": {"type": "CARD", "vault_on_success": false, "vaulted_token": "\#(vaulted)"}}"#
        )
    }

    @Test func customerSessionCreation() async throws {
        let customer = try await harness.customer()
        let body = #"{"account_id": "\#(harness.sandbox.accountID)", "customer_id": "\#(customer)", "country": "BR"}"#
        let created = try await harness.send(.post, "/v1/customers/sessions", body, keys: .merchant)
        #expect(created.status == 201)
        #expect(created.string("customer_id") == customer)
        #expect(created.string("country") == "BR")
        #expect(created.string("created_at") == "2026-01-01T00:00:00Z")
        #expect(created.string("expires_at") == "2026-01-01T05:00:00Z")
        #expect(created.string("customer_session").flatMap(UUID.init(uuidString:)) != nil)
        let sdkKey = try await harness.send(.post, "/v1/customers/sessions", body, keys: .sdk)
        #expect(sdkKey.status == 403)
        #expect(sdkKey.code == "AUTHORIZATION_REQUIRED")
        let wrongKey = try await harness.send(.post, "/v1/customers/sessions", body, keys: .wrongPrivate)
        #expect(wrongKey.code == "INVALID_CREDENTIALS")
        let unknown = #"{"account_id": "\#(harness.sandbox.accountID)", "customer_id": "nobody", "country": "BR"}"#
        let missing = try await harness.send(.post, "/v1/customers/sessions", unknown, keys: .merchant)
        #expect(missing.status == 404)
        #expect(missing.code == "CUSTOMER_NOT_FOUND")

        let session = try await backend.createCustomerSession(customerID: customer, country: "US")
        #expect(session.customerID == customer)
        #expect(session.country == "US")
        #expect(session.expiresAt.timeIntervalSince(session.createdAt) == 5 * 60 * 60)
        await #expect(
            throws: MerchantBackendError(status: 404, code: "CUSTOMER_NOT_FOUND", messages: ["customer not found"])
        ) {
            try await backend.createCustomerSession(customerID: "nobody", country: "US")
        }
    }

    @Test func customerSessionsAreCheckedAndExpire() async throws {
        let unknown = try await methods("00000000-0000-4000-8000-000000000000")
        #expect(unknown.status == 404)
        #expect(unknown.code == "CUSTOMER_SESSION_NOT_FOUND")
        let customerSession = try await harness.customerSession(try await harness.customer())
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.sessionLifetime)
        let expired = try await harness.enroll(customerSession)
        #expect(expired.status == 400)
        #expect(expired.code == "CUSTOMER_SESSION_EXPIRED")
    }

    @Test func approvedCardIsEnrolledAndListedEverywhere() async throws {
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        let before = try await methods(customerSession)
        #expect(Harness.column(before) == ["CARD"])
        #expect(before.bool(0, "enrollable") == true)

        let enrolled = try await harness.enroll(customerSession, number: "5252440000000002")
        #expect(enrolled.status == 201)
        #expect(enrolled.string("status") == "ENROLLED")
        #expect(enrolled.string("type") == "CARD")
        #expect(enrolled.string("card_data", "iin") == "52524400")
        #expect(enrolled.string("card_data", "lfd") == "0002")
        #expect(enrolled.string("card_data", "brand") == "MASTERCARD")
        #expect(enrolled.string("card_data", "country_code") == "US")
        #expect(!enrolled.text.contains("5252440000000002"))
        let vaulted = try #require(enrolled.string("vaulted_token"))

        let after = try await methods(customerSession)
        #expect(Harness.column(after) == ["CARD", "CARD"])
        #expect(after.string(1, "vaulted_token") == vaulted)
        #expect(after.string(1, "status") == "ENROLLED")
        #expect(after.bool(1, "enrollable") == false)
        #expect(after.string(1, "card_data", "lfd") == "0002")

        let checkout = try await harness.session(customerID: customer)
        let offered = try await checkoutMethods(checkout)
        #expect(offered.string(0, "vaulted_token") == vaulted)
        let stranger = try await harness.session(customerID: try await harness.customer("cust-2"))
        #expect(!(try await checkoutMethods(stranger)).text.contains(vaulted))

        let listed = try await backend.customerPaymentMethods(customerID: customer)
        #expect(
            listed == [
                MerchantBackend.EnrolledMethod(
                    vaultedToken: vaulted, type: "CARD", status: "ENROLLED", iin: "52524400", lfd: "0002",
                    brand: "MASTERCARD", expirationMonth: 11, expirationYear: 28)
            ])
        let token = try await tokenizeVaulted(checkout, vaulted)
        #expect(token.status == 201)
        #expect(token.string("vaulted_token") == vaulted)
    }

    @Test(arguments: [
        ("4507990000000010", "DECLINED"), ("4507990000000051", "REJECTED"), ("4507990000000077", "ERROR"),
    ])
    func decliningCardIsNotEnrolled(number: String, status: String) async throws {
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        let reply = try await harness.enroll(customerSession, number: number)
        #expect(reply.status == 201)
        #expect(reply.string("status") == status)
        #expect(reply.value("vaulted_token") == nil)
        #expect(reply.string("card_data", "lfd") == String(number.suffix(4)))
        #expect(Harness.column(try await methods(customerSession)) == ["CARD"])
        #expect(try await backend.customerPaymentMethods(customerID: customer).isEmpty)
    }

    @Test func enrollmentValidatesTheCard() async throws {
        let customerSession = try await harness.customerSession(try await harness.customer())
        let badLuhn = try await harness.enroll(customerSession, number: "4507990000000003")
        #expect(badLuhn.code == "INVALID_PARAMETERS")
        #expect(!badLuhn.text.contains("4507990000000003"))
        let badCVC = try await harness.enroll(customerSession, cvc: "12")
        #expect(badCVC.code == "INVALID_PARAMETERS")
        let pix = try await harness.send(
            .post, "/v1/customers/sessions/\(customerSession)/payment-methods", #"{"payment_method": {"type": "PIX"}}"#)
        #expect(pix.code == "INVALID_PARAMETERS")
    }

    @Test func reenrollingTheSameCardReturnsTheSameToken() async throws {
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        let first = try await harness.enroll(customerSession)
        let second = try await harness.enroll(try await harness.customerSession(customer))
        #expect(second.string("status") == "ENROLLED")
        #expect(second.string("vaulted_token") == first.string("vaulted_token"))
        #expect(try await backend.customerPaymentMethods(customerID: customer).count == 1)
    }

    @Test func unenrollThroughTheCustomerSession() async throws {
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        let vaulted = try #require(try await harness.enroll(customerSession).string("vaulted_token"))
        let checkout = try await harness.session(customerID: customer)
        let other = try await harness.customerSession(try await harness.customer("cust-2"))
        #expect(try await unenroll(vaulted, customerSession: other).code == "PAYMENT_METHOD_NOT_FOUND")

        let reply = try await unenroll(vaulted, customerSession: customerSession)
        #expect(reply.status == 200)
        #expect(reply.string("vaulted_token") == vaulted)
        #expect(reply.string("status") == "UNENROLLED")
        #expect(Harness.column(try await methods(customerSession)) == ["CARD"])
        #expect(!(try await checkoutMethods(checkout)).text.contains(vaulted))
        #expect(try await backend.customerPaymentMethods(customerID: customer).isEmpty)
        let token = try await tokenizeVaulted(checkout, vaulted)
        #expect(token.status == 400)
        #expect(token.code == "INVALID_PARAMETERS")
        let again = try await unenroll(vaulted, customerSession: customerSession)
        #expect(again.status == 404)
        #expect(again.code == "PAYMENT_METHOD_NOT_FOUND")
        let unknown = try await unenroll("00000000-0000-4000-8000-000000000000", customerSession: customerSession)
        #expect(unknown.status == 404)
        let reenrolled = try await harness.enroll(customerSession)
        #expect(reenrolled.string("status") == "ENROLLED")
        #expect(reenrolled.string("vaulted_token") != vaulted)
    }

    @Test func unenrollThroughTheCheckoutSession() async throws {
        let customer = try await harness.customer()
        let vaulted = try #require(
            try await harness.enroll(try await harness.customerSession(customer)).string("vaulted_token"))
        let anonymous = try await harness.session()
        #expect(try await unenroll(vaulted, checkoutSession: anonymous).code == "PAYMENT_METHOD_NOT_FOUND")
        let stranger = try await harness.session(customerID: try await harness.customer("cust-2"))
        #expect(try await unenroll(vaulted, checkoutSession: stranger).code == "PAYMENT_METHOD_NOT_FOUND")

        let checkout = try await harness.session(customerID: customer)
        let reply = try await unenroll(vaulted, checkoutSession: checkout)
        #expect(reply.status == 200)
        #expect(reply.string("vaulted_token") == vaulted)
        #expect(reply.string("status") == "UNENROLLED")
        #expect(Harness.column(try await checkoutMethods(checkout)) == ["CARD", "APPLE_PAY", "NU_PAY"])
        #expect(try await backend.customerPaymentMethods(customerID: customer).isEmpty)
        #expect(try await tokenizeVaulted(checkout, vaulted).code == "INVALID_PARAMETERS")
        let payment = try? await backend.createPayment(
            checkoutSession: checkout, vaultedToken: vaulted, amount: Decimal(string: "100.50")!, currency: "USD",
            country: "US")
        #expect(payment == nil)
        let unknown = try await unenroll("00000000-0000-4000-8000-000000000000", checkoutSession: checkout)
        #expect(unknown.status == 404)
        #expect(unknown.code == "PAYMENT_METHOD_NOT_FOUND")
    }

    @Test func merchantListingNeedsTheCustomerAndThePrivateKey() async throws {
        await #expect(throws: MerchantBackendError.self) {
            try await backend.customerPaymentMethods(customerID: "nobody")
        }
        let reply = try await harness.send(.get, "/v1/customers/nobody/payment-methods", keys: .merchant)
        #expect(reply.status == 404)
        #expect(reply.code == "CUSTOMER_NOT_FOUND")
        let customer = try await harness.customer()
        let sdk = try await harness.send(.get, "/v1/customers/\(customer)/payment-methods", keys: .sdk)
        #expect(sdk.status == 403)
        #expect(sdk.code == "AUTHORIZATION_REQUIRED")
        let vaulted = try await harness.sandbox.vaultCard(
            number: Harness.visa, expirationMonth: 11, expirationYear: 28, holderName: "John Doe",
            forCustomer: customer)
        #expect(try await backend.customerPaymentMethods(customerID: customer).map(\.vaultedToken) == [vaulted])
    }

    @Test func faultsCanTargetTheNewEndpoints() async throws {
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        await harness.sandbox.inject(.status(503, code: "SERVICE_UNAVAILABLE"), on: .enrollPaymentMethod)
        await harness.sandbox.inject(.connectionError, on: .listCustomerPaymentMethods)
        let failed = try await harness.enroll(customerSession)
        #expect(failed.status == 503)
        #expect(failed.code == "SERVICE_UNAVAILABLE")
        do {
            _ = try await backend.customerPaymentMethods(customerID: customer)
            Issue.record("expected the injected connection error")
        } catch {
            #expect(error.code == MerchantBackendError.transportErrorCode)
        }
        #expect(try await backend.customerPaymentMethods(customerID: customer).isEmpty)
        let retried = try await harness.enroll(customerSession)
        #expect(retried.string("status") == "ENROLLED")
        let (session, _) = try await harness.payWithMethod("APPLE_PAY")
        await harness.sandbox.inject(.dropResponse, on: .submitWalletResult)
        await #expect(throws: URLError.self) {
            try await harness.send(
                .post, "/v1/checkout/sessions/\(session)/payment/wallet", #"{"result": "AUTHORIZED"}"#)
        }
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "SUCCEEDED")
        let endpoints = await harness.sandbox.requests().compactMap(\.endpoint)
        #expect(endpoints.contains(.createCustomerSession))
        #expect(endpoints.contains(.enrollPaymentMethod))
        #expect(endpoints.contains(.listCustomerPaymentMethods))
        #expect(endpoints.contains(.submitWalletResult))
    }
}
