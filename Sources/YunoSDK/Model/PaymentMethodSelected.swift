/// The payment method a shopper pays with: a type and, for a saved method, its vaulted token.
///
/// Not `Sendable`, as in Yuno's SDK: any class or struct conforms, mutable ones included. The SDK reads the two
/// properties once, when the selection is handed in (``SelectedPaymentMethod/init(_:)``), and never touches the
/// object again. ``SelectedPaymentMethod`` is a ready-made `Sendable` value type.
public protocol PaymentMethodSelected {
    /// The vaulted token of a saved method, or `nil` for a new one.
    var vaultedToken: String? { get }
    /// The Yuno payment-method type: `"CARD"`, `"PIX"`, `"APPLE_PAY"`, …
    var paymentMethodType: String { get }
}
