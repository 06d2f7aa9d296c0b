/// How the 3-D Secure challenge page ended: a fact about the page, never about the authentication.
///
/// Whether the shopper authenticated is the bank's to say, and the backend holds it as the payment's status: after
/// either ending the flow reads the payment and reports what the backend holds. A page that came back is not a
/// success, and a page the shopper closed is not an abandonment (the bank may have approved before it was closed).
public enum ThreeDSChallengeEnding: String, Sendable, Hashable, CaseIterable {
    /// The page sent the shopper to the payment's `callback_url` (the browser session caught the return link).
    case returned
    /// The shopper closed the page before it sent them back.
    case closed
}
