// swift-tools-version: 6.1
// Benchmarks for YunoSDK (a separate package, so the SDK's own manifest never gains a dependency).
// Run: `Scripts/benchmarks.sh` (table of ratios) or `swift package --package-path Benchmarks benchmark`.
import PackageDescription

let package = Package(
    name: "YunoSDKBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "YunoSDK", path: ".."),
        // The HTTP emulator (Hummingbird), started in-process on loopback for the HTTP-path benchmark.
        .package(name: "YunoSandboxServer", path: "../Sandbox"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads: one seamless flow through the SDK, the same requests made by hand (the floor), N concurrent
        // flows, flows parked at a 3DS challenge, and the hot pieces.
        .target(name: "CMallocInfo"),
        .target(
            name: "YunoBenchKit",
            dependencies: [
                "CMallocInfo", .product(name: "YunoSDK", package: "YunoSDK"),
                .product(name: "YunoSandbox", package: "YunoSDK"),
            ]
        ),
        // ordo-one/benchmark: wall time, CPU and malloc counts per benchmark; baselines gate allocations in CI.
        .executableTarget(
            name: "YunoBenchmarks",
            dependencies: [
                "YunoBenchKit",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "YunoSDK", package: "YunoSDK"),
                .product(name: "YunoSandbox", package: "YunoSDK"),
            ],
            path: "Benchmarks/YunoBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One compact table of ratios and figures, measured side by side in one run (Scripts/benchmarks.sh).
        // A flow over URLSession against the HTTP emulator, and the same requests sent with plain URLSession.
        .target(
            name: "YunoBenchHTTP",
            dependencies: [
                "YunoBenchKit", .product(name: "YunoSDK", package: "YunoSDK"),
                .product(name: "YunoSandbox", package: "YunoSDK"),
                .product(name: "YunoSandboxServer", package: "YunoSandboxServer"),
            ]
        ),
        // The in-process emulator's throughput alone (issue 12, goal 5): `yuno-emulator-throughput [--runs N]`.
        .executableTarget(name: "yuno-emulator-throughput", dependencies: ["YunoBenchKit"]),
        // The first `Yuno.initialize` + first `YunoClient` in a fresh process (spawned by the report).
        .executableTarget(name: "yuno-cold-start", dependencies: [.product(name: "YunoSDK", package: "YunoSDK")]),
        // The concurrency runtime's probe (main-actor jobs timed, executor jobs, tasks and actor hops counted), linked
        // into the report only: it interposes dispatch_async_f, swift_task_create and swift_task_switch.
        .target(
            name: "CExecutorProbe",
            linkerSettings: [
                .linkedLibrary("dispatch", .when(platforms: [.linux])),
                .linkedLibrary("dl", .when(platforms: [.linux])),
            ]
        ),
        .executableTarget(
            name: "yuno-bench-report",
            dependencies: [
                "YunoBenchKit", "YunoBenchHTTP", "CExecutorProbe", .product(name: "YunoSDK", package: "YunoSDK"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
