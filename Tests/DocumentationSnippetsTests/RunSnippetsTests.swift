import Foundation
import Testing
import YunoSDK
import YunoSandbox

/// Runs the articles' snippets against the emulator, so the documentation's claims are executed, not only compiled.
@Suite("Documentation snippets run against the emulator", .timeLimit(.minutes(3)))
@MainActor
struct RunSnippetsTests {
    let sandbox = YunoSandbox()
    var merchant: MerchantBackend { MerchantBackend(sandbox: sandbox) }

    func client(config: YunoConfig = YunoConfig()) throws -> YunoClient {
        try YunoClient(apiKey: sandbox.publicAPIKey, config: config, transport: sandbox)
    }

    func session(
        country: String = "CO", currency: String = "COP", customerID: String? = nil
    ) async throws -> String {
        try await merchant.createCheckoutSession(
            amount: 150, currency: currency, country: country, customerID: customerID,
            callbackURL: "merchantapp://payment"
        ).checkoutSession
    }

    @Test("Getting Started: the first seamless payment succeeds")
    func gettingStarted() async throws {
        #expect(try await payFirstOrder() == .succeeded)
    }

    @Test("Seamless Lite: the detailed outcome carries the backend status and sub-status")
    func seamlessOutcome() async throws {
        let session = try await session()
        let outcome = await payAndExplain(
            client: try client(), checkoutSession: session,
            viewController: ScriptedCustomer.paying(with: .visaInsufficientFunds))
        #expect(outcome.result == .reject)
        #expect(outcome.subStatus == "INSUFFICIENT_FUNDS")
        #expect(outcome.paymentID != nil)
        #expect(shopperMessage(for: outcome) == "Declined (INSUFFICIENT_FUNDS)")
    }

    @Test("Seamless Lite: a malformed session ends with internalError and a precise reason, nothing sent")
    func seamlessBadInput() async throws {
        let outcome = await payAndExplain(
            client: try client(), checkoutSession: "abc", viewController: ScriptedCustomer())
        #expect(outcome.result == .internalError)
        #expect(outcome.error == .invalidCheckoutSession("abc"))
        #expect(await sandbox.requests().isEmpty)
    }

    @Test("Enrollment, then a Seamless payment with the saved card and no form")
    func enrollmentThenSavedCard() async throws {
        let customer = try await merchant.createCustomer(merchantCustomerID: "docs-1")
        let customerSession = try await merchant.createCustomerSession(customerID: customer.id, country: "CO")
        let delegate = SaveCardDelegate(
            customerSession: customerSession.customerSession, countryCode: "CO",
            viewController: ScriptedCustomer.paying(with: .mastercardApproved))
        let client = try client()
        let vaulted = try #require(await saveCard(client: client, delegate: delegate))
        var results = delegate.results.makeAsyncIterator()
        #expect(await results.next() == .succeeded)

        let session = try await session(customerID: customer.id)
        #expect(await payWithSavedCard(client: client, checkoutSession: session, vaultedToken: vaulted) == .succeeded)
    }

    @Test("Full checkout: list, selection, token to the server, continuePayment, one result")
    func fullCheckout() async throws {
        let session = try await session()
        let client = try client()
        let merchant = merchant
        let model = CheckoutModel(
            client: client, checkoutSession: session, countryCode: "CO",
            presenter: ScriptedCustomer.paying(with: .visaApproved),
            createPaymentOnServer: { token in
                _ = try await merchant.createPayment(
                    checkoutSession: session, token: token, amount: 150, currency: "COP", country: "CO")
            })
        let outcome = try await runFullCheckout(client: client, model: model)
        #expect(outcome.result == .succeeded)
        #expect(model.result == .succeeded)
        #expect(model.selectedType == "CARD")
        #expect(model.listHeight > 0)
    }

    @Test("Lite with PIX: the shopper closes the QR code, the result is processing")
    func litePix() async throws {
        let session = try await session(country: "BR", currency: "BRL")
        let client = try client()
        let merchant = merchant
        let model = CheckoutModel(
            client: client, checkoutSession: session, countryCode: "BR", presenter: ScriptedCustomer(qrCode: .close),
            createPaymentOnServer: { token in
                _ = try await merchant.createPayment(
                    checkoutSession: session, token: token, type: "PIX", amount: 150, currency: "BRL", country: "BR")
            })
        let outcome = await runLiteCheckout(client: client, model: model)
        #expect(outcome.result == .processing)
        #expect(outcome.subStatus == "CLOSED_BY_USER")
        #expect(model.result == .processing)
    }

