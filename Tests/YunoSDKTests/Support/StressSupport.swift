import Foundation
import Synchronization
import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// One way of running a flow in the stress suite. Adding a mode (Full, Lite, render) is one more case here and
/// one more branch in ``StressFlow/start(client:)``.
enum StressMode: CaseIterable, Sendable {
    /// The SDK creates the payment.
    case seamless
    /// Lite: the SDK hands the token to the delegate, the merchant's server creates the payment, then
    /// `continuePayment`.
    case lite
}

/// How the app receives the result: the detailed outcome, the callback variant, or a delegate.
enum StressEntry: CaseIterable, Sendable {
    case outcome, callback, delegate
}

/// What the shopper (and the app) do in one flow.
enum StressPlan: CaseIterable, Sendable {
    case pay, payMastercard, payAmex, frictionless, decline, insufficientFunds, challenge, challengeFails
    case challengeCancelledAtBank, challengeClosedAfterApproving
    case shopperCancels, taskCancelled, challengeIgnoredThenCancelled

    /// The shopper of this plan; at a 3DS challenge they answer `bank` (the emulator playing the issuer).
    @MainActor func customer(bank: YunoSandbox) -> ScriptedCustomer {
        switch self {
        case .pay, .taskCancelled: .paying(with: .visaApproved)
        case .payMastercard: .paying(with: .mastercardApproved)
        case .payAmex: .paying(with: .amexApproved)
        case .frictionless: .paying(with: .threeDSFrictionless)
        case .decline: .paying(with: .visaDoNotHonor)
        case .insufficientFunds: .paying(with: .visaInsufficientFunds)
        case .challenge: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .approve, bank: bank)
        case .challengeFails: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .decline, bank: bank)
        case .challengeCancelledAtBank: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .cancel, bank: bank)
        case .challengeClosedAfterApproving:
            ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .approveThenClose, bank: bank)
        case .shopperCancels: ScriptedCustomer(form: .cancel)
        case .challengeIgnoredThenCancelled: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore)
        }
    }

    /// Whether the flow opens a 3DS page (whose status poll may be cancelled in flight when the page ends).
    var opensChallenge: Bool {
        switch self {
        case .challenge, .challengeFails, .challengeCancelledAtBank, .challengeClosedAfterApproving,
            .challengeIgnoredThenCancelled:
            true
        default: false
        }
    }

    /// Whether the app cancels the flow's task at a random point.
    var cancelsTask: Bool { self == .taskCancelled || self == .challengeIgnoredThenCancelled }

    /// Where the app may cancel a flow of this plan.
    var cancelPoints: [CancelPoint] {
        switch self {
        case .taskCancelled: [.afterYields, .cardForm, .afterCardForm, .statusScreen]
        case .challengeIgnoredThenCancelled: [.afterYields, .challenge]
        default: []
        }
    }

    /// The results a flow with this plan may end with; `faulted` when the emulator injected a fault into it.
    func allowedResults(faulted: Bool) -> Set<Yuno.Result> {
        var allowed: Set<Yuno.Result> =
            switch self {
            // Closed after approving: the bank's approval stands, read back as `succeeded`.
            case .pay, .payMastercard, .payAmex, .frictionless, .challenge, .challengeClosedAfterApproving: [.succeeded]
            case .decline, .insufficientFunds, .challengeFails: [.reject]
            case .challengeCancelledAtBank: [.fail]
            case .shopperCancels, .challengeIgnoredThenCancelled: [.userCancelled]
            case .taskCancelled: [.succeeded, .userCancelled]
            }
        if faulted { allowed.insert(.internalError) }
        return allowed
    }
}

/// How the app cancels a flow: through the flow's task, or with `cancelFlow(checkoutSession:)` (both end the flow
/// with `.userCancelled`, and both must name a payment already sent).
enum CancelVia: CaseIterable, Sendable {
    case task, cancelFlow
}

/// When the app cancels a flow's task: after some scheduler turns, or when the shopper reaches a screen.
enum CancelPoint: Sendable {
    /// After a random number of `Task.yield()`s of a canceller task.
    case afterYields
    /// When the card form is shown (before anything is tokenized).
    case cardForm
    /// When the loader comes back after the form (tokenization or payment creation under way).
    case afterCardForm
    /// When the 3DS challenge is shown (the payment exists, PENDING).
    case challenge
    /// When the status screen is shown (the payment has its final status).
    case statusScreen
}

