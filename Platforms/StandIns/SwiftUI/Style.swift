// Stand-in SwiftUI (see Platforms/StandIns/README.md): shape styles, colors, fonts and the value types modifiers take.

// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Color: ShapeStyle, Hashable, Sendable {
    @usableFromInline let components: [Double]

    // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        case sRGB
        // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgblinear
        case sRGBLinear
        // https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/displayp3
        case displayP3
    }

    // https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        components = [red, green, blue, opacity]
    }

    // https://developer.apple.com/documentation/swiftui/color/primary
    public static let primary = Color(red: 0, green: 0, blue: 0)
    // https://developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
    // https://developer.apple.com/documentation/swiftui/color/accentcolor
    public static var accentColor: Color { Color(red: 0, green: 0.48, blue: 1) }
    // https://developer.apple.com/documentation/swiftui/color/red
    public static let red = Color(red: 1, green: 0.23, blue: 0.19)
    // https://developer.apple.com/documentation/swiftui/color/gray
    public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
    // https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

// https://developer.apple.com/documentation/swiftui/color (Relationships: View, in an extension)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == Color {
    // https://developer.apple.com/documentation/swiftui/shapestyle/red
    public static var red: Color { Color.red }
    // https://developer.apple.com/documentation/swiftui/shapestyle/gray
    public static var gray: Color { Color.gray }
    // https://developer.apple.com/documentation/swiftui/shapestyle/clear
    public static var clear: Color { Color.clear }
}

// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    @usableFromInline let id: UInt32
    // https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
    public static let primary = HierarchicalShapeStyle(id: 0)
    // https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
    public static let secondary = HierarchicalShapeStyle(id: 1)
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/primary
    public static var primary: HierarchicalShapeStyle { .primary }
    // https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

// https://developer.apple.com/documentation/swiftui/foregroundstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/foregroundstyle/init()
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    // https://developer.apple.com/documentation/swiftui/shapestyle/foreground
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Font: Hashable, Sendable {
    @usableFromInline let name: String

    // https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/font/textstyle (Topics: the text styles)
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    // https://developer.apple.com/documentation/swiftui/font/weight
    @frozen public struct Weight: Hashable, Sendable {
        @usableFromInline let value: Double
        // https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight(value: 0)
        // https://developer.apple.com/documentation/swiftui/font/weight/medium
        public static let medium = Weight(value: 0.23)
        // https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold = Weight(value: 0.3)
        // https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold = Weight(value: 0.4)
    }

    // https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/font/design (Topics: default, serif, rounded, monospaced)
        case `default`, serif, rounded, monospaced
    }

    // https://developer.apple.com/documentation/swiftui/font/body
    public static let body = Font(name: "body")
    // https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font(name: "headline")
    // https://developer.apple.com/documentation/swiftui/font/title
    public static let title = Font(name: "title")
    // https://developer.apple.com/documentation/swiftui/font/title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let title2 = Font(name: "title2")
    // https://developer.apple.com/documentation/swiftui/font/caption
    public static let caption = Font(name: "caption")
    // https://developer.apple.com/documentation/swiftui/font/caption2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static let caption2 = Font(name: "caption2")

    // https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
    // https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: name)
    }
    // https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(name: "system")
    }
    // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(name: "system")
    }
}

// https://developer.apple.com/documentation/swiftui/colorscheme
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    // https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
}

