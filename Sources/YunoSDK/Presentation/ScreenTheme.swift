/// The colors and fonts of the SDK's native screens: a merchant's ``Yuno/Appearance`` resolved, for the light and the
/// dark scheme, into one concrete color per ``Role`` and a font per text style.
///
/// A plain value type, usable from any isolation domain; a view reads it and decides nothing. Resolution never
/// fails: a color the merchant set (and that parses) is used in both schemes; a malformed one, or one left `nil`,
/// takes Yuno's default for the scheme. A foreground the merchant did not set is chosen to stay readable on the
/// background it is drawn on (WCAG 2.2: 4.5:1 for text, 3:1 for controls), so a merchant's white background in dark
/// mode gets dark text. Yuno's defaults meet those ratios in both schemes; a disabled button's title is exempt, as
/// WCAG exempts inactive controls. The QR code is always black on white, as scanners expect. The contrast maths
/// (relative luminance, compositing, contrast ratios) is implementation, not API (`package`).
public struct ScreenTheme: Sendable, Hashable {
    /// The system appearance a palette is for.
    ///
    /// A plain value type, usable from any isolation domain.
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
        /// Light mode.
        case light
        /// Dark mode.
        case dark
    }

    /// Where a color is used.
    ///
    /// A plain value type, usable from any isolation domain.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// The screens' background.
        case background
        /// Body text.
        case text
        /// Secondary text (subtitles, hints, the step indicator).
        case secondaryText
        /// Links, the selected row's mark, the focused field's border.
        case accent
        /// The primary button's background.
        case buttonBackground
        /// The primary button's title.
        case buttonTitle
        /// The primary button's border.
        case buttonBorder
        /// A secondary button's background (cancel, back, copy, remove).
        case secondaryButtonBackground
        /// A secondary button's title.
        case secondaryButtonTitle
        /// A secondary button's border.
        case secondaryButtonBorder
        /// A disabled button's background.
        case disabledButtonBackground
        /// A disabled button's title.
        case disabledButtonTitle
        /// Field error messages.
        case error
        /// The "save card" checkbox.
        case checkbox
        /// A text field's border.
        case fieldBorder
        /// The QR code's dark modules (always black).
        case qrForeground
        /// The QR code's light modules and quiet zone (always white).
        case qrBackground
    }

    /// A text style of the screens; each scales with Dynamic Type.
    ///
    /// A plain value type, usable from any isolation domain.
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        /// A screen's title.
        case title2
        /// A heading or a button's title.
        case headline
        /// Body text and fields.
        case body
        /// Errors, hints and secondary lines.
        case caption
    }

    /// How a button is drawn: which roles color its background, title and border.
    ///
    /// A plain value type, usable from any isolation domain.
    public enum ButtonKind: String, Sendable, Hashable, CaseIterable {
        /// The screen's main action (pay, done).
        case primary
        /// Another action (cancel, back, copy, close, remove).
        case secondary
        /// A button that cannot be pressed now.
        case disabled

        /// The role of the button's background.
        public var backgroundRole: Role {
            switch self {
            case .primary: .buttonBackground
            case .secondary: .secondaryButtonBackground
            case .disabled: .disabledButtonBackground
            }
        }

        /// The role of the button's title.
        public var titleRole: Role {
            switch self {
            case .primary: .buttonTitle
            case .secondary: .secondaryButtonTitle
            case .disabled: .disabledButtonTitle
            }
        }

        /// The role of the button's border.
        public var borderRole: Role {
            switch self {
            case .primary: .buttonBorder
            case .secondary: .secondaryButtonBorder
            case .disabled: .disabledButtonBackground
            }
        }
    }

    /// A resolved font: the family to use (or `nil` for the system font), the size at the default Dynamic Type
    /// setting, and the text style it scales with.
    ///
    /// A plain value type, usable from any isolation domain.
    public struct Typography: Sendable, Hashable {
        /// The font family, or `nil` for the system font of ``style``.
        public let family: String?
        /// The size in points at the default ("Large") Dynamic Type setting, Apple's size for ``style``.
        public let size: Double
        /// The text style the size scales with.
        public let style: TextStyle
    }

    /// The smallest contrast ratio of text with its background (WCAG 2.2 success criterion 1.4.3).
    package static let minimumTextContrast = 4.5
    /// The smallest contrast ratio of a control's parts with their background (WCAG 2.2 success criterion 1.4.11).
    package static let minimumControlContrast = 3.0

    /// The appearance the theme was resolved from.
    public let appearance: Yuno.Appearance
    /// The merchant's font family, or `nil` for the system font (also when the family is malformed).
    public let fontFamily: String?
    private let light: [Role: RGBA]
    private let dark: [Role: RGBA]

    /// Resolves `appearance` for both schemes. Nonisolated; never fails (malformed values take the defaults).
    public init(appearance: Yuno.Appearance = Yuno.Appearance()) {
        self.appearance = appearance
        let family = appearance.fontFamily.map { String($0.trimmingWhitespace()) }
        let isValid = (try? Yuno.Appearance(fontFamily: family).validate()) != nil
        fontFamily = isValid ? family : nil
        light = Self.resolve(appearance, scheme: .light)
        dark = Self.resolve(appearance, scheme: .dark)
    }

    /// The color of `role` in `scheme`.
    public func color(_ role: Role, in scheme: Scheme) -> RGBA {
        (scheme == .light ? light : dark)[role] ?? RGBA(red: 0, green: 0, blue: 0)
    }

    /// The WCAG contrast ratio of `foreground` drawn on `background` in `scheme` (1…21).
    package func contrastRatio(of foreground: Role, on background: Role, in scheme: Scheme) -> Double {
        color(foreground, in: scheme).contrastRatio(with: color(background, in: scheme))
    }

    /// The font of `style`: the merchant's family at Apple's default size for the style, or the system font.
    public func typography(_ style: TextStyle) -> Typography {
        let size: Double =
            switch style {
            case .title2: 22
            case .headline, .body: 17
            case .caption: 12
            }
        return Typography(family: fontFamily, size: size, style: style)
    }
}
