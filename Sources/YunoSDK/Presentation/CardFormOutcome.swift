/// How the shopper left the card form.
public enum CardFormOutcome: Sendable, Hashable {
    /// The shopper pressed "pay".
    case submitted
    /// The shopper closed the form; the flow ends with ``Yuno/Result/userCancelled`` and nothing is created.
    case cancelled
}
