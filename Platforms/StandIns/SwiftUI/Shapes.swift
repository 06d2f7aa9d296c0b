// Stand-in SwiftUI (see Platforms/StandIns/README.md): Shape, Path and the shapes the QR code and cards are drawn with.

// https://developer.apple.com/documentation/swiftui/shape (Animatable, which it also refines, is left out: no
// animation is declared here)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public protocol Shape: Sendable, View {
    // https://developer.apple.com/documentation/swiftui/shape/path(in:)
    nonisolated func path(in rect: CGRect) -> Path
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Shape {
    // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)-3y2ud
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S>
    where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    // https://developer.apple.com/documentation/swiftui/shape/fill(style:)
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }
}

// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)-3y2ud (its result type)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct _ShapeView<Content, Style> where Content: Shape, Style: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/_shapeview (Topics: shape, style, fillStyle)
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    // https://developer.apple.com/documentation/swiftui/_shapeview/init(shape:style:fillstyle:)
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension _ShapeView: View {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/path
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Path: Shape, Equatable {
    public typealias Body = Never
    @usableFromInline var rects: [CGRect] = []
    // https://developer.apple.com/documentation/swiftui/path/init()
    public init() {}
    // https://developer.apple.com/documentation/swiftui/path/init(_:)-2s8sd (the CGRect overload)
    public init(_ rect: CGRect) { rects = [rect] }
    // https://developer.apple.com/documentation/swiftui/path/init(_:)-3wfdb (the callback overload)
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    // https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        rects = [rect]
    }
    // https://developer.apple.com/documentation/swiftui/path/path(in:)
    public func path(in _: CGRect) -> Path { self }
    // https://developer.apple.com/documentation/swiftui/path/addrect(_:transform:)
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { rects.append(rect) }
    // https://developer.apple.com/documentation/swiftui/path/move(to:)
    public mutating func move(to end: CGPoint) {}
    // https://developer.apple.com/documentation/swiftui/path/addline(to:)
    public mutating func addLine(to end: CGPoint) {}
    // https://developer.apple.com/documentation/swiftui/path/closesubpath()
    public mutating func closeSubpath() {}
}

// https://developer.apple.com/documentation/swiftui/rectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Rectangle: Shape {
    public typealias Body = Never
    // https://developer.apple.com/documentation/swiftui/rectangle/init()
    public init() {}
    // https://developer.apple.com/documentation/swiftui/rectangle/path(in:)
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct RoundedRectangle: Shape {
    public typealias Body = Never
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/cornersize
    public var cornerSize: CGSize
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/style
    public var style: RoundedCornerStyle
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:)
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/path(in:)
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style) }
}
