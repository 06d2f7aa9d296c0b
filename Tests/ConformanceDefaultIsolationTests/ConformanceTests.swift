import Foundation
import Testing
import YunoSDK
import YunoSandbox

/// The three documented conformance options, each running real flows. The same file is compiled in default
/// (nonisolated) isolation and, through a symbolic link, with `.defaultIsolation(MainActor.self)`.
@Suite("Conformance options, compiled in this target's isolation mode", .timeLimit(.minutes(3)))
struct ConformanceTests {
    let sandbox = YunoSandbox()

    func client() throws -> YunoClient {
        try YunoClient(
            apiKey: sandbox.publicAPIKey, transport: sandbox,
            options: .init(middlewares: [], now: { Date(timeIntervalSince1970: 1_779_000_000) }))
    }

    func session() async throws -> String {
        try await MerchantBackend(sandbox: sandbox).createCheckoutSession(amount: 100, currency: "COP", country: "CO")
            .checkoutSession
    }

    @Test("Option 1: immutable nonisolated properties")
    @MainActor
    func option1() async throws {
        let delegate = ImmutableCheckoutViewController(
            checkoutSession: try await session(), presenter: ScriptedCustomer.paying(with: .visaApproved))
        let result = try await client().startPaymentSeamlessLite(
            delegate: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(result == .succeeded)
        #expect(delegate.received == [.succeeded])
    }

    @Test("Option 2: MainActor.assumeIsolated over mutable state")
    @MainActor
    func option2() async throws {
        let delegate = ConfigurableCheckoutViewController(
            checkoutSession: try await session(), presenter: ScriptedCustomer(form: .cancel))
        delegate.configLanguage = "es"
        let result = try await client().startPaymentSeamlessLite(
            delegate: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(result == .userCancelled)
        #expect(delegate.received == [.userCancelled])
        #expect(await sandbox.ledger().isEmpty)
    }

    @Test("Option 3: a non-actor service class")
    @MainActor
    func option3() async throws {
        let presenter = ScriptedCustomer.paying(with: .visaDeclinedByBank)
        let service = PaymentService(
            countryCode: "CO", language: nil, checkoutSession: try await session(), viewController: presenter)
        let result = try await client().startPaymentSeamlessLite(
            delegate: service, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        #expect(result == .reject)
        var iterator = service.results.makeAsyncIterator()
        #expect(await iterator.next() == .reject)
    }

    @Test("All three options, 60 concurrent flows: one result each, matching the ledger")
    @MainActor
    func concurrentMix() async throws {
        let client = try client()
        var delegates: [any YunoPaymentDelegate] = []
        for index in 0..<60 {
            let card: TestCard =
                index % 3 == 0 ? .visaApproved : (index % 3 == 1 ? .visaInsufficientFunds : .mastercardApproved)
            let customer = index % 10 == 9 ? ScriptedCustomer(form: .cancel) : ScriptedCustomer.paying(with: card)
            let session = try await session()
            switch index % 3 {
            case 0: delegates.append(ImmutableCheckoutViewController(checkoutSession: session, presenter: customer))
            case 1: delegates.append(ConfigurableCheckoutViewController(checkoutSession: session, presenter: customer))
            default:
                delegates.append(
                    PaymentService(
                        countryCode: "CO", language: "en", checkoutSession: session, viewController: customer))
            }
        }
        let results = await withTaskGroup(of: (String, Yuno.Result).self) { group in
            for delegate in delegates {
                let session = delegate.checkoutSession
                group.addTask {
                    (
                        session,
                        await client.startPaymentSeamlessLite(
                            delegate: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
                    )
                }
            }
            var results: [String: Yuno.Result] = [:]
            for await (session, result) in group { results[session] = result }
            return results
        }
        #expect(results.count == 60)
        let ledger = await sandbox.ledger()
        let paid = results.filter { $0.value != .userCancelled }
        #expect(ledger.count == paid.count)
        for entry in ledger {
            #expect(PaymentStatus(rawValue: entry.status)?.result == results[entry.checkoutSession])
        }
    }
}