/// What one flow delivered: every result (there must be exactly one) and, for ``StressEntry/outcome``, the
/// detailed outcome.
@MainActor
final class StressRecord {
    var results: [Yuno.Result] = []
    var outcome: PaymentOutcome?
    /// Lite: the merchant's server was asked to create the payment.
    var merchantCreatedPayment = false
}

/// Counts presentations that have started and not yet returned, across every presenter of a run.
@MainActor
final class PresentationCounter {
    private(set) var live = 0
    private(set) var total = 0

    func begin() {
        live += 1
        total += 1
    }

    func end() { live -= 1 }
}

/// Where one flow's participants report to the guarantee checkers: the run's recorder, the flow's number and its
/// session.
struct GuaranteeTag: Sendable {
    let recorder: GuaranteeRecorder
    let flow: Int
    let session: String

    /// A presenter call of this flow (on the main actor: the presenter's methods are `@MainActor`).
    @MainActor func presenter(_ what: String) { recorder.presenter(flow, session: session, what) }

    /// A delegate call of this flow; called after `MainActor.assumeIsolated` (which traps elsewhere).
    func delegate(_ what: String) { recorder.record(.delegateCall(flow: flow, what: what, onMainActor: true)) }

    /// The result the app received through a delegate or callback (on the main actor).
    func delivered(_ result: Yuno.Result) { recorder.result(flow, result, onMainActor: true) }

    /// The start's call or task returned.
    func returned() { recorder.record(.returned(flow: flow)) }
}

/// A presenter that forwards to a ``ScriptedCustomer`` and counts the presentations still running, so the suite
/// can assert that no presentation task outlives its flow; with a ``GuaranteeTag``, every call is also a screen of
/// its flow for the guarantee checkers.
@MainActor
final class CountingPresenter: YunoPresenter {
    let customer: ScriptedCustomer
    let counter: PresentationCounter
    /// Where to cancel the flow's task, if anywhere on screen.
    let cancelPoint: CancelPoint?
    /// Where the calls are recorded (`nil`: nowhere).
    let guarantees: GuaranteeTag?
    /// Cancels the flow's task; set right after the task starts, called at most once.
    var cancelTask: (() -> Void)?
    /// Told of every loader change (`true`: shown) once it is recorded: where a test acts at the session's windows.
    var onLoader: ((Bool) -> Void)?
    private var formAnswered = false

    init(
        _ customer: ScriptedCustomer, counter: PresentationCounter, cancelPoint: CancelPoint? = nil,
        guarantees: GuaranteeTag? = nil
    ) {
        self.customer = customer
        self.counter = counter
        self.cancelPoint = cancelPoint
        self.guarantees = guarantees
    }

    private func reached(_ point: CancelPoint) {
        guard point == cancelPoint, let cancel = cancelTask else { return }
        cancelTask = nil
        cancel()
    }

    func showLoader() {
        guarantees?.presenter("showLoader")
        if formAnswered { reached(.afterCardForm) }
        customer.showLoader()
        onLoader?(true)
    }

    func hideLoader() {
        guarantees?.presenter("hideLoader")
        customer.hideLoader()
        onLoader?(false)
    }

    func dismissPresentedUI() {
        guarantees?.presenter("dismissPresentedUI")
        customer.dismissPresentedUI()
    }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        guarantees?.presenter("presentCardForm")
        counter.begin()
        defer { counter.end() }
        reached(.cardForm)
        let outcome = await customer.presentCardForm(form)
        formAnswered = true
        return outcome
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        guarantees?.presenter("presentThreeDSChallenge")
        counter.begin()
        defer { counter.end() }
        reached(.challenge)
        return await customer.presentThreeDSChallenge(challenge)
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        guarantees?.presenter("presentQRCode")
        counter.begin()
        defer { counter.end() }
        await customer.presentQRCode(qrCode)
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        guarantees?.presenter("presentWalletSheet")
        counter.begin()
        defer { counter.end() }
        return await customer.presentWalletSheet(sheet)
    }

    func openRedirect(_ redirect: RedirectAction) async {
        guarantees?.presenter("openRedirect")
        counter.begin()
        defer { counter.end() }
        await customer.openRedirect(redirect)
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        guarantees?.presenter("presentPaymentStatus")
        counter.begin()
        defer { counter.end() }
        reached(.statusScreen)
        await customer.presentPaymentStatus(screen)
    }
}

