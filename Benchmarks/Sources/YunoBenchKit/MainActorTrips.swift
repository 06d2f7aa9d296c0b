import Foundation

/// What one trip from a flow's actor to the main actor and back costs on this machine, the way a flow makes it: from
/// an actor on a worker thread while the main actor is idle, one trip at a time.
///
/// The canned new-card flow makes such trips where its floor makes one `MainActor.run`: these rows put a price on
/// each kind, so PERFORMANCE.md's explanation of the new-card gap rests on a measurement.
public actor MainActorTrips {
    public init() {}

    /// Wall and CPU microseconds per `MainActor.run` round trip (the floor's one trip for a shown form), one sample
    /// per batch of `batch` trips, `rounds` batches after a warm-up.
    public func mainActorRun(rounds: Int, batch: Int) async -> (wall: [Double], cpu: [Double]) {
        await Self.measure(rounds: rounds, batch: batch) {
            await MainActor.run {}
        }
    }

    /// Wall and CPU microseconds per main-actor task created and awaited from the actor (a presentation's task, or a
    /// posted loader call whose run the flow later meets), sampled as ``mainActorRun(rounds:batch:)``.
    public func mainActorTask(rounds: Int, batch: Int) async -> (wall: [Double], cpu: [Double]) {
        await Self.measure(rounds: rounds, batch: batch) {
            await Task { @MainActor in }.value
        }
    }

    private static func measure(
        rounds: Int, batch: Int, isolation: isolated (any Actor)? = #isolation, _ trip: () async -> Void
    ) async -> (wall: [Double], cpu: [Double]) {
        var walls: [Double] = []
        var cpus: [Double] = []
        for round in 0...rounds {
            let cpu = ProcessStats.cpuNanoseconds()
            let start = ContinuousClock.now
            for _ in 0..<batch { await trip() }
            let elapsed = ContinuousClock.now - start
            guard round > 0 else { continue }  // round 0 warms up
            walls.append(elapsed.seconds * 1e6 / Double(batch))
            cpus.append(Double(ProcessStats.cpuNanoseconds() - cpu) / 1e3 / Double(batch))
        }
        return (walls, cpus)
    }
}
