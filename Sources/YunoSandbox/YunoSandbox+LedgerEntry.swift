import Foundation

extension YunoSandbox {
    /// One payment in the sandbox's ledger, reflecting its current status.
    ///
    /// A value type; safe to share across isolation domains. Holds no card data.
    public struct LedgerEntry: Sendable, Hashable {
        /// The payment id (lowercase UUID).
        public var paymentID: String
        /// The checkout session the payment belongs to.
        public var checkoutSession: String
        /// The current status, for example `SUCCEEDED` (updated after 3DS).
        public var status: String
        /// The current sub-status, for example `APPROVED`.
        public var subStatus: String
        /// The amount in major units.
        public var amount: Decimal
        /// The ISO 4217 currency.
        public var currency: String
        /// The `X-Idempotency-Key` that created the payment.
        public var idempotencyKey: String
        /// Which endpoint created the payment.
        public var origin: Origin
        /// When the payment was created, on the sandbox clock.
        public var createdAt: Date

        /// Creates an entry.
        public init(
            paymentID: String,
            checkoutSession: String,
            status: String,
            subStatus: String,
            amount: Decimal,
            currency: String,
            idempotencyKey: String,
            origin: Origin,
            createdAt: Date
        ) {
            self.paymentID = paymentID
            self.checkoutSession = checkoutSession
            self.status = status
            self.subStatus = subStatus
            self.amount = amount
            self.currency = currency
            self.idempotencyKey = idempotencyKey
            self.origin = origin
            self.createdAt = createdAt
        }
    }
}
