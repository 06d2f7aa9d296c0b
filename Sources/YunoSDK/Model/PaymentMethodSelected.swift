/// The payment method a shopper pays with: a type and, for a saved method, its vaulted token.
///
/// Conformers must be `Sendable`; ``SelectedPaymentMethod`` is a ready-made value type.
public protocol PaymentMethodSelected: Sendable {
    /// The vaulted token of a saved method, or `nil` for a new one.
    var vaultedToken: String? { get }
    /// The Yuno payment-method type: `"CARD"`, `"PIX"`, `"APPLE_PAY"`, …
    var paymentMethodType: String { get }
}
