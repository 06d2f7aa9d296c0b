/// One guarantee's checker: reads a run's ``FlowEvent``s in order and says at which one the promise broke.
///
/// Small and independent: each checker keeps only the state its promise needs, so a violation names one promise
/// and the event that broke it. ``GuaranteeMonitor`` runs them all over one sequence of events.
@_spi(Guarantees)
public protocol GuaranteeChecker: Sendable {
    /// The promise this checker enforces.
    static var guarantee: Guarantee { get }
    /// Reads the next event; returns what it breaks (empty: nothing), at once.
    mutating func observe(_ event: FlowEvent) -> [String]
    /// What can only be judged once every flow ended (a flow that never got its result).
    func finish() -> [String]
}

extension GuaranteeChecker {
    /// Nothing to judge at the end: most promises break at an event.
    public func finish() -> [String] { [] }
}
