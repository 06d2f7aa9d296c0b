extension YunoClient {
    /// The one start path of every flow (Seamless, Full, Lite, render, enrollment; instance and facade).
    ///
    /// Validates (`prepare`, on the caller's isolation; nothing is sent when it throws), claims the session (a
    /// second start for an active session is refused), runs the flow in the caller's task, releases the session,
    /// and hands the outcome to `deliver` exactly once — a refused start included, so a refused delegate still
    /// hears its result. Nothing of the flow (delegate, presenter) is kept once this returns.
    ///
    /// The flow runs in the caller's task, not a task of its own: no scheduler round trip to start it or to join
    /// it, and a flow parked at a 3DS challenge holds no second task. Cancelling the caller cancels the flow
    /// (its requests included); ``cancelFlow(checkoutSession:)`` reaches it through ``PaymentFlow/cancel()``.
    ///
    /// Kept small on purpose: its frame lives as long as the flow, so the start's values live in the flow and the
    /// refusals in a function of their own.
    @inline(never)  // One frame for every entry point, not a copy in each.
    func launch(
        session rawSession: String, prepare: () throws(YunoError) -> FlowStart,
        deliver: @escaping @Sendable (PaymentOutcome) async -> Void
    ) async -> PaymentOutcome {
        let flow: PaymentFlow
        do throws(YunoError) {
            flow = try makeFlow(prepare)
            guard await registry.claim(flow) else {
                throw .flowAlreadyActive(checkoutSession: flow.checkoutSession)
            }
        } catch {
            // A refused flow names the session as the flow read it (trimmed) when it got that far.
            let session = if case .flowAlreadyActive(let claimed) = error { claimed } else { rawSession }
            return await refuse(session, error, deliver: deliver)
        }
        let outcome = await flow.run()
        await registry.release(flow, outcome: outcome)
        await deliver(outcome)
        return outcome
    }

    /// Validates (`prepare`) and makes the flow, holding its work; logs the start.
    private func makeFlow(_ prepare: () throws(YunoError) -> FlowStart) throws(YunoError) -> PaymentFlow {
        let start = try prepare()
        context.logger.log(.info, "[\(start.session)] \(start.kind) flow started")
        return PaymentFlow(
            checkoutSession: start.session, context: context, work: start.work, presenter: start.presenter,
            showsStatus: start.showsStatus)
    }

    /// Refuses a start: the outcome, delivered once.
    @inline(never)
    private func refuse(
        _ session: String, _ error: YunoError, deliver: @Sendable (PaymentOutcome) async -> Void
    ) async -> PaymentOutcome {
        let outcome = refused(session, error)
        await deliver(outcome)
        return outcome
    }

    /// An outcome for a flow refused before anything was sent; logged with its precise reason.
    func refused(_ session: String, _ error: YunoError) -> PaymentOutcome {
        context.logger.log(.error, "[\(LogSafe.excerpt(session))] flow refused: \(error)")
        return PaymentOutcome(result: .internalError, checkoutSession: session, error: error)
    }

    /// A delivery that tells `delegate` the result, on the main actor.
    static func delivery(to delegate: any YunoPaymentDelegate) -> @Sendable (PaymentOutcome) async -> Void {
        { outcome in await MainActor.run { delegate.yunoPaymentResult(outcome.result) } }
    }
}
