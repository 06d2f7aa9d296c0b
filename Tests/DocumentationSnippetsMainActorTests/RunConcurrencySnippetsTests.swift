import Foundation
import Testing
import YunoSDK
import YunoSandbox

/// The concurrency article's conformance options, compiled with `.defaultIsolation(MainActor.self)`, run real flows.
@Suite("Documentation snippets, default MainActor isolation", .timeLimit(.minutes(3)))
struct RunConcurrencySnippetsTests {
    @Test("The three options pay, cancel and report on the main actor")
    func options() async throws {
        let sandbox = YunoSandbox()
        let merchant = MerchantBackend(sandbox: sandbox)
        let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
        let card = SelectedPaymentMethod(paymentMethodType: "CARD")

        let first = try await merchant.createCheckoutSession(amount: 100, currency: "COP", country: "CO")
        let option1 = CheckoutViewController(
            checkoutSession: first.checkoutSession, presenter: ScriptedCustomer.paying(with: .visaApproved))
        #expect(await client.startPaymentSeamlessLite(delegate: option1, paymentSelected: card) == .succeeded)
        #expect(option1.lastResult == .succeeded)

        let second = try await merchant.createCheckoutSession(amount: 100, currency: "COP", country: "CO")
        let option2 = SettingsDrivenCheckout(
            checkoutSession: second.checkoutSession, presenter: ScriptedCustomer(form: .cancel))
        #expect(await client.startPaymentSeamlessLite(delegate: option2, paymentSelected: card) == .userCancelled)
        #expect(option2.lastResult == .userCancelled)

        let third = try await merchant.createCheckoutSession(amount: 100, currency: "COP", country: "CO")
        let option3 = PaymentService(
            countryCode: "CO", language: "pt-BR", checkoutSession: third.checkoutSession,
            viewController: ScriptedCustomer.paying(with: .visaDeclinedByBank))
        #expect(await client.startPaymentSeamlessLite(delegate: option3, paymentSelected: card) == .reject)
    }
}
