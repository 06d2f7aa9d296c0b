import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("The documentation's samples run against the emulator with exactly one result each", .timeLimit(.minutes(3)))
@MainActor
struct SeedSamplesTests {
    let sandbox = YunoSandbox()
    var merchant: MerchantBackend { MerchantBackend(sandbox: sandbox) }

    func client() throws -> YunoClient {
        try YunoClient(
            apiKey: sandbox.publicAPIKey, transport: sandbox,
            options: .init(middlewares: [], now: { Date(timeIntervalSince1970: 1_779_000_000) }))
    }

    @Test("Full checkout sample: list → select → startPayment → token → server payment → continuePayment")
    func fullSample() async throws {
        let client = try client()
        let session = try await merchant.createCheckoutSession(
            amount: 100, currency: "COP", country: "CO", workflow: "SDK_CHECKOUT", callbackURL: "merchantapp://payment"
        ).checkoutSession
        let model = FullCheckoutViewModel(
            checkoutSession: session, presenter: ScriptedCustomer.paying(with: .threeDSChallenge, bank: sandbox),
            client: client,
            merchant: merchant)

        let list = await client.getPaymentMethodViewAsync(delegate: model)
        list.select(try #require(list.items.first { $0.paymentMethodType == "CARD" }))
        try client.startPayment(with: model, showPaymentStatus: true)
        var finished = model.finished.makeAsyncIterator()

        #expect(await finished.next() == .succeeded)
        #expect(model.selectedType == "CARD")
        #expect(model.height > 0)
        #expect(model.results == [.succeeded])
        #expect(await sandbox.ledger().count == 1)
    }

    @Test("Render sample: startPaymentRenderFlow → formView → submitForm → token → server → continuePayment")
    func renderSample() async throws {
        let client = try client()
        let merchant = merchant
        let session = try await merchant.createCheckoutSession(
            amount: 100, currency: "COP", country: "CO", workflow: "SDK_CHECKOUT"
        ).checkoutSession
        let created = AsyncStream.makeStream(of: Void.self)
        let delegate = RenderSamplePaymentDelegate(
            checkoutSession: session, countryCode: "CO", viewController: nil,
            createPayment: { token in
                _ = try? await merchant.createPayment(
                    checkoutSession: session, token: token, amount: 100, currency: "COP", country: "CO")
                created.continuation.yield()
            })
        let selectedPaymentMethod = SelectedPaymentMethod(paymentMethodType: "CARD")

        let paymentFlow = await client.startPaymentRenderFlow(
            paymentMethodSelected: selectedPaymentMethod, with: delegate)
        let formView = await paymentFlow.formView(paymentMethodSelected: selectedPaymentMethod, with: delegate)
        let form = try #require(formView)
        form.number = "4507990000000002"
        form.expiry = "11/28"
        form.securityCode = "123"
        form.holderName = "John Doe"
        paymentFlow.submitForm()
        var createdIterator = created.stream.makeAsyncIterator()
        _ = await createdIterator.next()
        let additionalView = await paymentFlow.continuePayment()
        #expect(additionalView == nil)

        var results = delegate.results.makeAsyncIterator()
        #expect(await results.next() == .succeeded)
        #expect(await paymentFlow.task?.value.result == .succeeded)
    }

    @Test("Enrollment sample: customer session → card form → yunoEnrollmentResult once")
    func enrollmentSample() async throws {
        let client = try client()
        let customer = try await merchant.createCustomer(merchantCustomerID: "sample-customer")
        let customerSession = try await merchant.createCustomerSession(customerID: customer.id, country: "CO")
        let delegate = EnrollmentSampleDelegate(
            customerSession: customerSession.customerSession,
            viewController: ScriptedCustomer.paying(with: .mastercardApproved))

        client.enrollPayment(with: delegate, showPaymentStatus: true)

        var results = delegate.results.makeAsyncIterator()
        #expect(await results.next() == .succeeded)
        #expect(try await merchant.customerPaymentMethods(customerID: customer.id).count == 1)
    }
}
