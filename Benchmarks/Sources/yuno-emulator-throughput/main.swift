// The in-process emulator's throughput alone (issue 12, goal 5), each run in a fresh emulator:
// vaulted-token flows through the SDK over YunoSandbox at 10k and 100k concurrent flows (flows/s, CPU per flow,
// time(100k)/time(10k)), and the same requests sent straight at the emulator (its own CPU per request).
// Usage: yuno-emulator-throughput [--runs N] [--flows 10000,100000] [--sdk-only | --raw-only]
import Foundation
import YunoBenchKit

let arguments = CommandLine.arguments
func value(_ flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let runs = value("--runs").flatMap(Int.init) ?? 3
let sizes = value("--flows").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [10_000, 100_000]
let sdk = !arguments.contains("--raw-only")
let raw = !arguments.contains("--sdk-only")

func format(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }
func report(_ line: String) { print(line) }

for run in 1...runs {
    var times: [Int: Double] = [:]
    for flows in sizes {
        if sdk {
            let result = try await EmulatorThroughput.sdkFlows(flows)
            precondition(result.succeeded == flows, "an SDK flow failed (\(result.succeeded)/\(flows))")
            times[flows] = result.seconds
            report(
                "run \(run) SDK over emulator, \(flows) concurrent: \(format(result.seconds, 3)) s, "
                    + "\(format(result.flowsPerSecond))/s, CPU \(format(result.cpuSeconds * 1e6 / Double(flows))) µs/flow"
            )
        }
        if raw {
            let result = try await EmulatorThroughput.rawFlows(flows)
            precondition(result.succeeded == flows, "a raw flow failed (\(result.succeeded)/\(flows))")
            report(
                "run \(run) raw requests at emulator, \(flows) concurrent: \(format(result.seconds, 3)) s, "
                    + "\(format(result.flowsPerSecond))/s, CPU \(format(result.cpuMicrosPerRequest, 1)) µs/request")
        }
    }
    if let small = times[10_000], let large = times[100_000] {
        report("run \(run) SDK over emulator time(100k)/time(10k): \(format(large / small, 2))")
    }
}
