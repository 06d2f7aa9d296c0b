import Foundation
import YunoSDK
import YunoSandbox

/// The measured workloads, shared by the ordo-one benchmarks and the report.
public enum Workloads {
    /// What a scaling run measured.
    public struct ScalingResult: Sendable {
        public var flows: Int
        public var seconds: Double
        public var cpuSeconds: Double
        public var succeeded: Int
        public var flowsPerSecond: Double { Double(flows) / seconds }

        /// A result measured elsewhere (for example by a run in another process).
        public init(flows: Int, seconds: Double, cpuSeconds: Double, succeeded: Int) {
            self.flows = flows
            self.seconds = seconds
            self.cpuSeconds = cpuSeconds
            self.succeeded = succeeded
        }
    }

    /// What parking flows at a 3DS challenge held.
    public struct ParkedResult: Sendable {
        public var flows: Int
        /// malloc'd bytes per parked flow.
        public var mallocBytesPerFlow: Double
        /// Resident bytes per parked flow.
        public var residentBytesPerFlow: Double
        public var succeeded: Int
    }

    /// Runs `sessions.count` SDK flows at once (one task each) and waits for all of them.
    public static func concurrentSDKFlows(
        _ world: some FlowWorld, sessions: [String], variant: FlowVariant
    ) async -> ScalingResult {
        let cpu = ProcessStats.cpuNanoseconds()
        let start = ContinuousClock.now
        let succeeded = await withTaskGroup(of: Bool.self) { group in
            for session in sessions {
                group.addTask { await world.sdkPay(session, variant).result == .succeeded }
            }
            var count = 0
            for await ok in group where ok { count += 1 }
            return count
        }
        let elapsed = ContinuousClock.now - start
        return ScalingResult(
            flows: sessions.count, seconds: elapsed.seconds,
            cpuSeconds: Double(ProcessStats.cpuNanoseconds() - cpu) / 1e9, succeeded: succeeded)
    }

    /// The floor's counterpart of ``concurrentSDKFlows(_:sessions:variant:)``.
    public static func concurrentFloorFlows(
        _ world: some FlowWorld, sessions: [String], variant: FlowVariant
    ) async -> ScalingResult {
        let cpu = ProcessStats.cpuNanoseconds()
        let start = ContinuousClock.now
        let succeeded = await withTaskGroup(of: Bool.self) { group in
            for session in sessions {
                group.addTask { (try? await world.floorPay(session, variant)) == "SUCCEEDED" }
            }
            var count = 0
            for await ok in group where ok { count += 1 }
            return count
        }
        let elapsed = ContinuousClock.now - start
        return ScalingResult(
            flows: sessions.count, seconds: elapsed.seconds,
            cpuSeconds: Double(ProcessStats.cpuNanoseconds() - cpu) / 1e9, succeeded: succeeded)
    }

    /// Starts one SDK flow per session with a 3DS challenge card, waits until every one waits at its challenge's
    /// page, measures what they hold, then approves them all at the bank, lets the pages come back and waits for
    /// their results (the SDK reads each payment). The sessions need a callback URL
    /// (``BenchWorld/challengeSessions(_:)``).
    public static func parkSDKFlows(_ world: BenchWorld, sessions: [String]) async -> ParkedResult {
        let parker = ChallengeParker(bank: world.sandbox)
        let malloc = ProcessStats.mallocInUseBytes()
        let resident = ProcessStats.residentBytes()
        var tasks: [Task<Bool, Never>] = []
        tasks.reserveCapacity(sessions.count)
        for session in sessions {
            tasks.append(Task { await world.sdkPay(session, .newCard, presenter: parker).result == .succeeded })
        }
        await parker.waitUntilParked(sessions.count)
        let heldMalloc = ProcessStats.mallocInUseBytes() - malloc
        let heldResident = ProcessStats.residentBytes() - resident
        await parker.release()
        var succeeded = 0
        for task in tasks where await task.value { succeeded += 1 }
        let count = Double(sessions.count)
        return ParkedResult(
            flows: sessions.count, mallocBytesPerFlow: Double(heldMalloc) / count,
            residentBytesPerFlow: Double(heldResident) / count, succeeded: succeeded)
    }

    /// The floor's counterpart of ``parkSDKFlows(_:sessions:)``: the same requests up to the challenge, one task per
    /// flow waiting for its page to end, then a read of the payment. What it holds is the emulator's state plus a
    /// bare task per flow.
    public static func parkFloorFlows(_ world: BenchWorld, sessions: [String]) async -> ParkedResult {
        let parker = FloorParker(bank: world.sandbox)
        let malloc = ProcessStats.mallocInUseBytes()
        let resident = ProcessStats.residentBytes()
        var tasks: [Task<Bool, Never>] = []
        tasks.reserveCapacity(sessions.count)
        for session in sessions {
            tasks.append(
                Task {
                    let status = try? await world.floorPay(
                        session, .newCard, card: .challenge, challenge: { await parker.challenge($0) })
                    return status == "SUCCEEDED"
                })
        }
        await parker.waitUntilParked(sessions.count)
        let heldMalloc = ProcessStats.mallocInUseBytes() - malloc
        let heldResident = ProcessStats.residentBytes() - resident
        await parker.release()
        var succeeded = 0
        for task in tasks where await task.value { succeeded += 1 }
        let count = Double(sessions.count)
        return ParkedResult(
            flows: sessions.count, mallocBytesPerFlow: Double(heldMalloc) / count,
            residentBytesPerFlow: Double(heldResident) / count, succeeded: succeeded)
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
