// swift-tools-version: 6.2
// YunoSDK: a Swift 6 payment SDK. This manifest must never gain a dependency (SPEC §2).
import PackageDescription

let mainActorClientSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "YunoSDK",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "YunoSDK", targets: ["YunoSDK"]),
        .library(name: "YunoSandbox", targets: ["YunoSandbox"]),
        .executable(name: "yuno-checkout", targets: ["yuno-checkout"]),
    ],
    targets: [
        // The privacy manifest Xcode merges into the app's privacy report (Scripts/check-privacy-manifest.py).
        .target(
            name: "YunoSDK",
            resources: [.copy("Resources/Localization"), .copy("Resources/PrivacyInfo.xcprivacy")]
        ),
        .target(name: "YunoSandbox", dependencies: ["YunoSDK"]),
        .executableTarget(name: "yuno-checkout", dependencies: ["YunoSDK", "YunoSandbox"]),
        .testTarget(name: "YunoSDKTests", dependencies: ["YunoSDK", "YunoSandbox"]),
        .testTarget(name: "YunoSandboxTests", dependencies: ["YunoSDK", "YunoSandbox"]),
        // The three delegate conformance options of seeds/001, compiled as client code in both isolation modes.
        .testTarget(name: "ConformanceDefaultIsolationTests", dependencies: ["YunoSDK", "YunoSandbox"]),
        .testTarget(
            name: "ConformanceMainActorTests",
            dependencies: ["YunoSDK", "YunoSandbox"],
            swiftSettings: mainActorClientSettings
        ),
        // Client code written the way Yuno's own example apps and Flutter plugin write it (no @testable import).
        .testTarget(name: "YunoClientCodeTests", dependencies: ["YunoSDK"]),
        // The code of Documentation.docc's articles, compiled and run (Scripts/check-snippets.py keeps them equal).
        .testTarget(name: "DocumentationSnippetsTests", dependencies: ["YunoSDK", "YunoSandbox"]),
        .testTarget(
            name: "DocumentationSnippetsMainActorTests",
            dependencies: ["YunoSDK", "YunoSandbox"],
            swiftSettings: mainActorClientSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
