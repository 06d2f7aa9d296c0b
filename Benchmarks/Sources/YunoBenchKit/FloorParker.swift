import YunoSandbox

/// The floor's counterpart of ``ChallengeParker``: holds the bank pages of parked floor flows open until released.
public actor FloorParker {
    private var parked: [(transactionID: String, page: CheckedContinuation<Void, Never>)] = []
    private var target = Int.max
    private var whenParked: CheckedContinuation<Void, Never>?
    let bank: YunoSandbox

    /// An empty parker for pages of `bank`.
    public init(bank: YunoSandbox) {
        self.bank = bank
    }

    /// The page of the 3DS transaction `transactionID`: returns once released (the shopper approved at the bank).
    public func challenge(_ transactionID: String) async {
        await withCheckedContinuation { continuation in
            parked.append((transactionID, continuation))
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

    /// Approves every parked challenge at the bank, then lets its page come back; returns how many approvals the
    /// bank took.
    @discardableResult
    public func release() async -> Int {
        let waiting = parked
        parked = []
        var approved = 0
        for (transactionID, page) in waiting {
            if await CardTyper.approve(transactionID: transactionID, at: bank) { approved += 1 }
            page.resume()
        }
        return approved
    }
}
