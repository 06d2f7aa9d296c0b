/// The payment method a headless integration collected (`CollectedData(type:vaultedToken:card:customer:)`).
///
/// A value type, usable from any isolation; its card data is never described (see ``CardData``).
public struct CollectedData: Sendable, Hashable {
    /// The Yuno payment-method type, such as `"CARD"`.
    public var type: String
    /// The vaulted token of a saved method, or `nil` for a new one.
    public var vaultedToken: String?
    /// The card, for `"CARD"`.
    public var card: CardData?
    /// The customer; `Customer()` for the one the session names.
    public var customer: Customer?

    /// Creates the collected data.
    public init(type: String, vaultedToken: String? = nil, card: CardData? = nil, customer: Customer? = nil) {
        self.type = type
        self.vaultedToken = vaultedToken
        self.card = card
        self.customer = customer
    }
}
