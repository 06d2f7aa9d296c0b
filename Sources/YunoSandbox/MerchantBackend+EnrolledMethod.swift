import Foundation

extension MerchantBackend {
    /// A payment method enrolled (vaulted) for a customer, as the merchant listing returns it.
    ///
    /// A value type; safe to share across isolation domains. Holds only the card's BIN, last four and expiry, never
    /// the full number or security code.
    public struct EnrolledMethod: Sendable, Hashable {
        /// The vaulted token (lowercase UUID), usable as a payment's `vaulted_token`.
        public var vaultedToken: String
        /// The payment method type, for example `CARD`.
        public var type: String
        /// The enrollment status, for example `ENROLLED`.
        public var status: String
        /// The card's IIN (the first eight digits, as Yuno publishes it).
        public var iin: String
        /// The card's last four digits.
        public var lfd: String
        /// The card brand, for example `VISA`.
        public var brand: String
        /// The card's expiry month, 1–12.
        public var expirationMonth: Int
        /// The card's expiry year, two digits (YY).
        public var expirationYear: Int

        /// Creates a value.
        public init(
            vaultedToken: String,
            type: String,
            status: String,
            iin: String,
            lfd: String,
            brand: String,
            expirationMonth: Int,
            expirationYear: Int
        ) {
            self.vaultedToken = vaultedToken
            self.type = type
            self.status = status
            self.iin = iin
            self.lfd = lfd
            self.brand = brand
            self.expirationMonth = expirationMonth
            self.expirationYear = expirationYear
        }
    }
}
