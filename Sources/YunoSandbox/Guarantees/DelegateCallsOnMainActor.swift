/// Every delegate property and method, presenter call and callback runs on the main actor.
@_spi(Guarantees)
public struct DelegateCallsOnMainActor: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "delegate-calls-on-main-actor",
        promise: "delegate properties and methods, presenter calls and callbacks run on the main actor")

    private var channels: [Int: FlowEvent.ResultChannel] = [:]

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .started(let flow, _, let channel):
            channels[flow] = channel
        case .delegateCall(let flow, let what, false):
            return ["\(what)\(flow.map { " of flow \($0)" } ?? "") ran off the main actor"]
        case .result(let flow, let result, false, _) where channels[flow] == .mainActor:
            return ["flow \(flow)'s result (\(result)) reached its delegate or callback off the main actor"]
        default: break
        }
        return []
    }
}
