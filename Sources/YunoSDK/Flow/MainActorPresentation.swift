/// Runs UI work on the main actor and waits for it — but stops waiting the moment the calling task is cancelled,
/// even if the UI never answers. Then `dismiss` runs on the main actor so the UI can close.
///
/// This is what makes "cancelling the task ends the flow promptly" (SPEC §5.6) independent of how well a
/// presenter handles cancellation. The answer travels through a ``PresentationGate``: the first answer wins, later
/// ones are dropped, and a cancelled waiter is answered `nil` at once — a channel resolved at most once without a
/// lock of our own (the idea of Primer's `CancellableTask`).
///
/// The flow waits on its own actor (`isolation`): the UI's task is isolated to that actor, so it starts only once the
/// flow is suspended there; it goes to the main actor, hands the flow's continuation to the gate and shows the UI,
/// whose answer sends the flow on from the main thread (see PERFORMANCE.md's "Hot paths"). A timeout is an entry in the
/// client's ``TimeoutQueue``, not a sleeping task, so a parked presentation holds only its UI task.
enum MainActorPresentation {
    /// A presentation's timeout: after `delay` on `timeouts`, the presentation ends with `value`.
    struct Timeout<Value: Sendable>: Sendable {
        let timeouts: TimeoutQueue
        let delay: Duration
        let value: Value
    }

    /// Waits for `operation`, or for the first of `timeout`, `competitor` (a status poll that sees the payment
    /// settle, in a task of its own) and `rival` (one that waits without a task) when it comes first; the UI is then
    /// dismissed and its task cancelled. The competitor's task is joined and the rival stopped before this returns.
    ///
    /// `stop` receives (on the caller's isolation, before the wait) a closure that ends the wait from
    /// outside the task — the flow's own cancel: the UI is then dismissed and the call throws `cancelled`.
    ///
    /// Unless the UI answered, its task is cancelled and `dismiss` runs exactly once, whichever way the wait ended —
    /// including a task cancelled after a competitor or the timeout had already won.
    @inline(never)  // One frame per presentation, not its locals in every caller's frame (PERFORMANCE.md, "Hot paths").
    static func run<Value: Sendable>(
        _ operation: @escaping @MainActor @Sendable () async -> Value,
        dismiss: @escaping @MainActor @Sendable () -> Void,
        timeout: Timeout<Value>? = nil,
        competitor: (@Sendable () async -> Value?)? = nil,
        rival: PresentationRival<Value>? = nil,
        stop: (@escaping @Sendable () -> Void) -> Void = { _ in },
        isolation: isolated (any Actor)? = #isolation
    ) async throws(YunoError) -> Value {
        let gate = PresentationGate<Value>()
        let competing = competitor.map { competitor in
            Task {
                if let value = await competitor() { gate.post(.competitor(value)) }
            }
        }
        stop({ gate.post(nil) })
        var deadline: TimeoutQueue.ID?
        if let timeout {
            deadline = await timeout.timeouts.schedule(after: timeout.delay) { gate.post(.competitor(timeout.value)) }
        }
        if let rival { await rival.start { gate.post(.competitor($0)) } }
        let (first, work) = await withTaskCancellationHandler {
            await wait(for: operation, through: gate, on: isolation ?? MainActor.shared)
        } onCancel: {
            gate.post(nil)
        }
        if let competing {
            // Joined, not only cancelled: a status poll never outlives the wait.
            competing.cancel()
            await competing.value
        }
        if let rival { await rival.stop() }
        if let timeout, let deadline { await timeout.timeouts.cancel(deadline) }
        if case .presented(let value) = first {
            if Task.isCancelled { throw .cancelled }
            return value
        }
        // The UI did not answer (a competitor won, `stop` ended the wait, or the task was cancelled, perhaps only
        // after the wait ended): close it here, on every such path and only here, so it is closed exactly once.
        work.cancel()
        if case .competitor(let value) = first, !Task.isCancelled {
            await MainActor.run { dismiss() }
            return value
        }
        // Posted, not awaited: a cancelled flow ends without waiting for the main actor.
        Task { @MainActor in dismiss() }
        throw .cancelled
    }

    /// Suspends on `actor` until `gate` has an answer; returns it with the UI's task.
    ///
    /// The UI's task is isolated to `actor`, which this task holds until it is suspended: so the task starts only
    /// then, goes to the main actor, hands the continuation to the gate and shows the UI there. Every resumption
    /// therefore comes after the suspension, on the main actor (ThreadSanitizer sees each one ordered), and the
    /// UI's answer sends this task on from the main actor straight to a worker thread.
    private static func wait<Value: Sendable>(
        for operation: @escaping @MainActor @Sendable () async -> Value, through gate: PresentationGate<Value>,
        on actor: isolated any Actor
    ) async -> (PresentationGate<Value>.Answer?, Task<Void, Never>) {
        var work: Task<Void, Never>?
        let answer: PresentationGate<Value>.Answer? = await withUnsafeContinuation { waiter in
            work = Task {
                actor.assertIsolated()  // Captures `actor`: the task is isolated to it.
                await gate.show(operation, to: waiter)
            }
        }
        guard let work else { preconditionFailure("the UI's task is made before the wait") }
        return (answer, work)
    }
}
