/// A ready-made ``PaymentMethodSelected``.
public struct SelectedPaymentMethod: PaymentMethodSelected, Sendable, Hashable {
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

extension SelectedPaymentMethod {
    /// A `Sendable` copy of `selection`: its type and vaulted token as they are now.
    ///
    /// ``PaymentMethodSelected`` is not `Sendable` (as in Yuno's SDK, whose examples conform with non-final classes
    /// that have `var`s), so every SDK entry point copies the selection before the flow crosses to another isolation
    /// domain. Use it the same way to keep a selection the SDK hands you (`yunoDidSelect(paymentMethod:)`) in
    /// main-actor state.
    public init(_ selection: any PaymentMethodSelected) {
        self.init(paymentMethodType: selection.paymentMethodType, vaultedToken: selection.vaultedToken)
    }
}
