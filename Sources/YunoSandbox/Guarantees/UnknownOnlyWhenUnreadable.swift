/// A flow says its outcome is unknown only when the backend could not be read: some read of its session's payment
/// failed. Otherwise it names what the backend holds.
@_spi(Guarantees)
public struct UnknownOnlyWhenUnreadable: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "unknown-only-when-unreadable",
        promise: "a flow reports its outcome unknown only when a read of its payment failed")

    private var sessions: [Int: String] = [:]
    private var failedReads: Set<String> = []

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .started(let flow, let session, _):
            sessions[flow] = session
        case .answer(_, let method, let path, let status):
            let kind = RequestKind(method: method, path: path)
            if kind.readsPayment, let session = kind.session, status.map({ $0 >= 400 }) ?? true {
                failedReads.insert(session)
            }
        case .result(let flow, let result, _, true):
            if let session = sessions[flow], !failedReads.contains(session) {
                return ["flow \(flow) reported \(result) with its outcome unknown; every read of \(session) answered"]
            }
        default: break
        }
        return []
    }
}
