/// Which seamless payment a benchmark runs.
public enum FlowVariant: String, Sendable, CaseIterable {
    /// A customer's vaulted card: no card form, no UI (no presenter, no status screen).
    case vaultedToken = "vaulted token"
    /// A new card typed into the card form by a presenter (main-actor hops for loader and form).
    case newCard = "new card"
}
