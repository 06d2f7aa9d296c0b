extension Yuno {
    /// Platform-neutral styling of the checkout UI: colors as hex strings and a font family name.
    ///
    /// A value type; presenters read it to style what they draw. `nil` fields keep Yuno's default styles.
    public struct Appearance: Sendable, Hashable {
        /// The font family used for all text, or `nil` for the platform default.
        public var fontFamily: String?
        /// The accent color (links, focus rings), as `#RRGGBB` or `#RRGGBBAA`.
        public var accentColor: String?
        /// The primary button's background color.
        public var buttonBackgroundColor: String?
        /// The primary button's title color.
        public var buttonTitleColor: String?

        /// Creates an appearance; every field defaults to Yuno's style.
        public init(
            fontFamily: String? = nil, accentColor: String? = nil, buttonBackgroundColor: String? = nil,
            buttonTitleColor: String? = nil
        ) {
            self.fontFamily = fontFamily
            self.accentColor = accentColor
            self.buttonBackgroundColor = buttonBackgroundColor
            self.buttonTitleColor = buttonTitleColor
        }
    }
}
