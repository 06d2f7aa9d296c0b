// swift-tools-version: 6.2
// yuno-sim: runs SDK flows on one seeded, single-threaded executor with virtual time (issue 26).
// A separate package so the experimental executor SPI never reaches a product of the SDK.
import PackageDescription

let package = Package(
    name: "YunoSimulator",
    platforms: [.macOS("26.4")],
    dependencies: [
        .package(name: "YunoSDK", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "yuno-sim",
            dependencies: [
                .product(name: "YunoSDK", package: "YunoSDK"),
                .product(name: "YunoSandbox", package: "YunoSDK"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
