extension CardForm {
    /// What the card form shows.
    ///
    /// A plain value type (not main-actor isolated), usable from any isolation domain. New options are added with
    /// defaults, so existing call sites keep compiling.
    public struct Configuration: Sendable, Hashable {
        /// Whether the cardholder-name field is hidden (and therefore not required).
        public var hidesCardholderName: Bool
        /// Whether the form offers "save card" (vault the card on success); ignored by an enrollment form
        /// (``purpose`` ``YunoFlowPurpose/enrollment``), which saves the card anyway.
        public var showsSaveCard: Bool
        /// Whether the form shows every field at once or one field per step.
        public var formType: CardFormType
        /// The language of the form's labels and messages.
        public var language: YunoLanguage
        /// Whether the form collects a card to pay with (``YunoFlowPurpose/payment``, the default: "Pay $52,000.00",
        /// "Processing…") or to save for the customer (``YunoFlowPurpose/enrollment``: "Save card", "Saving…", and
        /// no "save card" checkbox, since saving is the point).
        public var purpose: YunoFlowPurpose

        /// Creates a configuration; by default the holder name is shown, "save card" is not, all fields are on one
        /// step, the language is English and the form collects a card to pay with.
        public init(
            hidesCardholderName: Bool = false, showsSaveCard: Bool = false, formType: CardFormType = .oneStep,
            language: YunoLanguage = .en, purpose: YunoFlowPurpose = .payment
        ) {
            self.hidesCardholderName = hidesCardholderName
            self.showsSaveCard = showsSaveCard
            self.formType = formType
            self.language = language
            self.purpose = purpose
        }
    }
}
