import Synchronization
import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// The invariants, checked as soon as they can be: a second result, a delegate or presenter call off the main
/// actor, a flow past its virtual deadline and a result that contradicts the backend break the run at the step
/// they happen (``SimExecutor/markViolation()`` keeps the schedule around it for `--trace`); what can only be
/// judged once every flow ended (nothing live, ledger-wide rules) is checked at the end.
///
/// Written from any task on the simulator's one thread; a `Mutex` makes it `Sendable` without actor hops, so
/// recording a fact never changes the schedule.
final class Monitor: Sendable {
    /// One started flow (a start that may be refused counts: it owes a result too).
    struct FlowRecord: Sendable {
        var label: String
        var session: String
        var started: Duration
        var ended: Duration?
        /// The scheduling step of its first result.
        var resultStep: UInt64?
        var results: [Yuno.Result] = []
        var outcome: PaymentOutcome?
        /// The result its shopper's script implies, when nothing (fault, cancellation, refusal) may change it.
        var expected: Yuno.Result?
        /// Whether the flow may legitimately be refused (a second start, a facade start while another runs).
        var mayBeRefused = false
    }

    struct State: Sendable {
        var flows: [Int: FlowRecord] = [:]
        var violations: [String] = []
        var mainActorChecks = 0
        var livePresentations = 0
        /// 3DS challenges shown to a shopper who never answers: the only ones whose deadline may fire.
        var unansweredChallenges = 0
        var presentations = 0
        /// Sessions whose merchant-side payment creation failed or lost its answer (a fault the SDK did not see).
        var merchantFaulted: Set<String> = []
        /// Sessions whose SUCCEEDED payment the SDK received in an answer, or committed with its own request: for
        /// each flow whose task sent the request (`-1`: a task that names no flow, such as the facade's queue or a
        /// detached read-back), the first scheduling step it did.
        var sdkSawSucceeded: [String: [Int: UInt64]] = [:]
        var sdkMadeSucceeded: [String: [Int: UInt64]] = [:]
        /// Flows the app cancelled while their presentation was open (the cancel point was reached).
        var cancelledAtScreen: Set<Int> = []
        /// The flow each idempotency key (the SDK's or the merchant's) was drawn for.
        var keyOwner: [String: Int] = [:]
        /// Flows whose shopper approved at the bank while the page was open (the bank took the answer before the
        /// SDK could read the outcome): they owe `succeeded` (``ThreeDSInvariants/approvedReportedSucceeded``).
        var bankApproved: Set<Int> = []
        /// Sessions whose payment reads were lost on purpose (``ReadOutages``), with how many.
        var lostReads: [String: Int] = [:]
        /// The shared guarantee checkers (`YunoSandbox`'s `GuaranteeMonitor`), fed every event as it happens.
        var guarantees = GuaranteeMonitor()
        /// How many events each kind of `FlowEvent` contributed (for the summary).
        var events = 0
    }

    let executor: SimExecutor
    /// How long a flow may run, in virtual time, before it is reported as stuck.
    let deadline: Duration
    private let state = Mutex(State())

    init(executor: SimExecutor, deadline: Duration) {
        self.executor = executor
        self.deadline = deadline
    }

    var snapshot: State { state.withLock { $0 } }

    /// Records a broken invariant now (the first one marks the schedule for `--trace`).
    func violation(_ text: String) {
        state.withLock { $0.violations.append("step \(executor.steps): \(text)") }
        executor.markViolation()
    }

    // MARK: Guarantees

    /// Feeds `event` to the guarantee checkers; a promise it breaks is a violation at this step, named by its
    /// guarantee and with the flows it mentions labelled.
    func record(_ event: FlowEvent) {
        let (broken, labels) = state.withLock { s -> ([GuaranteeViolation], [Int: String]) in
            s.events += 1
            let broken = s.guarantees.observe(event)
            return (broken, broken.isEmpty ? [:] : s.flows.mapValues(\.label))
        }
        for violation in broken { self.violation(Self.labelled(violation, labels)) }
    }

