import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Reference page examples", .timeLimit(.minutes(3)))
struct ReferenceSnippetsTests {
    @Test("The YunoPresenter example pays a card checkout and sees the form and the status screen")
    @MainActor
    func presenterExamplePays() async throws {
        let sandbox = YunoSandbox()
        let merchant = MerchantBackend(sandbox: sandbox)
        let session = try await merchant.createCheckoutSession(amount: 100, currency: "COP", country: "CO")
        let client = try makeClient(sandbox: sandbox)
        let presenter = ConsolePresenter()
        let params = SeamlessParams(
            checkoutSession: session.checkoutSession, countryCode: "CO", language: "en", viewController: presenter)
        let outcome = await client.seamlessPayment(
            with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(outcome.result == .succeeded)
        #expect(presenter.screens.contains("Card details"))
        #expect(presenter.screens.contains("Payment approved"))
        #expect(await describe(client: client, checkoutSession: session.checkoutSession).hasPrefix("ended: succeeded"))
    }

    @Test("The payment-methods example names the methods in Spanish, never by their raw type")
    @MainActor
    func paymentMethodsExampleLocalizes() async throws {
        let sandbox = YunoSandbox()
        let merchant = MerchantBackend(sandbox: sandbox)
        let session = try await merchant.createCheckoutSession(amount: 100, currency: "COP", country: "CO")
        let client = try makeClient(sandbox: sandbox)
        let names = try await listPaymentMethods(client: client, checkoutSession: session.checkoutSession)
        #expect(names.contains("Tarjeta"))
        #expect(names.contains("Apple Pay"))
        #expect(!names.contains("APPLE_PAY"))
    }

    @Test("The YunoSandbox overview example pays a 3DS card offline")
    @MainActor
    func sandboxOverviewPays() async throws {
        #expect(try await payOffline().result == .succeeded)
    }
}
