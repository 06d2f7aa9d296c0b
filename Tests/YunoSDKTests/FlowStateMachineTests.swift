import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// The flow's state machine on its own: every event from every state, no actor, no network.
@Suite("FlowStateMachine: the flow's whole state as a value")
@MainActor
struct FlowStateMachineTests {
    static let session = "8c1f2a3b-4d5e-4f60-8a7b-0c1d2e3f4a5b"
    typealias Machine = FlowStateMachine

    static func payment(
        _ status: PaymentStatus, action: Payment.MethodDetail? = nil, id: String = "pay_1"
    ) -> Payment {
        Payment(
            id: id, status: status, checkout: .init(session: session, sdkActionRequired: action != nil),
            paymentMethod: .init(type: action?.card == nil ? "TELEPORT" : "CARD", detail: action))
    }

    /// A published-shape 3DS challenge: `payment_method_detail.card.redirect_url` and its transaction id.
    static let challenge = Payment.MethodDetail(
        card: .init(
            redirectUrl: "https://acs.example/challenge",
            cardData: .init(threeDSecure: .init(transactionId: "tx_1"))))

    static func machine(showsStatus: Bool = true, presenter: Bool = true) -> Machine {
        Machine(
            checkoutSession: session, presenter: presenter ? ScriptedCustomer() : nil, showsStatus: showsStatus)
    }

    /// A machine walked to `creatingPayment` (Seamless).
    static func creating() throws -> Machine {
        var machine = machine()
        for step in [Machine.Step.validating, .loadingPaymentMethods, .collectingCard, .tokenizing, .creatingPayment] {
            try machine.enter(step)
        }
        return machine
    }

    static let steps: [Machine.Step] = [
        .validating, .loadingPaymentMethods, .collectingCard, .tokenizing, .creatingPayment,
        .enrolling(paymentMethodID: "pm_1"),
    ]

    @Test("From idle only validating is legal; every other step is a typed error and changes nothing")
    func idleMoves() {
        for step in Self.steps {
            var machine = Self.machine()
            do throws(YunoError) {
                try machine.enter(step)
                #expect(machine.flowState == .validating)
            } catch {
                guard case .illegalTransition(from: "idle", _) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                #expect(machine.flowState == .idle)
            }
        }
    }

    @Test("The linear steps connect exactly as documented, and nothing else does")
    func linearSteps() throws {
        let legal: Set<String> = [
            "idle>validating", "validating>loadingPaymentMethods", "loadingPaymentMethods>collectingCard",
            "loadingPaymentMethods>tokenizing", "collectingCard>tokenizing", "collectingCard>enrolling",
            "tokenizing>creatingPayment",
        ]
        // Reach every pre-payment state, then try every step from it.
        let paths: [[Machine.Step]] = [
            [], [.validating], [.validating, .loadingPaymentMethods],
            [.validating, .loadingPaymentMethods, .collectingCard],
            [.validating, .loadingPaymentMethods, .tokenizing],
            [.validating, .loadingPaymentMethods, .tokenizing, .creatingPayment],
            [.validating, .loadingPaymentMethods, .collectingCard, .enrolling(paymentMethodID: "pm_1")],
        ]
        for path in paths {
            var base = Self.machine()
            for step in path { try base.enter(step) }
            for step in Self.steps {
                var machine = base
                let from = machine.flowState.description
                let move = "\(from)>\(Self.name(step))"
                do throws(YunoError) {
                    try machine.enter(step)
                    #expect(legal.contains(move), "\(move) should be illegal")
                } catch {
                    #expect(!legal.contains(move), "\(move) should be legal")
                    #expect(error == .illegalTransition(from: from, to: Self.name(step)))
                }
            }
        }
    }

    @Test("continuePayment is accepted once, only while waiting, and ends the keepLoader hold; hideLoader too")
    func continueAndLoaderHold() throws {
        var machine = Self.machine()
        let early = machine.acceptContinue(showStatus: false)
        #expect(!early, "nothing waits yet")
        for step in [Machine.Step.validating, .loadingPaymentMethods, .tokenizing] { try machine.enter(step) }
        try machine.handTokenToMerchant(holdingLoader: true)
        #expect(machine.holdsLoader)
        #expect(machine.flowState == .awaitingMerchantPayment)
        let released = machine.releaseLoader()
        #expect(released)
        #expect(!machine.holdsLoader)
        let releasedAgain = machine.releaseLoader()
        #expect(!releasedAgain, "released once")
        let accepted = machine.acceptContinue(showStatus: false)
        #expect(accepted)
        let acceptedAgain = machine.acceptContinue(showStatus: true)
        #expect(!acceptedAgain, "accepted once")
        #expect(machine.flowState == .readingStatus)
        try machine.readMerchantPayment()
        let step = try machine.paymentSeen(Self.payment(.succeeded))
        #expect(step.isEnd)
        _ = machine.end(.payment(Self.payment(.succeeded)))
        let shown = try machine.conclude(cancelled: false)
        #expect(shown == nil, "continuePayment(showPaymentStatus: false) decides")
    }

