import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Customer sessions and enrollment", .timeLimit(.minutes(3)))
struct EnrollmentTests {
    let harness = Harness()

    private var backend: MerchantBackend { MerchantBackend(sandbox: harness.sandbox) }

    private func methods(_ customerSession: String) async throws -> Reply {
        try await harness.send(.get, "/v1/checkout/customers/sessions/\(customerSession)/payment-methods")
    }

    private func paymentMethod(_ id: String) async throws -> Reply {
        try await harness.send(.get, "/v1/payment-methods/\(id)")
    }

    private func unenroll(paymentMethodID id: String) async throws -> Reply {
        try await harness.send(.post, "/v1/customers/payment-methods/\(id)/unenroll")
    }

    private func checkoutMethods(_ session: String) async throws -> Reply {
        try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
    }

    private func unenroll(_ token: String, checkoutSession: String) async throws -> Reply {
        try await harness.send(.post, "/v1/checkout/sessions/\(checkoutSession)/payment-methods/\(token)/unenroll")
    }

    private func tokenizeVaulted(_ session: String, _ vaulted: String) async throws -> Reply {
        try await harness.tokenize(
            session, #"{"payment_method": {"type": "CARD", "vault_on_success": false, "vaulted_token": "\#(vaulted)"}}"#
        )
    }

    @Test func vaultedCardsBelongToTheirCustomerOnly() async throws {
        let ana = try await harness.customer("ana")
        let ben = try await harness.customer("ben")
        // Ana's id in upper case: ids are case-insensitive, so her cards must not land under a second key.
        let anasCard = try await harness.sandbox.vaultCard(
            number: Harness.visa, expirationMonth: 11, expirationYear: 28, holderName: "Ana",
            forCustomer: ana.uppercased())
        let bensCard = try await harness.sandbox.vaultCard(
            number: Harness.visa, expirationMonth: 11, expirationYear: 28, holderName: "Ben", forCustomer: ben)
        #expect(anasCard != bensCard, "the same card vaulted by two customers is two vaulted tokens")
        let anasSession = try await harness.session(customerID: ana.uppercased())
        let offered = try await checkoutMethods(anasSession)
        #expect(offered.string(0, "vaulted_token") == anasCard)
        #expect(offered.text.contains(bensCard) == false)
        let stolen = try await tokenizeVaulted(anasSession, bensCard)
        #expect(stolen.status == 400)
        #expect(stolen.code == "INVALID_PARAMETERS")
        let notHers = try await unenroll(bensCard, checkoutSession: anasSession)
        #expect(notHers.code == "PAYMENT_METHOD_NOT_FOUND")
        #expect(try await unenroll(anasCard, checkoutSession: anasSession).status == 200)
        #expect(try await tokenizeVaulted(anasSession, anasCard).code == "INVALID_PARAMETERS")
        let bensSession = try await harness.session(customerID: ben)
        #expect(try await tokenizeVaulted(bensSession, bensCard.uppercased()).status == 201)
    }

