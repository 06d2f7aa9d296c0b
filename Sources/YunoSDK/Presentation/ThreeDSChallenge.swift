import Foundation

/// A 3-D Secure challenge the issuer asks the shopper to complete.
public struct ThreeDSChallenge: Sendable, Hashable {
    /// The payment being authenticated.
    public let paymentID: String
    /// The 3DS transaction id.
    public let transactionID: String
    /// The issuer's challenge page.
    public let challengeURL: URL
    /// How long the shopper has before the challenge counts as abandoned (at least five minutes).
    public let timeout: Duration

    /// Creates a challenge description.
    public init(paymentID: String, transactionID: String, challengeURL: URL, timeout: Duration) {
        self.paymentID = paymentID
        self.transactionID = transactionID
        self.challengeURL = challengeURL
        self.timeout = timeout
    }
}
