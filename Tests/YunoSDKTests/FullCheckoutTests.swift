import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("Full and Lite checkout: token to the merchant, continuePayment, exactly one result", .timeLimit(.minutes(3)))
@MainActor
struct FullCheckoutTests {
    @Test("Full: list, selection, form, one token with the token response keys, merchant payment, one result")
    func fullCardPayment() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .visaApproved)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: customer)

        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        #expect(list.items.map(\.paymentMethodType).contains("CARD"))
        #expect(delegate.heights == [list.height])
        let card = try #require(list.items.first { $0.paymentMethodType == "CARD" })
        list.select(card)
        #expect(delegate.selected == ["CARD"])

        let task = try harness.client.startPayment(with: delegate)
        let token = try #require(await delegate.nextToken())
        let info = try #require(delegate.information.first)
        #expect(info["token"] == token)
        #expect(info["type"] == "CARD")
        #expect(info["vault_on_success"] == "false")
        #expect(info["card_data.iin"] == "45079900")
        #expect(info["card_data.lfd"] == "0002")
        #expect(info["card_data.brand"] == "VISA")

        let payment = try await harness.merchantPays(session, token: token)
        try await harness.client.continuePayment(checkoutSession: session)
        let outcome = await task.value

        #expect(outcome.result == .succeeded)
        #expect(outcome.paymentID == payment.id)
        #expect(delegate.tokens.count == 1)
        #expect(delegate.results == [.succeeded])
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(ledger.first?.origin == .merchant)
        #expect(customer.events.contains(.statusShown(.succeeded)))
    }

    @Test("startPayment before a method is selected is refused with a typed error and nothing is sent")
    func startPaymentWithoutSelection() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let delegate = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer())
        let before = await harness.sandbox.requests().count

        #expect(throws: YunoError.noPaymentMethodSelected) { try harness.client.startPayment(with: delegate) }
        #expect(await harness.sandbox.requests().count == before)
        #expect(delegate.results.isEmpty)
    }

    @Test("continuePayment with no waiting flow is a typed no-op; a second continuePayment changes nothing")
    func continuePaymentMisuse() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await #expect(throws: YunoError.noFlowWaiting(operation: "continuePayment")) {
            try await harness.client.continuePayment(checkoutSession: session)
        }

        let (delegate, task, handedOver) = await harness.startLite(
            session, customer: ScriptedCustomer.paying(with: .visaApproved))
        let token = try #require(handedOver)
        _ = try await harness.merchantPays(session, token: token)
        try await harness.client.continuePayment(checkoutSession: session)
        await #expect(throws: YunoError.noFlowWaiting(operation: "continuePayment")) {
            try await harness.client.continuePayment(checkoutSession: session)
        }
        #expect(await task.value.result == .succeeded)
        await #expect(throws: YunoError.noFlowWaiting(operation: "continuePayment")) {
            try await harness.client.continuePayment(checkoutSession: session)
        }
        #expect(delegate.results == [.succeeded])
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test("continuePayment before the merchant created the payment ends with one internalError")
    func continueWithoutPayment() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let (delegate, task, handedOver) = await harness.startLite(
            session, customer: ScriptedCustomer.paying(with: .visaApproved))
        _ = try #require(handedOver)

        try await harness.client.continuePayment(checkoutSession: session)
        let outcome = await task.value

        #expect(outcome.error == .paymentNotCreated)
        #expect(delegate.results == [.internalError])
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test("A delegate implementing only yunoCreatePayment(with:) gets it, once")
    func tokenOnlyDelegate() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let delegate = TokenOnlyDelegate(
            checkoutSession: session, viewController: ScriptedCustomer.paying(with: .mastercardApproved))

        let task = harness.client.startPaymentLite(
            with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        var tokens = delegate.tokens.makeAsyncIterator()
        let token = try #require(await tokens.next())
        _ = try await harness.merchantPays(session, token: token)
        try await harness.client.continuePayment(checkoutSession: session)

        #expect(await task.value.result == .succeeded)
        var results = delegate.results.makeAsyncIterator()
        #expect(await results.next() == .succeeded)
    }

    @Test("Full with a 3DS card: continuePayment opens the challenge; the bank declines; one result read back")
    func fullWithChallenge() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .decline, bank: harness.sandbox)
        let (delegate, task, handedOver) = await harness.startLite(session, customer: customer)
        let token = try #require(handedOver)
        let payment = try await harness.merchantPays(session, token: token)
        #expect(payment.sdkActionRequired)

        try await harness.client.continuePayment(checkoutSession: session)

        #expect(await task.value.result == .reject)
        #expect(customer.events.contains(.challengeShown))
        #expect(delegate.results == [.reject])
        #expect(await harness.threeDSResultRequests().isEmpty)
    }

    @Test("keepLoader keeps the loader up after the token until continuePayment")
    func keepLoader() async throws {
        let harness = try Harness(config: YunoConfig(keepLoader: true))
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .visaApproved)
        let (delegate, task, handedOver) = await harness.startLite(
            session, customer: customer, showPaymentStatus: false)
        let token = try #require(handedOver)
        #expect(customer.isLoaderVisible)
        await harness.client.hideLoader(checkoutSession: session)
        #expect(!customer.isLoaderVisible)
        _ = try await harness.merchantPays(session, token: token)
        try await harness.client.continuePayment(checkoutSession: session, showPaymentStatus: false)
        #expect(await task.value.result == .succeeded)
        #expect(customer.lastStatusScreen == nil, "continuePayment(showPaymentStatus: false) shows no status screen")
        #expect(delegate.results == [.succeeded])
    }

    @Test("Cancelling a waiting Full flow delivers userCancelled once")
    func cancelWaitingFlow() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let (delegate, task, handedOver) = await harness.startLite(
            session, customer: ScriptedCustomer.paying(with: .visaApproved))
        _ = try #require(handedOver)

        await harness.client.cancelFlow(checkoutSession: session)

        #expect(await task.value.result == .userCancelled)
        #expect(delegate.results == [.userCancelled])
    }

    @Test("Unenrolling a saved card from the Full list reports success and the new height")
    func unenrollFromList() async throws {
        let harness = try Harness()
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: "shopper-u").id
        _ = try await harness.sandbox.vaultCard(
            number: "4507990000000002", expirationMonth: 11, expirationYear: 2028, holderName: "John Doe",
            forCustomer: customerID)
        let session = try await harness.session(customerID: customerID)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer())
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        let saved = try #require(list.items.first)
        #expect(saved.vaultedToken != nil, "saved methods come first")
        #expect(saved.title == "Visa •••• 0002")

        #expect(await list.unenroll(saved))

        #expect(delegate.unenrolls == [true])
        #expect(!list.items.contains(saved))
        #expect(delegate.heights.last == list.height)
        let again = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        #expect(!again.items.contains { $0.vaultedToken != nil })
    }
}
