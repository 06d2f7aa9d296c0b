/// One flow per session, and the session free only after the flow's result was delivered: while a flow of a
/// session is between its first sign of life (a screen, a request) and its result, no other flow of that session
/// shows a screen or sends a request; and two flows of a session never take turns acting on it.
///
/// A flow whose result comes on the main actor (delegate, callback) holds its session until that result: the SDK
/// releases the session and delivers in one main-actor turn, so a second flow acting in between was let in too
/// early (a session claimed again before delivery, two starts both running). A flow whose result is a return value
/// is judged by its acts alone (its caller resumes some turns after the release): it may not act again once
/// another flow of its session acted. A request counts for the flow whose task sent it only when it names that
/// flow's own session.
@_spi(Guarantees)
public struct OneFlowPerSession: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "one-flow-per-session",
        promise: "one flow per session; no screen or request from a second flow while one is between its claim "
            + "and its delivery; a session is free only after its flow's result was delivered")

    private struct Flow {
        let session: String
        let channel: FlowEvent.ResultChannel
        var acted = false
        var delivered = false
        /// Another flow of the session acted after this one did.
        var overtaken = false
    }

    private var flows: [Int: Flow] = [:]
    private var bySession: [String: [Int]] = [:]

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .started(let flow, let session, let channel):
            flows[flow] = Flow(session: session, channel: channel)
            bySession[session, default: []].append(flow)
        case .withdrawn(let flow):
            flows[flow] = nil
        case .result(let flow, _, _, _):
            flows[flow]?.delivered = true
        case .screen(let flow, _, let what):
            return acted(flow, what)
        case .request(let flow?, let method, let path):
            guard let own = flows[flow], RequestKind(method: method, path: path).session == own.session else { break }
            return acted(flow, "\(method) \(path)")
        default: break
        }
        return []
    }

    private mutating func acted(_ flow: Int, _ what: String) -> [String] {
        guard let own = flows[flow], !own.delivered else { return [] }  // After its result: NothingAfterResult's.
        var broken: [String] = []
        if own.overtaken {
            broken.append("flow \(flow) acted on \(own.session) (\(what)) after another flow of that session had")
        }
        for other in bySession[own.session, default: []] where other != flow {
            guard var rival = flows[other], rival.acted, !rival.delivered else { continue }
            if rival.channel == .mainActor {
                broken.append(
                    "flow \(flow) acted on \(own.session) (\(what)) while flow \(other) held it (no result yet)")
            }
            rival.overtaken = true
            flows[other] = rival
        }
        flows[flow]?.acted = true
        return broken
    }
}
