/// How a 3DS challenge ended.
public enum ThreeDSChallengeOutcome: String, Sendable, Hashable, CaseIterable {
    /// The shopper authenticated.
    case authenticated
    /// Authentication failed (wrong code); the payment is rejected.
    case failed
    /// The shopper closed the challenge or let it time out; the payment is cancelled.
    case abandoned
}
