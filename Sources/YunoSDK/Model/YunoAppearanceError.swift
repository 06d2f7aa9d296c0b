extension Yuno {
    /// Why a ``Yuno/Appearance`` was rejected.
    ///
    /// A plain value type, usable from any isolation domain.
    public enum AppearanceError: Error, Sendable, Hashable, CustomStringConvertible {
        /// A color field is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
        case invalidColor(field: String, value: String)
        /// The font family is empty, longer than 128 characters or contains control characters.
        case invalidFontFamily(String)

        /// A precise English reason naming the field and the expected format.
        public var description: String {
            switch self {
            case .invalidColor(let field, let value):
                "Appearance.\(field) \"\(value)\" is not a hex color: use #RGB, #RRGGBB or #RRGGBBAA."
            case .invalidFontFamily(let value):
                "Appearance.fontFamily \"\(value)\" must be 1–128 characters without control characters."
            }
        }
    }
}
