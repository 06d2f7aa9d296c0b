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
        /// Whether the form shows every field at once or one field per step.
        public var formType: CardFormType
        /// The language of the form's labels and messages.
        public var language: YunoLanguage

        /// Creates a configuration; by default the holder name is shown, "save card" is not, all fields are on one
        /// step and the language is English.
        public init(
            hidesCardholderName: Bool = false, showsSaveCard: Bool = false, formType: CardFormType = .oneStep,
            language: YunoLanguage = .en
        ) {
            self.hidesCardholderName = hidesCardholderName
            self.showsSaveCard = showsSaveCard
            self.formType = formType
            self.language = language
        }
    }
}
