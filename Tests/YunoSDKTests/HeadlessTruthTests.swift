import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 27, items 2, 6 and 7: the headless clients keep the flow's rules — a card saved before a cancellation is
/// reported as saved, expiry years are range-checked (never taken modulo 100), and errors say what is wrong.
@Suite("Headless clients: truthful endings, expiry years in range, precise errors", .timeLimit(.minutes(3)))
struct HeadlessTruthTests {
    private func customerSession(_ harness: Harness) async throws -> String {
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        return try await harness.merchant.createCustomerSession(customerID: customerID, country: "CO").customerSession
    }

    private static func card(month: Int = 11, year: Int = 2028) -> CardData {
        CardData(
            detail: .init(
                number: "4507990000000002", expirationMonth: month, expirationYear: year, securityCode: "123",
                holderName: "Andrea", type: .credit))
    }

    private static func tokenData(_ session: String, month: Int = 11, year: Int = 2028) -> TokenCollectedData {
        TokenCollectedData(
            checkoutSession: session,
            paymentMethod: CollectedData(type: "CARD", card: card(month: month, year: year), customer: Customer()))
    }

    /// The expiry's field error of a headless token request for `month`/`year`, or `nil` when it is accepted.
    private func expiryError(month: Int = 11, year: Int) async throws -> CardFieldError? {
        let harness = try Harness()
        let session = try await harness.session()
        let headless = try harness.client.apiClientPayment(countryCode: "CO", checkoutSession: session)
        do {
            _ = try await headless.generateToken(data: Self.tokenData(session, month: month, year: year))
            return nil
        } catch {
            let reasons = try #require(error.cardFormError, "expected invalidCard, got \(error)")
            #expect(await harness.requestCount(.createToken) == 0, "an invalid card sends nothing")
            return reasons.fieldErrors[.expiry]
        }
    }

    // MARK: Item 2: the one read-back rule

    @Test("Headless enrollment cancelled after the card was saved reports ENROLLED, like the UI enrollment")
    func headlessEnrollmentCancelledAfterTheCardWasSavedReportsEnrolled() async throws {
        // The emulator saves the card; then the caller's task is cancelled and the answer is lost to it.
        let hook = HookMiddleware(
            matches: HookMiddleware.on(.post, pathSuffix: "/enroll"),
            after: { _ in
                withUnsafeCurrentTask { $0?.cancel() }
                throw CancellationError()
            })
        let harness = try Harness(middlewares: [hook])
        let session = try await customerSession(harness)
        let headless = try harness.client.apiClientEnroll(countryCode: "CO", customerSession: session)
        let data = EnrollmentCollectedData(
            customerSession: session,
            paymentMethod: CollectedData(type: "CARD", card: Self.card(), customer: Customer()))
        // Its own task: the hook cancels the task it runs in, the enrollment's, never the test's.
        let enrolling = Task { try await headless.continueEnrollment(data: data) }
        let result = try await enrolling.value
        #expect(enrolling.isCancelled, "the caller was cancelled after the card was saved")
        #expect(result["status"] == "ENROLLED")
        #expect(result["vaulted_token"]?.count == 36)
        #expect(await harness.requestCount(.getPaymentMethod) >= 1, "the card was read back")
    }

    @Test("A read-back bounded by the client's deadline queue leaves no deadline and no sleeping timer behind")
    func theReadBackReleasesItsTimerWhenTheReadEnds() async throws {
        let clock = TestClock()
        let harness = try Harness(sleep: clock.sleep)
        let session = try await harness.session()
        #expect(await harness.pay(session, customer: .paying(with: .visaApproved)).result == .succeeded)
        let context = harness.client.context
        for _ in 0..<100 {
            let found = await BoundedReadBack.read(.payment, session: session, context: context)
            guard case .payment(let payment) = found else {
                Issue.record("expected the payment, got \(found)")
                return
            }
            #expect(payment.status == .succeeded)
        }
        #expect(await context.timeouts.count == 0, "every read's deadline was cancelled when the read ended")
        #expect(clock.sleeping <= 1, "one timer for the client's deadlines, not one per read-back")
        #expect(clock.requested.count <= 1)
        #expect(clock.cancelledSleeps == 0, "a cancelled sleep would hold its timer until its target")
    }

