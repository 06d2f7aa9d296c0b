/// Runs every guarantee checker over one run's events, in order, and keeps what broke.
///
/// Not synchronized: a recorder that takes events from several threads keeps it behind its own lock, so the order
/// the checkers see is the order the events were recorded in.
@_spi(Guarantees)
public struct GuaranteeMonitor: Sendable {
    /// Every guarantee the shared checkers enforce, in the order of `Simulator/GUARANTEES.md`.
    public static let table: [Guarantee] = checkers().map { type(of: $0).guarantee }

    private var checkers: [any GuaranteeChecker]
    private var count = 0
    /// What broke so far, in order.
    public private(set) var violations: [GuaranteeViolation] = []
    /// How many events were read.
    public var events: Int { count }

    /// A monitor with every checker, or only those whose ``Guarantee/id`` is in `only`.
    public init(only: Set<String>? = nil) {
        checkers = Self.checkers().filter { only?.contains(type(of: $0).guarantee.id) ?? true }
    }

    private static func checkers() -> [any GuaranteeChecker] {
        [
            ExactlyOneResult(), ResultBeforeReturn(), OneFlowPerSession(), NothingAfterResult(),
            FacadeCallsInOrder(), DeepLinkOnlyWhileAwaited(), ReadBackAfterUndecidedWrite(),
            DelegateCallsOnMainActor(), UnknownOnlyWhenUnreadable(),
        ]
    }

    /// Reads the next event; returns what it broke (also kept in ``violations``).
    @discardableResult
    public mutating func observe(_ event: FlowEvent) -> [GuaranteeViolation] {
        var broken: [GuaranteeViolation] = []
        for index in checkers.indices {
            let id = type(of: checkers[index]).guarantee.id
            for detail in checkers[index].observe(event) {
                broken.append(GuaranteeViolation(guarantee: id, event: count, detail: detail))
            }
        }
        count += 1
        violations += broken
        return broken
    }

    /// The end-of-run checks; returns what they found (also kept in ``violations``).
    @discardableResult
    public mutating func finish() -> [GuaranteeViolation] {
        let broken = checkers.flatMap { checker in
            checker.finish().map {
                GuaranteeViolation(guarantee: type(of: checker).guarantee.id, event: nil, detail: $0)
            }
        }
        violations += broken
        return broken
    }
}
