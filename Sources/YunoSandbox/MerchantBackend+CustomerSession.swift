import Foundation

extension MerchantBackend {
    /// A customer session the merchant backend created, for enrolling and managing a customer's saved methods.
    ///
    /// A value type; safe to share across isolation domains.
    public struct CustomerSession: Sendable, Hashable {
        /// The customer session id (lowercase UUID) handed to the SDK.
        public var customerSession: String
        /// The customer the session belongs to.
        public var customerID: String
        /// ISO 3166-1 alpha-2 country.
        public var country: String
        /// Where a redirect-based enrollment returns, when the session was created with one.
        public var callbackURL: String?
        /// Creation time (server clock). Yuno's answer carries no expiry: the sandbox's customer sessions expire
        /// ``YunoSandbox/Configuration/sessionLifetime`` after it.
        public var createdAt: Date
        /// The checkout (checkout-builder configuration) the session was created with, if any.
        public var checkoutID: String?

        /// Creates a value.
        public init(
            customerSession: String, customerID: String, country: String, callbackURL: String? = nil,
            createdAt: Date, checkoutID: String? = nil
        ) {
            self.customerSession = customerSession
            self.customerID = customerID
            self.country = country
            self.callbackURL = callbackURL
            self.createdAt = createdAt
            self.checkoutID = checkoutID
        }
    }
}
