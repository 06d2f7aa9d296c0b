import Foundation

/// A card vaulted for a customer.
struct VaultedCardRecord: Sendable, Hashable {
    /// The vaulted token.
    var vaultedToken: String
    /// The customer owning it.
    var customerID: String
    /// The card.
    var card: CardProfile
}