    /// The end-of-run checks of the guarantee checkers.
    func finishGuarantees() -> [String] {
        let (broken, labels) = state.withLock { s in (s.guarantees.finish(), s.flows.mapValues(\.label)) }
        return broken.map { Self.labelled($0, labels) }
    }

    /// `[guarantee] detail`, each `flow N` it names followed by that flow's label.
    private static func labelled(_ violation: GuaranteeViolation, _ labels: [Int: String]) -> String {
        var named: [String] = []
        let words = violation.detail.split(separator: " ")
        for (word, next) in zip(words, words.dropFirst()) where word == "flow" {
            let digits = next.prefix { $0.isNumber }
            if let index = Int(digits), let label = labels[index], !named.contains(label) {
                named.append("flow \(index) = \(label)")
            }
        }
        return "[\(violation.guarantee)] \(violation.detail)" + (named.isEmpty ? "" : " (\(named.joined(separator: "; ")))")
    }

    // MARK: Flows

    func started(
        _ index: Int, label: String, session: String, expected: Yuno.Result?, mayBeRefused: Bool = false,
        channel: FlowEvent.ResultChannel
    ) {
        let now = executor.now
        state.withLock {
            $0.flows[index] = FlowRecord(
                label: label, session: session, started: now, expected: expected, mayBeRefused: mayBeRefused)
        }
        record(.started(flow: index, session: session, channel: channel))
    }

    /// The app could not start the flow after all (Full checkout without its list): nothing is owed.
    func forget(_ index: Int) {
        state.withLock { _ = $0.flows.removeValue(forKey: index) }
        record(.withdrawn(flow: index))
    }

    /// Flow `index` showed a screen or asked its presenter for something (`what`).
    func screen(_ index: Int, session: String, _ what: String) {
        record(.screen(flow: index, session: session, what: what))
    }

    /// Nothing may hold the flow's expected result any more (a fault, a cancellation, a configuration change).
    func loosen(_ index: Int) { state.withLock { $0.flows[index]?.expected = nil } }

    func sdkSawSucceeded(_ session: String, flow: Int?) {
        let step = executor.steps
        state.withLock {
            $0.sdkSawSucceeded[session, default: [:]][flow ?? -1] = Self.first(
                step, $0.sdkSawSucceeded[session]?[flow ?? -1])
        }
    }

    func sdkMadeSucceeded(_ session: String, flow: Int?) {
        let step = executor.steps
        state.withLock {
            $0.sdkMadeSucceeded[session, default: [:]][flow ?? -1] = Self.first(
                step, $0.sdkMadeSucceeded[session]?[flow ?? -1])
        }
    }

    /// The earlier of a step and the one recorded before, if any.
    private static func first(_ step: UInt64, _ recorded: UInt64?) -> UInt64 { min(step, recorded ?? step) }

    /// `key` is the idempotency key of a payment flow `index` asks for.
    func key(_ key: String, owner index: Int) { state.withLock { $0.keyOwner[key.lowercased()] = index } }

    func cancelledAtScreen(_ index: Int) { state.withLock { _ = $0.cancelledAtScreen.insert(index) } }

    func merchantFaulted(_ session: String) { state.withLock { _ = $0.merchantFaulted.insert(session) } }

    /// Whether a fault the SDK may not have seen touched `session` (``merchantFaulted(_:)``).
    func snapshotMerchantFaulted(_ session: String) -> Bool { state.withLock { $0.merchantFaulted.contains(session) } }

    /// The bank took flow `index`'s approval while its 3DS page was open.
    func bankApproved(_ index: Int) { state.withLock { _ = $0.bankApproved.insert(index) } }

    /// A read of `session`'s payment was lost on purpose.
    func readLost(_ session: String) { state.withLock { $0.lostReads[session, default: 0] += 1 } }

