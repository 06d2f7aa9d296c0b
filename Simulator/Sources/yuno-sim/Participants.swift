import Foundation
import Synchronization
import YunoSDK
@_spi(Guarantees) import YunoSandbox

/// Where the app cancels a flow from the screen: when the shopper reaches this presentation.
enum ScreenPoint: CaseIterable, Sendable {
    case cardForm, loaderAfterForm, challenge, redirect, statusScreen
}

/// A presenter that plays a ``ScriptedCustomer``, checks that every call comes on the main actor, counts the
/// presentations still running and fires the app's cancellation when the shopper reaches `cancelAt`.
///
/// A shopper with a `thinkTime` answers the form and the challenge that much later, on virtual time, and — like a
/// sloppy app's screen — answers even when the presentation was cancelled meanwhile: the SDK must drop an answer
/// that comes after its flow stopped waiting. At a 3-D Secure challenge the shopper answers the bank (the customer's
/// `bank`, the sandbox), which moves the payment; the presenter then tells the SDK only how the page ended. A page
/// the SDK closed meanwhile can no longer be answered: the late shopper's page just reports `closed`.
@MainActor
final class SimPresenter: YunoPresenter {
    let customer: ScriptedCustomer
    let monitor: Monitor
    let cancelAt: ScreenPoint?
    let thinkTime: Duration
    /// What the app does at `cancelAt` (cancel the task, or `cancelFlow`); called at most once.
    var onCancelPoint: (() -> Void)?
    /// What the bank does once the redirect page opened (complete it, then deliver the deep link).
    var onRedirect: (() -> Void)?
    /// Runs when a 3DS page opens (the workload arms a read outage there).
    var onChallengeShown: ((ThreeDSChallenge) -> Void)?
    /// Runs right before the shopper answers the bank (the workload loses the reads that follow).
    var beforeChallengeAnswer: (() -> Void)?
    /// The page never comes back after the shopper answered the bank: it stays open until the SDK closes it.
    var pageHangs = false
    private var formAnswered = false

    init(_ customer: ScriptedCustomer, monitor: Monitor, cancelAt: ScreenPoint?, thinkTime: Duration = .zero) {
        self.customer = customer
        self.monitor = monitor
        self.cancelAt = cancelAt
        self.thinkTime = thinkTime
    }

    /// The shopper thinks, whatever happens to the presentation meanwhile (a task of its own: not cancelled).
    private func think() async {
        guard thinkTime > .zero else { return }
        let (executor, thinkTime) = (monitor.executor, thinkTime)
        await Task { try? await executor.sleep(for: thinkTime) }.value
    }

    /// The flow this presenter draws (for the monitor), set by the driver.
    var flowIndex: Int?

    private func reached(_ point: ScreenPoint) {
        guard point == cancelAt, let cancel = onCancelPoint else { return }
        onCancelPoint = nil
        if let flowIndex { monitor.cancelledAtScreen(flowIndex) }
        cancel()
    }

    /// The session of the flow this presenter draws (for the monitor), set by the driver.
    var session = ""

    /// A screen of this presenter's flow: the flow acts on its session (``OneFlowPerSession``).
    private func acted(_ what: String) {
        if let flowIndex { monitor.screen(flowIndex, session: session, what) }
    }

    private func presenting<T>(_ name: String, _ body: () async -> T) async -> T {
        monitor.onMain("presenter.\(name)", flow: flowIndex)
        acted(name)
        monitor.presentationBegan()
        defer { monitor.presentationEnded() }
        return await body()
    }

    /// Waits on virtual time until the SDK closes the page (its timeout, a status poll, a cancellation) — not with
    /// `ScriptedCustomer`'s `Task.sleep`, which lands on the virtual timeline to the millisecond only.
    private func waitUntilClosed() async {
        while !Task.isCancelled { try? await monitor.executor.sleep(for: .seconds(3_600)) }
    }

    /// How many times the bank refused the customer's answer so far.
    private var bankRefusals: Int {
        customer.events.count { if case .bankRefused = $0 { true } else { false } }
    }

