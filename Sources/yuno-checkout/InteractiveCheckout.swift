import Foundation
import YunoSDK
import YunoSandbox

/// `yuno-checkout --interactive`: the merchant creates a session, the shopper pays through the terminal presenter
/// in the chosen `--mode` — seamless and full show the session's method list, lite pays `--method`, enroll saves
/// the card, render embeds the form in the merchant's app — and after a decline or failure the shopper may try
/// again (a new session: one supports one payment); `--facade` pays through the static `Yuno` facade. `--scenario`
/// and `--card` are refused before this runs (``DemoOptions``). Only in a terminal: the caller checks `isatty(0)`
/// first.
@MainActor
struct InteractiveCheckout {
    let client: YunoClient
    let merchant: MerchantBackend
    let bank: ShopperBank
    let options: DemoOptions
    let narrator: Narrator

    /// Runs checkouts until one ends without a retry; `nil` when the session could not be created.
    func run() async -> PaymentOutcome? {
        let presenter = TerminalPresenter(
            narrator: narrator, input: TerminalInput(), bank: bank, client: client,
            amount: options.mode == .enroll ? nil : options.amount, currency: options.currency)
        let text = narrator.text
        while true {
            presenter.paymentMethodType = options.mode == .enroll ? "CARD" : nil
            let outcome: PaymentOutcome
            do {
                outcome = options.mode == .enroll ? try await enroll(presenter) : try await checkout(presenter)
            } catch {
                let reason = (error as? MerchantBackendError).map(narrator.reason(for:)) ?? "\(error)"
                narrator.line(narrator.style.failure(narrator.phrases.fill(\.sessionFailed, ["error": reason])))
                return nil
            }
            guard outcome.result == .reject || outcome.result == .fail else { return outcome }
            presenter.say()
            let yes = text.string(.answerYes)
            let no = text.string(.answerNo)
            // "Another card" only after a card; after NuPay, a wallet or a QR code the shopper simply tries again.
            let retry = text.string(presenter.paymentMethodType == "CARD" ? .statusRetry : .statusRetryPayment)
            guard
                let answer = await presenter.ask(presenter.style.bold("\(retry)? [\(yes)/\(no)]")),
                TerminalPresenter.isYes(answer, in: text)
            else { return outcome }
        }
    }

    /// One checkout session, paid in the chosen mode.
    private func checkout(_ presenter: TerminalPresenter) async throws -> PaymentOutcome {
        narrator.merchant(
            \.creatingSession,
            ["amount": narrator.amount(options.amount, options.currency), "country": options.country])
        let created = try await merchant.createCheckoutSession(
            amount: options.amount, currency: options.currency, country: options.country,
            workflow: options.mode == .seamless ? "SDK_SEAMLESS" : "SDK_CHECKOUT", callbackURL: DemoRun.callbackURL)
        let session = created.checkoutSession
        narrator.merchant(\.sessionCreated, ["id": session])
        presenter.checkoutSession = session
        if options.facade {
            return await backToMethodList(presenter) { await payThroughFacade(session: session, presenter: presenter) }
        }
        switch options.mode {
        case .full: return await backToMethodList(presenter) { await payFull(session: session, presenter: presenter) }
        case .lite:
            presenter.paymentMethodType = options.method
            let delegate = merchantDelegate(session: session, presenter: presenter, type: options.method)
            let method = SelectedPaymentMethod(paymentMethodType: options.method)
            return await run(client.startPaymentLite(with: delegate, paymentSelected: method), presenter: presenter)
        case .render:
            presenter.paymentMethodType = options.method
            return await payRender(session: session, presenter: presenter)
        default: return await backToMethodList(presenter) { await paySeamless(session: session, presenter: presenter) }
        }
    }

    /// Pays with `attempt` — which shows the session's method list — again each time the shopper goes back from
    /// the card form's first field to the list (`<`): that attempt's flow ended cancelled before any payment, and
    /// the same session is paid anew.
    private func backToMethodList(
        _ presenter: TerminalPresenter, _ attempt: @MainActor () async -> PaymentOutcome
    ) async -> PaymentOutcome {
        while true {
            presenter.wentBackToMethodList = false
            let outcome = await attempt()
            presenter.cameFromMethodList = false
            guard presenter.wentBackToMethodList, outcome.result == .userCancelled else { return outcome }
        }
    }

    /// Seamless: the session's list, then the SDK creates the payment.
    private func paySeamless(session: String, presenter: TerminalPresenter) async -> PaymentOutcome {
        presenter.showLoader()
        let list: PaymentMethodList
        do {
            list = try await client.paymentMethods(forCheckoutSession: session)
        } catch {
            presenter.hideLoader()
            return PaymentOutcome(result: .internalError, checkoutSession: session, error: error)
        }
        presenter.hideLoader()
        guard await choose(from: list, presenter: presenter), let selected = list.selected else {
            return PaymentOutcome(result: .userCancelled, checkoutSession: session)
        }
        let params = SeamlessParams(
            checkoutSession: session, countryCode: options.country, language: options.sdkLanguage,
            viewController: presenter)
        let client = client
        return await run(
            Task { await client.seamlessPayment(with: params, paymentSelected: selected) }, presenter: presenter)
    }

