import Foundation
@_spi(Simulation) import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// The headless surfaces (issue 36): a card payment with 3-D Secure continued by the SDK, and an enrollment.
extension Driver {
    /// The card a headless client collects for `card`.
    static func collected(_ card: TestCard) -> CollectedData {
        let detail = CardData.Detail(
            number: card.number, expirationMonth: 11, expirationYear: 28, securityCode: card.securityCode,
            holderName: card.holderName)
        return CollectedData(type: "CARD", card: CardData(detail: detail))
    }

    // MARK: Headless payment with 3-D Secure

    /// ``FlowKind/headlessChallenge``: `apiClientPayment(…).generateToken` with the challenge card, the merchant's
    /// server creates the payment (it waits on the bank), then the awaited `continueCardPayment(presenter:)` opens
    /// the bank's page, where the shopper answers the bank as the plan says, and returns what the backend holds.
    /// Cancellation (the task, `cancelFlow`, at the challenge), a second continuation, stray deep links and lost
    /// read-backs as drawn.
    func headlessChallenge(_ spec: FlowSpec, _ session: String) async {
        let monitor = monitor
        let presenter = await presenter(spec, session)
        monitor.started(
            spec.index, label: label(spec), session: session, expected: expected(spec), channel: .returnValue)
        let dog = watchdog(spec.index)
        defer { dog.cancel() }
        let api: YunoPaymentHeadless
        let token: String
        do {
            api = try client.apiClientPayment(countryCode: "CO", checkoutSession: session)
            let data = TokenCollectedData(checkoutSession: session, paymentMethod: Self.collected(spec.plan.card))
            guard let made = try await api.generateToken(data: data)["token"] as? String else {
                throw YunoError.cancelled
            }
            token = made
        } catch {
            // No token: nothing was paid; the app reports its own error.
            monitor.merchantFaulted(session)
            monitor.result(spec.index, .internalError, via: "headless token", mustBeOnMain: false)
            return
        }
        do {
            _ = try await merchant.createPayment(
                checkoutSession: session, token: token, amount: 120, currency: "COP", country: "CO",
                idempotencyKey: spec.idempotencyKey)
        } catch {
            // Lost or refused at the merchant's server: the continuation reads whatever the backend holds.
            monitor.merchantFaulted(session)
        }
        let index = spec.index
        let task = Task {
            nameTask(spec, "continueCardPayment")
            let outcome = await api.continueCardPayment(presenter: presenter)
            monitor.outcome(index, outcome)
            monitor.result(
                index, outcome.result, via: "continueCardPayment's return", mustBeOnMain: false,
                unknownOutcome: outcome.error?.code == .outcomeUnknown)
        }
        let driver = self
        await interfere(
            spec, session, presenter: presenter, cancelTask: { task.cancel() },
            secondStart: {
                // A second continuation of the session: refused while the first runs (its own single result says
                // so), or run after it.
                let second = Self.secondStart + index
                let other = await driver.presenter(spec, session, index: second, second: true)
                monitor.started(
                    second, label: driver.label(spec, second: true), session: session, expected: nil,
                    mayBeRefused: true, channel: .returnValue)
                let dog = driver.watchdog(second)
                let outcome = await FlowTag.$index.withValue(second) { await api.continueCardPayment(presenter: other) }
                monitor.outcome(second, outcome)
                monitor.result(
                    second, outcome.result, via: "continueCardPayment's return", mustBeOnMain: false,
                    unknownOutcome: outcome.error?.code == .outcomeUnknown)
                monitor.delivered(second, by: "continueCardPayment")
                dog.cancel()
            })
        await task.value
        monitor.delivered(index, by: "continueCardPayment")
    }

    // MARK: Headless enrollment

    /// A new customer and, for it, a customer session (`nil`: the merchant's server failed six times; no flow).
    func customerSession(_ spec: FlowSpec) async -> (customerID: String, session: String)? {
        for attempt in 0..<6 {
            do {
                let customer = try await merchant.createCustomer(
                    merchantCustomerID: "sim-customer-\(spec.index)-\(attempt)", country: "CO")
                let session = try await merchant.createCustomerSession(customerID: customer.id, country: "CO")
                return (customer.id, session.customerSession)
            } catch {
                continue
            }
        }
        return nil
    }

    /// The customer's enrolled methods as the merchant's server reads them (`nil`: unreadable six times).
    func enrolledMethods(_ customerID: String) async -> [MerchantBackend.EnrolledMethod]? {
        for _ in 0..<6 {
            if let methods = try? await merchant.customerPaymentMethods(customerID: customerID) { return methods }
        }
        return nil
    }

    /// ``FlowKind/headlessEnroll``: `apiClientEnroll(…).continueEnrollment` with the plan's card, faults as drawn.
    /// Its answer is the enrollment's published status; `[headless-enroll-truthful]` holds it against what the
    /// backend saved for the customer (read by the merchant's server afterwards): ENROLLED names a saved token,
    /// another status saved nothing, and an error with the card saved is excused only by a fault on the session's
    /// requests (the card step's lost answer is read back by the method's id).
    func headlessEnroll(_ spec: FlowSpec) async {
        guard let (customerID, session) = await customerSession(spec) else { return }
        monitor.started(
            spec.index, label: label(spec), session: session, expected: expected(spec), channel: .returnValue)
        let data = EnrollmentCollectedData(customerSession: session, paymentMethod: Self.collected(spec.plan.card))
        var answer: [String: String]?
        var failure: YunoError?
        do {
            let api = try client.apiClientEnroll(countryCode: "CO", customerSession: session)
            answer = try await api.continueEnrollment(data: data)
        } catch {
            failure = error
        }
        let result: Yuno.Result =
            switch answer?["status"] {
            case "ENROLLED": .succeeded
            case "DECLINED", "REJECTED": .reject
            case nil: .internalError
            default: .fail
            }
        if let methods = await enrolledMethods(customerID) {
            let saved = methods.filter { $0.status == "ENROLLED" }
            let label = "\(label(spec)) (flow \(spec.index))"
            let excused = await sessionFaulted(session)
            if let answer, answer["status"] == "ENROLLED" {
                if !saved.contains(where: { $0.vaultedToken == answer["vaulted_token"] }) {
                    monitor.violation(
                        "[headless-enroll-truthful] \(label) returned ENROLLED with token "
                            + "\(answer["vaulted_token"] ?? "none"), the backend saved \(saved.map(\.vaultedToken))")
                }
            } else if let answer, !saved.isEmpty {
                monitor.violation(
                    "[headless-enroll-truthful] \(label) returned \(answer["status"] ?? "no status"), the backend "
                        + "saved \(saved.count) card(s)")
            } else if let failure, !saved.isEmpty, !excused {
                monitor.violation(
                    "[headless-enroll-truthful] \(label) threw \(failure) with no fault on its session, the backend "
                        + "saved the card")
            }
        }
        monitor.result(spec.index, result, via: "continueEnrollment's return", mustBeOnMain: false)
    }

    /// Whether a fault (the sandbox's, or a waiting one) touched a request naming `session`.
    func sessionFaulted(_ session: String) async -> Bool {
        if monitor.snapshotMerchantFaulted(session) { return true }
        return await sandbox.requests().contains { $0.fault != nil && $0.path.contains(session) }
    }
}