    /// Runs at the first `showLoader`: the SDK claimed the flow's session in that turn (the workload fires second
    /// starts there).
    var onClaim: (() -> Void)?
    /// Runs at every `hideLoader`: the last one comes between the session's release and the result's delivery.
    var onHideLoader: (() -> Void)?

    func showLoader() {
        monitor.onMain("presenter.showLoader", flow: flowIndex)
        acted("showLoader")
        if let onClaim {
            self.onClaim = nil
            onClaim()
        }
        if formAnswered { reached(.loaderAfterForm) }
        customer.showLoader()
    }

    func hideLoader() {
        monitor.onMain("presenter.hideLoader", flow: flowIndex)
        onHideLoader?()
        customer.hideLoader()
    }

    func dismissPresentedUI() {
        monitor.onMain("presenter.dismissPresentedUI", flow: flowIndex)
        customer.dismissPresentedUI()
    }

    func presentCardForm(_ form: CardForm) async -> CardFormOutcome {
        await presenting("presentCardForm") {
            reached(.cardForm)
            await think()
            let outcome = await customer.presentCardForm(form)
            formAnswered = true
            return outcome
        }
    }

    func presentThreeDSChallenge(_ challenge: ThreeDSChallenge) async -> ThreeDSChallengeEnding {
        await presenting("presentThreeDSChallenge") {
            reached(.challenge)
            onChallengeShown?(challenge)
            if customer.challengeAction == .ignore {
                // The shopper never answers: only the SDK ends the page (its timeout, or the flow ends).
                monitor.unansweredChallenge()
                await waitUntilClosed()
                return .closed
            }
            await think()
            // The SDK closed the page while the shopper thought (the app cancelled, a poll, the return link):
            // there is no page left to answer. The late "closed" still reaches the SDK, which must drop it.
            guard !Task.isCancelled else { return .closed }
            beforeChallengeAnswer?()
            let refusals = bankRefusals
            let ending = await customer.presentThreeDSChallenge(challenge)
            // Taken by the bank while the page was still open: every read that decides the flow's outcome comes
            // after it (the SDK reads only once the page ended or was closed), so the flow owes `succeeded`.
            if customer.challengeAction == .approve || customer.challengeAction == .approveThenClose,
                bankRefusals == refusals, !Task.isCancelled, let flowIndex
            {
                monitor.bankApproved(flowIndex)
            }
            guard pageHangs else { return ending }
            monitor.unansweredChallenge()
            await waitUntilClosed()
            return .closed
        }
    }

    func presentQRCode(_ qrCode: QRCodePayment) async {
        await presenting("presentQRCode") { await customer.presentQRCode(qrCode) }
    }

    func presentWalletSheet(_ sheet: WalletSheet) async -> WalletSheetOutcome {
        await presenting("presentWalletSheet") { await customer.presentWalletSheet(sheet) }
    }

    func openRedirect(_ redirect: RedirectAction) async {
        await presenting("openRedirect") {
            reached(.redirect)
            await customer.openRedirect(redirect)
            onRedirect?()
            onRedirect = nil
        }
    }

    func presentPaymentStatus(_ screen: PaymentStatusScreen) async {
        await presenting("presentPaymentStatus") {
            reached(.statusScreen)
            await customer.presentPaymentStatus(screen)
        }
    }
}

/// What a delegate's `yunoCreatePayment` does: the merchant's server creates the payment with the token, then the
/// app continues the flow (through the client, or through the facade).
struct MerchantStep: Sendable {
    let merchant: MerchantBackend
    let monitor: Monitor
    let idempotencyKey: String
    /// Scheduler turns between the server's answer and the app's `continuePayment` (a seeded point).
    var turns = 0
    /// Continues the flow once the payment was created (or its creation failed: the flow must still end).
    let proceed: @Sendable () async -> Void

    func run(session: String, token: String) async {
        do {
            _ = try await merchant.createPayment(
                checkoutSession: session, token: token, amount: 120, currency: "COP", country: "CO",
                merchantOrderID: "sim-\(session.prefix(8))", idempotencyKey: idempotencyKey)
        } catch {
            monitor.merchantFaulted(session)
        }
        await Driver.yield(turns)
        await proceed()
    }
}

