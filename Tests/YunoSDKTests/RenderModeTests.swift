import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("Render mode: the merchant embeds the form and the additional views", .timeLimit(.minutes(3)))
@MainActor
struct RenderModeTests {
    static let card = SelectedPaymentMethod(paymentMethodType: "CARD")

    @Test("formView → invalid submit sends nothing → valid submit → token → continuePayment → nil → one result")
    func cardWithoutAction() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let delegate = RecordingDelegate(checkoutSession: session, presenter: nil)
        let flow = harness.client.startPaymentRender(paymentMethodSelected: Self.card, with: delegate)

        let form = try #require(await flow.formView(paymentMethodSelected: Self.card, with: delegate))
        form.number = "4507 9900 0000 0003"  // fails Luhn
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
        flow.submitForm()
        #expect(form.error(for: .number) != nil)
        #expect(await harness.requestCount(.createToken) == 0)

        form.number = "4507 9900 0000 0002"
        flow.submitForm()
        flow.submitForm()  // a second submit while tokenizing does nothing
        let token = try #require(await delegate.nextToken())
        _ = try await harness.merchantPays(session, token: token)

        let additional = await flow.continuePayment()

        #expect(additional == nil)
        #expect(await flow.task?.value.result == .succeeded)
        #expect(delegate.tokens.count == 1)
        #expect(delegate.results == [.succeeded])
        #expect(await harness.requestCount(.createToken) == 1)
    }

    @Test("A 3DS card: continuePayment returns the challenge view; the bank decides; the page's end is read back")
    func challengeView() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let delegate = RecordingDelegate(checkoutSession: session, presenter: nil)
        let flow = harness.client.startPaymentRender(paymentMethodSelected: Self.card, with: delegate)
        let form = try #require(await flow.formView(paymentMethodSelected: Self.card, with: delegate))
        form.number = "4024007189449340"
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
        flow.submitForm()
        let token = try #require(await delegate.nextToken())
        _ = try await harness.merchantPays(session, token: token)

        let view = try #require(await flow.continuePayment())
        guard case .threeDSChallenge(let challenge) = view.kind else {
            Issue.record("expected a 3DS challenge, got \(view.kind)")
            return
        }
        #expect(challenge.timeout >= .seconds(300))
        #expect(challenge.callbackURL.absoluteString == Harness.callbackURL)
        let code = try await harness.sandbox.challengePage(transactionID: challenge.transactionID).code
        try await harness.sandbox.answerChallenge(transactionID: challenge.transactionID, .approve(code: code))
        view.completeChallenge(.closed)  // closed after approving: the bank's answer stands
        view.completeChallenge(.returned)  // only the first answer counts

        #expect(await flow.task?.value.result == .succeeded)
        #expect(delegate.results == [.succeeded])
        #expect(await harness.threeDSResultRequests().isEmpty)
    }

    @Test("A vaulted token needs no form: formView returns nil and the flow goes straight to the token")
    func vaultedNeedsNoForm() async throws {
        let harness = try Harness()
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: "render-1").id
        let vaulted = try await harness.sandbox.vaultCard(
            number: "5252440000000002", expirationMonth: 11, expirationYear: 2028, holderName: "John Doe",
            forCustomer: customerID)
        let session = try await harness.session(customerID: customerID)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: nil)
        let method = SelectedPaymentMethod(paymentMethodType: "CARD", vaultedToken: vaulted)
        let flow = await harness.client.startPaymentRenderFlow(paymentMethodSelected: method, with: delegate)

        #expect(await flow.formView(paymentMethodSelected: method, with: delegate) == nil)
        var turns = 0
        while !flow.isWaitingForSubmit && turns < 100_000 {
            await Task.yield()
            turns += 1
        }
        #expect(flow.isWaitingForSubmit, "the flow stops before tokenizing until the merchant's pay button")
        #expect(await harness.requestCount(.createToken) == 0, "nothing is tokenized before the pay button")
        flow.submitForm()  // the merchant's pay button, as in the documentation's sample
        flow.submitForm()
        let token = try #require(await delegate.nextToken())
        _ = try await harness.merchantPays(session, token: token)
        #expect(await flow.continuePayment() == nil)
        #expect(await flow.task?.value.result == .succeeded)
        #expect(delegate.tokens.count == 1)
    }

    @Test("Bad input in render mode: one internalError to the delegate, no form, nothing sent")
    func badInput() async throws {
        let harness = try Harness()
        let delegate = RecordingDelegate(checkoutSession: "nope", presenter: nil)
        let flow = harness.client.startPaymentRender(paymentMethodSelected: Self.card, with: delegate)
        #expect(await flow.formView(paymentMethodSelected: Self.card, with: delegate) == nil)
        #expect(await flow.task?.value.error == .invalidCheckoutSession("nope"))
        #expect(delegate.results == [.internalError])
        #expect(await harness.sandbox.requests().isEmpty)
    }
}
