import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// The facade's rules, on a `YunoFacade` instance of each test's own (the static `Yuno` facade forwards to one
/// shared instance; tests never touch it).
@Suite(
    "The Yuno facade: one flow at a time, config changes never orphan a flow, nothing kept alive",
    .timeLimit(.minutes(3)))
@MainActor
struct FacadeTests {
    @Test("A second startPaymentLite while one runs is refused with a result; the first flow is untouched and ends")
    func secondLiteStartIsRefused() async throws {
        let harness = try Harness()
        let facade = YunoFacade()
        facade.install(harness.client)
        let session = try await harness.session()
        let other = try await harness.session()
        let first = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer.paying(with: .visaApproved))
        let second = RecordingDelegate(checkoutSession: other, presenter: ScriptedCustomer())
        let card = SelectedPaymentMethod(paymentMethodType: "CARD")

        facade.startPaymentLite(with: first, paymentSelected: card, showPaymentStatus: true)
        let token = try #require(await first.nextToken())
        facade.startPaymentLite(with: second, paymentSelected: card, showPaymentStatus: true)

        #expect(second.results == [.internalError], "the refused delegate hears its result")
        #expect(facade.activeSession == session)
        _ = try await harness.merchantPays(session, token: token)
        facade.continuePayment(showPaymentStatus: true)
        #expect(await first.nextResult() == .succeeded)
        await facade.activeFlowEnded()
        #expect(facade.activeSession == nil)
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test("Changing the config while a flow runs: the flow keeps going, continuePayment reaches it, it ends paid")
    func configChangeDoesNotOrphan() async throws {
        let harness = try Harness()
        let facade = YunoFacade()
        facade.install(harness.client)
        let session = try await harness.session()
        let delegate = RecordingDelegate(
            checkoutSession: session, presenter: ScriptedCustomer.paying(with: .visaApproved))
        facade.startPaymentLite(
            with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: true)
        let token = try #require(await delegate.nextToken())

        var config = facade.config
        config.appearance = .dark
        facade.setConfig(config)
        #expect(facade.client !== harness.client)
        #expect(facade.client?.config.appearance == .dark)

        _ = try await harness.merchantPays(session, token: token)
        facade.continuePayment(showPaymentStatus: true)
        #expect(await delegate.nextResult() == .succeeded)
        #expect(delegate.results == [.succeeded])
    }

    @Test("After initialize(client:), a config change keeps the injected transport, logger and options")
    func configChangeKeepsInjectedParts() async throws {
        let harness = try Harness()
        let facade = YunoFacade()
        facade.install(harness.client)
        var config = facade.config
        config.keepLoader = true
        facade.setConfig(config)

        let rebuilt = try #require(facade.client)
        #expect(rebuilt.transport as? YunoSandbox === harness.sandbox)
        #expect(rebuilt.options.statusPollInterval == harness.client.options.statusPollInterval)
        #expect(rebuilt.options.middlewares.isEmpty)
        let session = try await harness.session()
        let before = harness.logs.all.count
        _ = await rebuilt.seamlessPayment(
            with: SeamlessParams(
                checkoutSession: session, countryCode: "CO",
                viewController: ScriptedCustomer.paying(with: .visaApproved)),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(harness.logs.all.count > before, "the injected logger still hears the rebuilt client")
    }

    @Test("The facade keeps no delegate (nor its view controller) alive after the flow ends")
    func delegateIsReleased() async throws {
        let harness = try Harness()
        let facade = YunoFacade()
        facade.install(harness.client)
        let session = try await harness.session()
        weak var released: RecordingDelegate?
        do {
            let delegate = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer(form: .cancel))
            released = delegate
            facade.startPaymentLite(
                with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"),
                showPaymentStatus: false)
            #expect(await delegate.nextResult() == .userCancelled)
        }
        await facade.activeFlowEnded()
        #expect(released == nil)
        #expect(facade.delegate == nil)
    }

    @Test("Before initialize, and with a private key, the facade refuses with a result and sends nothing")
    func refusalsBeforeInitialize() async throws {
        let facade = YunoFacade()
        let sandbox = YunoSandbox()
        let delegate = RecordingDelegate(checkoutSession: UUID().uuidString, presenter: nil)
        facade.startPaymentLite(
            with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"), showPaymentStatus: true)
        #expect(delegate.results == [.internalError])
        #expect(throws: YunoError.privateKeyNotAllowed) {
            try facade.initialize(apiKey: sandbox.privateSecretKey, config: YunoConfig())
        }
        #expect(facade.client == nil)
    }
}