    @Test("paymentSeen runs each action, counts them, and refuses past the limit")
    func actionsAreCounted() throws {
        var machine = try Self.creating()
        for run in 1...Machine.maximumSDKActions {
            guard case .run(.threeDSecure) = try machine.paymentSeen(Self.payment(.pending, action: Self.challenge))
            else {
                Issue.record("action \(run) not run")
                return
            }
            #expect(machine.flowState == .authenticating)
        }
        guard case .fail(let error) = try machine.paymentSeen(Self.payment(.pending, action: Self.challenge)) else {
            Issue.record("the limit was not enforced")
            return
        }
        #expect(error == .tooManySDKActions(limit: Machine.maximumSDKActions))
    }

    @Test("paymentSeen: no presenter for a needed action, or an unknown action, is a failure, not a hang")
    func actionFailures() throws {
        var headless = Self.machine(presenter: false)
        for step in [Machine.Step.validating, .loadingPaymentMethods, .tokenizing, .creatingPayment] {
            try headless.enter(step)
        }
        guard case .fail(.missingPresenter) = try headless.paymentSeen(Self.payment(.pending, action: Self.challenge))
        else { Issue.record("expected missingPresenter"); return }

        var machine = try Self.creating()
        let unknown = Payment.MethodDetail()  // a detail object of a kind this SDK does not know
        guard
            case .fail(.unsupportedAction("TELEPORT")) = try machine.paymentSeen(
                Self.payment(.pending, action: unknown))
        else { Issue.record("expected unsupportedAction"); return }
    }

    @Test(
        "Endings after a payment may exist ask for a read-back; a definite refusal of the creation does not",
        arguments: [
            (YunoError.cancelled, true), (.transport(operation: "x", detail: "y"), true),
            (.server(status: 503, code: "SERVICE_UNAVAILABLE", messages: []), true),
            (.server(status: 400, code: "REQUEST_IN_PROCESS", messages: []), true),
            (.server(status: 400, code: "INVALID_REQUEST", messages: []), false),
        ])
    func readBackAfterCreation(error: YunoError, readsBack: Bool) throws {
        var machine = try Self.creating()
        let step = machine.end(.failure(error))
        if case .readBack(.payment) = step {
            #expect(readsBack)
        } else {
            #expect(!readsBack)
            #expect(machine.outcome?.error == error)
        }
    }

    @Test("Before any write, an ending is known at once: cancelled → userCancelled, error → internalError")
    func endingsBeforeAnyWrite() throws {
        var cancelled = Self.machine()
        try cancelled.enter(.validating)
        guard case .conclude = cancelled.end(.failure(.cancelled)) else {
            Issue.record("read back before a write"); return
        }
        #expect(cancelled.outcome?.result == .userCancelled)
        var failed = Self.machine()
        try failed.enter(.validating)
        _ = failed.end(.failure(.paymentMethodNotAvailable("PIX")))
        #expect(failed.outcome?.result == .internalError)
    }

    @Test(
        "The read-back decides the result: a decided payment's own result, else userCancelled or internalError",
        arguments: [
            (PaymentStatus.succeeded, YunoError.cancelled, Yuno.Result.succeeded),
            (.succeeded, .transport(operation: "x", detail: "y"), .succeeded),
            (.declined, .cancelled, .reject),
            (.expired, .cancelled, .fail),
            (.pending, .cancelled, .userCancelled),
            (.pending, .transport(operation: "x", detail: "y"), .internalError),
            (.created, .cancelled, .userCancelled),
        ])
    func readBackResults(status: PaymentStatus, error: YunoError, result: Yuno.Result) throws {
        var machine = try Self.creating()
        _ = machine.end(.failure(error))
        try machine.readBackFinished(.payment(Self.payment(status)))
        let outcome = try #require(machine.outcome)
        #expect(outcome.result == result)
        #expect(outcome.status == status)
        #expect(outcome.paymentID == "pay_1")
        #expect(outcome.error == error)
    }

