import Foundation
import Testing
import YunoSDK
import YunoSandbox

/// A scripted shopper that also remembers the card form the flow built and its state when the loader came back.
@MainActor
private final class FormRecordingCustomer: YunoPresenter {
    let customer: ScriptedCustomer
    private(set) var form: CardForm?
    private(set) var submitStateWhileTokenizing: CardForm.SubmitState?

    init(customer: ScriptedCustomer) { self.customer = customer }

    func showLoader() {
        if let form, submitStateWhileTokenizing == nil { submitStateWhileTokenizing = form.submitState }
        customer.showLoader()
    }
    func hideLoader() { customer.hideLoader() }
    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        self.form = form
        return await customer.presentCardForm(form)
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

@Suite("The flow's card form speaks the shopper's language and follows the configuration", .timeLimit(.minutes(3)))
struct CheckoutLocalizationFlowTests {
    @Test(
        "The card form gets the resolved language and the configured form type; it is busy while tokenizing",
        arguments: [("es", YunoLanguage.es), ("EN_us", .en), ("xx", .en), ("pt-BR", .pt), ("zh-Hant-TW", .zhTW)])
    func formConfiguration(tag: String, expected: YunoLanguage) async throws {
        let harness = try Harness(config: YunoConfig(cardFormType: .stepByStep, saveCardEnabled: true))
        let session = try await harness.session()
        let presenter = await FormRecordingCustomer(customer: ScriptedCustomer.paying(with: .visaApproved))
        let outcome = await harness.client.seamlessPayment(
            with: SeamlessParams(checkoutSession: session, countryCode: "CO", language: tag, viewController: presenter),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(outcome.result == .succeeded)
        await MainActor.run {
            #expect(presenter.form?.configuration.language == expected)
            #expect(presenter.form?.configuration.formType == .stepByStep)
            #expect(presenter.form?.configuration.showsSaveCard == true)
            #expect(presenter.submitStateWhileTokenizing == .busy)
            let screen = presenter.customer.lastStatusScreen
            #expect(screen?.date == Harness.today)
            #expect(screen?.amountText == "120.50 COP")
        }
    }
}
