// Measures the figures of PERFORMANCE.md's table side by side in one run and prints the table.
// Usage: yuno-bench-report [--quick | --smoke] [--canned-only | --scale-only | --parked-only | --main-actor-only]
// (Scripts/benchmarks.sh builds it in release mode and runs it.) --smoke is the seconds-long CI run that checks
// every workload still completes; --canned-only stops after the canned single-flow rows, for quick before/after
// comparisons of the SDK's own cost; --scale-only runs only the concurrency scaling rows and the emulator's;
// --parked-only only the memory of flows parked at a 3DS challenge.
import Foundation
import YunoBenchHTTP
import YunoBenchKit
import YunoSDK

let smoke = CommandLine.arguments.contains("--smoke")
let quick = smoke || CommandLine.arguments.contains("--quick")
var rows: [(String, String, String, String)] = []  // measure, result, goal, verdict

@MainActor
func row(_ measure: String, _ value: String, goal: String = "", met: Bool? = nil) {
    let verdict = met.map { $0 ? "met" : "NOT met" } ?? ""
    rows.append((measure, value, goal, verdict))
    FileHandle.standardError.write(Data("  \(measure): \(value)\n".utf8))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

/// One flow of `variant` in `world`, by the SDK or by the floor; traps unless it succeeds.
@MainActor
func pay(
    _ sdk: Bool, _ session: String, _ variant: FlowVariant, in world: some FlowWorld, floorName: String
) async throws {
    if sdk {
        let outcome = await world.sdkPay(session, variant)
        precondition(outcome.result == .succeeded, "SDK flow ended \(outcome)")
    } else {
        let status = try await world.floorPay(session, variant)
        precondition(status == "SUCCEEDED", "\(floorName) flow ended \(status)")
    }
}

/// SDK against floor for one flow in `world`, in `rounds` rounds (and one to warm up), each measured two ways.
///
/// - Flow by flow (the wall row and its goal): `batch` pairs of one SDK flow and one floor flow, in alternating
///   order, each flow timed alone. Both sides see the same moment of a busy machine: this VM's two cores hand a flow
///   between threads either on one core or across both (≈ 75 against ≈ 150 µs a canned new-card flow), a mode that
///   holds for milliseconds, so sides measured in separate batches can each catch a different one.
/// - In batches: `batch` SDK flows, then `batch` floor flows (order swapped every round), for the CPU time each side
///   spends, which the process's clock cannot split flow by flow.
///
/// Every figure is the median over rounds of the per-flow mean. `floorName` names the floor in the rows; `goal`
/// bounds the flow-by-flow wall ratio.
@MainActor
func singleFlow(
    _ variant: FlowVariant, in world: some FlowWorld, label: String, floorName: String = "hand-written client",
    goal: Double? = 1.3, rounds: Int, batch: Int
) async throws {
    let sessions = try await world.sessions((rounds + 1) * batch * 4, for: variant)
    var next = 0
    func nextSession() -> String {
        next += 1
        return sessions[next - 1]
    }
    var sdkWall: [Double] = []
    var floorWall: [Double] = []
    var sdkBatchWall: [Double] = []
    var floorBatchWall: [Double] = []
    var sdkCPU: [Double] = []
    var floorCPU: [Double] = []
    for round in 0...rounds {
        var sdkTime = Duration.zero
        var floorTime = Duration.zero
        for pair in 0..<batch {
            for sdk in [pair % 2 == 0, pair % 2 != 0] {
                let start = ContinuousClock.now
                try await pay(sdk, nextSession(), variant, in: world, floorName: floorName)
                if sdk { sdkTime += ContinuousClock.now - start } else { floorTime += ContinuousClock.now - start }
            }
        }
        for sdk in [round % 2 == 0, round % 2 != 0] {
            let cpu = ProcessStats.cpuNanoseconds()
            let start = ContinuousClock.now
            for _ in 0..<batch { try await pay(sdk, nextSession(), variant, in: world, floorName: floorName) }
            let wall = (ContinuousClock.now - start).seconds * 1e6 / Double(batch)
            let cpuMicros = Double(ProcessStats.cpuNanoseconds() - cpu) / 1e3 / Double(batch)
            guard round > 0 else { continue }  // round 0 warms up
            if sdk {
                sdkBatchWall.append(wall)
                sdkCPU.append(cpuMicros)
            } else {
                floorBatchWall.append(wall)
                floorCPU.append(cpuMicros)
            }
        }
        guard round > 0 else { continue }
        sdkWall.append(sdkTime.seconds * 1e6 / Double(batch))
        floorWall.append(floorTime.seconds * 1e6 / Double(batch))
    }
    let ratio = median(sdkWall) / median(floorWall)
    let digits = median(floorWall) < 100 ? 1 : 0
    func pairOf(_ sdk: [Double], _ floor: [Double]) -> String {
        "\(format(median(sdk), digits)) µs / \(format(median(floor), digits)) µs = \(format(median(sdk) / median(floor)))"
    }
    row(
        "\(label): SDK / \(floorName), wall, flow by flow", pairOf(sdkWall, floorWall),
        goal: goal.map { "≤ \($0)" } ?? "", met: goal.map { ratio <= $0 })
    row(
        "\(label): SDK / \(floorName) in batches of \(batch), wall; CPU",
        "\(pairOf(sdkBatchWall, floorBatchWall)); \(pairOf(sdkCPU, floorCPU))")
    row(
        "\(label): SDK's own µs per flow over the \(floorName), wall (flow by flow) / CPU",
        "\(format(median(sdkWall) - median(floorWall), 1)) µs / \(format(median(sdkCPU) - median(floorCPU), 1)) µs")
}

// `--profile vaulted|new [sdk|floor|wire] [N]`: only N canned flows, for a profiler (perf, valgrind); no table; the
// flows' own wall and CPU time a flow on standard error (`floor` the hand-written client, `wire` the same-wire floor). `--profile form [N]`: the card form made, typed and submitted N
// times on the main actor (`HotPieces.typeAndSubmitCard`), ns each.
// `--profile scale canned|emulator [N]` and `--profile parked [sdk|floor] [N]`: see below.
if let index = CommandLine.arguments.firstIndex(of: "--profile") {
    let arguments = CommandLine.arguments[(index + 1)...].map { $0 }
    if arguments.first == "parked" {
        // Parks N flows at their 3DS challenge and exits without releasing them: a heap profiler's "leaked" list is
        // then what a parked flow holds.
        let floorOnly = arguments.dropFirst().first == "floor"
        let count = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 2_000
        let world = await orExit("the emulator's setup") { try await BenchWorld() }
        let sessions = await orExit("the sessions' setup") { try await world.challengeSessions(count) }
        if floorOnly {
            let parker = FloorParker(bank: world.sandbox)
            for session in sessions {
                Task {
                    _ = try? await world.floorPay(
                        session, .newCard, card: .challenge, challenge: { await parker.challenge($0) })
                }
            }
            await parker.waitUntilParked(count)
        } else {
            let parker = ChallengeParker(bank: world.sandbox)
            for session in sessions {
                Task { _ = await world.sdkPay(session, .newCard, presenter: parker) }
            }
            await parker.waitUntilParked(count)
        }
        exit(0)
    }
    if arguments.first == "scale" {
        // `--profile scale canned|emulator N [floor]`: N concurrent vaulted-token flows (section 2's SDK run, or its
        // floor's), once.
        let count = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 100_000
        let floorOnly = arguments.dropFirst(3).first == "floor"
        let world = await orExit("the world's setup") { () async throws -> any FlowWorld in
            arguments.dropFirst().first == "canned" ? try await CannedWorld(.vaultedToken) : try await BenchWorld()
        }
        let sessions = await orExit("the sessions' setup") { try await world.sessions(count, for: .vaultedToken) }
        let result =
            floorOnly
            ? await Workloads.concurrentFloorFlows(world, sessions: sessions, variant: .vaultedToken)
            : await Workloads.concurrentSDKFlows(world, sessions: sessions, variant: .vaultedToken)
        precondition(result.succeeded == count, "a concurrent flow failed (\(result.succeeded)/\(count))")
        print(count, result.seconds, result.flowsPerSecond, result.cpuSeconds)
        exit(0)
    }
    if arguments.first == "form" {
        let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 20_000
        for _ in 0..<3 {
            let start = ContinuousClock.now
            for _ in 0..<count { precondition(HotPieces.typeAndSubmitCard()) }
            print("card form", (ContinuousClock.now - start).seconds * 1e9 / Double(count), "ns")
        }
        exit(0)
    }
    let variant: FlowVariant = arguments.first == "new" ? .newCard : .vaultedToken
    let floorKind = profiledFloor(arguments.dropFirst().first)
    let floorOnly = floorKind != nil
    let count = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 20_000
    let world = await orExit("the canned world's setup") {
        try await CannedWorld(variant, floor: floorKind ?? .handWritten)
    }
    let sessions = await orExit("the sessions' setup") { try await world.sessions(count, for: variant) }
    let cpu = ProcessStats.cpuNanoseconds()
    let start = ContinuousClock.now
    for session in sessions {
        if floorOnly {
            do { _ = try await world.floorPay(session, variant) } catch { exitWithReason("a flow failed: \(error)") }
        } else {
            _ = await world.sdkPay(session, variant)
        }
    }
    // The flows alone, without the setup (a profile of the whole process includes it).
    let wall = (ContinuousClock.now - start).seconds * 1e6 / Double(count)
    let cpuPerFlow = Double(ProcessStats.cpuNanoseconds() - cpu) / 1e3 / Double(count)
    let line = "flows: wall \(format(wall, 1)) µs, CPU \(format(cpuPerFlow, 1)) µs a flow\n"
    FileHandle.standardError.write(Data(line.utf8))
    exit(0)
}

/// Section 3's rows: the memory each flow parked at a 3DS challenge holds, SDK against floor.
@MainActor
func parkedRows() async throws {
    let parkedFlows = smoke ? 500 : quick ? 2_000 : 10_000
    let world = try await BenchWorld()
    let floorSessions = try await world.challengeSessions(parkedFlows)
    let sessions = try await world.challengeSessions(parkedFlows)
    _ = await Workloads.parkFloorFlows(world, sessions: try await world.challengeSessions(200))  // warm up
    let floor = await Workloads.parkFloorFlows(world, sessions: floorSessions)
    let sdk = await Workloads.parkSDKFlows(world, sessions: sessions)
    precondition(sdk.succeeded == parkedFlows && floor.succeeded == parkedFlows, "a parked flow failed")
    let own = (sdk.mallocBytesPerFlow - floor.mallocBytesPerFlow) / 1024
    row(
        "Parked at 3DS over the emulator (\(parkedFlows) flows): malloc'd per flow, SDK − floor",
        "\(format(sdk.mallocBytesPerFlow / 1024, 1)) KB − \(format(floor.mallocBytesPerFlow / 1024, 1)) KB = "
            + "\(format(own, 1)) KB", goal: "≤ 8 KB", met: own <= 8)
    row(
        "Parked at 3DS over the emulator: resident per flow, SDK (floor)",
        "\(format(sdk.residentBytesPerFlow / 1024, 1)) KB (\(format(floor.residentBytesPerFlow / 1024, 1)) KB)")
}

/// Runs `executable` with `arguments` to its end (this program when `nil`): its exit status and what it wrote to
/// standard output, or to standard error when `readingStandardError`. Every row measured in a fresh process runs
/// through here.
func runToEnd(
    _ executable: URL? = nil, _ arguments: [String] = [], readingStandardError: Bool = false
) throws -> (status: Int32, text: String) {
    let process = Process()
    process.executableURL = executable ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let output = Pipe()
    if readingStandardError { process.standardError = output } else { process.standardOutput = output }
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}

/// Wall time per flow of `flows` canned `variant` flows (`vaulted` or `new`) of `side` (`sdk`, `floor` or `wire`), run by a
/// `--profile` process confined to one core (`taskset -c 0`).
func oneCoreWall(_ variant: String, _ side: String, flows: Int) throws -> Double {
    let (status, text) = try runToEnd(
        URL(fileURLWithPath: "/usr/bin/taskset"),
        ["-c", "0", CommandLine.arguments[0], "--profile", variant, side, String(flows)], readingStandardError: true)
    // "flows: wall 56.7 µs, CPU 56.7 µs a flow"
    guard status == 0, let range = text.firstRange(of: "flows: wall "),
        let wall = Double(text[range.upperBound...].prefix { $0 != " " })
    else { preconditionFailure("a one-core run failed: \(text)") }
    return wall
}

// Section 1's one-core rows (`oneCoreRows`) are in FloorRows.swift, with the floors' canned rows.

// `--parked-only`: only section 3 (`--rows`: its rows on standard output, tab-separated, for the full report).
if CommandLine.arguments.contains("--parked-only") {
    await orExit("the parked flows' rows") { try await parkedRows() }
    if CommandLine.arguments.contains("--rows") {
        for (measure, value, goal, verdict) in rows { print([measure, value, goal, verdict].joined(separator: "\t")) }
    }
    exit(0)
}

// `--main-actor-only`: only the main-actor rows (MainActorRows.swift), then their table.
if CommandLine.arguments.contains("--main-actor-only") {
    await orExit("the main-actor rows") { try await mainActorRows(smoke: smoke, quick: quick) }
    print("| Measure | Result | Goal | |\n|---|---|---|---|")
    for (measure, value, goal, verdict) in rows { print("| \(measure) | \(value) | \(goal) | \(verdict) |") }
    exit(0)
}

// The products this run spawns, checked before minutes of measuring (`--canned-only` stops before either runs).
if !CommandLine.arguments.contains("--canned-only") {
    _ = builtProduct("yuno-emulator-throughput")
    if !CommandLine.arguments.contains("--scale-only") { _ = builtProduct("yuno-cold-start") }
}

// `--scale-only`: only section 2 (the concurrency scaling rows), at the mode's sizes.
if CommandLine.arguments.contains("--scale-only") {
    await orExit("the scaling rows") { try await scalingRows() }
    await orExit("the emulator's row") { try emulatorRow() }
    exit(0)
}

FileHandle.standardError.write(Data("Measuring (this takes a few minutes)…\n".utf8))

// 0. The floors send what the SDK sends.
await orExit("the canned request checks") { try await cannedRequestChecks() }
for variant in FlowVariant.allCases {
    let mismatch = await orExit("the request check over the emulator") { try await BodyCheck.compare(variant) }
    row(
        "Over the emulator: hand-written client requests = SDK requests (\(variant.rawValue))",
        mismatch ?? "identical bodies and headers")
}

// 1. One flow against its floor over the canned transport (the SDK's own cost: no emulator in the path), then over
// the in-process emulator (what an offline app or test sees; the emulator's own work is in both sides).
let (cannedRounds, cannedBatch) = smoke ? (1, 20) : quick ? (15, 200) : (21, 500)
// Against the hand-written client (no goal) and the same-wire floor (the goals): FloorRows.swift.
for variant in FlowVariant.allCases {
    await orExit("the canned flows") { try await cannedFlowRows(variant, rounds: cannedRounds, batch: cannedBatch) }
}
// The same flows on one core: what the SDK's work costs over the floors', without the cost of waking another core.
await orExit("the one-core rows") { try oneCoreRows() }
if CommandLine.arguments.contains("--canned-only") { exit(0) }
// The same without the default middleware chain (RetryMiddleware): what that chain costs.
await orExit("the canned flows without middlewares") {
    try await singleFlow(
        .vaultedToken, in: try await CannedWorld(.vaultedToken, middlewares: []),
        label: "Canned transport: one seamless flow (vaulted token, no middlewares)", goal: nil, rounds: cannedRounds,
        batch: cannedBatch)
}
// What a trip to the main actor costs from a flow's actor (main idle): the price of each main-actor call a new-card
// flow makes beyond its floor's one `MainActor.run`.
do {
    let trips = MainActorTrips()
    let run = await trips.mainActorRun(rounds: cannedRounds, batch: cannedBatch)
    let task = await trips.mainActorTask(rounds: cannedRounds, batch: cannedBatch)
    row(
        "Main actor from an actor, per trip, wall / CPU: MainActor.run; a main-actor Task created and awaited",
        "\(format(median(run.wall), 1)) / \(format(median(run.cpu), 1)) µs; "
            + "\(format(median(task.wall), 1)) / \(format(median(task.cpu), 1)) µs")
}
// What a merchant's app feels of a flow: main-actor time and jobs, hops and tasks per flow (MainActorRows.swift).
await orExit("the main-actor rows") { try await mainActorRows(smoke: smoke, quick: quick) }
let (rounds, batch) = smoke ? (1, 20) : quick ? (3, 50) : (15, 200)
for variant in FlowVariant.allCases {
    await orExit("the flows over the emulator") {
        try await singleFlow(
            variant, in: try await BenchWorld(), label: "Over the emulator: one seamless flow (\(variant.rawValue))",
            goal: nil, rounds: rounds, batch: batch)
    }
}

// 1b. The HTTP path: a flow over URLSessionTransport to the HTTP emulator on loopback against the very same
// requests sent with plain URLSession (the same server, the same URLSession.shared). Measured in every mode; the
// smoke run's share is well under a second.
for variant in FlowVariant.allCases {
    let mismatch = await orExit("the HTTP request check") { try await HTTPBenchWorld.compareRequests(variant) }
    row("HTTP: raw requests = SDK requests (\(variant.rawValue))", mismatch ?? "identical at client and server")
}
// Many short alternating batches: load from other processes drifts, and a 5 % goal needs both sides to see the same.
let (httpRounds, httpBatch) = smoke ? (1, 20) : quick ? (15, 20) : (40, 50)
for variant in FlowVariant.allCases {
    let http = await orExit("starting the HTTP emulator") { try await HTTPBenchWorld.start() }
    await orExit("the HTTP flows") {
        try await singleFlow(
            variant, in: http.world, label: "HTTP flow over URLSession (\(variant.rawValue))",
            floorName: "raw URLSession requests", goal: 1.05, rounds: httpRounds, batch: httpBatch)
    }
    await orExit("stopping the HTTP emulator") { try await http.stop() }
}

// 2. Concurrency scaling (vaulted token: no UI, so the main actor is not in the way), over the canned transport
// and over the emulator. Around the canned 100,000: resident memory and malloc before and after, once all are released.
//
// Each size is run `scalingRuns` times and its median time is the figure: on these shared 2-core machines one run
// of 10,000 flows varies by ±15 %, and a ratio of two single runs inherits both errors. The first run of a size is
// also shown on its own: it is the one that takes fresh memory from the kernel (the 100,000 run's page faults), the
// runs after it reuse what malloc kept. `world` is asked for a world per run: over the emulator a fresh one each
// time, so every run starts from an empty ledger and time(100k)/time(10k) compares runs that differ only in size.
// Computed: `--scale-only` calls the section from above this line, before a stored global here would be set.
var scalingRuns: Int { smoke ? 1 : 3 }

/// The SDK's runs of one size, in the order they ran.
struct ScalingRuns {
    var sdk: [Workloads.ScalingResult]
    /// The median run by time.
    var median: Workloads.ScalingResult { sdk.sorted { $0.seconds < $1.seconds }[sdk.count / 2] }
    /// What the median came from, for the end of a row: " (median of 3 runs: 0.44–0.46 s, first 0.46 s)"; empty for
    /// one run.
    var spread: String {
        let times = sdk.map(\.seconds)
        guard times.count > 1, let low = times.min(), let high = times.max() else { return "" }
        return
            " (median of \(times.count) runs: \(format(low, 3))–\(format(high, 3)) s, first \(format(times[0], 3)) s)"
    }
}

/// Runs `flows` concurrent SDK flows `runs` times, each in a world of its own from `world`.
@MainActor
func sdkRuns<World: FlowWorld>(
    _ world: () async throws -> World, flows: Int, runs: Int
) async throws -> [Workloads.ScalingResult] {
    var results: [Workloads.ScalingResult] = []
    for _ in 0..<runs {
        let sdkWorld = try await world()
        let sessions = try await sdkWorld.sessions(flows, for: .vaultedToken)
        let result = await Workloads.concurrentSDKFlows(sdkWorld, sessions: sessions, variant: .vaultedToken)
        precondition(result.succeeded == flows, "a concurrent flow failed")
        results.append(result)
    }
    return results
}

/// The row of time(100,000) / time(10,000). Runs made in rounds (each round ran every size once, each run in a
/// process of its own) are compared round by round: the figure is the median of the rounds' ratios, with each round's beside
/// it. Runs made size after size are compared by their medians, with the first runs' ratio beside them.
@MainActor
func growthRow(_ label: String, small: ScalingRuns, large: ScalingRuns, freshProcesses: Bool = false) {
    let growth: Double
    var basis = ""
    if freshProcesses, large.sdk.count == small.sdk.count, large.sdk.count > 1 {
        let ratios = zip(large.sdk, small.sdk).map { $0.seconds / $1.seconds }
        growth = ratios.sorted()[ratios.count / 2]
        basis =
            " (median of \(ratios.count) rounds' ratios, each round running every size once, each run in a fresh process: "
            + ratios.map { format($0) }.joined(separator: ", ") + ")"
    } else {
        growth = large.median.seconds / small.median.seconds
        let first = large.sdk[0].seconds / small.sdk[0].seconds
        if large.sdk.count > 1 { basis = " (medians of \(large.sdk.count) runs; first runs: \(format(first)))" }
    }
    row("\(label): time(100,000) / time(10,000)", format(growth) + basis, goal: "≤ 11", met: growth <= 11)
}

/// One scaling run in a fresh process: this executable's `--profile scale emulator N [floor]`, `flows` concurrent
/// vaulted-token flows over a fresh emulator (the SDK's, or the floor's), so the run starts from a fresh heap.
func freshProcessRun(flows: Int, floor: Bool) throws -> Workloads.ScalingResult {
    let (status, text) = try runToEnd(
        nil, ["--profile", "scale", "emulator", String(flows)] + (floor ? ["floor"] : []))
    let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    precondition(status == 0 && fields.count == 4, "a scaling run in a fresh process failed")
    return Workloads.ScalingResult(flows: flows, seconds: fields[1], cpuSeconds: fields[3], succeeded: flows)
}

/// Section 2's rows for one transport: each size's floor once, then `scalingRuns` SDK runs per size, and the
/// growth from 10,000 to 100,000 flows.
///
/// In this process, size after size (`world` makes a world per run), or, `freshProcesses` (over the emulator), each
/// run in a process of its own, in rounds that each run every size once. A run in this process inherits the heap
/// the runs before it left: after a 100,000-flow run over the emulator has freed its ledger, a 10,000-flow run took
/// ≈ 25 % longer than one before it. And over the minutes a block of 100,000-flow runs takes, the load of this shared
/// machine drifts; sizes measured in the same round share it.
@MainActor
func scale<World: FlowWorld>(
    _ world: () async throws -> World, label: String, sizes: [Int], goal: Bool, freshProcesses: Bool = false
) async throws -> [Int: ScalingRuns] {
    var floors: [Int: Workloads.ScalingResult] = [:]
    var sdk: [Int: [Workloads.ScalingResult]] = [:]
    if freshProcesses {
        for flows in sizes { floors[flows] = try freshProcessRun(flows: flows, floor: true) }
        for _ in 0..<scalingRuns {
            for flows in sizes { sdk[flows, default: []].append(try freshProcessRun(flows: flows, floor: false)) }
        }
    } else {
        for flows in sizes {
            do {  // The floor's world is gone before the SDK's runs.
                let floorWorld = try await world()
                let floorSessions = try await floorWorld.sessions(flows, for: .vaultedToken)
                let floor = await Workloads.concurrentFloorFlows(
                    floorWorld, sessions: floorSessions, variant: .vaultedToken)
                precondition(floor.succeeded == flows, "a concurrent floor flow failed")
                floors[flows] = floor
            }
            sdk[flows] = try await sdkRuns(world, flows: flows, runs: scalingRuns)
        }
    }
    var results: [Int: ScalingRuns] = [:]
    for flows in sizes {
        guard let floor = floors[flows], let runs = sdk[flows].map(ScalingRuns.init) else { continue }
        results[flows] = runs
        let result = runs.median
        let measured =
            "\(format(result.seconds, 3)) s, \(format(result.flowsPerSecond, 0))/s, CPU "
            + "\(format(result.cpuSeconds, 2)) s (floor \(format(floor.flowsPerSecond, 0))/s)" + runs.spread
        row(
            "\(label): \(flows) concurrent flows: total time, flows/s (floor)", measured,
            goal: goal && flows == 10_000 ? "≥ 20,000/s" : "",
            met: goal && flows == 10_000 ? result.flowsPerSecond >= 20_000 : nil)
    }
    if let small = results[10_000], let large = results[100_000] {
        growthRow(label, small: small, large: large, freshProcesses: freshProcesses)
    }
    return results
}

/// Section 2's rows: the canned and emulator scaling runs, and memory around the large canned runs.
@MainActor
func scalingRows() async throws {
    let canned = try await CannedWorld(.vaultedToken)
    let sizes = smoke ? [100, 1_000] : [1_000, 10_000]
    let cannedRuns = try await scale({ canned }, label: "Canned transport", sizes: sizes, goal: true)
    cannedScalingRatioRow(cannedRuns, sizes: sizes)  // FloorRows.swift
    if !smoke {
        // 100,000 flows, then memory once every flow is released (the registry keeps its last 4,096 outcomes).
        let flows = quick ? 20_000 : 100_000
        let residentBefore = ProcessStats.residentBytes()
        let mallocBefore = ProcessStats.mallocInUseBytes()
        let large = ScalingRuns(sdk: try await sdkRuns({ canned }, flows: flows, runs: scalingRuns))
        let result = large.median
        row(
            "Canned transport: \(flows) concurrent flows (SDK): total time, flows/s",
            "\(format(result.seconds, 3)) s, \(format(result.flowsPerSecond, 0))/s, CPU \(format(result.cpuSeconds, 2)) s"
                + large.spread)
        if let small = cannedRuns[10_000], flows == 100_000 {
            growthRow("Canned transport", small: small, large: large)
        }
        let residentAfter = ProcessStats.residentBytes()
        let mallocAfter = ProcessStats.mallocInUseBytes()
        let freeHeld = ProcessStats.mallocFreeHeldBytes()
        ProcessStats.trimMalloc()
        let residentTrimmed = ProcessStats.residentBytes()
        let mb = { (bytes: Int) in format(Double(bytes) / 1_048_576, 1) }
        row(
            "Memory before → after \(flows) concurrent flows released: resident (malloc in use)",
            "\(mb(residentBefore)) MB → \(mb(residentAfter)) MB (\(mb(mallocBefore)) MB → \(mb(mallocAfter)) MB)")
        row(
            "What malloc keeps after them: free in its arenas; resident after malloc_trim",
            "\(mb(freeHeld)) MB; \(mb(residentTrimmed)) MB")
    }
    _ = try await scale(
        { try await BenchWorld() }, label: "Over the emulator",
        sizes: smoke ? [1_000] : quick ? [1_000, 10_000] : [1_000, 10_000, 100_000],
        goal: false, freshProcesses: true)
}

await orExit("the scaling rows") { try await scalingRows() }

/// The emulator alone (issue 25's goal): a vaulted-token flow's requests for 10,000 concurrent flows sent straight at
/// a fresh in-process emulator, in a fresh `yuno-emulator-throughput` process (built next to this executable).
@MainActor
func emulatorRow() throws {
    let (status, text) = try runToEnd(
        builtProduct("yuno-emulator-throughput"), ["--runs", "1", "--flows", smoke ? "1000" : "10000", "--raw-only"])
    // "run 1 raw requests at emulator, 10000 concurrent: 0.971 s, 10296/s, CPU 32.3 µs/request"
    let fields = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    guard status == 0, let rate = fields.first(where: { $0.hasSuffix("/s") }),
        let flowsPerSecond = Double(rate.dropLast(2))
    else { preconditionFailure("yuno-emulator-throughput failed: \(text)") }
    row(
        "The emulator alone: \(smoke ? "1000" : "10000") concurrent flows' requests sent straight at it, flows/s",
        "\(format(flowsPerSecond, 0))/s (\(fields.last ?? ""))", goal: "≥ 5,000/s", met: flowsPerSecond >= 5_000)
}
await orExit("the emulator's row") { try emulatorRow() }

// 3. Memory held by flows parked at a 3DS challenge, in a fresh process (this executable's `--parked-only`): in this
// one, the heap the sections before leave behind moved the SDK's figure by up to 1 KB a flow (16.4 against 15.3 KB
// for one build, four runs each), more than the floor's.
@MainActor
func parkedRowsInFreshProcess() throws {
    let (status, text) = try runToEnd(
        nil, ["--parked-only", "--rows"] + (smoke ? ["--smoke"] : quick ? ["--quick"] : []))
    precondition(status == 0, "the parked flows' process failed")
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        precondition(fields.count == 4, "unexpected row from the parked flows' process: \(line)")
        rows.append((fields[0], fields[1], fields[2], fields[3]))
    }
}
await orExit("the parked flows' process") { try parkedRowsInFreshProcess() }

