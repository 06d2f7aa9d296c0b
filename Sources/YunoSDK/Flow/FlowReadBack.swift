/// What reading the backend after a flow stopped early found.
enum FlowReadBack: Sendable {
    /// What the flow reads back: the session's payment, or the customer's saved cards.
    enum Subject: Sendable, Hashable {
        /// The checkout session's payment (a payment may exist: its creation was sent, or the merchant's server
        /// was handed the token).
        case payment
        /// The enrollment of a card whose last four digits are `lastFour` (the enrollment was sent).
        case enrollment(lastFour: String)
    }

    /// The session's payment as the backend holds it now.
    case payment(Payment)
    /// The card is saved for the customer, under this vaulted token.
    case enrolled(vaultedToken: String)
    /// The backend holds nothing: no payment was created, no card saved.
    case nothing
    /// The backend could not be read within the read-back's bounds; the outcome stays unknown.
    case unknown
}
