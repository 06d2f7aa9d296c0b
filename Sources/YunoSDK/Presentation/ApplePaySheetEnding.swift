import Foundation

/// How a presented Apple Pay sheet ended, as the PassKit glue reports it.
enum ApplePaySheetEnding: Sendable, Equatable {
    /// The shopper authorized (Face ID, Touch ID, passcode); the bytes are `PKPaymentToken.paymentData`. Secret: never
    /// logged or described.
    case authorized(paymentData: Data)
    /// The sheet closed without an authorization (the shopper cancelled, it timed out, or the flow dismissed it).
    case dismissed
    /// The sheet could not be presented (`present(completion:)` answered false).
    case notPresented

    /// The flow's answer: an authorization's token in base64 (``WalletSheetOutcome/authorized(paymentData:)``, which
    /// the SDK tokenizes with `payment_method_type = APPLE_PAY`); anything else, or an empty token,
    /// ``WalletSheetOutcome/cancelled``: nothing was created.
    var outcome: WalletSheetOutcome {
        guard case .authorized(let paymentData) = self, !paymentData.isEmpty else { return .cancelled }
        return .authorized(paymentData: paymentData.base64EncodedString())
    }
}

extension ApplePaySheetEnding: CustomStringConvertible {
    /// `authorized`, `dismissed` or `notPresented`; never the token.
    var description: String {
        switch self {
        case .authorized: "authorized"
        case .dismissed: "dismissed"
        case .notPresented: "notPresented"
        }
    }
}