// 4. Hot pieces.
func timeEach(_ iterations: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<9 {
        let start = ContinuousClock.now
        for _ in 0..<iterations { try body() }
        samples.append((ContinuousClock.now - start).seconds * 1e9 / Double(iterations))
    }
    return median(samples)
}

// Cold start: a fresh process each time (yuno-cold-start, built next to this executable).
await orExit("the cold start rows") {
    let executable = builtProduct("yuno-cold-start")
    var totals: [Double] = []
    var initializes: [Double] = []
    var creations: [Double] = []
    for _ in 0..<(smoke ? 10 : quick ? 15 : 31) {
        let (status, text) = try runToEnd(executable)
        let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        precondition(status == 0 && fields.count == 2, "yuno-cold-start failed")
        initializes.append(fields[0] / 1e3)
        creations.append(fields[1] / 1e3)
        totals.append((fields[0] + fields[1]) / 1e3)
    }
    let worst = totals.max() ?? 0
    row(
        "Cold start, fresh process (\(totals.count) runs): first Yuno.initialize + first YunoClient, median (max)",
        "\(format(median(totals), 0)) µs (\(format(worst, 0)) µs): initialize \(format(median(initializes), 0)) µs, "
            + "client \(format(median(creations), 0)) µs", goal: "< 1 ms", met: median(totals) < 1_000 && worst < 1_000)
}