/// A delegate written as option 2 of seeds/001 (`MainActor.assumeIsolated`), recording every result it gets.
final class StressDelegate: YunoPaymentDelegate {
    let checkoutSession: String
    let countryCode = "CO"
    let presenter: any YunoPresenter
    let record: StressRecord
    let guarantees: GuaranteeTag?

    init(checkoutSession: String, presenter: any YunoPresenter, record: StressRecord, guarantees: GuaranteeTag? = nil) {
        self.checkoutSession = checkoutSession
        self.presenter = presenter
        self.record = record
        self.guarantees = guarantees
    }

    @MainActor var viewController: YunoViewController? { presenter }

    func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated {
            record.results.append(result)
            guarantees?.delegate("yunoPaymentResult")
            guarantees?.delivered(result)
        }
    }
}

/// A Lite delegate: on the token, the merchant's server creates the payment and the app continues the flow.
final class StressLiteDelegate: YunoPaymentDelegate {
    let checkoutSession: String
    let countryCode = "CO"
    let presenter: any YunoPresenter
    let record: StressRecord
    let client: YunoClient
    let merchant: MerchantBackend
    let guarantees: GuaranteeTag?

    init(
        checkoutSession: String, presenter: any YunoPresenter, record: StressRecord, client: YunoClient,
        merchant: MerchantBackend, guarantees: GuaranteeTag? = nil
    ) {
        self.checkoutSession = checkoutSession
        self.presenter = presenter
        self.record = record
        self.client = client
        self.merchant = merchant
        self.guarantees = guarantees
    }

    @MainActor var viewController: YunoViewController? { presenter }

    func yunoCreatePayment(with token: String) {
        let (session, client, merchant) = (checkoutSession, client, merchant)
        MainActor.assumeIsolated {
            record.merchantCreatedPayment = true
            guarantees?.delegate("yunoCreatePayment")
        }
        Task {
            // A failed creation still continues: the flow then ends with `paymentNotCreated`, never hangs.
            _ = try? await merchant.createPayment(
                checkoutSession: session, token: token, amount: Decimal(string: "120.50")!, currency: "COP",
                country: "CO")
            try? await client.continuePayment(checkoutSession: session)
        }
    }

    func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated {
            record.results.append(result)
            guarantees?.delegate("yunoPaymentResult")
            guarantees?.delivered(result)
        }
    }
}

/// One flow of a stress run.
@MainActor
struct StressFlow {
    let session: String
    let mode: StressMode
    let entry: StressEntry
    let plan: StressPlan
    /// Where the app cancels the task (plans that cancel only).
    let cancelPoint: CancelPoint?
    /// How many times the canceller yields before cancelling the task, for ``CancelPoint/afterYields``.
    let cancelAfterYields: Int
    /// Whether the app cancels through the task or through `cancelFlow(checkoutSession:)`.
    let cancelVia: CancelVia
    let presenter: CountingPresenter
    /// Where the flow's start, result and return are recorded for the guarantee checkers (`nil`: nowhere); the
    /// presenter reports its calls to the same tag.
    var guarantees: GuaranteeTag? { presenter.guarantees }
    let record = StressRecord()

    /// Cancels the flow of `session` as `via` says: `task` is the flow's task (from ``start(client:merchant:)``).
    nonisolated static func cancel(
        _ task: Task<Void, Never>, via: CancelVia, session: String, client: YunoClient
    ) {
        switch via {
        case .task: task.cancel()
        case .cancelFlow: Task { _ = await client.cancelFlow(checkoutSession: session) }
        }
    }

    /// How the app receives this flow's result: a return value (the detailed outcome of Seamless), or on the main
    /// actor (a delegate, a callback; Lite always has its delegate).
    var channel: FlowEvent.ResultChannel { mode == .seamless && entry == .outcome ? .returnValue : .mainActor }

    /// Starts the flow in a new task and returns it; every result lands in ``record``. With a ``GuaranteeTag``, the
    /// start is recorded first, the tasks it creates carry the flow's number (``GuaranteeRecorder/flow``, for the
    /// transport's events), and the result and the start's return are recorded as the app sees them.
    func start(client: YunoClient, merchant: MerchantBackend) -> Task<Void, Never> {
        guard let guarantees else { return launch(client: client, merchant: merchant) }
        guarantees.recorder.record(.started(flow: guarantees.flow, session: session, channel: channel))
        return GuaranteeRecorder.$flow.withValue(guarantees.flow) { launch(client: client, merchant: merchant) }
    }

