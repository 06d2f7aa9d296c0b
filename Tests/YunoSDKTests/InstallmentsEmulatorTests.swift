import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 37, item 10 end to end: the emulator's session offers its installment plan, the SDK's own card form shows
/// it, the delegate hears the selection on the main actor, the chosen plan goes with the one-time token and the
/// emulator's payment records it; a plan the session does not offer is refused.
@Suite("Installments against the emulator: offered, picked, carried and recorded", .timeLimit(.minutes(3)))
@MainActor
struct InstallmentsEmulatorTests {
    typealias JSON = [String: Any]

    /// A Lite delegate that records the installment reports, each checked to arrive on the main actor; its token
    /// stream also carries an early result (`result: …`), so a refused token fails the test instead of hanging it.
    @MainActor
    final class InstallmentDelegate: YunoPaymentDelegate {
        nonisolated let checkoutSession: String
        nonisolated let countryCode = "CO"
        private let presenter: CheckoutScreenPresenter
        private(set) var heard: [YunoInstallmentSelected?] = []
        private let tokens: AsyncStream<String>
        private let sink: AsyncStream<String>.Continuation

        init(checkoutSession: String, presenter: CheckoutScreenPresenter) {
            self.checkoutSession = checkoutSession
            self.presenter = presenter
            (tokens, sink) = AsyncStream.makeStream(of: String.self)
        }

        nonisolated var viewController: YunoViewController? { MainActor.assumeIsolated { presenter } }

        /// Traps unless called on the main actor (as the SDK promises).
        nonisolated func onInstallmentSelected(_ installment: YunoInstallmentSelected?) {
            MainActor.assumeIsolated { heard.append(installment) }
        }

        nonisolated func yunoCreatePayment(with token: String) { sink.yield(token) }
        nonisolated func yunoPaymentResult(_ result: Yuno.Result) { sink.yield("result: \(result)") }

        func nextToken() async -> String? {
            var iterator = tokens.makeAsyncIterator()
            return await iterator.next()
        }
    }

    /// A session for 120.50 COP offering the emulator account's plan.
    private func sessionWithPlan(_ harness: Harness) async throws -> String {
        try await harness.merchant.createCheckoutSession(
            amount: Decimal(string: "120.50")!, currency: "COP", country: "CO", callbackURL: Harness.callbackURL,
            installmentsPlanID: YunoSandbox.installmentPlanID
        ).checkoutSession
    }

    /// Sends `body` to the emulator's `path` with the public key (and the private key for the merchant's calls).
    private func send(
        _ sandbox: YunoSandbox, _ method: YunoHTTPRequest.Method, _ path: String, _ body: String?,
        merchant: Bool = false
    ) async throws -> (status: Int, json: JSON) {
        var headers: YunoHTTPHeaders = [
            "public-api-key": sandbox.publicAPIKey, "Content-Type": "application/json",
            "X-Idempotency-Key": UUID().uuidString,
        ]
        if merchant { headers["private-secret-key"] = sandbox.privateSecretKey }
        let response = try await sandbox.send(
            YunoHTTPRequest(method: method, path: path, headers: headers, body: body.map { Data($0.utf8) }),
            baseURL: URL(string: "https://api-sandbox.y.uno")!)
        return (response.status, (try JSONSerialization.jsonObject(with: response.body) as? JSON) ?? [:])
    }

