import Foundation
import Synchronization
import YunoSDK
import YunoSandbox

/// What the shopper does in one flow, and the result the flow must end with.
enum Plan: CaseIterable, Sendable {
    case approvedCard, declinedCard, challengeAuthenticated, cancelAtForm, challengeIgnored

    @MainActor var customer: ScriptedCustomer {
        switch self {
        case .approvedCard: .paying(with: .visaApproved)
        case .declinedCard: .paying(with: .visaDoNotHonor)
        case .challengeAuthenticated:
            ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .answer(.authenticated))
        case .cancelAtForm: ScriptedCustomer(form: .cancel)
        // The shopper never answers: the 300 s challenge timeout ends the flow, in virtual time.
        case .challengeIgnored: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore)
        }
    }

    var expected: Yuno.Result {
        switch self {
        case .approvedCard, .challengeAuthenticated: .succeeded
        case .declinedCard: .reject
        case .cancelAtForm: .userCancelled
        case .challengeIgnored: .fail
        }
    }
}

/// A SplitMix64 shared by the client's generators (idempotency keys, retry jitter). Called on the simulator's one
/// thread, so the sequence it hands out is a function of the seed and the schedule.
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

    /// A version-4-shaped UUID, lowercased, from two draws.
    func uuid() -> String {
        let (a, b) = (next(), next())
        let bytes = withUnsafeBytes(of: (a.bigEndian, b.bigEndian)) { Array($0) }
        var u = bytes
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

/// The default workload: `flows` Seamless Lite flows (`YunoClient.seamlessPayment`) against an in-process,
/// seeded `YunoSandbox`, each with a scripted shopper, all started at once in a task group.
@MainActor
struct Workload {
    let seed: UInt64
    let flows: Int
    let executor: SimExecutor
    /// Adds shoppers who ignore the 3DS challenge (the 300 s timeout ends their flow). Not deterministic yet: the
    /// SDK's deadline clock reads `ContinuousClock.now` (see README).
    var withChallengeTimeouts = false
    /// The sandbox's latency per request. It waits with `Task.sleep`, which this executor can place on the virtual
    /// timeline to the millisecond only (a thread stalled for a millisecond changes the trace), so it is off by
    /// default.
    var latency: Duration = .zero

    func run() async -> Verdict {
        let sandbox = YunoSandbox(
            configuration: .init(seed: seed, latency: latency))
        let merchant = MerchantBackend(sandbox: sandbox)
        let random = SeededRandom(seed: seed ^ 0x1DE4_7E11_C0FF_EE00)
        let startDate = sandbox.configuration.startDate
        let executor = executor
        let virtualSleep: @Sendable (Duration) async throws -> Void = { try await executor.sleep(for: $0) }
        let options = YunoClient.Options(
            middlewares: [RetryMiddleware(jitter: { random.jitter() }, sleep: virtualSleep)],
            now: { startDate.addingTimeInterval(executor.now / .seconds(1)) },
            sleep: virtualSleep,
            makeIdempotencyKey: { random.uuid() })
        let client: YunoClient
        do {
            client = try YunoClient(apiKey: sandbox.publicAPIKey, transport: sandbox, options: options)
        } catch {
            return Verdict(violations: ["client creation failed: \(error)"], summary: "")
        }

        // Plans are drawn up front, from their own stream, so they do not depend on the schedule.
        let planRandom = SeededRandom(seed: seed ^ 0x91A4_5EED_0000_0001)
        let menu = Plan.allCases.filter { withChallengeTimeouts || $0 != .challengeIgnored }
        let plans = (0..<flows).map { _ in menu[Int(planRandom.next() % UInt64(menu.count))] }
        let book = Book()

        await withTaskGroup(of: Void.self) { group in
            for (index, plan) in plans.enumerated() {
                group.addTask {
                    await Self.runFlow(index, plan, merchant: merchant, client: client, book: book)
                }
            }
        }
        return await check(plans: plans, book: book, sandbox: sandbox)
    }

    /// One flow: the merchant creates a session, then the SDK runs a Seamless Lite payment with a scripted shopper.
    private static func runFlow(
        _ index: Int, _ plan: Plan, merchant: MerchantBackend, client: YunoClient, book: Book
    ) async {
        let session: String
        do {
            session = try await merchant.createCheckoutSession(
                amount: 120, currency: "COP", country: "CO", merchantOrderID: "sim-order-\(index)"
            ).checkoutSession
        } catch {
            book.setupFailures.append("flow \(index): session creation failed: \(error)")
            return
        }
        book.sessions[index] = session
        let params = SeamlessParams(
            checkoutSession: session, countryCode: "CO", language: "es", viewController: plan.customer)
        let outcome = await client.seamlessPayment(
            with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
        book.reports[index, default: []].append(outcome)
    }

    private func check(plans: [Plan], book: Book, sandbox: YunoSandbox) async -> Verdict {
        var violations = book.setupFailures
        // N flows in, N outcomes out; none reported twice.
        let reported = book.reports.values.reduce(0) { $0 + $1.count }
        if reported != flows { violations.append("\(flows) flows started, \(reported) outcomes reported") }
        for (index, outcomes) in book.reports.sorted(by: { $0.key < $1.key }) where outcomes.count != 1 {
            violations.append("flow \(index) reported \(outcomes.count) times: \(outcomes.map(\.result))")
        }
        for index in 0..<flows where book.reports[index] == nil && book.sessions[index] != nil {
            violations.append("flow \(index) (\(book.sessions[index]!)) never reported")
        }
        // Each plan ends the way its shopper played it.
        for (index, plan) in plans.enumerated() {
            guard let outcome = book.reports[index]?.first, outcome.result != plan.expected else { continue }
            violations.append("flow \(index) (\(plan)): expected \(plan.expected), got \(outcome.result)")
        }
        // Every payment the backend holds as SUCCEEDED is reported succeeded, with its id.
        let flowOfSession = Dictionary(uniqueKeysWithValues: book.sessions.map { ($0.value, $0.key) })
        let ledger = await sandbox.ledger()
        var succeeded = 0
        for entry in ledger where entry.status == "SUCCEEDED" {
            succeeded += 1
            guard let index = flowOfSession[entry.checkoutSession], let outcome = book.reports[index]?.first else {
                violations.append("SUCCEEDED payment \(entry.paymentID) belongs to no reported flow")
                continue
            }
            if outcome.result != .succeeded || outcome.paymentID != entry.paymentID {
                violations.append(
                    "flow \(index): backend holds \(entry.paymentID) SUCCEEDED, reported \(outcome.result) "
                        + "with payment id \(outcome.paymentID ?? "none")")
            }
        }
        var counts: [String: Int] = [:]
        for outcomes in book.reports.values { for outcome in outcomes { counts["\(outcome.result)", default: 0] += 1 } }
        let results = counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return Verdict(
            violations: violations,
            summary: "outcomes: \(results); ledger: \(ledger.count) payments, \(succeeded) SUCCEEDED")
    }
}

/// What the flows reported, per flow index (main-actor state, written by the flows' tasks).
@MainActor
final class Book {
    var sessions: [Int: String] = [:]
    var reports: [Int: [PaymentOutcome]] = [:]
    var setupFailures: [String] = []
}
