import Foundation

/// One presentation of the Apple Pay sheet, as PassKit's delegate calls arrive: it keeps the first authorization,
/// says what the sheet is told, and gives the ending exactly once.
///
/// A value the PassKit glue holds on the main actor; its rules are tested on Linux. The sheet's completion is told
/// `success` as soon as the SDK has the wallet's payment token (the sheet's tick means "handed over", not "paid":
/// the one-time token and the payment follow, and the SDK's status screen reports the payment's result), and
/// `failure` for an empty token, which the SDK cannot tokenize. The ending is given when the sheet has finished
/// (`paymentAuthorizationControllerDidFinish(_:)`), so the SDK's loader never shows under the sheet.
struct ApplePaySheetSession: Sendable {
    private var paymentData: Data?
    private var isOver = false

    /// Records an authorization; returns whether the sheet is told `success` (a non-empty token, the first one).
    mutating func authorize(paymentData: Data) -> Bool {
        guard !isOver, self.paymentData == nil, !paymentData.isEmpty else { return false }
        self.paymentData = paymentData
        return true
    }

    /// The sheet finished (or was dismissed by the flow): the ending, once; `nil` afterwards.
    mutating func finish() -> ApplePaySheetEnding? {
        guard !isOver else { return nil }
        isOver = true
        return paymentData.map { .authorized(paymentData: $0) } ?? .dismissed
    }

    /// The sheet could not be presented: ``ApplePaySheetEnding/notPresented``, once; `nil` if it already ended.
    mutating func failToPresent() -> ApplePaySheetEnding? {
        guard !isOver else { return nil }
        isOver = true
        return .notPresented
    }
}
