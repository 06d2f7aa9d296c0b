import Foundation

/// The SDK step a payment waits on, as the sandbox tracks it (the wire says it with the payment's detail object).
enum PendingStep: Sendable, Hashable {
    /// A 3DS challenge named by `transactionId`.
    case threeDSecure(transactionId: String)
    /// A PIX QR code.
    case qrCode
    /// A hosted page the shopper completes.
    case redirect

    /// The label used by ``SandboxError/noPendingAction(paymentID:action:status:)``.
    var label: String {
        switch self {
        case .threeDSecure: "THREE_D_SECURE"
        case .qrCode: "QR_CODE"
        case .redirect: "REDIRECT"
        }
    }
}