/// A payment delegate (Seamless with a delegate, Lite, Full, render, the facade's Lite) that is also an enrollment
/// delegate (one class may adopt both, as Yuno's example apps do): every property read and call is checked to come
/// on the main actor; results go to the monitor; a token goes to the merchant's server.
final class SimPaymentDelegate: YunoPaymentFullDelegate, YunoEnrollmentDelegate, Sendable {
    let index: Int
    let session: String
    let monitor: Monitor
    let presenter: SimPresenter?
    let merchantStep: MerchantStep?
    /// Where the results also go (the driver may wait for the first one).
    let results: AsyncStream<Yuno.Result>.Continuation
    /// Signalled once the merchant's server answered (render mode continues then).
    let created: AsyncStream<Void>.Continuation?
    /// The facade call that handed this delegate to the SDK (a caller's number and its call's): the delegate's first
    /// main-actor interaction is that call's effect (``FacadeCallsInOrder``).
    let facadeCall: (caller: Int, order: Int)?
    private let touched = Mutex(false)
    private let told = Mutex<[Bool]>([])

    init(
        index: Int, session: String, monitor: Monitor, presenter: SimPresenter?, merchantStep: MerchantStep?,
        results: AsyncStream<Yuno.Result>.Continuation, created: AsyncStream<Void>.Continuation? = nil,
        facadeCall: (caller: Int, order: Int)? = nil
    ) {
        self.index = index
        self.session = session
        self.monitor = monitor
        self.presenter = presenter
        self.merchantStep = merchantStep
        self.results = results
        self.created = created
        self.facadeCall = facadeCall
    }

    /// A property read or method call of the SDK's: checked to run on the main actor; the first one is the effect of
    /// the facade call that handed this delegate over.
    private func called(_ what: String) {
        monitor.onMain(what, flow: index)
        let first = touched.withLock { seen in
            defer { seen = true }
            return !seen
        }
        guard let facadeCall, first else { return }
        monitor.record(.facadeEffect(caller: facadeCall.caller, order: facadeCall.order))
    }

    var checkoutSession: String {
        called("delegate.checkoutSession")
        return session
    }

    var customerSession: String {
        called("delegate.customerSession")
        return session
    }

    var countryCode: String {
        called("delegate.countryCode")
        return "CO"
    }

    var language: String? {
        called("delegate.language")
        return "es"
    }

    @MainActor var viewController: YunoViewController? {
        called("delegate.viewController")
        return presenter
    }

    func yunoCreatePayment(with token: String, information: [String: Any]) {
        called("delegate.yunoCreatePayment")
        guard let merchantStep else { return }
        let (session, created) = (session, created)
        Task {
            await merchantStep.run(session: session, token: token)
            created?.yield()
        }
    }

    func yunoPaymentResult(_ result: Yuno.Result) {
        if facadeCall != nil { called("delegate.yunoPaymentResult") }
        monitor.result(index, result, via: "yunoPaymentResult", mustBeOnMain: true)
        results.yield(result)
    }

    func yunoEnrollmentResult(_ result: Yuno.Result) {
        monitor.result(index, result, via: "yunoEnrollmentResult", mustBeOnMain: true)
    }

    func yunoDidSelect(enrollmentMethod: any EnrollmentMethodSelected) { called("delegate.yunoDidSelect") }

    func onLoading(isLoading: Bool) { called("delegate.onLoading") }
    func yunoDidSelect(paymentMethod: any PaymentMethodSelected) { called("delegate.yunoDidSelect") }
    func yunoDidUnenrollSuccessfully(_ success: Bool) {
        called("delegate.yunoDidUnenrollSuccessfully")
        told.withLock { $0.append(success) }
    }

    /// What `yunoDidUnenrollSuccessfully(_:)` was told, in order.
    var unenrollsTold: [Bool] { told.withLock { $0 } }
    func yunoUpdatePaymentMethodsViewHeight(_ height: CGFloat) {
        called("delegate.yunoUpdatePaymentMethodsViewHeight")
    }
}