    @Test func customerSessionCreation() async throws {
        let customer = try await harness.customer()
        let body = #"{"account_id": "\#(harness.sandbox.accountID)", "customer_id": "\#(customer)", "country": "BR"}"#
        let created = try await harness.send(.post, "/v1/customers/sessions", body, keys: .merchant)
        #expect(created.status == 201)
        #expect(created.string("customer_id") == customer)
        #expect(created.string("country") == "BR")
        #expect(created.string("created_at") == "2026-01-01T00:00:00Z")
        #expect(created.value("expires_at") == nil, "not in the published answer")
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

        let session = try await backend.createCustomerSession(
            customerID: customer, country: "US", callbackURL: "myshop://enrolled",
            checkoutID: "6822f80c-684e-41a3-8628-78963d3d60f7")
        #expect(session.customerID == customer)
        #expect(session.country == "US")
        #expect(session.callbackURL == "myshop://enrolled")
        #expect(session.checkoutID == "6822f80c-684e-41a3-8628-78963d3d60f7")
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

    @Test func methodsToEnrollArePublishedShape() async throws {
        let customerSession = try await harness.customerSession(try await harness.customer())
        let list = try await methods(customerSession)
        #expect(list.status == 200)
        #expect(list.count("payment_methods") == 1)
        #expect(list.string("payment_methods", 0, "type") == "CARD")
        #expect(list.string("payment_methods", 0, "category") == "CARD")
        #expect(list.bool("payment_methods", 0, "enrollment", "sdk_required_action") == true)
        let enrollmentSession = try #require(list.string("payment_methods", 0, "enrollment", "session"))
        let ready = try await harness.readyToEnroll(customerSession)
        #expect(ready.string("enrollment", "session") == enrollmentSession)
        let merchantOnly = try await harness.send(
            .get, "/v1/checkout/customers/sessions/\(customerSession)/payment-methods", keys: .none)
        #expect(merchantOnly.code == "INVALID_CREDENTIALS")
    }

    @Test func enrollCreatesAReadyToEnrollMethodIdempotently() async throws {
        let customerSession = try await harness.customerSession(try await harness.customer())
        let key = UUID().uuidString
        let ready = try await harness.readyToEnroll(customerSession, idempotencyKey: key)
        #expect(ready.status == 201)
        #expect(ready.string("status") == "READY_TO_ENROLL")
        #expect(ready.string("type") == "CARD")
        #expect(ready.string("country") == "US")
        #expect(ready.string("provider", "id") == "YUNO")
        #expect(ready.bool("verify", "vault_on_success") == false)
        #expect(ready.value("vaulted_token") == nil)
        let id = try #require(ready.string("id"))
        #expect(try await paymentMethod(id).string("status") == "READY_TO_ENROLL")
        // The same key and body replays the same method; another body under that key is a conflict.
        #expect(try await harness.readyToEnroll(customerSession, idempotencyKey: key).string("id") == id)
        let conflict = try await harness.readyToEnroll(customerSession, country: "BR", idempotencyKey: key)
        #expect(conflict.code == "IDEMPOTENCY_DUPLICATED")
        let path = "/v1/customers/sessions/\(customerSession)/payment-methods"
        let noKey = try await harness.send(.post, path, #"{"payment_method_type": "CARD", "country": "US"}"#)
        #expect(noKey.code == "MISSING_PARAMETERS")
        for (body, code) in [
            (#"{"country": "US"}"#, "MISSING_PARAMETERS"), (#"{"payment_method_type": "CARD"}"#, "MISSING_PARAMETERS"),
            (#"{"payment_method_type": "PIX", "country": "US"}"#, "INVALID_PARAMETERS"),
            (#"{"payment_method_type": "CARD", "country": "BR"}"#, "INVALID_PARAMETERS"),
            (#"{"payment_method_type": "CARD", "country": "US", "verify": {"currency": "USD"}}"#, "MISSING_PARAMETERS"),
            (#"{"payment_method_type": "CARD", "country": "US", "account_id": "other"}"#, "INVALID_PARAMETERS"),
        ] {
            let reply = try await harness.send(.post, path, body, idempotencyKey: UUID().uuidString)
            #expect(reply.code == code, "\(body)")
        }
        // The merchant's call (private key) needs the published account_id.
        let merchant = try await harness.send(
            .post, path, #"{"payment_method_type": "CARD", "country": "US"}"#, keys: .merchant,
            idempotencyKey: UUID().uuidString)
        #expect(merchant.code == "MISSING_PARAMETERS")
        let verified = try await harness.send(
            .post, path,
            #"{"account_id": "\#(harness.sandbox.accountID)", "payment_method_type": "CARD", "country": "US", "verify": {"vault_on_success": true, "currency": "USD"}}"#,
            keys: .merchant, idempotencyKey: UUID().uuidString)
        #expect(verified.status == 201)
        #expect(verified.bool("verify", "vault_on_success") == true)
        #expect(verified.string("verify", "currency") == "USD")
    }

    @Test func approvedCardIsEnrolledAndListedEverywhere() async throws {
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        let ready = try await harness.readyToEnroll(customerSession)
        let id = try #require(ready.string("id"))
        let enrolled = try await harness.enrollCard(customerSession, paymentMethodID: id, number: "5252440000000002")
        #expect(enrolled.status == 200)
        #expect(enrolled.string("id") == id)
        #expect(enrolled.string("status") == "ENROLLED")
        #expect(enrolled.string("type") == "CARD")
        #expect(enrolled.string("name") == "MASTERCARD ****0002")
        #expect(enrolled.string("card_data", "iin") == "52524400")
        #expect(enrolled.string("card_data", "lfd") == "0002")
        #expect(enrolled.string("card_data", "brand") == "MASTERCARD")
        #expect(!enrolled.text.contains("5252440000000002"))
        let vaulted = try #require(enrolled.string("vaulted_token"))
        let read = try await paymentMethod(id)
        #expect(read.string("status") == "ENROLLED")
        #expect(read.string("vaulted_token") == vaulted)
        // A card is enrolled at most once per payment method.
        let again = try await harness.enrollCard(customerSession, paymentMethodID: id)
        #expect(again.code == "INVALID_REQUEST")
        let elsewhere = try await harness.enrollCard(
            try await harness.customerSession(customer), paymentMethodID: id)
        #expect(elsewhere.code == "PAYMENT_METHOD_NOT_FOUND")

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
        #expect(reply.status == 200)
        #expect(reply.string("status") == status)
        #expect(reply.value("vaulted_token") == nil)
        #expect(reply.string("card_data", "lfd") == String(number.suffix(4)))
        #expect(try await paymentMethod(try #require(reply.string("id"))).string("status") == status)
        #expect(try await backend.customerPaymentMethods(customerID: customer).isEmpty)
    }

    @Test func enrollmentValidatesTheCard() async throws {
        let customerSession = try await harness.customerSession(try await harness.customer())
        let id = try #require(try await harness.readyToEnroll(customerSession).string("id"))
        let badLuhn = try await harness.enrollCard(customerSession, paymentMethodID: id, number: "4507990000000003")
        #expect(badLuhn.code == "INVALID_PARAMETERS")
        #expect(!badLuhn.text.contains("4507990000000003"))
        let badCVC = try await harness.enrollCard(customerSession, paymentMethodID: id, cvc: "12")
        #expect(badCVC.code == "INVALID_PARAMETERS")
        let noCard = try await harness.send(
            .post, "/v1/checkout/customers/sessions/\(customerSession)/payment-methods/\(id)/enroll", "{}",
            idempotencyKey: UUID().uuidString)
        #expect(noCard.code == "MISSING_PARAMETERS")
        // A refused card leaves the method READY_TO_ENROLL: the shopper can correct it.
        #expect(try await paymentMethod(id).string("status") == "READY_TO_ENROLL")
        #expect(try await harness.enrollCard(customerSession, paymentMethodID: id).string("status") == "ENROLLED")
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

    @Test func unenrollByPaymentMethodID() async throws {
        let customer = try await harness.customer()
        let customerSession = try await harness.customerSession(customer)
        let enrolled = try await harness.enroll(customerSession)
        let id = try #require(enrolled.string("id"))
        let vaulted = try #require(enrolled.string("vaulted_token"))
        let checkout = try await harness.session(customerID: customer)

        let reply = try await unenroll(paymentMethodID: id)
        #expect(reply.status == 200)
        #expect(reply.string("id") == id)
        #expect(reply.string("status") == "UNENROLLED")
        #expect(try await paymentMethod(id).string("status") == "UNENROLLED")
        #expect(!(try await checkoutMethods(checkout)).text.contains(vaulted))
        #expect(try await backend.customerPaymentMethods(customerID: customer).isEmpty)
        let token = try await tokenizeVaulted(checkout, vaulted)
        #expect(token.status == 400)
        #expect(token.code == "INVALID_PARAMETERS")
        let again = try await unenroll(paymentMethodID: id)
        #expect(again.status == 404)
        #expect(again.code == "PAYMENT_METHOD_NOT_FOUND")
        #expect(try await unenroll(paymentMethodID: "00000000-0000-4000-8000-000000000000").status == 404)
        let reenrolled = try await harness.enroll(customerSession)
        #expect(reenrolled.string("status") == "ENROLLED")
        #expect(reenrolled.string("vaulted_token") != vaulted)
    }

    @Test func unenrollThroughTheCheckoutSession() async throws {
        let customer = try await harness.customer()
        let enrolled = try await harness.enroll(try await harness.customerSession(customer))
        let vaulted = try #require(enrolled.string("vaulted_token"))
        let enrolledID = try #require(enrolled.string("id"))
        let anonymous = try await harness.session()
        #expect(try await unenroll(vaulted, checkoutSession: anonymous).code == "PAYMENT_METHOD_NOT_FOUND")
        let stranger = try await harness.session(customerID: try await harness.customer("cust-2"))
        #expect(try await unenroll(vaulted, checkoutSession: stranger).code == "PAYMENT_METHOD_NOT_FOUND")

        let checkout = try await harness.session(customerID: customer)
        let reply = try await unenroll(vaulted, checkoutSession: checkout)
        #expect(reply.status == 200)
        #expect(try await paymentMethod(enrolledID).string("status") == "UNENROLLED")
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
        let endpoints = await harness.sandbox.requests().compactMap(\.endpoint)
        #expect(endpoints.contains(.createCustomerSession))
        #expect(endpoints.contains(.enrollPaymentMethod))
        #expect(endpoints.contains(.listCustomerPaymentMethods))
    }
}