    @Test("Render mode: the form, the token, the 3DS challenge view, one result")
    func renderMode() async throws {
        let session = try await session()
        let client = try client()
        let delegate = TokenRecorder(checkoutSession: session)
        let flow = await startRenderedCheckout(client: client, delegate: delegate)
        var tokens = delegate.tokens.makeAsyncIterator()
        let token = try #require(await tokens.next())
        _ = try await merchant.createPayment(
            checkoutSession: session, token: token, amount: 150, currency: "COP", country: "CO")

        // The browser the app opens: the shopper approves at the sandbox's bank, and the page comes back.
        let outcome = await continueRenderedCheckout(flow: flow) { [sandbox] challenge in
            let code = try? await sandbox.challengePage(transactionID: challenge.transactionID).code
            _ = try? await sandbox.answerChallenge(transactionID: challenge.transactionID, .approve(code: code ?? ""))
            return .returned
        }

        #expect(outcome?.result == .succeeded)
    }

    @Test("Concurrency: option 3 runs from outside the main actor; option 1 and 2 on it")
    nonisolated func conformanceOptions() async throws {
        let client = try await client()
        let session1 = try await session()
        let service = PaymentService(
            countryCode: "CO", language: nil, checkoutSession: session1,
            viewController: await ScriptedCustomer.paying(with: .visaApproved))
        #expect(
            await client.startPaymentSeamlessLite(
                delegate: service, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD")) == .succeeded)

        let session2 = try await session()
        let option1 = await CheckoutViewController(
            checkoutSession: session2, presenter: ScriptedCustomer.paying(with: .visaApproved))
        _ = await client.startPaymentSeamlessLite(
            delegate: option1, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(await option1.lastResult == .succeeded)

        let session3 = try await session()
        let option2 = await SettingsDrivenCheckout(
            checkoutSession: session3, presenter: ScriptedCustomer(form: .cancel))
        _ = await client.startPaymentSeamlessLite(
            delegate: option2, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(await option2.lastResult == .userCancelled)
    }

    @Test("Concurrency: a second flow is refused at once; cancelling the first gives userCancelled")
    func secondFlowAndCancel() async throws {
        let client = try client()
        let session = try await session()
        let params = SeamlessParams(
            checkoutSession: session, countryCode: "CO", viewController: ScriptedCustomer(form: .wait))
        let model = PayButtonModel()
        let first = Task { await model.pay(client: client, params: params) }
        while await client.activeFlow(forCheckoutSession: session) == nil { await Task.yield() }

        let second = await client.seamlessPayment(
            with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(isRefusedAsDuplicate(second))

        model.cancel()
        #expect(await first.value == .userCancelled)
        #expect(await sandbox.ledger().isEmpty)
    }
}

/// A render-mode delegate that hands the token to the test.
final class TokenRecorder: YunoPaymentDelegate {
    let checkoutSession: String
    let countryCode: String
    let tokens: AsyncStream<String>
    private let sink: AsyncStream<String>.Continuation

    init(checkoutSession: String, countryCode: String = "CO") {
        self.checkoutSession = checkoutSession
        self.countryCode = countryCode
        (tokens, sink) = AsyncStream.makeStream(of: String.self)
    }

    func yunoCreatePayment(with token: String) { sink.yield(token) }
    func yunoPaymentResult(_ result: Yuno.Result) {}
}

@Suite("Migration snippets", .timeLimit(.minutes(3)))
struct MigrationSnippetsTests {
    @Test("Result codes, action types, language fallback")
    func migration() async throws {
        #expect(Yuno.Result.allCases.map(ecommpayResultCode(for:)) == [100, 0, 100, nil, 501, 301])
        #expect(checkoutLanguages() == [.de, .pt, .en, .fr])
        #expect(darkCheckoutConfig().appearance.buttonTitleColor == "#FFFFFF")

        let sandbox = YunoSandbox()
        let merchant = MerchantBackend(sandbox: sandbox)
        let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
        let session = try await merchant.createCheckoutSession(
            amount: 1_999, currency: "USD", country: "US", workflow: "SDK_CHECKOUT")
        let delegate = TokenRecorder(checkoutSession: session.checkoutSession, countryCode: "US")
        let flow = await client.startPaymentRender(
            paymentMethodSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), with: delegate)
        let form = try #require(
            await flow.formView(paymentMethodSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), with: delegate)
        )
        await MainActor.run {
            form.number = "4507990000000002"
            form.expiry = "11/28"
            form.securityCode = "123"
            form.holderName = "John Doe"
            flow.submitForm()
        }
        var tokens = delegate.tokens.makeAsyncIterator()
        let token = try #require(await tokens.next())
        let payment = try #require(
            try await createPayment(
                for: "Auth", merchant: merchant, checkoutSession: session.checkoutSession, token: token))
        #expect(payment.captured == 0)
        await client.cancelFlow(checkoutSession: session.checkoutSession)
    }
}
