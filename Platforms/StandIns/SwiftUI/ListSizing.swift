// Stand-in SwiftUI (see Platforms/StandIns/README.md): what the payment-method list (issue 37, items 1, 4 and 5)
// uses to measure itself, confirm a removal and show a remote icon.

// https://developer.apple.com/documentation/swiftui/geometryproxy
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GeometryProxy {
    @usableFromInline let storedSize: CGSize
    // https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { storedSize }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @preconcurrency nonisolated public func onGeometryChange<T>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View where T: Equatable, T: Sendable { self }

    // https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:item:titlevisibility:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func confirmationDialog<A, M, T>(
        _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { self }
}

// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/visibility (Topics: automatic, visible, hidden)
    case automatic, visible, hidden
}

// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ButtonRole: Equatable, Sendable {
    @usableFromInline let id: Int
    // https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static let destructive = ButtonRole(id: 0)
    // https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static let cancel = ButtonRole(id: 1)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Button {
    // https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.init(action: action, label: label)
    }
}

// https://developer.apple.com/documentation/swiftui/transaction
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Transaction {
    // https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/asyncimagephase
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum AsyncImagePhase {
    // https://developer.apple.com/documentation/swiftui/asyncimagephase/empty
    case empty
    // https://developer.apple.com/documentation/swiftui/asyncimagephase/success(_:)
    case success(Image)
    // https://developer.apple.com/documentation/swiftui/asyncimagephase/failure(_:)
    case failure(any Error)

    // https://developer.apple.com/documentation/swiftui/asyncimagephase/image
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    // https://developer.apple.com/documentation/swiftui/asyncimagephase/error
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

// https://developer.apple.com/documentation/swiftui/asyncimage
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
nonisolated public struct AsyncImage<Content>: View where Content: View {
    public typealias Body = Never
    @usableFromInline let content: (AsyncImagePhase) -> Content
    // https://developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:transaction:content:)
    nonisolated public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) { self.content = content }
}
