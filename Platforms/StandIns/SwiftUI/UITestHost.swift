// Stand-in SwiftUI (see Platforms/StandIns/README.md): the app and scene declarations of the UI-test host app
// (Platforms/UITestHost), which the SDK itself never uses.

// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol App {
    // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene
    // https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    // https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension App {
    // https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {
        fatalError("stand-in SwiftUI: never run")
    }
}

// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol Scene {
    // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene
    // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/scene (Never is listed among Scene's conforming types); its
// `body` is View's (Never's View conformance, View.swift).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: Scene {}

// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct SceneBuilder {
    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct WindowGroup<Content>: Scene where Content: View {
    public typealias Body = Never
    // stand-in plumbing: a primitive scene's body is never called (Body == Never).
    public var body: Never { fatalError("stand-in SwiftUI: a primitive scene has no body") }

    // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}
