// The "Main actor" rows (issue 39, items 2 and 4): what a merchant's app feels of a flow. See MainActorCost.swift for
// how each figure is taken and PERFORMANCE.md ("How it is measured", "Main actor") for what each counts.
import Foundation
import YunoBenchKit

/// The percentile `fraction` (0...1) of `values`.
private func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
}

private func mean(_ values: [Int]) -> Double { Double(values.reduce(0, +)) / Double(max(values.count, 1)) }

/// Exits with `message` unless `condition` (a release build's `precondition` drops its message).
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("yuno-bench-report: \(message())\n".utf8))
    exit(1)
}

/// The main-actor rows at the mode's sizes (`smoke`: seconds), with the probe installed only while they run.
@MainActor
func mainActorRows(smoke: Bool, quick: Bool) async throws {
    guard ExecutorProbe.install() else {
        row("Main actor per flow", "not measured (the runtime probe works on Linux only)")
        return
    }
    defer { ExecutorProbe.uninstall() }
    try await probeCheckRow()
    let flows = smoke ? 50 : quick ? 2_000 : 10_000
    for variant in FlowVariant.allCases {
        try await perFlowRows(variant, flows: flows)
    }
    let heldFlows = smoke ? 10 : quick ? 200 : 500
    for variant in FlowVariant.allCases {
        try await networkWaitRow(variant, flows: heldFlows)
    }
    let concurrentFlows = smoke ? 1_000 : 10_000
    for variant in FlowVariant.allCases {
        try await stallRow(variant, flows: concurrentFlows)
    }
}

/// The probe against known work; traps when it miscounts (so `--smoke` in CI checks it).
@MainActor
private func probeCheckRow() async throws {
    let count = 1_000
    let (run, calls, tasks) = await MainActorCost.check(count)
    require(
        run.mainEnqueued == count && run.tasksCreated == 0,
        "the probe miscounted \(count) MainActor.run from an actor: \(run)")
    require(calls.hops == 2 * count && calls.mainEnqueued == 0, "the probe miscounted \(count) actor calls: \(calls)")
    require(tasks.tasksCreated == count, "the probe miscounted \(count) Task {}: \(tasks)")
    let empty = await MainActorCost.emptyTaps(200)
    let emptyMain = mean(empty.map(\.mainJobs))
    let emptyGlobal = mean(empty.map(\.counts.globalJobs))
    require(emptyMain == 1, "the probe saw \(emptyMain) main jobs for an empty tap")
    row(
        "Main actor probe check: \(count) MainActor.run {} from an actor; \(count) calls to another actor; "
            + "\(count) Task {}; an empty tap",
        "\(run.mainEnqueued) main jobs, \(run.hops) hops; \(calls.hops) hops; \(tasks.tasksCreated) tasks; "
            + "\(format(emptyMain, 1)) main + \(format(emptyGlobal, 1)) global jobs, "
            + "\(format(median(empty.map(\.mainMicros)), 1)) µs on the main actor (CPU, with the probe's own "
            + "\(format(median(empty.map(\.mainCPUMicros)), 1)) µs)")
}

