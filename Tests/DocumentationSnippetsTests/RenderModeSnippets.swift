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
/// `openBankPage` opens the 3DS page in a browser session (for example `ASWebAuthenticationSession`) that ends when
/// the page reaches the callback URL, and says only how the page ended.
@MainActor
func continueRenderedCheckout(
    flow: YunoRenderFlow, openBankPage: @MainActor (ThreeDSChallenge) async -> ThreeDSChallengeEnding
) async -> PaymentOutcome? {
    if let view = await flow.continuePayment() {
        switch view.kind {
        case .threeDSChallenge(let challenge):
            // The shopper answers the bank there; the bank tells Yuno, and the SDK reads the payment's status.
            view.completeChallenge(await openBankPage(challenge))
        case .qrCode(let qr):
            print("Show the QR code", qr.code, "until", qr.expiresAt)
        case .walletSheet:
            // A wallet sheet comes before the payment (YunoRenderFlow.walletSheet()), never after it.
            view.answerWalletSheet(.cancelled)
        case .redirect(let redirect):
            print("Open", redirect.url, "- the shopper returns through receiveDeeplink")
        }
    }
    return await flow.task?.value
}
// end-snippet
