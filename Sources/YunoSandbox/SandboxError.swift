import Foundation

/// Errors of the sandbox's direct (non-HTTP) test helpers such as
/// ``YunoSandbox/vaultCard(number:expirationMonth:expirationYear:holderName:forCustomer:)``,
/// ``YunoSandbox/payQRCode(paymentID:)``, ``YunoSandbox/completeRedirect(paymentID:approved:)`` and
/// ``YunoSandbox/answerChallenge(transactionID:_:)``.
///
/// A plain value; safe to share across isolation domains. Descriptions never contain card data.
public enum SandboxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No customer with this id exists in the sandbox.
    case unknownCustomer(String)
    /// The card was rejected; `reason` never contains the number or expiry.
    case invalidCard(reason: String)
    /// No payment with this id exists in the sandbox.
    case unknownPayment(String)
    /// The payment exists but has no pending action of this kind (`QR_CODE` or `REDIRECT`): it is another payment
    /// method, or already final. `status` is its current status.
    case noPendingAction(paymentID: String, action: String, status: String)
    /// The payment's PIX QR code expired on the sandbox clock (the payment is EXPIRED).
    case qrCodeExpired(paymentID: String)
    /// The sandbox's bank never opened a 3DS challenge with this transaction id.
    case unknownChallenge(String)
    /// The one-time code typed on the bank's page is not the one the bank sent; nothing changed.
    case wrongChallengeCode(transactionID: String)

    /// A readable summary without card data.
    public var description: String {
        switch self {
        case .unknownCustomer(let id): "unknown customer \(id)"
        case .invalidCard(let reason): "invalid card: \(reason)"
        case .unknownPayment(let id): "unknown payment \(id)"
        case .noPendingAction(let id, let action, let status):
            "payment \(id) has no pending \(action) (status \(status))"
        case .qrCodeExpired(let id): "the QR code of payment \(id) expired"
        case .unknownChallenge(let id): "no 3-D Secure challenge \(id)"
        case .wrongChallengeCode(let id): "wrong one-time code for 3-D Secure challenge \(id)"
        }
    }
}
