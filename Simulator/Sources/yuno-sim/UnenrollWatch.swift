import Synchronization
import YunoSDK

/// The SDK's unenroll requests as ``ObservedTransport`` sees them (`POST …/payment-methods/{token}/unenroll`): how
/// many of one card's are in flight at once (`[unenroll-one-in-flight]`: a second tap waits for the first's run, and
/// a retry follows its attempt), and the idempotency keys each session's were sent with — one per unenrollment that
/// ran (`RetryMiddleware` resends an attempt under the same key).
final class UnenrollWatch: Sendable {
    private struct State {
        var inFlight: [String: Int] = [:]
        var keys: [String: Set<String>] = [:]
    }

    private let state = Mutex(State())
    let monitor: Monitor

    init(monitor: Monitor) { self.monitor = monitor }

    static func isUnenroll(_ request: YunoHTTPRequest) -> Bool {
        request.method == .post && request.pathWithoutQuery.hasSuffix("/unenroll")
    }

    func sent(_ request: YunoHTTPRequest, session: String) {
        let path = request.pathWithoutQuery
        let key = request.headers["X-Idempotency-Key"] ?? ""
        let count = state.withLock { s -> Int in
            s.inFlight[path, default: 0] += 1
            s.keys[session, default: []].insert(key)
            return s.inFlight[path] ?? 0
        }
        if count > 1 {
            monitor.violation(
                "[unenroll-one-in-flight] \(count) unenroll requests for \(path) in flight at once (a second tap "
                    + "waits for the first's unenrollment)")
        }
    }

    func answered(_ request: YunoHTTPRequest) {
        state.withLock { $0.inFlight[request.pathWithoutQuery, default: 1] -= 1 }
    }

    /// How many unenrollments ran in all.
    var totalRuns: Int { state.withLock { $0.keys.values.reduce(0) { $0 + $1.count } } }

    /// How many unenrollments of `session` ran (distinct idempotency keys).
    func runs(_ session: String) -> Int { state.withLock { $0.keys[session]?.count ?? 0 } }
}
