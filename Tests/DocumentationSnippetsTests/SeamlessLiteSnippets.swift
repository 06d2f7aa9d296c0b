// Code shown in Documentation.docc/SeamlessLite.md (kept identical by Scripts/check-snippets.py).

import YunoSDK

// snippet: seamless-async
@MainActor
func pay(checkoutSession: String, viewController: YunoViewController) async -> String {
    let params = SeamlessParams(
        checkoutSession: checkoutSession, countryCode: "CO", language: "es", viewController: viewController)
    let result = await Yuno.startPaymentSeamlessLite(
        with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
    switch result {
    case .succeeded: return "Paid"
    case .processing: return "We will confirm your payment shortly"
    case .reject, .fail: return "The payment did not go through"
    case .userCancelled: return "Payment cancelled"
    case .internalError: return "Something went wrong"
    }
}
// end-snippet

// snippet: seamless-callback
@MainActor
func payWithCallback(checkoutSession: String, viewController: YunoViewController) {
    let params = SeamlessParams(checkoutSession: checkoutSession, countryCode: "CO", viewController: viewController)
    Yuno.startPaymentSeamlessLite(
        with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: false
    ) { result in
        // Called once, on the main actor.
        print("Payment finished:", result)
    }
}
// end-snippet

// snippet: seamless-outcome
/// Pays with a client instance and returns the detailed outcome: the result plus the backend status,
/// sub-status, payment id and, when the flow failed, the precise reason.
func payAndExplain(
    client: YunoClient, checkoutSession: String, viewController: YunoViewController
) async -> PaymentOutcome {
    let outcome = await client.seamlessPayment(
        with: SeamlessParams(checkoutSession: checkoutSession, countryCode: "CO", viewController: viewController),
        paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
    if let error = outcome.error {
        print("Not paid:", error)  // for example: Checkout session "abc" is not a UUID.
    } else if let status = outcome.status {
        print("Payment", outcome.paymentID ?? "-", status.rawValue, outcome.subStatus ?? "")
    }
    return outcome
}
// end-snippet

// snippet: seamless-saved-card
/// Pays with a card the customer saved earlier: no card form, the vaulted token goes straight to the token
/// request. The checkout session must belong to the customer who owns the card. With no presenter there is
/// no UI at all, so the status screen must be turned off too (otherwise: `.missingPresenter`).
func payWithSavedCard(client: YunoClient, checkoutSession: String, vaultedToken: String) async -> Yuno.Result {
    await client.startPaymentSeamlessLite(
        with: SeamlessParams(checkoutSession: checkoutSession, countryCode: "CO"),
        paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD", vaultedToken: vaultedToken),
        showPaymentStatus: false)
}
// end-snippet
