// Code shown in Documentation.docc/RenderMode.md (kept identical by Scripts/check-snippets.py).

import YunoSDK

// snippet: render-form
/// Starts a render-mode flow and fills the form the SDK hands out, as your own UI would from text fields.
@MainActor
func startRenderedCheckout(
    client: YunoClient, delegate: any YunoPaymentDelegate
) async -> YunoRenderFlow {
    let card = SelectedPaymentMethod(paymentMethodType: "CARD")
    let flow = client.startPaymentRender(paymentMethodSelected: card, with: delegate)
    if let form = await flow.formView(paymentMethodSelected: card, with: delegate) {
        // Bind your text fields to the form; it detects the brand and validates as the shopper types.
        form.number = "4024 0071 8944 9340"
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
        print("Brand:", form.detectedBrand?.rawValue ?? "unknown", "valid:", form.isValid)
        // Validates; when valid the SDK tokenizes and calls the delegate's yunoCreatePayment(with:information:).
        flow.submitForm()
    }
    return flow
}
// end-snippet

// snippet: render-continue
/// After your server created the payment: show the additional view the payment needs, if any.
@MainActor
func continueRenderedCheckout(flow: YunoRenderFlow) async -> PaymentOutcome? {
    if let view = await flow.continuePayment() {
        switch view.kind {
        case .threeDSChallenge(let challenge):
            // Open the bank's page; it ends at challenge.callbackURL. Report only how the page ended: the bank
            // tells Yuno the result, and the SDK reads the payment's status.
            print("3DS challenge at", challenge.challengeURL, "returning to", challenge.callbackURL)
            view.completeChallenge(.returned)
        case .qrCode(let qr):
            print("Show the QR code", qr.code, "until", qr.expiresAt)
        case .walletSheet:
            view.answerWalletSheet(.authorized)
        case .redirect(let redirect):
            print("Open", redirect.url, "- the shopper returns through receiveDeeplink")
        }
    }
    return await flow.task?.value
}
// end-snippet