/// Per flow of `variant`: main-actor time, jobs and longest job; executor jobs, tasks and hops. SDK and floor.
@MainActor
private func perFlowRows(_ variant: FlowVariant, flows: Int) async throws {
    let (sdk, floor) = try await MainActorCost.perFlow(variant, flows: flows)
    let label = "Main actor per \(variant.rawValue) flow (canned, \(flows) flows a side, started by a tap)"
    func time(_ side: [FlowFigures]) -> String {
        "\(format(median(side.map(\.mainMicros)), 1)) µs (CPU \(format(median(side.map(\.mainCPUMicros)), 1)) µs) in "
            + "\(format(mean(side.map(\.mainJobs)), 1)) jobs"
    }
    let sdkTime = median(sdk.map(\.mainMicros))
    let floorTime = median(floor.map(\.mainMicros))
    row(
        "\(label): main-actor time and jobs, SDK / floor (median wall, the goal's, and the main thread's CPU)",
        "\(time(sdk)) / \(time(floor)); SDK − floor \(format(sdkTime - floorTime, 1)) µs",
        goal: "SDK ≤ floor + 20 µs", met: sdkTime <= floorTime + 20)
    func longest(_ side: [FlowFigures]) -> String {
        let values = side.map(\.longestMicros)
        let cpu = side.map(\.mostCPUMicros)
        return "\(format(median(values), 1)) / \(format(percentile(values, 0.99), 1)) / "
            + "\(format(values.max() ?? 0, 1)) µs (CPU p99 \(format(percentile(cpu, 0.99), 1)), max "
            + "\(format(cpu.max() ?? 0, 1)) µs)"
    }
    row(
        "\(label): each main-actor job's median wall (CPU), in order, SDK / floor",
        "\(jobTimes(sdk)) / \(jobTimes(floor))")
    // The goal reads the job's own work (the main thread's CPU time): on this shared VM the wall tail is the
    // machine preempting the main thread, and the floor's flows, with jobs of a few µs, show the same tail.
    let sdkLongest = percentile(sdk.map(\.mostCPUMicros), 0.99)
    row(
        "\(label): longest main-actor job of a flow, wall median / p99 / max (CPU p99, the goal's, and max), SDK; floor",
        "\(longest(sdk)); \(longest(floor))", goal: "SDK CPU p99 < 100 µs", met: sdkLongest < 100)
    func counters(_ side: [FlowFigures]) -> String {
        let global = mean(side.map(\.counts.globalJobs))
        let tasks = mean(side.map(\.counts.globalTaskJobs))
        let actors = mean(side.map(\.counts.globalActorJobs))
        return "\(format(global + mean(side.map(\.mainJobs)), 1)) jobs (global \(format(global, 1)): "
            + "\(format(tasks, 1)) task + \(format(actors, 1)) actor; main \(format(mean(side.map(\.mainJobs)), 1))), "
            + "\(format(mean(side.map(\.counts.tasksCreated)), 1)) tasks, \(format(mean(side.map(\.counts.hops)), 1)) hops"
    }
    row(
        "\(label): executor jobs, tasks created, actor hops (means), SDK / floor",
        "\(counters(sdk)) / \(counters(floor))")
}

/// The median wall (CPU) µs of each main job of the flows with the usual number of jobs, in order:
/// "10.1 (9.0) + 3.2 (3.0)".
private func jobTimes(_ side: [FlowFigures]) -> String {
    let usual = median(side.map { Double($0.jobs.count) })
    let flows = side.filter { Double($0.jobs.count) == usual }
    guard let count = flows.first?.jobs.count else { return "" }
    return (0..<count).map { index in
        "\(format(median(flows.map { Double($0.jobs[index].wall) / 1e3 }), 1)) "
            + "(\(format(median(flows.map { Double($0.jobs[index].cpu) / 1e3 }), 1)))"
    }.joined(separator: " + ") + " µs"
}

/// Main-actor work while `flows` flows of `variant` a side wait for the network (each request held 1 ms).
@MainActor
private func networkWaitRow(_ variant: FlowVariant, flows: Int) async throws {
    let (sdk, floor) = try await MainActorCost.networkWaits(variant, flows: flows, hold: .milliseconds(1))
    func waits(_ side: MainActorCost.Waits) -> String {
        "\(side.started) started, \(side.enqueued) enqueued (\(side.overlapping) begun before) in \(side.requests) holds"
    }
    row(
        "Main actor while a \(variant.rawValue) flow waits for the network (\(flows) flows a side, each request "
            + "held 1 ms): main jobs, SDK / floor", "\(waits(sdk)) / \(waits(floor))",
        goal: "SDK: 0 started, 0 enqueued",
        met: sdk.started == 0 && sdk.enqueued == 0)
}

/// The main actor's longest stall under `flows` concurrent flows of `variant`, SDK and floor.
@MainActor
private func stallRow(_ variant: FlowVariant, flows: Int) async throws {
    func figures(_ sdk: Bool) async throws -> String {
        let (counts, seconds) = try await MainActorCost.concurrent(variant, sdk: sdk, flows: flows)
        let perFlow = Double(counts.mainEnqueued) / Double(flows)
        return "\(format(Double(counts.longestMainWaitNanos) / 1e6, 1)) ms wait / "
            + "\(format(Double(counts.longestMainJobNanos) / 1e3, 0)) µs job (its CPU "
            + "\(format(Double(counts.longestMainJobCPUNanos) / 1e3, 0)) µs; most CPU in a job "
            + "\(format(Double(counts.mostMainJobCPUNanos) / 1e3, 0)) µs; \(format(perFlow, 1)) main jobs a flow; main "
            + "busy \(format(Double(counts.mainNanos) / 1e6, 0)) ms, CPU \(format(Double(counts.mainCPUNanos) / 1e6, 0)) "
            + "ms, of \(format(seconds * 1e3, 0)) ms)"
    }
    let sdk = try await figures(true)
    let floor = try await figures(false)
    row(
        "Main actor's longest stall, \(flows) concurrent \(variant.rawValue) flows started by main-actor tasks: longest "
            + "enqueue-to-start wait (what a frame would miss) / longest job, SDK; floor", "\(sdk); \(floor)")
}