    @Test("A read-back that finds nothing keeps the original ending; one that fails says the outcome is unknown")
    func readBackNothingOrUnknown() throws {
        var nothing = try Self.creating()
        _ = nothing.end(.failure(.cancelled))
        try nothing.readBackFinished(.nothing)
        #expect(nothing.outcome?.result == .userCancelled)

        var unknown = try Self.creating()
        let lost = YunoError.transport(operation: "payment creation", detail: "lost")
        _ = unknown.end(.failure(lost))
        try unknown.readBackFinished(.unknown)
        #expect(unknown.outcome?.result == .internalError)
        #expect(unknown.outcome?.error == .outcomeUnknown(after: lost))

        var enrolled = Self.machine()
        for step in [
            Machine.Step.validating, .loadingPaymentMethods, .collectingCard, .enrolling(paymentMethodID: "pm_1"),
        ] {
            try enrolled.enter(step)
        }
        guard case .readBack(.enrollment(paymentMethodID: "pm_1")) = enrolled.end(.failure(lost)) else {
            Issue.record("a lost enrollment is not read back"); return
        }
        var declined = enrolled
        var untouched = enrolled
        try enrolled.readBackFinished(
            .enrollment(EnrollmentResponse(id: "pm_1", vaultedToken: "vt_1", status: .enrolled)))
        #expect(enrolled.outcome?.result == .succeeded)
        #expect(enrolled.outcome?.vaultedToken == "vt_1")
        #expect(enrolled.outcome?.enrollmentStatus == .enrolled)
        try declined.readBackFinished(.enrollment(EnrollmentResponse(id: "pm_1", status: .declined)))
        #expect(declined.outcome?.result == .reject)
        #expect(declined.outcome?.enrollmentStatus == .declined)
        // Still READY_TO_ENROLL: the card never landed, nothing was saved.
        try untouched.readBackFinished(.enrollment(EnrollmentResponse(id: "pm_1", status: .readyToEnroll)))
        #expect(untouched.outcome?.result == .internalError)
        #expect(untouched.outcome?.vaultedToken == nil)
    }

    @Test("The status screen: shown when wanted, never after a cancellation, without a presenter or for userCancelled")
    func statusScreen() throws {
        for (shows, presenter, cancelled, status, expected) in [
            (true, true, false, PaymentStatus.succeeded, true), (false, true, false, .succeeded, false),
            (true, false, false, .succeeded, false), (true, true, true, .succeeded, false),
        ] {
            var machine = Self.machine(showsStatus: shows, presenter: presenter)
            for step in [Machine.Step.validating, .loadingPaymentMethods, .tokenizing, .creatingPayment] {
                try machine.enter(step)
            }
            _ = try machine.paymentSeen(Self.payment(status))
            _ = machine.end(.payment(Self.payment(status)))
            let shown = try machine.conclude(cancelled: cancelled)
            #expect((shown != nil) == expected)
        }
    }

    @Test("finished is terminal: one outcome, the presenter released, every later event refused")
    func finishedIsTerminal() throws {
        var machine = try Self.creating()
        _ = machine.end(.payment(Self.payment(.succeeded)))
        _ = try machine.conclude(cancelled: false)
        #expect(machine.flowState == .presentingStatus)
        var repeated = machine
        #expect(throws: YunoError.self) { _ = try repeated.conclude(cancelled: false) }
        let outcome = machine.finish()
        #expect(machine.flowState == .finished(.succeeded))
        #expect(machine.presenter == nil)
        let again = machine.finish()
        #expect(again == outcome, "finishing again returns the same outcome")
        guard case .conclude = machine.end(.failure(.cancelled)) else { Issue.record("ended twice"); return }
        #expect(machine.outcome == outcome)
        var later = machine
        #expect(throws: YunoError.self) { try later.enter(.validating) }
        #expect(throws: YunoError.self) { try later.readBackFinished(.nothing) }
        let late = machine.acceptContinue(showStatus: true)
        #expect(!late)
    }

    static func name(_ step: Machine.Step) -> String { Machine.name(of: step) }
}

extension FlowStateMachine.PaymentStep {
    fileprivate var isEnd: Bool {
        if case .end = self { return true }
        return false
    }
}
