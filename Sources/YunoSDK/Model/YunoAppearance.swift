import Foundation

extension Yuno {
    /// Platform-neutral styling of the checkout UI: colors as hex strings (`#RGB`, `#RRGGBB` or `#RRGGBBAA`) and a
    /// font family name — the fields of Yuno's iOS `Yuno.Appearance` init, plus the surface, text and error colors a
    /// non-UIKit front end needs.
    ///
    /// A value type, usable from any isolation domain; presenters read it to style what they draw. `nil` fields keep
    /// Yuno's default styles. ``light`` and ``dark`` are complete presets. Call ``validate()`` (or
    /// ``color(_:field:)``) to reject malformed values with a precise ``Yuno/AppearanceError``.
    public struct Appearance: Sendable, Hashable {
        /// The font family used for all text, or `nil` for the platform default.
        public var fontFamily: String?
        /// The accent color (links, focus rings, selected rows).
        public var accentColor: String?
        /// The primary button's background color.
        public var buttonBackgroundColor: String?
        /// The primary button's title color.
        public var buttonTitleColor: String?
        /// The primary button's border color.
        public var buttonBorderColor: String?
        /// The secondary button's background color.
        public var secondaryButtonBackgroundColor: String?
        /// The secondary button's title color.
        public var secondaryButtonTitleColor: String?
        /// The secondary button's border color.
        public var secondaryButtonBorderColor: String?
        /// The disabled button's background color.
        public var disableButtonBackgroundColor: String?
        /// The disabled button's title color.
        public var disableButtonTitleColor: String?
        /// The "save card" checkbox's color.
        public var checkboxColor: String?
        /// The background of the checkout screens.
        public var backgroundColor: String?
        /// The color of body text.
        public var textColor: String?
        /// The color of field error messages.
        public var errorColor: String?

        /// Creates an appearance; every field defaults to Yuno's style. Never fails: ``validate()`` checks values.
        public init(
            fontFamily: String? = nil, accentColor: String? = nil, buttonBackgroundColor: String? = nil,
            buttonTitleColor: String? = nil, buttonBorderColor: String? = nil,
            secondaryButtonBackgroundColor: String? = nil, secondaryButtonTitleColor: String? = nil,
            secondaryButtonBorderColor: String? = nil, disableButtonBackgroundColor: String? = nil,
            disableButtonTitleColor: String? = nil, checkboxColor: String? = nil, backgroundColor: String? = nil,
            textColor: String? = nil, errorColor: String? = nil
        ) {
            self.fontFamily = fontFamily
            self.accentColor = accentColor
            self.buttonBackgroundColor = buttonBackgroundColor
            self.buttonTitleColor = buttonTitleColor
            self.buttonBorderColor = buttonBorderColor
            self.secondaryButtonBackgroundColor = secondaryButtonBackgroundColor
            self.secondaryButtonTitleColor = secondaryButtonTitleColor
            self.secondaryButtonBorderColor = secondaryButtonBorderColor
            self.disableButtonBackgroundColor = disableButtonBackgroundColor
            self.disableButtonTitleColor = disableButtonTitleColor
            self.checkboxColor = checkboxColor
            self.backgroundColor = backgroundColor
            self.textColor = textColor
            self.errorColor = errorColor
        }

        /// Yuno's light theme: every color set.
        public static let light = Appearance(
            fontFamily: nil, accentColor: "#3E4EE8", buttonBackgroundColor: "#3E4EE8", buttonTitleColor: "#FFFFFF",
            buttonBorderColor: "#3E4EE8", secondaryButtonBackgroundColor: "#FFFFFF",
            secondaryButtonTitleColor: "#3E4EE8", secondaryButtonBorderColor: "#3E4EE8",
            disableButtonBackgroundColor: "#E4E6EB", disableButtonTitleColor: "#8A8F98", checkboxColor: "#3E4EE8",
            backgroundColor: "#FFFFFF", textColor: "#1B1D21", errorColor: "#D92D20")

        /// Yuno's dark theme: every color set.
        public static let dark = Appearance(
            fontFamily: nil, accentColor: "#8C96FF", buttonBackgroundColor: "#6E7BFF", buttonTitleColor: "#0D0E12",
            buttonBorderColor: "#6E7BFF", secondaryButtonBackgroundColor: "#1B1D21",
            secondaryButtonTitleColor: "#8C96FF", secondaryButtonBorderColor: "#8C96FF",
            disableButtonBackgroundColor: "#2C2F36", disableButtonTitleColor: "#6B7079", checkboxColor: "#8C96FF",
            backgroundColor: "#0D0E12", textColor: "#F2F3F5", errorColor: "#FF6B5E")

        /// Every color token with its field name, in declaration order.
        public var colorTokens: [(name: String, value: String?)] {
            [
                ("accentColor", accentColor), ("buttonBackgroundColor", buttonBackgroundColor),
                ("buttonTitleColor", buttonTitleColor), ("buttonBorderColor", buttonBorderColor),
                ("secondaryButtonBackgroundColor", secondaryButtonBackgroundColor),
                ("secondaryButtonTitleColor", secondaryButtonTitleColor),
                ("secondaryButtonBorderColor", secondaryButtonBorderColor),
                ("disableButtonBackgroundColor", disableButtonBackgroundColor),
                ("disableButtonTitleColor", disableButtonTitleColor), ("checkboxColor", checkboxColor),
                ("backgroundColor", backgroundColor), ("textColor", textColor), ("errorColor", errorColor),
            ]
        }

        /// Checks every field: each color must be `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case);
        /// the font family, when set, must be 1–128 characters without control characters.
        ///
        /// - Throws: The first problem, in field order, as ``Yuno/AppearanceError``. Nonisolated.
        public func validate() throws(AppearanceError) {
            if let fontFamily {
                let trimmed = fontFamily.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, fontFamily.count <= 128,
                    !fontFamily.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
                else { throw .invalidFontFamily(fontFamily) }
            }
            for (name, value) in colorTokens {
                if let value, Color(hex: value) == nil { throw .invalidColor(field: name, value: value) }
            }
        }

        /// Parses a color token.
        ///
        /// - Returns: `nil` when `hex` is `nil` (the default style applies).
        /// - Throws: ``Yuno/AppearanceError/invalidColor(field:value:)`` when it is set but malformed.
        public func color(_ hex: String?, field: String = "color") throws(AppearanceError) -> Color? {
            guard let hex else { return nil }
            guard let color = Color(hex: hex) else { throw .invalidColor(field: field, value: hex) }
            return color
        }
    }
}
