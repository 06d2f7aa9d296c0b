/// How the shopper left a wallet sheet.
public enum WalletSheetOutcome: String, Sendable, Hashable, CaseIterable {
    /// The shopper authorized the payment (Face ID, Touch ID, passcode).
    case authorized
    /// The shopper closed the sheet: the flow ends with ``Yuno/Result/userCancelled`` and the backend payment stays
    /// PENDING (seeds/001).
    case cancelled
}
