// Code shown on the reference pages of `YunoPaymentDelegate` (Documentation.docc/Extensions/*.md), kept
// identical by Scripts/check-snippets.py.

import YunoSDK

// snippet: ref-payment-delegate
/// A Lite or Full checkout's delegate: sends the one-time token to your server and records the one result.
final class OrderPaymentDelegate: YunoPaymentDelegate {
    let checkoutSession: String
    let countryCode = "CO"
    let language: String? = "es"
    let viewController: YunoViewController?
    /// Your server's endpoint call: creates the payment with the token (`POST /v1/payments`).
    private let createPayment: @Sendable (_ token: String, _ vaultOnSuccess: Bool) -> Void
    private let finished: @Sendable (Yuno.Result) -> Void

    init(
        checkoutSession: String, viewController: YunoViewController?,
        createPayment: @escaping @Sendable (String, Bool) -> Void, finished: @escaping @Sendable (Yuno.Result) -> Void
    ) {
        self.checkoutSession = checkoutSession
        self.viewController = viewController
        self.createPayment = createPayment
        self.finished = finished
    }

    func yunoCreatePayment(with token: String, information: [String: Any]) {
        // `information` holds the token response's keys: card_data, vault_on_success, type, …
        createPayment(token, information["vault_on_success"] as? Bool ?? false)
    }

    func yunoPaymentResult(_ result: Yuno.Result) {
        finished(result)  // called exactly once per flow, on the main actor
    }
}
// end-snippet
