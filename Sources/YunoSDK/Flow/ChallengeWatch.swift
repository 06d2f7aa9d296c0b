/// What a flow watches while a 3-D Secure page is open, besides the page itself: the payment, read on the client's
/// deadline queue with backoff until the backend moves it off the challenge, and the return link.
///
/// Bounded: at most ``maximumPolls`` reads, paced from the client's `statusPollInterval` and growing by half each
/// time up to ``maximumInterval``; it stops when the flow stops (its task is cancelled by the presentation that
/// started it). A failed read is tried again at the next pause; only the backend's answer ends the watch.
struct ChallengeWatch: Sendable {
    /// The most reads one challenge makes.
    static let maximumPolls = 40
    /// The longest pause between two reads.
    static let maximumInterval: Duration = .seconds(15)

    let api: YunoAPIClient
    let session: String
    let timeouts: TimeoutQueue
    let firstInterval: Duration
    let signals: AsyncStream<FlowSignal>

    /// The pauses between reads: `first`, then each half as long again, capped at ``maximumInterval``.
    static func intervals(from first: Duration) -> [Duration] {
        var pauses: [Duration] = []
        var next = max(first, .milliseconds(1))
        for _ in 0..<maximumPolls {
            pauses.append(next)
            next = min(next * 1.5, max(maximumInterval, first))
        }
        return pauses
    }

    /// The first of: the payment leaving the challenge, the return link; `nil` when neither can come (the polls
    /// ran out and the signal channel closed, or the task was cancelled).
    func firstEnding() async -> ChallengeWait? {
        await withTaskGroup(of: ChallengeWait?.self) { group in
            group.addTask { await poll() }
            group.addTask { await returnLink() }
            defer { group.cancelAll() }
            for await ending in group {
                if let ending { return ending }
            }
            return nil
        }
    }

    private func poll() async -> ChallengeWait? {
        for pause in Self.intervals(from: firstInterval) {
            await timeouts.pause(for: pause)
            if Task.isCancelled { return nil }
            if let payment = try? await api.sessionPayment(session: session), !payment.waitsOnChallenge {
                return .decided(payment)
            }
        }
        return nil
    }

    private func returnLink() async -> ChallengeWait? {
        for await signal in signals {
            if case .deepLinkReturned(let showStatus) = signal { return .returnLink(showStatus: showStatus) }
        }
        return nil
    }
}

extension Payment {
    /// Whether the payment still waits on its 3-D Secure challenge (the bank has not answered the backend yet).
    var waitsOnChallenge: Bool {
        needsSDKAction && paymentMethod?.detail?.card != nil
    }
}
