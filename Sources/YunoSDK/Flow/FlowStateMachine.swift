/// The whole state of one flow, as a value the ``PaymentFlow`` actor drives: each case carries its data (the
/// payment, the loader hold, the count of SDK actions run, the outcome), every event is a method that checks the
/// move and says what the actor must do next. The actor keeps no flags of its own; ``FlowState`` is derived from
/// this value only.
///
/// An illegal move is a typed error (``YunoError/illegalTransition(from:to:)``), never a trap; `finished` is
/// terminal, which is what makes a second result impossible. Once a payment may exist (its creation was sent, or
/// the merchant's server was handed the token), every ending goes through ``end(_:)``, which asks for a read-back
/// of the backend, so no ending can hide a payment.
struct FlowStateMachine: Sendable {
    /// Where the flow is, with what it knows there.
    enum State: Sendable {
        case idle
        case validating
        case loadingPaymentMethods
        case collectingCard
        case tokenizing
        /// Full, Lite, render: the token was handed to the merchant's server, which creates the payment.
        /// `continued`: `continuePayment()` was accepted. `loaderHeld`: ``YunoConfig/keepLoader`` keeps the loader
        /// up until `hideLoader()` or `continuePayment()`.
        case awaitingMerchantPayment(continued: Bool, loaderHeld: Bool)
        /// Seamless: the payment creation was sent; a payment may exist from here on.
        case creatingPayment
        /// Enrollment: the enrollment was sent; the card may be saved from here on.
        case enrolling(paymentMethodID: String)
        /// An SDK action of `payment` runs; `actionsRun` counts the actions of this flow, this one included.
        case runningAction(SDKAction.Kind, payment: Payment, actionsRun: Int)
        /// Reading the payment after an action or `continuePayment()`; `payment` is the last one seen.
        case readingStatus(payment: Payment?, actionsRun: Int)
        /// The flow stopped early (`error`) while a payment or enrollment may exist; reading the backend's truth.
        case readingBack(FlowReadBack.Subject, error: YunoError, paymentID: String?)
        /// The status screen shows `outcome`.
        case presentingStatus(PaymentOutcome)
        /// Done; `outcome` was delivered. No event leaves this state.
        case finished(PaymentOutcome)
    }

    /// What the actor does after a payment was seen.
    enum PaymentStep: Sendable {
        /// Run this action (the state is already ``State/runningAction(_:payment:actionsRun:)``).
        case run(SDKAction)
        /// No action is needed: the flow ends with this payment.
        case end(Payment)
        /// The payment cannot go on (an unknown or unsafe action, too many actions): end with this error; a
        /// read-back follows.
        case fail(YunoError)
    }

    /// What the actor does when the flow's work ended.
    enum EndStep: Sendable {
        /// Read the backend (on a fresh, uncancelled task, bounded), then call ``readBackFinished(_:)``.
        case readBack(FlowReadBack.Subject)
        /// The outcome is known: call ``conclude(cancelled:)``.
        case conclude
    }

    /// The most SDK actions one flow runs; a server asking for more ends the flow with
    /// ``YunoError/tooManySDKActions(limit:)`` and the payment's status read back.
    static let maximumSDKActions = 5

    private(set) var state: State = .idle
    /// The UI the flow draws through; released when the flow finishes.
    private(set) var presenter: (any YunoPresenter)?
    /// Whether the status screen is wanted at the end (`continuePayment` and deep links may change it).
    private(set) var showsStatus: Bool
    /// A deep link is registered for the flow and must be removed when it finishes.
    private(set) var expectsDeepLink = false
    /// The outcome once the flow's work ended (set by ``end(_:)`` or ``readBackFinished(_:)``).
    private(set) var outcome: PaymentOutcome?
    /// The last payment the backend reported to this flow (its amount goes on the status screen).
    private(set) var payment: Payment?
    private let checkoutSession: String

    init(checkoutSession: String, presenter: (any YunoPresenter)?, showsStatus: Bool) {
        self.checkoutSession = checkoutSession
        self.presenter = presenter
        self.showsStatus = showsStatus
    }

    // MARK: Observation

    /// The observable state.
    var flowState: FlowState {
        switch state {
        case .idle: .idle
        case .validating: .validating
        case .loadingPaymentMethods: .loadingPaymentMethods
        case .collectingCard: .collectingCard
        case .tokenizing: .tokenizing
        case .awaitingMerchantPayment(let continued, _): continued ? .readingStatus : .awaitingMerchantPayment
        case .creatingPayment: .creatingPayment
        case .enrolling: .enrolling
        case .runningAction(let kind, _, _):
            switch kind {
            case .threeDSecure: .authenticating
            case .qrCode: .showingQRCode
            case .wallet: .awaitingWallet
            case .redirect: .awaitingRedirect
            }
        case .readingStatus, .readingBack: .readingStatus
        case .presentingStatus: .presentingStatus
        case .finished(let outcome): .finished(outcome.result)
        }
    }

