extension FlowStateMachine {
    /// What the actor does after a payment was seen.
    enum PaymentStep: Sendable {
        /// Run this action (the flow is already running it) for the payment `summary` names.
        case run(SDKAction, PaymentSummary)
        /// No action is needed: the flow ends with this payment.
        case end(Payment)
        /// The payment cannot go on (an unknown or unsafe action, too many actions): end with this error; a
        /// read-back follows.
        case fail(YunoError)
    }

    /// What the actor does, step by step, once the flow's work ended; each step's event is named here.
    enum EndAction: Sendable {
        /// Read the backend (on a fresh, uncancelled task, bounded), then call `readBackFinished(_:)`.
        case readBack(ReadBack.Subject)
        /// Finish `signals` (a wait on them ends) and, when `removesDeepLink`, remove the flow's deep link; then
        /// call `released(taskCancelled:now:)`.
        case release(signals: AsyncStream<FlowSignal>.Continuation?, removesDeepLink: Bool)
        /// Show the status screen on `presenter` until it is closed; then call `statusPresented()`.
        case presentStatus(PaymentStatusScreen, on: any YunoPresenter)
        /// Done: deliver `outcome`; `loader` is the presenter whose loader the starter hides (released here).
        case finish(PaymentOutcome, loader: (any YunoPresenter)?)
    }

    /// What ends a cancelled flow's waits at once.
    struct CancelAction: Sendable {
        /// Ends the wait of the presentation shown, if any.
        let stopPresentation: (@Sendable () -> Void)?
        /// The signal sink to finish (a wait for `continuePayment()` or a deep link ends), if one was open.
        let signals: AsyncStream<FlowSignal>.Continuation?
    }
}
