/// An input field of a card, in the card form's display order: what a field error (``CardFieldError/field``) and the
/// form's ``CardForm/Field`` name.
///
/// Part of the card's data, below the screens (the card rules name it; the form shows it). A plain value type, usable
/// from any isolation domain.
public enum CardField: String, Sendable, Hashable, CaseIterable {
    /// The card number.
    case number
    /// The expiry date (`MM/YY`).
    case expiry
    /// The security code (CVC/CVV/CID).
    case securityCode
    /// The cardholder name; absent when the configuration hides it.
    case holderName
}
