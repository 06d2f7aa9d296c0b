import Foundation
import Synchronization
import YunoSDK
import YunoSandbox

/// One way of running a flow in the stress suite. Adding a mode (Full, Lite, render) is one more case here and
/// one more branch in ``StressFlow/start(client:)``.
enum StressMode: CaseIterable, Sendable {
    case seamless
}

/// How the app receives the result: the detailed outcome, the callback variant, or a delegate.
enum StressEntry: CaseIterable, Sendable {
    case outcome, callback, delegate
}

/// What the shopper (and the app) do in one flow.
enum StressPlan: CaseIterable, Sendable {
    case pay, payMastercard, payAmex, frictionless, decline, insufficientFunds, challenge, challengeFails
    case shopperCancels, taskCancelled, challengeIgnoredThenCancelled

    @MainActor var customer: ScriptedCustomer {
        switch self {
        case .pay, .taskCancelled: .paying(with: .visaApproved)
        case .payMastercard: .paying(with: .mastercardApproved)
        case .payAmex: .paying(with: .amexApproved)
        case .frictionless: .paying(with: .threeDSFrictionless)
        case .decline: .paying(with: .visaDoNotHonor)
        case .insufficientFunds: .paying(with: .visaInsufficientFunds)
        case .challenge: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .answer(.authenticated))
        case .challengeFails: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .answer(.failed))
        case .shopperCancels: ScriptedCustomer(form: .cancel)
        case .challengeIgnoredThenCancelled: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore)
        }
    }

    /// Whether the app cancels the flow's task at a random point.
    var cancelsTask: Bool { self == .taskCancelled || self == .challengeIgnoredThenCancelled }

    /// The results a flow with this plan may end with; `faulted` when the emulator injected a fault into it.
    func allowedResults(faulted: Bool) -> Set<Yuno.Result> {
        var allowed: Set<Yuno.Result> =
            switch self {
            case .pay, .payMastercard, .payAmex, .frictionless, .challenge: [.succeeded]
            case .decline, .insufficientFunds, .challengeFails: [.reject]
            case .shopperCancels, .challengeIgnoredThenCancelled: [.userCancelled]
            case .taskCancelled: [.succeeded, .userCancelled]
            }
        if faulted { allowed.insert(.internalError) }
        return allowed
    }
}

/// What one flow delivered: every result (there must be exactly one) and, for ``StressEntry/outcome``, the
/// detailed outcome.
@MainActor
final class StressRecord {
    var results: [Yuno.Result] = []
    var outcome: PaymentOutcome?
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

/// A presenter that forwards to a ``ScriptedCustomer`` and counts the presentations still running, so the suite
/// can assert that no presentation task outlives its flow.
@MainActor
final class CountingPresenter: YunoPresenter {
    let customer: ScriptedCustomer
    let counter: PresentationCounter

    init(_ customer: ScriptedCustomer, counter: PresentationCounter) {
        self.customer = customer
        self.counter = counter
    }

    func showLoader() { customer.showLoader() }
    func hideLoader() { customer.hideLoader() }
    func dismissPresentedUI() { customer.dismissPresentedUI() }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        counter.begin()
        defer { counter.end() }
        return await customer.presentCardForm(form)
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeOutcome {
        counter.begin()
        defer { counter.end() }
        return await customer.presentThreeDSChallenge(challenge)
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        counter.begin()
        defer { counter.end() }
        await customer.presentQRCode(qrCode)
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        counter.begin()
        defer { counter.end() }
        return await customer.presentWalletSheet(sheet)
    }

    func openRedirect(_ redirect: RedirectAction) async {
        counter.begin()
        defer { counter.end() }
        await customer.openRedirect(redirect)
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        counter.begin()
        defer { counter.end() }
        await customer.presentPaymentStatus(screen)
    }
}

/// A delegate written as option 2 of seeds/001 (`MainActor.assumeIsolated`), recording every result it gets.
final class StressDelegate: YunoPaymentDelegate {
    let checkoutSession: String
    let countryCode = "CO"
    let presenter: any YunoPresenter
    let record: StressRecord

    init(checkoutSession: String, presenter: any YunoPresenter, record: StressRecord) {
        self.checkoutSession = checkoutSession
        self.presenter = presenter
        self.record = record
    }

    @MainActor var viewController: YunoViewController? { presenter }

    func yunoPaymentResult(_ result: Yuno.Result) {
        MainActor.assumeIsolated { record.results.append(result) }
    }
}

/// One flow of a stress run.
@MainActor
struct StressFlow {
    let session: String
    let mode: StressMode
    let entry: StressEntry
    let plan: StressPlan
    /// How many times the canceller yields before cancelling the task (plans that cancel only).
    let cancelAfterYields: Int
    let presenter: CountingPresenter
    let record = StressRecord()

    /// Starts the flow in a new task and returns it; every result lands in ``record``.
    func start(client: YunoClient) -> Task<Void, Never> {
        let params = SeamlessParams(
            checkoutSession: session, countryCode: "CO", language: "es", viewController: presenter)
        let method = SelectedPaymentMethod(paymentMethodType: "CARD")
        let record = record
        switch (mode, entry) {
        case (.seamless, .outcome):
            return Task {
                let outcome = await client.seamlessPayment(with: params, paymentSelected: method)
                record.outcome = outcome
                record.results.append(outcome.result)
            }
        case (.seamless, .callback):
            return client.startPaymentSeamlessLite(with: params, paymentSelected: method) { result in
                record.results.append(result)
            }
        case (.seamless, .delegate):
            let delegate = StressDelegate(checkoutSession: session, presenter: presenter, record: record)
            return Task { await client.startPaymentSeamlessLite(delegate: delegate, paymentSelected: method) }
        }
    }
}

/// A seeded SplitMix64 shared by concurrent callers (the retry jitter of many flows at once).
final class SharedRandom: Sendable {
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

    /// A uniform value in [0.5, 1]: the jitter of SPEC §8.
    func jitter() -> Double { 0.5 + Double(next() >> 11) / Double(1 << 53) / 2 }
}

/// The stress run's size and seed, from the environment: `YUNO_STRESS_FLOWS` (default 10,000; CI passes 2,000
/// under ThreadSanitizer) and `YUNO_STRESS_SEED` (default 42).
enum StressConfiguration {
    static var flows: Int {
        ProcessInfo.processInfo.environment["YUNO_STRESS_FLOWS"].flatMap(Int.init).map { max(1, $0) } ?? 10_000
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
