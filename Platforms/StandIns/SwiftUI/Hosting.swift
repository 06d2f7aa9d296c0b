// Stand-in SwiftUI (see Platforms/StandIns/README.md): SwiftUI inside UIKit and UIKit inside SwiftUI.

// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    @MainActor @preconcurrency public var rootView: Content
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (required by UIViewController)
    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) {
        fatalError("stand-in SwiftUI: never run")
    }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    associatedtype Coordinator = Void
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == Void {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator() (default implementation)
    public func makeCoordinator() -> Self.Coordinator { () }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    // https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
    @MainActor @preconcurrency public var environment: EnvironmentValues { EnvironmentValues() }
}

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
    associatedtype Coordinator = Void
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable where Self.Coordinator == Void {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator() (default)
    public func makeCoordinator() -> Self.Coordinator { () }
}

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/environment
    @MainActor @preconcurrency public var environment: EnvironmentValues { EnvironmentValues() }
}
