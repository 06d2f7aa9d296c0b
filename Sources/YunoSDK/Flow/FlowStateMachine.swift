import Foundation

/// The whole state of one flow, as a value the ``PaymentFlow`` actor drives (the shape of async-http-client's
/// `Transaction.StateMachine`): one private `State` whose cases carry everything the flow knows there — the work
/// not yet started, the presenter, the last payment, the signal channel, the handle that stops the presentation
/// now shown, the outcome — and events that check the move and return what the actor must do next. The actor
/// keeps no flags and makes no decision of its own; ``FlowState`` is derived from this value.
///
/// An illegal move is a typed error (``YunoError/illegalTransition(from:to:)``), never a trap; `finished` is
/// terminal, which is what makes a second result impossible. Once a payment may exist (its creation was sent, or
/// the merchant's server was handed the token), every ending asks for a read-back of the backend first, so no
/// ending can hide a payment. The ending is a sequence of actions — ``EndAction/readBack(_:)``,
/// ``EndAction/release(signals:removesDeepLink:)``, ``EndAction/presentStatus(_:on:)``,
/// ``EndAction/finish(_:loader:)`` — each answered by the event named in its documentation.
struct FlowStateMachine: Sendable {
    /// Where an active flow is: the one enum that says so.
    enum Phase: Sendable {
        /// Made, not run; `work` is what ``start()`` hands to the actor, once.
        case idle(FlowWork)
        /// Fetching the session's payment methods (the loader is up).
        case loadingPaymentMethods
        /// The card form (or a confirmation) is shown.
        case collectingCard
        /// A wallet sheet is shown, before any token (its payment token is what gets tokenized).
        case authorizingWallet
        /// Creating the one-time token.
        case tokenizing
        /// Full, Lite, render: the token was handed to the merchant's server, which creates the payment.
        /// `continued`: `continuePayment()` was accepted. `loaderHeld`: ``YunoConfig/keepLoader`` keeps the loader
        /// up until `hideLoader()` or `continuePayment()`.
        case awaitingMerchantPayment(continued: Bool, loaderHeld: Bool)
        /// Seamless: the payment creation was sent; a payment may exist from here on.
        case creatingPayment
        /// Enrollment: the card was sent for `paymentMethodID`; the card may be saved from here on.
        case enrolling(paymentMethodID: String)
        /// An SDK action of `payment` runs; `actionsRun` counts the actions of this flow, this one included.
        case runningAction(SDKAction.Kind, actionsRun: Int)
        /// Reading the payment after an action or `continuePayment()`.
        case readingStatus(actionsRun: Int)
        /// The flow stopped early (`error`) while a payment or enrollment may exist; reading the backend's truth.
        case readingBack(ReadBack.Subject, error: YunoError)
        /// The outcome is known; the signal channel and the deep link are being released.
        case closing(PaymentOutcome)
        /// The status screen shows `outcome`.
        case presentingStatus(PaymentOutcome)
    }

    /// What an active flow holds besides its phase; all of it is released when the flow finishes.
    struct Holdings: Sendable {
        /// The UI the flow draws through.
        var presenter: (any YunoPresenter)?
        /// Whether the status screen is wanted at the end (`continuePayment` and deep links may change it).
        var showsStatus: Bool
        /// A deep link is registered for the flow and must be removed when it ends.
        var expectsDeepLink = false
        /// What the flow keeps of the last payment the backend reported to it (the outcome and the status screen
        /// name it).
        var payment: PaymentSummary?
        /// ``cancel()`` was called: the flow ends at its next check, as if its task had been cancelled.
        var cancelRequested = false
        /// The signals the flow waits for.
        var signals = FlowSignalChannel.unopened
        /// Ends the wait of the presentation now shown, if one is shown (for ``cancel()``).
        var stopPresentation: (@Sendable () -> Void)?
    }

    private enum State: Sendable {
        case active(Phase, Holdings)
        /// Done; `outcome` was delivered. No event leaves this state; the presenter is released.
        case finished(PaymentOutcome)
    }

    /// The most SDK actions one flow runs; a server asking for more ends the flow with
    /// ``YunoError/tooManySDKActions(limit:)`` and the payment's status read back.
    static let maximumSDKActions = 5

    private var state: State
    private let checkoutSession: String
    /// What the flow is for (a payment or an enrollment) and the method it uses, when known from its work: the
    /// status screen's words follow them.
    private let purpose: YunoFlowPurpose
    private let paymentMethodType: String?

