import YunoSDK
import YunoSandbox

/// Wraps the scripted shopper and prints each screen the SDK shows, as a terminal checkout would.
@MainActor
final class NarratingPresenter: YunoPresenter {
    private let customer: ScriptedCustomer
    private let print: @MainActor (String) -> Void
    /// What the shopper does outside the app while a QR code is shown (pays it from a bank app).
    var onQRCode: (@MainActor (QRCodePayment) async -> Void)?
    /// What happens at the bank after a redirect (the shopper approves, then the app receives the deep link).
    var onRedirect: (@MainActor (RedirectAction) async -> Void)?

    init(customer: ScriptedCustomer, print: @escaping @MainActor (String) -> Void) {
        self.customer = customer
        self.print = print
    }

    func showLoader() { customer.showLoader() }
    func hideLoader() { customer.hideLoader() }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        print("card form shown (\(form.visibleFields.map(\.rawValue).joined(separator: ", ")))")
        let outcome = await customer.presentCardForm(form)
        switch outcome {
        case .submitted:
            let brand = form.detectedBrand?.displayName ?? "unknown brand"
            print("shopper entered \(brand) \(form.maskedNumber ?? "(invalid)") and pressed pay")
        case .cancelled:
            print("shopper closed the card form")
        }
        return outcome
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeOutcome {
        print("3DS challenge for payment \(challenge.paymentID) at \(challenge.challengeURL.absoluteString)")
        let outcome = await customer.presentThreeDSChallenge(challenge)
        print("3DS challenge \(outcome.rawValue)")
        return outcome
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        print("QR code shown: \(qrCode.code) (expires \(qrCode.expiresAt.formatted(.iso8601)))")
        if let onQRCode { Task { await onQRCode(qrCode) } }
        await customer.presentQRCode(qrCode)
        print("QR window closed")
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        print("\(sheet.paymentMethodType) sheet for \(sheet.amount) \(sheet.currency)")
        let outcome = await customer.presentWalletSheet(sheet)
        print("wallet sheet \(outcome.rawValue)")
        return outcome
    }

    func openRedirect(_ redirect: RedirectAction) async {
        print("opening \(redirect.url.absoluteString)")
        await customer.openRedirect(redirect)
        if let onRedirect { Task { await onRedirect(redirect) } }
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        var line = "status screen: \(screen.result)"
        if let status = screen.status { line += " (\(status.rawValue)\(screen.subStatus.map { "/" + $0 } ?? ""))" }
        if let amount = screen.amount, let currency = screen.currency { line += " \(amount) \(currency)" }
        print(line)
        await customer.presentPaymentStatus(screen)
    }

    func dismissPresentedUI() { customer.dismissPresentedUI() }
}
