extension YunoClient {
    /// The one start path of every flow (Seamless, Full, Lite, render, enrollment; instance and facade).
    ///
    /// Validates (`prepare`, on the caller's isolation; nothing is sent when it throws), claims the session (a
    /// second start for an active session is refused), runs the flow in a task of its own so
    /// ``cancelFlow(checkoutSession:)`` reaches every kind (cancelling the caller cancels it too), releases the
    /// session, and hands the outcome to `deliver` exactly once — a refused start included, so a refused delegate
    /// still hears its result. Nothing of the flow (delegate, presenter) is kept once this returns.
    func launch(
        session rawSession: String, prepare: () throws(YunoError) -> FlowStart,
        deliver: @escaping @Sendable (PaymentOutcome) async -> Void
    ) async -> PaymentOutcome {
        let start: FlowStart
        do throws(YunoError) {
            start = try prepare()
        } catch {
            let outcome = refused(rawSession, error)
            await deliver(outcome)
            return outcome
        }
        let flow = PaymentFlow(
            checkoutSession: start.session, context: context, presenter: start.presenter,
            showsStatus: start.showsStatus)
        guard await registry.claim(flow) else {
            let outcome = refused(start.session, .flowAlreadyActive(checkoutSession: start.session))
            await deliver(outcome)
            return outcome
        }
        context.logger.log(.info, "[\(start.session)] \(start.kind) flow started")
        let work = start.work
        let task = Task { await flow.run(work) }
        await registry.attach(task, to: flow)
        let outcome = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        await registry.release(flow, outcome: outcome)
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