    @Test(
        "Lite through the SDK's screens: the plan shows, the pick is heard on the main actor and the payment records it"
    )
    func pickedPlanIsRecorded() async throws {
        let capture = EmulatorShapeTests.Capture(suffixes: ["/token"])
        let harness = try Harness(middlewares: [capture])
        let session = try await sessionWithPlan(harness)
        let host = RecordingCheckoutHost()
        let presenter = CheckoutScreenPresenter(host: host, language: .en)
        let delegate = InstallmentDelegate(checkoutSession: session, presenter: presenter)
        let flow = harness.client.startPaymentLite(
            with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: false)
        let form = try #require(
            await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } })
        #expect(form.installmentOptions.isEmpty && delegate.heard.isEmpty, "no number yet")
        let card = TestCard.visaApproved
        form.number = card.number
        #expect(form.installmentOptions.map(\.installment) == [1, 3, 6, 12])
        #expect(delegate.heard.map { $0?.installment } == [1], "the default, once, in the turn of the change")
        form.number = TestCard.amexApproved.number
        #expect(delegate.heard.map { $0?.installment } == [1, nil], "the plan covers Visa and Mastercard only")
        form.number = card.number
        form.selectInstallment(12)
        #expect(delegate.heard.map { $0?.installment } == [1, nil, 1, 12])
        #expect(
            delegate.heard.last??.amount == YunoInstallmentAmount(currency: "COP", value: "12.05", totalValue: "144.60")
        )
        (form.expiry, form.securityCode, form.holderName) = (card.expiry, card.securityCode, card.holderName)
        presenter.submitCardForm()
        let token = try #require(await delegate.nextToken())
        try #require(!token.hasPrefix("result:"), "the flow ended before its token: \(token)")
        _ = try await harness.merchantPays(session, token: token)
        try await harness.client.continuePayment(checkoutSession: session)
        // The flow's own ending (its result through the SDK's screens) is not this test's subject: it reads the
        // emulator's payment directly, then stops the flow.
        defer { flow.cancel() }

        let tokenBody = try #require(await capture.answers.value["/token"])
        let tokenAnswer = try #require(try JSONSerialization.jsonObject(with: tokenBody) as? JSON)
        let installment = try #require(tokenAnswer["installment"] as? JSON)
        #expect(installment["id"] as? String == YunoSandbox.installmentPlanID)
        #expect(installment["value"] as? Int == 12)
        // The emulator's payment of the session, as the SDK reads it.
        let payment = try await send(harness.sandbox, .get, "/v1/checkout/sessions/\(session)/payment", nil).json
        let method = try #require(payment["payment_method"] as? JSON)
        let detail = try #require((method["payment_method_detail"] as? JSON)?["card"] as? JSON)
        #expect(detail["installments"] as? Int == 12)
    }

    @Test("Seamless without a plan: no options, no installment on the token, the payment records 1")
    func noPlanNoInstallment() async throws {
        let capture = EmulatorShapeTests.Capture(suffixes: ["/token"])
        let harness = try Harness(middlewares: [capture])
        let session = try await harness.session()
        let host = RecordingCheckoutHost()
        let presenter = CheckoutScreenPresenter(host: host, language: .en)
        let flow = Task {
            await harness.client.seamlessPayment(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: "CO", language: "en", viewController: presenter),
                paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: false)
        }
        let form = try #require(
            await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } })
        let card = TestCard.visaApproved
        (form.number, form.expiry, form.securityCode, form.holderName) =
            (card.number, card.expiry, card.securityCode, card.holderName)
        #expect(form.installmentOptions.isEmpty)
        presenter.submitCardForm()
        #expect(await flow.value.result == .succeeded)
        let tokenBody = try #require(await capture.answers.value["/token"])
        let tokenAnswer = try #require(try JSONSerialization.jsonObject(with: tokenBody) as? JSON)
        #expect(tokenAnswer["installment"] is NSNull)
    }

    @Test("The emulator refuses an installment outside the session's plan with 400 INVALID_PARAMETERS")
    func unknownPlanRefused() async throws {
        let harness = try Harness()
        let sandbox = harness.sandbox
        let planned = try await sessionWithPlan(harness)
        let plain = try await harness.session()
        func token(_ session: String, number: String = TestCard.visaApproved.number, id: String, value: Int)
            async throws -> (status: Int, json: JSON)
        {
            try await send(
                sandbox, .post, "/v1/checkout/sessions/\(session)/token",
                #"{"payment_method": {"type": "CARD", "vault_on_success": false, "card": {"number": "\#(number)", "#
                    + #""expiration_month": 11, "expiration_year": 28, "security_code": "123", "#
                    + #""holder_name": "John Doe", "installment": {"id": "\#(id)", "value": \#(value)}}}}"#)
        }
        let plan = YunoSandbox.installmentPlanID
        let unknown = try await token(planned, id: "00000000-0000-4000-8000-000000000000", value: 3)
        #expect(unknown.status == 400 && unknown.json["code"] as? String == "INVALID_PARAMETERS")
        let notOffered = try await token(planned, id: plan, value: 5)
        #expect(notOffered.status == 400 && notOffered.json["code"] as? String == "INVALID_PARAMETERS")
        let noPlan = try await token(plain, id: plan, value: 3)
        #expect(noPlan.status == 400 && noPlan.json["code"] as? String == "INVALID_PARAMETERS")
        let amex = try await token(planned, number: TestCard.amexApproved.number, id: plan, value: 3)
        #expect(amex.status == 400, "the plan covers Visa and Mastercard only")
        let accepted = try await token(planned, id: plan, value: 3)
        #expect(accepted.status == 201)
        #expect((accepted.json["installment"] as? JSON)?["value"] as? Int == 3)
        let badSession = try await send(
            sandbox, .post, "/v1/checkout/sessions",
            #"{"account_id": "\#(sandbox.accountID)", "merchant_order_id": "o-1", "payment_description": "d", "#
                + #""country": "CO", "amount": {"currency": "COP", "value": 10}, "workflow": "SDK_CHECKOUT", "#
                + #""installments": {"plan_id": "not-a-plan"}}"#, merchant: true)
        #expect(badSession.status == 400 && badSession.json["code"] as? String == "INVALID_PARAMETERS")
    }

    @Test("A session's own plan (installments.plan) is offered under a new plan id, in the published shape")
    func sessionPlan() async throws {
        let sandbox = YunoSandbox()
        let created = try await send(
            sandbox, .post, "/v1/checkout/sessions",
            #"{"account_id": "\#(sandbox.accountID)", "merchant_order_id": "o-1", "payment_description": "d", "#
                + #""country": "CO", "amount": {"currency": "COP", "value": 10}, "workflow": "SDK_CHECKOUT", "#
                + #""installments": {"plan": [{"installment": 1, "rate": 1}, {"installment": 2, "rate": 1.1}]}}"#,
            merchant: true)
        #expect(created.status == 200)
        let installments = try #require(created.json["installments"] as? JSON)
        #expect((installments["plan_id"] as? String)?.isEmpty == false)
        let plan = try #require(installments["plan"] as? [JSON])
        #expect(plan.map { $0["installment"] as? Int } == [1, 2])
        #expect(installments["brand"] == nil)
        let session = try #require(created.json["checkout_session"] as? String)
        let read = try await send(sandbox, .get, "/v1/checkout/sessions/\(session)", nil)
        #expect((read.json["installments"] as? JSON)?["plan_id"] as? String == installments["plan_id"] as? String)
    }
}
