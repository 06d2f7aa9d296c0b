import Foundation

extension MerchantBackend {
    /// A customer the merchant backend created.
    ///
    /// A value type; safe to share across isolation domains.
    public struct Customer: Sendable, Hashable {
        /// Yuno's customer id (lowercase UUID), used as a session's `customer_id`.
        public var id: String
        /// The merchant's own id for the customer.
        public var merchantCustomerID: String

        /// Creates a value.
        public init(id: String, merchantCustomerID: String) {
            self.id = id
            self.merchantCustomerID = merchantCustomerID
        }
    }
}
