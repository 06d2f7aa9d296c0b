// Stand-in SwiftUI (see Platforms/StandIns/README.md): the keyboard bar and the caret of the card form (issue 37,
// item 2): toolbar content placed above the keyboard, and a text field bound to its selection (iOS 18).

// https://developer.apple.com/documentation/swiftui/toolbarcontent
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ToolbarContent {
    // https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype
    associatedtype Body: ToolbarContent
    // https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// stand-in plumbing: primitive toolbar content (Body == Never) has no body.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Never: ToolbarContent {}

// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct ToolbarContentBuilder {
    // https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:) (the ToolbarContent
    // overload)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
}

// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ToolbarItemPlacement {
    @usableFromInline let id: Int

    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
    public static var automatic: ToolbarItemPlacement { ToolbarItemPlacement(id: 0) }

    // https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard (a `static let` on the page;
    // written as a computed property, which availability allows on a stored type property only this way)
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var keyboard: ToolbarItemPlacement { ToolbarItemPlacement(id: 1) }
}

// https://developer.apple.com/documentation/swiftui/toolbaritemgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    @usableFromInline let content: Content

    // https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

// stand-in plumbing: a primitive toolbar content's body is never called (Body == Never).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ToolbarItemGroup {
    public var body: Never { fatalError("stand-in SwiftUI: primitive toolbar content has no body") }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/toolbar(content:) (the ToolbarContent overload)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent { self }
}

// https://developer.apple.com/documentation/swiftui/textselection
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TextSelection {
    @usableFromInline let range: Range<String.Index>

    // https://developer.apple.com/documentation/swiftui/textselection/init(insertionpoint:)
    public init(insertionPoint: String.Index) { range = insertionPoint..<insertionPoint }

    // https://developer.apple.com/documentation/swiftui/textselection/init(range:)
    public init(range: Range<String.Index>) { self.range = range }

    // https://developer.apple.com/documentation/swiftui/textselection/isinsertion
    public var isInsertion: Bool { range.isEmpty }
}

@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextField {
    // https://developer.apple.com/documentation/swiftui/textfield/init(text:selection:prompt:axis:label:)
    nonisolated public init(
        text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
}
