/// Every start the app made gets exactly one result: a second one is reported at once, a missing one at the end.
@_spi(Guarantees)
public struct ExactlyOneResult: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "exactly-one-result",
        promise: "every start, a refused one included, delivers exactly one result")

    private var results: [Int: Int] = [:]

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .started(let flow, _, _):
            results[flow] = 0
        case .withdrawn(let flow):
            results[flow] = nil
        case .result(let flow, let result, _, _):
            guard let count = results[flow] else { return ["flow \(flow): a result (\(result)) without a start"] }
            results[flow] = count + 1
            if count >= 1 { return ["flow \(flow): result number \(count + 1) (\(result))"] }
        default: break
        }
        return []
    }

    /// See ``GuaranteeChecker/finish()``.
    public func finish() -> [String] {
        results.filter { $0.value == 0 }.keys.sorted().map { "flow \($0): started, never got a result" }
    }
}
