import Foundation
import Synchronization
@_spi(Simulation) import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// The workloads `--workload` names. `mixed` (the default) draws every flow's kind from the others; `challenge`
/// draws only 3-D Secure plans, on every kind that can meet a challenge.
enum WorkloadName: String, CaseIterable, Sendable {
    case mixed, seamless, full, lite, render, enrollment, headless, facade, challenge

    /// The kinds of flow the workload runs.
    var kinds: [FlowKind] {
        switch self {
        case .mixed: FlowKind.allCases
        case .seamless: [.seamless]
        case .full: [.full]
        case .lite: [.lite]
        case .render: [.render]
        case .enrollment: [.enrollment, .headlessEnroll, .unenroll]
        case .headless: [.headless, .headlessChallenge, .headlessEnroll]
        case .facade: [.facadeSeamless, .facadeLite, .facadeBurst]
        case .challenge: [.seamless, .full, .lite, .render, .facadeSeamless, .facadeLite, .headlessChallenge]
        }
    }
}

/// One entry point of the SDK, driven the way a client app drives it (public API only).
enum FlowKind: String, CaseIterable, Sendable {
    /// `YunoClient.seamlessPayment` / `startPaymentSeamlessLite` (return value, callback or delegate).
    case seamless
    /// `getPaymentMethodViewAsync` + `startPayment`: the merchant's server creates the payment, then
    /// `continuePayment`.
    case full
    /// `startPaymentLite`: the merchant's server creates the payment, then `continuePayment`.
    case lite
    /// `startPaymentRender`: the app fills the embedded form, submits it, and calls `continuePaymentAction()` at a
    /// seeded point.
    case render
    /// `enrollPayment`: saves a card for a customer.
    case enrollment
    /// `apiClientPayment(…).generateToken` + the merchant's server's payment: no flow, no presenter.
    case headless
    /// `apiClientPayment(…).generateToken` with the 3-D Secure card, the merchant's server's payment (it waits on the
    /// bank), then the awaited `continueCardPayment(presenter:)`: the shopper answers the bank at its page.
    case headlessChallenge
    /// `apiClientEnroll(…).continueEnrollment`: the enrollment's published status, held against what the backend
    /// saved (`[headless-enroll-truthful]`).
    case headlessEnroll
    /// A saved card removed from two Full-checkout lists with double taps, lost answers and faults on the unenroll
    /// endpoint (`[unenroll-…]` checks).
    case unenroll
    /// Seamless with the payment creation's answers lost: the app cancels (task or `cancelFlow`) when the SDK sends
    /// the chosen read of the payment's read-back (`[readback-cancel-truthful]`).
    case readBackCancel
    /// `Yuno.startPaymentSeamlessLite` from a background task, on the shared client.
    case facadeSeamless
    /// `Yuno.startPaymentLite` from a background task; the delegate's server step ends with `Yuno.continuePayment()`.
    case facadeLite
    /// Back-to-back facade calls: one background caller (three `Yuno.startPaymentLite` in a row, no await between)
    /// or 8 or 64 callers at once (two each); every call's delegate records when the call reached the main actor
    /// (``FacadeCallsInOrder``). The facade runs one of them and refuses the others while it runs.
    case facadeBurst
}

/// What the shopper does in one flow, and the result the flow must end with when nothing else interferes.
///
/// At a 3-D Secure challenge the shopper answers the bank (the sandbox playing the issuer's access control server),
/// never the SDK: the bank moves the payment, the page only ends (`returned` or `closed`), and the SDK reads the
/// payment's status (issue 35).
enum Plan: CaseIterable, Sendable {
    case approvedCard, declinedCard, cancelAtForm, redirectApproved
    /// Approves at the bank; the page comes back through the callback URL: SUCCEEDED, `succeeded`.
    case challengeApproved
    /// Declines at the bank: REJECTED / AUTHENTICATION_FAILED, `reject`.
    case challengeDeclined
    /// Presses the bank page's cancel button: CANCELED / THREE_D_SECURE_ABANDONED, `fail`.
    case challengeCancelledAtBank
    /// Approves at the bank, then closes the page before it comes back: the bank's answer stands, `succeeded`.
    case challengeApprovedThenClosed
    /// Closes the page without answering the bank: the payment still waits on it, `processing`.
    case challengeClosed
    /// Never answers: the SDK's challenge timeout (300 s of virtual time) ends the page; still PENDING, `processing`.
    case challengeIgnored
    /// Approves at the bank, but the page never comes back and every read of the payment fails until the challenge
    /// timeout: only the timeout ends the wait, and the read after it must find SUCCEEDED, `succeeded`.
    case challengeApprovedPageHangs

