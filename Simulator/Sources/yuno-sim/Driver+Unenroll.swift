import Foundation
@_spi(Simulation) import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// ``FlowKind/unenroll``: a customer with one saved card (vaulted at the sandbox), a checkout session for it, two
/// Full-checkout lists of that session (`getPaymentMethodViewAsync`), then the shopper taps the card's remove button:
/// three taps at once from three tasks (list one, list two, list one again), then one on each list in a row. The
/// unenroll endpoint loses answers (`lostUnenrollAnswers`, after the sandbox removed the card) or draws a fault.
///
/// The promises (the doc comments of `PaymentMethodList.unenroll` and `Unenrollments`), each a named check:
/// - `[unenroll-one-in-flight]`: a card's unenrollment runs once at a time (a second tap waits for it), in
///   ``UnenrollWatch``.
/// - `[unenroll-told-once-per-run]`: only the tap that ran an unenrollment tells the delegate: as many
///   `yunoDidUnenrollSuccessfully` calls as unenrollments ran (distinct idempotency keys), none after one said
///   removed.
/// - `[unenroll-same-answer]`: with one unenrollment, the other list's tap (which waited for it, or came after the
///   removal) gets its answer, and so does one of list one's taps (the other is refused while it runs).
/// - `[unenroll-truthful]`: a card told or answered removed is gone at the backend; a card gone at the backend is
///   told removed (a lost answer is retried under its key, then read back), unless a fault hit the session's
///   requests.
/// - `[unenroll-rows]`: once removed, every list drops the row, and later taps run nothing and tell nothing.
extension Driver {
    /// A customer with one vaulted card and a checkout session for it (`nil`: the merchant's server failed).
    private func sessionWithSavedCard(_ spec: FlowSpec) async -> (customerID: String, session: String)? {
        for attempt in 0..<6 {
            do {
                let customer = try await merchant.createCustomer(
                    merchantCustomerID: "sim-unenroll-\(spec.index)-\(attempt)", country: "CO")
                _ = try await sandbox.vaultCard(
                    number: TestCard.visaApproved.number, expirationMonth: 11, expirationYear: 2028,
                    holderName: "John Doe", forCustomer: customer.id)
                let session = try await merchant.createCheckoutSession(
                    amount: 120, currency: "COP", country: "CO", customerID: customer.id,
                    callbackURL: "\(callbackScheme)://return", merchantOrderID: "sim-order-\(spec.index)-\(attempt)"
                ).checkoutSession
                return (customer.id, session)
            } catch {
                continue
            }
        }
        return nil
    }

    /// A list of `delegate`'s session showing its saved row (a faulted list read is read again, three times).
    @MainActor
    private static func listWithSavedRow(
        _ client: YunoClient, _ delegate: SimPaymentDelegate
    ) async -> (PaymentMethodList, PaymentMethodItem)? {
        for _ in 0..<3 {
            let list = await client.getPaymentMethodViewAsync(delegate: delegate)
            if let row = list.items.first(where: { $0.vaultedToken != nil }) { return (list, row) }
        }
        return nil
    }

    func unenroll(_ spec: FlowSpec) async {
        guard let (customerID, session) = await sessionWithSavedCard(spec) else { return }
        let (client, monitor) = (client, monitor)
        let delegate = SimPaymentDelegate(
            index: spec.index, session: session, monitor: monitor, presenter: nil, merchantStep: nil,
            results: AsyncStream.makeStream(of: Yuno.Result.self).continuation)
        guard let (first, row) = await Self.listWithSavedRow(client, delegate),
            let (second, sameRow) = await Self.listWithSavedRow(client, delegate),
            let token = row.vaultedToken
        else { return }  // The app never showed the card: nothing to tap.
        monitor.started(
            spec.index, label: label(spec), session: session, expected: expected(spec), channel: .returnValue)
        lostAnswers.lose(spec.lostUnenrollAnswers, of: .unenroll, on: session)
        if let fault = spec.unenrollFault { await sandbox.inject(fault, on: .unenrollFromCheckoutSession) }

        // A double tap (and a third): three taps at once, from three tasks.
        let taps = [(first, row), (second, sameRow), (first, row)].enumerated().map { order, tap in
            Task { @MainActor in
                executor.nameCurrentTask("flow \(spec.index) unenroll: tap \(order)")
                return await tap.0.unenroll(tap.1)
            }
        }
        var answers: [Bool] = []
        for tap in taps { answers.append(await tap.value) }
        let told = delegate.unenrollsTold
        let runs = unenrolls.runs(session)
        // Then twice in a row, once on each list.
        let later = [await second.unenroll(sameRow), await first.unenroll(row)]
        let toldAfter = delegate.unenrollsTold
        let runsAfter = unenrolls.runs(session)
        let rowsLeft = await MainActor.run { [first.items.contains(row), second.items.contains(sameRow)] }

        let label = "\(label(spec)) (flow \(spec.index))"
        let fail = { (check: String, text: String) in monitor.violation("[\(check)] \(label): \(text)") }
        if toldAfter.count != runsAfter {
            fail(
                "unenroll-told-once-per-run",
                "the delegate was told \(toldAfter) for \(runsAfter) unenrollment(s) that ran (taps \(answers), then "
                    + "\(later))")
        }
        if let removedAt = toldAfter.firstIndex(of: true), removedAt != toldAfter.count - 1 {
            fail("unenroll-told-once-per-run", "the delegate was told \(toldAfter): again after removed")
        }
        if runs == 1, let answer = told.first, answers[1] != answer || (answers[0] != answer && answers[2] != answer) {
            fail(
                "unenroll-same-answer",
                "one unenrollment told \(answer), the taps (list one, list two, list one) got \(answers)")
        }
        let removed = toldAfter.contains(true) || answers.contains(true) || later.contains(true)
        if removed, rowsLeft.contains(true) {
            fail("unenroll-rows", "removed, yet the row is still listed (list one, list two: \(rowsLeft))")
        }
        if told.contains(true), later.contains(true) || runsAfter != runs || toldAfter.count != told.count {
            fail(
                "unenroll-rows",
                "a tap after the removal answered \(later), ran \(runsAfter - runs) unenrollment(s), told "
                    + "\(Array(toldAfter.dropFirst(told.count)))")
        }
        if let methods = await enrolledMethods(customerID) {
            let saved = methods.contains { $0.vaultedToken == token }
            if removed, saved {
                fail("unenroll-truthful", "told \(toldAfter), taps \(answers + later), yet the card is still saved")
            }
            if !removed, !saved, !(await sessionFaulted(session)) {
                fail(
                    "unenroll-truthful",
                    "the card is gone at the backend, yet told \(toldAfter), taps \(answers + later) with no fault on "
                        + "the session (\(spec.lostUnenrollAnswers) answers lost)")
            }
        }
        monitor.result(spec.index, removed ? .succeeded : .fail, via: "the unenroll taps", mustBeOnMain: false)
    }
}
