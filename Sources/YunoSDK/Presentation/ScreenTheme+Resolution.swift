import Foundation

extension ScreenTheme {
    /// A resolved sRGB color with components in 0…1, as SwiftUI's `Color(red:green:blue:opacity:)` takes them.
    ///
    /// A plain value type, usable from any isolation domain.
    public struct RGBA: Sendable, Hashable {
        /// The red component, 0…1.
        public let red: Double
        /// The green component, 0…1.
        public let green: Double
        /// The blue component, 0…1.
        public let blue: Double
        /// The opacity, 0…1 (1 = opaque).
        public let opacity: Double

        /// Creates a color from components, each clamped to 0…1.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
            self.red = clamped(red)
            self.green = clamped(green)
            self.blue = clamped(blue)
            self.opacity = clamped(opacity)
        }

        /// The color of a parsed appearance token.
        public init(_ color: Yuno.Appearance.Color) {
            self.init(
                red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
                opacity: Double(color.alpha) / 255)
        }

        /// The WCAG relative luminance of the color's RGB components (opacity ignored), 0 (black) … 1 (white).
        package var relativeLuminance: Double {
            func linear(_ component: Double) -> Double {
                component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// The color drawn over an opaque `background`: opaque, blended by ``opacity``.
        package func composited(over background: RGBA) -> RGBA {
            func blend(_ top: Double, _ bottom: Double) -> Double { top * opacity + bottom * (1 - opacity) }
            return RGBA(
                red: blend(red, background.red), green: blend(green, background.green),
                blue: blend(blue, background.blue))
        }

        /// The WCAG contrast ratio (1…21) of this color drawn over the opaque `background`.
        package func contrastRatio(with background: RGBA) -> Double {
            let top = composited(over: background).relativeLuminance
            let bottom = background.relativeLuminance
            return (max(top, bottom) + 0.05) / (min(top, bottom) + 0.05)
        }
    }

    /// Secondary text and field borders are not appearance fields; Yuno's defaults per scheme.
    private static func secondaryText(_ scheme: Scheme) -> RGBA {
        parse(scheme == .light ? "#5C616B" : "#A6ABB5")
    }

    private static func fieldBorder(_ scheme: Scheme) -> RGBA {
        parse(scheme == .light ? "#80858F" : "#6B7079")
    }

    private static func preset(_ scheme: Scheme) -> Yuno.Appearance {
        scheme == .light ? .light : .dark
    }

    private static func parse(_ hex: String?) -> RGBA {
        RGBA(hex.flatMap(Yuno.Appearance.Color.init(hex:)) ?? Yuno.Appearance.Color(red: 0, green: 0, blue: 0))
    }

    /// Every role's color in `scheme`: the merchant's where set and well formed, else Yuno's default, with unset
    /// foregrounds kept readable on their backgrounds.
    static func resolve(_ appearance: Yuno.Appearance, scheme: Scheme) -> [Role: RGBA] {
        let mine = preset(scheme)
        let other = preset(scheme == .light ? .dark : .light)
        func merchant(_ field: KeyPath<Yuno.Appearance, String?>) -> RGBA? {
            appearance[keyPath: field].flatMap(Yuno.Appearance.Color.init(hex:)).map(RGBA.init)
        }
        func fallback(_ field: KeyPath<Yuno.Appearance, String?>) -> RGBA { parse(mine[keyPath: field]) }
        /// The first candidate readable on `background`, else the most readable of them, black and white.
        func readable(_ candidates: [RGBA], on background: RGBA, minimum: Double) -> RGBA {
            if let first = candidates.first(where: { $0.contrastRatio(with: background) >= minimum }) { return first }
            let all = candidates + [RGBA(red: 0, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 1)]
            return all.max { $0.contrastRatio(with: background) < $1.contrastRatio(with: background) } ?? all[0]
        }
        func text(_ field: KeyPath<Yuno.Appearance, String?>, on background: RGBA) -> RGBA {
            merchant(field)
                ?? readable(
                    [parse(mine[keyPath: field]), parse(other[keyPath: field])], on: background,
                    minimum: minimumTextContrast)
        }

        var colors: [Role: RGBA] = [:]
        let background = (merchant(\.backgroundColor) ?? fallback(\.backgroundColor))
            .composited(over: fallback(\.backgroundColor))
        colors[.background] = background
        colors[.accent] = merchant(\.accentColor) ?? fallback(\.accentColor)
        let button = merchant(\.buttonBackgroundColor) ?? merchant(\.accentColor) ?? fallback(\.buttonBackgroundColor)
        colors[.buttonBackground] = button
        colors[.buttonBorder] = merchant(\.buttonBorderColor) ?? button
        let secondaryButton = merchant(\.secondaryButtonBackgroundColor) ?? fallback(\.secondaryButtonBackgroundColor)
        colors[.secondaryButtonBackground] = secondaryButton
        colors[.disabledButtonBackground] =
            merchant(\.disableButtonBackgroundColor) ?? fallback(\.disableButtonBackgroundColor)
        colors[.disabledButtonTitle] = merchant(\.disableButtonTitleColor) ?? fallback(\.disableButtonTitleColor)
        colors[.checkbox] = merchant(\.checkboxColor) ?? colors[.accent]
        colors[.text] = text(\.textColor, on: background)
        colors[.error] = text(\.errorColor, on: background)
        colors[.buttonTitle] = text(\.buttonTitleColor, on: button.composited(over: background))
        let secondaryTitle =
            merchant(\.secondaryButtonTitleColor) ?? merchant(\.accentColor)
            ?? text(\.secondaryButtonTitleColor, on: secondaryButton.composited(over: background))
        colors[.secondaryButtonTitle] = secondaryTitle
        colors[.secondaryButtonBorder] = merchant(\.secondaryButtonBorderColor) ?? secondaryTitle
        colors[.secondaryText] = readable(
            [secondaryText(scheme), secondaryText(scheme == .light ? .dark : .light)], on: background,
            minimum: minimumTextContrast)
        colors[.fieldBorder] = readable(
            [fieldBorder(scheme), fieldBorder(scheme == .light ? .dark : .light)], on: background,
            minimum: minimumControlContrast)
        colors[.qrForeground] = RGBA(red: 0, green: 0, blue: 0)
        colors[.qrBackground] = RGBA(red: 1, green: 1, blue: 1)
        return colors
    }
}
