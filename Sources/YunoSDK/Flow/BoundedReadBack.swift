/// The one read-back rule of every surface — UI flows, render mode and the headless clients: once a write may have
/// landed (a payment created, a card saved) and the caller stopped early (cancelled, a lost answer, an error), what
/// the backend holds is read on a fresh unstructured task that the caller's cancellation does not reach, bounded by
/// the client's ``YunoClient/Options/readBackTimeout``.
///
/// The bound is a deadline on the client's one deadline queue (``FlowContext/timeouts``), not a sleeping task per
/// read: when the read ends, its deadline is cancelled and nothing of it stays in memory; when the deadline passes
/// first, the read's task is cancelled (its request with it) and the answer is ``ReadBack/unknown``. The read
/// itself is ``YunoAPIClient/readBack(_:session:)``: up to ``YunoAPIClient/reconciliationReads`` reads, each retried
/// by the client's middlewares.
enum BoundedReadBack {
    /// Reads `subject` for `session` with `context`'s API client, timeout and deadline queue.
    static func read(_ subject: ReadBack.Subject, session: String, context: FlowContext) async -> ReadBack {
        await read(
            subject, session: session, api: context.api, timeout: context.settings.readBackTimeout,
            deadlines: context.timeouts)
    }

    /// Reads `subject` for `session` on a fresh task, bounded by `timeout` on `deadlines`.
    ///
    /// Whatever the calling task's cancellation, the read runs; the caller waits for it (at most `timeout`, with a
    /// transport that honours cancellation, as ``YunoTransport`` requires).
    static func read(
        _ subject: ReadBack.Subject, session: String, api: YunoAPIClient, timeout: Duration,
        deadlines: TimeoutQueue
    ) async -> ReadBack {
        await run(timeout: timeout, deadlines: deadlines) { await api.readBack(subject, session: session) }
    }

    /// Runs `read` on a fresh task bounded by `timeout` on `deadlines`, and returns its answer. When the deadline
    /// passes first, the read's task is cancelled: a read must then stop and answer what it knows (``ReadBack``'s
    /// reads answer ``ReadBack/unknown``).
    ///
    /// The rule's core, for reads other than a ``ReadBack/Subject`` (an unenrollment's saved methods).
    static func run<Found: Sendable>(
        timeout: Duration, deadlines: TimeoutQueue, _ read: @escaping @Sendable () async -> Found
    ) async -> Found {
        let reader = Task.detached { await read() }
        let deadline = await deadlines.schedule(after: timeout, counted: false) { reader.cancel() }
        let found = await reader.value
        await deadlines.cancel(deadline)
        return found
    }
}
