import Foundation
import YunoSDK
import YunoSandbox

/// One demo checkout in the chosen mode: the merchant's server (MerchantBackend), the SDK client, and a
/// narrated scripted shopper — plus the shopper's bank when the embedded emulator plays it.
@MainActor
struct DemoRun {
    let options: DemoOptions
    let client: YunoClient
    let merchant: MerchantBackend
    /// The embedded emulator, when there is one: it plays the shopper's bank (QR payment, redirect approval).
    let sandbox: YunoSandbox?
    let say: @Sendable (String) -> Void

    static let callbackURL = "yunocheckout://return"

    var method: SelectedPaymentMethod { SelectedPaymentMethod(paymentMethodType: options.method) }

    func run() async throws -> PaymentOutcome {
        if options.mode == .enroll { return try await enroll() }
        say("merchant: creating checkout session for \(options.amount) \(options.currency) in \(options.country)")
        let workflow = options.mode == .seamless ? "SDK_SEAMLESS" : "SDK_CHECKOUT"
        let session = try await merchant.createCheckoutSession(
            amount: options.amount, currency: options.currency, country: options.country, workflow: workflow,
            callbackURL: Self.callbackURL
        ).checkoutSession
        say("checkout session \(session) (\(workflow))")
        let presenter = makePresenter()
        if options.facade { return try await facade(session: session, presenter: presenter) }
        switch options.mode {
        case .seamless:
            return await client.seamlessPayment(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: options.country, language: options.language,
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

    private func makePresenter() -> NarratingPresenter {
        let card = options.card ?? options.scenario.defaultCard
        let presenter = NarratingPresenter(
            customer: options.scenario.customer(card: card, canPayQRCode: sandbox != nil), print: say)
        guard let sandbox else { return presenter }
        let say = say
        let client = client
        let approve = options.scenario != .decline && options.scenario != .cancel
        presenter.onQRCode = { qrCode in
            guard approve else { return }
            say("shopper scans the QR code in the bank app and pays")
            try? await sandbox.payQRCode(paymentID: qrCode.paymentID)
        }
        presenter.onRedirect = { redirect in
            say("shopper \(approve ? "approves" : "rejects") the payment at the bank and returns to the app")
            try? await sandbox.completeRedirect(paymentID: redirect.paymentID, approved: approve)
            guard
                let session = await sandbox.ledger().first(where: { $0.paymentID == redirect.paymentID })?
                    .checkoutSession
            else { return }
            let link = URL(string: "\(Self.callbackURL)?checkout_session=\(session)")!
            say("app receives deep link \(link.absoluteString): accepted=\(client.receiveDeeplink(link))")
        }
        return presenter
    }

    /// Full (list, selection, startPayment) or Lite (method given): the merchant creates the payment.
    private func merchantCheckout(session: String, presenter: NarratingPresenter) async throws -> PaymentOutcome {
        let delegate = DemoDelegate(
            checkoutSession: session, countryCode: options.country, language: options.language, presenter: presenter,
            say: say)
        delegate.onToken = merchantCreatesPayment(
            session: session,
            then: { [client] in
                try? await client.continuePayment(checkoutSession: session)
            })
        let task: Task<PaymentOutcome, Never>
        if options.mode == .full {
            let list = await client.getPaymentMethodViewAsync(delegate: delegate)
            say("payment-method list: " + list.items.map(\.title).joined(separator: ", "))
            guard
                let item = list.items.first(where: { $0.paymentMethodType == options.method && $0.vaultedToken == nil })
            else { throw DemoError.methodNotOffered(options.method) }
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
        say("facade: Yuno.initialize(client:) — the shared client")
        if options.mode == .seamless {
            let result = await Yuno.startPaymentSeamlessLite(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: options.country, language: options.language,
                    viewController: presenter),
                paymentSelected: method)
            say("facade: Yuno.startPaymentSeamlessLite → .\(result)")
            return await client.outcome(forCheckoutSession: session)
                ?? PaymentOutcome(result: result, checkoutSession: session)
        }
        let delegate = DemoDelegate(
            checkoutSession: session, countryCode: options.country, language: options.language, presenter: presenter,
            say: say)
        delegate.onToken = merchantCreatesPayment(
            session: session,
            then: { [say] in
                say("facade: Yuno.continuePayment()")
                Yuno.continuePayment()
            })
        let list = await Yuno.getPaymentMethodViewAsync(delegate: delegate)
        guard let item = list.items.first(where: { $0.paymentMethodType == options.method && $0.vaultedToken == nil })
        else { throw DemoError.methodNotOffered(options.method) }
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
            checkoutSession: session, countryCode: options.country, language: options.language, presenter: nil,
            say: say)
        let tokens = AsyncStream.makeStream(of: String.self)
        delegate.onToken = { token in tokens.continuation.yield(token) }
        let flow = client.startPaymentRender(paymentMethodSelected: method, with: delegate)
        if let form = await flow.formView(paymentMethodSelected: method, with: delegate) {
            let card = options.card ?? options.scenario.defaultCard
            say("render: embedding the card form (\(form.visibleFields.map(\.rawValue).joined(separator: ", ")))")
            form.number = card.number
            form.expiry = card.expiry
            form.securityCode = card.securityCode
            form.holderName = card.holderName
            say("render: merchant's pay button → submitForm() for \(form.maskedNumber ?? "an invalid card")")
            flow.submitForm()
        } else {
            say("render: no form needed; merchant's pay button → submitForm()")
            flow.submitForm()
        }
        var iterator = tokens.stream.makeAsyncIterator()
        if let token = await iterator.next() {
            await merchantCreatesPayment(session: session, then: {})(token)
            if let view = await flow.continuePayment() {
                say("render: additional view \(view.kind)")
                answer(view)
            } else {
                say("render: no additional view needed")
            }
        }
        return await flow.task?.value ?? PaymentOutcome(result: .internalError, checkoutSession: session)
    }

    private func answer(_ view: PaymentActionView) {
        switch view.kind {
        case .threeDSChallenge:
            let outcome: ThreeDSChallengeOutcome =
                switch options.scenario {
                case .challengeFail: .failed
                case .challengeAbandon: .abandoned
                default: .authenticated
                }
            say("render: shopper answers the challenge: \(outcome.rawValue)")
            view.completeChallenge(outcome)
        case .walletSheet:
            view.answerWalletSheet(options.scenario == .cancel ? .cancelled : .authorized)
        case .qrCode(let qrCode):
            if let sandbox, options.scenario != .cancel {
                Task { try? await sandbox.payQRCode(paymentID: qrCode.paymentID) }
            } else {
                view.closeQRCode()
            }
        case .redirect(let redirect):
            say("render: the app opens \(redirect.url.absoluteString)")
            guard let sandbox else { return }
            let approve = options.scenario != .decline && options.scenario != .cancel
            Task { @MainActor [client, say] in
                try? await sandbox.completeRedirect(paymentID: redirect.paymentID, approved: approve)
                guard
                    let session = await sandbox.ledger().first(where: { $0.paymentID == redirect.paymentID })?
                        .checkoutSession
                else { return }
                let link = URL(string: "\(Self.callbackURL)?checkout_session=\(session)")!
                say("app receives deep link \(link.absoluteString): accepted=\(client.receiveDeeplink(link))")
            }
        }
    }

    /// The merchant's server creating the payment with the token, then `next`.
    private func merchantCreatesPayment(
        session: String, then next: @escaping @MainActor () async -> Void
    ) -> @MainActor (String) async -> Void {
        { [merchant, options, say] token in
            do {
                let payment = try await merchant.createPayment(
                    checkoutSession: session, token: token, type: options.method, amount: options.amount,
                    currency: options.currency, country: options.country)
                say("merchant: POST /v1/payments → \(payment.id) \(payment.status)/\(payment.subStatus)")
                await next()
            } catch {
                say("merchant: payment creation failed: \(error)")
            }
        }
    }

    /// Enrollment: a customer, a customer session, the card form, a vaulted token.
    private func enroll() async throws -> PaymentOutcome {
        let customer = try await merchant.createCustomer(merchantCustomerID: "demo-\(UUID().uuidString.prefix(8))")
        let session = try await merchant.createCustomerSession(customerID: customer.id, country: options.country)
        say("merchant: customer \(customer.id), customer session \(session.customerSession)")
        let delegate = DemoEnrollmentDelegate(
            customerSession: session.customerSession, countryCode: options.country, language: options.language,
            viewController: makePresenter(), say: say)
        let outcome = await client.enrollPayment(with: delegate).value
        if let vaulted = outcome.vaultedToken { say("saved card: vaulted token \(vaulted)") }
        return outcome
    }
}
