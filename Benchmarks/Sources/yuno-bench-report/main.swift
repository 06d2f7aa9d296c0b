// Measures the figures of the README's Performance table side by side in one run and prints the table.
// Usage: yuno-bench-report [--quick | --smoke]   (Scripts/benchmarks.sh builds it in release mode and runs it;
// --smoke is the seconds-long CI run that checks every workload still completes)
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

@MainActor
/// Per-flow wall and CPU time of `batch` sequential flows in `world`, median over rounds; SDK and floor batches
/// alternate (and swap order every round). `floorName` names the floor in the rows; `goal` bounds the wall ratio.
func singleFlow(
    _ variant: FlowVariant, in world: BenchWorld, label: String, floorName: String = "floor", goal: Double = 1.3,
    rounds: Int, batch: Int
) async throws {
    let sessions = try await world.sessions((rounds + 1) * batch * 2, for: variant)
    var next = 0
    var sdkWall: [Double] = []
    var sdkCPU: [Double] = []
    var floorWall: [Double] = []
    var floorCPU: [Double] = []
    for round in 0...rounds {
        for sdkFirst in [round % 2 == 0, round % 2 != 0] {
            let cpu = ProcessStats.cpuNanoseconds()
            let start = ContinuousClock.now
            for _ in 0..<batch {
                let session = sessions[next]
                next += 1
                if sdkFirst {
                    let outcome = await world.sdkPay(session, variant)
                    precondition(outcome.result == .succeeded, "SDK flow ended \(outcome)")
                } else {
                    let status = try await world.floorPay(session, variant)
                    precondition(status == "SUCCEEDED", "\(floorName) flow ended \(status)")
                }
            }
            let wall = (ContinuousClock.now - start).seconds * 1e6 / Double(batch)
            let cpuMicros = Double(ProcessStats.cpuNanoseconds() - cpu) / 1e3 / Double(batch)
            guard round > 0 else { continue }  // round 0 warms up
            if sdkFirst {
                sdkWall.append(wall)
                sdkCPU.append(cpuMicros)
            } else {
                floorWall.append(wall)
                floorCPU.append(cpuMicros)
            }
        }
    }
    let ratio = median(sdkWall) / median(floorWall)
    row(
        "\(label): SDK / \(floorName), wall",
        "\(format(median(sdkWall), 0)) µs / \(format(median(floorWall), 0)) µs = \(format(ratio))",
        goal: "≤ \(goal)", met: ratio <= goal)
    row(
        "\(label): SDK / \(floorName), CPU",
        "\(format(median(sdkCPU), 0)) µs / \(format(median(floorCPU), 0)) µs = "
            + format(median(sdkCPU) / median(floorCPU)))
}

FileHandle.standardError.write(Data("Measuring (this takes a few minutes)…\n".utf8))

// 0. The floor sends what the SDK sends.
for variant in FlowVariant.allCases {
    let mismatch = try await BodyCheck.compare(variant)
    row("Floor requests = SDK requests (\(variant.rawValue))", mismatch ?? "identical bodies and headers")
}

// 1. One flow against its floor.
let (rounds, batch) = smoke ? (1, 20) : quick ? (3, 50) : (15, 200)
for variant in FlowVariant.allCases {
    try await singleFlow(
        variant, in: try await BenchWorld(), label: "One seamless flow (\(variant.rawValue))", rounds: rounds,
        batch: batch)
}
// The same without the default middleware chain (RetryMiddleware): what that chain costs.
try await singleFlow(
    .vaultedToken, in: try await BenchWorld(middlewares: []),
    label: "One seamless flow (vaulted token, no middlewares)", rounds: rounds, batch: batch)

// 1b. The HTTP path: a flow over URLSessionTransport to the HTTP emulator on loopback against the very same
// requests sent with plain URLSession (the same server, the same URLSession.shared). Measured in every mode; the
// smoke run's share is well under a second.
for variant in FlowVariant.allCases {
    let mismatch = try await HTTPBenchWorld.compareRequests(variant)
    row("HTTP: raw requests = SDK requests (\(variant.rawValue))", mismatch ?? "identical at client and server")
}
// Many short alternating batches: load from other processes drifts, and a 5 % goal needs both sides to see the same.
let (httpRounds, httpBatch) = smoke ? (1, 20) : quick ? (15, 20) : (40, 50)
for variant in FlowVariant.allCases {
    let http = try await HTTPBenchWorld.start()
    try await singleFlow(
        variant, in: http.world, label: "HTTP flow over URLSession (\(variant.rawValue))",
        floorName: "raw URLSession requests", goal: 1.05, rounds: httpRounds, batch: httpBatch)
    try await http.stop()
}

