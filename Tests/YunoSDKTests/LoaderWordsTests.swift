import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 37, item 3: the SDK's loader says what is happening: loading before the card form, the payment being
/// processed after the shopper paid, the card being saved in an enrollment.
@Suite("The SDK's loader says what is happening", .timeLimit(.minutes(3)))
@MainActor
struct LoaderWordsTests {
    @Test("Each phase has its words in every language, and the three differ")
    func phases() {
        for language in YunoLanguage.allCases {
            let text = YunoLocalizer(language: language)
            #expect(LoaderScreen(language: language).text == text.string(.loaderLoading))
            #expect(LoaderScreen(language: language, phase: .processingPayment).text == text.string(.loaderProcessing))
            #expect(LoaderScreen(language: language, phase: .savingCard).text == text.string(.enrollSaving))
            #expect(
                Set(LoaderScreen.Phase.allCases.map { LoaderScreen(language: language, phase: $0).text }).count == 3)
        }
    }

    @Test("Native screens: 'Loading…' before the card form, 'Processing your payment…' once the shopper paid")
    func nativeLoaderBeforeAndAfterPaying() async throws {
        let harness = try Harness()
        let host = RecordingCheckoutHost()
        let presenter = CheckoutScreenPresenter(host: host, language: .en)
        #expect(presenter.loaderScreen.text == "Loading…")
        let session = try await harness.session()
        let flow = Task {
            let outcome = await harness.client.seamlessPayment(
                with: SeamlessParams(
                    checkoutSession: session, countryCode: "CO", language: "en", viewController: presenter),
                paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: false)
            host.endFlow()
            return outcome
        }
        let form = try #require(
            await host.wait(for: presenter) { if case .cardForm(let form) = $0.screen { form } else { nil } })
        #expect(presenter.loaderScreen.text == "Loading…", "nothing was paid yet")
        form.type(TestCard.visaApproved)
        presenter.submitCardForm()
        #expect(presenter.loaderScreen.text == "Processing your payment…")
        #expect(await flow.value.result == .succeeded)
    }
}
