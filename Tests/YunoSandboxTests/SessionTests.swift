import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Checkout sessions, keys and validation", .timeLimit(.minutes(3)))
struct SessionTests {
    let harness = Harness()

    @Test func createsSessionWithContractFields() async throws {
        let reply = try await harness.send(.post, "/v1/checkout/sessions", Harness.sessionBody(), keys: .merchant)
        #expect(reply.status == 200, "published: 200")
        let id = try #require(reply.string("checkout_session"))
        #expect(UUID(uuidString: id) != nil)
        #expect(id == id.lowercased())
        #expect(reply.value("account_id") == nil, "not in the published answer")
        #expect(reply.string("merchant_order_id") == "order-1")
        #expect(reply.string("payment_description") == "Test order")
        #expect(reply.string("country") == "US")
        #expect(reply.string("workflow") == "SDK_SEAMLESS")
        #expect(reply.string("amount", "currency") == "USD")
        #expect(reply.decimal("amount", "value") == Decimal(string: "100.5"))
        #expect(reply.string("created_at") == "2026-01-01T00:00:00Z")
        #expect(reply.value("expires_at") == nil, "not in the published answer")
        #expect(reply.string("checkout_id") == "6822f80c-684e-41a3-8628-78963d3d60f7")
        #expect(reply.value("installments") as? [String: Any] != nil)
        #expect(reply.value("metadata") == nil)
    }

