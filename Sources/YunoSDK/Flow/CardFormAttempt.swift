/// How one showing of the card form ended, as the main actor hands it back to the flow.
enum CardFormAttempt: Sendable {
    /// The shopper closed the form.
    case closed
    /// The shopper submitted the form: the flow checks the fields on its own actor, and shows the form again with
    /// their errors when they do not validate.
    case submitted(CardFormSubmission)
}