    /// A result reached the app (delegate, callback or return value): exactly one per started flow, on the main
    /// actor when it comes through a delegate or a callback, within the flow's virtual deadline.
    func result(
        _ index: Int, _ result: Yuno.Result, via channel: String, mustBeOnMain: Bool, unknownOutcome: Bool = false
    ) {
        if mustBeOnMain { state.withLock { $0.mainActorChecks += 1 } }
        let (now, step) = (executor.now, executor.steps)
        let record = state.withLock { s -> FlowRecord? in
            s.flows[index]?.results.append(result)
            if s.flows[index]?.ended == nil { s.flows[index]?.ended = now }
            if s.flows[index]?.resultStep == nil { s.flows[index]?.resultStep = step }
            return s.flows[index]
        }
        // Exactly one result, on the main actor for a delegate or callback: the shared checkers' (`record`).
        self.record(
            .result(
                flow: index, result: result, onMainActor: executor.isOnMainActor, unknownOutcome: unknownOutcome))
        guard let record, record.results.count == 1 else { return }
        // Truthful at once: a flow alone on its session that received or committed its payment SUCCEEDED never
        // reports it cancelled, failed or declined (the end check also covers sessions with a second start).
        if [.userCancelled, .fail, .reject].contains(result) {
            let known = state.withLock { s -> Bool in
                let alone = s.flows.values.filter { $0.session == record.session }.count == 1
                let seen = Set(s.sdkSawSucceeded[record.session, default: [:]].keys)
                    .union(s.sdkMadeSucceeded[record.session, default: [:]].keys)
                return alone && (seen.contains(index) || seen.contains(-1))
            }
            if known {
                violation(
                    "\(record.label) reported \(result) after the SDK received or committed its payment SUCCEEDED")
            }
        }
        // The bank approved while the flow's page was open: nothing but `succeeded` (or, checked at the end, an
        // error that says the backend could not be read).
        if let broken = ThreeDSInvariants.approvedReportedSucceeded(
            index, label: record.label, result: result, approved: state.withLock { $0.bankApproved }, final: false)
        {
            violation(broken)
        }
        if now - record.started > deadline {
            violation("\(record.label) ended after \(now - record.started) of virtual time (limit \(deadline))")
        }
    }

    /// The call or task that runs flow `index` returned: by then the SDK has delivered its one result (a refused
    /// start included) to the delegate, callback or return value.
    func delivered(_ index: Int, by what: String) {
        record(.returned(flow: index))
    }

    /// When flow `index`'s first result came (virtual time), if it came.
    func ended(_ index: Int) -> Duration? { state.withLock { $0.flows[index]?.ended } }

    func outcome(_ index: Int, _ outcome: PaymentOutcome) {
        state.withLock { $0.flows[index]?.outcome = outcome }
        record(.outcome(flow: index, unknownOutcome: outcome.error?.code == .outcomeUnknown))
    }

    /// Whether flow `index` has had its result.
    func hasResult(_ index: Int) -> Bool { state.withLock { !($0.flows[index]?.results.isEmpty ?? true) } }

    /// The flow's virtual deadline passed: a flow still without a result is stuck.
    func deadlinePassed(_ index: Int) {
        let record = state.withLock { $0.flows[index] }
        guard let record, record.results.isEmpty else { return }
        violation("\(record.label) has no result \(deadline) of virtual time after it started")
    }

    // MARK: Main actor and presentations

    /// A delegate or presenter entry point ran: it must run on the main actor (recorded, never a trap).
    func onMain(_ what: String, flow: Int? = nil) {
        state.withLock { $0.mainActorChecks += 1 }
        record(.delegateCall(flow: flow, what: what, onMainActor: executor.isOnMainActor))
    }

    func presentationBegan() {
        state.withLock {
            $0.livePresentations += 1
            $0.presentations += 1
        }
    }

    func unansweredChallenge() { state.withLock { $0.unansweredChallenges += 1 } }

    func presentationEnded() { state.withLock { $0.livePresentations -= 1 } }
}
