import Foundation

/// The actor that owns one flow's state, from validation to its single result.
///
/// A ``YunoClient`` creates one per started flow (Seamless, Full, Lite, render or enrollment) and drives it; apps
/// observe it through ``state``. The flow's whole state is one value (`FlowStateMachine`): the actor runs the work
/// that value asks for, performs the actions its events return, and keeps no state of its own. Because actor
/// methods are reentrant, the state is re-checked
/// after every suspension. A flow delivers exactly one result; once a payment may exist, every ending (a
/// cancellation, a lost answer, an error) reads the backend first and names the payment with its real status.
///
/// Isolation: its own actor; it runs in the task that started it. Presenter and delegate calls run on the main
/// actor, in the order the flow makes them (the loader's are posted, not waited for); requests run on the
/// transport. ``YunoClient/cancelFlow(checkoutSession:)`` or cancelling the starting task ends it.
public actor PaymentFlow {
    /// What one SDK action led to.
    private enum ActionStep {
        /// The payment as the backend answered after the action; it may ask for another.
        case next(Payment)
        /// The flow ends here.
        case ended(FlowEnding)
    }

    /// The checkout session (or, for enrollment, the customer session) the flow works on, lowercased.
    public nonisolated var checkoutSession: String { session.id }
    /// The session as the SDK keys and logs it.
    nonisolated let session: CheckoutSession
    /// The idempotency key of this flow's payment creation: one per flow, reused by every retry. Made on first
    /// use, on the flow's actor: a start runs on the caller's isolation (often the main actor), and the key costs a
    /// system call (`getentropy`).
    private lazy var idempotencyKey = context.settings.makeIdempotencyKey()
    let context: FlowContext
    /// Everything else the flow knows, its work until it runs included.
    private var machine: FlowStateMachine

    /// Where the flow is now.
    public var state: FlowState { machine.flowState }

    init(
        session: CheckoutSession, context: FlowContext, work: FlowWork, presenter: (any YunoPresenter)?,
        showsStatus: Bool
    ) {
        self.session = session
        self.context = context
        self.machine = FlowStateMachine(
            checkoutSession: session.id, work: work, presenter: presenter, showsStatus: showsStatus)
    }

    /// Runs the flow to its end and returns its outcome, with the presenter whose loader the starter hides (the
    /// starter showed it when it claimed the session: see ``YunoClient/launch(session:prepare:deliver:)``); never
    /// throws, never returns twice. A second run is refused, the first one's state untouched.
    func run() async -> (PaymentOutcome, loader: (any YunoPresenter)?) {
        let work: FlowWork
        do throws(YunoError) {
            work = try machine.start()
        } catch {
            return (PaymentOutcome(result: .internalError, checkoutSession: checkoutSession, error: error), nil)
        }
        return await finish(await perform(work))
    }

    /// The flow's work up to its ending: the payment (created, resumed or the merchant's), then its SDK actions.
    private func perform(_ work: FlowWork) async -> FlowEnding {
        do throws(YunoError) {
            try recheck()
            let payment: Payment
            switch work {
            case .seamless(let request): payment = try await seamlessPayment(request)
            case .merchant(let request, let delegate): payment = try await merchantPayment(request, delegate: delegate)
            case .enrollment(let request): return try await enrollmentSteps(request)
            case .cardContinuation: payment = try await continuedCardPayment()
            }
            return try await settle(consume payment)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Seamless Lite (SPEC §4.1)

    /// The session's payment waiting for the shopper, or the payment this flow creates.
    private func seamlessPayment(_ request: CheckoutRequest) async throws(YunoError) -> Payment {
        let collected = try await loadAndCollect(request)
        let token = try await tokenize(request, collected)
        return try await createPayment(
            with: token, saveCard: collected.card?.saveCard ?? false, resumable: request.collection == .none)
    }

    /// The one-time token for `request`'s method and what was `collected` (a card, a wallet's payment token), as a
    /// flow that creates the payment itself reads it (the token and its type).
    private func tokenize(
        _ request: CheckoutRequest, _ collected: Collected
    ) async throws(YunoError) -> TokenResponse {
        let token = try await context.api.createToken(
            session: checkoutSession, request: Self.tokenRequest(request, collected))
        try tokenized(token.type)
        return token
    }

    /// Creates the session's payment with `token` (one idempotency key for every retry).
    ///
    /// `resumable` (a method without a card form): a session reopened after the shopper closed its PIX QR code
    /// already has its one payment, so the backend refuses a second; the session's payment is then read and its
    /// action shown again. Asking first would cost every fresh flow a request answered 404.
    private func createPayment(
        with token: TokenResponse, saveCard: Bool, resumable: Bool
    ) async throws(YunoError) -> Payment {
        try recheck()
        try machine.createPayment()
        let created: Payment
        do {
            created = try await context.api.createSeamlessPayment(
                session: checkoutSession,
                request: .init(paymentMethod: .init(token: token.token, type: token.type, vaultOnSuccess: saveCard)),
                idempotencyKey: idempotencyKey)
        } catch let refusal where resumable && refusal.isDefiniteRefusal {
            guard let existing = try await sessionPaymentIfAny() else { throw refusal }
            context.logger.log(.info, session, "resuming payment \(existing.id)")
            return existing
        }
        context.logger.log(.info, session, "payment \(created.id) \(created.status.rawValue)")
        return created
    }

    // MARK: Full, Lite and render (SPEC §4.2)

    /// Collect, tokenize, hand the token to `delegate` (on the main actor, once), wait for `continuePayment()`,
    /// then read the payment the merchant's server created (its SDK actions run next).
    private func merchantPayment(
        _ request: CheckoutRequest, delegate: any YunoPaymentDelegate
    ) async throws(YunoError) -> Payment {
        let collected = try await loadAndCollect(request, reporting: delegate)
        let token = try await context.api.createToken(
            session: checkoutSession, request: Self.tokenRequest(request, collected))
        try tokenized(token.type)
        try recheck()
        try machine.handTokenToMerchant(holdingLoader: context.config.keepLoader)
        hideLoader()
        await MainActor.run {
            delegate.yunoCreatePayment(with: token.token, information: token.information)
        }
        context.logger.log(.info, session, "token handed to the merchant; waiting for continuePayment")
        try await waitForContinue()
        try machine.readMerchantPayment()
        showLoader()
        return try await sessionPaymentOfMerchant()
    }

    /// Cancels the flow from outside its task (`cancelFlow`): a wait for the shopper (a presentation, a signal)
    /// ends at once; a request in flight is let finish and the flow stops right after it. Once a payment may exist
    /// the flow reads it back and reports its real status, as for any cancellation. Idempotent.
    func cancel() {
        guard let stop = machine.cancel() else { return }
        stop.stopPresentation?()
        stop.signals?.finish()
    }

    /// Shows `operation` through ``MainActorPresentation`` so that ``cancel()`` can end its wait.
    private func present<Value: Sendable>(
        _ operation: @escaping @MainActor @Sendable () async -> Value,
        dismiss: @escaping @MainActor @Sendable () -> Void,
        timeout: MainActorPresentation.Timeout<Value>? = nil,
        competitor: (@Sendable () async -> Value?)? = nil,
        rival: PresentationRival<Value>? = nil
    ) async throws(YunoError) -> Value {
        try recheck()
        defer { machine.presentationEnded() }
        return try await MainActorPresentation.run(
            operation, dismiss: dismiss, timeout: timeout, competitor: competitor, rival: rival,
            stop: { self.machine.presentationStarted(stop: $0) })
    }

    /// Accepts `continuePayment()` once, when the flow waits for it; false otherwise (a no-op for the caller).
    func acceptContinue(showStatus: Bool) -> Bool {
        guard let sink = machine.acceptContinue(showStatus: showStatus) else { return false }
        sink.yield(.continuePayment(showStatus: showStatus))
        return true
    }

    /// Hides the loader the flow holds because of `keepLoader`.
    func releaseLoader() async {
        guard let presenter = machine.releaseLoader() else { return }
        await presenter.hideLoader()
    }

    private func waitForContinue() async throws(YunoError) {
        for await signal in machine.signals().signals {
            if case .continuePayment = signal {
                try recheck()
                return
            }
        }
        throw .cancelled
    }

    /// The payment the merchant created for the session; a clear error when there is none yet.
    private func sessionPaymentOfMerchant() async throws(YunoError) -> Payment {
        do {
            return try await context.api.sessionPayment(session: checkoutSession)
        } catch let error where error.httpStatus == 404 {
            throw .paymentNotCreated
        }
    }

    // MARK: Headless continuation (Yuno 2.18 `continueCardPayment`)

    /// The session's card payment, which the merchant's server created from a headless token; its SDK actions run
    /// next. A payment of another method is refused with the backend's status read (CARD only, as Yuno publishes).
    private func continuedCardPayment() async throws(YunoError) -> Payment {
        try machine.readSessionPayment()
        let payment = try await sessionPaymentOfMerchant()
        try recheck()
        guard payment.paymentMethod?.type?.uppercased() == "CARD" else {
            let type = LogSafe.excerpt(payment.paymentMethod?.type ?? "UNKNOWN", limit: 40)
            throw .unsupportedAction("\(type) (continueCardPayment continues CARD payments only)")
        }
        return payment
    }

    // MARK: Enrollment (SPEC §4.2)

    /// The customer session's methods to enroll, the card form, then Yuno's two enrollment writes: the published
    /// enroll (a READY_TO_ENROLL payment method; still `collectingCard`, since it saves nothing) and the [ours] card
    /// step (`enrolling`: from here a lost answer is read back by the method's id). Both carry the flow's key.
    private func enrollmentSteps(_ request: EnrollmentFlowRequest) async throws(YunoError) -> FlowEnding {
        let methods = try await context.api.enrollmentMethods(customerSession: checkoutSession)
        guard methods.paymentMethods.contains(where: \.isCard) else { throw .paymentMethodNotAvailable("CARD") }
        guard let presenter = machine.presenter else { throw .missingPresenter(purpose: "the card form") }
        await request.didSelectMethod("CARD")
        try recheck()
        try machine.collectCard()
        // Only the request body keeps the card (and its CVC); the collected details go out of scope here.
        let body = EnrollmentCardRequest(
            card: try await collectCard(with: presenter, language: request.language, purpose: .enrollment).card)
        let id = try await context.api.readyToEnrollCard(
            customerSession: checkoutSession, country: request.countryCode, idempotencyKey: idempotencyKey)
        try recheck()
        try machine.enroll(paymentMethodID: id)
        let response = try await context.api.enrollCard(
            customerSession: checkoutSession, paymentMethodID: id, request: body, idempotencyKey: idempotencyKey)
        context.logger.log(.info, session, "enrollment \(response.status.rawValue)")
        return .enrollment(response)
    }

    // MARK: Shared steps

    /// The session's methods (and, for the SDK's own card form, its amount), then what the shopper gives: the
    /// amount lives only here, not in the frame of the flow's payment, which waits on until the payment exists.
    ///
    /// `delegate` (Full, Lite, render) hears the card form's installment selection.
    private func loadAndCollect(
        _ request: CheckoutRequest, reporting delegate: (any YunoPaymentDelegate)? = nil
    ) async throws(YunoError) -> Collected {
        let amount = try await loadMethods(for: request, readingAmount: showsAmountOnForm(request))
        return try await collect(request, amount: amount?.reporting(to: delegate))
    }

    /// The session's methods, checked against `request`; when `readingAmount`, the session's amount too (see
    /// ``loadMethodsAndAmount(for:)``).
    private func loadMethods(
        for request: CheckoutRequest, readingAmount: Bool
    ) async throws(YunoError) -> FormAmount? {
        guard readingAmount else {
            try await loadMethods(for: request)
            return nil
        }
        return try await loadMethodsAndAmount(for: request)
    }

    /// The session's methods and its amount, read at the same time (one round trip, not two, before the form
    /// shows). The amount only labels the pay button: a failed read leaves it a plain "Pay" and the flow goes on.
    ///
    /// A function of its own (PERFORMANCE.md, "Hot paths"): the `async let` puts its child task's storage in this
    /// frame (about 1.6 KB), and a flow's task keeps the slabs of the deepest frames it reached until it ends. In the
    /// caller, every flow paid it, though only the SDK's own screens read the amount.
    private func loadMethodsAndAmount(for request: CheckoutRequest) async throws(YunoError) -> FormAmount? {
        let api = context.api
        let session = checkoutSession
        async let summary = try? await api.checkoutSession(session: session)
        try await loadMethods(for: request)
        return await summary.flatMap(FormAmount.init(summary:))
    }

    /// Whether `request`'s card form is shown by a presenter that puts the amount on its pay button (the SDK's own
    /// screens: ``CheckoutAmountShowing``).
    private func showsAmountOnForm(_ request: CheckoutRequest) -> Bool {
        guard request.needsCardForm, let presenter = machine.presenter else { return false }
        if let reporter = presenter as? EventReportingPresenter { return reporter.showsAmounts }
        return presenter is any CheckoutAmountShowing
    }

    private func loadMethods(for request: CheckoutRequest) async throws(YunoError) {
        let methods = try await context.api.paymentMethods(session: checkoutSession)
        try recheck()
        if let vaulted = request.vaultedToken {
            guard methods.contains(where: { $0.vaultedToken == vaulted && $0.type == request.paymentMethodType })
            else { throw .vaultedTokenNotAvailable }
        } else if !methods.contains(where: { $0.type == request.paymentMethodType && $0.vaultedToken == nil }) {
            throw .paymentMethodNotAvailable(request.paymentMethodType)
        }
    }

    /// What a flow collected before its one-time token: the card of the card form, or the wallet sheet's payment
    /// token; neither for a method that needs nothing.
    private struct Collected {
        var card: CollectedCard?
        var wallet: TokenRequest.Wallet?
    }

    /// The card form when the request needs one (its card); otherwise the confirmation when it has one (render
    /// mode's `submitForm()`), then the wallet sheet for a wallet (its payment token). The flow is then `tokenizing`.
    private func collect(_ request: CheckoutRequest, amount: FormAmount?) async throws(YunoError) -> Collected {
        var collected = Collected()
        if request.needsCardForm, let presenter = machine.presenter {
            try machine.collectCard()
            collected.card = try await collectCard(
                with: presenter, language: request.language, purpose: .payment, amount: amount)
        } else if let presenter = machine.presenter {
            if let confirmation = request.confirmation {
                let confirmed = try await present(
                    confirmation, dismiss: { presenter.dismissPresentedUI() })
                guard confirmed else { throw .cancelled }
            }
            if request.collection == .walletSheet, request.vaultedToken == nil {
                collected.wallet = try await authorizeWallet(request, presenter: presenter)
            }
        }
        try recheck()
        try machine.tokenize()
        return collected
    }

    /// The wallet sheet, before any token or payment (Yuno's published Apple Pay order): the session's amount is read,
    /// the sheet shown, and its payment token returned for the one-time token. A closed sheet cancels the flow with
    /// nothing created.
    private func authorizeWallet(
        _ request: CheckoutRequest, presenter: any YunoPresenter
    ) async throws(YunoError) -> TokenRequest.Wallet {
        try recheck()
        try machine.authorizeWallet()
        let summary = try await context.api.checkoutSession(session: checkoutSession)
        guard let amount = summary.amount else {
            throw .invalidResponse(operation: "checkout session", detail: "no amount for the wallet sheet")
        }
        let sheet = WalletSheet(
            paymentMethodType: request.paymentMethodType, amount: amount.value, currency: amount.currency,
            countryCode: summary.country ?? request.countryCode)
        let answer = try await present(
            { @MainActor () async -> WalletSheetOutcome in
                presenter.hideLoader()
                let answer = await presenter.presentWalletSheet(sheet)
                if case .authorized = answer, !Task.isCancelled { presenter.showLoader() }
                return answer
            }, dismiss: { presenter.dismissPresentedUI() })
        try recheck()
        guard case .authorized(let paymentData) = answer, !paymentData.isEmpty else { throw .cancelled }
        context.logger.log(.info, session, "wallet sheet authorized; tokenizing its payment token")
        return TokenRequest.Wallet(paymentData: paymentData)
    }

    /// The token request for `request`'s method and what was `collected`.
    private static func tokenRequest(_ request: CheckoutRequest, _ collected: Collected) -> TokenRequest {
        TokenRequest(
            paymentMethod: .init(
                type: request.paymentMethodType, vaultOnSuccess: collected.card?.saveCard ?? false,
                vaultedToken: request.vaultedToken, card: collected.card?.card, wallet: collected.wallet))
    }

    /// Checks that the flow is still wanted once its one-time token (of payment-method `type`) exists.
    private func tokenized(_ type: String) throws(YunoError) {
        try recheck()
        context.logger.log(.debug, session, "token created for \(type)")
    }

    /// Shows the card form until the shopper submits a valid card or cancels; `purpose` says whether the card pays
    /// ("Pay") or is saved for the customer ("Save card").
    ///
    /// Main-actor work is batched (hiding the loader, presenting, validating and showing the loader again in one
    /// presentation; the form is made here) because every hop to the main actor is a thread switch per flow.
    private func collectCard(
        with presenter: any YunoPresenter, language: YunoLanguage, purpose: YunoFlowPurpose, amount: FormAmount? = nil
    ) async throws(YunoError) -> CollectedCard {
        // Three fields read in place: a copy of the whole configuration would retain and release all of it.
        let form = CardForm(
            configuration: .init(
                hidesCardholderName: context.config.hideCardholderName,
                showsSaveCard: purpose == .payment && context.config.saveCardEnabled,
                formType: context.config.cardFormType, language: language, purpose: purpose),
            now: context.settings.now)
        var refusal: CardFormError?
        for attempt in 0..<Self.maximumFormAttempts {
            let answer = try await present(
                { @MainActor [refusal] () async -> CardFormAttempt in
                    if attempt == 0 {
                        presenter.hideLoader()
                        if let amount { Self.offerInstallments(amount, in: form) }
                        if let amount { (form.amount, form.currency) = (amount.value, amount.currency) }
                    }
                    if let refusal {  // The last submission's errors are showing: the form is shown again.
                        form.submissionRefused(refusal)
                        presenter.hideLoader()
                    }
                    guard await presenter.presentCardForm(form) == .submitted else { return .closed }
                    // A presenter that answers after the flow stopped waiting (cancelled, ended): no loader for a
                    // flow that is over — it would stay on screen after the result.
                    guard !Task.isCancelled else { return .closed }
                    // Checked on the flow's actor, not here: the loader shows in the shopper's turn, and a refused
                    // card hides it in the turn that shows the form again.
                    let submission = form.beginSubmission()
                    presenter.showLoader()
                    return .submitted(submission)
                }, dismiss: { presenter.dismissPresentedUI() })
            try recheck()
            switch answer {
            case .closed: throw .cancelled
            case .submitted(let submission):
                if let card = check(submission, refusal: &refusal) { return card }
            }
        }
        let last = refusal ?? CardFormError(fieldErrors: [:])
        await MainActor.run { form.submissionRefused(last) }
        throw .invalidCard(last)
    }

    /// The card `submission` holds, or `nil` with its refusal logged and kept in `refusal`. Synchronous and out of
    /// line: inlined, the checks' values took slots in `collectCard`'s async frame (544 → 800 bytes).
    @inline(never)
    private func check(_ submission: CardFormSubmission, refusal: inout CardFormError?) -> CollectedCard? {
        switch submission.card() {
        case .success(let card):
            return CollectedCard(card, saveCard: submission.saveCard, installment: submission.installment)
        case .failure(let error):
            context.logger.log(.debug, session, "card form invalid: \(error)")
            refusal = error
            return nil
        }
    }

    /// Offers the session's installment plan (read with `amount`) to `form`; the amount's delegate hears the
    /// selection on the main actor, in the turn of each change. A function of its own, not code in the form's
    /// presentation closure.
    @MainActor
    private static func offerInstallments(_ amount: FormAmount, in form: CardForm) {
        guard let plan = amount.installments else { return }
        var reporter: (@MainActor (YunoInstallmentSelected?) -> Void)?
        if let delegate = amount.delegate { reporter = { selection in delegate.onInstallmentSelected(selection) } }
        form.offerInstallments(plan, amount: amount.value, currency: amount.currency, reporter: reporter)
    }

    /// The session's payment, or `nil` when it has none.
    private func sessionPaymentIfAny() async throws(YunoError) -> Payment? {
        do {
            let existing = try await context.api.sessionPayment(session: checkoutSession)
            try recheck()
            return existing
        } catch let error where error.httpStatus == 404 {
            return nil
        }
    }

    // MARK: SDK actions (SPEC §4.1 step 5)

    /// Runs every SDK action the payment asks for (at most `FlowStateMachine.maximumSDKActions`), then returns how
    /// the payment ended.
    ///
    /// The decoded payment is not kept while an action runs (a 3DS page can stay open for minutes): the machine keeps
    /// its ``PaymentSummary``, and each answer is handed on (`consume`) rather than held in this frame.
    private func settle(_ first: consuming Payment) async throws(YunoError) -> FlowEnding {
        var payment = first
        while true {
            let action: SDKAction
            let summary: PaymentSummary
            switch try seen(consume payment) {
            case .end(let settled): return .payment(settled)
            case .fail(let error): throw error
            case .run(let next, let seen): (action, summary) = (next, seen)
            }
            switch try await run(action, of: summary) {
            case .next(let answered): payment = answered
            case .ended(let ending): return ending
            }
        }
    }

    /// What the machine makes of `payment`, the backend's latest answer, after the usual recheck.
    private func seen(_ payment: consuming Payment) throws(YunoError) -> FlowStateMachine.PaymentStep {
        try recheck()
        return try machine.paymentSeen(payment, now: context.settings.now())
    }

    /// Runs one SDK action.
    private func run(_ action: SDKAction, of payment: PaymentSummary) async throws(YunoError) -> ActionStep {
        guard let presenter = machine.presenter else { throw .missingPresenter(purpose: "the payment's SDK action") }
        hideLoader()
        switch action {
        case .threeDSecure(let transactionID, let url, let callback):
            return try await challenge(transactionID, at: url, returningTo: callback, of: payment, presenter: presenter)
        case .qrCode(let code, let expiresAt):
            return try await qrCode(code, expiresAt: expiresAt, of: payment, presenter: presenter)
        case .redirect(let url, let scheme):
            try await redirect(to: url, returnScheme: scheme, paymentID: payment.id, presenter: presenter)
            // The URL's own claim is never trusted: the backend says how the redirect ended. A payment still
            // pending after the shopper came back is reported as processing, not redirected again.
            return .ended(.payment(try await context.api.sessionPayment(session: checkoutSession)))
        }
    }

    /// Opens the bank's 3DS page until it ends — it comes back through the `callback_url`, the shopper closes it,
    /// the app receives the return link, a status poll sees the backend move the payment, or the challenge's time
    /// (an entry in the client's ``TimeoutQueue``) is over — then reports the payment as the backend holds it.
    ///
    /// The bank decides and the backend holds the status (Yuno's "Complete Payment" reference): no request carries a
    /// result, and how the page ended is never read as one. A payment the bank approved is `succeeded` even when the
    /// shopper closed the page afterwards; one still waiting on the bank ends the flow as the backend holds it
    /// (processing), never challenged again by this flow.
    @inline(never)  // One frame per open 3DS page, not its locals in `run(_:of:)`'s (PERFORMANCE.md, "Hot paths").
    private func challenge(
        _ transactionID: String, at url: URL, returningTo callback: URL, of payment: PaymentSummary,
        presenter: any YunoPresenter
    ) async throws(YunoError) -> ActionStep {
        let challenge = ThreeDSChallenge(
            paymentID: payment.id, transactionID: transactionID, challengeURL: url, callbackURL: callback,
            timeout: context.settings.challengeTimeout)
        let ending = try await present(
            { ChallengeWait.page(await presenter.presentThreeDSChallenge(challenge)) },
            dismiss: { presenter.dismissPresentedUI() },
            timeout: .init(timeouts: context.timeouts, delay: challenge.timeout, value: .timedOut),
            rival: challengeRival(returningTo: challenge.callbackScheme))
        try recheck()
        return try await challengeEnded(ending, transactionID, of: payment)
    }

    /// What ends an open 3DS page besides the page itself, with no task waiting while it is open: the return link
    /// (`scheme`), registered with the client's deep links, and the payment's status poll: one ``ChallengeWatch``.
    private func challengeRival(returningTo scheme: String) -> PresentationRival<ChallengeWait> {
        let watch = ChallengeWatch(
            of: self, returnScheme: scheme, timeouts: context.timeouts,
            firstInterval: context.settings.statusPollInterval)
        return watch.rival
    }

    /// After a 3DS page's wait: reads the payment (unless a poll just did) and says what comes next. Its own frame,
    /// never inlined: the read's locals stay out of the frame that waits while the page is open. `payment` is the
    /// payment the page was opened for, whose status is stale once the page ends: never reported (the simulator's
    /// `closed-page-not-read-back` and `timeout-reports-stale-status` mutants report it, and must be caught).
    @inline(never)
    private func challengeEnded(
        _ ending: ChallengeWait, _ transactionID: String, of payment: PaymentSummary
    ) async throws(YunoError) -> ActionStep {
        context.logger.log(
            .info, self.session, "3DS challenge \(transactionID): \(ending.summary); reading the payment")
        if case .returnLink(let showStatus) = ending { machine.deepLinkReturned(showStatus: showStatus) }
        showLoader()
        let read: Payment
        if case .decided(let decided) = ending {
            read = decided
        } else {
            read = try await context.api.sessionPayment(session: checkoutSession)
        }
        // Still waiting on the bank for this challenge: reported as the backend holds it (processing), not opened
        // again. A new challenge (another transaction) is a new action, bounded like any.
        let sameChallenge = read.paymentMethod?.detail?.card?.cardData?.threeDSecure?.transactionId == transactionID
        return read.waitsOnChallenge && sameChallenge ? .ended(.payment(read)) : .next(read)
    }

    /// Shows the QR code while polling the payment, until the payment no longer waits for the shopper or the
    /// shopper closes the window (the payment then stays READY_TO_PAY and the same code can be shown again).
    private func qrCode(
        _ code: String, expiresAt: Date, of payment: PaymentSummary, presenter: any YunoPresenter
    ) async throws(YunoError) -> ActionStep {
        let model = QRCodePayment(
            paymentID: payment.id, code: code, expiresAt: expiresAt, amount: payment.amount,
            currency: payment.currency)
        let api = context.api
        let session = checkoutSession
        let sleep = context.settings.sleep
        let interval = context.settings.statusPollInterval
        let race: QRCodeRace = try await present(
            {
                await presenter.presentQRCode(model)
                return .closedByShopper
            }, dismiss: { presenter.dismissPresentedUI() },
            competitor: {
                while !Task.isCancelled {
                    guard (try? await sleep(interval)) != nil else { return nil }
                    // A failed poll is retried at the next tick; only cancellation stops the loop.
                    if let polled = try? await api.sessionPayment(session: session), !polled.needsSDKAction {
                        return .settled(polled)
                    }
                }
                return nil
            })
        try recheck()
        switch race {
        case .settled(let settled): return .next(settled)
        case .closedByShopper: return .ended(.shopperClosedQRCode(payment))
        }
    }

    /// Opens the redirect page and waits for the deep link back.
    private func redirect(
        to url: URL, returnScheme scheme: String, paymentID: String, presenter: any YunoPresenter
    ) async throws(YunoError) {
        let session = checkoutSession
        let deepLinks = context.deepLinks
        let (signals, sink) = machine.signals()
        await MainActor.run { deepLinks.expect(session: session, scheme: scheme, flow: self) { sink.yield($0) } }
        let model = RedirectAction(paymentID: paymentID, url: url, returnScheme: scheme)
        _ = try await present(
            { await presenter.openRedirect(model) }, dismiss: { presenter.dismissPresentedUI() })
        for await signal in signals {
            if case .deepLinkReturned(let show) = signal {
                try recheck()
                machine.deepLinkReturned(showStatus: show)
                showLoader()
                return
            }
        }
        throw .cancelled
    }

    // MARK: Ending

    /// Ends the flow by performing the actions the machine returns: a read-back when a payment may exist, the
    /// release of the signals and the deep link, the status screen when wanted, then the outcome with the presenter
    /// the starter hides the loader of (in the same main-actor turn as it delivers the outcome).
    private func finish(_ ending: FlowEnding) async -> (PaymentOutcome, loader: (any YunoPresenter)?) {
        var action = machine.end(ending)
        while true {
            switch action {
            case .readBack(let subject):
                action = machine.readBackFinished(await readBack(subject))
            case .release(let signals, let removesDeepLink):
                signals?.finish()
                if removesDeepLink {
                    let session = checkoutSession
                    let deepLinks = context.deepLinks
                    await MainActor.run { deepLinks.remove(session: session, flow: self) }
                }
                action = machine.released(taskCancelled: Task.isCancelled, now: context.settings.now())
            case .presentStatus(let screen, let presenter):
                // Its only failure is a cancellation while shown, which ends the screen's wait; the flow finishes.
                _ = try? await MainActorPresentation.run(
                    {
                        presenter.hideLoader()
                        await presenter.presentPaymentStatus(screen)
                    }, dismiss: { presenter.dismissPresentedUI() })
                action = machine.statusPresented()
            case .finish(let outcome, let loader):
                let level: YunoLogger.Level = outcome.result == .internalError ? .error : .info
                context.logger.log(level, session, "flow ended: \(outcome)")
                return (outcome, loader)
            }
        }
    }

    /// Reads what the backend holds by the one read-back rule (``BoundedReadBack``): on a fresh task that a cancelled
    /// flow does not cancel, bounded by the read-back timeout on the client's deadline queue.
    private func readBack(_ subject: ReadBack.Subject) async -> ReadBack {
        let found = await BoundedReadBack.read(subject, session: checkoutSession, context: context)
        context.logger.log(.info, session, "read back after the flow stopped: \(found.summary)")
        return found
    }

    // MARK: Helpers

    /// Re-checks after a suspension: a cancelled task stops here.
    ///
    /// Never inlined (a hot path: see PERFORMANCE.md's "Hot paths"): it runs after every wait, and inlined, the error it
    /// builds would take slots in the async frame of each of its callers.
    @inline(never)
    private func recheck() throws(YunoError) {
        if machine.isCancelRequested || Task.isCancelled { throw .cancelled }
        if machine.isFinished { throw .illegalTransition(from: machine.flowState.description, to: "continue") }
    }

    /// Runs `call` on the main actor without waiting for it (a thread round trip per call otherwise). A task
    /// isolated to the main actor is enqueued there when it is made, so the presenter sees posted calls in order
    /// with the flow's later main-actor work (a presentation, the delivered result). A queue drained by one
    /// main-actor task would not keep that order: its consumer resumes through the global executor.
    private static func post(_ call: @escaping @MainActor @Sendable () -> Void) {
        Task { @MainActor in call() }
    }

    /// Shows the loader: posted to the main actor, not waited for (a round trip per call otherwise).
    private func showLoader() {
        guard let presenter = machine.presenter else { return }
        Self.post { presenter.showLoader() }
    }

    /// Hides the loader unless the flow holds it (`keepLoader`); posted like ``showLoader()``.
    private func hideLoader() {
        guard let presenter = machine.loaderToHide else { return }
        Self.post { presenter.hideLoader() }
    }

    private static let maximumFormAttempts = 20
}

extension Result {
    fileprivate var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension ReadBack {
    /// One line for the log.
    fileprivate var summary: String {
        switch self {
        case .payment(let payment): "payment \(payment.id) \(payment.status.rawValue)"
        case .enrollment(let method): "payment method \(method.id ?? "?") \(method.status.rawValue)"
        case .nothing: "nothing was created"
        case .unknown: "the backend could not be read"
        }
    }
}
