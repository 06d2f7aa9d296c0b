/// How the shopper left a wallet sheet.
///
/// The sheet comes first, as Yuno publishes for Apple Pay: sheet → the wallet's payment token → one-time token with
/// `payment_method_type = APPLE_PAY` → payment → status. An authorization is the wallet's token, not a result: the
/// processor decides, and the flow reports the payment's status.
public enum WalletSheetOutcome: Sendable, Hashable {
    /// The shopper authorized the sheet (Face ID, Touch ID, passcode); `paymentData` is the wallet's payment token
    /// (Apple Pay's `PKPaymentToken.paymentData`, base64), which the SDK tokenizes. Secret: never logged.
    case authorized(paymentData: String)
    /// The shopper closed the sheet: the flow ends with ``Yuno/Result/userCancelled``, and nothing was created.
    case cancelled
}

extension WalletSheetOutcome: CustomStringConvertible {
    /// `authorized` or `cancelled`; never the payment token.
    public var description: String {
        switch self {
        case .authorized: "authorized"
        case .cancelled: "cancelled"
        }
    }
}
