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
        /// Creation time (server clock).
        public var createdAt: Date
        /// Expiry time (server clock).
        public var expiresAt: Date

        /// Creates a value.
        public init(customerSession: String, customerID: String, country: String, createdAt: Date, expiresAt: Date) {
            self.customerSession = customerSession
            self.customerID = customerID
            self.country = country
            self.createdAt = createdAt
            self.expiresAt = expiresAt
        }
    }
}