    var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    /// The loader is held for ``YunoConfig/keepLoader``.
    var holdsLoader: Bool {
        if case .awaitingMerchantPayment(_, true) = state { return true }
        return false
    }

    // MARK: Events: the work

    /// The linear steps before any payment exists.
    enum Step: Sendable {
        case validating, loadingPaymentMethods, collectingCard, tokenizing, creatingPayment
        case enrolling(paymentMethodID: String)
    }

    /// Moves to the next linear step.
    mutating func enter(_ step: Step) throws(YunoError) {
        let allowed: Bool =
            switch (state, step) {
            case (.idle, .validating), (.validating, .loadingPaymentMethods),
                (.loadingPaymentMethods, .collectingCard), (.loadingPaymentMethods, .tokenizing),
                (.collectingCard, .tokenizing), (.collectingCard, .enrolling), (.tokenizing, .creatingPayment):
                true
            default: false
            }
        guard allowed else { throw illegal(to: Self.name(of: step)) }
        switch step {
        case .validating: state = .validating
        case .loadingPaymentMethods: state = .loadingPaymentMethods
        case .collectingCard: state = .collectingCard
        case .tokenizing: state = .tokenizing
        case .creatingPayment: state = .creatingPayment
        case .enrolling(let id): state = .enrolling(paymentMethodID: id)
        }
    }

    /// Full, Lite, render: the token goes to the merchant; the loader stays up when `holdingLoader`.
    mutating func handTokenToMerchant(holdingLoader: Bool) throws(YunoError) {
        guard case .tokenizing = state else { throw illegal(to: "awaitingMerchantPayment") }
        state = .awaitingMerchantPayment(continued: false, loaderHeld: holdingLoader)
    }

    /// `continuePayment()`: accepted once, while the flow waits for it; `showStatus` then replaces the start's.
    mutating func acceptContinue(showStatus: Bool) -> Bool {
        guard case .awaitingMerchantPayment(false, _) = state else { return false }
        state = .awaitingMerchantPayment(continued: true, loaderHeld: false)  // `continuePayment()` ends the hold.
        showsStatus = showStatus
        return true
    }

    /// `hideLoader()`: ends the ``YunoConfig/keepLoader`` hold; true when the loader was held.
    mutating func releaseLoader() -> Bool {
        guard case .awaitingMerchantPayment(let continued, true) = state else { return false }
        state = .awaitingMerchantPayment(continued: continued, loaderHeld: false)
        return true
    }

    /// The merchant's payment is being read after `continuePayment()`.
    mutating func readMerchantPayment() throws(YunoError) {
        guard case .awaitingMerchantPayment(true, _) = state else { throw illegal(to: "readingStatus") }
        state = .readingStatus(payment: nil, actionsRun: 0)
    }

    /// Reopening a session whose payment waits for the shopper (a PIX QR code): its payment is read first.
    mutating func resumeExistingPayment() throws(YunoError) {
        guard case .loadingPaymentMethods = state else { throw illegal(to: "readingStatus") }
        state = .readingStatus(payment: nil, actionsRun: 0)
    }

    /// The backend reported `payment` (created, read, or answered after an action): the next action to run, or
    /// the end.
    mutating func paymentSeen(_ payment: Payment) throws(YunoError) -> PaymentStep {
        let actionsRun: Int
        switch state {
        case .creatingPayment: actionsRun = 0
        case .readingStatus(_, let count), .runningAction(_, _, let count): actionsRun = count
        default: throw illegal(to: "readingStatus")
        }
        state = .readingStatus(payment: payment, actionsRun: actionsRun)
        self.payment = payment
        let action: SDKAction?
        do throws(YunoError) {
            action = try SDKAction(of: payment)
        } catch {
            return .fail(error)
        }
        guard let action else { return .end(payment) }
        guard actionsRun < Self.maximumSDKActions else {
            return .fail(.tooManySDKActions(limit: Self.maximumSDKActions))
        }
        guard presenter != nil else { return .fail(.missingPresenter(purpose: "the payment's SDK action")) }
        state = .runningAction(action.kind, payment: payment, actionsRun: actionsRun + 1)
        if case .redirect = action { expectsDeepLink = true }
        return .run(action)
    }

    /// A deep link brought the shopper back; `showStatus` then replaces the start's.
    mutating func deepLinkReturned(showStatus: Bool) {
        showsStatus = showStatus
    }