    init(checkoutSession: String, work: FlowWork, presenter: (any YunoPresenter)?, showsStatus: Bool) {
        self.checkoutSession = checkoutSession
        self.state = .active(.idle(work), Holdings(presenter: presenter, showsStatus: showsStatus))
        switch work {
        case .seamless(let request), .merchant(let request, _):
            (purpose, paymentMethodType) = (.payment, request.paymentMethodType)
        case .enrollment: (purpose, paymentMethodType) = (.enrollment, "CARD")
        case .cardContinuation: (purpose, paymentMethodType) = (.payment, "CARD")
        }
    }

    // MARK: Observation

    /// The observable state.
    var flowState: FlowState {
        switch state {
        case .finished(let outcome): return .finished(outcome.result)
        case .active(let phase, _):
            switch phase {
            case .idle: return .idle
            case .loadingPaymentMethods: return .loadingPaymentMethods
            case .collectingCard: return .collectingCard
            case .authorizingWallet: return .awaitingWallet
            case .tokenizing: return .tokenizing
            case .awaitingMerchantPayment(let continued, _):
                return continued ? .readingStatus : .awaitingMerchantPayment
            case .creatingPayment: return .creatingPayment
            case .enrolling: return .enrolling
            case .runningAction(let kind, _):
                switch kind {
                case .threeDSecure: return .authenticating
                case .qrCode: return .showingQRCode
                case .redirect: return .awaitingRedirect
                }
            case .readingStatus, .readingBack, .closing: return .readingStatus
            case .presentingStatus: return .presentingStatus
            }
        }
    }

    var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    /// Whether ``cancel()`` was called (the task's own cancellation is the actor's to read).
    var isCancelRequested: Bool {
        if case .active(_, let holdings) = state { return holdings.cancelRequested }
        return false
    }

    /// The UI the flow draws through; `nil` once finished.
    var presenter: (any YunoPresenter)? {
        if case .active(_, let holdings) = state { return holdings.presenter }
        return nil
    }

    /// The presenter whose loader may be hidden now: none while ``YunoConfig/keepLoader`` holds it.
    var loaderToHide: (any YunoPresenter)? {
        guard case .active(let phase, let holdings) = state else { return nil }
        if case .awaitingMerchantPayment(_, true) = phase { return nil }
        return holdings.presenter
    }

    // MARK: Events: the work

    /// The flow runs: its work, handed over once; the flow is then loading the session's payment methods (the
    /// starter showed the loader when it claimed the session).
    mutating func start() throws(YunoError) -> FlowWork {
        guard case .active(.idle(let work), let holdings) = state else { throw illegal(to: "run") }
        state = .active(.loadingPaymentMethods, holdings)
        return work
    }

    /// The card form is shown (from the payment methods).
    mutating func collectCard() throws(YunoError) {
        try move(to: "collectingCard") { phase in
            guard case .loadingPaymentMethods = phase else { return nil }
            return .collectingCard
        }
    }

    /// A wallet sheet is shown (from the payment methods); nothing exists yet.
    mutating func authorizeWallet() throws(YunoError) {
        try move(to: "awaitingWallet") { phase in
            guard case .loadingPaymentMethods = phase else { return nil }
            return .authorizingWallet
        }
    }

    /// The one-time token is being created (after the card form or the wallet sheet, or straight from the payment
    /// methods).
    mutating func tokenize() throws(YunoError) {
        try move(to: "tokenizing") { phase in
            switch phase {
            case .loadingPaymentMethods, .collectingCard, .authorizingWallet: .tokenizing
            default: nil
            }
        }
    }

    /// Seamless: the payment creation is sent; a payment may exist from here on.
    mutating func createPayment() throws(YunoError) {
        try move(to: "creatingPayment") { phase in
            guard case .tokenizing = phase else { return nil }
            return .creatingPayment
        }
    }

    /// Enrollment: the card is sent for `paymentMethodID`; the card may be saved from here on.
    mutating func enroll(paymentMethodID: String) throws(YunoError) {
        try move(to: "enrolling") { phase in
            guard case .collectingCard = phase else { return nil }
            return .enrolling(paymentMethodID: paymentMethodID)
        }
    }

    /// Full, Lite, render: the token goes to the merchant; the loader stays up when `holdingLoader`.
    mutating func handTokenToMerchant(holdingLoader: Bool) throws(YunoError) {
        try move(to: "awaitingMerchantPayment") { phase in
            guard case .tokenizing = phase else { return nil }
            return .awaitingMerchantPayment(continued: false, loaderHeld: holdingLoader)
        }
    }

