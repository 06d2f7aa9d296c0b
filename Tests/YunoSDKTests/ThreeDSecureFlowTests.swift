import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// 3-D Secure as Yuno publishes it: the bank decides, the backend holds the status, the SDK reads it. Each test plays
/// the shopper at the bank's page (the emulator's access control server) and checks that the flow reports what the
/// backend holds, however the page ended, and that no request ever carries an authentication result.
@Suite("3-D Secure: the bank decides, the SDK reads", .timeLimit(.minutes(3)))
@MainActor
struct ThreeDSecureFlowTests {
    /// Every request body the SDK sent, recorded by a middleware.
    final class Bodies: Sendable {
        private let lock = NSLock()
        nonisolated(unsafe) private var bodies: [String] = []

        var middleware: HookMiddleware {
            HookMiddleware(matches: { [self] request in
                let text = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
                lock.withLock { bodies.append(text) }
                return false
            })
        }

        var all: [String] { lock.withLock { bodies } }
    }

    @Test("Closed after approving at the bank: read back as succeeded, the page's ending never taken as a result")
    func closedAfterApproving() async throws {
        let bodies = Bodies()
        let harness = try Harness(middlewares: [bodies.middleware], statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = ScriptedCustomer(
            form: .pay(.threeDSChallenge), challenge: .approveThenClose, bank: harness.sandbox)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.result == .succeeded)
        #expect(outcome.status == .succeeded)
        #expect(customer.events.filter { $0 == .challengeShown }.count == 1)
        #expect(await harness.threeDSResultRequests().isEmpty)
        for body in bodies.all {
            for claim in ["AUTHENTICATED", "ABANDONED", "three_d_secure", "transaction_id"] {
                #expect(!body.contains(claim), "a request body carries \(claim)")
            }
        }
    }

