import Foundation

extension MerchantBackend {
    /// A payment the merchant backend created (the fields of the Payment object a merchant server needs).
    ///
    /// A value type; safe to share across isolation domains. Holds no card data beyond what the API returns.
    public struct Payment: Sendable, Hashable {
        /// The payment id (lowercase UUID).
        public var id: String
        /// The status, for example `SUCCEEDED` or `PENDING`.
        public var status: String
        /// The sub-status, for example `APPROVED` or `WAITING_ADDITIONAL_STEP`.
        public var subStatus: String
        /// Whether the SDK must continue the payment (for example a 3DS challenge).
        public var sdkActionRequired: Bool
        /// The checkout session.
        public var checkoutSession: String
        /// The amount in major units.
        public var amount: Decimal
        /// The captured amount.
        public var captured: Decimal
        /// ISO 4217 currency.
        public var currency: String
        /// The vaulted token of the card, when the payment used or created one.
        public var vaultedToken: String?

        /// Creates a value.
        public init(
            id: String,
            status: String,
            subStatus: String,
            sdkActionRequired: Bool,
            checkoutSession: String,
            amount: Decimal,
            captured: Decimal,
            currency: String,
            vaultedToken: String?
        ) {
            self.id = id
            self.status = status
            self.subStatus = subStatus
            self.sdkActionRequired = sdkActionRequired
            self.checkoutSession = checkoutSession
            self.amount = amount
            self.captured = captured
            self.currency = currency
            self.vaultedToken = vaultedToken
        }
    }
}
