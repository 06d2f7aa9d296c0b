import Foundation

/// The whole state of one flow, as a value the ``PaymentFlow`` actor drives (the shape of async-http-client's
/// `Transaction.StateMachine`): one private `State` that says where the flow is — its phase, or its outcome —
/// beside the work not yet started and the `Holdings` of an active flow (the presenter, the last payment, the signal
/// channel, the handle that stops the presentation now shown), and events that check the move and return what the
/// actor must do next. The actor keeps no flags and makes no decision of its own; ``FlowState`` is derived from
/// this value.
///
/// The holdings sit beside the phase, not in the enum's payload: an event reads or changes one field in place,
/// where a case carrying both was copied out and back whole (a flow parked at a 3DS challenge kept such copies, 144
/// and 80 bytes, on its task allocator). They are emptied when the flow finishes, so a finished flow holds nothing.
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
        /// Made, not run; ``start()`` hands the flow's work to the actor, once.
        case idle
        /// Fetching the session's payment methods (the loader is up).
        case loadingPaymentMethods
        /// The card form (or a confirmation) is shown.
        case collectingCard
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
        /// An SDK action of the last payment seen (`Holdings.payment`, held once) runs; `actionsRun` counts the
        /// actions of this flow, this one included.
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
        /// What a finished flow holds: nothing.
        static let released = Holdings(presenter: nil, showsStatus: false)

        /// The UI the flow draws through.
        var presenter: (any YunoPresenter)?
        /// Whether the status screen is wanted at the end (`continuePayment` and deep links may change it).
        var showsStatus: Bool
        /// A deep link is registered for the flow and must be removed when it ends.
        var expectsDeepLink = false
        /// The last payment the backend reported to this flow (the outcome and the status screen name it).
        var payment: Payment?
        /// ``cancel()`` was called: the flow ends at its next check, as if its task had been cancelled.
        var cancelRequested = false
        /// The signals the flow waits for.
        var signals = FlowSignalChannel.unopened
        /// Ends the wait of the presentation now shown, if one is shown (for ``cancel()``).
        var stopPresentation: (@Sendable () -> Void)?
    }

    private enum State: Sendable {
        /// Working or ending; what it holds is `holdings`.
        case active(Phase)
        /// Done; `outcome` was delivered. No event leaves this state; `holdings` are released.
        case finished(PaymentOutcome)
    }

    /// The most SDK actions one flow runs; a server asking for more ends the flow with
    /// ``YunoError/tooManySDKActions(limit:)`` and the payment's status read back.
    static let maximumSDKActions = 5

    private var state: State
    /// The flow's work, from its making until ``start()`` takes it (moved out, not copied out of the state: a copy
    /// would be one more value that the flow's outermost frame keeps for the flow's whole life).
    private var work: FlowWork?
    /// What the active flow holds; ``Holdings/released`` once it finished.
    private var holdings: Holdings
    private let checkoutSession: String

    init(checkoutSession: String, work: FlowWork, presenter: (any YunoPresenter)?, showsStatus: Bool) {
        self.checkoutSession = checkoutSession
        self.state = .active(.idle)
        self.work = work
        self.holdings = Holdings(presenter: presenter, showsStatus: showsStatus)
    }

    // MARK: Observation

    /// The observable state.
    var flowState: FlowState {
        switch state {
        case .finished(let outcome): return .finished(outcome.result)
        case .active(let phase):
            switch phase {
            case .idle: return .idle
            case .loadingPaymentMethods: return .loadingPaymentMethods
            case .collectingCard: return .collectingCard
            case .tokenizing: return .tokenizing
            case .awaitingMerchantPayment(let continued, _):
                return continued ? .readingStatus : .awaitingMerchantPayment
            case .creatingPayment: return .creatingPayment
            case .enrolling: return .enrolling
            case .runningAction(let kind, _):
                switch kind {
                case .threeDSecure: return .authenticating
                case .qrCode: return .showingQRCode
                case .wallet: return .awaitingWallet
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
    var isCancelRequested: Bool { holdings.cancelRequested }

    /// The UI the flow draws through; `nil` once finished.
    var presenter: (any YunoPresenter)? { holdings.presenter }

    /// The presenter whose loader may be hidden now: none while ``YunoConfig/keepLoader`` holds it.
    var loaderToHide: (any YunoPresenter)? {
        if case .active(.awaitingMerchantPayment(_, true)) = state { return nil }
        return holdings.presenter
    }

    // MARK: Events: the work

    /// The flow runs: its work, handed over once; the flow is then loading the session's payment methods (the
    /// starter showed the loader when it claimed the session).
    mutating func start() throws(YunoError) -> FlowWork {
        guard case .active(.idle) = state, let work = work.take() else { throw illegal(to: "run") }
        state = .active(.loadingPaymentMethods)
        return work
    }

    /// The card form is shown (from the payment methods).
    mutating func collectCard() throws(YunoError) {
        guard case .active(.loadingPaymentMethods) = state else { throw illegal(to: "collectingCard") }
        state = .active(.collectingCard)
    }

    /// The one-time token is being created (after the card form, or straight from the payment methods).
    mutating func tokenize() throws(YunoError) {
        switch state {
        case .active(.loadingPaymentMethods), .active(.collectingCard): state = .active(.tokenizing)
        default: throw illegal(to: "tokenizing")
        }
    }

    /// Seamless: the payment creation is sent; a payment may exist from here on.
    mutating func createPayment() throws(YunoError) {
        guard case .active(.tokenizing) = state else { throw illegal(to: "creatingPayment") }
        state = .active(.creatingPayment)
    }

    /// Enrollment: the card is sent for `paymentMethodID`; the card may be saved from here on.
    mutating func enroll(paymentMethodID: String) throws(YunoError) {
        guard case .active(.collectingCard) = state else { throw illegal(to: "enrolling") }
        state = .active(.enrolling(paymentMethodID: paymentMethodID))
    }

    /// Full, Lite, render: the token goes to the merchant; the loader stays up when `holdingLoader`.
    mutating func handTokenToMerchant(holdingLoader: Bool) throws(YunoError) {
        guard case .active(.tokenizing) = state else { throw illegal(to: "awaitingMerchantPayment") }
        state = .active(.awaitingMerchantPayment(continued: false, loaderHeld: holdingLoader))
    }

    /// `continuePayment()`: accepted once, while the flow waits for it (`showStatus` then replaces the start's);
    /// returns the sink to signal the waiting flow through, or `nil` when the call is a no-op.
    mutating func acceptContinue(showStatus: Bool) -> AsyncStream<FlowSignal>.Continuation? {
        guard case .active(.awaitingMerchantPayment(false, _)) = state else { return nil }
        holdings.showsStatus = showStatus
        let sink = holdings.signals.opened().sink
        state = .active(.awaitingMerchantPayment(continued: true, loaderHeld: false))  // Ends the hold.
        return sink
    }

    /// `hideLoader()`: ends the ``YunoConfig/keepLoader`` hold; returns the presenter whose loader to hide, or
    /// `nil` when the loader was not held.
    mutating func releaseLoader() -> (any YunoPresenter)? {
        guard case .active(.awaitingMerchantPayment(let continued, true)) = state else { return nil }
        state = .active(.awaitingMerchantPayment(continued: continued, loaderHeld: false))
        return holdings.presenter
    }

    /// The merchant's payment is being read after `continuePayment()`.
    mutating func readMerchantPayment() throws(YunoError) {
        guard case .active(.awaitingMerchantPayment(true, _)) = state else { throw illegal(to: "readingStatus") }
        state = .active(.readingStatus(actionsRun: 0))
    }

    /// The backend reported `payment` (created, read, or answered after an action): the next action to run, or
    /// the end. `now` (the client's clock) decides whether a QR code can still be paid.
    mutating func paymentSeen(_ payment: Payment, now: Date) throws(YunoError) -> PaymentStep {
        let actionsRun: Int
        switch state {
        case .active(.creatingPayment): actionsRun = 0
        case .active(.readingStatus(let count)), .active(.runningAction(_, let count)): actionsRun = count
        default: throw illegal(to: "readingStatus")
        }
        holdings.payment = payment
        state = .active(.readingStatus(actionsRun: actionsRun))
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
        if case .redirect = action { holdings.expectsDeepLink = true }
        state = .active(.runningAction(action.kind, actionsRun: actionsRun + 1))
        return .run(action)
    }

    /// A deep link brought the shopper back; `showStatus` then replaces the start's.
    mutating func deepLinkReturned(showStatus: Bool) {
        guard case .active = state else { return }
        holdings.showsStatus = showStatus
    }

    /// The flow's signal channel (made on first use; born closed once the flow was cancelled or its work ended).
    mutating func signals() -> (signals: AsyncStream<FlowSignal>, sink: AsyncStream<FlowSignal>.Continuation) {
        guard case .active = state else {
            var closed = FlowSignalChannel.closed
            return closed.opened()
        }
        return holdings.signals.opened()
    }

    /// A presentation is shown; `stop` ends its wait (kept for ``cancel()``).
    mutating func presentationStarted(stop: @escaping @Sendable () -> Void) {
        guard case .active = state else { return }
        holdings.stopPresentation = stop
    }

    /// The presentation's wait ended.
    mutating func presentationEnded() {
        holdings.stopPresentation = nil
    }

    /// `cancelFlow`: the flow ends at its next check. Returns what ends its waits now — the shown presentation's
    /// stop and the signal sink to finish — or `nil` when the flow finished or was cancelled already.
    mutating func cancel() -> CancelAction? {
        guard case .active = state, !holdings.cancelRequested else { return nil }
        #if YUNO_MUTANTS
            if SimulationMutant.active == .answerAfterCancel, holdings.stopPresentation != nil { return nil }
        #endif
        holdings.cancelRequested = true
        return CancelAction(stopPresentation: holdings.stopPresentation, signals: holdings.signals.close())
    }

    // MARK: Events: the ending

    /// The flow's work ended with `ending`: read the backend first when a payment may exist, else release.
    mutating func end(_ ending: FlowEnding) -> EndAction {
        guard case .active(let phase) = state else { return finishAgain() }
        guard Self.isWorking(phase) else { return illegalEnding("end") }
        let outcome: PaymentOutcome
        switch ending {
        case .payment(let payment):
            outcome = Self.outcome(of: payment, session: checkoutSession)
        case .shopperClosedQRCode(let payment):
            outcome = PaymentOutcome(
                result: .processing, checkoutSession: checkoutSession, paymentID: payment.id, status: payment.status,
                subStatus: "CLOSED_BY_USER")
        case .shopperCancelledWallet(let payment):
            outcome = PaymentOutcome(
                result: .userCancelled, checkoutSession: checkoutSession, paymentID: payment.id,
                status: payment.status, subStatus: payment.subStatus, error: .cancelled)
        case .enrollment(let response):
            outcome = PaymentOutcome(
                result: response.status.result, checkoutSession: checkoutSession, enrollmentStatus: response.status,
                vaultedToken: response.vaultedToken)
        case .failure(let error):
            guard let subject = Self.readBackSubject(in: phase, after: error) else {
                return close(Self.failure(error, session: checkoutSession, payment: holdings.payment))
            }
            state = .active(.readingBack(subject, error: error))
            return .readBack(subject)
        }
        return close(outcome)
    }

    /// The read-back found `found`: the outcome names what the backend holds. A payment the backend decided
    /// (SUCCEEDED, DECLINED, …) gives its result whatever stopped the flow; an undecided one (CREATED,
    /// READY_TO_PAY, PENDING) gives ``Yuno/Result/userCancelled`` for a cancellation (the shopper left; the payment
    /// stays pending) and ``Yuno/Result/internalError`` for an error — with the payment's id and status either way.
    mutating func readBackFinished(_ found: ReadBack) -> EndAction {
        guard case .active(.readingBack(_, let error)) = state else { return illegalEnding("readBackFinished") }
        let outcome: PaymentOutcome
        switch found {
        case .payment(let payment):
            holdings.payment = payment
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
        guard case .active(.closing(let outcome)) = state else { return illegalEnding("released") }
        let cancelled = taskCancelled || holdings.cancelRequested
        guard holdings.showsStatus, !cancelled, let presenter = holdings.presenter, outcome.result != .userCancelled
        else { return finish(outcome) }
        state = .active(.presentingStatus(outcome))
        let screen = PaymentStatusScreen(
            result: outcome.result, status: outcome.status, subStatus: outcome.subStatus,
            paymentID: outcome.paymentID, amount: holdings.payment?.amount?.value,
            currency: holdings.payment?.amount?.currency, date: outcome.paymentID.map { _ in now })
        return .presentStatus(screen, on: presenter)
    }

    /// The status screen was closed (or its wait ended): finish.
    mutating func statusPresented() -> EndAction {
        guard case .active(.presentingStatus(let outcome)) = state else { return illegalEnding("statusPresented") }
        return finish(outcome)
    }

    // MARK: Helpers

    /// The outcome is known: release the signal channel (and the deep link) next.
    private mutating func close(_ outcome: PaymentOutcome) -> EndAction {
        guard case .active = state else { return finishAgain() }
        let sink = holdings.signals.close()
        let removesDeepLink = holdings.expectsDeepLink
        holdings.expectsDeepLink = false
        holdings.stopPresentation = nil
        state = .active(.closing(outcome))
        return .release(signals: sink, removesDeepLink: removesDeepLink)
    }

    /// Finishes the flow (the only way to `finished`) and releases the presenter, handing it to the starter,
    /// which hides its loader in the same main-actor turn as it delivers the outcome.
    private mutating func finish(_ outcome: PaymentOutcome) -> EndAction {
        guard case .active = state else { return finishAgain() }
        let loader = holdings.presenter
        state = .finished(outcome)
        holdings = .released
        return .finish(outcome, loader: loader)
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
        guard case .active = state else { return finishAgain() }
        let outcome = Self.failure(illegal(to: event), session: checkoutSession, payment: holdings.payment)
        let loader = holdings.presenter
        state = .finished(outcome)
        holdings = .released
        return .finish(outcome, loader: loader)
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
        #if YUNO_MUTANTS
            switch (SimulationMutant.active, phase) {
            case (.cancelNotReadBack, .creatingPayment) where error == .cancelled: return nil
            case (.lost3DSAnswerNotReadBack, .runningAction(.threeDSecure, _)) where error != .cancelled: return nil
            default: break
            }
        #endif
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

    static func failure(_ error: YunoError, session: String, payment: Payment?) -> PaymentOutcome {
        PaymentOutcome(
            result: error == .cancelled ? .userCancelled : .internalError, checkoutSession: session,
            paymentID: payment?.id, status: payment?.status, subStatus: payment?.subStatus, error: error)
    }
}
