/// The shopper's preferred text size (Dynamic Type), from the smallest standard size to the largest accessibility
/// size, and the point size and line height Apple publishes for each text style at each size.
///
/// Apple's table is the Human Interface Guidelines' "Dynamic Type sizes" for iOS and iPadOS
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications, the "iOS, iPadOS
/// Dynamic Type sizes" and "Larger accessibility type sizes" tables). The estimates of the native screens use it so
/// that a layout sized before it is drawn already grows with the text; the drawn size, once measured, wins.
/// ``large`` is the system's default.
public enum YunoTextSize: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// The smallest standard size ("xSmall").
    case xSmall
    /// "Small".
    case small
    /// "Medium".
    case medium
    /// "Large": the system's default text size.
    case large
    /// "xLarge".
    case xLarge
    /// "xxLarge".
    case xxLarge
    /// "xxxLarge": the largest standard size.
    case xxxLarge
    /// "AX1": the first larger accessibility size.
    case accessibility1
    /// "AX2".
    case accessibility2
    /// "AX3".
    case accessibility3
    /// "AX4".
    case accessibility4
    /// "AX5": the largest accessibility size.
    case accessibility5

    /// The system's default size, ``large``.
    public static let `default`: YunoTextSize = .large

    /// Whether this is one of the five larger accessibility sizes (AX1–AX5), where Apple asks layouts to stack
    /// side-by-side content vertically.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders the sizes from smallest to largest.
    public static func < (lhs: YunoTextSize, rhs: YunoTextSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A text style of the HIG's table that the native screens use.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// "Headline" (semibold): the list's heading.
        case headline
        /// "Body": a row's title, messages.
        case body
        /// "Caption 1": a row's subtitle and its "Remove" button.
        case caption
    }

    /// The point size of `style`'s font at this text size, as the HIG's table lists it.
    public func pointSize(_ style: Style) -> Double { Self.table(style)[rawValue].size }

    /// The line height ("leading") of `style` at this text size, as the HIG's table lists it: the height one line
    /// of the style takes.
    public func lineHeight(_ style: Style) -> Double { Self.table(style)[rawValue].leading }

    /// How much larger `style` is drawn at this size than at the default size (1 at ``large``; 53/17 ≈ 3.1 for body
    /// text at AX5): the scale factor Apple's table implies.
    public func scale(_ style: Style) -> Double { pointSize(style) / YunoTextSize.default.pointSize(style) }

    /// The HIG's rows for `style`, (size, leading) in points, from xSmall to AX5.
    ///
    /// Cross-checked against `UIFont.preferredFont(forTextStyle:)` as measured on a simulator (the point sizes of
    /// every standard row, and of Body up to AX5: gist.github.com/alexisakers, "Generated within the iPhone
    /// Simulator") and the HIG's rule that the two caption styles share size and leading from xSmall to Medium.
    /// Caption 1's accessibility rows are the HIG's alone (that measurement predates iOS 11, where captions grew
    /// past xxxLarge), and the estimate only matters until the drawn height replaces it.
    private static func table(_ style: Style) -> [(size: Double, leading: Double)] {
        switch style {
        // Headline and Body share sizes and leading (Headline is semibold).
        case .headline, .body:
            [
                (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
            ]
        case .caption:
            [
                (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
            ]
        }
    }
}
