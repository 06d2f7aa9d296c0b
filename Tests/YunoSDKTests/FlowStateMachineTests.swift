import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// The flow's state machine on its own: every event from every state, no actor, no network.
@Suite("FlowStateMachine: the flow's whole state as a value", .timeLimit(.minutes(3)))
@MainActor
struct FlowStateMachineTests {
    static let session = "8c1f2a3b-4d5e-4f60-8a7b-0c1d2e3f4a5b"
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    typealias Machine = FlowStateMachine

    static func payment(
        _ status: PaymentStatus, action: Payment.MethodDetail? = nil, id: String = "pay_1"
    ) -> Payment {
        Payment(
            id: id, status: status, checkout: .init(session: session, sdkActionRequired: action != nil),
            paymentMethod: .init(type: action?.card == nil ? "TELEPORT" : "CARD", detail: action),
            callbackUrl: "merchant://done")
    }

    /// A published-shape 3DS challenge: `payment_method_detail.card.redirect_url` and its transaction id.
    static let challenge = Payment.MethodDetail(
        card: .init(
            redirectUrl: "https://acs.example/challenge",
            cardData: .init(threeDSecure: .init(transactionId: "tx_1"))))

    static let work = FlowWork.enrollment(
        EnrollmentFlowRequest(countryCode: "CO", language: .en, showPaymentStatus: true, didSelectMethod: { _ in }))

    static func machine(showsStatus: Bool = true, presenter: Bool = true) -> Machine {
        Machine(
            checkoutSession: session, work: work, presenter: presenter ? ScriptedCustomer() : nil,
            showsStatus: showsStatus)
    }

    /// The linear events before any payment exists, by name.
    enum Event: String, CaseIterable, Sendable {
        case start, collectCard, tokenize, createPayment, enroll, handTokenToMerchant

        func apply(to machine: inout Machine) throws(YunoError) {
            switch self {
            case .start: _ = try machine.start()
            case .collectCard: try machine.collectCard()
            case .tokenize: try machine.tokenize()
            case .createPayment: try machine.createPayment()
            case .enroll: try machine.enroll(paymentMethodID: "pm_1")
            case .handTokenToMerchant: try machine.handTokenToMerchant(holdingLoader: false)
            }
        }
    }

    static func walked(_ events: [Event], showsStatus: Bool = true, presenter: Bool = true) throws -> Machine {
        var machine = machine(showsStatus: showsStatus, presenter: presenter)
        for event in events { try event.apply(to: &machine) }
        return machine
    }

    /// A machine walked to `creatingPayment` (Seamless).
    static func creating(showsStatus: Bool = true, presenter: Bool = true) throws -> Machine {
        try walked([.start, .collectCard, .tokenize, .createPayment], showsStatus: showsStatus, presenter: presenter)
    }

    @Test("The linear events connect exactly as documented; every other one is a typed error and changes nothing")
    func linearEvents() throws {
        let legal: Set<String> = [
            "idle>start", "loadingPaymentMethods>collectCard", "loadingPaymentMethods>tokenize",
            "collectingCard>tokenize", "collectingCard>enroll", "tokenizing>createPayment",
            "tokenizing>handTokenToMerchant",
        ]
        let paths: [[Event]] = [
            [], [.start], [.start, .collectCard], [.start, .tokenize], [.start, .tokenize, .createPayment],
            [.start, .collectCard, .enroll], [.start, .tokenize, .handTokenToMerchant],
        ]
        var tried = 0
        for path in paths {
            let base = try Self.walked(path)
            for event in Event.allCases {
                var machine = base
                let from = base.flowState.description
                let move = "\(from)>\(event.rawValue)"
                tried += 1
                do throws(YunoError) {
                    try event.apply(to: &machine)
                    #expect(legal.contains(move), "\(move) should be illegal")
                    #expect(machine.flowState != base.flowState, "\(move) moved nowhere")
                } catch {
                    #expect(!legal.contains(move), "\(move) should be legal")
                    guard case .illegalTransition(from: from, _) = error.reason else {
                        Issue.record("\(move): unexpected \(error)")
                        continue
                    }
                    #expect(machine.flowState == base.flowState, "a refused \(move) changed the state")
                }
            }
        }
        #expect(tried == paths.count * Event.allCases.count)
    }

