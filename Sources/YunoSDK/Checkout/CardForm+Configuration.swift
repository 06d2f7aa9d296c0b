extension CardForm {
    /// What the card form shows.
    ///
    /// A plain value type (not main-actor isolated), usable from any isolation domain. New options are added with
    /// defaults, so existing call sites keep compiling.
    public struct Configuration: Sendable, Hashable {
        /// Whether the cardholder-name field is hidden (and therefore not required).
        public var hidesCardholderName: Bool
        /// Whether the form offers "save card" (vault the card on success).
        public var showsSaveCard: Bool

        /// Creates a configuration; by default the holder name is shown and "save card" is not.
        public init(hidesCardholderName: Bool = false, showsSaveCard: Bool = false) {
            self.hidesCardholderName = hidesCardholderName
            self.showsSaveCard = showsSaveCard
        }
    }
}
