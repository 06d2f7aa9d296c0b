extension YunoClient {
    /// How a start ended: the flow now owns its session, or the start was refused with this outcome.
    private enum Start {
        case started(PaymentFlow)
        case refused(PaymentOutcome)
    }

    /// The one start path of every flow (Seamless, Full, Lite, render, enrollment; instance and facade).
    ///
    /// Validates (`prepare`, on the caller's isolation; nothing is sent when it throws), claims the session on the
    /// main actor and shows the loader there (a second start for an active session is refused and touches no
    /// loader), runs the flow in the caller's task, then, in one main-actor turn, releases the session, hides the
    /// loader and hands the outcome to `deliver` exactly once — a refused start included, so a refused delegate
    /// still hears its result. Nothing of the flow (delegate, presenter) is kept once this returns.
    ///
    /// Runs on the caller's isolation (`nonisolated(nonsending)`): from main-actor code (an app's view controller,
    /// a render flow, a delegate start) the claim, the loader and the delivery run at once, with no thread switch;
    /// from anywhere else they are one trip to the main actor each.
    ///
    /// The flow runs in the caller's task, not a task of its own: no scheduler round trip to start it or to join
    /// it, and a flow parked at a 3DS challenge holds no second task. Cancelling the caller cancels the flow
    /// (its requests included); ``cancelFlow(checkoutSession:)`` reaches it through ``PaymentFlow/cancel()``.
    ///
    /// Kept small on purpose: its frame lives as long as the flow, so the start's values live in the flow and the
    /// start and its refusals in a function of their own.
    @inline(never)  // One frame for every entry point, not a copy in each.
    nonisolated(nonsending) func launch(
        session rawSession: String, prepare: () throws(YunoError) -> FlowStart,
        deliver: @escaping @MainActor @Sendable (PaymentOutcome) -> Void
    ) async -> PaymentOutcome {
        let flow: PaymentFlow
        switch await start(session: rawSession, prepare: prepare, deliver: deliver) {
        case .started(let started): flow = started
        case .refused(let outcome): return outcome
        }
        let (outcome, loader) = await flow.run()
        await Self.end(flow, outcome: outcome, registry: registry, hidingLoaderOf: loader, deliver: deliver)
        return outcome
    }

    /// Validates and makes the flow, then claims its session; a refusal is delivered here.
    @inline(never)  // Its frame (the start's values) is gone once the flow runs.
    private nonisolated(nonsending) func start(
        session rawSession: String, prepare: () throws(YunoError) -> FlowStart,
        deliver: @escaping @MainActor @Sendable (PaymentOutcome) -> Void
    ) async -> Start {
        do throws(YunoError) {
            let (flow, presenter) = makeFlow(try prepare())
            guard await Self.claim(flow, registry: registry, showingLoaderOf: presenter) else {
                throw .flowAlreadyActive(checkoutSession: flow.checkoutSession)
            }
            return .started(flow)
        } catch {
            // A refused flow names the session as the flow read it (trimmed) when it got that far.
            let session = if case .flowAlreadyActive(let claimed) = error.reason { claimed } else { rawSession }
            let outcome = refused(session, error)
            await MainActor.run { [registry] in
                registry.events.emit(YunoUIEvent(.result, session: outcome.checkoutSession, result: outcome.result))
                deliver(outcome)
            }
            return .refused(outcome)
        }
    }

    /// The flow `start` describes, and the presenter it talks to: the start's, through a reporter, so every
    /// presenter call is a UI event (``uiEvents()``). Synchronous, so the start's values never enter the async
    /// frame of ``start(session:prepare:deliver:)``.
    private func makeFlow(_ start: FlowStart) -> (PaymentFlow, (any YunoPresenter)?) {
        let session = CheckoutSession(lowercased: start.session)  // Validated and lowercased by `prepare`.
        context.logger.log(.info, session, "\(start.work.kind) flow started")
        let presenter = start.presenter.map { EventReportingPresenter($0, session: session.id, hub: events) }
        let flow = PaymentFlow(
            session: session, context: context, work: start.work, presenter: presenter, showsStatus: start.showsStatus)
        return (flow, presenter)
    }

    /// Claims `flow`'s session and shows its loader, in one main-actor turn; false (no loader) when the session
    /// has an active flow.
    @MainActor
    private static func claim(
        _ flow: PaymentFlow, registry: FlowRegistry, showingLoaderOf presenter: (any YunoPresenter)?
    ) -> Bool {
        guard registry.claim(flow) else { return false }
        presenter?.showLoader()
        return true
    }

    /// Releases `flow`'s session, hides its loader and delivers its outcome, in one main-actor turn: once the
    /// caller resumes, the loader is hidden, the outcome is recorded, the UI event streams have the result and the
    /// delegate has heard it.
    @MainActor
    @inline(never)  // Its values (the result's UI event) stay out of `launch`'s frame, which lives as long as the flow.
    private static func end(
        _ flow: PaymentFlow, outcome: PaymentOutcome, registry: FlowRegistry,
        hidingLoaderOf presenter: (any YunoPresenter)?,
        deliver: @escaping @MainActor @Sendable (PaymentOutcome) -> Void
    ) {
        registry.release(flow, outcome: outcome)
        presenter?.hideLoader()
        registry.events.emit(YunoUIEvent(.result, session: flow.checkoutSession, result: outcome.result))
        deliver(outcome)
    }

    /// An outcome for a flow refused before anything was sent; logged with its precise reason.
    func refused(_ session: String, _ error: YunoError) -> PaymentOutcome {
        context.logger.log(.error, "[\(LogSafe.excerpt(session))] flow refused: \(error)")
        return PaymentOutcome(result: .internalError, checkoutSession: session, error: error)
    }

    /// A delivery that tells `delegate` the result.
    static func delivery(to delegate: any YunoPaymentDelegate) -> @MainActor @Sendable (PaymentOutcome) -> Void {
        { outcome in delegate.yunoPaymentResult(outcome.result) }
    }
}
