/// A start's call or task returns only after its flow's result was delivered (to the delegate, the callback or
/// the return value): an app that awaits the start can rely on the result being there.
@_spi(Guarantees)
public struct ResultBeforeReturn: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "result-before-return",
        promise: "a start's call or task returns only after its result was delivered")

    private var delivered: Set<Int> = []

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .result(let flow, _, _, _):
            delivered.insert(flow)
        case .returned(let flow) where !delivered.contains(flow):
            return ["flow \(flow): its start returned before its result was delivered"]
        default: break
        }
        return []
    }
}
