// Code shown in the doc comments of YunoSandbox's types (kept identical by Scripts/check-snippets.py):
//   sandbox-scripted-customer  the `ScriptedCustomer` doc comment (Sources/YunoSandbox/ScriptedCustomer.swift)
//   sandbox-merchant-backend   the `MerchantBackend` doc comment (Sources/YunoSandbox/MerchantBackend.swift)
//   sandbox-emulator           the `YunoSandbox` doc comment (Sources/YunoSandbox/YunoSandbox.swift)
// These are real tests: `swift test` runs them.

import Testing
import YunoSDK
import YunoSandbox

// snippet: sandbox-scripted-customer
@Test("A shopper who approves the 3DS challenge at the bank pays")
@MainActor
func shopperApprovesAtTheBank() async throws {
    let sandbox = YunoSandbox()
    let session = try await MerchantBackend(sandbox: sandbox).createCheckoutSession(
        amount: 120, currency: "COP", country: "CO", callbackURL: "myshop://payment")  // the 3DS page's way back
    let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
    // Types the 3DS test card, then answers the challenge at the bank the sandbox plays.
    let shopper = ScriptedCustomer.paying(with: .threeDSChallenge, bank: sandbox)

    let outcome = await client.seamlessPayment(
        with: SeamlessParams(checkoutSession: session.checkoutSession, countryCode: "CO", viewController: shopper),
        paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))

    #expect(outcome.result == .succeeded)
    #expect(shopper.events.contains(.cardFormShown(attempt: 1)))
    #expect(shopper.events.contains(.challengeShown))
    #expect(shopper.lastStatusScreen?.result == .succeeded)
}
// end-snippet

// snippet: sandbox-merchant-backend
@Test("A card saved during a payment is listed by the merchant's server")
@MainActor
func savedCardIsListedByTheServer() async throws {
    let sandbox = YunoSandbox()
    let merchant = MerchantBackend(sandbox: sandbox)  // your server's calls, with the private key
    let customer = try await merchant.createCustomer(merchantCustomerID: "shopper-1")
    let session = try await merchant.createCheckoutSession(
        amount: 120, currency: "COP", country: "CO", customerID: customer.id)
    let client = try YunoClient(  // the card form offers "save card"
        apiKey: sandbox.publicAPIKey, config: YunoConfig(saveCardEnabled: true), transport: sandbox)

    let outcome = await client.seamlessPayment(
        with: SeamlessParams(
            checkoutSession: session.checkoutSession, countryCode: "CO",
            viewController: ScriptedCustomer.paying(with: .visaApproved, saveCard: true)),
        paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))

    #expect(outcome.result == .succeeded)
    let saved = try await merchant.customerPaymentMethods(customerID: customer.id)
    #expect(saved.map(\.type) == ["CARD"])
}
// end-snippet

// snippet: sandbox-emulator
@Test("The emulator records the requests and the one payment of a flow")
@MainActor
func emulatorRecordsTheFlow() async throws {
    let sandbox = YunoSandbox(configuration: .init(seed: 7))  // seeded: every run makes the same ids
    let session = try await MerchantBackend(sandbox: sandbox).createCheckoutSession(
        amount: 120, currency: "COP", country: "CO")
    let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)

    let result = await client.startPaymentSeamlessLite(
        with: SeamlessParams(
            checkoutSession: session.checkoutSession, countryCode: "CO",
            viewController: ScriptedCustomer.paying(with: .visaApproved)),
        paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))

    #expect(result == .succeeded)
    let ledger = await sandbox.ledger()  // every payment the emulator made
    #expect(ledger.map(\.status) == ["SUCCEEDED"])
    #expect(ledger.first?.checkoutSession == session.checkoutSession)
    let requests = await sandbox.requests()  // every request it received, labelled by endpoint
    #expect(requests.filter { $0.endpoint == .createSeamlessPayment }.count == 1)
}
// end-snippet
