/// A write whose answer decided nothing (no answer, a 5xx, a 408 or 429, the sender cancelled) may still have made
/// the payment: the flow reads the session's payment back before it reports anything.
@_spi(Guarantees)
public struct ReadBackAfterUndecidedWrite: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "read-back-after-undecided-write",
        promise: "after a payment write whose answer decided nothing (fault, lost answer, cancellation) the flow "
            + "reads the payment back before it reports")

    private var sessions = FlowSessions()
    /// Flows with an undecided write and no read of their payment since, with that write.
    private var undecided: [Int: String] = [:]

    /// Checks nothing yet.
    public init() {}

    /// Whether `status` leaves a write's effect unknown.
    static func decidesNothing(_ status: Int?) -> Bool {
        guard let status else { return true }
        return status >= 500 || status == 408 || status == 429
    }

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .started(let flow, let session, _):
            sessions.started(flow, on: session)
        case .answer(let flow, let method, let path, let status):
            let kind = RequestKind(method: method, path: path)
            // Only payment creation: enrolment's writes are read back by the payment method's id, not the session.
            guard kind.writes, path.split(separator: "?")[0].hasSuffix("/payments"), let session = kind.session else {
                break
            }
            let answer = status.map(String.init) ?? "no answer"
            for owner in sessions.owners(of: flow, session: session) {
                undecided[owner] = Self.decidesNothing(status) ? "\(method) \(path) → \(answer)" : nil
            }
        case .request(let flow, let method, let path):
            let kind = RequestKind(method: method, path: path)
            guard kind.readsPayment, let session = kind.session else { break }
            for owner in sessions.owners(of: flow, session: session) { undecided[owner] = nil }
        case .result(let flow, let result, _, _):
            if let write = undecided.removeValue(forKey: flow) {
                return ["flow \(flow) reported \(result) after \(write) without reading the payment back"]
            }
        default: break
        }
        return []
    }
}
