import Foundation

/// A wallet payment sheet (Apple Pay) the shopper authorizes or cancels.
public struct WalletSheet: Sendable, Hashable {
    /// The wallet's payment-method type, such as `"APPLE_PAY"`.
    public let paymentMethodType: String
    /// The amount to authorize.
    public let amount: Decimal
    /// The ISO 4217 currency of ``amount``.
    public let currency: String
    /// The ISO 3166-1 alpha-2 country of the payment.
    public let countryCode: String

    /// Creates a wallet sheet model.
    public init(paymentMethodType: String, amount: Decimal, currency: String, countryCode: String) {
        self.paymentMethodType = paymentMethodType
        self.amount = amount
        self.currency = currency
        self.countryCode = countryCode
    }
}
