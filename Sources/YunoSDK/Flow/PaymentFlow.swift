import Foundation

/// The actor that owns one flow's state, from validation to its single result.
///
/// A ``YunoClient`` creates one per started flow (Seamless, Full, Lite, render or enrollment) and drives it; apps
/// observe it through ``state``. The flow is an explicit state machine (``FlowState``): an illegal move is a typed
/// error, and state is re-checked after every suspension because actor methods are reentrant. `finished` is
/// terminal, so a flow delivers exactly one result.
///
/// Isolation: its own actor. Presenter and delegate calls hop to the main actor; requests run on the transport.
public actor PaymentFlow {
    /// The checkout session (or, for enrollment, the customer session) the flow works on.
    public nonisolated let checkoutSession: String
    /// The idempotency key of this flow's payment creation: one per flow, reused by every retry.
    nonisolated let idempotencyKey: String
    let context: FlowContext
    private var machine = FlowStateMachine()
    private var payment: Payment?
    private var presenter: (any YunoPresenter)?
    private var loaderHeld = false
    private var continueAccepted = false
    private var registeredDeepLink = false
    private nonisolated let signals: AsyncStream<FlowSignal>
    private nonisolated let signalSink: AsyncStream<FlowSignal>.Continuation

    /// Where the flow is now.
    public var state: FlowState { machine.state }

    init(checkoutSession: String, context: FlowContext) {
        self.checkoutSession = checkoutSession
        self.context = context
        self.idempotencyKey = context.options.makeIdempotencyKey()
        (signals, signalSink) = AsyncStream.makeStream(of: FlowSignal.self)
    }

    // MARK: Seamless Lite (SPEC §4.1)

    /// Runs the Seamless Lite flow to its end and returns its outcome; never throws, never returns twice.
    func runSeamless(_ request: CheckoutRequest) async -> PaymentOutcome {
        presenter = request.presenter
        var showStatus = request.showPaymentStatus
        let outcome: PaymentOutcome
        do throws(YunoError) {
            outcome = try await seamlessSteps(request, showStatus: &showStatus)
        } catch {
            outcome = failureOutcome(error)
        }
        return await finish(with: outcome, showStatus: showStatus)
    }

    private func seamlessSteps(_ request: CheckoutRequest, showStatus: inout Bool) async throws(YunoError)
        -> PaymentOutcome
    {
        try await loadMethods(for: request)
        if request.collection == .none, let existing = try await existingPayment() {
            // Reopening a session whose payment waits for the shopper (a PIX QR code): show the same action.
            context.logger.log(.info, "[\(checkoutSession)] resuming payment \(existing.id)")
            try advance(to: .readingStatus)
            return outcome(of: try await runActions(of: existing, showStatus: &showStatus))
        }
        let (token, saveCard) = try await collectAndTokenize(request)
        try advance(to: .creatingPayment)
        let created = try await context.api.createSeamlessPayment(
            session: checkoutSession,
            request: .init(paymentMethod: .init(token: token.token, type: token.type, vaultOnSuccess: saveCard)),
            idempotencyKey: idempotencyKey)
        payment = created  // Recorded before the re-check: a cancelled flow still reports the payment it made.
        try recheck()
        context.logger.log(.info, "[\(checkoutSession)] payment \(created.id) \(created.status.rawValue)")
        return outcome(of: try await runActions(of: created, showStatus: &showStatus))
    }

    // MARK: Full, Lite and render (SPEC §4.2)

    /// Runs a flow whose payment the merchant's server creates: collect, tokenize, hand the token to `delegate`
    /// (on the main actor, once), wait for `continuePayment()`, run the SDK actions, end. Never throws.
    func runMerchantCheckout(_ request: CheckoutRequest, delegate: any YunoPaymentDelegate) async -> PaymentOutcome {
        presenter = request.presenter
        var showStatus = request.showPaymentStatus
        let outcome: PaymentOutcome
        do throws(YunoError) {
            try await loadMethods(for: request)
            let (token, _) = try await collectAndTokenize(request)
            try advance(to: .awaitingMerchantPayment)
            if context.config.keepLoader { loaderHeld = true } else { await hideLoader() }
            await MainActor.run {
                delegate.yunoCreatePayment(with: token.token, information: token.information)
            }
            context.logger.log(.info, "[\(checkoutSession)] token handed to the merchant; waiting for continuePayment")
            showStatus = try await waitForContinue(default: showStatus)
            try advance(to: .readingStatus)
            await showLoader()
            let created = try await merchantPayment()
            payment = created
            try recheck()
            outcome = self.outcome(of: try await runActions(of: created, showStatus: &showStatus))
        } catch {
            outcome = failureOutcome(error)
        }
        return await finish(with: outcome, showStatus: showStatus)
    }

    /// Accepts `continuePayment()` once, when the flow waits for it; false otherwise (a no-op for the caller).
    func acceptContinue(showStatus: Bool) -> Bool {
        guard machine.state == .awaitingMerchantPayment, !continueAccepted else { return false }
        continueAccepted = true
        signal(.continuePayment(showStatus: showStatus))
        return true
    }

    /// Hides the loader the flow holds because of `keepLoader`.
    func releaseLoader() async {
        loaderHeld = false
        await hideLoader()
    }

    /// Delivers a signal to the flow; ignored when nothing waits for it.
    nonisolated func signal(_ signal: FlowSignal) {
        signalSink.yield(signal)
    }

    private func waitForContinue(default showStatus: Bool) async throws(YunoError) -> Bool {
        for await signal in signals {
            if case .continuePayment(let show) = signal {
                try recheck()
                loaderHeld = false  // `continuePayment()` ends a `keepLoader` hold.
                return show
            }
        }
        throw .cancelled
    }

    /// The payment the merchant created for the session; a clear error when there is none yet.
    private func merchantPayment() async throws(YunoError) -> Payment {
        do {
            return try await context.api.sessionPayment(session: checkoutSession)
        } catch .server(404, _, _) {
            throw .paymentNotCreated
        }
    }

    // MARK: Enrollment (SPEC §4.2)

    /// Runs an enrollment: the customer session's methods, the card form, the enrollment. Never throws.
    func runEnrollment(_ request: EnrollmentFlowRequest) async -> PaymentOutcome {
        presenter = request.presenter
        let outcome: PaymentOutcome
        do throws(YunoError) {
            try advance(to: .validating)
            try advance(to: .loadingPaymentMethods)
            await showLoader()
            let methods = try await context.api.enrollmentMethods(customerSession: checkoutSession)
            guard methods.contains(where: { $0.type == "CARD" && $0.vaultedToken == nil }) else {
                throw .paymentMethodNotAvailable("CARD")
            }
            guard let presenter = request.presenter else { throw .missingPresenter(purpose: "the card form") }
            try advance(to: .collectingCard)
            var card: CardDetails? = try await collectCard(with: presenter, language: request.language).0
            try advance(to: .enrolling)
            let body = EnrollmentRequest(paymentMethod: .init(type: "CARD", card: card.map(Self.tokenCard)))
            card = nil  // The CVC lives only until the enrollment request exists.
            let response = try await context.api.enroll(customerSession: checkoutSession, request: body)
            try recheck()
            context.logger.log(.info, "[\(checkoutSession)] enrollment \(response.status.rawValue)")
            outcome = PaymentOutcome(
                result: response.status.result, checkoutSession: checkoutSession,
                enrollmentStatus: response.status, vaultedToken: response.vaultedToken)
        } catch {
            outcome = failureOutcome(error)
        }
        return await finish(with: outcome, showStatus: request.showPaymentStatus)
    }

    // MARK: Shared steps

    private func loadMethods(for request: CheckoutRequest) async throws(YunoError) {
        try advance(to: .validating)
        try advance(to: .loadingPaymentMethods)
        await showLoader()
        let methods = try await context.api.paymentMethods(session: checkoutSession)
        try recheck()
        if let vaulted = request.vaultedToken {
            guard methods.contains(where: { $0.vaultedToken == vaulted && $0.type == request.paymentMethodType })
            else { throw .vaultedTokenNotAvailable }
        } else if !methods.contains(where: { $0.type == request.paymentMethodType && $0.vaultedToken == nil }) {
            throw .paymentMethodNotAvailable(request.paymentMethodType)
        }
    }

    /// The form when needed, then the one-time token. Returns the token and whether the shopper asked to save
    /// the card.
    private func collectAndTokenize(_ request: CheckoutRequest) async throws(YunoError) -> (TokenResponse, Bool) {
        var card: CardDetails?
        var saveCard = false
        if request.needsCardForm, let presenter = request.presenter {
            try advance(to: .collectingCard)
            (card, saveCard) = try await collectCard(with: presenter, language: request.language)
        } else if let confirmation = request.confirmation, let presenter = request.presenter {
            let confirmed = try await MainActorPresentation.run(
                confirmation, dismiss: { presenter.dismissPresentedUI() })
            guard confirmed else { throw .cancelled }
        }
        try advance(to: .tokenizing)
        let tokenRequest = TokenRequest(
            paymentMethod: .init(
                type: request.paymentMethodType, vaultOnSuccess: saveCard, vaultedToken: request.vaultedToken,
                card: card.map(Self.tokenCard)))
        card = nil  // The CVC lives only until the token exists.
        let token = try await context.api.createToken(session: checkoutSession, request: tokenRequest)
        try recheck()
        context.logger.log(.debug, "[\(checkoutSession)] token created for \(token.type)")
        return (token, saveCard)
    }

    /// Shows the card form until the shopper submits a valid card or cancels.
    ///
    /// Main-actor work is batched (hiding the loader with creating the form; presenting, validating and showing the
    /// loader again in one presentation) because every hop to the main actor is a thread switch per flow.
    private func collectCard(
        with presenter: any YunoPresenter, language: YunoLanguage
    ) async throws(YunoError) -> (CardDetails, Bool) {
        let config = context.config
        let now = context.options.now
        let form = await MainActor.run {
            presenter.hideLoader()
            return CardForm(
                configuration: .init(
                    hidesCardholderName: config.hideCardholderName, showsSaveCard: config.saveCardEnabled,
                    formType: config.cardFormType, language: language),
                now: now)
        }
        for _ in 0..<Self.maximumFormAttempts {
            typealias Attempt = (CardFormOutcome, Result<CardDetails, CardFormError>?, Bool)
            let (answer, submission, saveCard): Attempt = try await MainActorPresentation.run(
                { @MainActor () async -> Attempt in
                    let answer = await presenter.presentCardForm(form)
                    guard answer == .submitted else { return (answer, nil, false) }
                    let submission = form.submit()
                    if case .success = submission { presenter.showLoader() }
                    return (answer, submission, form.vaultsOnSuccess)
                }, dismiss: { presenter.dismissPresentedUI() })
            try recheck()
            guard answer == .submitted, let submission else { throw .cancelled }
            switch submission {
            case .success(let card): return (card, saveCard)
            case .failure(let error): context.logger.log(.debug, "[\(checkoutSession)] card form invalid: \(error)")
            }
        }
        throw .invalidCard(await MainActor.run { form.submit().failureValue } ?? CardFormError(fieldErrors: [:]))
    }

    /// The session's existing payment, or `nil` when it has none.
    private func existingPayment() async throws(YunoError) -> Payment? {
        do {
            let existing = try await context.api.sessionPayment(session: checkoutSession)
            try recheck()
            payment = existing
            return existing
        } catch .server(404, _, _) {
            return nil
        }
    }

    // MARK: SDK actions (SPEC §4.1 step 5)

    /// Runs every SDK action the payment needs, then returns how they ended.
    private func runActions(of created: Payment, showStatus: inout Bool) async throws(YunoError) -> ActionEnd {
        var current = created
        while current.needsSDKAction, let action = current.action {
            guard let presenter else { throw .missingPresenter(purpose: "the \(action.type) action") }
            switch action.type {
            case "THREE_D_SECURE":
                current = try await authenticate(current, action: action, presenter: presenter)
            case "QR_CODE":
                guard let qrCode = action.qrCode else { throw .unsupportedAction("QR_CODE without a code") }
                try advance(to: .showingQRCode)
                guard let settled = try await showQRCode(qrCode, of: current, presenter: presenter) else {
                    return .shopperClosedQRCode(current)
                }
                current = settled
            case "WALLET":
                try advance(to: .awaitingWallet)
                await hideLoader()
                let sheet = WalletSheet(
                    paymentMethodType: action.wallet?.type ?? current.paymentMethod?.type ?? "WALLET",
                    amount: current.amount?.value ?? 0, currency: current.amount?.currency ?? "",
                    countryCode: current.country ?? "")
                let answer = try await MainActorPresentation.run(
                    { await presenter.presentWalletSheet(sheet) }, dismiss: { presenter.dismissPresentedUI() })
                try recheck()
                guard answer == .authorized else { return .shopperCancelledWallet(current) }
                await showLoader()
                current = try await context.api.submitWalletResult(session: checkoutSession)
                try advance(to: .readingStatus)
            case "REDIRECT":
                showStatus = try await redirect(current, action: action, presenter: presenter, showStatus: showStatus)
                // The URL's own claim is never trusted: the backend says how the redirect ended. A payment still
                // pending after the shopper came back is reported as processing, not redirected again.
                let returned = try await context.api.sessionPayment(session: checkoutSession)
                payment = returned
                try recheck()
                return .payment(returned)
            default:
                throw .unsupportedAction(action.type)
            }
            payment = current
            try recheck()
        }
        return .payment(current)
    }

    private func authenticate(
        _ payment: Payment, action: Payment.Action, presenter: any YunoPresenter
    ) async throws(YunoError) -> Payment {
        guard let threeDS = action.threeDSecure, let url = URL(string: threeDS.challengeUrl) else {
            throw .unsupportedAction("THREE_D_SECURE without a challenge")
        }
        try advance(to: .authenticating)
        await hideLoader()
        let challenge = ThreeDSChallenge(
            paymentID: payment.id, transactionID: threeDS.transactionId, challengeURL: url,
            timeout: max(context.options.challengeTimeout, YunoClient.Options.minimumChallengeTimeout))
        let answer = try await present(challenge, with: presenter)
        context.logger.log(.info, "[\(checkoutSession)] 3DS challenge \(answer.rawValue)")
        await showLoader()
        _ = try await context.api.submitThreeDSResult(
            session: checkoutSession,
            request: .init(transactionId: threeDS.transactionId, result: Self.wireValue(of: answer)))
        try advance(to: .readingStatus)
        return try await context.api.sessionPayment(session: checkoutSession)
    }

    /// Shows the challenge until the shopper answers, the timeout passes (→ abandoned) or the task is cancelled.
    private func present(
        _ challenge: ThreeDSChallenge, with presenter: any YunoPresenter
    ) async throws(YunoError) -> ThreeDSChallengeOutcome {
        let sleep = context.options.sleep
        let answer = try await MainActorPresentation.run(
            { await presenter.presentThreeDSChallenge(challenge) }, dismiss: { presenter.dismissPresentedUI() },
            competitor: {
                // The challenge timeout: an unanswered challenge counts as abandoned.
                (try? await sleep(challenge.timeout)) == nil ? nil : .abandoned
            })
        try recheck()
        return answer
    }

    /// Shows the QR code while polling the payment. Returns the settled payment, or `nil` when the shopper
    /// closed the window first (the payment stays PENDING and the same code can be shown again).
    private func showQRCode(
        _ qrCode: Payment.Action.QRCode, of payment: Payment, presenter: any YunoPresenter
    ) async throws(YunoError) -> Payment? {
        await hideLoader()
        let model = QRCodePayment(
            paymentID: payment.id, code: qrCode.code, expiresAt: qrCode.expiresAt, amount: payment.amount?.value,
            currency: payment.amount?.currency)
        let api = context.api
        let session = checkoutSession
        let sleep = context.options.sleep
        let interval = context.options.statusPollInterval
        let race: QRCodeRace = try await MainActorPresentation.run(
            {
                await presenter.presentQRCode(model)
                return .closedByShopper
            }, dismiss: { presenter.dismissPresentedUI() },
            competitor: {
                while !Task.isCancelled {
                    guard (try? await sleep(interval)) != nil else { return nil }
                    // A failed poll is retried at the next tick; only cancellation stops the loop.
                    if let polled = try? await api.sessionPayment(session: session), polled.status != .pending {
                        return .settled(polled)
                    }
                }
                return nil
            })
        try recheck()
        switch race {
        case .settled(let settled): return settled
        case .closedByShopper: return nil
        }
    }

    /// Opens the redirect page and waits for the deep link back; returns whether to show the status screen.
    private func redirect(
        _ payment: Payment, action: Payment.Action, presenter: any YunoPresenter, showStatus: Bool
    ) async throws(YunoError) -> Bool {
        guard let redirect = action.redirect, let url = URL(string: redirect.url) else {
            throw .unsupportedAction("REDIRECT without a URL")
        }
        guard let callback = redirect.callbackUrl.flatMap(URL.init(string:)), let scheme = callback.scheme else {
            throw .missingCallbackURL
        }
        try advance(to: .awaitingRedirect)
        let session = checkoutSession
        let deepLinks = context.deepLinks
        await MainActor.run { deepLinks.expect(session: session, scheme: scheme, flow: self) }
        registeredDeepLink = true
        await hideLoader()
        let model = RedirectAction(paymentID: payment.id, url: url, returnScheme: scheme)
        _ = try await MainActorPresentation.run(
            { await presenter.openRedirect(model) }, dismiss: { presenter.dismissPresentedUI() })
        for await signal in signals {
            if case .deepLinkReturned(let show) = signal {
                try advance(to: .readingStatus)
                await showLoader()
                return show
            }
        }
        throw .cancelled
    }

    // MARK: Ending

    private func outcome(of end: ActionEnd) -> PaymentOutcome {
        switch end {
        case .payment(let payment):
            return PaymentOutcome(
                result: payment.status.result, checkoutSession: checkoutSession, paymentID: payment.id,
                status: payment.status, subStatus: payment.subStatus)
        case .shopperClosedQRCode(let payment):
            return PaymentOutcome(
                result: .processing, checkoutSession: checkoutSession, paymentID: payment.id, status: .pending,
                subStatus: "CLOSED_BY_USER")
        case .shopperCancelledWallet(let payment):
            return PaymentOutcome(
                result: .userCancelled, checkoutSession: checkoutSession, paymentID: payment.id,
                status: payment.status, subStatus: payment.subStatus, error: .cancelled)
        }
    }

    private func failureOutcome(_ error: YunoError) -> PaymentOutcome {
        let result: Yuno.Result = error == .cancelled ? .userCancelled : .internalError
        let level: YunoLogger.Level = error == .cancelled ? .info : .error
        context.logger.log(level, "[\(checkoutSession)] flow ended: \(error)")
        return PaymentOutcome(
            result: result, checkoutSession: checkoutSession, paymentID: payment?.id, status: payment?.status,
            subStatus: payment?.subStatus, error: error)
    }

    /// Moves to `finished` (the only way there), shows the status screen when asked and hides the loader.
    private func finish(with outcome: PaymentOutcome, showStatus: Bool) async -> PaymentOutcome {
        if registeredDeepLink {
            let session = checkoutSession
            let deepLinks = context.deepLinks
            await MainActor.run { deepLinks.remove(session: session, flow: self) }
        }
        signalSink.finish()
        var screenWanted = showStatus && outcome.result != .userCancelled && !Task.isCancelled && presenter != nil
        if screenWanted {
            do throws(YunoError) {
                try machine.move(to: .presentingStatus)
            } catch {
                context.logger.log(.error, "[\(checkoutSession)] no status screen: \(error)")
                screenWanted = false
            }
        }
        if let presenter, screenWanted {
            let screen = PaymentStatusScreen(
                result: outcome.result, status: outcome.status, subStatus: outcome.subStatus,
                paymentID: outcome.paymentID, amount: payment?.amount?.value, currency: payment?.amount?.currency,
                date: payment.map { _ in context.options.now() })
            await hideLoader()
            _ = try? await MainActorPresentation.run(
                { await presenter.presentPaymentStatus(screen) }, dismiss: { presenter.dismissPresentedUI() })
        }
        try? machine.move(to: .finished(outcome.result))
        if !(context.config.keepLoader && loaderHeld) { await hideLoader() }
        context.logger.log(.info, "[\(checkoutSession)] \(outcome)")
        return outcome
    }

    // MARK: Helpers

    /// Moves the state machine, after checking that the flow is still wanted.
    private func advance(to next: FlowState) throws(YunoError) {
        try recheck()
        try machine.move(to: next)
    }

    /// Re-checks after a suspension: a cancelled task or a finished flow stops here.
    private func recheck() throws(YunoError) {
        if Task.isCancelled { throw .cancelled }
        if machine.isFinished { throw .illegalTransition(from: machine.state.description, to: "continue") }
    }

    private func showLoader() async {
        guard let presenter else { return }
        await presenter.showLoader()
    }

    private func hideLoader() async {
        guard let presenter, !loaderHeld else { return }
        await presenter.hideLoader()
    }

    private static let maximumFormAttempts = 20

    static func tokenCard(_ card: CardDetails) -> TokenRequest.Card {
        TokenRequest.Card(
            number: card.number, expirationMonth: card.expirationMonth, expirationYear: card.expirationYearTwoDigits,
            securityCode: card.securityCode, holderName: card.holderName)
    }

    private static func wireValue(of outcome: ThreeDSChallengeOutcome) -> String {
        switch outcome {
        case .authenticated: "AUTHENTICATED"
        case .failed: "NOT_AUTHENTICATED"
        case .abandoned: "ABANDONED"
        }
    }
}

extension Result {
    fileprivate var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