    @Test func sessionEchoesMetadataAndCheckoutIDAndStillExpires() async throws {
        var body = Harness.sessionBody()
        body.removeLast()
        body +=
            #", "metadata": [{"key": "ID", "value": "123456"}], "checkout_id": "6A1F0C9E-1111-4222-8333-444455556666"}"#
        let reply = try await harness.send(.post, "/v1/checkout/sessions", body, keys: .merchant)
        #expect(reply.status == 200)
        #expect(reply.string("metadata", 0, "key") == "ID")
        #expect(reply.string("metadata", 0, "value") == "123456")
        #expect(reply.string("checkout_id") == "6a1f0c9e-1111-4222-8333-444455556666")
        var keyless = Harness.sessionBody()
        keyless.removeLast()
        keyless += #", "metadata": [{"value": "x"}]}"#
        #expect(
            try await harness.send(.post, "/v1/checkout/sessions", keyless, keys: .merchant).code
                == "MISSING_PARAMETERS")
        // No expiry in the answer, but the session still expires after the sandbox's session lifetime.
        let id = try #require(reply.string("checkout_session"))
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.sessionLifetime)
        let expired = try await harness.send(.get, "/v1/checkout/sessions/\(id)/payment-methods")
        #expect(expired.code == "CHECKOUT_SESSION_EXPIRED")
    }

    @Test func documentedDefaultKeys() {
        #expect(YunoSandbox.Configuration.defaultPublicAPIKey.hasPrefix("sandbox_"))
        #expect(YunoSandbox.Configuration.defaultPrivateSecretKey.hasPrefix("sandbox_"))
        #expect(harness.sandbox.publicAPIKey == "sandbox_pk_emulator_5f0c2a7e")
        #expect(harness.sandbox.privateSecretKey == "sandbox_sk_emulator_9d3b41c8")
        #expect(harness.sandbox.accountID == "9f1c2b3a-4d5e-4f60-8a7b-0c1d2e3f4a5b")
    }

    @Test(arguments: [Harness.Keys.none, .wrongPublic, .wrongPrivate])
    func merchantEndpointsNeedBothKeys(keys: Harness.Keys) async throws {
        let reply = try await harness.send(.post, "/v1/checkout/sessions", Harness.sessionBody(), keys: keys)
        #expect(reply.status == 401)
        #expect(reply.code == "INVALID_CREDENTIALS")
        let customer = try await harness.send(.post, "/v1/customers", #"{"merchant_customer_id": "x"}"#, keys: keys)
        #expect(customer.status == 401)
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    /// The published 403 (openapi/**, e.g. create-checkout-session.json): a valid public key alone on an endpoint
    /// that needs the private secret key is refused with AUTHORIZATION_REQUIRED, and nothing is created.
    @Test func theSDKKeyAloneOnAServerEndpointIsAuthorizationRequired() async throws {
        for (path, body) in [
            ("/v1/checkout/sessions", Harness.sessionBody()), ("/v1/customers", #"{"merchant_customer_id": "x"}"#),
            ("/v1/payments", "{}"),
        ] {
            let reply = try await harness.send(.post, path, body, keys: .sdk)
            #expect(reply.status == 403, "\(path)")
            #expect(reply.code == "AUTHORIZATION_REQUIRED", "\(path)")
            #expect(reply.value("messages") as? [String] == ["The merchant has no authorization to use this API."])
        }
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test func sdkEndpointsNeedThePublicKey() async throws {
        let session = try await harness.session()
        let missing = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods", keys: .none)
        #expect(missing.status == 401)
        #expect(missing.code == "INVALID_CREDENTIALS")
        let wrong = try await harness.send(
            .get,
            "/v1/checkout/sessions/\(session)/payment-methods",
            keys: .wrongPublic
        )
        #expect(wrong.status == 401)
        let ok = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods", keys: .sdk)
        #expect(ok.status == 200)
    }

    @Test(arguments: [
        ("BRA", "USD", "10", "INVALID_PARAMETERS"),
        ("US", "DOLLAR", "10", "INVALID_PARAMETERS"),
        ("US", "USD", "10.123", "INVALID_PARAMETERS"),
        ("US", "USD", "0", "INVALID_PARAMETERS"),
        ("US", "USD", "-5", "INVALID_PARAMETERS"),
    ])
    func validatesCountryCurrencyAndAmount(country: String, currency: String, amount: String, code: String)
        async throws
    {
        let body = Harness.sessionBody(country: country, currency: currency, amount: amount)
        let reply = try await harness.send(.post, "/v1/checkout/sessions", body, keys: .merchant)
        #expect(reply.status == 400)
        #expect(reply.code == code)
        #expect(reply.count("messages") == 1)
    }

    @Test func validatesWorkflowAccountAndRequiredFields() async throws {
        let workflow = try await harness.send(
            .post,
            "/v1/checkout/sessions",
            Harness.sessionBody(workflow: "POPUP"),
            keys: .merchant
        )
        #expect(workflow.code == "INVALID_PARAMETERS")
        let account = try await harness.send(
            .post,
            "/v1/checkout/sessions",
            Harness.sessionBody(accountID: "00000000-0000-4000-8000-000000000000"),
            keys: .merchant
        )
        #expect(account.code == "INVALID_PARAMETERS")
        let missing = try await harness.send(
            .post,
            "/v1/checkout/sessions",
            #"{"account_id": "\#(YunoSandbox.Configuration.defaultAccountID)"}"#,
            keys: .merchant
        )
        #expect(missing.status == 400)
        #expect(missing.code == "MISSING_PARAMETERS")
        let unknownCustomer = try await harness.send(
            .post,
            "/v1/checkout/sessions",
            Harness.sessionBody(customerID: "00000000-0000-4000-8000-000000000000"),
            keys: .merchant
        )
        #expect(unknownCustomer.code == "INVALID_PARAMETERS")
    }

    @Test func unknownRouteAndBadJSON() async throws {
        let unknown = try await harness.send(.get, "/v1/nowhere")
        #expect(unknown.status == 404)
        #expect(unknown.code == "NOT_FOUND")
        let badJSON = try await harness.send(.post, "/v1/checkout/sessions", "{not json", keys: .merchant)
        #expect(badJSON.status == 400)
        #expect(badJSON.code == "INVALID_REQUEST")
        let records = await harness.sandbox.requests()
        #expect(records.map(\.status) == [404, 400])
        #expect(records.first?.endpoint == nil)
        #expect(records.last?.endpoint == .createCheckoutSession)
    }

    @Test func queryIsIgnoredForRoutingAndLogging() async throws {
        let session = try await harness.session()
        let reply = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods?lang=en")
        #expect(reply.status == 200)
        let last = try #require(await harness.sandbox.requests().last)
        #expect(last.path == "/v1/checkout/sessions/\(session)/payment-methods")
        #expect(last.endpoint == .listPaymentMethods)
        #expect(last.method == .get)
    }

    @Test func routesIgnoreEmptySegmentsAndMatchNonASCIIIds() async throws {
        let session = try await harness.session()
        let doubled = try await harness.send(.get, "//v1/checkout//sessions/\(session)/payment-methods/")
        #expect(doubled.status == 200)
        #expect(await harness.sandbox.requests().last?.endpoint == .listPaymentMethods)
        let accented = try await harness.send(.get, "/v1/checkout/sessions/s\u{E9}ssion\u{301}/payment-methods")
        #expect(accented.status == 404)
        #expect(accented.code == "CHECKOUT_SESSION_NOT_FOUND")
        let unrouted = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-m\u{E9}thods")
        #expect(unrouted.code == "NOT_FOUND")
        #expect(await harness.sandbox.requests().last?.endpoint == nil)
    }

    @Test func sessionExpiresAfterFiveHoursOnTheSandboxClock() async throws {
        let session = try await harness.session()
        let token = try await harness.token(session)
        await harness.sandbox.advanceTime(by: 5 * 60 * 60 - 1)
        let methods = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
        #expect(methods.status == 200)
        await harness.sandbox.advanceTime(by: 1)
        #expect(await harness.sandbox.now() == Date(timeIntervalSince1970: 1_767_225_600 + 5 * 60 * 60))
        let expired = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
        #expect(expired.status == 400)
        #expect(expired.code == "CHECKOUT_SESSION_EXPIRED")
        let tokenReply = try await harness.tokenize(session, Harness.cardBody())
        #expect(tokenReply.code == "CHECKOUT_SESSION_EXPIRED")
        let payment = try await harness.pay(session, token: token)
        #expect(payment.code == "CHECKOUT_SESSION_EXPIRED")
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test func unknownSessionIsNotFound() async throws {
        let reply = try await harness.send(
            .get,
            "/v1/checkout/sessions/00000000-0000-4000-8000-000000000000/payment-methods"
        )
        #expect(reply.status == 404)
        #expect(reply.code == "CHECKOUT_SESSION_NOT_FOUND")
    }

    @Test func createsCustomers() async throws {
        let reply = try await harness.send(
            .post,
            "/v1/customers",
            #"{"merchant_customer_id": "m-1", "first_name": "Ana", "email": "ana@example.com", "country": "BR"}"#,
            keys: .merchant
        )
        #expect(reply.status == 201)
        #expect(reply.string("merchant_customer_id") == "m-1")
        #expect(reply.string("first_name") == "Ana")
        #expect(UUID(uuidString: reply.string("id") ?? "") != nil)
        let duplicate = try await harness.send(
            .post, "/v1/customers", #"{"merchant_customer_id": "m-1"}"#, keys: .merchant)
        #expect(duplicate.status == 400)
        let missing = try await harness.send(.post, "/v1/customers", "{}", keys: .merchant)
        #expect(missing.code == "MISSING_PARAMETERS")
    }
}
