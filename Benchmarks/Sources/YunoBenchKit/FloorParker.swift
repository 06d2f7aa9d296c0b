/// The floor's counterpart of ``ChallengeParker``: holds the answers of parked floor flows until released.
public actor FloorParker {
    private var parked: [CheckedContinuation<String, Never>] = []
    private var target = Int.max
    private var whenParked: CheckedContinuation<Void, Never>?

    /// An empty parker.
    public init() {}

    /// Waits until released; returns the wire answer (`AUTHENTICATED`).
    public func challenge(_ transactionID: String) async -> String {
        await withCheckedContinuation { continuation in
            parked.append(continuation)
            if parked.count >= target, let waiter = whenParked {
                whenParked = nil
                target = Int.max
                waiter.resume()
            }
        }
    }

    /// Returns once `count` floor flows wait.
    public func waitUntilParked(_ count: Int) async {
        guard parked.count < count else { return }
        target = count
        await withCheckedContinuation { whenParked = $0 }
    }

    /// Answers every parked challenge.
    public func release() {
        let waiting = parked
        parked = []
        for continuation in waiting { continuation.resume(returning: "AUTHENTICATED") }
    }
}
