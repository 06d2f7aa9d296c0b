extension CardForm {
    /// An input field of the card form, in display order.
    ///
    /// A plain value type (not main-actor isolated), usable from any isolation domain.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The card number.
        case number
        /// The expiry date (`MM/YY`).
        case expiry
        /// The security code (CVC/CVV/CID).
        case securityCode
        /// The cardholder name; absent when the configuration hides it.
        case holderName
    }
}
