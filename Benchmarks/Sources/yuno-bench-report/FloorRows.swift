// The canned rows against the two floors (issue 39): the hand-written client (Foundation's coders, what a merchant
// writes) and the same-wire floor (the same requests with the SDK's own wire code, so SDK / floor is the cost of the
// SDK's orchestration alone); the scaling ratio from 1,000 to 10,000 concurrent flows; and the one-line exits that
// replace a trap at the top level.
import Foundation
import YunoBenchKit

/// The goal of the SDK / same-wire floor wall ratio for `variant`, flow by flow and on one core.
func sameWireGoal(_ variant: FlowVariant) -> Double { variant == .vaultedToken ? 1.15 : 1.3 }

/// Section 0's canned rows: each floor sends what the SDK sends (bodies byte for byte, header names).
@MainActor
func cannedRequestChecks() async throws {
    for kind in FloorKind.allCases {
        for variant in FlowVariant.allCases {
            let mismatch = try await BodyCheck.compareCanned(variant, floor: kind)
            row(
                "Canned transport: \(kind.rawValue) requests = SDK requests (\(variant.rawValue))",
                mismatch ?? "identical bodies and headers")
        }
    }
}

/// Section 1's canned rows for `variant`: the SDK against the hand-written client (no goal), then against the
/// same-wire floor (the goal), each by ``singleFlow(_:in:label:floorName:goal:rounds:batch:)`` in a world of its own.
@MainActor
func cannedFlowRows(_ variant: FlowVariant, rounds: Int, batch: Int) async throws {
    for kind in FloorKind.allCases {
        try await singleFlow(
            variant, in: try await CannedWorld(variant, floor: kind),
            label: "Canned transport: one seamless flow (\(variant.rawValue))", floorName: kind.rawValue,
            goal: kind == .sameWire ? sameWireGoal(variant) : nil, rounds: rounds, batch: batch)
    }
}

/// Section 1's canned rows again, each side in fresh processes confined to one core: in every run the SDK, the
/// hand-written client and the same-wire floor, in an order that turns from run to run. With every thread on one core
/// no wake-up crosses cores, so the wall time is the flows' own work: the SDK's cost over its floors without the price
/// this machine puts on handing a flow to another core (≈ 25–30 µs a wake-up; the two-core rows above pay it on a
/// different share of their handoffs, run to run).
@MainActor
func oneCoreRows() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") else {
        row("Canned transport on one core: SDK / floors", "not measured (no /usr/bin/taskset)")
        return
    }
    let flows = smoke ? 500 : quick ? 5_000 : 20_000
    let runs = smoke ? 1 : quick ? 3 : 5
    // `--profile`'s sides.
    let sides = [("sdk", nil), ("floor", FloorKind.handWritten), ("wire", FloorKind.sameWire)]
    for variant in FlowVariant.allCases {
        var walls: [String: [Double]] = [:]
        for run in 0..<runs {
            for index in 0..<sides.count {
                let side = sides[(index + run) % sides.count].0
                walls[side, default: []].append(
                    try oneCoreWall(variant == .vaultedToken ? "vaulted" : "new", side, flows: flows))
            }
        }
        let sdk = median(walls["sdk"] ?? [])
        for (side, kind) in sides {
            guard let kind else { continue }
            let floor = median(walls[side] ?? [])
            let goal = kind == .sameWire ? sameWireGoal(variant) : nil
            row(
                "Canned transport on one core (\(variant.rawValue), \(runs) runs of \(flows) flows a side): "
                    + "SDK / \(kind.rawValue), wall",
                "\(format(sdk, 1)) µs / \(format(floor, 1)) µs = \(format(sdk / floor))",
                goal: goal.map { "≤ \($0)" } ?? "", met: goal.map { sdk / floor <= $0 })
        }
    }
}

/// The floor a `--profile vaulted|new SIDE` process runs: `floor` the hand-written client, `wire` the same-wire
/// floor; `nil` for the SDK.
func profiledFloor(_ side: String?) -> FloorKind? {
    switch side {
    case "floor": .handWritten
    case "wire": .sameWire
    default: nil
    }
}

/// Section 2's scaling goal over the canned transport: flows/s at the larger of `sizes` (10,000 concurrent flows)
/// at least 0.8 × flows/s at the smaller (1,000), each the median of its runs. In `--smoke` the sizes are smaller:
/// the ratio is shown, with no verdict.
@MainActor
func cannedScalingRatioRow(_ runs: [Int: ScalingRuns], sizes: [Int]) {
    guard sizes.count >= 2, let small = runs[sizes[0]], let large = runs[sizes[1]] else { return }
    let ratio = large.median.flowsPerSecond / small.median.flowsPerSecond
    let goalSizes = sizes[0] == 1_000 && sizes[1] == 10_000
    let rates = { (runs: ScalingRuns) in runs.sdk.map { format($0.flowsPerSecond, 0) }.joined(separator: ", ") }
    row(
        "Canned transport: flows/s at \(sizes[1]) concurrent / flows/s at \(sizes[0]) (SDK, medians)",
        "\(format(large.median.flowsPerSecond, 0))/s / \(format(small.median.flowsPerSecond, 0))/s = \(format(ratio))"
            + " (runs: \(rates(large)) / \(rates(small)))"
            + (goalSizes ? "" : "; smoke sizes, no verdict (the goal is 10,000 against 1,000)"),
        goal: "≥ 0.8", met: goalSizes ? ratio >= 0.8 : nil)
}

/// Prints `message` as this program's one line on standard error and exits with status 1.
func exitWithReason(_ message: String) -> Never {
    let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    FileHandle.standardError.write(Data("yuno-bench-report: \(line)\n".utf8))
    exit(1)
}

/// The executable `product` built next to this one, or a one-line reason and exit status 1 when it is not there
/// (running it would throw, and a `try` at the top level traps).
func builtProduct(_ product: String) -> URL {
    let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent(product)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
        exitWithReason(
            "\(product) is not built next to this binary; run swift build --package-path Benchmarks -c release "
                + "(or Scripts/benchmarks.sh)")
    }
    return url
}

/// `body`'s value; when it throws, one line naming `what` and the error, and exit status 1, where a `try` at the
/// top level would trap ("Error raised at top level", with a stack dump).
@MainActor
func orExit<T>(_ what: String, _ body: @MainActor () async throws -> T) async -> T {
    do {
        return try await body()
    } catch {
        exitWithReason("\(what) failed: \(error)")
    }
}
