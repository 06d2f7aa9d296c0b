/// Runs UI work on the main actor and waits for it — but stops waiting the moment the calling task is cancelled,
/// even if the UI never answers. Then `dismiss` runs on the main actor so the UI can close.
///
/// This is what makes "cancelling the task ends the flow promptly" (SPEC §5.6) independent of how well a
/// presenter handles cancellation. The answer travels through a ``PresentationGate``: the first answer wins, later
/// ones are dropped, and a cancelled waiter is answered `nil` at once — a channel resolved at most once without a
/// lock of our own (the idea of Primer's `CancellableTask`).
///
/// The gate runs on the caller's actor (`isolation`), so the flow waits where it runs and the UI's task brings the
/// answer back there: the main thread runs the UI and nothing else. A timeout is an entry in the client's
/// ``TimeoutQueue``, not a sleeping task, so a parked presentation holds only its UI task.
enum MainActorPresentation {
    /// A presentation's timeout: after `delay` on `timeouts`, the presentation ends with `value`.
    struct Timeout<Value: Sendable>: Sendable {
        let timeouts: TimeoutQueue
        let delay: Duration
        let value: Value
    }

    /// Waits for `operation`, or for the first of `timeout` and `competitor` (a status poll that sees the payment
    /// settle) when it comes first; the UI is then dismissed and its task cancelled.
    ///
    /// `stop` receives (on the caller's isolation, before the wait) a closure that ends the wait from
    /// outside the task — the flow's own cancel: the UI is then dismissed and the call throws `cancelled`.
    ///
    /// Unless the UI answered, its task is cancelled and `dismiss` runs exactly once, whichever way the wait ended —
    /// including a task cancelled after a competitor or the timeout had already won.
    static func run<Value: Sendable>(
        _ operation: @escaping @MainActor @Sendable () async -> Value,
        dismiss: @escaping @MainActor @Sendable () -> Void,
        timeout: Timeout<Value>? = nil,
        competitor: (@Sendable () async -> Value?)? = nil,
        stop: (@escaping @Sendable () -> Void) -> Void = { _ in },
        isolation: isolated (any Actor)? = #isolation
    ) async throws(YunoError) -> Value {
        let gate = PresentationGate<Value>(on: isolation)
        let rival = competitor.map { competitor in
            Task {
                if let value = await competitor() { await gate.resolve(.competitor(value)) }
            }
        }
        stop({ gate.post(nil) })
        var deadline: TimeoutQueue.ID?
        if let timeout {
            deadline = await timeout.timeouts.schedule(after: timeout.delay) { gate.post(.competitor(timeout.value)) }
        }
        // The gate runs on this actor's executor: waiting on it is no thread switch, and a stop that came first
        // skips the UI.
        let (first, work) = await withTaskCancellationHandler {
            await gate.show(operation)
        } onCancel: {
            gate.post(nil)
        }
        rival?.cancel()
        #if YUNO_MUTANTS
            if SimulationMutant.active == .deadlineOutlivesFlow { deadline = nil }
        #endif
        if let timeout, let deadline { await timeout.timeouts.cancel(deadline) }
        if case .presented(let value) = first {
            if Task.isCancelled { throw .cancelled }
            return value
        }
        // The UI did not answer (a competitor won, `stop` ended the wait, or the task was cancelled, perhaps only
        // after the wait ended): close it here, on every such path and only here, so it is closed exactly once.
        work?.cancel()
        if case .competitor(let value) = first, !Task.isCancelled {
            await MainActor.run { dismiss() }
            return value
        }
        // Posted, not awaited: a cancelled flow ends without waiting for the main actor.
        Task { @MainActor in dismiss() }
        throw .cancelled
    }
}