    // MARK: Events: the ending

    /// The flow's work ended with `ending`: either the outcome is known, or the backend must be read first.
    mutating func end(_ ending: FlowEnding) -> EndStep {
        guard outcome == nil, !isFinished else { return .conclude }
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
            guard let subject = readBackSubject(after: error) else {
                outcome = Self.failure(error, session: checkoutSession, payment: payment)
                return .conclude
            }
            state = .readingBack(subject, error: error, paymentID: payment?.id)
            return .readBack(subject)
        }
        return .conclude
    }

    /// The read-back found `found`: the outcome names what the backend holds. A payment the backend decided
    /// (SUCCEEDED, DECLINED, …) gives its result whatever stopped the flow; an undecided one (CREATED,
    /// READY_TO_PAY, PENDING) gives ``Yuno/Result/userCancelled`` for a cancellation (the shopper left; the payment
    /// stays pending) and ``Yuno/Result/internalError`` for an error — with the payment's id and status either way.
    mutating func readBackFinished(_ found: FlowReadBack) throws(YunoError) {
        guard case .readingBack(_, let error, let knownID) = state else { throw illegal(to: "readBackFinished") }
        switch found {
        case .payment(let payment):
            self.payment = payment
            let decided = payment.status.result != .processing
            let result: Yuno.Result =
                decided ? payment.status.result : error == .cancelled ? .userCancelled : .internalError
            outcome = PaymentOutcome(
                result: result, checkoutSession: checkoutSession, paymentID: payment.id, status: payment.status,
                subStatus: payment.subStatus, error: error)
        case .enrollment(let method):
            // A decided enrollment ends with its status; one still READY_TO_ENROLL never got the card: nothing saved.
            let decided = method.status != .readyToEnroll && method.status.result != .processing
            let result: Yuno.Result =
                decided ? method.status.result : error == .cancelled ? .userCancelled : .internalError
            outcome = PaymentOutcome(
                result: result, checkoutSession: checkoutSession, error: error, enrollmentStatus: method.status,
                vaultedToken: method.vaultedToken)
        case .nothing:
            outcome = Self.failure(error, session: checkoutSession, payment: nil)
        case .unknown:
            // The backend could not be read: the payment's fate is unknown, and the outcome says so.
            outcome = PaymentOutcome(
                result: .internalError, checkoutSession: checkoutSession, paymentID: knownID,
                error: .outcomeUnknown(after: error))
        }
    }

    /// The outcome is known: whether to show the status screen (not after a cancellation, not without a
    /// presenter, not when unwanted) before finishing.
    mutating func conclude(cancelled: Bool) throws(YunoError) -> PaymentOutcome? {
        guard let outcome, !isFinished else { throw illegal(to: "presentingStatus") }
        if case .presentingStatus = state { throw illegal(to: "presentingStatus") }
        guard showsStatus, !cancelled, presenter != nil, outcome.result != .userCancelled else { return nil }
        state = .presentingStatus(outcome)
        return outcome
    }

    /// Finishes the flow (the only way to `finished`) and returns its outcome; releases the presenter.
    mutating func finish() -> PaymentOutcome {
        if case .finished(let outcome) = state { return outcome }
        let final = outcome ?? Self.failure(.cancelled, session: checkoutSession, payment: nil)
        state = .finished(final)
        presenter = nil
        return final
    }

    // MARK: Helpers

    /// What to read after `error`, or `nil` when nothing can exist: before any write, or when the write was
    /// answered with a definite refusal (a 4xx other than REQUEST_IN_PROCESS), which creates nothing.
    private func readBackSubject(after error: YunoError) -> FlowReadBack.Subject? {
        let writeMayHaveLanded = error == .cancelled || error.leavesOutcomeUnknown
        switch state {
        case .awaitingMerchantPayment, .runningAction, .readingStatus: return .payment
        case .creatingPayment: return writeMayHaveLanded ? .payment : nil
        case .enrolling(let id): return writeMayHaveLanded ? .enrollment(paymentMethodID: id) : nil
        case .readingBack(let subject, _, _): return subject
        default: return nil
        }
    }

    private func illegal(to next: String) -> YunoError {
        .illegalTransition(from: flowState.description, to: next)
    }

    static func name(of step: Step) -> String {
        switch step {
        case .validating: "validating"
        case .loadingPaymentMethods: "loadingPaymentMethods"
        case .collectingCard: "collectingCard"
        case .tokenizing: "tokenizing"
        case .creatingPayment: "creatingPayment"
        case .enrolling: "enrolling"
        }
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
