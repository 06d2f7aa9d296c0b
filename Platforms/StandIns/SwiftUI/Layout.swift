// Stand-in SwiftUI (see Platforms/StandIns/README.md): alignment, edges, axes, insets, content mode.

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    @usableFromInline let key: Int
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(key: 0)
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment(key: 1)
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
    public static let trailing = HorizontalAlignment(key: 2)
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
    @usableFromInline let key: Int
    // https://developer.apple.com/documentation/swiftui/verticalalignment/top
    public static let top = VerticalAlignment(key: 0)
    // https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment(key: 1)
    // https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
    public static let bottom = VerticalAlignment(key: 2)
    // https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
    public static let firstTextBaseline = VerticalAlignment(key: 3)
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/horizontal
    public var horizontal: HorizontalAlignment
    // https://developer.apple.com/documentation/swiftui/alignment/vertical
    public var vertical: VerticalAlignment
    // https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(horizontal: .center, vertical: .center)
    // https://developer.apple.com/documentation/swiftui/alignment/leading
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    // https://developer.apple.com/documentation/swiftui/alignment/trailing
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    // https://developer.apple.com/documentation/swiftui/alignment/top
    public static let top = Alignment(horizontal: .center, vertical: .top)
    // https://developer.apple.com/documentation/swiftui/alignment/bottom
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    // https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
}

// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/edge (Topics: top, leading, bottom, trailing)
    case top, leading, bottom, trailing

    // https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet, Sendable {
        // https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
        public let rawValue: Int8
        // https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/swiftui/edge/set/init(_:)
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }
        // https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Edge.Set(.top)
        // https://developer.apple.com/documentation/swiftui/edge/set/leading
        public static let leading = Edge.Set(.leading)
        // https://developer.apple.com/documentation/swiftui/edge/set/bottom
        public static let bottom = Edge.Set(.bottom)
        // https://developer.apple.com/documentation/swiftui/edge/set/trailing
        public static let trailing = Edge.Set(.trailing)
        // https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        // https://developer.apple.com/documentation/swiftui/edge/set/horizontal
        public static let horizontal: Edge.Set = [.leading, .trailing]
        // https://developer.apple.com/documentation/swiftui/edge/set/vertical
        public static let vertical: Edge.Set = [.top, .bottom]
    }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/edgeinsets (Topics: top, leading, bottom, trailing)
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    // https://developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// https://developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/axis (Topics: horizontal, vertical)
    case horizontal, vertical

    // https://developer.apple.com/documentation/swiftui/axis/set
    @frozen public struct Set: OptionSet, Sendable {
        // https://developer.apple.com/documentation/swiftui/axis/set/rawvalue
        public let rawValue: Int8
        // https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/swiftui/axis/set/horizontal
        public static let horizontal = Axis.Set(rawValue: 1)
        // https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Axis.Set(rawValue: 2)
    }
}

// https://developer.apple.com/documentation/swiftui/contentmode
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/contentmode (Topics: fit, fill)
    case fit, fill
}
