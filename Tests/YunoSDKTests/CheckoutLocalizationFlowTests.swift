import Foundation
import Testing
import YunoSDK
import YunoSandbox

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
