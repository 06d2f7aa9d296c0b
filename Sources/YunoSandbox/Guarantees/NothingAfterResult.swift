/// A flow is over when its result is delivered: it shows no screen and sends no request afterwards (its timers,
/// polls and screens ended with its work).
@_spi(Guarantees)
public struct NothingAfterResult: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "nothing-after-result",
        promise: "after a flow's result is delivered it shows nothing and sends nothing: its work, timers and "
            + "screens ended with it")

    private var sessions = FlowSessions()
    private var delivered: Set<Int> = []

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .started(let flow, let session, _):
            sessions.started(flow, on: session)
        case .result(let flow, _, _, _):
            delivered.insert(flow)
        case .screen(let flow, _, let what) where delivered.contains(flow):
            return ["flow \(flow) showed \(what) after its result was delivered"]
        case .request(let flow?, let method, let path) where delivered.contains(flow):
            // Only a request for its own session: a task the flow's tag leaked into may serve another session.
            guard RequestKind(method: method, path: path).session == sessions[flow] else { break }
            return ["flow \(flow) sent \(method) \(path) after its result was delivered"]
        default: break
        }
        return []
    }
}
