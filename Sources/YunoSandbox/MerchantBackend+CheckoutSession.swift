import Foundation

extension MerchantBackend {
    /// A checkout session the merchant backend created.
    ///
    /// A value type; safe to share across isolation domains.
    public struct CheckoutSession: Sendable, Hashable {
        /// The checkout session id (lowercase UUID) handed to the SDK.
        public var checkoutSession: String
        /// The merchant's order id.
        public var merchantOrderID: String
        /// The payment description.
        public var paymentDescription: String
        /// ISO 3166-1 alpha-2 country.
        public var country: String
        /// The amount in major units.
        public var amount: Decimal
        /// ISO 4217 currency.
        public var currency: String
        /// `SDK_CHECKOUT`, `SDK_SEAMLESS` or `CHECKOUT`.
        public var workflow: String
        /// The customer the session belongs to, if any.
        public var customerID: String?
        /// The callback URL, if any.
        public var callbackURL: String?
        /// Creation time (server clock).
        public var createdAt: Date
        /// The checkout (checkout-builder configuration) the session uses. Yuno's answer carries no expiry: the
        /// sandbox's sessions expire ``YunoSandbox/Configuration/sessionLifetime`` after ``createdAt``.
        public var checkoutID: String

        /// Creates a value.
        public init(
            checkoutSession: String,
            merchantOrderID: String,
            paymentDescription: String,
            country: String,
            amount: Decimal,
            currency: String,
            workflow: String,
            customerID: String?,
            callbackURL: String?,
            createdAt: Date,
            checkoutID: String
        ) {
            self.checkoutSession = checkoutSession
            self.merchantOrderID = merchantOrderID
            self.paymentDescription = paymentDescription
            self.country = country
            self.amount = amount
            self.currency = currency
            self.workflow = workflow
            self.customerID = customerID
            self.callbackURL = callbackURL
            self.createdAt = createdAt
            self.checkoutID = checkoutID
        }
    }
}
