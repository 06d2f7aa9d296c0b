/// What a flow is for, and so which words its screens use: a payment ("Pay", "Payment approved") or an enrollment,
/// which saves a card for a customer and charges nothing ("Save card", "Card saved").
///
/// A plain value type, usable from any isolation domain. The card form (``CardForm/Configuration/purpose``) and the
/// status screen (``PaymentStatusScreen/purpose``) carry it; both default to ``payment``.
public enum YunoFlowPurpose: String, Sendable, Hashable, CaseIterable {
    /// A payment: the shopper pays the checkout session (the default).
    case payment
    /// An enrollment: a card is saved for a customer; no amount is charged.
    case enrollment
}
