/// The installment option the shopper has selected in the card form, as Yuno's SDK 2.21 hands it to
/// ``YunoPaymentDelegate/onInstallmentSelected(_:)``: the number of installments, the option's label as the form
/// shows it, and its amounts.
///
/// Source: Yuno's "onInstallmentSelected" reference (docs.y.uno/docs/yuno-sdk/controllers/on-installment-selected)
/// and "Installments" page (docs.y.uno/docs/sdks/additional-features/installments: iOS from SDK 2.21.0).
///
/// A value type, usable from any isolation. It holds no card data.
public struct YunoInstallmentSelected: Sendable, Hashable {
    /// The number of installments picked (`1` pays at once).
    public let installment: Int
    /// The option's label exactly as the card form shows it (`"3 installments of COP 40.17"`).
    public let label: String
    /// The option's amounts; `nil` when the form knows no amount for the session (published: "`amount` is `nil`
    /// when the backend did not provide amounts for the option").
    public let amount: YunoInstallmentAmount?
    /// The plan's raw `additional_data` as the backend sent it; `nil` when it sent none or it is empty.
    ///
    /// [ours] Yuno's iOS SDK types it `[String: Any]?`; here its values are strings, so the value stays `Sendable`
    /// and `Hashable`. The published checkout-session `installments` object carries no `additional_data`, so the
    /// SDK currently always reports `nil`.
    public let additionalData: [String: String]?

    /// Creates a selection.
    public init(
        installment: Int, label: String, amount: YunoInstallmentAmount?, additionalData: [String: String]? = nil
    ) {
        self.installment = installment
        self.label = label
        self.amount = amount
        self.additionalData = additionalData
    }
}
