/// How the card form asks for its fields.
public enum CardFormType: String, Sendable, Hashable, CaseIterable {
    /// All fields on one screen (the default).
    case oneStep
    /// One field at a time: number, expiry, security code, holder name.
    case stepByStep
}
