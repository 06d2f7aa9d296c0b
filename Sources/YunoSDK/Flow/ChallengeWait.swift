/// How the wait at a 3-D Secure challenge ended. None of the cases is an authentication result: after each one the
/// flow reports the payment as the backend holds it.
enum ChallengeWait: Sendable {
    /// The presenter's page ended (it came back through the `callback_url`, or the shopper closed it).
    case page(ThreeDSChallengeEnding)
    /// A status poll saw the payment leave the challenge: the bank answered and the backend moved it.
    case decided(Payment)
    /// The app received the return link (`receiveDeeplink`) while the page was open in another browser.
    case returnLink(showStatus: Bool)
    /// The challenge's time was over with none of the above.
    case timedOut

    /// One line for the log.
    var summary: String {
        switch self {
        case .page(let ending): "the page \(ending.rawValue)"
        case .decided(let payment): "the backend moved the payment to \(payment.status.rawValue)"
        case .returnLink: "the return link arrived"
        case .timedOut: "the challenge time was over"
        }
    }
}
