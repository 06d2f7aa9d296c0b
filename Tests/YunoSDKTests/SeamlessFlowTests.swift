import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("Seamless Lite flows against the emulator", .timeLimit(.minutes(3)))
@MainActor
struct SeamlessFlowTests {
    @Test("An approved Visa pays once: SUCCEEDED in the ledger, status screen shown, loader hidden")
    func approvedCardSucceeds() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .visaApproved)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.result == .succeeded)
        #expect(outcome.status == .succeeded)
        #expect(outcome.error == nil)
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(ledger.first?.paymentID == outcome.paymentID)
        #expect(ledger.first?.status == "SUCCEEDED")
        #expect(ledger.first?.amount == Decimal(string: "120.50"))
        #expect(customer.events.contains(.cardFormShown(attempt: 1)))
        #expect(customer.events.contains(.statusShown(.succeeded)))
        #expect(customer.lastStatusScreen?.paymentID == outcome.paymentID)
        #expect(customer.lastMaskedCard == "450799••••0002")
        #expect(!customer.isLoaderVisible)
        #expect(await harness.client.outcome(forCheckoutSession: session) == outcome)
    }

    @Test(
        "Declines by test-card suffix map to the backend status and result",
        arguments: [
            (TestCard.visaInsufficientFunds, Yuno.Result.reject, "DECLINED", "INSUFFICIENT_FUNDS"),
            (TestCard.visaDeclinedByBank, .reject, "DECLINED", "DECLINED_BY_BANK"),
            (TestCard.visaDoNotHonor, .reject, "DECLINED", "DO_NOT_HONOR"),
            (TestCard.visaInvalidSecurityCode, .reject, "DECLINED", "INVALID_SECURITY_CODE"),
            (TestCard.visaInvalidCardData, .reject, "REJECTED", "INVALID_CARD_DATA"),
            (TestCard.visaReportedStolen, .reject, "REJECTED", "REPORTED_STOLEN"),
            (TestCard.visaError, .fail, "ERROR", "ERROR"),
            (TestCard.mastercardApproved, .succeeded, "SUCCEEDED", "APPROVED"),
            (TestCard.amexApproved, .succeeded, "SUCCEEDED", "APPROVED"),
        ])
    func testCardOutcomes(card: TestCard, result: Yuno.Result, status: String, subStatus: String) async throws {
        let harness = try Harness()
        let session = try await harness.session()

        let outcome = await harness.pay(session, customer: .paying(with: card))

        #expect(outcome.result == result)
        #expect(outcome.status?.rawValue == status)
        #expect(outcome.subStatus == subStatus)
        let entry = await harness.sandbox.payment(forCheckoutSession: session)
        #expect(entry?.status == status)
        #expect(entry?.subStatus == subStatus)
    }

    @Test(
        "A 3DS challenge ends as the bank decided: the shopper answers the bank, the SDK reads the payment",
        arguments: [
            (ScriptedCustomer.ChallengeAction.approve, Yuno.Result.succeeded, PaymentStatus.succeeded),
            (.decline, .reject, .rejected),
            (.cancel, .fail, .canceled),
        ])
    func challenge(action: ScriptedCustomer.ChallengeAction, result: Yuno.Result, status: PaymentStatus) async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: action, bank: harness.sandbox)

        let outcome = await harness.pay(session, customer: customer)

        #expect(customer.events.contains(.challengeShown))
        #expect(outcome.result == result)
        #expect(outcome.status == status)
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == status.rawValue)
        #expect(await harness.threeDSResultRequests().isEmpty, "no request carries a 3DS result")
    }

    @Test("A challenge page nobody answers times out (injected clock): the payment is reported as the backend holds it")
    func challengeTimeout() async throws {
        let timer = ManualTimer()
        // Polls slower than the challenge time, so the queue's first deadline is the challenge's.
        let harness = try Harness(sleep: { try await timer.sleep(for: $0) }, statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore, bank: harness.sandbox)

        async let outcome = harness.pay(session, customer: customer)
        let requested = await timer.waitForSleeper()
        #expect(requested >= .seconds(300))
        await timer.fireAll()

        #expect(await outcome.result == .processing, "still waiting on the bank: never a claim")
        #expect(await outcome.status == .pending)
        #expect(customer.events.contains(.dismissed))
        #expect(await harness.threeDSResultRequests().isEmpty)
    }

    @Test("Frictionless 3DS succeeds without a challenge")
    func frictionless() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .threeDSFrictionless)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.result == .succeeded)
        #expect(!customer.events.contains(.challengeShown))
    }

    @Test("Cancelling at the card form ends userCancelled with no token and no payment")
    func cancelAtForm() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .cancel)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.result == .userCancelled)
        #expect(outcome.error == .cancelled)
        #expect(await harness.requestCount(.createToken) == 0)
        #expect(await harness.sandbox.ledger().isEmpty)
        #expect(!customer.events.contains(.statusShown(.userCancelled)))
    }

    @Test("Cancelling the task while the form is open ends promptly with userCancelled and nothing created")
    func taskCancellationAtForm() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .wait)

        let task = Task { await harness.pay(session, customer: customer) }
        while !customer.events.contains(.cardFormShown(attempt: 1)) { await Task.yield() }
        task.cancel()
        let outcome = await task.value

        #expect(outcome.result == .userCancelled)
        #expect(await harness.sandbox.ledger().isEmpty)
        #expect(await harness.requestCount(.createToken) == 0)
        #expect(await harness.client.activeFlow(forCheckoutSession: session) == nil)
    }

    @Test("A second start for a session whose flow is active is refused at once; one payment is made")
    func secondStartRefused() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let waiting = ScriptedCustomer(form: .wait)

        let first = Task { await harness.pay(session, customer: waiting) }
        while !waiting.events.contains(.cardFormShown(attempt: 1)) { await Task.yield() }
        let second = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(second.result == .internalError)
        #expect(second.error == .flowAlreadyActive(checkoutSession: session))
        first.cancel()
        #expect(await first.value.result == .userCancelled)

        let third = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(third.result == .succeeded)
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test("A session that already has a payment cannot be paid twice")
    func onePaymentPerSession() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        #expect(await harness.pay(session, customer: .paying(with: .visaApproved)).result == .succeeded)

        let again = await harness.pay(session, customer: .paying(with: .mastercardApproved))

        #expect(again.result == .internalError)
        guard again.error?.httpStatus == 400 else {
            Issue.record("expected a 400 from the emulator, got \(String(describing: again.error))")
            return
        }
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test("An invalid card is not submitted: the form is shown again until the shopper cancels")
    func invalidCardNeverSubmitted() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let bad = TestCard(number: "4507990000000003")  // fails Luhn
        let customer = ScriptedCustomer(form: .pay(bad))

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.result == .internalError)
        guard outcome.error?.code == .invalidCard else {
            Issue.record("expected invalidCard, got \(String(describing: outcome.error))")
            return
        }
        #expect(customer.events.contains(.cardFormShown(attempt: 2)))
        #expect(await harness.requestCount(.createToken) == 0)
    }

    @Test("A vaulted card pays without showing the form")
    func vaultedToken() async throws {
        let harness = try Harness()
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: "shopper-1").id
        let vaulted = try await harness.sandbox.vaultCard(
            number: "4507990000000002", expirationMonth: 11, expirationYear: 2028, holderName: "John Doe",
            forCustomer: customerID)
        let session = try await harness.session(customerID: customerID)
        let customer = ScriptedCustomer(form: .cancel)

        let outcome = await harness.pay(session, customer: customer, vaultedToken: vaulted)

        #expect(outcome.result == .succeeded)
        #expect(!customer.events.contains(.cardFormShown(attempt: 1)))
    }

    @Test("A vaulted token that is not the session customer's is refused before tokenization")
    func foreignVaultedToken() async throws {
        let harness = try Harness()
        let session = try await harness.session()

        let outcome = await harness.pay(
            session, customer: .paying(with: .visaApproved), vaultedToken: "b2c7e1c4-0000-4000-8000-00000000beef")

        #expect(outcome.error == .vaultedTokenNotAvailable)
        #expect(await harness.requestCount(.createToken) == 0)
    }

    @Test("Without a status screen none is shown")
    func noStatusScreen() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .visaApproved)

        let outcome = await harness.pay(session, customer: customer, showPaymentStatus: false)

        #expect(outcome.result == .succeeded)
        #expect(customer.lastStatusScreen == nil)
    }

    @Test("The callback form delivers exactly one result, on the main actor")
    func callbackDeliversOnce() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .visaApproved)
        let (stream, continuation) = AsyncStream.makeStream(of: Yuno.Result.self)

        harness.client.startPaymentSeamlessLite(
            with: SeamlessParams(checkoutSession: session, countryCode: "CO", viewController: customer),
            paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD")
        ) { result in
            MainActor.assertIsolated()
            continuation.yield(result)
            continuation.finish()
        }

        var results: [Yuno.Result] = []
        for await result in stream { results.append(result) }
        #expect(results == [.succeeded])
    }
}
