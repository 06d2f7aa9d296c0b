/// The facade's calls made one after another by one caller (a background thread, as a plugin's bridge makes
/// them) reach the main actor in that order.
@_spi(Guarantees)
public struct FacadeCallsInOrder: GuaranteeChecker {
    /// The promise.
    public static let guarantee = Guarantee(
        id: "facade-calls-in-order",
        promise: "facade calls from one caller reach the main actor in the order the caller made them")

    private var called: [Int: Int] = [:]
    private var reached: [Int: Int] = [:]

    /// Checks nothing yet.
    public init() {}

    /// See ``GuaranteeChecker/observe(_:)``.
    public mutating func observe(_ event: FlowEvent) -> [String] {
        switch event {
        case .facadeCall(let caller, let order):
            called[caller] = max(called[caller] ?? -1, order)
        case .facadeEffect(let caller, let order):
            let last = reached[caller] ?? -1
            if order < last {
                return ["caller \(caller): call \(order) reached the main actor after its later call \(last)"]
            }
            reached[caller] = order
            if order > called[caller] ?? -1 {
                return ["caller \(caller): call \(order) took effect before it was made"]
            }
        default: break
        }
        return []
    }
}
