import Foundation

extension PaymentActionView {
    /// Render mode on a platform where the SDK draws: opens the page this action needs and answers it — a 3DS
    /// challenge's page (its callback URL the way back; its ending mapped by
    /// ``CheckoutScreenPresenter/challengeEnding(of:)``, the SDK reads the status), a provider's page
    /// (its return link handed to `deepLinks`). A wallet sheet is answered ``WalletSheetOutcome/cancelled``: the SDK
    /// cannot draw Apple Pay (Yuno's published API gives no merchant identifier), so the flow ends as when a shopper
    /// closes the sheet, before any token or payment exists. A QR code needs no page.
    func openPage(on host: any CheckoutHost, deepLinks: @MainActor (URL) -> Bool) async {
        switch kind {
        case .threeDSChallenge(let challenge):
            let result = await host.openWebPage(
                challenge.challengeURL, callbackScheme: CheckoutScreenPresenter.webSessionScheme(of: challenge))
            completeChallenge(CheckoutScreenPresenter.challengeEnding(of: result))
        case .redirect(let redirect):
            let result = await host.openWebPage(redirect.url, callbackScheme: redirect.returnScheme)
            if case .returned(let url) = result { _ = deepLinks(url) }
        case .walletSheet:
            answerWalletSheet(.cancelled)
        case .qrCode:
            break
        }
    }

    /// The QR code's screen, or `nil` when the code is refused (too long, malformed, expired): a refused code is
    /// never drawn, and the SDK answers as if the shopper closed it, so the flow reads the payment's status back.
    func qrCodeScreen(language: YunoLanguage, now: Date) -> QRCodeScreen? {
        guard case .qrCode(let qrCode) = kind else { return nil }
        do throws(QRCodeScreen.Refusal) {
            return try QRCodeScreen(qrCode, language: language, now: now)
        } catch {
            closeQRCode()
            return nil
        }
    }

    /// The screen shown under the page ``openPage(on:deepLinks:)`` opens, or `nil` for a QR code or a wallet sheet.
    func webPageScreen(language: YunoLanguage) -> WebPageScreen? {
        switch kind {
        case .threeDSChallenge(let challenge): WebPageScreen(.threeDSChallenge(challenge), language: language)
        case .redirect(let redirect): WebPageScreen(.redirect(redirect), language: language)
        case .qrCode, .walletSheet: nil
        }
    }
}
