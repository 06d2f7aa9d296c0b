/// How one showing of the card form ended, as the main actor hands it back to the flow.
enum CardFormAttempt: Sendable {
    /// The shopper closed the form.
    case closed
    /// The shopper submitted fields that do not validate; the form is shown again.
    case invalid(CardFormError)
    /// The shopper submitted a valid card.
    case valid(CollectedCard)
}