    /// Full: the list through the delegate, `startPayment`, and the merchant's server creates the payment.
    private func payFull(session: String, presenter: TerminalPresenter) async -> PaymentOutcome {
        let client = client
        guard
            let (delegate, list, type) = await chooseForFull(
                session: session, presenter: presenter, load: { await client.getPaymentMethodViewAsync(delegate: $0) })
        else { return PaymentOutcome(result: .userCancelled, checkoutSession: session) }
        setMerchantCreatesPayment(on: delegate, session: session, type: type)
        let flow: Task<PaymentOutcome, Never>
        do {
            flow = try client.startPayment(with: delegate)
        } catch {
            return PaymentOutcome(result: .internalError, checkoutSession: session, error: error)
        }
        withExtendedLifetime(list) {}  // the selection lives as long as its list: kept until the payment started
        return await run(flow, presenter: presenter)
    }

    /// `--facade` (seamless or full): the same checkout through the static `Yuno` facade, as the documentation
    /// writes it; `q` on a screen without a cancel answer ends the flow with `cancelFlow(checkoutSession:)`.
    private func payThroughFacade(session: String, presenter: TerminalPresenter) async -> PaymentOutcome {
        Yuno.initialize(client: client)
        let client = client
        presenter.cancelFlow = { Task { await client.cancelFlow(checkoutSession: session) } }
        defer { presenter.cancelFlow = nil }
        let result: Yuno.Result
        if options.mode == .full {
            guard
                let (delegate, list, type) = await chooseForFull(
                    session: session, presenter: presenter, load: { await Yuno.getPaymentMethodViewAsync(delegate: $0) }
                )
            else { return PaymentOutcome(result: .userCancelled, checkoutSession: session) }
            delegate.onToken = DemoRun.merchantCreatesPayment(
                merchant: merchant, options: options, narrator: narrator, session: session, type: type,
                then: { Yuno.continuePayment() })
            Yuno.startPayment()
            withExtendedLifetime(list) {}
            var results = delegate.results.makeAsyncIterator()
            result = await results.next() ?? .internalError
        } else {
            presenter.showLoader()
            let list = try? await client.paymentMethods(forCheckoutSession: session)
            presenter.hideLoader()
            guard let list, await choose(from: list, presenter: presenter), let selected = list.selected else {
                return PaymentOutcome(result: .userCancelled, checkoutSession: session)
            }
            result = await Yuno.startPaymentSeamlessLite(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: options.country, language: options.sdkLanguage,
                    viewController: presenter),
                paymentSelected: selected)
        }
        presenter.hideLoader()
        return await client.outcome(forCheckoutSession: session)
            ?? PaymentOutcome(result: result, checkoutSession: session)
    }

    /// Render: the merchant's app embeds the form (asked in the terminal like the SDK's), submits it, its server
    /// creates the payment, and the app shows the additional view the flow hands back (3DS, wallet, QR, redirect).
    private func payRender(session: String, presenter: TerminalPresenter) async -> PaymentOutcome {
        let method = SelectedPaymentMethod(paymentMethodType: options.method)
        let delegate = DemoDelegate(
            checkoutSession: session, countryCode: options.country, language: options.sdkLanguage, presenter: nil,
            say: delegateSay)
        let flow = client.startPaymentRender(paymentMethodSelected: method, with: delegate)
        guard let task = flow.task else { return PaymentOutcome(result: .internalError, checkoutSession: session) }
        let createPayment = DemoRun.merchantCreatesPayment(
            merchant: merchant, options: options, narrator: narrator, session: session, type: options.method,
            then: {})
        delegate.onToken = { token in
            await createPayment(token)
            if let view = await flow.continuePayment() { await Self.show(view, on: presenter) }
        }
        presenter.cancelFlow = { task.cancel() }
        if let form = await flow.formView(paymentMethodSelected: method, with: delegate) {
            guard await presenter.presentCardForm(form) == .submitted else {
                task.cancel()
                return await finish(task, presenter: presenter)
            }
        }
        flow.submitForm()  // the merchant's pay button
        return await finish(task, presenter: presenter)
    }

    /// Shows a render flow's additional view in the terminal and reports the shopper's answer to it.
    private static func show(_ view: PaymentActionView, on presenter: TerminalPresenter) async {
        switch view.kind {
        case .threeDSChallenge(let challenge):
            view.completeChallenge(await presenter.presentThreeDSChallenge(challenge))
        case .walletSheet(let sheet):
            view.answerWalletSheet(await presenter.presentWalletSheet(sheet))
        case .qrCode(let qrCode):
            // Returns when the shopper closes it, or when the payment settled (``finish(_:presenter:)``).
            await presenter.presentQRCode(qrCode)
            if !view.isDismissed { view.closeQRCode() }
        case .redirect(let redirect):
            await presenter.openRedirect(redirect)
        }
    }

    /// Awaits a flow the app drives itself, then closes what is still on screen (a QR code's pending read).
    private func finish(_ flow: Task<PaymentOutcome, Never>, presenter: TerminalPresenter) async -> PaymentOutcome {
        let outcome = await run(flow, presenter: presenter)
        presenter.dismissPresentedUI()
        return outcome
    }

    /// Enrollment: a customer and its session, the card form in the terminal, the card saved.
    private func enroll(_ presenter: TerminalPresenter) async throws -> PaymentOutcome {
        let customer = try await merchant.createCustomer(merchantCustomerID: "demo-\(UUID().uuidString.prefix(8))")
        let session = try await merchant.createCustomerSession(customerID: customer.id, country: options.country)
        narrator.merchant(\.customerCreated, ["id": customer.id, "session": session.customerSession])
        presenter.checkoutSession = session.customerSession
        let delegate = DemoEnrollmentDelegate(
            customerSession: session.customerSession, countryCode: options.country, language: options.sdkLanguage,
            viewController: presenter, say: delegateSay)
        let outcome = await run(client.enrollPayment(with: delegate), presenter: presenter)
        if let vaulted = outcome.vaultedToken { narrator.app(\.cardSaved, ["token": vaulted]) }
        return outcome
    }

    /// Awaits the flow's task; `q` on a screen without a cancel answer of its own cancels it.
    private func run(_ flow: Task<PaymentOutcome, Never>, presenter: TerminalPresenter) async -> PaymentOutcome {
        presenter.cancelFlow = { flow.cancel() }
        let outcome = await flow.value
        presenter.cancelFlow = nil
        presenter.hideLoader()
        return outcome
    }

    /// Full mode's start: the merchant's delegate, the list `load` gets with it (from the client or the facade;
    /// the caller keeps it until the payment starts: the selection lives as long as the list), and the method type
    /// the shopper chose; `nil` for `q`.
    private func chooseForFull(
        session: String, presenter: TerminalPresenter, load: @MainActor (DemoDelegate) async -> PaymentMethodList
    ) async -> (delegate: DemoDelegate, list: PaymentMethodList, type: String)? {
        let delegate = merchantDelegate(session: session, presenter: presenter, type: nil)
        presenter.showLoader()
        let list = await load(delegate)
        presenter.hideLoader()
        guard await choose(from: list, presenter: presenter), let type = list.selected?.paymentMethodType else {
            return nil
        }
        return (delegate, list, type)
    }

    /// Shows `list` numbered and selects the shopper's choice; `false` for `q` or an empty list.
    private func choose(from list: PaymentMethodList, presenter: TerminalPresenter) async -> Bool {
        let resolved = narrator.language
        presenter.say()
        presenter.say(presenter.style.bold(list.heading(in: resolved)))
        presenter.say(presenter.style.dim(narrator.text.string(.promptCancelHint)))
        let rows = list.items.map { item in
            let name = item.savedCard == nil ? narrator.text.paymentMethodName(for: item.paymentMethodType) : item.title
            return [name, item.subtitle(in: resolved)].compactMap { $0 }.joined(separator: " — ")
        }
        guard !rows.isEmpty, let choice = await presenter.choose(rows) else { return false }
        list.select(list.items[choice])
        presenter.paymentMethodType = list.items[choice].paymentMethodType
        presenter.cameFromMethodList = true
        return true
    }

    /// The merchant app of full and lite: its server creates the payment of method `type` with the token, then
    /// the flow continues. Full mode knows the method only once the shopper chose it (`nil` until then).
    private func merchantDelegate(session: String, presenter: TerminalPresenter, type: String?) -> DemoDelegate {
        let delegate = DemoDelegate(
            checkoutSession: session, countryCode: options.country, language: options.sdkLanguage,
            presenter: presenter, say: delegateSay)
        if let type { setMerchantCreatesPayment(on: delegate, session: session, type: type) }
        return delegate
    }

    private func setMerchantCreatesPayment(on delegate: DemoDelegate, session: String, type: String) {
        delegate.onToken = DemoRun.merchantCreatesPayment(
            merchant: merchant, options: options, narrator: narrator, session: session, type: type,
            then: { [client] in try? await client.continuePayment(checkoutSession: session) })
    }

    /// The delegate calls are code, printed only with `--verbose` (the shopper sees the screens).
    private var delegateSay: @Sendable (String) -> Void {
        guard options.verbose else { return { _ in } }
        return { [narrator] line in narrator.line(line) }
    }
}