// 2. Concurrency scaling (vaulted token: no UI, so the main actor is not in the way).
var scaling: [Int: Workloads.ScalingResult] = [:]
for flows in smoke ? [1_000] : quick ? [1_000, 10_000] : [1_000, 10_000, 100_000] {
    let world = try await BenchWorld()
    let sessions = try await world.sessions(flows, for: .vaultedToken)
    let floorSessions = try await world.sessions(flows, for: .vaultedToken)
    let floor = await Workloads.concurrentFloorFlows(world, sessions: floorSessions, variant: .vaultedToken)
    let result = await Workloads.concurrentSDKFlows(world, sessions: sessions, variant: .vaultedToken)
    precondition(result.succeeded == flows && floor.succeeded == flows, "a concurrent flow failed")
    scaling[flows] = result
    row(
        "\(flows) concurrent flows: total time, flows/s (floor)",
        "\(format(result.seconds, 3)) s, \(format(result.flowsPerSecond, 0))/s (floor \(format(floor.flowsPerSecond, 0))/s)",
        goal: "≥ 20,000/s", met: result.flowsPerSecond >= 20_000)
}
if let small = scaling[10_000], let large = scaling[100_000] {
    let growth = large.seconds / small.seconds
    row("time(100,000) / time(10,000)", format(growth), goal: "≤ 11", met: growth <= 11)
}

// 3. Memory held by flows parked at a 3DS challenge.
let parkedFlows = smoke ? 500 : quick ? 2_000 : 10_000
do {
    let world = try await BenchWorld()
    let floorSessions = try await world.sessions(parkedFlows, for: .newCard)
    let sessions = try await world.sessions(parkedFlows, for: .newCard)
    _ = await Workloads.parkFloorFlows(world, sessions: try await world.sessions(200, for: .newCard))  // warm up
    let floor = await Workloads.parkFloorFlows(world, sessions: floorSessions)
    let sdk = await Workloads.parkSDKFlows(world, sessions: sessions)
    precondition(sdk.succeeded == parkedFlows && floor.succeeded == parkedFlows, "a parked flow failed")
    let own = (sdk.mallocBytesPerFlow - floor.mallocBytesPerFlow) / 1024
    row(
        "Parked at 3DS (\(parkedFlows) flows): malloc'd per flow, SDK − floor",
        "\(format(sdk.mallocBytesPerFlow / 1024, 1)) KB − \(format(floor.mallocBytesPerFlow / 1024, 1)) KB = "
            + "\(format(own, 1)) KB", goal: "≤ 4 KB", met: own <= 4)
    row(
        "Parked at 3DS: resident per flow, SDK (floor)",
        "\(format(sdk.residentBytesPerFlow / 1024, 1)) KB (\(format(floor.residentBytesPerFlow / 1024, 1)) KB)")
}

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

do {
    var initialize: [Double] = []
    for _ in 0..<1_000 {
        let start = ContinuousClock.now
        Yuno.initialize(apiKey: "sandbox_pk_emulator_5f0c2a7e") { ok in precondition(ok) }
        initialize.append((ContinuousClock.now - start).seconds * 1e6)
    }
    let initMedian = median(initialize)
    row("Yuno.initialize (median of 1,000)", "\(format(initMedian, 1)) µs", goal: "< 1 ms", met: initMedian < 1_000)
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
        "JSON encode token + payment request (reused / fresh encoder)",
        "\(format(encode / 1e3, 1)) µs / \(format(freshEncode / 1e3, 1)) µs")
    row("JSON decode token + payment response", "\(format(decode / 1e3, 1)) µs")
}
// The table.
print("| Measure | Result | Goal | |")
print("|---|---|---|---|")
for (measure, value, goal, verdict) in rows { print("| \(measure) | \(value) | \(goal) | \(verdict) |") }
