import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 27, items 3 and 4: an unenrollment whose answer was lost is retried under its idempotency key and read
/// back, so a removed card is reported removed; and each row's result is told once, however often it is tapped.
@Suite("Unenroll: idempotent, read back, told once per row", .timeLimit(.minutes(3)))
@MainActor
struct UnenrollTruthTests {
    /// A harness whose session's customer has one saved Visa card, and that session.
    private func savedCard(_ harness: Harness) async throws -> String {
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        _ = try await harness.sandbox.vaultCard(
            number: "4507990000000002", expirationMonth: 11, expirationYear: 2028, holderName: "John Doe",
            forCustomer: customerID)
        return try await harness.session(customerID: customerID)
    }

    private func savedRow(_ list: PaymentMethodList) throws -> PaymentMethodItem {
        try #require(list.items.first { $0.vaultedToken != nil })
    }

    /// A harness with a session whose customer has one saved card, and a delegate for it.
    private func savedCardSession() async throws -> (Harness, String, RecordingDelegate) {
        let harness = try Harness()
        let session = try await savedCard(harness)
        return (harness, session, RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer()))
    }

    /// A new Full-checkout list of `delegate`'s session, and its saved card's row.
    private func savedRowList(
        _ harness: Harness, _ delegate: RecordingDelegate
    ) async throws -> (PaymentMethodList, PaymentMethodItem) {
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        return (list, try savedRow(list))
    }

    @Test("An unenrollment whose answer was lost is read back: the removed card is reported removed")
    func anUnenrollWithALostAnswerIsReadBackAndReportedRemoved() async throws {
        let lose = HookMiddleware(
            matches: HookMiddleware.on(.post, pathSuffix: "/unenroll"),
            after: { _ in throw URLError(.networkConnectionLost) })
        let harness = try Harness(middlewares: [lose])
        let session = try await savedCard(harness)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer())
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        let saved = try savedRow(list)

        #expect(await list.unenroll(saved))
        #expect(delegate.unenrolls == [true])
        #expect(!list.items.contains(saved))
        #expect(await harness.requestCount(.unenrollFromCheckoutSession) == 1)
        #expect(await harness.requestCount(.listPaymentMethods) == 2, "the list, then the read-back")
    }

    @Test("A lost unenrollment answer is retried under its idempotency key: the retry is told the card was removed")
    func aRetriedUnenrollUnderItsKeyGetsTheFirstAnswer() async throws {
        let harness = try Harness(middlewares: [RetryMiddleware(jitter: { 1 }, sleep: { _ in })])
        let session = try await savedCard(harness)
        await harness.sandbox.inject(.dropResponse, on: .unenrollFromCheckoutSession)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer())
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        let saved = try savedRow(list)

        #expect(await list.unenroll(saved))
        #expect(delegate.unenrolls == [true])
        let attempts = await harness.sandbox.requests().filter { $0.endpoint == .unenrollFromCheckoutSession }
        #expect(attempts.map(\.status) == [nil, 200], "the lost answer, then the first answer replayed")
    }

    @Test("A refused unenrollment (a 4xx) is reported as not removed, and the row stays")
    func aRefusedUnenrollIsReportedNotRemoved() async throws {
        let harness = try Harness()
        let session = try await savedCard(harness)
        await harness.sandbox.inject(.status(400, code: "INVALID_REQUEST"), on: .unenrollFromCheckoutSession)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: ScriptedCustomer())
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        let saved = try savedRow(list)
        #expect(!(await list.unenroll(saved)))
        #expect(delegate.unenrolls == [false])
        #expect(list.items.contains(saved))
        #expect(await harness.requestCount(.listPaymentMethods) == 1, "a refusal is not read back")
    }

    @Test("A double tap on unenroll tells the delegate once, in one list or across two lists of the session")
    func aDoubleTapOnUnenrollIsToldOncePerRow() async throws {
        let (harness, session, delegate) = try await savedCardSession()
        let (first, row) = try await savedRowList(harness, delegate)
        let (second, sameRow) = try await savedRowList(harness, delegate)

        async let tapOne = first.unenroll(row)
        async let tapTwo = second.unenroll(sameRow)
        async let tapThree = first.unenroll(row)
        let taps = await [tapOne, tapTwo, tapThree]
        #expect(taps.filter { $0 }.count >= 2, "both lists drop the row")
        #expect(delegate.unenrolls == [true], "told once")
        #expect(!first.items.contains(row) && !second.items.contains(sameRow))
        #expect(await harness.requestCount(.unenrollFromCheckoutSession) == 1)

        // A later tap on a stale copy of the row (a third list built before the removal) is not told again.
        let again = await harness.client.unenrollments.unenroll(
            session: session.lowercased(), vaultedToken: try #require(row.vaultedToken), perform: { false })
        #expect(again.removed && !again.ranIt)
        #expect(delegate.unenrolls == [true])
    }

    /// Found by `yuno-sim` (pct seed 37 during issue 39's seventh round): two lists of one session, a tap in the
    /// second list refused, then one in the first list that removes the card. The second list, not tapped since,
    /// kept showing the removed card.
    @Test("A card removed through one list leaves every list of the session, though another list's tap was refused")
    func aRemovedCardLeavesEveryListOfTheSession() async throws {
        let (harness, _, delegate) = try await savedCardSession()
        let (first, row) = try await savedRowList(harness, delegate)
        let (second, sameRow) = try await savedRowList(harness, delegate)

        await harness.sandbox.inject(.status(400, code: "INVALID_REQUEST"), on: .unenrollFromCheckoutSession)
        #expect(!(await second.unenroll(sameRow)), "refused: the card stays")
        #expect(second.items.contains(sameRow) && first.items.contains(row))
        #expect(await first.unenroll(row), "removed")

        #expect(delegate.unenrolls == [false, true])
        #expect(!first.items.contains(row))
        #expect(!second.items.contains(sameRow), "the other list of the session drops the removed card too")
        #expect(!(await second.unenroll(sameRow)), "no row left to tap: nothing runs, nothing is told")
        #expect(delegate.unenrolls == [false, true])
        #expect(await harness.requestCount(.unenrollFromCheckoutSession) == 2)
    }
}