    /// `continuePayment()`: accepted once, while the flow waits for it (`showStatus` then replaces the start's);
    /// returns the sink to signal the waiting flow through, or `nil` when the call is a no-op.
    mutating func acceptContinue(showStatus: Bool) -> AsyncStream<FlowSignal>.Continuation? {
        guard case .active(.awaitingMerchantPayment(false, _), var holdings) = state else { return nil }
        holdings.showsStatus = showStatus
        let sink = holdings.signals.opened().sink
        state = .active(.awaitingMerchantPayment(continued: true, loaderHeld: false), holdings)  // Ends the hold.
        return sink
    }

    /// `hideLoader()`: ends the ``YunoConfig/keepLoader`` hold; returns the presenter whose loader to hide, or
    /// `nil` when the loader was not held.
    mutating func releaseLoader() -> (any YunoPresenter)? {
        guard case .active(.awaitingMerchantPayment(let continued, true), let holdings) = state else { return nil }
        state = .active(.awaitingMerchantPayment(continued: continued, loaderHeld: false), holdings)
        return holdings.presenter
    }

    /// The merchant's payment is being read after `continuePayment()`.
    mutating func readMerchantPayment() throws(YunoError) {
        try move(to: "readingStatus") { phase in
            guard case .awaitingMerchantPayment(true, _) = phase else { return nil }
            return .readingStatus(actionsRun: 0)
        }
    }

    /// Headless continuation: the session's payment (the merchant's) is read straight away, with no token step.
    mutating func readSessionPayment() throws(YunoError) {
        try move(to: "readingStatus") { phase in
            guard case .loadingPaymentMethods = phase else { return nil }
            return .readingStatus(actionsRun: 0)
        }
    }

    /// The backend reported `payment` (created, read, or answered after an action): the next action to run, or
    /// the end. `now` (the client's clock) decides whether a QR code can still be paid.
    mutating func paymentSeen(_ payment: Payment, now: Date) throws(YunoError) -> PaymentStep {
        guard case .active(let phase, var holdings) = state else { throw illegal(to: "readingStatus") }
        let actionsRun: Int
        switch phase {
        case .creatingPayment: actionsRun = 0
        case .readingStatus(let count), .runningAction(_, let count): actionsRun = count
        default: throw illegal(to: "readingStatus")
        }
        let summary = PaymentSummary(payment)
        holdings.payment = summary
        state = .active(.readingStatus(actionsRun: actionsRun), holdings)
        let action: SDKAction?
        do throws(YunoError) {
            action = try SDKAction(of: payment, now: now)
        } catch {
            return .fail(error)
        }
        guard let action else { return .end(payment) }
        guard actionsRun < Self.maximumSDKActions else {
            return .fail(.tooManySDKActions(limit: Self.maximumSDKActions))
        }
        guard holdings.presenter != nil else { return .fail(.missingPresenter(purpose: "the payment's SDK action")) }
        switch action {
        case .redirect, .threeDSecure: holdings.expectsDeepLink = true
        case .qrCode: break
        }
        state = .active(.runningAction(action.kind, actionsRun: actionsRun + 1), holdings)
        return .run(action, summary)
    }

    /// A deep link brought the shopper back; `showStatus` then replaces the start's.
    mutating func deepLinkReturned(showStatus: Bool) {
        updateHoldings { $0.showsStatus = showStatus }
    }

    /// The flow's signal channel (made on first use; born closed once the flow was cancelled or its work ended).
    mutating func signals() -> (signals: AsyncStream<FlowSignal>, sink: AsyncStream<FlowSignal>.Continuation) {
        if let channel = updateHoldings({ $0.signals.opened() }) { return channel }
        var closed = FlowSignalChannel.closed
        return closed.opened()
    }

    /// A presentation is shown; `stop` ends its wait (kept for ``cancel()``).
    mutating func presentationStarted(stop: @escaping @Sendable () -> Void) {
        updateHoldings { $0.stopPresentation = stop }
    }

    /// The presentation's wait ended.
    mutating func presentationEnded() {
        updateHoldings { $0.stopPresentation = nil }
    }

    /// `cancelFlow`: the flow ends at its next check. Returns what ends its waits now — the shown presentation's
    /// stop and the signal sink to finish — or `nil` when the flow finished or was cancelled already.
    mutating func cancel() -> CancelAction? {
        updateHoldings { holdings -> CancelAction? in
            guard !holdings.cancelRequested else { return nil }
            holdings.cancelRequested = true
            return CancelAction(stopPresentation: holdings.stopPresentation, signals: holdings.signals.close())
        } ?? nil
    }

