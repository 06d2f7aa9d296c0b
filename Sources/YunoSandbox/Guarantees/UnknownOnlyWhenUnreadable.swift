/// A flow says its outcome is unknown only when the backend could not be read: one of its own reads of the payment
/// failed (a read sent by its task, or by a task that names no flow, such as a detached read-back). A failed read of
/// another flow of the session is no excuse; nor is a read-back that sent no read at all.
@_spi(Guarantees)
public struct UnknownOnlyWhenUnreadable: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "unknown-only-when-unreadable",
        promise: "a flow reports its outcome unknown only when one of its own reads of the payment failed")

    private var sessions = FlowSessions()
    /// Flows with a failed read of their payment.
    private var unreadable: Set<Int> = []

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .started(let flow, let session, _):
            sessions.started(flow, on: session)
        case .answer(let flow, let method, let path, let status):
            let kind = RequestKind(method: method, path: path)
            guard kind.readsPayment, let session = kind.session, status.map({ $0 >= 400 }) ?? true else { break }
            unreadable.formUnion(sessions.owners(of: flow, session: session))
        case .result(let flow, let result, _, true):
            if let session = sessions[flow], !unreadable.contains(flow) {
                return [
                    "flow \(flow) reported \(result) with its outcome unknown; each of its reads of \(session) answered"
                ]
            }
        case .outcome(let flow, true):
            if let session = sessions[flow], !unreadable.contains(flow) {
                return ["flow \(flow)'s outcome says unknown; each of its reads of \(session) answered"]
            }
        default: break
        }
        return []
    }
}
