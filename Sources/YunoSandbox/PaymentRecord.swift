import Foundation

/// A payment the sandbox created: its wire object plus what the ledger, the 3DS flow and the QR expiry need.
struct PaymentRecord: Sendable, Hashable {
    /// The Payment object, as returned (status updated in place).
    var body: PaymentBody
    /// The idempotency key that created it.
    var idempotencyKey: String
    /// Which endpoint created it.
    var origin: YunoSandbox.LedgerEntry.Origin
    /// The card paid with, if any.
    var card: CardProfile?
    /// Whether a successful payment vaults the card for the session's customer.
    var vaultOnSuccess: Bool
    /// Whether the payment captures (`detail.card.capture`), default true.
    var capture: Bool
    /// The SDK step the payment waits on, if any.
    var pending: PendingStep?
    /// When an open 3DS challenge expires, on the sandbox clock.
    var challengeExpiresAt: Date?
    /// The one-time code the bank "sent" the shopper for an open 3DS challenge.
    var challengeCode: String?
    /// When an open PIX QR code expires, on the sandbox clock (checked lazily on every read).
    var qrCodeExpiresAt: Date?
}
