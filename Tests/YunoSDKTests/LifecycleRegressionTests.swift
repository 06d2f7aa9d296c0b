import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Each test reproduces a lifecycle defect found by hostile testing (issue 10) and stays as its regression.
@Suite("Lifecycle regressions: every paid flow ends, and ends truthfully", .timeLimit(.minutes(3)))
@MainActor
struct LifecycleRegressionTests {
    static let seamlessPaymentCreation = HookMiddleware.on(.post, pathSuffix: "/payments")

    // MARK: Truthful endings

    @Test("Cancelled right after the server committed the payment: the outcome is the payment's SUCCEEDED, with its id")
    func cancelAfterCommitReportsThePayment() async throws {
        let (harness, session) = try await Harness.cancellingFlow(after: Self.seamlessPaymentCreation)

        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))

        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(outcome.result == .succeeded, "never userCancelled for a payment the backend holds as SUCCEEDED")
        #expect(outcome.paymentID == ledger.first?.paymentID)
        #expect(outcome.status == .succeeded)
        #expect(outcome.error == .cancelled)
    }

    @Test("Cancelled while the payment creation was in flight and committed: the outcome names the payment and its id")
    func cancelDuringCreationReportsThePaymentID() async throws {
        let (harness, session) = try await Harness.cancellingFlow(
            after: Self.seamlessPaymentCreation,
            then: { _ in throw CancellationError() })  // The answer never reaches the flow.

        let outcome = await harness.pay(session, customer: .paying(with: .visaDoNotHonor))

        let ledger = await harness.sandbox.ledger()
        #expect(outcome.paymentID != nil)
        #expect(outcome.paymentID == ledger.first?.paymentID)
        #expect(outcome.result == .reject)
        #expect(outcome.status == .declined)
    }

    @Test(
        "A custom transport throwing CancellationError after the commit (task not cancelled): the payment is reported")
    func transportCancellationAfterCommit() async throws {
        let hook = HookMiddleware(matches: Self.seamlessPaymentCreation, after: { _ in throw CancellationError() })
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session()

        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))

        #expect(outcome.result == .succeeded)
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
    }

    @Test("Every status read fails after the bank approved: the flow never claims a result it could not read")
    func unreadableAfterApproval() async throws {
        let harness = try Harness(statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        await harness.sandbox.inject(.status(500, code: "INTERNAL_ERROR"), on: .getPayment, times: 40)
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .approve, bank: harness.sandbox)

        let outcome = await harness.pay(session, customer: customer)

        #expect(await harness.sandbox.ledger().first?.status == "SUCCEEDED", "the bank approved")
        #expect(outcome.result == .internalError)
        #expect(outcome.error?.code == .outcomeUnknown)
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
    }

    @Test("Apple Pay: the payment's answer lost after the sheet is read back: SUCCEEDED, not internalError")
    func lostWalletAnswerIsReadBack() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)

        let outcome = await harness.pay(session, customer: ScriptedCustomer(), type: "APPLE_PAY")

        #expect(outcome.result == .succeeded)
        #expect(outcome.status == .succeeded)
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "SUCCEEDED")
    }

    @Test("A lost enrollment answer is read back: the saved card is reported with its vaulted token")
    func lostEnrollmentAnswerIsReadBack() async throws {
        let harness = try Harness()
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        let session = try await harness.merchant.createCustomerSession(customerID: customerID, country: "CO")
        await harness.sandbox.inject(.dropResponse, on: .submitEnrollmentCard)
        let delegate = EnrollmentRecorder(
            customerSession: session.customerSession, viewController: ScriptedCustomer.paying(with: .visaApproved))

        let outcome = await harness.client.enrollPayment(with: delegate).value

        #expect(outcome.result == .succeeded)
        #expect(outcome.enrollmentStatus == .enrolled)
        let saved = try await harness.merchant.customerPaymentMethods(customerID: customerID)
        #expect(outcome.vaultedToken != nil)
        #expect(saved.map(\.vaultedToken) == [outcome.vaultedToken])
    }

    @Test("A lost enroll answer: retried with the same key (one card saved); unretried, nothing saved, no card sent")
    func lostEnrollAnswerIsRetriedIdempotently() async throws {
        let bare = try Harness()
        let bareCustomer = try await bare.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        let bareSession = try await bare.merchant.createCustomerSession(customerID: bareCustomer, country: "CO")
        await bare.sandbox.inject(.dropResponse, on: .enrollPaymentMethod)
        let ended = await bare.client.enrollPayment(
            with: EnrollmentRecorder(
                customerSession: bareSession.customerSession,
                viewController: ScriptedCustomer.paying(with: .visaApproved))
        ).value
        #expect(ended.result == .internalError)
        #expect(ended.vaultedToken == nil)
        #expect(await bare.requestCount(.submitEnrollmentCard) == 0)
        #expect(try await bare.merchant.customerPaymentMethods(customerID: bareCustomer).isEmpty)

        let harness = try Harness(middlewares: [RetryMiddleware(jitter: { 1 }, sleep: { _ in })])
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        let session = try await harness.merchant.createCustomerSession(customerID: customerID, country: "CO")
        await harness.sandbox.inject(.dropResponse, on: .enrollPaymentMethod)
        let delegate = EnrollmentRecorder(
            customerSession: session.customerSession, viewController: ScriptedCustomer.paying(with: .visaApproved))

        let outcome = await harness.client.enrollPayment(with: delegate).value

        #expect(outcome.result == .succeeded, "\(outcome)")
        let requests = await harness.sandbox.requests()
        #expect(requests.filter { $0.endpoint == .enrollPaymentMethod }.count == 2)
        #expect(requests.filter { $0.endpoint == .submitEnrollmentCard }.count == 1)
        let saved = try await harness.merchant.customerPaymentMethods(customerID: customerID)
        #expect(saved.map(\.vaultedToken) == [outcome.vaultedToken])
    }

    @Test("Plain bad card input, 20 times: the flow ends with the card's error and its status screen, no illegal move")
    func invalidCardEndsCleanly() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: TestCard(number: "1234"))

        let outcome = await harness.pay(session, customer: customer)

        guard outcome.error?.code == .invalidCard else {
            Issue.record("expected invalidCard, got \(String(describing: outcome.error))")
            return
        }
        #expect(outcome.result == .internalError)
        #expect(customer.events.contains(.statusShown(.internalError)))
        #expect(!customer.isLoaderVisible, "the loader each refused card showed is hidden at the end")
        #expect(!harness.logs.all.contains { $0.contains("Illegal flow transition") })
        #expect(await harness.requestCount(.createToken) == 0)
    }

    // MARK: A hostile server

    @Test("A server that keeps asking for new 3DS challenges gets at most the documented number, then a typed error")
    func endlessActionsAreCapped() async throws {
        // Every read of the payment names a fresh 3DS transaction: a new challenge each time the flow looks.
        let rechallenge = HookMiddleware.rewritingDetail("card", of: HookMiddleware.on(.get, pathSuffix: "/payment")) {
            card in
            var data = card["card_data"] as? [String: Any] ?? [:]
            var secure = data["three_d_secure"] as? [String: Any] ?? [:]
            secure["transaction_id"] = UUID().uuidString
            data["three_d_secure"] = secure
            card["card_data"] = data
        }
        let harness = try Harness(middlewares: [rechallenge], statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .close, bank: harness.sandbox)

        let outcome = await harness.pay(session, customer: customer)

        let challenges = customer.events.filter { $0 == .challengeShown }.count
        #expect(challenges == FlowStateMachine.maximumSDKActions)
        #expect(outcome.error == .tooManySDKActions(limit: FlowStateMachine.maximumSDKActions))
        #expect(outcome.status == .pending, "the payment's real status, read back")
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
    }

    @Test(
        "javascript:, file: and plain-http challenge URLs never reach the presenter",
        arguments: ["javascript:alert(1)", "file:///etc/passwd", "http://evil.example/3ds", "data:text/html,hi"])
    func unsafeChallengeURLsAreRefused(url: String) async throws {
        // The challenge is the published `payment_method.payment_method_detail.card.redirect_url`.
        let hook = HookMiddleware.rewritingDetail("card", of: Self.seamlessPaymentCreation) { $0["redirect_url"] = url }
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .threeDSChallenge)

        let outcome = await harness.pay(session, customer: customer)

        #expect(!customer.events.contains(.challengeShown))
        #expect(outcome.error == .unsupportedAction("THREE_D_SECURE with a URL that is not https"))
        #expect(outcome.status == .pending)
        #expect(outcome.result == .internalError)
    }

    @Test("Redirect and return URLs: only https out, and never a scheme that runs code or reads files back")
    func actionURLRules() throws {
        #expect(throws: YunoError.unsupportedAction("REDIRECT with a URL that is not https")) {
            try SDKAction.secureURL("javascript:alert(1)", for: "REDIRECT")
        }
        #expect(try SDKAction.secureURL("https://pay.example/r", for: "REDIRECT").host == "pay.example")
        for scheme in ["javascript:alert(1)", "file:///tmp/x", "data:,x", "http://example.com/back"] {
            #expect(SDKAction.returnScheme(of: scheme) == nil, "\(scheme)")
        }
        #expect(SDKAction.returnScheme(of: "myshop://payment/return") == "myshop")
        #expect(SDKAction.returnScheme(of: "https://shop.example/return") == "https")
    }

    // MARK: One start path

    @Test("A refused second Lite start tells its own delegate: internalError, flowAlreadyActive; the first flow ends")
    func refusedLiteStartDeliversAResult() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let (first, task, token) = await harness.startLite(session, customer: .paying(with: .visaApproved))
        let second = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer())

        let refused = await harness.client.startPaymentLite(
            with: second, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD")
        ).value

        #expect(refused.error == .flowAlreadyActive(checkoutSession: session))
        #expect(second.results == [.internalError])
        _ = try await harness.merchantPays(session, token: try #require(token))
        try await harness.client.continuePayment(checkoutSession: session)
        #expect(await task.value.result == .succeeded)
        #expect(first.results == [.succeeded])
    }

    @Test("A refused second render start tells its delegate")
    func refusedRenderStartDeliversAResult() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let first = RecordingDelegate(checkoutSession: session, presenter: nil)
        let flow = harness.client.startPaymentRender(
            paymentMethodSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), with: first)
        _ = await flow.formView(paymentMethodSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), with: first)
        let second = RecordingDelegate(checkoutSession: session, presenter: nil)

        let refused = harness.client.startPaymentRender(
            paymentMethodSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), with: second)

        #expect(await refused.task?.value.error == .flowAlreadyActive(checkoutSession: session))
        #expect(second.results == [.internalError])
        #expect(await harness.client.cancelFlow(checkoutSession: session))
        #expect(await flow.task?.value.result == .userCancelled)
        #expect(first.results == [.userCancelled])
    }

    @Test("A refused second enrollment tells its delegate; cancelFlow cancels an enrollment")
    func enrollmentRefusalAndCancel() async throws {
        let harness = try Harness()
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        let session = try await harness.merchant.createCustomerSession(customerID: customerID, country: "CO")
        let waiting = ScriptedCustomer(form: .wait)
        let first = EnrollmentRecorder(customerSession: session.customerSession, viewController: waiting)
        let task = harness.client.enrollPayment(with: first)
        while await harness.client.activeFlow(forCheckoutSession: session.customerSession)?.state != .collectingCard {
            await Task.yield()
        }
        let second = EnrollmentRecorder(customerSession: session.customerSession, viewController: ScriptedCustomer())

        let refused = await harness.client.enrollPayment(with: second).value

        #expect(refused.error == .flowAlreadyActive(checkoutSession: session.customerSession))
        var secondResults = second.results.makeAsyncIterator()
        #expect(await secondResults.next() == .internalError)
        #expect(await harness.client.cancelFlow(checkoutSession: session.customerSession))
        #expect(await task.value.result == .userCancelled)
        var firstResults = first.results.makeAsyncIterator()
        #expect(await firstResults.next() == .userCancelled)
    }

    @Test("cancelFlow cancels a Seamless flow (it did nothing before)")
    func cancelFlowCancelsSeamless() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let task = Task { await harness.pay(session, customer: ScriptedCustomer(form: .wait)) }
        while await harness.client.activeFlow(forCheckoutSession: session)?.state != .collectingCard {
            await Task.yield()
        }

        #expect(await harness.client.cancelFlow(checkoutSession: session))

        let outcome = await task.value
        #expect(outcome.result == .userCancelled)
        #expect(await harness.sandbox.ledger().isEmpty)
        #expect(await harness.client.cancelFlow(checkoutSession: session) == false, "nothing left to cancel")
    }

    // MARK: Bad input

    @Test("A private secret key is refused as the SDK key, with a clear error, before anything is sent")
    func privateKeyIsRefused() async throws {
        let sandbox = YunoSandbox()
        for key in [sandbox.privateSecretKey, "sk_live_abc123", "prod_sk_abc123", "sandbox_secret_abc"] {
            #expect(throws: YunoError.privateKeyNotAllowed) { try YunoClient(apiKey: key, transport: sandbox) }
        }
        #expect(throws: Never.self) { try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox) }
        #expect(await sandbox.requests().isEmpty)
    }

    @Test(
        "A \"UUID\" with spaces, signs, 0x or braces is not a checkout session",
        arguments: [
            " 23e4567-e89b-12d3-a456-426614174000", "+23e4567-e89b-12d3-a456-426614174000",
            "0x3e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-42661417400 ",
            "{123e4567-e89b-12d3-a456-426614174000}", "123e4567e89b12d3a456426614174000",
            "123e4567-e89b-12d3-a456_426614174000",
        ])
    func strictUUIDs(value: String) {
        #expect(throws: YunoError.self) { try InputValidation.checkoutSession(value) }
        #expect(throws: YunoError.self) { try InputValidation.customerSession(value) }
    }

    @Test("An oversized caller string is refused before any work, and its error carries only a short excerpt")
    func oversizedInputIsCapped() throws {
        let huge = String(repeating: "a", count: 10_000_000)
        let errors: [YunoError?] = [
            Self.failure { () throws(YunoError) in _ = try InputValidation.language(huge) },
            Self.failure { () throws(YunoError) in _ = try InputValidation.checkoutSession(huge) },
            Self.failure { () throws(YunoError) in _ = try InputValidation.paymentMethodType(huge) },
            Self.failure { () throws(YunoError) in _ = try InputValidation.countryCode(huge) },
        ]
        for error in errors {
            let error = try #require(error, "a 10 MB value was accepted")
            #expect(error.description.count < 200)
        }
        #expect(throws: YunoError.invalidAPIKey(reason: "the key is longer than 512 bytes")) {
            try YunoClient(apiKey: "sandbox_" + huge, transport: YunoSandbox())
        }
    }

    @Test("Caller text with a newline cannot forge a log line")
    func logFieldsAreEscaped() async throws {
        let harness = try Harness()
        let forged = "not-a-session\nerror: [forged] payment SUCCEEDED"

        let outcome = await harness.pay(forged, customer: ScriptedCustomer())

        #expect(outcome.result == .internalError)
        #expect(!harness.logs.all.isEmpty)
        #expect(harness.logs.all.allSatisfy { !$0.contains("\n") })
        #expect(harness.logs.all.contains { $0.contains("not-a-session\\nerror: [forged]") })
        #expect(!outcome.error!.description.contains("\n"))
    }

    @Test("A saved card's expiry appears in no description, debug description or dump of its row")
    func savedCardExpiryIsNotDescribed() {
        let item = PaymentMethodItem(
            name: "Card", paymentMethodType: "CARD", vaultedToken: "vt_123",
            savedCard: .init(brand: .visa, lastFour: "4242", expirationMonth: 7, expirationYear: 2039))
        for text in [
            item.description, item.debugDescription, String(describing: item), String(reflecting: item),
            TestSupport.dumped(item), TestSupport.dumped(item.savedCard), "\(item)",
        ] {
            #expect(!text.contains("2039") && !text.contains("39") && !text.contains("7/"), "\(text)")
            #expect(text.contains("4242"))
        }
    }

    private static func failure(_ body: () throws(YunoError) -> Void) -> YunoError? {
        do throws(YunoError) {
            try body()
            return nil
        } catch {
            return error
        }
    }
}
