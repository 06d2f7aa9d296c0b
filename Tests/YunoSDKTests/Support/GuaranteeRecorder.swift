import Foundation
import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// Feeds one run's ``FlowEvent``s, from every participant (the presenters, the delegates and callbacks, the
/// transport, the app's starts), to the shared guarantee checkers (``GuaranteeMonitor``) as they happen, in the
/// order they were recorded.
///
/// Thread-safe: events come from the main actor, the transport's tasks and background starts at once. `NSLock`
/// (pthread) rather than `Mutex`: ThreadSanitizer on Linux does not see `Mutex`'s futex and reports false races
/// (CI runs the stress suite under it); the lock is held only to hand the event to the checkers.
///
/// On main-actor isolation: under Swift Testing on Linux the main actor need not run on the main thread, so
/// `Thread.isMainThread` says nothing. A participant records `onMainActor: true` only where the call is statically
/// main-actor isolated (a `@MainActor` presenter method or callback) or just passed `MainActor.assumeIsolated`
/// (which traps off the main actor, as in ``RecordingDelegate``).
final class GuaranteeRecorder: Sendable {
    /// The recorder's number for the start whose task is running: set around each start, inherited by the tasks
    /// it creates (`Task {}` inherits task-locals, `Task.detached` does not); read by ``transport``.
    @TaskLocal static var flow: Int?

    private let lock = NSLock()
    nonisolated(unsafe) private var monitor = GuaranteeMonitor()
    nonisolated(unsafe) private var flows = 0
    /// Every event, kept only with `YUNO_GUARANTEE_TRACE=1`: ``trace(_:)`` then prints what led to a violation.
    nonisolated(unsafe) private var kept: [FlowEvent]? =
        ProcessInfo.processInfo.environment["YUNO_GUARANTEE_TRACE"] == "1" ? [] : nil

    /// A recorder running every checker, or only those whose id is in `only`.
    init(only: Set<String>? = nil) {
        monitor = GuaranteeMonitor(only: only)
    }

    /// Hands `event` to the checkers.
    func record(_ event: FlowEvent) {
        lock.withLock {
            monitor.observe(event)
            kept?.append(event)
        }
    }

    /// With `YUNO_GUARANTEE_TRACE=1`: the events up to `violation` about the flow its detail starts with
    /// (`flow N …`): its own, and those naming its session, numbered; empty otherwise.
    func trace(_ violation: GuaranteeViolation) -> [String] {
        lock.withLock {
            guard let kept, let flow = violation.detail.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
            else { return [] }
            var session: String?
            var lines: [String] = []
            for (index, event) in kept.enumerated() where index <= (violation.event ?? kept.count) {
                if case .started(flow, let started, _) = event { session = started }
                let text = "\(event)"
                if text.contains("flow: Optional(\(flow))") || text.contains("flow: \(flow),")
                    || text.contains("flow: \(flow))") || session.map({ text.contains($0) }) == true
                {
                    lines.append("  \(index): \(text)")
                }
            }
            return lines
        }
    }

    /// A new flow number (from 0), for a start about to be made.
    func newFlow() -> Int {
        lock.withLock {
            defer { flows += 1 }
            return flows
        }
    }

    /// Records the start of a new flow on `session` and returns its number.
    func start(session: String, channel: FlowEvent.ResultChannel) -> Int {
        let flow = newFlow()
        record(.started(flow: flow, session: session, channel: channel))
        return flow
    }

    /// Records `flow`'s result: `outcome`, when the app got the detailed outcome, says whether it is unknown.
    func result(
        _ flow: Int, _ result: Yuno.Result, onMainActor: Bool, outcome: PaymentOutcome? = nil
    ) {
        record(
            .result(
                flow: flow, result: result, onMainActor: onMainActor,
                unknownOutcome: outcome?.error?.code == .outcomeUnknown))
    }

    /// Records a presenter call of `flow` on `session`: a screen (it holds its session) made on the main actor.
    @MainActor
    func presenter(_ flow: Int, session: String, _ what: String) {
        record(.screen(flow: flow, session: session, what: what))
        record(.delegateCall(flow: flow, what: what, onMainActor: true))
    }

    /// Runs the end-of-run checks; returns every violation of the run.
    func finish() -> [GuaranteeViolation] {
        lock.withLock {
            monitor.finish()
            return monitor.violations
        }
    }

    /// `violations` for a failed expectation: how many broke each guarantee, then the first ten.
    static func report(_ violations: [GuaranteeViolation]) -> String {
        let counts = Dictionary(grouping: violations, by: \.guarantee).mapValues(\.count).sorted { $0.key < $1.key }
        return "\(violations.count) guarantee violations \(counts.map { "\($0.key) ×\($0.value)" }), first: "
            + "\(violations.prefix(10))"
    }

    /// How many events were recorded.
    var events: Int { lock.withLock { monitor.events } }

    /// A middleware recording every request and its answer, as the wire sees them (put it last, innermost: each
    /// retry is a request of its own), with the flow of the task that sent it.
    var transport: some YunoTransportMiddleware { Transport(recorder: self) }

    private struct Transport: YunoTransportMiddleware {
        let recorder: GuaranteeRecorder

        func intercept(
            _ request: YunoHTTPRequest, baseURL: URL,
            next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
        ) async throws -> YunoHTTPResponse {
            let (flow, method, path) = (GuaranteeRecorder.flow, request.method.rawValue, request.path)
            recorder.record(.request(flow: flow, method: method, path: path))
            do {
                let response = try await next(request, baseURL)
                // The status as it arrived, even if this attempt was cancelled meanwhile: a timeout middleware
                // above still hands an answer that arrived late to the flow, which may use it.
                recorder.record(.answer(flow: flow, method: method, path: path, status: response.status))
                return response
            } catch {
                recorder.record(.answer(flow: flow, method: method, path: path, status: nil))
                throw error
            }
        }
    }
}
