import Foundation
import YunoSDK
import YunoSandbox

/// One demo checkout in the chosen mode: the merchant's server (MerchantBackend), the SDK client, a narrated
/// scripted shopper, and the shopper's bank (the embedded emulator's, or the HTTP emulator's shopper controls).
@MainActor
struct DemoRun {
    let options: DemoOptions
    /// The validated `--card`, or `nil` for the scenario's card.
    let card: TestCard?
    let client: YunoClient
    let merchant: MerchantBackend
    /// The shopper's bank: pays QR codes and finishes redirects.
    let bank: ShopperBank
    let narrator: Narrator

    /// Plain lines (SDK delegate calls, facade calls): code, the same in every language.
    var say: @Sendable (String) -> Void { { [narrator] in narrator.line($0) } }

    static let callbackURL = "yunocheckout://return"

    /// The payment's way back from the bank's pages: the app's own link, or — when a browser plays the shopper
    /// (`--shopper browser`) — the HTTP emulator's `/sandbox/return` page, which a browser can open.
    var callbackURL: String {
        guard options.shopper == .browser, let baseURL = options.baseURL else { return Self.callbackURL }
        return baseURL.appendingPathComponent("sandbox/return").absoluteString
    }

    var method: SelectedPaymentMethod { SelectedPaymentMethod(paymentMethodType: options.method) }

    func run() async throws -> PaymentOutcome {
        if options.mode == .enroll { return try await enroll() }
        narrator.merchant(
            \.creatingSession,
            ["amount": narrator.amount(options.amount, options.currency), "country": options.country])
        let workflow = options.mode == .seamless ? "SDK_SEAMLESS" : "SDK_CHECKOUT"
        let created = try await merchant.createCheckoutSession(
            amount: options.amount, currency: options.currency, country: options.country, workflow: workflow,
            callbackURL: callbackURL)
        let session = created.checkoutSession
        narrator.merchant(\.sessionCreated, ["id": "\(session) (\(workflow))"])
        let presenter = makePresenter(session: session)
        let outcome = try await pay(session: session, presenter: presenter)
        // The bank decided on its page; the SDK read the payment afterwards and reports what the backend holds
        // (said at the status screen when the SDK showed one).
        let status = outcome.status.map { "\($0.rawValue)\(outcome.subStatus.map { "/" + $0 } ?? "")" } ?? "—"
        presenter.narrateChallengeRead(status: status)
        return outcome
    }

