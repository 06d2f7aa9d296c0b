// What a merchant's app feels of a flow (issue 39, items 2 and 4): the main actor's work per flow, the executor jobs,
// tasks and actor hops a flow makes, what runs on the main actor while a flow waits for the network, and how long
// the main actor stalls under 10,000 concurrent flows. Measured by the runtime probe (ExecutorProbe.swift,
// CExecutorProbe), SDK against the hand-written floor, over the canned transport.
//
// Every flow here is started as an app starts one: a tap, a hop onto the main actor (``tap(_:_:_:_:)``), from which
// the SDK's entry point or the floor's client is called and awaited. The driver runs off the main actor, so a flow's
// main-actor work is exactly the main jobs between two readings: the tap's job (the SDK's start, claim and loader,
// or the floor's start), the card form's trip (new card), and the job that ends the flow and returns to the tap.
import Foundation
import Synchronization
import YunoBenchKit
import YunoSDK

/// One flow's figures.
struct FlowFigures: Sendable {
    var counts: ProbeCounts
    /// Each main job's wall and CPU nanoseconds, in order.
    var jobs: [(wall: Int, cpu: Int)] = []
    var mainJobs: Int { counts.mainEnqueued }
    var mainMicros: Double { Double(counts.mainNanos) / 1e3 }
    var mainCPUMicros: Double { Double(counts.mainCPUNanos) / 1e3 }
    var longestMicros: Double { Double(counts.longestMainJobNanos) / 1e3 }
    var mostCPUMicros: Double { Double(counts.mostMainJobCPUNanos) / 1e3 }
}

/// What the app's screen shows: the last result, and how many empty taps it saw.
@MainActor private var shownSuccess = false
@MainActor private var taps = 0

/// The app's tap: on the main actor, one flow of `variant` by the SDK (`sdk`) or by the floor, whose result the
/// screen then shows (on the main actor, so both sides come back to it: the SDK delivers there anyway; the floor's
/// client would otherwise end on a worker, and the optimizer drops the hop of a tap that shows nothing). The floor's
/// tap shows and hides the app's loader where the SDK shows and hides it (in the tap's job and the result's), so both
/// sides make the same main-actor round trips: the tap, the card form (new card), the result. Traps unless the flow
/// succeeds.
@MainActor
func tap(_ world: CannedWorld, _ sdk: Bool, _ session: String, _ variant: FlowVariant) async {
    shownSuccess = false  // the tap's own main-actor work: the flow starts on the main actor, for both sides
    if sdk {
        let outcome = await world.sdkPay(session, variant)
        shownSuccess = outcome.result == .succeeded
        precondition(shownSuccess, "SDK flow ended \(outcome)")
    } else {
        world.typer.showLoader()
        let status = try? await world.floorPay(session, variant)
        world.typer.hideLoader()
        shownSuccess = status == "SUCCEEDED"
        precondition(shownSuccess, "floor flow ended \(status ?? "with an error")")
    }
}

/// A tap that does nothing: what the harness's own hop costs.
@MainActor
func emptyTap() async { taps += 1 }

enum MainActorCost {
    /// `flows` SDK flows and `flows` floor flows of `variant`, one at a time and alternating (after a warm-up), each
    /// read alone between two moments when the main actor is idle.
    static func perFlow(_ variant: FlowVariant, flows: Int) async throws -> (sdk: [FlowFigures], floor: [FlowFigures]) {
        let world = try await CannedWorld(variant)
        let sessions = try await world.sessions(2 * flows + 100, for: variant)
        for index in 0..<100 { await tap(world, index % 2 == 0, sessions[index], variant) }  // warm up
        var sdk: [FlowFigures] = []
        var floor: [FlowFigures] = []
        for index in 0..<(2 * flows) {
            let side = (index / 2) % 2 == 0 ? index % 2 == 0 : index % 2 != 0  // pairs in alternating order
            let figures = await measureOne { await tap(world, side, sessions[100 + index], variant) }
            if side { sdk.append(figures) } else { floor.append(figures) }
        }
        return (sdk, floor)
    }

    /// `count` empty taps, each measured as a flow is.
    static func emptyTaps(_ count: Int) async -> [FlowFigures] {
        var figures: [FlowFigures] = []
        for _ in 0..<count { figures.append(await measureOne { await emptyTap() }) }
        return figures
    }

    /// What `body` did, read between two moments when every main job enqueued so far has finished.
    private static func measureOne(_ body: () async -> Void) async -> FlowFigures {
        ExecutorProbe.waitForMainIdle()
        ExecutorProbe.resetLongest()
        let before = ProbeCounts.now()
        await body()
        ExecutorProbe.waitForMainIdle()
        let after = ProbeCounts.now()
        return FlowFigures(counts: after.since(before), jobs: ExecutorProbe.mainJobs(from: before, to: after))
    }

