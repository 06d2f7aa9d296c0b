/// The amounts of an installment option, as Yuno's SDK 2.21 reports them with ``YunoInstallmentSelected``
/// (`amount.currency`, `amount.value`, `amount.totalValue`, all strings).
///
/// A value type, usable from any isolation.
public struct YunoInstallmentAmount: Sendable, Hashable {
    /// The ISO 4217 currency code of both amounts (`"COP"`).
    public let currency: String
    /// The amount of one installment, a plain decimal string in the currency's minor units (`"40.17"`).
    ///
    /// [ours] The string's form: Yuno documents a string without its format; the SDK writes the value with a dot and
    /// exactly the currency's minor digits, rounded half up.
    public let value: String
    /// The total across all installments (`"120.50"`), written like ``value``: the session's amount times the
    /// plan's `rate`.
    public let totalValue: String

    /// Creates the amounts of an option.
    public init(currency: String, value: String, totalValue: String) {
        self.currency = currency
        self.value = value
        self.totalValue = totalValue
    }
}
