// Code shown in Documentation.docc/DeepLinksAndPaymentStatus.md (kept identical by Scripts/check-snippets.py).

import Foundation
import YunoSDK

// snippet: deeplink-handler
/// Your app delegate's or scene's URL handler: hand links with your `callback_url` scheme to the SDK.
@MainActor
func handleOpenURL(_ url: URL) -> Bool {
    guard url.scheme == "myshop" else { return false }
    // true only when the link carries the active flow's checkout_session; the SDK then reads the real status
    // from the backend and never trusts a status written in the URL.
    return Yuno.receiveDeeplink(url, showStatusView: true)
}
// end-snippet

// snippet: status-message
/// What to tell the shopper, from a flow's detailed outcome.
func shopperMessage(for outcome: PaymentOutcome) -> String {
    switch (outcome.result, outcome.status, outcome.subStatus) {
    case (.succeeded, _, _):
        return "Paid"
    case (.processing, .readyToPay, "CLOSED_BY_USER"):
        return "Your PIX code stays valid until it expires: reopen the checkout to see it again"
    case (.processing, _, _):
        return "We are waiting for the payment to be confirmed"
    case (.fail, .expired, _):
        return "The payment expired"
    case (.reject, _, let reason):
        return "Declined (\(reason ?? "no reason given"))"
    case (.userCancelled, _, _):
        return "Cancelled"
    case (.fail, _, _), (.internalError, _, _):
        return "The payment could not be completed"
    }
}
// end-snippet
