/// How the SDK actions of a payment ended.
enum ActionEnd: Sendable {
    /// The payment as the backend reports it after the actions.
    case payment(Payment)
    /// The shopper closed the QR window; the payment keeps its waiting status (READY_TO_PAY; sub-status CLOSED_BY_USER).
    case shopperClosedQRCode(Payment)
    /// The shopper cancelled the wallet sheet; the payment keeps its waiting status.
    case shopperCancelledWallet(Payment)
}