/// A transport that gives every merchant request a time limit on virtual time (a hung request, the `.timeout`
/// fault, then fails as a real server's client would), so the merchant's server never hangs a run.
struct TimedTransport: YunoTransport {
    let base: any YunoTransport
    let timeout: TimeoutMiddleware
    let faults: WaitingFaults

    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        let (base, faults) = (base, faults)
        return try await timeout.intercept(request, baseURL: baseURL) {
            try await faults.wait($0) {}
            return try await base.send($0, baseURL: $1)
        }
    }
}

/// The faults that wait — a request that hangs until its caller's timeout or cancellation (nothing committed), and
/// one answered 2 ms late — drawn here, on every endpoint, rather than by `YunoSandbox`, whose waits use
/// `Task.sleep` (placed on the virtual timeline to the millisecond only): here they are exact virtual sleeps. Two of
/// the ten fault kinds, so they are drawn at a fifth of the fault rate (5× that on the endpoints that commit).
final class WaitingFaults: Sendable {
    let random: SeededRandom
    let rate: Double
    let executor: SimExecutor

    init(seed: UInt64, rate: Double, executor: SimExecutor) {
        random = SeededRandom(seed: seed ^ 0x3A17_FA17_0000_0002)
        self.rate = rate
        self.executor = executor
    }

    /// Waits as the drawn fault says (throws `CancellationError` when a hang is cancelled); `drawn` runs first when
    /// a fault was drawn.
    func wait(_ request: YunoHTTPRequest, drawn: () -> Void) async throws {
        guard rate > 0 else { return }
        let last = request.pathWithoutQuery.split(separator: "/").last ?? ""
        let commits = request.method == .post && ["payments", "enroll"].contains(last)
        let share = (commits ? min(rate * 5, 0.25) : rate) / 5
        guard Double(random.next() >> 11) / Double(1 << 53) < share else { return }
        drawn()
        if random.next() % 2 == 0 { return try await executor.sleep(for: .milliseconds(2)) }
        while true { try await executor.sleep(for: .seconds(3_600)) }
    }

    /// The checkout or customer session a request's path names, if any.
    static func session(in request: YunoHTTPRequest) -> String? {
        let parts = request.pathWithoutQuery.split(separator: "/")
        guard let index = parts.firstIndex(of: "sessions"), index + 1 < parts.count else { return nil }
        return String(parts[index + 1])
    }
}

/// The flow a task works for, so that the idempotency key the SDK draws for a payment names its flow.
enum FlowTag {
    @TaskLocal static var index: Int?
}

/// Reads of a session's payment lost on purpose at the SDK's transport (`FlowSpec.losesReadBacks`, and the
/// `challengeApprovedPageHangs` plan): a count of reads, or every read until a virtual instant. Per session —
/// unlike the sandbox's injected faults, which any session's next request on the endpoint consumes.
final class ReadOutages: Sendable {
    /// How many reads a lost read-back loses: the read after the page (1 + 2 retries) and the first two reads of
    /// the flow's read-back (3 each); the read-back's third read gets through. Status polls in between take their
    /// share, which only shortens the outage.
    static let lostReads = 9

    private enum Outage {
        case reads(Int)
        case until(Duration)
    }

    private let outages = Mutex<[String: Outage]>([:])
    let executor: SimExecutor

    init(executor: SimExecutor) { self.executor = executor }

    /// Loses the next `count` reads of `session`'s payment.
    func lose(reads count: Int, of session: String) { outages.withLock { $0[session] = .reads(count) } }

    /// Loses every read of `session`'s payment until the virtual instant `end`.
    func loseReads(of session: String, until end: Duration) { outages.withLock { $0[session] = .until(end) } }

    /// Whether this read of `session`'s payment is lost (consumes one of a counted outage).
    func consume(_ session: String) -> Bool {
        let now = executor.now
        return outages.withLock { outages in
            switch outages[session] {
            case .reads(let left) where left > 0:
                outages[session] = left > 1 ? .reads(left - 1) : nil
                return true
            case .until(let end) where now < end:
                return true
            default:
                outages[session] = nil
                return false
            }
        }
    }
}