    @Test("start hands the work over once: a second start is refused and the flow is untouched")
    func workIsHandedOverOnce() throws {
        var machine = Self.machine()
        #expect(machine.flowState == .idle)
        guard case .enrollment(let request) = try machine.start() else {
            Issue.record("the work changed")
            return
        }
        #expect(request.countryCode == "CO")
        #expect(machine.flowState == .loadingPaymentMethods)
        #expect(throws: YunoError.illegalTransition(from: "loadingPaymentMethods", to: "run")) {
            _ = try machine.start()
        }
        #expect(machine.flowState == .loadingPaymentMethods)
    }

    @Test("continuePayment is accepted once, only while waiting, and ends the keepLoader hold; hideLoader too")
    func continueAndLoaderHold() async throws {
        var machine = Self.machine()
        #expect(machine.acceptContinue(showStatus: false) == nil, "nothing waits yet")
        for event in [Event.start, .tokenize] { try event.apply(to: &machine) }
        try machine.handTokenToMerchant(holdingLoader: true)
        #expect(machine.loaderToHide == nil, "the loader is held")
        #expect(machine.flowState == .awaitingMerchantPayment)
        #expect(machine.releaseLoader() != nil)
        #expect(machine.loaderToHide != nil)
        #expect(machine.releaseLoader() == nil, "released once")
        let accepted = machine.acceptContinue(showStatus: false)
        let sink = try #require(accepted)
        sink.yield(.continuePayment(showStatus: false))
        #expect(machine.acceptContinue(showStatus: true) == nil, "accepted once")
        #expect(machine.flowState == .readingStatus)
        var waited: [FlowSignal] = []
        sink.finish()
        for await signal in machine.signals().signals { waited.append(signal) }
        #expect(waited == [.continuePayment(showStatus: false)], "the wait sees the one signal")
        try machine.readMerchantPayment()
        let step = try machine.paymentSeen(Self.payment(.succeeded), now: Self.now)
        #expect(step.isEnd)
        guard case .release = machine.end(.payment(Self.payment(.succeeded))) else {
            Issue.record("a known outcome is released first")
            return
        }
        guard case .finish = machine.released(taskCancelled: false, now: Date()) else {
            Issue.record("continuePayment(showPaymentStatus: false) decides: no status screen")
            return
        }
    }

    @Test("paymentSeen runs each action, counts them, and refuses past the limit")
    func actionsAreCounted() throws {
        var machine = try Self.creating()
        for run in 1...Machine.maximumSDKActions {
            guard
                case .run(.threeDSecure, _) = try machine.paymentSeen(
                    Self.payment(.pending, action: Self.challenge), now: Self.now)
            else {
                Issue.record("action \(run) not run")
                return
            }
            #expect(machine.flowState == .authenticating)
        }
        guard
            case .fail(let error) = try machine.paymentSeen(
                Self.payment(.pending, action: Self.challenge), now: Self.now)
        else {
            Issue.record("the limit was not enforced")
            return
        }
        #expect(error == .tooManySDKActions(limit: Machine.maximumSDKActions))
    }

    @Test("While an action runs the machine keeps the payment's summary, not the decoded answer; the outcome names it")
    func actionKeepsOnlyTheSummary() throws {
        var machine = try Self.creating()
        weak var decoded: Payment?
        do {
            let payment = Self.payment(.pending, action: Self.challenge)
            decoded = payment
            guard case .run(.threeDSecure, let summary) = try machine.paymentSeen(payment, now: Self.now) else {
                Issue.record("the challenge does not run")
                return
            }
            #expect(summary.id == payment.id && summary.status == .pending)
        }
        // A 3DS page can stay open for minutes: the whole answer (≈ 1.1 KB) is not held for it (PERFORMANCE.md).
        #expect(decoded == nil, "the machine still holds the decoded payment while its action runs")
        guard case .readBack = machine.end(.failure(.cancelled)) else {
            Issue.record("a cancelled action reads the payment back")
            return
        }
        guard case .release = machine.readBackFinished(.unknown) else {
            Issue.record("an unknown read-back releases")
            return
        }
        guard case .finish(let outcome, _) = machine.released(taskCancelled: true, now: Self.now) else {
            Issue.record("a cancelled flow finishes without a status screen")
            return
        }
        #expect(outcome.paymentID == "pay_1", "the outcome names the payment the flow saw")
    }

    @Test("paymentSeen: no presenter for a needed action, or an unknown action, is a failure, not a hang")
    func actionFailures() throws {
        var headless = try Self.creating(presenter: false)
        guard
            case .fail(let missing) = try headless.paymentSeen(
                Self.payment(.pending, action: Self.challenge), now: Self.now),
            missing.code == .missingPresenter
        else { Issue.record("expected missingPresenter"); return }

        var machine = try Self.creating()
        let unknown = Payment.MethodDetail()  // a detail object of a kind this SDK does not know
        guard
            case .fail(.unsupportedAction("TELEPORT")) = try machine.paymentSeen(
                Self.payment(.pending, action: unknown), now: Self.now)
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
        switch machine.end(.failure(error)) {
        case .readBack(.payment): #expect(readsBack)
        case .release:
            #expect(!readsBack)
            #expect(Self.finished(&machine).error == error)
        default: Issue.record("unexpected ending step")
        }
    }

    @Test("Before any write, an ending is known at once: cancelled → userCancelled, error → internalError")
    func endingsBeforeAnyWrite() throws {
        var cancelled = try Self.walked([.start])
        guard case .release = cancelled.end(.failure(.cancelled)) else {
            Issue.record("read back before a write"); return
        }
        #expect(Self.finished(&cancelled).result == .userCancelled)
        var failed = try Self.walked([.start])
        _ = failed.end(.failure(.paymentMethodNotAvailable("PIX")))
        #expect(Self.finished(&failed).result == .internalError)
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
        _ = machine.readBackFinished(.payment(Self.payment(status)))
        let outcome = Self.finished(&machine)
        #expect(outcome.result == result)
        #expect(outcome.status == status)
        #expect(outcome.paymentID == "pay_1")
        #expect(outcome.error == error)
    }

    @Test("A read-back that finds nothing keeps the original ending; one that fails says the outcome is unknown")
    func readBackNothingOrUnknown() throws {
        var nothing = try Self.creating()
        _ = nothing.end(.failure(.cancelled))
        _ = nothing.readBackFinished(.nothing)
        #expect(Self.finished(&nothing).result == .userCancelled)

        var unknown = try Self.creating()
        let lost = YunoError.transport(operation: "payment creation", detail: "lost")
        _ = unknown.end(.failure(lost))
        _ = unknown.readBackFinished(.unknown)
        let unknownOutcome = Self.finished(&unknown)
        #expect(unknownOutcome.result == .internalError)
        #expect(unknownOutcome.error == .outcomeUnknown(after: lost))

        var enrolled = try Self.walked([.start, .collectCard, .enroll])
        guard case .readBack(.enrollment(paymentMethodID: "pm_1")) = enrolled.end(.failure(lost)) else {
            Issue.record("a lost enrollment is not read back"); return
        }
        var declined = enrolled
        var untouched = enrolled
        _ = enrolled.readBackFinished(
            .enrollment(EnrollmentResponse(id: "pm_1", vaultedToken: "vt_1", status: .enrolled)))
        let saved = Self.finished(&enrolled)
        #expect(saved.result == .succeeded)
        #expect(saved.vaultedToken == "vt_1")
        #expect(saved.enrollmentStatus == .enrolled)
        _ = declined.readBackFinished(.enrollment(EnrollmentResponse(id: "pm_1", status: .declined)))
        let refused = Self.finished(&declined)
        #expect(refused.result == .reject)
        #expect(refused.enrollmentStatus == .declined)
        // Still READY_TO_ENROLL: the card never landed, nothing was saved.
        _ = untouched.readBackFinished(.enrollment(EnrollmentResponse(id: "pm_1", status: .readyToEnroll)))
        let unsaved = Self.finished(&untouched)
        #expect(unsaved.result == .internalError)
        #expect(unsaved.vaultedToken == nil)
    }

    @Test(
        "The status screen: shown when wanted, never after a cancellation, without a presenter or for userCancelled",
        arguments: [
            // shows, presenter, task cancelled, cancelFlow, status, shown
            (true, true, false, false, PaymentStatus.succeeded, true),
            (false, true, false, false, .succeeded, false),
            (true, false, false, false, .succeeded, false),
            (true, true, true, false, .succeeded, false),
            (true, true, false, true, .succeeded, false),
            (true, true, false, false, .declined, true),
        ])
    func statusScreen(
        shows: Bool, presenter: Bool, taskCancelled: Bool, cancelFlow: Bool, status: PaymentStatus, shown: Bool
    ) throws {
        var machine = try Self.creating(showsStatus: shows, presenter: presenter)
        _ = try machine.paymentSeen(Self.payment(status), now: Self.now)
        if cancelFlow { _ = machine.cancel() }
        _ = machine.end(.payment(Self.payment(status)))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        switch machine.released(taskCancelled: taskCancelled, now: now) {
        case .presentStatus(let screen, _):
            #expect(shown)
            #expect(screen.result == status.result)
            #expect(screen.paymentID == "pay_1")
            #expect(screen.date == now)
            #expect(machine.flowState == .presentingStatus)
            guard case .finish(let outcome, let loader) = machine.statusPresented() else {
                Issue.record("the closed screen does not finish")
                return
            }
            #expect(outcome.result == status.result)
            #expect(loader != nil)
        case .finish(let outcome, _):
            #expect(!shown)
            #expect(outcome.result == status.result)
        default: Issue.record("unexpected step after the release")
        }
        #expect(machine.isFinished)
        #expect(machine.presenter == nil, "the presenter is released")
    }

    @Test("cancel stops the shown presentation and the signal wait once, and is a no-op after that")
    func cancelStopsWaits() async throws {
        var machine = try Self.walked([.start, .tokenize, .handTokenToMerchant])
        let (signals, _) = machine.signals()
        let stopped = StopCounter()
        machine.presentationStarted(stop: { stopped.count() })
        let cancelled = machine.cancel()
        let action = try #require(cancelled)
        action.stopPresentation?()
        action.signals?.finish()
        #expect(stopped.value == 1)
        #expect(machine.isCancelRequested)
        for await _ in signals { Issue.record("a signal after cancel") }
        #expect(machine.cancel() == nil, "cancelled once")
        // A channel asked for after the cancellation is born closed: a later wait ends at once.
        for await _ in machine.signals().signals { Issue.record("a signal on a closed channel") }
    }

    @Test("A redirect's deep link is removed when the flow ends, and only then")
    func deepLinkRelease() throws {
        var machine = try Self.creating()
        let redirect = Payment(
            id: "pay_1", status: .pending, checkout: .init(session: Self.session, sdkActionRequired: true),
            paymentMethod: .init(
                type: "BOLETO", detail: .init(ticket: .init(redirectUrl: "https://bank.example/pay"))),
            callbackUrl: "merchant://done")
        guard case .run(.redirect, _) = try machine.paymentSeen(redirect, now: Self.now) else {
            Issue.record("the redirect does not run")
            return
        }
        guard case .release(_, removesDeepLink: true) = machine.end(.payment(Self.payment(.succeeded))) else {
            Issue.record("the deep link is kept")
            return
        }
    }

    @Test("finished is terminal: one outcome, the presenter released, every later event refused")
    func finishedIsTerminal() throws {
        var machine = try Self.creating()
        _ = machine.end(.payment(Self.payment(.succeeded)))
        _ = machine.released(taskCancelled: false, now: Date())
        #expect(machine.flowState == .presentingStatus)
        guard case .finish(let outcome, _) = machine.statusPresented() else {
            Issue.record("not finished")
            return
        }
        #expect(machine.flowState == .finished(.succeeded))
        #expect(machine.presenter == nil)
        guard case .finish(let again, nil) = machine.end(.failure(.cancelled)) else {
            Issue.record("ended twice")
            return
        }
        #expect(again == outcome, "ending again returns the same outcome")
        for event in Event.allCases {
            var later = machine
            #expect(throws: YunoError.self) { try event.apply(to: &later) }
        }
        guard case .finish(outcome, nil) = machine.readBackFinished(.nothing) else {
            Issue.record("a late read-back changed the outcome")
            return
        }
        #expect(machine.acceptContinue(showStatus: true) == nil)
        #expect(machine.cancel() == nil)
    }

    @Test("An ending event out of order finishes with the typed error instead of leaving the flow half-ended")
    func endingEventsOutOfOrder() throws {
        var early = try Self.creating()
        guard case .finish(let outcome, let loader) = early.readBackFinished(.nothing) else {
            Issue.record("not finished")
            return
        }
        #expect(outcome.error == .illegalTransition(from: "creatingPayment", to: "readBackFinished"))
        #expect(outcome.result == .internalError)
        #expect(loader != nil, "the starter still hides the loader")
        #expect(early.isFinished)

        var twice = try Self.creating()
        _ = twice.end(.failure(.cancelled))
        guard case .finish(let second, _) = twice.end(.failure(.cancelled)) else {
            Issue.record("a second end went on")
            return
        }
        #expect(second.error == .illegalTransition(from: "readingStatus", to: "end"))
    }

    /// Runs the rest of the ending with no status screen and returns the outcome.
    static func finished(_ machine: inout Machine) -> PaymentOutcome {
        var action = machine.released(taskCancelled: true, now: Date())
        while true {
            switch action {
            case .finish(let outcome, _): return outcome
            case .presentStatus: action = machine.statusPresented()
            case .release: action = machine.released(taskCancelled: true, now: Date())
            case .readBack: action = machine.readBackFinished(.unknown)
            }
        }
    }
}

/// Counts calls to a presentation's stop (the machine's tests run on the main actor).
@MainActor
private final class StopCounter: Sendable {
    private(set) var value = 0
    nonisolated func count() {
        MainActor.assumeIsolated { value += 1 }
    }
}

extension FlowStateMachine.PaymentStep {
    fileprivate var isEnd: Bool {
        if case .end = self { return true }
        return false
    }
}
