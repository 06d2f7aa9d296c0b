extension CardForm {
    /// The state of the form's submit ("pay") button.
    ///
    /// A plain value type, usable from any isolation domain.
    public enum SubmitState: String, Sendable, Hashable, CaseIterable {
        /// A visible field is invalid: the button is disabled.
        case disabled
        /// Every visible field is valid: the button can be pressed.
        case enabled
        /// The card was submitted and is being tokenized: the button shows progress and ignores presses.
        case busy
    }
}
