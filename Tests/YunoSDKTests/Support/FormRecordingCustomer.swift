import Foundation
import YunoSDK
import YunoSandbox

/// A scripted shopper that also remembers the card form the flow built, its state when the loader came back, and
/// what its submit button said when it was shown and once the shopper submitted it (the form is then busy).
@MainActor
final class FormRecordingCustomer: YunoPresenter {
    let customer: ScriptedCustomer
    private(set) var form: CardForm?
    private(set) var submitStateWhileTokenizing: CardForm.SubmitState?
    private(set) var shownTitle: String?
    private(set) var busyTitle: String?

    init(customer: ScriptedCustomer) { self.customer = customer }

    func showLoader() {
        if let form, submitStateWhileTokenizing == nil { submitStateWhileTokenizing = form.submitState }
        customer.showLoader()
    }
    func hideLoader() { customer.hideLoader() }
    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        self.form = form
        shownTitle = form.submitTitle
        let answer = await customer.presentCardForm(form)
        busyTitle = form.submitTitle
        return answer
    }
    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        await customer.presentThreeDSChallenge(challenge)
    }
    func presentQRCode(_ qrCode: QRCodePayment) async { await customer.presentQRCode(qrCode) }
    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        await customer.presentWalletSheet(sheet)
    }
    func openRedirect(_ redirect: RedirectAction) async { await customer.openRedirect(redirect) }
    func presentPaymentStatus(_ screen: PaymentStatusScreen) async { await customer.presentPaymentStatus(screen) }
    func dismissPresentedUI() { customer.dismissPresentedUI() }
}
