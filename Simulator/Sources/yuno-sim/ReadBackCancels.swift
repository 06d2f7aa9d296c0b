import Synchronization

/// `readBackCancel`: the app cancels when the SDK sends its `k`-th read of the session's payment (each attempt
/// counts, a lost one included), so the cancel lands at a chosen await of the read-back that follows an undecided
/// payment write. ``ObservedTransport`` reports every read; the driver arms the point and, once the flow's task
/// exists, the action (cancel the task, or `cancelFlow`).
final class ReadBackCancels: Sendable {
    private struct Point {
        var at: Int
        var seen = 0
        var action: (@Sendable () -> Void)?
    }

    private let points = Mutex<[String: Point]>([:])
    private let fired = Mutex(0)

    /// How many cancels were fired at their read.
    var cancels: Int { fired.withLock { $0 } }

    /// Cancels at the `read`-th read of `session`'s payment (1-based), once an action is set.
    func arm(_ session: String, atRead read: Int) { points.withLock { $0[session] = Point(at: read) } }

    func setAction(_ session: String, _ action: @escaping @Sendable () -> Void) {
        points.withLock { $0[session]?.action = action }
    }

    /// A read of `session`'s payment is being sent: runs the action at the armed read (once).
    func readSent(_ session: String) {
        let action = points.withLock { points -> (@Sendable () -> Void)? in
            guard var point = points[session] else { return nil }
            point.seen += 1
            guard point.seen == point.at, let action = point.action else {
                points[session] = point
                return nil
            }
            points[session] = nil
            return action
        }
        guard let action else { return }
        fired.withLock { $0 += 1 }
        action()
    }
}
