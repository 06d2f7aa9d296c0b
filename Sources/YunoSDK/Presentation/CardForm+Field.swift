extension CardForm {
    /// An input field of the card form, in display order: the card's ``CardField``, named here as the form's.
    public typealias Field = CardField
}
