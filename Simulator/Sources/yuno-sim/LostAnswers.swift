import Synchronization

/// Answers lost on purpose at the SDK's transport after the sandbox committed the request (as a connection that
/// drops on the way back), per session: the next N answers of the session's payment creation (`readBackCancel`: the
/// write is undecided, so the flow must read the payment back) or of its unenrollment (`unenroll`: retried under the
/// same key, then read back). Unlike the sandbox's injected faults, which any session's next request on the endpoint
/// takes, these stay with their session.
final class LostAnswers: Sendable {
    enum Write: Hashable, Sendable {
        case paymentCreation, unenroll
    }

    /// How an answer is lost: the connection drops, or a gateway answers an error that decides nothing (a 5xx or a
    /// 429: the write landed all the same).
    enum Loss: Hashable, Sendable {
        case dropped
        case status(Int)
    }

    private struct Key: Hashable {
        let session: String
        let write: Write
    }

    private let left = Mutex<[Key: (count: Int, loss: Loss)]>([:])

    /// Loses the next `count` answers of `write` on `session`, as `loss` says.
    func lose(_ count: Int, of write: Write, on session: String, as loss: Loss = .dropped) {
        guard count > 0 else { return }
        left.withLock { $0[Key(session: session, write: write)] = (count, loss) }
    }

    /// How this answer of `write` on `session` is lost (consumes one), or `nil`: it is not.
    func consume(_ write: Write, on session: String) -> Loss? {
        let key = Key(session: session, write: write)
        return left.withLock { left in
            guard let entry = left[key], entry.count > 0 else { return nil }
            left[key] = entry.count > 1 ? (entry.count - 1, entry.loss) : nil
            return entry.loss
        }
    }
}
