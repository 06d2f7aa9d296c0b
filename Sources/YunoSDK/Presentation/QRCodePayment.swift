import Foundation

/// A QR code the shopper scans to pay (PIX and other QR methods).
public struct QRCodePayment: Sendable, Hashable {
    /// The payment waiting for the scan.
    public let paymentID: String
    /// The code to render as a QR image (for PIX, the "copia e cola" EMV string).
    public let code: String
    /// When the code expires; the payment becomes EXPIRED after it.
    public let expiresAt: Date
    /// The amount to pay, when known.
    public let amount: Decimal?
    /// The ISO 4217 currency of ``amount``.
    public let currency: String?

    /// Creates a QR code model.
    public init(paymentID: String, code: String, expiresAt: Date, amount: Decimal?, currency: String?) {
        self.paymentID = paymentID
        self.code = code
        self.expiresAt = expiresAt
        self.amount = amount
        self.currency = currency
    }
}
