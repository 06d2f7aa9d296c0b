import Foundation

extension YunoSandbox {
    /// A fault rate of one endpoint: the probability that a request draws a fault, and the faults drawn from.
    struct FaultRate: Sendable, Hashable {
        var rate: Double
        var mix: [SandboxFault]
    }

    /// Makes a share `rate` (clamped to 0…1) of the requests to `endpoint` fail with a fault drawn uniformly from
    /// `mix`, using the sandbox's seeded generator: the same seed and the same order of requests give the same
    /// faults. Queued faults (``inject(_:on:times:)``) are consumed first. A rate of 0 or an empty mix removes the
    /// endpoint's rate. Actor-isolated; never fails.
    public func setFaultRate(_ rate: Double, on endpoint: SandboxEndpoint, mix: [SandboxFault]) {
        let rate = min(max(rate, 0), 1)
        faultRates[endpoint] = rate > 0 && !mix.isEmpty ? FaultRate(rate: rate, mix: mix) : nil
    }

    /// Sets the same fault rate and mix on every endpoint in `endpoints` (all of them by default).
    /// Actor-isolated; never fails.
    public func setFaultRate(
        _ rate: Double, mix: [SandboxFault], on endpoints: [SandboxEndpoint] = SandboxEndpoint.allCases
    ) {
        for endpoint in endpoints { setFaultRate(rate, on: endpoint, mix: mix) }
    }

    /// Draws a fault for `endpoint` at its rate, or `nil`.
    func drawFault(for endpoint: SandboxEndpoint) -> SandboxFault? {
        guard let faultRate = faultRates[endpoint] else { return nil }
        let draw = Double(faultGenerator.next() >> 11) / Double(1 << 53)
        guard draw < faultRate.rate else { return nil }
        return faultRate.mix[Int(faultGenerator.next() % UInt64(faultRate.mix.count))]
    }

    /// Suspends until the calling task is cancelled, then throws `CancellationError`.
    static func hangUntilCancelled() async throws {
        while true { try await Task.sleep(for: .seconds(3_600)) }
    }
}
