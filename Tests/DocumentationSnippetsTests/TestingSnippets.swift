// Code shown in Documentation.docc/TestingWithTheEmulator.md (kept identical by Scripts/check-snippets.py).
// These are real tests: `swift test` runs them.

import Testing
import YunoSDK
import YunoSandbox

// snippet: testing-declined
@Test("A card declined by the bank is rejected, and the backend ledger agrees")
@MainActor
func declinedCardIsRejected() async throws {
    let sandbox = YunoSandbox(configuration: .init(seed: 42))
    let merchant = MerchantBackend(sandbox: sandbox)
    let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
    let session = try await merchant.createCheckoutSession(amount: 120, currency: "COP", country: "CO")
    let shopper = ScriptedCustomer.paying(with: .visaDeclinedByBank)

    let outcome = await client.seamlessPayment(
        with: SeamlessParams(checkoutSession: session.checkoutSession, countryCode: "CO", viewController: shopper),
        paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))

    #expect(outcome.result == .reject)
    #expect(outcome.subStatus == "DECLINED_BY_BANK")
    #expect(await sandbox.ledger().map(\.status) == ["DECLINED"])
    #expect(shopper.events.contains(.statusShown(.reject)))
}
// end-snippet

// snippet: testing-fault
@Test("A lost response to the payment creation is retried with the same idempotency key: one payment")
@MainActor
func lostResponseIsRetried() async throws {
    let sandbox = YunoSandbox()
    let merchant = MerchantBackend(sandbox: sandbox)
    // Retry at once (no backoff sleep), so the test is fast and deterministic.
    let options = YunoClient.Options(middlewares: [RetryMiddleware(jitter: { 1 }, sleep: { _ in })])
    let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox, options: options)
    let session = try await merchant.createCheckoutSession(amount: 120, currency: "COP", country: "CO")
    // The emulator creates the payment, then "loses" the response.
    await sandbox.inject(.dropResponse, on: .createSeamlessPayment)

    let result = await client.startPaymentSeamlessLite(
        with: SeamlessParams(
            checkoutSession: session.checkoutSession, countryCode: "CO",
            viewController: ScriptedCustomer.paying(with: .visaApproved)),
        paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))

    #expect(result == .succeeded)
    #expect(await sandbox.ledger().count == 1)
}
// end-snippet

// snippet: testing-pix
@Test("PIX: closing the QR code leaves the payment unpaid (READY_TO_PAY); the clock expires it")
@MainActor
func pixClosedThenExpired() async throws {
    let sandbox = YunoSandbox()
    let merchant = MerchantBackend(sandbox: sandbox)
    let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
    let session = try await merchant.createCheckoutSession(amount: 150, currency: "BRL", country: "BR")
    let params = SeamlessParams(
        checkoutSession: session.checkoutSession, countryCode: "BR", viewController: ScriptedCustomer(qrCode: .close))

    let closed = await client.seamlessPayment(
        with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "PIX"))
    #expect(closed.result == .processing)
    #expect(closed.subStatus == "CLOSED_BY_USER")
    #expect(await sandbox.payment(forCheckoutSession: session.checkoutSession)?.status == "READY_TO_PAY")

    await sandbox.advanceTime(by: 3_600)  // the emulator's clock: past the QR code's 30 minutes
    let reopened = await client.seamlessPayment(
        with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "PIX"))
    #expect(reopened.result == .fail)
    #expect(reopened.status == .expired)
}
// end-snippet

// snippet: testing-cancel
@Suite("Cancelling a payment", .timeLimit(.minutes(1)))
@MainActor
struct CancellationTests {
    @Test("Cancelled at the card form: userCancelled, and the emulator made no payment")
    func cancelAtTheCardForm() async throws {
        let sandbox = YunoSandbox()
        let session = try await MerchantBackend(sandbox: sandbox).createCheckoutSession(
            amount: 120, currency: "COP", country: "CO")
        let client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox)
        let shopper = ScriptedCustomer(form: .wait)  // opens the card form and never answers it

        let payment = Task {
            await client.seamlessPayment(
                with: SeamlessParams(
                    checkoutSession: session.checkoutSession, countryCode: "CO", viewController: shopper),
                paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        }
        // Wait until the shopper is at the card form, without sleeping: each yield lets the SDK's main-actor
        // call to the presenter run, and `events` is read on the main actor, where the presenter writes it.
        while !shopper.events.contains(.cardFormShown(attempt: 1)) { await Task.yield() }
        payment.cancel()
        let outcome = await payment.value

        #expect(outcome.result == .userCancelled)
        #expect(shopper.events.contains(.dismissed))  // the SDK closed the form
        #expect(await sandbox.ledger().isEmpty)  // no payment was made
        #expect(await !sandbox.requests().contains { $0.endpoint == .createToken })  // the card was never sent
    }
}
// end-snippet
