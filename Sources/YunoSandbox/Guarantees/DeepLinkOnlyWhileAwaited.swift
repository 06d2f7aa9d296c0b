/// A deep link is taken only by a flow that waits for one (a redirect's or a 3-D Secure page's way back): a stray
/// link for a session no flow waits on is refused.
@_spi(Guarantees)
public struct DeepLinkOnlyWhileAwaited: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "deep-link-only-while-awaited",
        promise: "a deep link is accepted only while a flow of its session waits for one")

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        if case .deepLink(let session, true, false) = event {
            return ["a deep link for \(session) was accepted; no flow of it waits for one"]
        }
        return []
    }
}
