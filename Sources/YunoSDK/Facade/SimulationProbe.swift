/// What a client still holds: the read-only counts a deterministic simulator (`Simulator/`, issue 26) checks after
/// every flow has ended — nothing may stay live then.
///
/// SPI (`@_spi(Simulation) import YunoSDK`), not public API: it names the SDK's internal bookkeeping, which may
/// change with any release. A plain value; safe to share across isolation domains.
@_spi(Simulation)
public struct LiveWork: Sendable, Hashable, CustomStringConvertible {
    /// Flows that hold their checkout session in the client's registry.
    public let activeFlows: Int
    /// Flows waiting for a deep link.
    public let waitingDeepLinks: Int
    /// Presentation deadlines (3DS challenge timeouts) still scheduled.
    public let pendingDeadlines: Int
    /// Whether the task sleeping for the earliest deadline still exists.
    public let deadlineSleeper: Bool
    /// How many presentation deadlines have fired since the client was made (not live work: a history, so a
    /// simulator can tell a deadline that fired for a presentation nobody waited on any more).
    public let firedDeadlines: Int

    /// Whether nothing is live.
    public var isEmpty: Bool {
        activeFlows == 0 && waitingDeepLinks == 0 && pendingDeadlines == 0 && !deadlineSleeper
    }

    /// The counts, for a report.
    public var description: String {
        "activeFlows=\(activeFlows) waitingDeepLinks=\(waitingDeepLinks) pendingDeadlines=\(pendingDeadlines) "
            + "deadlineSleeper=\(deadlineSleeper) firedDeadlines=\(firedDeadlines)"
    }
}

extension YunoClient {
    /// What this client (and every client sharing its flows) still holds. Read-only.
    @_spi(Simulation)
    public func liveWork() async -> LiveWork {
        let (flows, links) = await MainActor.run { [registry, context] in
            (registry.activeCount, context.deepLinks.count)
        }
        return LiveWork(
            activeFlows: flows, waitingDeepLinks: links, pendingDeadlines: await context.timeouts.count,
            deadlineSleeper: await context.timeouts.isSleeping, firedDeadlines: await context.timeouts.fired)
    }
}

extension Yuno {
    /// The checkout session of the flow the static facade runs now, or `nil`. Read-only.
    @_spi(Simulation)
    @MainActor
    public static var activeFacadeSession: String? { YunoFacade.shared.activeSession }
}
