import Foundation

extension YunoSandbox.LedgerEntry {
    /// Which API created a payment.
    ///
    /// A plain value; safe to share across isolation domains.
    public enum Origin: String, Sendable, Hashable, CaseIterable {
        /// The SDK's seamless endpoint `POST /v1/checkout/sessions/{cs}/payments`.
        case sdk
        /// The merchant endpoint `POST /v1/payments`.
        case merchant
    }
}