// https://developer.apple.com/documentation/swiftui/dynamictypesize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum DynamicTypeSize: Comparable, CaseIterable, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/dynamictypesize (Topics: Getting type sizes)
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    // https://developer.apple.com/documentation/swiftui/dynamictypesize/accessibility1 (and accessibility2 … 5)
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// https://developer.apple.com/documentation/swiftui/accessibilitytraits
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    @usableFromInline var bits: Swift.Set<Int>
    public init() { bits = [] }
    @usableFromInline init(bit: Int) { bits = [bit] }
    // stand-in plumbing: SetAlgebra's requirements, which Apple's page lists under Relationships.
    public func contains(_ member: AccessibilityTraits) -> Bool { member.bits.isSubset(of: bits) }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { var s = self; s.formUnion(other); return s }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var s = self
        s.formIntersection(other)
        return s
    }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var s = self
        s.formSymmetricDifference(other)
        return s
    }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let had = contains(newMember)
        bits.formUnion(newMember.bits)
        return (!had, newMember)
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits.subtract(member.bits)
        return had ? member : nil
    }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits.formUnion(newMember.bits)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { bits.formUnion(other.bits) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits.formIntersection(other.bits) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits.formSymmetricDifference(other.bits) }

    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
    public static let isButton = AccessibilityTraits(bit: 0)
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isheader
    public static let isHeader = AccessibilityTraits(bit: 1)
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected
    public static let isSelected = AccessibilityTraits(bit: 2)
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isimage
    public static let isImage = AccessibilityTraits(bit: 3)
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/isstatictext
    public static let isStaticText = AccessibilityTraits(bit: 4)
    // https://developer.apple.com/documentation/swiftui/accessibilitytraits/updatesfrequently
    public static let updatesFrequently = AccessibilityTraits(bit: 5)
}

// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    @usableFromInline let id: Int
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    public static let ignore = AccessibilityChildBehavior(id: 0)
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain
    public static let contain = AccessibilityChildBehavior(id: 1)
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
    public static let combine = AccessibilityChildBehavior(id: 2)
}

// https://developer.apple.com/documentation/swiftui/submitlabel
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SubmitLabel: Sendable {
    @usableFromInline let id: Int
    // https://developer.apple.com/documentation/swiftui/submitlabel/done
    public static var done: SubmitLabel { SubmitLabel(id: 0) }
    // https://developer.apple.com/documentation/swiftui/submitlabel/go
    public static var go: SubmitLabel { SubmitLabel(id: 1) }
    // https://developer.apple.com/documentation/swiftui/submitlabel/send
    public static var send: SubmitLabel { SubmitLabel(id: 2) }
    // https://developer.apple.com/documentation/swiftui/submitlabel/next
    public static var next: SubmitLabel { SubmitLabel(id: 3) }
    // https://developer.apple.com/documentation/swiftui/submitlabel/continue
    public static var `continue`: SubmitLabel { SubmitLabel(id: 4) }
    // https://developer.apple.com/documentation/swiftui/submitlabel/return
    public static var `return`: SubmitLabel { SubmitLabel(id: 5) }
}

// https://developer.apple.com/documentation/swiftui/submittriggers
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/submittriggers/rawvalue
    public let rawValue: UInt
    // https://developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/submittriggers/text
    public static let text = SubmitTriggers(rawValue: 1)
    // https://developer.apple.com/documentation/swiftui/submittriggers/search
    public static let search = SubmitTriggers(rawValue: 2)
}

// https://developer.apple.com/documentation/swiftui/textinputautocapitalization
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
    @usableFromInline let id: Int
    // https://developer.apple.com/documentation/swiftui/textinputautocapitalization/never
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(id: 0) }
    // https://developer.apple.com/documentation/swiftui/textinputautocapitalization/words
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(id: 1) }
    // https://developer.apple.com/documentation/swiftui/textinputautocapitalization/sentences
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(id: 2) }
    // https://developer.apple.com/documentation/swiftui/textinputautocapitalization/characters
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(id: 3) }
}

// https://developer.apple.com/documentation/swiftui/fillstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/fillstyle/iseofilled
    public var isEOFilled: Bool
    // https://developer.apple.com/documentation/swiftui/fillstyle/isantialiased
    public var isAntialiased: Bool
    // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public enum RoundedCornerStyle: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/roundedcornerstyle/circular
    case circular
    // https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
    case continuous
}