    @Test("Closed without answering the bank: the payment still waits, reported as processing, not challenged again")
    func closedWithoutAnswer() async throws {
        let harness = try Harness(statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .close, bank: harness.sandbox)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.result == .processing)
        #expect(outcome.status == .pending)
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(customer.events.filter { $0 == .challengeShown }.count == 1)
    }

    @Test("The bank answers while the page is open: the status poll sees it, closes the page and the flow succeeds")
    func pollSeesTheBanksAnswer() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore, bank: harness.sandbox)

        let flow = Task { await harness.pay(session, customer: customer) }
        while !customer.events.contains(.challengeShown) { await Task.yield() }
        let transaction = try #require(await Self.openChallenge(harness.sandbox, session: session))
        let code = try await harness.sandbox.challengePage(transactionID: transaction).code
        try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: code))
        let outcome = await flow.value

        #expect(outcome.result == .succeeded)
        #expect(customer.events.contains(.dismissed), "the SDK closed the page the shopper left open")
        #expect(await harness.client.context.timeouts.count == 0, "no poll or challenge deadline outlives the flow")
        #expect(await harness.threeDSResultRequests().isEmpty)
    }

    @Test("A return link whose query claims success is not trusted: the backend still waits, so processing")
    func forgedReturnLink() async throws {
        let harness = try Harness(statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore, bank: harness.sandbox)

        let flow = Task { await harness.pay(session, customer: customer) }
        while !customer.events.contains(.challengeShown) { await Task.yield() }
        let forged = URL(
            string: "yunotest://payment?checkout_session=\(session)&status=SUCCEEDED&three_d_secure=AUTHENTICATED")!
        #expect(harness.client.receiveDeeplink(forged), "the return link is the flow's")
        let outcome = await flow.value

        #expect(outcome.result == .processing)
        #expect(outcome.status == .pending)
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "PENDING")
    }

    @Test("A challenge page that is not https is never opened: unsupportedAction, and the payment is read back")
    func insecureChallengePage() async throws {
        let rewrite = HookMiddleware.rewritingDetail("card", of: { $0.path.hasSuffix("/payments") }) { card in
            card["redirect_url"] = "http://acs.example/challenge"
        }
        let harness = try Harness(middlewares: [rewrite])
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .approve, bank: harness.sandbox)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.error == .unsupportedAction("THREE_D_SECURE with a URL that is not https"))
        #expect(!customer.events.contains(.challengeShown))
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(outcome.status == .pending, "read back: the backend still waits on the bank")
    }

    @Test("A challenged payment without a callback_url gets missingCallbackURL, no page, and its status read")
    func missingCallback() async throws {
        let harness = try Harness()
        let session = try await harness.session(callbackURL: nil)
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .approve, bank: harness.sandbox)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.error == .missingCallbackURL)
        #expect(!customer.events.contains(.challengeShown))
        #expect(outcome.status == .pending)
    }

    @Test("The bank's answer after the challenge time: the flow reported what the backend held when it read")
    func answerAfterTimeout() async throws {
        let timer = ManualTimer()
        let harness = try Harness(sleep: { try await timer.sleep(for: $0) }, statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore, bank: harness.sandbox)

        let flow = Task { await harness.pay(session, customer: customer) }
        _ = await timer.waitForSleeper()
        await timer.fireAll()
        let outcome = await flow.value
        #expect(outcome.result == .processing)

        let transaction = try #require(await Self.openChallenge(harness.sandbox, session: session))
        let code = try await harness.sandbox.challengePage(transactionID: transaction).code
        try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: code))
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "SUCCEEDED")
        #expect(await harness.client.outcome(forCheckoutSession: session)?.result == .processing, "one result only")
    }

    @Test("The bank's page: a wrong code or a second answer changes nothing; an unknown challenge is refused")
    func bankPageRules() async throws {
        let harness = try Harness(statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore, bank: harness.sandbox)
        let flow = Task { await harness.pay(session, customer: customer) }
        while !customer.events.contains(.challengeShown) { await Task.yield() }
        let transaction = try #require(await Self.openChallenge(harness.sandbox, session: session))
        let page = try await harness.sandbox.challengePage(transactionID: transaction)

        await #expect(throws: SandboxError.wrongChallengeCode(transactionID: transaction)) {
            try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: "000000x"))
        }
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "PENDING")
        try await harness.sandbox.answerChallenge(transactionID: transaction, .decline)
        await #expect(throws: SandboxError.self) {
            try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: page.code))
        }
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "REJECTED")
        await #expect(throws: SandboxError.unknownChallenge("nope")) {
            try await harness.sandbox.answerChallenge(transactionID: "nope", .decline)
        }
        #expect(await harness.client.cancelFlow(checkoutSession: session))
        #expect(await flow.value.result == .reject, "cancelled after the bank declined: named with its real status")
    }

    @Test("Headless continueCardPayment: processing first, then one final result, on the main actor")
    func headlessContinuation() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let headless = try harness.client.apiClientPayment(countryCode: "CO", checkoutSession: session)
        let token = try await headless.generateToken(
            data: TokenCollectedData(
                checkoutSession: session,
                paymentMethod: CollectedData(
                    type: "CARD",
                    card: CardData(
                        detail: CardData.Detail(
                            number: TestCard.threeDSChallenge.number, expirationMonth: 11, expirationYear: 28,
                            securityCode: "123", holderName: "John Doe")))))
        _ = try await harness.merchantPays(session, token: try #require(token["token"] as? String))
        let customer = ScriptedCustomer(challenge: .approve, bank: harness.sandbox)

        let results = AsyncStream.makeStream(of: Yuno.Result.self)
        headless.continueCardPayment(presenter: customer) { result in
            MainActor.assertIsolated()
            results.continuation.yield(result)
        }
        var received: [Yuno.Result] = []
        for await result in results.stream {
            received.append(result)
            if received.count == 2 { break }
        }

        #expect(received == [.processing, .succeeded])
        #expect(customer.events.contains(.challengeShown))
        #expect(await harness.threeDSResultRequests().isEmpty)
    }

    @Test("Headless getThreeDSecureChallenge (deprecated): the bank's page and the way back; nothing pending → typed")
    @available(*, deprecated)
    func headlessChallengeURL() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let headless = try harness.client.apiClientPayment(countryCode: "CO", checkoutSession: session)
        await #expect(throws: YunoError.paymentNotCreated) {
            try await headless.getThreeDSecureChallenge(checkoutSession: session)
        }
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .close, bank: harness.sandbox)
        _ = await harness.pay(session, customer: customer)

        let challenge = try await headless.getThreeDSecureChallenge(checkoutSession: session)
        #expect(challenge.url.absoluteString.hasPrefix("https://sandbox.y.uno/3ds/challenge/"))
        #expect(challenge.callbackURL.absoluteString == Harness.callbackURL)
        #expect(challenge.data == challenge.url.absoluteString)
        let other = UUID().uuidString.lowercased()
        await #expect(throws: YunoError.checkoutSessionMismatch(expected: session, given: other)) {
            try await headless.getThreeDSecureChallenge(checkoutSession: other)
        }
        try await harness.sandbox.answerChallenge(transactionID: challenge.transactionID, .decline)
        await #expect(throws: YunoError.noChallengePending(status: "REJECTED")) {
            try await headless.getThreeDSecureChallenge(checkoutSession: session)
        }
    }

    /// The transaction id of the open challenge of `session`'s payment.
    static func openChallenge(_ sandbox: YunoSandbox, session: String) async -> String? {
        let response = try? await sandbox.send(
            YunoHTTPRequest(
                method: .get, path: "/v1/checkout/sessions/\(session)/payment",
                headers: ["public-api-key": sandbox.publicAPIKey]),
            baseURL: URL(string: "https://api-sandbox.y.uno")!)
        guard let body = response?.body,
            let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let method = json["payment_method"] as? [String: Any],
            let detail = method["payment_method_detail"] as? [String: Any],
            let card = detail["card"] as? [String: Any], let url = card["redirect_url"] as? String
        else { return nil }
        return URL(string: url)?.lastPathComponent
    }
}