/// The SDK's transport to the sandbox, observed: which sessions' SUCCEEDED payment the SDK received in an answer,
/// and which it made SUCCEEDED itself (its payment creation committed it, even when the answer was then lost). The
/// SDK owes the truth about those; a payment that an outside party (the merchant's server, the bank) approved after
/// the SDK last read it is a race no client can win, and is not held against it.
///
/// Also where lost read-backs happen (``ReadOutages``: the read never reaches the sandbox, as a dropped
/// connection), and where a request carrying a 3DS result would be caught at once: the SDK never sends one.
struct ObservedTransport: YunoTransport {
    let sandbox: YunoSandbox
    let monitor: Monitor
    let faults: WaitingFaults
    let outages: ReadOutages
    /// Answers lost after the sandbox committed (``LostAnswers``).
    let lostAnswers: LostAnswers
    /// Cancels at a chosen read of a session's payment (``ReadBackCancels``).
    let readCancels: ReadBackCancels
    /// The unenroll requests in flight and their keys (``UnenrollWatch``).
    let unenrolls: UnenrollWatch

    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        let (flow, method, path) = (FlowTag.index, request.method.rawValue, request.pathWithoutQuery)
        monitor.record(.request(flow: flow, method: method, path: path))
        let unenroll = UnenrollWatch.isUnenroll(request) ? WaitingFaults.session(in: request) : nil
        if let unenroll { unenrolls.sent(request, session: unenroll) }
        defer { if unenroll != nil { unenrolls.answered(request) } }
        do {
            let response = try await observed(request, baseURL: baseURL)
            monitor.record(.answer(flow: flow, method: method, path: path, status: response.status))
            return response
        } catch {
            monitor.record(.answer(flow: flow, method: method, path: path, status: nil))
            throw error
        }
    }

    private func observed(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        let parts = request.pathWithoutQuery.split(separator: "/")
        let session = parts.count > 3 && parts[1] == "checkout" && parts[2] == "sessions" ? String(parts[3]) : nil
        let commits = request.method == .post && parts.last == "payments"
        if let violation = ThreeDSInvariants.resultSent(request.method, request.pathWithoutQuery) {
            monitor.violation(violation)
        }
        try await faults.wait(request) {
            if let faulted = WaitingFaults.session(in: request) { monitor.merchantFaulted(faulted) }
        }
        let readsPayment = request.method == .get && parts.count == 5 && parts[4] == "payment"
        if let session, readsPayment { readCancels.readSent(session) }
        if let session, readsPayment, outages.consume(session) {
            monitor.readLost(session)
            throw URLError(.networkConnectionLost)
        }
        do {
            let response = try await sandbox.send(request, baseURL: baseURL)
            if let session, Self.status(in: response.body) == "SUCCEEDED" {
                monitor.sdkSawSucceeded(session, flow: FlowTag.index)
            }
            if commits, let session { await noteCommit(session) }
            // The sandbox committed; the answer is lost on the way back (a dropped connection).
            let write: LostAnswers.Write? =
                commits ? .paymentCreation : UnenrollWatch.isUnenroll(request) ? .unenroll : nil
            let loss = session.flatMap { session in write.flatMap { lostAnswers.consume($0, on: session) } }
            switch loss {
            case .dropped?: throw URLError(.networkConnectionLost)
            case .status(let status)?:
                let body = #"{"code":"SERVICE_UNAVAILABLE","messages":["The gateway timed out."]}"#
                return YunoHTTPResponse(
                    status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
            case nil: return response
            }
        } catch {
            if commits, let session { await noteCommit(session) }
            throw error
        }
    }

    private func noteCommit(_ session: String) async {
        if await sandbox.payment(forCheckoutSession: session)?.status == "SUCCEEDED" {
            monitor.sdkMadeSucceeded(session, flow: FlowTag.index)
        }
    }

    private static func status(in body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        return object["status"] as? String
    }
}
