import Foundation
import Testing
import YunoSDK
import YunoSandbox
import YunoSandboxServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The HTTP emulator, driven by the SDK's URLSessionTransport over loopback", .serialized)
struct HTTPEmulatorTests {
    static let noBackoff = RetryMiddleware(jitter: { 1 }, sleep: { _ in })

    @Test("A full seamless card payment over HTTP succeeds, and the server logs each request")
    func fullFlow() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.session()
        let outcome = await world.pay(session, with: try world.client(), customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        let ledger = await world.sandbox.ledger()
        #expect(ledger.map(\.paymentID) == [outcome.paymentID].compactMap { $0 })
        try await world.stop()
        let log = world.logLines.all
        #expect(log.contains { $0.hasPrefix("POST /v1/checkout/sessions → 200") })
        #expect(log.contains { $0.hasPrefix("POST /v1/checkout/sessions/\(session)/payments → 201") })
        #expect(!log.joined().contains("4507990000000002"), "the log never holds card data")
    }

    @Test("A 3DS challenge and a decline over HTTP end as the cards say")
    func challengeAndDecline() async throws {
        let world = try await HTTPWorld.start()
        let client = try world.client()
        let challenge = try await world.session()
        let challenged = await world.pay(
            challenge, with: client,
            customer: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .approve, bank: world.sandbox))
        #expect(challenged.result == .succeeded, "\(challenged)")
        let decline = try await world.session()
        let declined = await world.pay(decline, with: client, customer: .paying(with: .visaDoNotHonor))
        #expect(declined.result == .reject)
        #expect(declined.status == .declined)
        try await world.stop()
    }

    @Test("Connection refused: the flow ends with a transport error after the retries, nothing is charged")
    func connectionRefused() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.session()
        let client = try world.client(middlewares: [Self.noBackoff])
        try await world.stop()
        let outcome = await world.pay(session, with: client, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .internalError)
        #expect(
            outcome.error
                == .transport(operation: "payment methods", detail: "URLError \(URLError.cannotConnectToHost.rawValue)")
        )
        #expect(await world.sandbox.ledger().isEmpty)
    }

    @Test("Server timeout: a hung request is answered 504 REQUEST_TIMEOUT, the GET is retried and the flow pays")
    func serverTimeout() async throws {
        let world = try await HTTPWorld.start(requestTimeout: .milliseconds(200))
        let session = try await world.session()
        await world.sandbox.inject(.timeout, on: .listPaymentMethods)
        let outcome = await world.pay(
            session, with: try world.client(middlewares: [Self.noBackoff]), customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(world.logLines.all.contains { $0.contains("payment-methods → 504 server timeout") })
        let methods = await world.sandbox.requests().filter { $0.endpoint == .listPaymentMethods }
        #expect(methods.map(\.status) == [nil, 200])
        try await world.stop()
    }

    @Test("Client timeout: the SDK gives up on a hung payment creation, retries with the same key, pays once")
    func clientTimeout() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.session()
        await world.sandbox.inject(.timeout, on: .createSeamlessPayment)
        let client = try world.client(middlewares: [Self.noBackoff, TimeoutMiddleware(timeout: .milliseconds(300))])
        let outcome = await world.pay(session, with: client, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(await world.sandbox.ledger().count == 1)
        #expect(await world.sandbox.requests().filter { $0.endpoint == .createSeamlessPayment }.count == 2)
        try await world.stop()
    }

    @Test(
        "URLSession's own request timeout: a hung payment creation times out, is retried with the same key, pays once")
    func transportTimeout() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.session()
        await world.sandbox.inject(.timeout, on: .createSeamlessPayment)
        let client = try world.client(middlewares: [Self.noBackoff], requestTimeout: .seconds(1))
        let outcome = await world.pay(session, with: client, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded, "\(outcome)")
        #expect(await world.sandbox.ledger().count == 1)
        #expect(await world.sandbox.requests().filter { $0.endpoint == .createSeamlessPayment }.count == 2)
        try await world.stop()
    }

    @Test("Connection dropped mid-response after the payment was committed: the retry with the same key → one payment")
    func droppedResponseThenRetry() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.session()
        await world.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        let outcome = await world.pay(
            session, with: try world.client(middlewares: [Self.noBackoff]), customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        let ledger = await world.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(ledger.first?.paymentID == outcome.paymentID)
        #expect(await world.sandbox.requests().filter { $0.endpoint == .createSeamlessPayment }.count == 2)
        #expect(world.logLines.all.contains { $0.contains("payments → connection dropped mid-response") })
        try await world.stop()
    }

    @Test("Dropped mid-response with no retry at all: the SDK reads the session's payment and reports it")
    func droppedResponseIsReconciled() async throws {
        let world = try await HTTPWorld.start()
        let session = try await world.session()
        await world.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        let outcome = await world.pay(session, with: try world.client(), customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(await world.sandbox.ledger().map(\.paymentID) == [outcome.paymentID].compactMap { $0 })
        #expect(await world.sandbox.requests().filter { $0.endpoint == .createSeamlessPayment }.count == 1)
        try await world.stop()
    }

    @Test("Merchant endpoints are served: a bad private key is 401 INVALID_CREDENTIALS")
    func merchantEndpointsNeedThePrivateKey() async throws {
        let world = try await HTTPWorld.start()
        let impostor = MerchantBackend(
            transport: URLSessionTransport(), baseURL: world.baseURL, publicAPIKey: world.sandbox.publicAPIKey,
            privateSecretKey: "sandbox_sk_wrong", accountID: world.sandbox.accountID)
        await #expect(throws: MerchantBackendError.self) {
            _ = try await impostor.createCheckoutSession(amount: 10, currency: "USD", country: "US")
        }
        try await world.stop()
    }
}