    private func launch(client: YunoClient, merchant: MerchantBackend) -> Task<Void, Never> {
        let params = SeamlessParams(
            checkoutSession: session, countryCode: "CO", language: "es", viewController: presenter)
        let method = SelectedPaymentMethod(paymentMethodType: "CARD")
        let (record, guarantees) = (record, guarantees)
        switch (mode, entry) {
        case (.seamless, .outcome):
            return Task {
                let outcome = await client.seamlessPayment(with: params, paymentSelected: method)
                record.outcome = outcome
                record.results.append(outcome.result)
                if let guarantees {
                    guarantees.recorder.result(guarantees.flow, outcome.result, onMainActor: true, outcome: outcome)
                    guarantees.returned()
                }
            }
        case (.seamless, .callback):
            let flow = client.startPaymentSeamlessLite(with: params, paymentSelected: method) { result in
                record.results.append(result)
                guarantees?.delivered(result)
            }
            guard let guarantees else { return flow }
            // The start's own task, watched for its end: cancelling this one cancels it.
            return Task {
                await withTaskCancellationHandler {
                    await flow.value
                } onCancel: {
                    flow.cancel()
                }
                guarantees.returned()
            }
        case (.seamless, .delegate):
            let delegate = StressDelegate(
                checkoutSession: session, presenter: presenter, record: record, guarantees: guarantees)
            return Task {
                _ = await client.startPaymentSeamlessLite(delegate: delegate, paymentSelected: method)
                guarantees?.returned()
            }
        case (.lite, _):
            // Lite has no callback form: the delegate receives the one result; `.outcome` also keeps the
            // detailed outcome the flow's task returns.
            let delegate = StressLiteDelegate(
                checkoutSession: session, presenter: presenter, record: record, client: client, merchant: merchant,
                guarantees: guarantees)
            let flow = client.startPaymentLite(with: delegate, paymentSelected: method)
            let keepsOutcome = entry == .outcome
            return Task {
                let outcome = await withTaskCancellationHandler {
                    await flow.value
                } onCancel: {
                    flow.cancel()
                }
                if keepsOutcome { record.outcome = outcome }
                guarantees?.returned()
            }
        }
    }
}

/// A seeded SplitMix64 shared by concurrent callers (the retry jitter of many flows at once).
///
/// The state is an `Atomic` rather than a `Mutex`: the contended slow path of `Mutex` on Linux runs in an
/// uninstrumented library, so ThreadSanitizer cannot see its ordering and reports false races.
final class SharedRandom: Sendable {
    private let state: Atomic<UInt64>

    init(seed: UInt64) { state = Atomic(seed) }

    func next() -> UInt64 {
        var z = state.wrappingAdd(0x9E37_79B9_7F4A_7C15, ordering: .relaxed).newValue
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0.5, 1]: the jitter of SPEC §8.
    func jitter() -> Double { 0.5 + Double(next() >> 11) / Double(1 << 53) / 2 }
}

/// The stress run's size, seed and fault rate, from the environment: `YUNO_STRESS_FLOWS` (default 10,000; CI passes
/// 2,000 under ThreadSanitizer), `YUNO_STRESS_SEED` (default 42) and `YUNO_STRESS_FAULT_RATE` (default 0.04).
enum StressConfiguration {
    static var flows: Int {
        ProcessInfo.processInfo.environment["YUNO_STRESS_FLOWS"].flatMap(Int.init).map { max(1, $0) } ?? 10_000
    }

    /// The share of SDK requests that draw a fault: `YUNO_STRESS_FAULT_RATE` (default 0.04).
    static var faultRate: Double {
        ProcessInfo.processInfo.environment["YUNO_STRESS_FAULT_RATE"].flatMap(Double.init).map { min(max($0, 0), 1) }
            ?? 0.04
    }

    /// The sessions of the window test (a first flow and four second starts each): `YUNO_STRESS_WINDOW_SESSIONS`
    /// (default 300).
    static var windowSessions: Int {
        ProcessInfo.processInfo.environment["YUNO_STRESS_WINDOW_SESSIONS"].flatMap(Int.init).map { max(1, $0) } ?? 300
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["YUNO_STRESS_SEED"].flatMap(UInt64.init) ?? 42
    }

    /// The process's resident set size in bytes, from /proc/self/statm (`nil` where it does not exist).
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
