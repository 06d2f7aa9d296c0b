/// A ready-made ``PaymentMethodSelected``.
public struct SelectedPaymentMethod: PaymentMethodSelected, Hashable {
    /// The vaulted token of a saved method, or `nil`.
    public let vaultedToken: String?
    /// The Yuno payment-method type, such as `"CARD"`.
    public let paymentMethodType: String

    /// Creates a selection of `paymentMethodType`, optionally a saved method by its `vaultedToken`.
    public init(paymentMethodType: String, vaultedToken: String? = nil) {
        self.paymentMethodType = paymentMethodType
        self.vaultedToken = vaultedToken
    }
}