    /// What ran on the main actor while requests were held.
    struct Waits: Sendable {
        /// Requests held.
        var requests = 0
        /// Main jobs that started during a hold, and main jobs enqueued during one.
        var started = 0
        var enqueued = 0
        /// Holds that began while a main job was running (one that started before the request reached the transport).
        var overlapping = 0
    }

    /// `flows` flows of `variant` a side, one at a time, over a transport that holds each request for `hold` before
    /// it answers (``HeldTransport``): what started on, or was enqueued to, the main actor during each hold.
    static func networkWaits(
        _ variant: FlowVariant, flows: Int, hold: Duration
    ) async throws -> (sdk: Waits, floor: Waits) {
        let tally = WaitTally()
        let world = try await CannedWorld(variant, wrap: { HeldTransport(inner: $0, hold: hold, tally: tally) })
        let sessions = try await world.sessions(2 * flows + 10, for: variant)
        for index in 0..<10 { await tap(world, index % 2 == 0, sessions[index], variant) }  // warm up
        var sdk = Waits()
        var floor = Waits()
        for index in 0..<(2 * flows) {
            let side = index % 2 == 0
            ExecutorProbe.waitForMainIdle()
            tally.reset()
            await tap(world, side, sessions[10 + index], variant)
            let waits = tally.read()
            if side { sdk.add(waits) } else { floor.add(waits) }
        }
        return (sdk, floor)
    }

    /// What `flows` concurrent flows of `variant` did to the main actor: each started by a main-actor task (a tap)
    /// made off the main actor, all at once.
    static func concurrent(_ variant: FlowVariant, sdk: Bool, flows: Int) async throws -> (
        counts: ProbeCounts, seconds: Double
    ) {
        let world = try await CannedWorld(variant)
        let sessions = try await world.sessions(flows + 100, for: variant)
        for index in 0..<100 { await tap(world, sdk, sessions[flows + index], variant) }  // warm up
        ExecutorProbe.waitForMainIdle()
        ExecutorProbe.resetLongest()
        let before = ProbeCounts.now()
        let start = ContinuousClock.now
        var tasks: [Task<Void, Never>] = []
        tasks.reserveCapacity(flows)
        for session in sessions.prefix(flows) {
            tasks.append(Task { @MainActor in await tap(world, sdk, session, variant) })
        }
        for task in tasks { await task.value }
        let seconds = (ContinuousClock.now - start).seconds
        ExecutorProbe.waitForMainIdle()
        return (ProbeCounts.now().since(before), seconds)
    }

    /// The probe's check on known work, measured on an actor: `count` `MainActor.run {}` (each one main job),
    /// `count` calls to another actor (each two hops: there and back) and `count` `Task {}` created and awaited
    /// (each one task).
    static func check(_ count: Int) async -> (run: ProbeCounts, calls: ProbeCounts, tasks: ProbeCounts) {
        await ProbeCheck().run(count)
    }
}

extension MainActorCost.Waits {
    mutating func add(_ other: Self) {
        requests += other.requests
        started += other.started
        enqueued += other.enqueued
        overlapping += other.overlapping
    }
}

/// The actor of ``MainActorCost/check(_:)``.
private actor ProbeCheck {
    private let other = Counter()

    func run(_ count: Int) async -> (run: ProbeCounts, calls: ProbeCounts, tasks: ProbeCounts) {
        ExecutorProbe.waitForMainIdle()
        var before = ProbeCounts.now()
        for _ in 0..<count { await MainActor.run {} }
        let run = ProbeCounts.now().since(before)
        before = ProbeCounts.now()
        for _ in 0..<count { await other.bump() }
        let calls = ProbeCounts.now().since(before)
        before = ProbeCounts.now()
        for _ in 0..<count { await Task {}.value }
        return (run, calls, ProbeCounts.now().since(before))
    }
}

/// The other actor of ``ProbeCheck``.
private actor Counter {
    private var value = 0
    func bump() { value += 1 }
}

/// The main-actor jobs seen during holds, for one flow at a time.
final class WaitTally: Sendable {
    private let waits = Mutex(MainActorCost.Waits())

    func reset() { waits.withLock { $0 = MainActorCost.Waits() } }
    func read() -> MainActorCost.Waits { waits.withLock { $0 } }
    func add(opened: ProbeCounts, closed: ProbeCounts) {
        waits.withLock {
            $0.requests += 1
            $0.started += closed.mainStarted - opened.mainStarted
            $0.enqueued += closed.mainEnqueued - opened.mainEnqueued
            $0.overlapping += opened.mainRunning ? 1 : 0
        }
    }
}

/// A transport that holds each request for `hold` (the network's time; released by a timer on the global executor)
/// and then answers from `inner`. The hold is the window in which a flow waits for the network: it opens when the
/// request reaches the transport and closes when the timer releases it.
struct HeldTransport: YunoTransport {
    let inner: any YunoTransport
    let hold: Duration
    let tally: WaitTally

    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        let opened = ProbeCounts.now()
        try await Task.sleep(for: hold)
        tally.add(opened: opened, closed: ProbeCounts.now())
        return try await inner.send(request, baseURL: baseURL)
    }
}