await orExit("the hot pieces' rows") {
    var initialize: [Double] = []
    for _ in 0..<1_000 {
        let start = ContinuousClock.now
        Yuno.initialize(apiKey: "sandbox_pk_emulator_5f0c2a7e") { ok in precondition(ok) }
        initialize.append((ContinuousClock.now - start).seconds * 1e6)
    }
    row("Yuno.initialize again in a warm process (median of 1,000)", "\(format(median(initialize), 1)) µs")
    let sandbox = try await BenchWorld().sandbox
    let create = try timeEach(2_000) { _ = try HotPieces.makeClient(transport: sandbox) }
    row("YunoClient creation", "\(format(create / 1e3, 1)) µs")
    let validate = timeEach(2_000) { _ = HotPieces.validateCards() } / Double(HotPieces.typedNumbers.count)
    let detect = timeEach(2_000) { _ = HotPieces.detectBrands() } / Double(HotPieces.typedNumbers.count)
    row("Card validation / brand detection, per card", "\(format(validate, 0)) ns / \(format(detect, 0)) ns")
    let encoder = WireBodies.encoder()
    let decoder = JSONDecoder()
    let encode = try timeEach(2_000) { _ = try HotPieces.encodeBodies(with: encoder) }
    let decode = try timeEach(2_000) { _ = try HotPieces.decodeBodies(with: decoder) }
    let freshEncode = try timeEach(2_000) { _ = try HotPieces.encodeBodies(with: WireBodies.encoder()) }
    row(
        "Foundation (the floor's coders): JSON encode token + payment request (reused / fresh encoder)",
        "\(format(encode / 1e3, 1)) µs / \(format(freshEncode / 1e3, 1)) µs")
    row("Foundation (the floor's coders): JSON decode token + payment response", "\(format(decode / 1e3, 1)) µs")
}
// The table.
print("| Measure | Result | Goal | |")
print("|---|---|---|---|")
for (measure, value, goal, verdict) in rows { print("| \(measure) | \(value) | \(goal) | \(verdict) |") }
