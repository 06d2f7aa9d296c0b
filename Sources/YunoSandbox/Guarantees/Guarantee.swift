/// A promise the SDK's README and DocC make about concurrency and lifecycle, with the name of the checker that
/// enforces it. ``GuaranteeMonitor/table`` lists them all; `Simulator/GUARANTEES.md` is the table with the tests that
/// show each checker fails when its promise is broken.
@_spi(Guarantees)
public struct Guarantee: Sendable, Hashable, CustomStringConvertible {
    /// A short, stable name (`one-flow-per-session`): what a violation is reported under.
    public let id: String
    /// The promise, as the documentation makes it.
    public let promise: String

    /// Makes a guarantee.
    public init(id: String, promise: String) {
        self.id = id
        self.promise = promise
    }

    /// `id: promise`.
    public var description: String { "\(id): \(promise)" }
}
