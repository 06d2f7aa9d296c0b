// Stand-in SwiftUI (see Platforms/StandIns/README.md): view modifiers. Each returns what its page shows; the stand-in
// returns the view itself (or wraps it in ModifiedContent) since nothing here is rendered.

// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// https://developer.apple.com/documentation/swiftui/viewmodifier/content (the type it aliases)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    // https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    // https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier
    // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    @usableFromInline init() {}
    public func body(content: Content) -> some View { content }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    // stand-in plumbing: what the accessibility modifiers below return.
    @usableFromInline nonisolated func _accessibility() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    // https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }

    // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle { self }

    // https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)-89n7j
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle, T: Shape { self }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:)
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { self }

    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { self }

    // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }

    // https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) (the StringProtocol overload)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { _accessibility() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:) (the StringProtocol overload)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityValue<S>(_ valueDescription: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol
    { _accessibility() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:) (the StringProtocol overload)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    where S: StringProtocol { _accessibility() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { _accessibility() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { _accessibility() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        _accessibility()
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }

    // https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        self
    }

    // https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
    where Value: Hashable { self }

    // https://developer.apple.com/documentation/swiftui/view/focused(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View where V: Equatable
    { self }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { self }

    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View
    where T: RangeExpression, T.Bound == DynamicTypeSize { self }
}
