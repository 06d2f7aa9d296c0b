import Benchmark
import Foundation
import YunoBenchKit
import YunoSDK
import YunoSandbox

// Flow benchmarks run one complete seamless payment per iteration against the in-process emulator (zero latency),
// and ("canned") against a transport replaying the emulator's answers from memory (the client's own cost only);
// each "SDK" benchmark has a "floor" twin making the same requests with the same bodies by hand. Their malloc counts
// are deterministic and gated in CI against the committed baseline (Scripts/benchmarks-gate.sh).

/// The iteration limit of the flow benchmarks; `YUNO_BENCH_SMOKE=1` shortens every benchmark for CI.
let smoke = ProcessInfo.processInfo.environment["YUNO_BENCH_SMOKE"] == "1"
let flowIterations = smoke ? 200 : 2_000

func flowConfiguration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 20,
        maxDuration: .seconds(smoke ? 2 : 5),
        maxIterations: flowIterations
    )
}

func hotConfiguration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 100,
        scalingFactor: .kilo,
        maxDuration: .seconds(smoke ? 1 : 3),
        maxIterations: smoke ? 100 : 1_000
    )
}

/// Registers the SDK flow and its floor for `variant`.
func flowBenchmarks(_ variant: FlowVariant) {
    let name = variant.rawValue
    Benchmark(
        "Seamless flow (\(name)) SDK", configuration: flowConfiguration(),
        closure: { (_: Benchmark, state: (BenchWorld, SessionPool)) async throws in
            let (world, pool) = state
            let outcome = await world.sdkPay(pool.take(), variant)
            guard outcome.result == .succeeded else { fatalError("SDK flow ended \(outcome)") }
        },
        setup: {
            let world = try await BenchWorld()
            return (world, SessionPool(try await world.sessions(flowIterations + 40, for: variant)))
        })
    Benchmark(
        "Seamless flow (\(name)) floor", configuration: flowConfiguration(),
        closure: { (_: Benchmark, state: (BenchWorld, SessionPool)) async throws in
            let (world, pool) = state
            let status = try await world.floorPay(pool.take(), variant)
            guard status == "SUCCEEDED" else { fatalError("floor flow ended \(status)") }
        },
        setup: {
            let world = try await BenchWorld()
            return (world, SessionPool(try await world.sessions(flowIterations + 40, for: variant)))
        })
}

/// Registers the SDK flow and its floor for `variant` over the canned transport (no emulator in the path).
func cannedFlowBenchmarks(_ variant: FlowVariant) {
    let name = variant.rawValue
    for sdk in [true, false] {
        Benchmark(
            "Seamless flow (canned, \(name)) \(sdk ? "SDK" : "floor")", configuration: flowConfiguration(),
            closure: { (_: Benchmark, state: (CannedWorld, SessionPool)) async throws in
                let (world, pool) = state
                if sdk {
                    let outcome = await world.sdkPay(pool.take(), variant)
                    guard outcome.result == .succeeded else { fatalError("SDK flow ended \(outcome)") }
                } else {
                    let status = try await world.floorPay(pool.take(), variant)
                    guard status == "SUCCEEDED" else { fatalError("floor flow ended \(status)") }
                }
            },
            setup: {
                let world = try await CannedWorld(variant)
                return (world, SessionPool(try await world.sessions(flowIterations + 40, for: variant)))
            })
    }
}

/// Registers N concurrent SDK flows (vaulted token); sessions are created before the measurement starts.
func scalingBenchmark(_ flows: Int) {
    Benchmark(
        "Concurrent SDK flows (vaulted token) x\(flows)",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], warmupIterations: 0,
            maxDuration: .seconds(1), maxIterations: 1)
    ) { benchmark in
        let world = try await BenchWorld()
        let sessions = try await world.sessions(flows, for: .vaultedToken)
        benchmark.startMeasurement()
        let result = await Workloads.concurrentSDKFlows(world, sessions: sessions, variant: .vaultedToken)
        benchmark.stopMeasurement()
        guard result.succeeded == flows else { fatalError("\(result.succeeded) of \(flows) flows succeeded") }
    }
}

let benchmarks: @Sendable () -> Void = {
    flowBenchmarks(.vaultedToken)
    flowBenchmarks(.newCard)
    cannedFlowBenchmarks(.vaultedToken)
    cannedFlowBenchmarks(.newCard)

    Benchmark("Card validation and brand detection (6 cards)", configuration: hotConfiguration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(HotPieces.validateCards())
            blackHole(HotPieces.detectBrands())
        }
    }
    // Gated by its malloc count (Scripts/benchmarks-gate.sh): the pin of the card form's month worked out by
    // arithmetic (`CalendarMonth.utc`, PERFORMANCE.md's "Hot paths"); asking Foundation's calendar instead allocates.
    Benchmark("Card form typed and submitted", configuration: hotConfiguration()) { benchmark in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations { blackHole(HotPieces.typeAndSubmitCard()) }
        }
    }
    Benchmark("JSON encode token + payment request", configuration: hotConfiguration()) { benchmark in
        let encoder = WireBodies.encoder()
        for _ in benchmark.scaledIterations { blackHole(try HotPieces.encodeBodies(with: encoder)) }
    }
    Benchmark("JSON decode token + payment response", configuration: hotConfiguration()) { benchmark in
        let decoder = JSONDecoder()
        for _ in benchmark.scaledIterations { blackHole(try HotPieces.decodeBodies(with: decoder)) }
    }
    Benchmark(
        "YunoClient creation", configuration: hotConfiguration(),
        closure: { (benchmark: Benchmark, transport: YunoSandbox) throws in
            for _ in benchmark.scaledIterations { blackHole(try HotPieces.makeClient(transport: transport)) }
        },
        setup: { try await BenchWorld().sandbox })
    Benchmark("Yuno.initialize (facade)", configuration: hotConfiguration()) { benchmark in
        for _ in benchmark.scaledIterations {
            await Yuno.initialize(apiKey: "sandbox_pk_emulator_5f0c2a7e")
        }
    }

    if !smoke {
        for flows in [1_000, 10_000, 100_000] { scalingBenchmark(flows) }
    }
}