    @Test("A read-back that does not end within its bound is unknown, and its read is cancelled")
    func aHungReadBackEndsUnknownAtItsDeadline() async throws {
        let clock = TestClock()
        let harness = try Harness(sleep: clock.sleep)
        let session = try await harness.session()
        await harness.sandbox.inject(.timeout, on: .getPayment)
        let context = harness.client.context
        let reading = Task { await BoundedReadBack.read(.payment, session: session, context: context) }
        await clock.waitForSleeps(1)
        clock.advance(to: context.settings.readBackTimeout)
        guard case .unknown = await reading.value else {
            Issue.record("expected unknown")
            return
        }
        #expect(await context.timeouts.count == 0)
        let reads = await harness.sandbox.requests().filter { $0.endpoint == .getPayment }
        #expect(reads.map(\.status) == [nil], "the hung read was cancelled, never answered")
    }

    /// The UI and render flows keep the same rule: `PaymentFlow.readBack(_:)` calls
    /// ``BoundedReadBack/read(_:session:context:)``. It raced `options.sleep(readBackTimeout)` in a task group and
    /// cancelled the sleep when the read won — a cancelled `Task.sleep` keeps its timer for the whole 15 s.
    @Test("A flow's read-back after a cancellation names the payment and cancels no sleeping timer")
    func aFlowsReadBackCancelsNoSleepingTimer() async throws {
        let clock = TestClock()
        let client = Box<YunoClient?>(nil)
        let session = Box("")
        let cancelAfterCommit = HookMiddleware(
            matches: HookMiddleware.on(.post, pathSuffix: "/payments"),
            after: { response in
                if let client = await client.value { await client.cancelFlow(checkoutSession: await session.value) }
                return response
            })
        let harness = try Harness(middlewares: [cancelAfterCommit], sleep: clock.sleep)
        await client.set(harness.client)
        await session.set(try await harness.session())
        let outcome = await harness.pay(await session.value, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(await harness.client.context.timeouts.count == 0)
        #expect(clock.cancelledSleeps == 0, "a cancelled sleep holds its timer until its target")
    }

    // MARK: Item 6: expiry years

    @Test("Headless expiry years are range-checked, never taken modulo 100")
    func headlessExpiryYearsAreRangeCheckedNotModulo100() async throws {
        #expect(try await expiryError(year: 1928) == .expiryInPast, "1928 is not 2028")
        #expect(try await expiryError(year: 2128) == .expiryTooFarAhead, "2128 is not 2028")
        #expect(try await expiryError(year: 2028) == nil)
        #expect(try await expiryError(year: 28) == nil)
        #expect(try await expiryError(year: 20) == .expiryInPast)
        #expect(try await expiryError(year: 128) == .expiryYearOutOfRange)
        #expect(try await expiryError(year: 12_028) == .expiryYearOutOfRange)
        #expect(try await expiryError(year: Int.max) == .expiryYearOutOfRange)
    }

    // MARK: Item 7: precise messages

    @Test("A negative expiry year is a bad year, not a bad month")
    func aNegativeYearIsNotABadMonth() async throws {
        #expect(try await expiryError(year: -1) == .expiryYearOutOfRange)
        #expect(try await expiryError(year: Int.min) == .expiryYearOutOfRange)
        #expect(try await expiryError(month: 13, year: 2028) == .expiryMonthOutOfRange)
        #expect(try await expiryError(month: 0, year: -5) == .expiryMonthOutOfRange, "both wrong: the month first")
        #expect(!CardFieldError.expiryYearOutOfRange.description.contains("month"))
    }

    @Test("Another session's valid UUID is a session mismatch, not 'not a UUID'")
    func anotherSessionsUUIDIsAMismatchNotAMalformedUUID() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let headless = try harness.client.apiClientPayment(countryCode: "CO", checkoutSession: session)
        let other = UUID().uuidString
        let error = await #expect(throws: YunoError.self) {
            try await headless.generateToken(data: Self.tokenData(other))
        }
        #expect(error == .checkoutSessionMismatch(expected: session, given: other.lowercased()))
        #expect(error?.description.contains("not a UUID") == false)
        await #expect(throws: YunoError.invalidCheckoutSession("nope")) {
            try await headless.generateToken(data: Self.tokenData("nope"))
        }

        let customerSession = try await customerSession(harness)
        let enroll = try harness.client.apiClientEnroll(countryCode: "CO", customerSession: customerSession)
        let otherCustomer = UUID().uuidString
        let data = EnrollmentCollectedData(
            customerSession: otherCustomer,
            paymentMethod: CollectedData(type: "CARD", card: Self.card(), customer: Customer()))
        let enrollError = await #expect(throws: YunoError.self) { try await enroll.continueEnrollment(data: data) }
        #expect(enrollError == .customerSessionMismatch(expected: customerSession, given: otherCustomer.lowercased()))
        #expect(enrollError?.description.contains("not a UUID") == false)
        #expect(await harness.requestCount(.createToken) == 0)
    }
}