    /// The shopper's script; at a challenge the shopper answers `bank`.
    @MainActor func customer(bank: YunoSandbox) -> ScriptedCustomer {
        let card = ScriptedCustomer.FormAction.pay(.threeDSChallenge)
        return switch self {
        case .approvedCard, .redirectApproved: .paying(with: .visaApproved)
        case .declinedCard: .paying(with: .visaDoNotHonor)
        case .cancelAtForm: ScriptedCustomer(form: .cancel)
        case .challengeApproved, .challengeApprovedPageHangs:
            ScriptedCustomer(form: card, challenge: .approve, bank: bank)
        case .challengeDeclined: ScriptedCustomer(form: card, challenge: .decline, bank: bank)
        case .challengeCancelledAtBank: ScriptedCustomer(form: card, challenge: .cancel, bank: bank)
        case .challengeApprovedThenClosed: ScriptedCustomer(form: card, challenge: .approveThenClose, bank: bank)
        case .challengeClosed: ScriptedCustomer(form: card, challenge: .close, bank: bank)
        case .challengeIgnored: ScriptedCustomer(form: card, challenge: .ignore, bank: bank)
        }
    }

    /// Whether the shopper meets a 3-D Secure challenge (the challenge test card).
    var challenges: Bool {
        switch self {
        case .approvedCard, .declinedCard, .cancelAtForm, .redirectApproved: false
        default: true
        }
    }

    /// Whether the shopper approves at the bank.
    var approvesAtBank: Bool {
        [.challengeApproved, .challengeApprovedThenClosed, .challengeApprovedPageHangs].contains(self)
    }

    /// Whether the shopper answers the bank and the page then ends (the plans whose reads can be lost on purpose).
    var answersBankAndLeaves: Bool {
        [.challengeApproved, .challengeDeclined, .challengeCancelledAtBank, .challengeApprovedThenClosed]
            .contains(self)
    }

    /// Whether only the challenge timeout (300 s of virtual time) ends the page.
    var waitsForTimeout: Bool { self == .challengeIgnored || self == .challengeApprovedPageHangs }

    var card: TestCard {
        switch self {
        case .declinedCard: .visaDoNotHonor
        case .approvedCard, .cancelAtForm, .redirectApproved: .visaApproved
        default: .threeDSChallenge
        }
    }

    var expected: Yuno.Result {
        switch self {
        case .approvedCard, .redirectApproved, .challengeApproved, .challengeApprovedThenClosed,
            .challengeApprovedPageHangs:
            .succeeded
        case .declinedCard, .challengeDeclined: .reject
        case .cancelAtForm: .userCancelled
        case .challengeCancelledAtBank: .fail
        case .challengeClosed, .challengeIgnored: .processing
        }
    }

    /// The plans a kind can play (a redirect needs the SDK's own flow and a deep link; headless has no screens); the
    /// `challenge` workload keeps only the 3-D Secure ones.
    static func menu(for kind: FlowKind, challengeTimeouts: Bool, challengesOnly: Bool = false) -> [Plan] {
        let plans: [Plan] =
            switch kind {
            case .seamless, .facadeSeamless:
                allCases.filter { challengeTimeouts || !$0.waitsForTimeout }
            case .headless, .headlessEnroll, .readBackCancel: [.approvedCard, .declinedCard]
            case .headlessChallenge: allCases.filter(\.challenges)
            case .unenroll: [.approvedCard]
            case .facadeBurst: [.approvedCard, .declinedCard, .cancelAtForm]
            case .enrollment: [.approvedCard, .cancelAtForm]
            case .full, .lite, .render, .facadeLite: allCases.filter { $0 != .redirectApproved }
            }
        return challengesOnly ? plans.filter(\.challenges) : plans
    }
}

/// How the app cancels a flow, if it does.
enum Cancellation: Sendable {
    /// Cancels the task running the flow after `yields` scheduler turns.
    case task(afterYields: Int)
    /// Calls `cancelFlow(checkoutSession:)` after `yields` turns.
    case cancelFlow(afterYields: Int)
    /// Cancels the task when the shopper reaches a screen.
    case taskAt(ScreenPoint)
    /// Calls `cancelFlow` when the shopper reaches a screen.
    case cancelFlowAt(ScreenPoint)

    var screen: ScreenPoint? {
        switch self {
        case .taskAt(let point), .cancelFlowAt(let point): point
        default: nil
        }
    }
}