    // MARK: Events: the ending

    /// The flow's work ended with `ending`: read the backend first when a payment may exist, else release.
    mutating func end(_ ending: FlowEnding) -> EndAction {
        guard case .active(let phase, let holdings) = state else { return finishAgain() }
        guard Self.isWorking(phase) else { return illegalEnding("end") }
        let outcome: PaymentOutcome
        switch ending {
        case .payment(let payment):
            outcome = Self.outcome(of: payment, session: checkoutSession)
        case .shopperClosedQRCode(let payment):
            outcome = PaymentOutcome(
                result: .processing, checkoutSession: checkoutSession, paymentID: payment.id, status: payment.status,
                subStatus: "CLOSED_BY_USER")
        case .enrollment(let response):
            outcome = PaymentOutcome(
                result: response.status.result, checkoutSession: checkoutSession, enrollmentStatus: response.status,
                vaultedToken: response.vaultedToken)
        case .failure(let error):
            guard let subject = Self.readBackSubject(in: phase, after: error) else {
                return close(Self.failure(error, session: checkoutSession, payment: holdings.payment))
            }
            state = .active(.readingBack(subject, error: error), holdings)
            return .readBack(subject)
        }
        return close(outcome)
    }

    /// The read-back found `found`: the outcome names what the backend holds. A payment the backend decided
    /// (SUCCEEDED, DECLINED, …) gives its result whatever stopped the flow; an undecided one (CREATED,
    /// READY_TO_PAY, PENDING) gives ``Yuno/Result/userCancelled`` for a cancellation (the shopper left; the payment
    /// stays pending) and ``Yuno/Result/internalError`` for an error — with the payment's id and status either way.
    mutating func readBackFinished(_ found: ReadBack) -> EndAction {
        guard case .active(.readingBack(let subject, let error), var holdings) = state else {
            return illegalEnding("readBackFinished")
        }
        let outcome: PaymentOutcome
        switch found {
        case .payment(let payment):
            holdings.payment = PaymentSummary(payment)
            state = .active(.readingBack(subject, error: error), holdings)
            let decided = payment.status.result != .processing
            let result: Yuno.Result =
                decided ? payment.status.result : error == .cancelled ? .userCancelled : .internalError
            outcome = PaymentOutcome(
                result: result, checkoutSession: checkoutSession, paymentID: payment.id, status: payment.status,
                subStatus: payment.subStatus, error: error)
        case .enrollment(let method):
            // A decided enrollment ends with its status; one still READY_TO_ENROLL never got the card: nothing saved.
            let result: Yuno.Result =
                method.status.isDecided ? method.status.result : error == .cancelled ? .userCancelled : .internalError
            outcome = PaymentOutcome(
                result: result, checkoutSession: checkoutSession, error: error, enrollmentStatus: method.status,
                vaultedToken: method.vaultedToken)
        case .nothing:
            outcome = Self.failure(error, session: checkoutSession, payment: nil)
        case .unknown:
            // The backend could not be read: the payment's fate is unknown, and the outcome says so.
            outcome = PaymentOutcome(
                result: .internalError, checkoutSession: checkoutSession, paymentID: holdings.payment?.id,
                error: .outcomeUnknown(after: error))
        }
        return close(outcome)
    }

    /// The signal channel and the deep link were released: show the status screen when wanted (not after a
    /// cancellation — `taskCancelled` or ``cancel()`` —, not without a presenter, not for a cancelled payment),
    /// else finish. `now` dates a payment's status screen.
    mutating func released(taskCancelled: Bool, now: Date) -> EndAction {
        guard case .active(.closing(let outcome), let holdings) = state else { return illegalEnding("released") }
        let cancelled = taskCancelled || holdings.cancelRequested
        guard holdings.showsStatus, !cancelled, let presenter = holdings.presenter, outcome.result != .userCancelled
        else { return finish(outcome) }
        state = .active(.presentingStatus(outcome), holdings)
        // The method the backend reports for the payment wins over the one the flow was started with.
        let screen = PaymentStatusScreen(
            result: outcome.result, status: outcome.status, subStatus: outcome.subStatus,
            paymentID: outcome.paymentID, amount: holdings.payment?.amount, currency: holdings.payment?.currency,
            date: outcome.paymentID.map { _ in now }, purpose: purpose,
            paymentMethodType: holdings.payment?.methodType ?? paymentMethodType)
        return .presentStatus(screen, on: presenter)
    }