    /// Pays `session` in the chosen mode.
    private func pay(session: String, presenter: NarratingPresenter) async throws -> PaymentOutcome {
        if options.facade { return try await facade(session: session, presenter: presenter) }
        switch options.mode {
        case .seamless:
            return await client.seamlessPayment(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: options.country, language: options.sdkLanguage,
                    viewController: presenter),
                paymentSelected: method)
        case .full, .lite:
            return try await merchantCheckout(session: session, presenter: presenter)
        case .render:
            return try await render(session: session, presenter: presenter)
        case .enroll:
            return try await enroll()
        }
    }

    /// The scripted shopper, narrated; enrollment has no amount to show.
    private func makePresenter(session: String, enrolling: Bool = false) -> NarratingPresenter {
        let card = card ?? options.scenario.defaultCard
        let presenter = NarratingPresenter(
            customer: options.scenario.customer(card: card, canPayQRCode: true), narrator: narrator,
            amount: enrolling ? nil : options.amount, currency: options.currency)
        let approve = options.scenario != .decline && options.scenario != .cancel
        presenter.onQRCode = { [bank, narrator] qrCode in
            guard approve else { return false }
            narrator.shopper(\.qrPays)
            guard await bank.payQRCode(paymentID: qrCode.paymentID) else {
                narrator.line(narrator.style.failure(narrator.phrases.fill(\.noBank, ["url": bank.location])))
                return false
            }
            return true
        }
        presenter.onRedirect = { [self] redirect in
            await finishRedirect(paymentID: redirect.paymentID, session: session)
        }
        presenter.onChallenge = { [self] challenge in await atTheBank(challenge) }
        return presenter
    }

    /// The shopper at the bank's 3-D Secure page. Scripted: presses the scenario's button there (Approve after
    /// reading the code the bank sent; Decline for `challenge-fail`; Cancel for `challenge-abandon`) — the bank
    /// decides and moves the payment — and the page comes back through the callback URL. `--shopper browser`: the
    /// page's URL is printed for a browser and the app waits; the SDK's status poll sees the bank's decision and
    /// closes the page. Either way the answer is the page's ending, never a result: the SDK then reads the payment.
    private func atTheBank(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        if options.shopper == .browser {
            waitForBrowser(challenge)
            // Until the SDK closes the page (it cancels this task): the bank decided, or the challenge timed out.
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
            narrator.app(\.challengeDismissed)
            return .closed
        }
        let button: ShopperBank.ChallengeButton =
            switch options.scenario {
            case .challengeFail: .decline
            case .challengeAbandon: .cancel
            default: .approve
            }
        var code = ""
        if button == .approve {
            guard let sent = await bank.challengeCode(challenge) else {
                narrator.line(narrator.style.failure(narrator.phrases.fill(\.noBank, ["url": bank.location])))
                narrator.shopper(\.challengeCloses)
                return .closed
            }
            code = sent
        }
        narrator.shopperPressed(button)
        switch await bank.answerChallenge(challenge, button, code: code) {
        case .decided(let next):
            narrator.bankDecided(button, next: next)
            return next?.absoluteString == challenge.callbackURL.absoluteString ? .returned : .closed
        case .wrongCode:
            narrator.line(narrator.style.failure(narrator.phrases.wrongCode))
        case .refused(let why):
            narrator.line(narrator.style.failure("\(bank.location): \(why)"))
        }
        narrator.shopper(\.challengeCloses)
        return .closed
    }

    /// `--shopper browser`: the page's URL on a line of its own (`CHALLENGE_URL=<url>`, for whoever drives the
    /// browser), then the app waits for the bank.
    private func waitForBrowser(_ challenge: ThreeDSChallenge) {
        narrator.line("CHALLENGE_URL=\(challenge.challengeURL.absoluteString)")
        narrator.app(\.browserWaits)
    }

    /// The shopper finishes the redirect at the bank (approves; rejects for `decline`; for `cancel` leaves the
    /// provider's page without answering); then the app receives the deep link back (also when no bank could
    /// play along: the SDK then reads the payment, still pending, and reports it).
    private func finishRedirect(paymentID: String, session: String) async {
        switch options.scenario {
        case .cancel:
            narrator.shopper(\.bankLeaves)
        case .decline:
            narrator.shopper(\.bankRejects)
            await answerAtTheBank(paymentID: paymentID, approved: false)
        default:
            narrator.shopper(\.bankApproves)
            await answerAtTheBank(paymentID: paymentID, approved: true)
        }
        let link = URL(string: "\(Self.callbackURL)?checkout_session=\(session)")!
        let accepted = client.receiveDeeplink(link)
        narrator.app(
            \.deepLink,
            ["link": link.absoluteString, "answer": narrator.text.string(accepted ? .answerYes : .answerNo)])
    }

    private func answerAtTheBank(paymentID: String, approved: Bool) async {
        if await !bank.completeRedirect(paymentID: paymentID, approved: approved) {
            narrator.line(narrator.style.failure(narrator.phrases.fill(\.noBank, ["url": bank.location])))
        }
    }

    /// Full (list, selection, startPayment) or Lite (method given): the merchant creates the payment.
    private func merchantCheckout(session: String, presenter: NarratingPresenter) async throws -> PaymentOutcome {
        let delegate = DemoDelegate(
            checkoutSession: session, countryCode: options.country, language: options.sdkLanguage, presenter: presenter,
            say: say)
        delegate.onToken = merchantCreatesPayment(
            session: session,
            then: { [client] in
                try? await client.continuePayment(checkoutSession: session)
            })
        let task: Task<PaymentOutcome, Never>
        if options.mode == .full {
            let list = await client.getPaymentMethodViewAsync(delegate: delegate)
            let names = list.items.map {
                $0.savedCard == nil ? narrator.text.paymentMethodName(for: $0.paymentMethodType) : $0.title
            }
            narrator.app(\.methodList, ["list": names.joined(separator: ", ")])
            guard
                let item = list.items.first(where: { $0.paymentMethodType == options.method && $0.vaultedToken == nil })
            else { throw DemoError.methodNotOffered(narrator.phrases.fill(\.notOffered, ["method": options.method])) }
            list.select(item)
            task = try client.startPayment(with: delegate)
        } else {
            task = client.startPaymentLite(with: delegate, paymentSelected: method)
        }
        return await task.value
    }

    /// The same checkout through the static facade, exactly as the documentation writes it.
    private func facade(session: String, presenter: NarratingPresenter) async throws -> PaymentOutcome {
        Yuno.initialize(client: client)
        say("facade: Yuno.initialize(client:)")
        if options.mode == .seamless {
            let result = await Yuno.startPaymentSeamlessLite(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: options.country, language: options.sdkLanguage,
                    viewController: presenter),
                paymentSelected: method)
            say("facade: Yuno.startPaymentSeamlessLite → .\(result)")
            return await client.outcome(forCheckoutSession: session)
                ?? PaymentOutcome(result: result, checkoutSession: session)
        }
        let delegate = DemoDelegate(
            checkoutSession: session, countryCode: options.country, language: options.sdkLanguage, presenter: presenter,
            say: say)
        delegate.onToken = merchantCreatesPayment(
            session: session,
            then: { [say] in
                say("facade: Yuno.continuePayment()")
                Yuno.continuePayment()
            })
        let list = await Yuno.getPaymentMethodViewAsync(delegate: delegate)
        guard let item = list.items.first(where: { $0.paymentMethodType == options.method && $0.vaultedToken == nil })
        else { throw DemoError.methodNotOffered(narrator.phrases.fill(\.notOffered, ["method": options.method])) }
        list.select(item)
        say("facade: Yuno.startPayment()")
        Yuno.startPayment()
        var results = delegate.results.makeAsyncIterator()
        let result = await results.next() ?? .internalError
        return await client.outcome(forCheckoutSession: session)
            ?? PaymentOutcome(result: result, checkoutSession: session)
    }

    /// Render mode: the merchant embeds the form, submits it, creates the payment and shows additional views.
    private func render(session: String, presenter: NarratingPresenter) async throws -> PaymentOutcome {
        let delegate = DemoDelegate(
            checkoutSession: session, countryCode: options.country, language: options.sdkLanguage, presenter: nil,
            say: say)
        let tokens = AsyncStream.makeStream(of: String.self)
        delegate.onToken = { token in tokens.continuation.yield(token) }
        let flow = client.startPaymentRender(paymentMethodSelected: method, with: delegate)
        // A flow that ends before any token (a closed sheet or form) ends the wait for one.
        Task { [flow] in
            _ = await flow.task?.value
            tokens.continuation.finish()
        }
        if let form = await flow.formView(paymentMethodSelected: method, with: delegate) {
            let card = card ?? options.scenario.defaultCard
            narrator.app(
                text: narrator.phrases.embedsForm + " — "
                    + form.visibleFields.map(form.label(for:)).joined(separator: " · "))
            if options.scenario == .cancel {
                // The shopper closes the merchant's own form: the app cancels the flow it started.
                narrator.shopper(\.closedForm)
                flow.task?.cancel()
                return await flow.task?.value ?? PaymentOutcome(result: .userCancelled, checkoutSession: session)
            }
            form.amount = options.amount
            form.currency = options.currency
            let button = form.submitTitle
            form.number = card.number
            form.expiry = card.expiry
            form.securityCode = card.securityCode
            form.holderName = card.holderName
            narrator.shopper(\.entered, ["card": form.maskedNumber ?? "—", "button": button])
            say("render: submitForm()")
            flow.submitForm()
        } else {
            narrator.app(\.noFormNeeded)
            say("render: submitForm()")
            flow.submitForm()
            if ["APPLE_PAY", "GOOGLE_PAY"].contains(options.method), let sheet = await flow.walletSheet() {
                // A wallet's sheet comes before the token and the payment, as Yuno publishes for Apple Pay.
                say("render: walletSheet()")
                narrator.app(\.additionalView, ["kind": kindName(sheet.kind)])
                answer(sheet, session: session, presenter: presenter)
            }
        }
        var iterator = tokens.stream.makeAsyncIterator()
        if let token = await iterator.next() {
            await merchantCreatesPayment(session: session, then: {})(token)
            if let view = await flow.continuePayment() {
                narrator.app(\.additionalView, ["kind": kindName(view.kind)])
                answer(view, session: session, presenter: presenter)
            } else {
                narrator.app(\.noAdditionalView)
            }
        }
        return await flow.task?.value ?? PaymentOutcome(result: .internalError, checkoutSession: session)
    }

    /// The render flow's additional view in words: the title the SDK's own screen for it shows, in the narration's
    /// language (never its contents: a URL or a code).
    private func kindName(_ kind: PaymentActionView.Kind) -> String {
        let text = narrator.text
        return switch kind {
        case .threeDSChallenge: text.string(.threeDSTitle)
        case .qrCode: text.string(.qrTitle)
        case .walletSheet(let sheet):
            text.string(.walletTitle, ["wallet": text.paymentMethodName(for: sheet.paymentMethodType)])
        case .redirect: text.string(.redirectTitle)
        }
    }

    private func answer(_ view: PaymentActionView, session: String, presenter: NarratingPresenter) {
        switch view.kind {
        case .threeDSChallenge(let challenge):
            narrator.app(
                text: narrator.text.string(.threeDSTitle) + " — "
                    + narrator.text.string(.threeDSPage, ["url": challenge.challengeURL.absoluteString]))
            presenter.challengeOpened = true
            guard options.shopper == .scripted else {
                // The browser answers the bank; the SDK's poll sees the decision and closes this view itself.
                waitForBrowser(challenge)
                return
            }
            Task { view.completeChallenge(await atTheBank(challenge)) }
        case .walletSheet(let sheet):
            let cancelled = options.scenario == .cancel
            narrator.shopper(
                \.walletAnswer,
                [
                    "wallet": narrator.text.paymentMethodName(for: sheet.paymentMethodType),
                    "answer": narrator.text.string(cancelled ? .actionCancel : .walletAuthorize),
                ])
            view.answerWalletSheet(cancelled ? .cancelled : options.scenario.walletAuthorization)
        case .qrCode(let qrCode):
            guard options.scenario != .cancel else {
                view.closeQRCode()
                return
            }
            Task { [bank, narrator] in
                narrator.shopper(\.qrPays)
                if await !bank.payQRCode(paymentID: qrCode.paymentID) {
                    narrator.line(narrator.style.failure(narrator.phrases.fill(\.noBank, ["url": bank.location])))
                    view.closeQRCode()
                }
            }
        case .redirect(let redirect):
            narrator.app(\.redirectOpened, ["url": redirect.url.absoluteString])
            Task { await finishRedirect(paymentID: redirect.paymentID, session: session) }
        }
    }

    /// The merchant's server creating the payment with the token, then `next`.
    private func merchantCreatesPayment(
        session: String, then next: @escaping @MainActor () async -> Void
    ) -> @MainActor (String) async -> Void {
        Self.merchantCreatesPayment(
            merchant: merchant, options: options, narrator: narrator, session: session, type: options.method,
            then: next)
    }

    /// The merchant's server creating the payment of method `type` with the token, then `next` (the interactive
    /// checkout's too, where `type` is the shopper's choice).
    static func merchantCreatesPayment(
        merchant: MerchantBackend, options: DemoOptions, narrator: Narrator, session: String, type: String,
        then next: @escaping @MainActor () async -> Void
    ) -> @MainActor (String) async -> Void {
        { token in
            do {
                let payment = try await merchant.createPayment(
                    checkoutSession: session, token: token, type: type, amount: options.amount,
                    currency: options.currency, country: options.country)
                narrator.merchant(
                    \.paymentCreated, ["id": payment.id, "status": "\(payment.status)/\(payment.subStatus)"])
                await next()
            } catch {
                narrator.merchant(\.paymentFailed, ["error": "\(error)"])
            }
        }
    }

    /// Enrollment: a customer, a customer session, the card form, a vaulted token.
    private func enroll() async throws -> PaymentOutcome {
        let customer = try await merchant.createCustomer(merchantCustomerID: "demo-\(UUID().uuidString.prefix(8))")
        let session = try await merchant.createCustomerSession(customerID: customer.id, country: options.country)
        narrator.merchant(\.customerCreated, ["id": customer.id, "session": session.customerSession])
        let delegate = DemoEnrollmentDelegate(
            customerSession: session.customerSession, countryCode: options.country, language: options.sdkLanguage,
            viewController: makePresenter(
                session: session.customerSession, enrolling: true),
            say: say)
        let outcome = await client.enrollPayment(with: delegate).value
        if let vaulted = outcome.vaultedToken { narrator.app(\.cardSaved, ["token": vaulted]) }
        return outcome
    }
}