/// One flow's draw: its kind, the shopper's plan, and what the app does around it.
struct FlowSpec: Sendable {
    var index: Int
    var kind: FlowKind
    var plan: Plan
    /// How a Seamless result reaches the app: 0 the return value, 1 a callback, 2 a delegate.
    var entry: Int
    var cancellation: Cancellation?
    /// A second start for the same session after this many turns (it must be refused, or run, with one result).
    var secondStartAfterYields: Int?
    /// A deep link for this session after this many turns (no card flow waits for one: it must be refused).
    var strayDeepLinkAfterYields: Int?
    /// Lite, Full, facade: a `continuePayment` before the payment exists, after this many turns.
    var earlyContinueAfterYields: Int?
    /// Facade: the configuration changes after this many turns (`Yuno.config`), mid-flow.
    var configChangeAfterYields: Int?
    /// Render: turns between the merchant's payment and `continuePaymentAction()`.
    var continueAfterYields: Int
    /// How many turns the bank takes to finish a redirect page.
    var bankAfterYields: Int
    var idempotencyKey: String
    var secondIdempotencyKey: String
    /// How long the shopper takes to answer the form and the challenge (half of them answer at once).
    var thinkTime: Duration = .zero
    /// Second starts of this session fired at the instants that matter, from background tasks: two together with
    /// the first start (three race for the claim), two right after the claim (at the flow's first loader) and two at
    /// each of its first two `hideLoader`s, one of them from a main-actor task (the last `hideLoader` comes between
    /// the session's release and the result's delivery), and a tapper who tries again every two turns from the claim
    /// until the first flow's result is out (at most 24 tries). Each must be refused, or run only after the running flow's result (``OneFlowPerSession``).
    var windowStarts = false
    /// `facadeBurst`: how many background callers, and how many back-to-back calls each makes.
    var burstCallers = 0
    var burstCalls = 0
    /// Lost read-backs: from the moment the shopper answers the bank, the next ``ReadOutages/lostReads`` reads of
    /// the session's payment are lost at the SDK's transport (the status polls, the read after the page and its
    /// retries), so only the flow's own read-back after the error can still find what the bank decided.
    var losesReadBacks = false
    /// `readBackCancel`: the read of the payment (each attempt counts, 1-based) at whose sending the app cancels,
    /// and whether it cancels the task (else `cancelFlow`).
    var readBackCancelAt: Int?
    var readBackCancelByTask = false
    /// `unenroll`: answers of the unenroll endpoint lost after the sandbox removed the card, and a fault it draws.
    var lostUnenrollAnswers = 0
    var unenrollFault: SandboxFault?

    var perturbed: Bool {
        cancellation != nil || configChangeAfterYields != nil || earlyContinueAfterYields != nil
            || secondStartAfterYields != nil || windowStarts || readBackCancelAt != nil
    }
}

/// A SplitMix64 shared by the client's generators (idempotency keys, retry jitter) and the workload's draws.
/// Called on the simulator's one thread, so the sequence it hands out is a function of the seed and the schedule.
final class SeededRandom: Sendable {
    private let state: Mutex<UInt64>

    init(seed: UInt64) { state = Mutex(seed) }