    /// The status screen was closed (or its wait ended): finish.
    mutating func statusPresented() -> EndAction {
        guard case .active(.presentingStatus(let outcome), _) = state else { return illegalEnding("statusPresented") }
        return finish(outcome)
    }

    // MARK: Helpers

    /// Changes an active flow's holdings, keeping its phase, and returns what `change` returns; `nil` (and no
    /// change) once the flow finished. The one place that copies the holdings out of the state and back.
    @discardableResult
    private mutating func updateHoldings<Result>(_ change: (inout Holdings) -> Result) -> Result? {
        guard case .active(let phase, var holdings) = state else { return nil }
        let result = change(&holdings)
        state = .active(phase, holdings)
        return result
    }

    /// Moves an active flow to the phase `next` returns for its current phase (`nil`: the move is illegal).
    private mutating func move(to name: String, _ next: (Phase) -> Phase?) throws(YunoError) {
        guard case .active(let phase, let holdings) = state, let moved = next(phase) else { throw illegal(to: name) }
        state = .active(moved, holdings)
    }

    /// The outcome is known: release the signal channel (and the deep link) next.
    private mutating func close(_ outcome: PaymentOutcome) -> EndAction {
        guard case .active(_, var holdings) = state else { return finishAgain() }
        let sink = holdings.signals.close()
        let removesDeepLink = holdings.expectsDeepLink
        holdings.expectsDeepLink = false
        holdings.stopPresentation = nil
        state = .active(.closing(outcome), holdings)
        return .release(signals: sink, removesDeepLink: removesDeepLink)
    }

    /// Finishes the flow (the only way to `finished`) and releases the presenter, handing it to the starter,
    /// which hides its loader in the same main-actor turn as it delivers the outcome.
    private mutating func finish(_ outcome: PaymentOutcome) -> EndAction {
        guard case .active(_, let holdings) = state else { return finishAgain() }
        state = .finished(outcome)
        return .finish(outcome, loader: holdings.presenter)
    }

    /// An ending event for a finished flow: its one outcome again, no presenter (it was released).
    private func finishAgain() -> EndAction {
        guard case .finished(let outcome) = state else {
            return .finish(
                Self.failure(illegal(to: "finished"), session: checkoutSession, payment: nil), loader: nil)
        }
        return .finish(outcome, loader: nil)
    }

    /// An ending event out of order: the flow finishes with the typed error (the actor never sends one; the
    /// machine tests do), rather than staying half-ended.
    private mutating func illegalEnding(_ event: String) -> EndAction {
        guard case .active(_, let holdings) = state else { return finishAgain() }
        let outcome = Self.failure(illegal(to: event), session: checkoutSession, payment: holdings.payment)
        state = .finished(outcome)
        return .finish(outcome, loader: holdings.presenter)
    }

    /// Whether the flow's work is still going (its ending has not begun).
    private static func isWorking(_ phase: Phase) -> Bool {
        switch phase {
        case .readingBack, .closing, .presentingStatus: false
        default: true
        }
    }

    /// What to read after `error` in `phase`, or `nil` when nothing can exist: before any write, or when the write
    /// was answered with a definite refusal (a 4xx other than REQUEST_IN_PROCESS), which creates nothing.
    private static func readBackSubject(in phase: Phase, after error: YunoError) -> ReadBack.Subject? {
        let writeMayHaveLanded = error == .cancelled || error.leavesOutcomeUnknown
        switch phase {
        case .awaitingMerchantPayment, .runningAction, .readingStatus: return .payment
        case .creatingPayment: return writeMayHaveLanded ? .payment : nil
        case .enrolling(let id): return writeMayHaveLanded ? .enrollment(paymentMethodID: id) : nil
        default: return nil
        }
    }

    private func illegal(to next: String) -> YunoError {
        .illegalTransition(from: flowState.description, to: next)
    }

    static func outcome(of payment: Payment, session: String) -> PaymentOutcome {
        PaymentOutcome(
            result: payment.status.result, checkoutSession: session, paymentID: payment.id, status: payment.status,
            subStatus: payment.subStatus)
    }

    static func failure(_ error: YunoError, session: String, payment: PaymentSummary?) -> PaymentOutcome {
        PaymentOutcome(
            result: error == .cancelled ? .userCancelled : .internalError, checkoutSession: session,
            paymentID: payment?.id, status: payment?.status, subStatus: payment?.subStatus, error: error)
    }
}
