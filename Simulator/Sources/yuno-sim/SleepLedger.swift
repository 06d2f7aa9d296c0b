import Synchronization

/// The SDK's virtual sleeps (the client's injected `sleep`: deadline queue, status polls; `RetryMiddleware`'s
/// backoffs; `TimeoutMiddleware`'s deadline queue), each tagged with the flow whose task started it
/// (``FlowTag/index``, inherited by the SDK's child tasks): how many were scheduled, cancelled and fired, per flow and
/// in all. A timer a flow's task started must end with the flow: one still pending ``grace`` after the flow's
/// result outlived it (checked when it ends, and at the end of the run), and none starts ``grace`` after it. The
/// deadline queue's sleeper is a detached task (it serves every flow of the client), so its sleeps, and the status
/// reads a 3-D Secure page's watch starts when a pause fires, name no flow: they are held to the last result. (A
/// sleeper made as a child of the arming task carried that flow's tag on to the other flows' deadlines and reads,
/// and this check found it: random-walk seed 174.)
///
/// Recording is a `Mutex` on the simulator's one thread: it adds no job, suspension or random draw, so the schedule
/// is the one an unwrapped sleep gives.
final class SleepLedger: Sendable {
    /// One sleep: the flow whose task started it (`nil`: a task that names none), when, and for how long.
    struct Sleep: Sendable {
        let flow: Int?
        let start: Duration
        let length: Duration
    }

    struct Counts: Sendable {
        var scheduled = 0
        var cancelled = 0
        var fired = 0

        var description: String { "\(scheduled) scheduled, \(cancelled) cancelled, \(fired) fired" }
    }

    /// How long a timer may outlive its flow's result: the deadline queue's sleeper may wake once for nothing after
    /// its last deadline was cancelled (at most the 300 s challenge), as the end check's `liveWork` allowance says.
    static let grace: Duration = .seconds(360)

    private struct State {
        var next = 0
        var pending: [Int: Sleep] = [:]
        var total = Counts()
        var perFlow: [Int: Counts] = [:]
    }

    private let state = Mutex(State())
    let executor: SimExecutor
    let monitor: Monitor

    init(executor: SimExecutor, monitor: Monitor) {
        self.executor = executor
        self.monitor = monitor
    }

    /// Sleeps `duration` of virtual time, recorded.
    func sleep(for duration: Duration) async throws {
        let sleep = Sleep(flow: FlowTag.index, start: executor.now, length: duration)
        if let flow = sleep.flow, let ended = monitor.ended(flow), sleep.start > ended + Self.grace {
            monitor.violation(
                "[sdk-timers-end-with-flow] flow \(flow)'s task started a \(duration) virtual sleep at \(sleep.start), "
                    + "more than \(Self.grace) after the flow's result (\(ended))")
        }
        let id = state.withLock { s in
            s.next += 1
            s.pending[s.next] = sleep
            s.total.scheduled += 1
            if let flow = sleep.flow { s.perFlow[flow, default: Counts()].scheduled += 1 }
            return s.next
        }
        do {
            try await executor.sleep(for: duration)
        } catch {
            finish(id, fired: false)
            throw error
        }
        finish(id, fired: true)
    }

    private func finish(_ id: Int, fired: Bool) {
        let sleep = state.withLock { s -> Sleep? in
            guard let sleep = s.pending.removeValue(forKey: id) else { return nil }
            if fired { s.total.fired += 1 } else { s.total.cancelled += 1 }
            if let flow = sleep.flow {
                if fired { s.perFlow[flow, default: Counts()].fired += 1 } else {
                    s.perFlow[flow, default: Counts()].cancelled += 1
                }
            }
            return sleep
        }
        guard let sleep, let flow = sleep.flow, let ended = monitor.ended(flow) else { return }
        if executor.now > max(ended, sleep.start) + Self.grace {
            monitor.violation(Self.outlived(sleep, flow: flow, ended: ended, at: executor.now, still: false))
        }
    }

    /// `[sdk-timers-end-with-flow]`: a timer of `flow`'s task ended (or is still pending) more than ``grace`` after
    /// the flow's result.
    static func outlived(_ sleep: Sleep, flow: Int?, ended: Duration, at now: Duration, still: Bool) -> String {
        "[sdk-timers-end-with-flow] a \(sleep.length) virtual sleep started at \(sleep.start) by "
            + (flow.map { "flow \($0)'s task" } ?? "a task that names no flow")
            + (still ? " is still pending at \(now)" : " ended at \(now)")
            + ", more than \(grace) after "
            + (flow == nil ? "the last result (\(ended))" : "the flow's result (\(ended)) and its own start")
    }

    var pending: [Sleep] { state.withLock { $0.pending.sorted { $0.key < $1.key }.map(\.value) } }
    var total: Counts { state.withLock { $0.total } }
    func counts(of flow: Int) -> Counts { state.withLock { $0.perFlow[flow] ?? Counts() } }
}
