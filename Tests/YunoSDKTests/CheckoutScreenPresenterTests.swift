import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// The SDK's own screens, driven as a shopper would through ``CheckoutScreenPresenter`` (the model every native view
/// draws), over the emulator: what is shown, when the host shows and hides it, and what each gesture answers.
@Suite("Native checkout screens: the presenter model over real flows", .timeLimit(.minutes(3)))
@MainActor
struct CheckoutScreenPresenterTests {
    let harness: Harness
    let host = RecordingCheckoutHost()
    let presenter: CheckoutScreenPresenter

    init() throws {
        try self.init(config: YunoConfig())
    }

    init(config: YunoConfig) throws {
        harness = try Harness(config: config)
        presenter = CheckoutScreenPresenter(
            // The emulator's clock, against which its QR codes expire.
            host: host, language: .en, now: { YunoSandbox.Configuration.defaultStartDate },
            deepLinks: { [client = harness.client] url in client.receiveDeeplink(url) })
    }

    private func pay(
        _ session: String, type: String = "CARD", country: String = "CO", showPaymentStatus: Bool = true
    ) -> Task<PaymentOutcome, Never> {
        let params = SeamlessParams(
            checkoutSession: session, countryCode: country, language: "en", viewController: presenter)
        return Task {
            let outcome = await harness.client.seamlessPayment(
                with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: type),
                showPaymentStatus: showPaymentStatus)
            host.endFlow()
            return outcome
        }
    }

    private func cardForm() async throws -> CardForm {
        try #require(await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } })
    }

    private func statusScreen() async throws -> PaymentStatusScreen {
        try #require(
            await host.wait(for: presenter) { if case .status(let screen) = $0.screen { screen } else { nil } })
    }

    private func fill(_ form: CardForm, with card: TestCard) {
        form.number = card.number
        form.expiry = card.expiry
        form.securityCode = card.securityCode
        form.holderName = card.holderName
    }

    @Test("Pay with a card: the host shows the screens, the form, then the status; 'done' hides them; one payment")
    func payWithCard() async throws {
        let session = try await harness.session()
        let flow = pay(session)

        let form = try await cardForm()
        fill(form, with: .visaApproved)
        presenter.submitCardForm()
        let status = try await statusScreen()
        #expect(status.result == .succeeded)
        #expect(host.isShowing)
        presenter.dismissStatus()
        let outcome = await flow.value

        #expect(outcome.result == .succeeded)
        #expect(status.paymentID == outcome.paymentID)
        #expect(presenter.screen == nil)
        #expect(!host.isShowing)
        #expect(host.events.first == .shown)
        #expect(host.events.last == .hidden)
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test("Step by step: 'next' walks the fields, and only the last step's 'pay' submits")
    func stepByStep() async throws {
        let screens = try CheckoutScreenPresenterTests(config: YunoConfig(cardFormType: .stepByStep))
        let session = try await screens.harness.session()
        let flow = screens.pay(session)

        let form = try await screens.cardForm()
        screens.fill(form, with: .visaApproved)
        var steps: [CardForm.Field] = [form.currentStep]
        for _ in form.visibleFields where !form.isOnLastStep {
            screens.presenter.submitCardForm()
            steps.append(form.currentStep)
        }
        #expect(await screens.harness.requestCount(.createToken) == 0)
        screens.presenter.submitCardForm()
        _ = try await screens.statusScreen()
        screens.presenter.dismissStatus()

        #expect(steps == form.visibleFields)
        #expect(await flow.value.result == .succeeded)
    }

    @Test("'Close' at the card form: userCancelled, nothing created, screens hidden; later gestures are ignored")
    func cancelAtForm() async throws {
        let session = try await harness.session()
        let flow = pay(session)

        _ = try await cardForm()
        presenter.cancel()
        presenter.cancel()
        presenter.submitCardForm()
        let outcome = await flow.value

        #expect(outcome.result == .userCancelled)
        #expect(await harness.sandbox.ledger().isEmpty)
        #expect(await harness.requestCount(.createToken) == 0)
        #expect(presenter.screen == nil)
        #expect(!host.isShowing)
    }

    @Test("Cancelling the flow's task at the form closes the screens and ends userCancelled")
    func taskCancelledAtForm() async throws {
        let session = try await harness.session()
        let flow = pay(session)

        _ = try await cardForm()
        flow.cancel()
        let outcome = await flow.value

        #expect(outcome.result == .userCancelled)
        #expect(presenter.screen == nil)
        #expect(!host.isShowing)
    }

    @Test(
        "3DS: the page opens with the callback as its way back; however it ends, the backend's status is shown",
        arguments: [
            (
                YunoSandbox.ChallengeAnswer?.some(.decline), WebPageResult.returned(URL(string: "yunotest://payment")!),
                Yuno.Result.reject, PaymentStatus.rejected
            ),
            (.some(.cancel), .closed, .fail, .canceled),
            (nil, .closed, .processing, .pending),
        ])
    func threeDSChallenge(
        bank: YunoSandbox.ChallengeAnswer?, page: WebPageResult, result: Yuno.Result, status: PaymentStatus
    ) async throws {
        let session = try await harness.session()
        let flow = pay(session)

        fill(try await cardForm(), with: .threeDSChallenge)
        presenter.submitCardForm()
        _ = try #require(
            await host.wait(for: presenter) { if case .webPage(let page) = $0.screen { page } else { nil } })
        if let bank {
            let transaction = try #require(await ThreeDSecureFlowTests.openChallenge(harness.sandbox, session: session))
            try await harness.sandbox.answerChallenge(transactionID: transaction, bank)
        }
        host.finishPage(page)
        let status2 = try await statusScreen()
        presenter.dismissStatus()
        let outcome = await flow.value

        #expect(outcome.result == result)
        #expect(outcome.status == status)
        #expect(status2.result == result)
        let opened = host.events.compactMap { if case .opened(let url, let scheme) = $0 { (url, scheme) } else { nil } }
        #expect(opened.count == 1)
        #expect(opened.first?.0.absoluteString.contains("/3ds/challenge/") == true)
        #expect(opened.first?.1 == "yunotest")
    }

    @Test(
        "Without a status screen, nothing stays on screen after the flow: a paid form, a 3DS page closed or returned",
        arguments: [TestCard.visaApproved, .threeDSChallenge])
    func nothingStaysWithoutStatus(card: TestCard) async throws {
        host.answerPage = { _ in .closed }
        let session = try await harness.session()
        let flow = pay(session, showPaymentStatus: false)

        fill(try await cardForm(), with: card)
        presenter.submitCardForm()
        _ = await flow.value

        #expect(presenter.screen == nil)
        #expect(!host.isShowing)
    }

    @Test("Redirect: the provider's page opens with the callback scheme, its return link resumes the flow")
    func redirect() async throws {
        let session = try await harness.session(callbackURL: "myshop://payment/return")
        let flow = pay(session, type: "NU_PAY")

        let screen = try #require(
            await host.wait(for: presenter) {
                if case .webPage(let page) = $0.screen, host.isPageOpen { page } else { nil }
            })
        guard case .redirect(let redirect) = screen.page else {
            Issue.record("expected a redirect page, got \(screen.page)")
            return
        }
        #expect(host.events.contains(.opened(redirect.url, callbackScheme: "myshop")))
        #expect(screen.reopenTitle != nil)
        let paymentID = try #require(await harness.sandbox.payment(forCheckoutSession: session)?.paymentID)
        try await harness.sandbox.completeRedirect(paymentID: paymentID, approved: true)
        host.finishPage(.returned(URL(string: "myshop://payment/return?checkout_session=\(session)")!))
        _ = try await statusScreen()
        presenter.dismissStatus()

        #expect(await flow.value.result == .succeeded)
    }

    @Test("PIX: the QR code is drawn from the code, closing it leaves the payment pending (processing)")
    func pixClosed() async throws {
        let session = try await harness.session(country: "BR", currency: "BRL", amount: 150)
        let flow = pay(session, type: "PIX", country: "BR")

        let qr = try #require(
            await host.wait(for: presenter) { if case .qrCode(let qr) = $0.screen { qr } else { nil } })
        #expect(qr.matrix.size >= 21)
        presenter.closeQRCode()
        _ = try await statusScreen()
        presenter.dismissStatus()
        let outcome = await flow.value

        #expect(outcome.result == .processing)
        #expect(outcome.subStatus == "CLOSED_BY_USER")
    }

    @Test("A QR code too long, or already expired, is never drawn: the call returns at once and says why")
    func refusedQRCodes() async {
        let cases = [
            QRCodePayment(
                paymentID: "p", code: String(repeating: "0", count: 10_000),
                expiresAt: YunoSandbox.Configuration.defaultStartDate.addingTimeInterval(600), amount: 1,
                currency: "BRL"),
            QRCodePayment(
                paymentID: "p", code: "00020126580014br.gov.bcb.pix",
                expiresAt: YunoSandbox.Configuration.defaultStartDate.addingTimeInterval(-1), amount: 1,
                currency: "BRL"),
        ]
        let reasons: [QRCodeScreen.Refusal] = [.codeTooLong(length: 10_000), .expired]
        for (qrCode, reason) in zip(cases, reasons) {
            // A drawn code would wait for the shopper; a refused one returns at once.
            await presenter.presentQRCode(qrCode)
            #expect(presenter.refusedQRCode == reason)
            #expect(presenter.screen == nil)
        }
        #expect(!host.events.contains(.shown))
    }

    @Test("Apple Pay is not drawn by the SDK's screens: the sheet counts as closed, and nothing is created")
    func applePay() async throws {
        let session = try await harness.session()
        let outcome = await pay(session, type: "APPLE_PAY").value

        #expect(outcome.result == .userCancelled)
        #expect(await harness.sandbox.payment(forCheckoutSession: session) == nil)
    }

    @Test("With nothing to present over (no foreground scene) the form counts as closed: nothing is charged")
    func nothingToPresentOver() async throws {
        host.canPresent = false
        let session = try await harness.session()
        let outcome = await pay(session).value

        #expect(outcome.result == .userCancelled)
        #expect(await harness.sandbox.ledger().isEmpty)
        #expect(presenter.screen == nil)
    }

    @Test("dismissPresentedUI answers a waiting form once, as a close; a later 'pay' changes nothing")
    func dismissAnswersOnce() async throws {
        let form = CardForm()
        let shown = Task { await presenter.presentCardForm(form) }
        _ = try #require(await host.wait(for: presenter) { if case .cardForm(let f) = $0.screen { f } else { nil } })
        presenter.dismissPresentedUI()
        presenter.submitCardForm()

        #expect(await shown.value == .cancelled)
        #expect(presenter.screen == nil)
    }

    @Test("The loader shows only when nothing waits for the shopper, and hides only itself")
    func loaderRules() async throws {
        presenter.showLoader()
        guard case .loader = presenter.screen else {
            Issue.record("expected the loader")
            return
        }
        let form = CardForm()
        let shown = Task { await presenter.presentCardForm(form) }
        _ = try #require(await host.wait(for: presenter) { if case .cardForm(let f) = $0.screen { f } else { nil } })
        presenter.showLoader()
        presenter.hideLoader()
        let stillForm = if case .cardForm = presenter.screen { true } else { false }
        #expect(stillForm)
        presenter.cancel()
        #expect(await shown.value == .cancelled)
    }

    @Test("A 3DS page's ending says how the page ended, never a result: a forged success query is dropped")
    func challengeEndingTable() {
        let forged = URL(string: "yunotest://payment?status=SUCCEEDED&authenticated=true")!
        #expect(CheckoutScreenPresenter.challengeEnding(of: .returned(forged)) == .returned)
        #expect(CheckoutScreenPresenter.challengeEnding(of: .closed) == .closed)
    }

    @Test(
        "The 3DS browser session waits for the callback URL's app scheme; a web callback is left to the poll",
        arguments: [
            ("yunotest://payment", "yunotest"), ("MyApp://return", "myapp"), ("https://shop.example/back", nil),
            ("http://127.0.0.1:8080/sandbox/return", nil),
        ] as [(String, String?)])
    func challengeCallbackScheme(callback: String, scheme: String?) {
        let challenge = ThreeDSChallenge(
            paymentID: "p", transactionID: "t", challengeURL: URL(string: "https://acs.example/c")!,
            callbackURL: URL(string: callback)!, timeout: .seconds(300))
        #expect(CheckoutScreenPresenter.webSessionScheme(of: challenge) == scheme)
    }

    @Test("The SDK's own screens open the 3DS page with the callback's scheme as the way back, not nil")
    func challengeOpensWithCallbackScheme() async {
        host.answerPage = { _ in .returned(URL(string: "yunotest://payment?status=SUCCEEDED")!) }
        let challenge = ThreeDSChallenge(
            paymentID: "p", transactionID: "t", challengeURL: URL(string: "https://acs.example/c")!,
            callbackURL: URL(string: "yunotest://payment")!, timeout: .seconds(300))

        #expect(await presenter.presentThreeDSChallenge(challenge) == .returned)
        #expect(host.events.contains(.opened(challenge.challengeURL, callbackScheme: "yunotest")))
    }

    @Test("The web page screen's text: 3DS has no 'open again', a provider's page has; both can be cancelled")
    func webPageScreens() {
        let challenge = ThreeDSChallenge(
            paymentID: "p", transactionID: "t", challengeURL: URL(string: "https://acs.example/c")!,
            callbackURL: URL(string: "yunotest://payment")!, timeout: .seconds(300))
        let threeDS = WebPageScreen(.threeDSChallenge(challenge), language: .es)
        #expect(threeDS.reopenTitle == nil)
        #expect(threeDS.title == YunoLocalizer(language: .es).string(.threeDSTitle))
        let redirect = WebPageScreen(
            .redirect(RedirectAction(paymentID: "p", url: URL(string: "https://bank.example")!, returnScheme: "x")),
            language: .pt)
        #expect(redirect.reopenTitle == YunoLocalizer(language: .pt).string(.actionContinue))
        #expect(redirect.cancelTitle == YunoLocalizer(language: .pt).string(.actionCancel))
    }
}
