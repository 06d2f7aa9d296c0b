#if canImport(UIKit) && !os(Linux)
    import Foundation
    import UIKit

    extension Yuno.Appearance {
        /// Creates an appearance from `UIColor`s, as Yuno's iOS SDK takes them (`Yuno.Appearance(accentColor:
        /// .orange)`): each color is stored as its sRGB `#RRGGBBAA` token, so the value stays `Sendable`, `Hashable`
        /// and platform-neutral.
        ///
        /// Disfavored: `Appearance()` and hex-string calls pick the hex initializer; a call that passes a `UIColor`
        /// picks this one. Apple platforms with UIKit only. Never fails: a color that has no sRGB form (a pattern
        /// image) leaves its field `nil`: Yuno's default style.
        @_disfavoredOverload
        public init(
            fontFamily: String? = nil, accentColor: UIColor? = nil, buttonBackgroundColor: UIColor? = nil,
            buttonTitleColor: UIColor? = nil, buttonBorderColor: UIColor? = nil,
            secondaryButtonBackgroundColor: UIColor? = nil, secondaryButtonTitleColor: UIColor? = nil,
            secondaryButtonBorderColor: UIColor? = nil, disableButtonBackgroundColor: UIColor? = nil,
            disableButtonTitleColor: UIColor? = nil, checkboxColor: UIColor? = nil
        ) {
            self.init(
                fontFamily: fontFamily, accentColor: Self.token(accentColor),
                buttonBackgroundColor: Self.token(buttonBackgroundColor),
                buttonTitleColor: Self.token(buttonTitleColor),
                buttonBorderColor: Self.token(buttonBorderColor),
                secondaryButtonBackgroundColor: Self.token(secondaryButtonBackgroundColor),
                secondaryButtonTitleColor: Self.token(secondaryButtonTitleColor),
                secondaryButtonBorderColor: Self.token(secondaryButtonBorderColor),
                disableButtonBackgroundColor: Self.token(disableButtonBackgroundColor),
                disableButtonTitleColor: Self.token(disableButtonTitleColor), checkboxColor: Self.token(checkboxColor))
        }

        /// The `#RRGGBBAA` token of `color` in sRGB (components clamped to 0…1), or `nil` when it has none.
        static func token(_ color: UIColor?) -> String? {
            guard let color else { return nil }
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
            func byte(_ component: CGFloat) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
            return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha)).hex
        }
    }
#endif