    func next() -> UInt64 {
        state.withLock { state in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// True with probability `percent` / 100.
    func chance(_ percent: Int) -> Bool { below(100) < percent }

    func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

    /// A version-4-shaped UUID, lowercased, from two draws.
    func uuid() -> String {
        let (a, b) = (next(), next())
        var u = withUnsafeBytes(of: (a.bigEndian, b.bigEndian)) { Array($0) }
        u[6] = (u[6] & 0x0F) | 0x40
        u[8] = (u[8] & 0x3F) | 0x80
        let uuid = UUID(
            uuid: (
                u[0], u[1], u[2], u[3], u[4], u[5], u[6], u[7], u[8], u[9], u[10], u[11], u[12], u[13], u[14], u[15]
            ))
        return uuid.uuidString.lowercased()
    }

    /// A uniform value in [0.5, 1]: retry jitter.
    func jitter() -> Double { 0.5 + Double(next() >> 11) / Double(1 << 53) / 2 }
}

/// The invariants' verdict on one run.
struct Verdict: Sendable {
    var violations: [String]
    var summary: String
}

/// The faults the emulator injects, drawn uniformly when a request draws one: every `SandboxFault` except the two
/// that wait (`.timeout`, `.delay`), which sleep with `Task.sleep` and so land on the virtual timeline to the
/// millisecond only — ``WaitingFaults`` injects those, with exact virtual sleeps.
let faultMix: [SandboxFault] = [
    .status(500, code: "INTERNAL_ERROR"), .status(503, code: "SERVICE_UNAVAILABLE"),
    .status(504, code: "REQUEST_TIMEOUT"), .status(400, code: "REQUEST_IN_PROCESS"),
    .tooManyRequests(retryAfterSeconds: 1), .connectionError, .dropResponse, .malformedBody,
]

/// The endpoints whose requests commit something the SDK must not lose track of. No 3-D Secure endpoint: the bank
/// decides a challenge and the SDK only reads the payment (its lost reads are `FlowSpec.losesReadBacks`).
let commitEndpoints: [SandboxEndpoint] = [
    .createSeamlessPayment, .createMerchantPayment, .submitEnrollmentCard,
]

/// The scheme of every session's `callback_url`: a redirect returns through `yunosim://return?checkout_session=…`.
let callbackScheme = "yunosim"

/// The workload: `flows` flows of the chosen kinds against one in-process, seeded `YunoSandbox`, all started at
/// once in a task group (so every start runs on a background task), each with a scripted shopper and seeded
/// interference: faults on every endpoint, task cancellation and `cancelFlow` at seeded turns or screens, second
/// starts, stray deep links, early `continuePayment`, configuration changes.
@MainActor
struct Workload {
    let seed: UInt64
    let flows: Int
    let name: WorkloadName
    let executor: SimExecutor
    let monitor: Monitor
    var challengeTimeouts = false
    var faultRate: Double = 0
    /// The sandbox's latency per request (placed on the virtual timeline to the millisecond; off by default).
    var latency: Duration = .zero
    /// `--report-flows`: one line per flow after the run (label, result, outcome, faults, lost reads).
    var reportFlows = false

    func run() async -> Verdict {
        let sandbox = YunoSandbox(configuration: .init(seed: seed, latency: latency))
        let random = SeededRandom(seed: seed ^ 0x1DE4_7E11_C0FF_EE00)
        let startDate = sandbox.configuration.startDate
        let executor = executor
        // The SDK's virtual sleeps are counted per flow (``SleepLedger``); the merchant's server's are not.
        let sleeps = SleepLedger(executor: executor, monitor: monitor)
        let virtualSleep: @Sendable (Duration) async throws -> Void = { try await sleeps.sleep(for: $0) }
        let waiting = WaitingFaults(seed: seed, rate: faultRate, executor: executor)
        let outages = ReadOutages(executor: executor)
        // `TimeoutMiddleware`'s public initializer measures its deadlines with the real clock (only an internal one
        // takes `now`), so each wait it asks for is a whole number of virtual seconds off by the real time its run
        // took (microseconds): rounded to the second, the wait is a function of the seed again.
        let deadlineSleep: @Sendable (Duration) async throws -> Void = {
            try await sleeps.sleep(for: .seconds(($0 / .seconds(1)).rounded()))
        }
        let merchantDeadlineSleep: @Sendable (Duration) async throws -> Void = {
            try await executor.sleep(for: .seconds(($0 / .seconds(1)).rounded()))
        }
        let (lostAnswers, readCancels, unenrolls) = (LostAnswers(), ReadBackCancels(), UnenrollWatch(monitor: monitor))
        // Every request has a limit on virtual time (a hung `.timeout` fault ends there), retries back off on
        // virtual time with seeded jitter; the clock, the deadlines' monotonic time and the keys are seeded too.
        var options = YunoClient.Options(
            middlewares: [
                RetryMiddleware(jitter: { random.jitter() }, sleep: virtualSleep),
                TimeoutMiddleware(timeout: .seconds(60), sleep: deadlineSleep),
            ],
            now: { startDate.addingTimeInterval(executor.now / .seconds(1)) },
            sleep: virtualSleep,
            makeIdempotencyKey: { [monitor] in
                let key = random.uuid()
                if let index = FlowTag.index { monitor.key(key, owner: index) }
                return key
            })
        options.elapsed = { executor.now }
        let client: YunoClient
        do {
            client = try YunoClient(
                apiKey: sandbox.publicAPIKey,
                transport: ObservedTransport(
                    sandbox: sandbox, monitor: monitor, faults: waiting, outages: outages, lostAnswers: lostAnswers,
                    readCancels: readCancels, unenrolls: unenrolls),
                options: options)
        } catch {
            return Verdict(violations: ["client creation failed: \(error)"], summary: "")
        }
        Yuno.initialize(client: client)
        let merchant = MerchantBackend(
            transport: TimedTransport(
                base: sandbox, timeout: TimeoutMiddleware(timeout: .seconds(60), sleep: merchantDeadlineSleep),
                faults: waiting),
            baseURL: client.baseURL, publicAPIKey: sandbox.publicAPIKey,
            privateSecretKey: sandbox.privateSecretKey, accountID: sandbox.accountID)
        if faultRate > 0 {
            // Eight of the ten fault kinds (`WaitingFaults` draws the other two).
            await sandbox.setFaultRate(faultRate * 0.8, mix: faultMix)
            // The requests that commit a payment or an enrollment draw faults 5× as often: a lost
            // answer there is where a payment can be lost or misreported.
            await sandbox.setFaultRate(min(faultRate * 5, 0.25) * 0.8, mix: faultMix, on: commitEndpoints)
        }

        // Every draw is made up front, from its own stream, so the plans do not depend on the schedule.
        let draw = SeededRandom(seed: seed ^ 0x91A4_5EED_0000_0001)
        let specs = (0..<flows).map { index in makeSpec(index, draw) }
        let book = Book()
        let context = Driver(
            client: client, merchant: merchant, sandbox: sandbox, monitor: monitor, executor: executor, book: book,
            outages: outages, lostAnswers: lostAnswers, readCancels: readCancels, unenrolls: unenrolls)

        await withTaskGroup(of: Void.self) { group in
            for spec in specs {
                group.addTask { await context.drive(spec) }
            }
        }
        // Quiescence: every job still ready (a cancelled presentation's dismissal, a facade's bookkeeping) runs
        // before virtual time can pass this sleep, and a shopper still thinking (at most 3 s) answers meanwhile.
        try? await executor.sleep(for: .seconds(5))
        return await check(specs: specs, context: context, sleeps: sleeps)
    }

    private func makeSpec(_ index: Int, _ draw: SeededRandom) -> FlowSpec {
        let kind = draw.pick(name.kinds)
        let plan = draw.pick(
            Plan.menu(
                for: kind, challengeTimeouts: challengeTimeouts || name != .seamless, challengesOnly: name == .challenge
            ))
        var spec = FlowSpec(
            index: index, kind: kind, plan: plan, entry: draw.below(3), continueAfterYields: draw.below(50),
            bankAfterYields: draw.below(50), idempotencyKey: draw.uuid(),
            secondIdempotencyKey: draw.uuid())
        if kind == .facadeBurst {
            // One caller and three calls, or many callers at once (64 now and then: a plugin's bridge under load).
            spec.burstCallers = draw.chance(15) ? 64 : draw.chance(40) ? 8 : 1
            spec.burstCalls = spec.burstCallers == 1 ? 3 : 2
            return spec
        }
        switch kind {
        case .readBackCancel:
            // The first attempt of the read-back's first read, its retry, the second read, the third read.
            spec.readBackCancelAt = draw.pick([1, 2, 4, 7])
            spec.readBackCancelByTask = draw.chance(50)
            return spec
        case .unenroll:
            spec.lostUnenrollAnswers = draw.pick([0, 1, 3, 5])
            if draw.chance(25) {
                spec.unenrollFault = draw.pick([
                    .status(400, code: "INVALID_REQUEST"), .status(500, code: "INTERNAL_ERROR"), .dropResponse,
                    .connectionError,
                ])
            }
            return spec
        case .headlessEnroll: return spec
        default: break
        }
        // The legacy `seamless` workload stays as the first slice ran it: no interference.
        guard name != .seamless, kind != .headless else { return spec }
        if draw.chance(50) { spec.thinkTime = .milliseconds(1 + draw.below(3_000)) }
        let turns = { draw.below(200) }
        switch draw.below(10) {
        case 0: spec.cancellation = .task(afterYields: turns())
        case 1: spec.cancellation = .cancelFlow(afterYields: turns())
        case 2: spec.cancellation = .taskAt(draw.pick(ScreenPoint.allCases))
        case 3: spec.cancellation = .cancelFlowAt(draw.pick(ScreenPoint.allCases))
        default: break
        }
        // Facade apps double-start more often (a plugin's button tapped twice): the facade must refuse one.
        if draw.chance([.facadeSeamless, .facadeLite].contains(kind) ? 25 : 10) {
            spec.secondStartAfterYields = turns()
        }
        if draw.chance(15), plan != .redirectApproved { spec.strayDeepLinkAfterYields = turns() }
        if [.lite, .full, .facadeLite].contains(kind), draw.chance(15) { spec.earlyContinueAfterYields = turns() }
        if [.facadeSeamless, .facadeLite].contains(kind), draw.chance(30) { spec.configChangeAfterYields = turns() }
        if plan.answersBankAndLeaves, draw.chance(25) { spec.losesReadBacks = true }
        // Seamless more often: its start may run on a background caller, where a release and a delivery split into
        // two main-actor turns would leave a gap (Lite and Full run on the main actor).
        if [.seamless, .lite, .full].contains(kind), spec.secondStartAfterYields == nil,
            draw.chance(kind == .seamless ? 40 : 15)
        {
            spec.windowStarts = true
        }
        return spec
    }

    // MARK: The end: what can only be judged once every flow ended

    private func check(specs: [FlowSpec], context: Driver, sleeps: SleepLedger) async -> Verdict {
        let sandbox = context.sandbox
        let ledger = await sandbox.ledger()
        let requests = await sandbox.requests()
        let state = monitor.snapshot
        var endViolations: [String] = []

        // Exactly one result per started flow (and every other shared checker's end-of-run check).
        endViolations += monitor.finishGuarantees()
        // At most one payment per checkout session.
        let paymentsBySession = Dictionary(grouping: ledger, by: \.checkoutSession)
        for (session, payments) in paymentsBySession where payments.count > 1 {
            endViolations.append("session \(session) has \(payments.count) payments")
        }
        // A payment the backend holds as SUCCEEDED is never reported as cancelled, failed or declined by the flow
        // it belongs to (its idempotency key names the flow) when the SDK committed it itself or received it
        // SUCCEEDED; a flow reported succeeded has a SUCCEEDED payment, and names the one its session has.
        for (index, record) in state.flows.sorted(by: { $0.key < $1.key }) {
            guard let result = record.results.first else { continue }
            let isPayment = !["enrollment", "headlessEnroll", "unenroll"].contains { record.label.hasPrefix($0 + "/") }
            let payment = paymentsBySession[record.session]?.first
            let flowsOfSession = state.flows.values.filter { $0.session == record.session }.count
            let owner = payment.flatMap { state.keyOwner[$0.idempotencyKey.lowercased()] }
            let owns = owner == index || (owner == nil && flowsOfSession == 1)
            // Which flow's task sent the request: this one, or one that names no flow (the facade's queue, a
            // detached read-back). A commit counts whenever it was noted (the sandbox committed before it answered,
            // and a flow that committed owes a read-back); an answer only when it came before this flow's result: a
            // later read (a second start's, after the bank decided) tells nothing about what this flow could know.
            let mine = { (flows: [Int: UInt64]?, before: UInt64) in
                (flows ?? [:]).contains { flow, step in (flow == index || flow == -1) && step < before }
            }
            let made = mine(state.sdkMadeSucceeded[record.session], .max)
            let sdkKnew = made || mine(state.sdkSawSucceeded[record.session], record.resultStep ?? .max)
            if isPayment, let payment, payment.status == "SUCCEEDED", owns, sdkKnew,
                [.userCancelled, .fail, .reject].contains(result)
            {
                let reason = record.outcome.map { " (\($0.error.map { "\($0)" } ?? "no error"))" } ?? ""
                endViolations.append(
                    "\(record.label) (flow \(index)) reported \(result)\(reason), the backend holds "
                        + "\(payment.paymentID) SUCCEEDED ("
                        + (made ? "committed by the SDK's own request)" : "the SDK received it)"))
            }
            // An error report for a payment the flow's own request committed: only an unreadable backend (every
            // read-back failed: `outcomeUnknown`) excuses it — a lost answer must be read back.
            if isPayment, let payment, payment.status == "SUCCEEDED", owns, made, result == .internalError,
                let error = record.outcome?.error
            {
                if error.code != .outcomeUnknown {
                    endViolations.append(
                        "\(record.label) (flow \(index)) reported internalError (\(error)), though its own request "
                            + "committed \(payment.paymentID) SUCCEEDED")
                }
            }
            if isPayment, result == .succeeded, payment?.status != "SUCCEEDED" {
                endViolations.append(
                    "\(record.label) (flow \(index)) reported succeeded, the backend holds "
                        + (payment?.status ?? "no payment"))
            }
            if let outcome = record.outcome, let id = outcome.paymentID, id != payment?.paymentID {
                endViolations.append(
                    "\(record.label) (flow \(index)) names payment \(id), the backend \(payment?.paymentID ?? "none")")
            }
            // Untouched by faults and by the app: the flow ends as its shopper played it. A lost read-back is no
            // excuse — the flow's own read-back finds the payment — unless every read failed (`outcomeUnknown`).
            let faulted =
                state.merchantFaulted.contains(record.session)
                || requests.contains { $0.fault != nil && $0.path.contains(record.session) }
            let unreadable = record.outcome?.error?.code == .outcomeUnknown
            if isPayment,
                let violation = ThreeDSInvariants.approvedReportedSucceeded(
                    index, label: record.label, result: result, approved: state.bankApproved, final: true,
                    excused: ThreeDSInvariants.approvalErrorExcused(
                        record.outcome, lostReads: state.lostReads[record.session] ?? 0, faulted: faulted))
            {
                endViolations.append(
                    violation + " (the backend holds \(payment.map { "\($0.paymentID) \($0.status)" } ?? "no payment"))"
                )
            }
            if let expected = record.expected, !faulted, !unreadable, result != expected,
                !(record.mayBeRefused && result == .internalError)
            {
                let reason = record.outcome?.error.map { " (\($0))" } ?? ""
                endViolations.append("\(record.label) (flow \(index)): expected \(expected), got \(result)\(reason)")
            }
        }
        // `[readback-cancel-truthful]`: cancelled during the read-back of its undecided payment creation, the flow
        // still names what the backend holds (the plan's result: the card approved or declined) — or, with an
        // error, only an unreadable backend (`outcomeUnknown`; a callback or delegate result has no outcome).
        for spec in specs where spec.kind == .readBackCancel {
            guard let record = state.flows[spec.index], let result = record.results.first else { continue }
            let faulted =
                state.merchantFaulted.contains(record.session)
                || requests.contains { $0.fault != nil && $0.path.contains(record.session) }
            let unknown = record.outcome.map { $0.error?.code == .outcomeUnknown } ?? true
            guard !faulted, result != spec.plan.expected, !(result == .internalError && unknown) else { continue }
            let reason = record.outcome?.error.map { " (\($0))" } ?? ""
            endViolations.append(
                "[readback-cancel-truthful] \(record.label) (flow \(spec.index)): cancelled at read "
                    + "\(spec.readBackCancelAt ?? 0) of the read-back, reported \(result)\(reason); the backend holds "
                    + (paymentsBySession[record.session]?.first.map { "\($0.paymentID) \($0.status)" } ?? "no payment"))
        }
        if reportFlows {
            for (index, record) in state.flows.sorted(by: { $0.key < $1.key }) {
                let faults = requests.filter { $0.fault != nil && $0.path.contains(record.session) }.count
                print(
                    "flow \(index) \(record.label): \(record.results.map { "\($0)" }.joined(separator: ", ")); "
                        + "\(record.outcome.map { "\($0)" } ?? "no outcome"); \(faults) faulted, "
                        + "\(state.lostReads[record.session] ?? 0) reads lost; SUCCEEDED seen at steps "
                        + "\(state.sdkSawSucceeded[record.session] ?? [:]), committed \(state.sdkMadeSucceeded[record.session] ?? [:]), "
                        + "result at step \(record.resultStep.map { "\($0)" } ?? "-") "
                        + "(virtual \(record.started) → \(record.ended.map { "\($0)" } ?? "-")); timers "
                        + sleeps.counts(of: index).description
                        + (state.bankApproved.contains(index) ? "; approved at the bank" : ""))
            }
        }
        // No request carries a 3DS result (issue 35): the emulator's whole log, merchant requests included.
        endViolations += ThreeDSInvariants.noResultSent(requests)
        // Cancelled while the shopper was still thinking at the form or the challenge: the shopper's late answer is
        // dropped. At the form nothing was sent: the flow ends userCancelled with no payment; at the challenge the
        // page was closed before the shopper could answer the bank: the payment does not become SUCCEEDED.
        for spec in specs where spec.thinkTime > .zero && spec.secondStartAfterYields == nil && !spec.windowStarts {
            guard state.cancelledAtScreen.contains(spec.index), let record = state.flows[spec.index],
                let result = record.results.first, let screen = spec.cancellation?.screen
            else { continue }
            let payment = paymentsBySession[record.session]?.first
            switch screen {
            case .cardForm:
                if result != .userCancelled || payment != nil {
                    endViolations.append(
                        "\(record.label) (flow \(spec.index)): cancelled at the form before the shopper answered, "
                            + "reported \(result) with \(payment.map { "payment \($0.paymentID) \($0.status)" } ?? "no payment")"
                    )
                }
            case .challenge:
                if payment?.status == "SUCCEEDED" || result == .succeeded {
                    endViolations.append(
                        "\(record.label) (flow \(spec.index)): cancelled at the 3DS challenge before the shopper "
                            + "answered the bank, yet \(result) with "
                            + "\(payment.map { "payment \($0.status)" } ?? "no payment")")
                }
            default: break
            }
        }
        // Nothing live afterwards: flows in the registry, deep links, deadlines, presentations, facade, flow objects.
        // A cancelled deadline leaves the queue's sleeper aimed where it was (`TimeoutQueue.cancel`): it wakes once
        // for nothing and stops. Let it, on virtual time, for at most the longest deadline (the 300 s challenge): a
        // sleeper with no deadline that outlives that is live work.
        var live = await context.client.liveWork()
        for _ in 0..<6 where live.deadlineSleeper && live.pendingDeadlines == 0 {
            try? await executor.sleep(for: .seconds(60))
            live = await context.client.liveWork()
        }
        if !live.isEmpty { endViolations.append("live after the run: \(live)") }
        // `[sdk-timers-end-with-flow]`: no SDK sleep outlives its flow's result by more than the grace (a sleep of a
        // task that names no flow: the last result). Wait on virtual time until every pending sleep's grace ran out
        // (a sleeper aimed at a cancelled deadline wakes meanwhile), then none may be left.
        let lastEnd = state.flows.values.compactMap(\.ended).max() ?? executor.now
        let limit = { (sleep: SleepLedger.Sleep) in
            max(sleep.flow.flatMap { self.monitor.ended($0) } ?? lastEnd, sleep.start) + SleepLedger.grace
        }
        if let latest = sleeps.pending.map(limit).max(), latest >= executor.now {
            try? await executor.sleep(for: latest - executor.now + .seconds(1))
        }
        for sleep in sleeps.pending where limit(sleep) < executor.now {
            endViolations.append(
                SleepLedger.outlived(
                    sleep, flow: sleep.flow, ended: sleep.flow.flatMap { monitor.ended($0) } ?? lastEnd,
                    at: executor.now, still: true))
        }
        // A deadline fires only for a challenge nobody answered: one that fires after its presentation ended (the
        // shopper answered, the flow was cancelled) is a deadline outliving its flow.
        if live.firedDeadlines > state.unansweredChallenges {
            endViolations.append(
                "\(live.firedDeadlines) presentation deadline(s) fired, for \(state.unansweredChallenges) challenge(s) "
                    + "nobody answered")
        }
        if state.livePresentations != 0 {
            endViolations.append("\(state.livePresentations) presentation(s) still running after the run")
        }
        if let session = Yuno.activeFacadeSession {
            endViolations.append("the facade still runs a flow for \(session)")
        }
        let leaked = context.book.flowObjects.filter { $0.flow != nil }.count
        if leaked > 0 { endViolations.append("\(leaked) flow object(s) still alive after the run") }
        for violation in endViolations { monitor.violation("end: \(violation)") }

        var counts: [String: Int] = [:]
        for record in state.flows.values { for result in record.results { counts["\(result)", default: 0] += 1 } }
        let results = counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        var kinds: [String: Int] = [:]
        for spec in specs { kinds[spec.kind.rawValue, default: 0] += 1 }
        let kindText = kinds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let faults = requests.filter { $0.fault != nil }.count
        return Verdict(
            violations: [],
            summary: """
                flows: \(kindText); started \(state.flows.count) (second starts included)
                outcomes: \(results); ledger: \(ledger.count) payments, \
                \(ledger.filter { $0.status == "SUCCEEDED" }.count) SUCCEEDED; \(requests.count) requests, \(faults) faulted
                guarantees: \(state.events) events read by \(GuaranteeMonitor.table.count) checkers \
                (\(GuaranteeMonitor.table.map(\.id).joined(separator: ", ")))
                checks: \(state.mainActorChecks) main-actor checks, \(state.presentations) presentations, \
                \(context.book.flowObjects.count) flow objects watched until released, \
                \(state.cancelledAtScreen.count) cancels on an open screen, \(state.bankApproved.count) approvals at \
                the bank, \(state.lostReads.values.reduce(0, +)) reads lost on purpose, \
                \(context.readCancels.cancels) cancels at a read-back, \(context.unenrolls.totalRuns) unenrollments run, \
                SDK timers: \(sleeps.total.description)
                """)
    }
}

/// A flow object the run saw, held weakly: it must be gone once the run ends.
struct WeakFlow {
    weak var flow: PaymentFlow?
}

/// Main-actor bookkeeping of the drivers.
@MainActor
final class Book {
    var flowObjects: [WeakFlow] = []
    /// The static facade runs one flow at a time, so an app waits for the previous one before it starts the next:
    /// facade flows take turns here (a rogue second start does not wait, and may be refused).
    private var facadeBusy = false
    private var facadeWaiters: [CheckedContinuation<Void, Never>] = []

    func takeFacadeTurn() async {
        guard facadeBusy else {
            facadeBusy = true
            return
        }
        await withCheckedContinuation { facadeWaiters.append($0) }
    }

    func endFacadeTurn() {
        if facadeWaiters.isEmpty { facadeBusy = false } else { facadeWaiters.removeFirst().resume() }
    }
}
