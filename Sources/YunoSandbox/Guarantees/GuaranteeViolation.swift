/// A broken promise: which guarantee, at which event of the run (its position, from 0), and what happened.
@_spi(Guarantees)
public struct GuaranteeViolation: Sendable, Hashable, CustomStringConvertible {
    /// The guarantee's ``Guarantee/id``.
    public let guarantee: String
    /// The position of the event that broke it in the run's sequence; `nil` for a check made at the end.
    public let event: Int?
    /// What happened, naming the flows and sessions involved.
    public let detail: String

    /// `[guarantee] detail`, with the event's position when there is one.
    public var description: String {
        if let event { "[\(guarantee)] at event \(event): \(detail)" } else { "[\(guarantee)] at the end: \(detail)" }
    }
}
