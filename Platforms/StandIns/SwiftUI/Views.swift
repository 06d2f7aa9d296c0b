// Stand-in SwiftUI (see Platforms/StandIns/README.md): containers, text, images and controls.

// https://developer.apple.com/documentation/swiftui/group
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Group<Content> {
    @usableFromInline let content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Group: View where Content: View {
    public typealias Body = Never
    // https://developer.apple.com/documentation/swiftui/group/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    public typealias Body = Never
    @usableFromInline let content: Content
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { self.content = content() }
}

// https://developer.apple.com/documentation/swiftui/hstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct HStack<Content>: View where Content: View {
    public typealias Body = Never
    @usableFromInline let content: Content
    // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { self.content = content() }
}

// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    public typealias Body = Never
    @usableFromInline let content: Content
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

// https://developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Spacer {
    // https://developer.apple.com/documentation/swiftui/spacer/minlength
    public var minLength: CGFloat?
    // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

// https://developer.apple.com/documentation/swiftui/spacer (Relationships: View, in an extension)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Spacer: View {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Divider: View {
    public typealias Body = Never
    // https://developer.apple.com/documentation/swiftui/divider (Topics: init())
    nonisolated public init() {}
}

// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct ScrollView<Content>: View where Content: View {
    public typealias Body = Never
    // https://developer.apple.com/documentation/swiftui/scrollview/axes
    nonisolated public var axes: Axis.Set
    // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    nonisolated public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) { self.axes = axes }
    // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { self.axes = axes }
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    // https://developer.apple.com/documentation/swiftui/foreach (Topics: data)
    public var data: Data
    // https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (the View overload)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:) (the View overload)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-ktgx
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Text: Equatable, Sendable {
    @usableFromInline let storage: String
    // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) { storage = content }
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S>(_ content: S) where S: StringProtocol { storage = String(content) }
}

// https://developer.apple.com/documentation/swiftui/text (Relationships: View, conformed to in an extension, so
// Text itself is not main-actor isolated)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text: View {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Image: Equatable, Sendable {
    @usableFromInline let name: String
    // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(systemName: String) { name = systemName }
    // https://developer.apple.com/documentation/swiftui/image/init(uiimage:)
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public init(uiImage: UIImage) { name = "" }

    // https://developer.apple.com/documentation/swiftui/image/interpolation
    public enum Interpolation: Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/image/interpolation (Topics: none, low, medium, high)
        case none, low, medium, high
    }

    // https://developer.apple.com/documentation/swiftui/image/resizingmode
    public enum ResizingMode: Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/image/resizingmode (Topics: stretch, tile)
        case tile, stretch
    }

    // https://developer.apple.com/documentation/swiftui/image/interpolation(_:)
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        self
    }
}

// https://developer.apple.com/documentation/swiftui/image (Relationships: View, in an extension)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Image: View {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    public typealias Body = Never
    @usableFromInline let label: Label
    // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        self.label = Text(title)
    }
}

// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
    @usableFromInline let label: Label
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension TextField where Label == Text {
    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { label = Text(title) }
}

// https://developer.apple.com/documentation/swiftui/securefield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct SecureField<Label>: View where Label: View {
    public typealias Body = Never
    @usableFromInline let label: Label
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension SecureField where Label == Text {
    // https://developer.apple.com/documentation/swiftui/securefield/init(_:text:) (the StringProtocol overload)
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol { label = Text(title) }
}

// https://developer.apple.com/documentation/swiftui/toggle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Toggle<Label>: View where Label: View {
    public typealias Body = Never
    @usableFromInline let label: Label
    // https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
}

// https://developer.apple.com/documentation/swiftui/picker
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
    public typealias Body = Never
    @usableFromInline let label: Label
    // https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) { self.label = label() }
}

// https://developer.apple.com/documentation/swiftui/progressview
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    @usableFromInline let label: Label?
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    // https://developer.apple.com/documentation/swiftui/progressview/init()
    nonisolated public init() where Label == EmptyView { label = nil }
    // https://developer.apple.com/documentation/swiftui/progressview/init(_:)-3q5nf
    nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol { label = Text(title) }
}
