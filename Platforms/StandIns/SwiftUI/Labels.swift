// Stand-in SwiftUI (see Platforms/StandIns/README.md): what Yuno's own SwiftUI example app (yuno-sdk-ios,
// YunoSwiftUI) uses besides the SDK's views — labels, font weights, animations and the plain colours.

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public typealias Body = Never
    @usableFromInline let title: Title
    @usableFromInline let icon: Icon
    // https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label where Title == Text, Icon == Image {
    // https://developer.apple.com/documentation/swiftui/label (its overview's `Label("Lightning", systemImage:)`: the
    // StringProtocol overload of init(_:systemImage:), a sibling of https://developer.apple.com/documentation/swiftui/label/init(_:image:)-6zbvg)
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Animation: Equatable, Sendable {
    @usableFromInline let name: String
    // https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation(name: "default")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text {
    // https://developer.apple.com/documentation/swiftui/text/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color {
    // https://developer.apple.com/documentation/swiftui/color/white
    public static let white = Color(red: 1, green: 1, blue: 1)
    // https://developer.apple.com/documentation/swiftui/color/black
    public static let black = Color(red: 0, green: 0, blue: 0)
    // https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    public func opacity(_ opacity: Double) -> Color {
        Color(red: components[0], green: components[1], blue: components[2], opacity: components[3] * opacity)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == Color {
    // https://developer.apple.com/documentation/swiftui/shapestyle/white
    public static var white: Color { Color.white }
    // https://developer.apple.com/documentation/swiftui/shapestyle/black
    public static var black: Color { Color.black }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/overlay(_:alignment:)
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View
    where Overlay: View { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape {
    // https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
    nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle { self }
}
