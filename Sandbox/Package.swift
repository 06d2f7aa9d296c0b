// swift-tools-version: 6.2
// The YunoSandbox emulator served over HTTP (Hummingbird). A separate package so the SDK keeps zero dependencies.
import PackageDescription

let package = Package(
    name: "YunoSandboxServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "yuno-sandbox", targets: ["yuno-sandbox"]),
        // The server as a library, so other packages (Benchmarks/) can start it in-process.
        .library(name: "YunoSandboxServer", targets: ["YunoSandboxServer"]),
    ],
    dependencies: [
        .package(name: "YunoSDK", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already dependencies of Hummingbird; named so the server can import them.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(
            name: "YunoSandboxServer",
            dependencies: [
                .product(name: "YunoSDK", package: "YunoSDK"),
                .product(name: "YunoSandbox", package: "YunoSDK"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(
            name: "yuno-sandbox",
            dependencies: ["YunoSandboxServer"]
        ),
        .testTarget(
            name: "YunoSandboxServerTests",
            dependencies: [
                "YunoSandboxServer",
                .product(name: "YunoSDK", package: "YunoSDK"),
                .product(name: "YunoSandbox", package: "YunoSDK"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
