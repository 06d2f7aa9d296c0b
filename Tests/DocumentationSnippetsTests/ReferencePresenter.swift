// Code shown on the reference pages of `YunoPresenter` (Documentation.docc/Extensions/*.md), kept identical by
// Scripts/check-snippets.py and run by ReferenceSnippetsTests.

import YunoSDK

// snippet: ref-presenter
/// A minimal front end: every screen the SDK shows passes through these methods, on the main actor. This one
/// prints each screen and answers like a shopper who pays with a test card.
@MainActor
final class ConsolePresenter: YunoPresenter {
    private(set) var screens: [String] = []

    func showLoader() { screens.append("loader") }
    func hideLoader() { screens.append("loader hidden") }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        screens.append(form.title)
        form.number = "4507 9900 0000 0002"
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
        return form.isValid ? .submitted : .cancelled
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        // Open challenge.challengeURL in a browser session that ends at challenge.callbackURL. Say only how the
        // page ended: the bank tells Yuno the result, and the SDK reads the payment's status.
        screens.append("3DS at \(challenge.challengeURL)")
        return .returned
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        // Returning closes the QR window (the payment stays pending); the SDK dismisses it when paid.
        screens.append("QR \(qrCode.code.prefix(12))…")
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        // Draw the PassKit sheet for sheet.amount in sheet.currency; hand over its payment token (on iOS,
        // PKPayment.token.paymentData, base64). The SDK tokenizes it; the processor decides.
        screens.append("\(sheet.paymentMethodType) sheet")
        return .authorized(paymentData: "c2FuZGJveCBwYXltZW50IHRva2Vu")
    }

    func openRedirect(_ redirect: RedirectAction) async {
        // Open redirect.url; the shopper comes back through Yuno.receiveDeeplink(_:).
        screens.append("redirect to \(redirect.url)")
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        screens.append(screen.title(in: .en))
    }

    func dismissPresentedUI() { screens.append("dismissed") }
}
// end-snippet
