import Foundation
import Testing
@_spi(Guarantees) import YunoSandbox

@testable import YunoSDK

@Suite(
    "Stress: N concurrent flows, random cancellations and faults; one result each, no lost or double payment",
    .timeLimit(.minutes(20)))
@MainActor
struct StressTests {
    /// The SDK endpoints faults are injected into (merchant endpoints stay clean: they set the stage).
    static let faultedEndpoints: [SandboxEndpoint] = [
        .listPaymentMethods, .createToken, .createSeamlessPayment, .getPayment,
    ]
    /// Every fault kind, drawn uniformly when a request draws a fault.
    static let faultMix: [SandboxFault] = [
        .status(500, code: "INTERNAL_ERROR"), .status(503, code: "SERVICE_UNAVAILABLE"),
        .status(504, code: "REQUEST_TIMEOUT"), .status(400, code: "REQUEST_IN_PROCESS"),
        .tooManyRequests(retryAfterSeconds: 1), .connectionError, .dropResponse, .malformedBody, .timeout,
        .delay(.milliseconds(2)),
    ]

    @Test("Flows × modes × entry points × plans, with task cancellations at random points and faults (4 % by default)")
    func concurrentFlows() async throws {
        try await run(
            flows: StressConfiguration.flows, seed: StressConfiguration.seed, faultRate: StressConfiguration.faultRate)
    }

    @Test("The same mix without faults: every uncancelled flow ends exactly as its card says")
    func concurrentFlowsWithoutFaults() async throws {
        try await run(flows: min(StressConfiguration.flows, 2_000), seed: StressConfiguration.seed &+ 1, faultRate: 0)
    }

    /// Runs `flows` flows and checks every invariant; the seed fixes plans, cancellation points and fault draws.
    func run(flows count: Int, seed: UInt64, faultRate: Double) async throws {
        let started = ContinuousClock.now
        let residentBefore = StressConfiguration.residentBytes()
        let random = SharedRandom(seed: seed)
        var middlewares: [any YunoTransportMiddleware] = [RetryMiddleware(jitter: { random.jitter() }, sleep: { _ in })]
        // Real time: ends the hung (`.timeout`) requests; under this load it may end a slow legitimate one too.
        if faultRate > 0 { middlewares.append(TimeoutMiddleware(timeout: .seconds(5))) }
        // The guarantee checkers see every attempt on the wire: innermost, after the retries and the timeout.
        let recorder = GuaranteeRecorder()
        middlewares.append(recorder.transport)
        // No log capture: thousands of flows logging at once would only contend on the capture's lock.
        let harness = try Harness(seed: seed, middlewares: middlewares, logging: false)
        await harness.sandbox.setFaultRate(faultRate, mix: Self.faultMix, on: Self.faultedEndpoints)
        let counter = PresentationCounter()
        var flows: [StressFlow] = []
        flows.reserveCapacity(count)
        for _ in 0..<count {
            let plan = StressPlan.allCases[Int(random.next() % UInt64(StressPlan.allCases.count))]
            let points = plan.cancelPoints
            let cancelPoint = points.isEmpty ? nil : points[Int(random.next() % UInt64(points.count))]
            let session = try await harness.session()
            let guarantees = GuaranteeTag(recorder: recorder, flow: recorder.newFlow(), session: session)
            flows.append(
                StressFlow(
                    session: session,
                    mode: StressMode.allCases[Int(random.next() % UInt64(StressMode.allCases.count))],
                    entry: StressEntry.allCases[Int(random.next() % UInt64(StressEntry.allCases.count))],
                    plan: plan, cancelPoint: cancelPoint,
                    cancelAfterYields: Int(random.next() % UInt64(min(count, 3_000))),
                    cancelVia: CancelVia.allCases[Int(random.next() % UInt64(CancelVia.allCases.count))],
                    presenter: CountingPresenter(
                        plan.customer(bank: harness.sandbox), counter: counter, cancelPoint: cancelPoint,
                        guarantees: guarantees)))
        }

        let client = harness.client
        let tasks = flows.map { flow in
            let task = flow.start(client: client, merchant: harness.merchant)
            let (via, session) = (flow.cancelVia, flow.session)
            flow.presenter.cancelTask = { StressFlow.cancel(task, via: via, session: session, client: client) }
            return task
        }
        await withTaskGroup(of: Void.self) { group in
            for (flow, task) in zip(flows, tasks) where flow.cancelPoint == .afterYields {
                let (yields, via, session) = (flow.cancelAfterYields, flow.cancelVia, flow.session)
                group.addTask {
                    for _ in 0..<yields { await Task.yield() }
                    StressFlow.cancel(task, via: via, session: session, client: client)
                }
            }
        }
        for task in tasks { await task.value }
        // Presentations of cancelled flows end on their own once cancelled; give them the main actor.
        var turns = 0
        while counter.live > 0 && turns < 100_000 {
            await Task.yield()
            turns += 1
        }
        let elapsed = ContinuousClock.now - started
        let violations = recorder.finish()

        // MARK: Invariants
        let ledger = await harness.sandbox.ledger()
        let requests = await harness.sandbox.requests()
        var problems: [String] = []
        let paymentsBySession = Dictionary(grouping: ledger, by: \.checkoutSession)
        for (session, payments) in paymentsBySession where payments.count > 1 {
            problems.append("\(session): \(payments.count) payments")
        }
        // From the emulator's request log: the sessions whose requests were faulted or left unanswered (a fault,
        // or a client-side timeout under load), and those whose own reads of the payment were — the only flows
        // allowed to report a SUCCEEDED payment as an error.
        var faulted: Set<String> = []
        var readBackFaulted: Set<String> = []
        var paymentRequested: Set<String> = []
        for request in requests {
            let parts = request.path.split(separator: "/")
            guard parts.count > 3 else { continue }
            let session = String(parts[3])
            let troubled = request.fault != nil || request.status == nil
            if troubled { faulted.insert(session) }
            if troubled && request.endpoint == .getPayment { readBackFaulted.insert(session) }
            if request.endpoint == .createSeamlessPayment { paymentRequested.insert(session) }
        }
        var cancelledAfterPayment = 0
        var tally: [String: Int] = [:]
        var cancelledWithPayment = 0
        var unknownPayments = 0
        for flow in flows {
            let results = flow.record.results
            let label = "\(flow.session) \(flow.mode)/\(flow.entry)/\(flow.plan)"
            guard results.count == 1, let result = results.first else {
                problems.append("\(label): \(results.count) results")
                continue
            }
            tally["\(flow.plan)\(flow.cancelPoint.map { " @\($0)" } ?? "") → \(result)", default: 0] += 1
            let payment = paymentsBySession[flow.session]?.first
            if payment != nil && result == .userCancelled { cancelledWithPayment += 1 }
            // Only a flow whose own requests were faulted (or timed out on the client's side under load: the
            // request log shows them unanswered) may end with internalError; every other flow ends as its card says.
            let wasFaulted = faulted.contains(flow.session)
            if !flow.plan.allowedResults(faulted: wasFaulted).contains(result) {
                let reason = flow.record.outcome?.error.map { "\($0)" } ?? "?"
                problems.append("\(label): unexpected \(result) (\(reason))")
            }
            if result == .succeeded && payment?.status != "SUCCEEDED" {
                problems.append("\(label): succeeded without a SUCCEEDED payment (\(payment?.status ?? "none"))")
            }
            // The detailed outcome: the flow's own (`.outcome` entries), else the one the client remembers.
            var outcome = flow.record.outcome
            if outcome == nil { outcome = await harness.client.outcome(forCheckoutSession: flow.session) }
            let paymentSent = paymentRequested.contains(flow.session) || flow.record.merchantCreatedPayment
            if let payment, paymentSent, flow.plan.cancelsTask, let outcome {
                // Cancelled (through the task or cancelFlow) after its payment was sent: it names the payment, or
                // says its outcome is unknown because its own read-back was faulted.
                cancelledAfterPayment += 1
                let unknown = outcome.error?.code == .outcomeUnknown
                if outcome.paymentID != payment.paymentID && !(unknown && readBackFaulted.contains(flow.session)) {
                    problems.append("\(label): cancelled after its payment was sent, without it (\(outcome))")
                }
            }
            if let outcome {
                if let id = outcome.paymentID, id != payment?.paymentID {
                    problems.append("\(label): outcome names \(id), ledger has \(payment?.paymentID ?? "none")")
                }
                // No lost payment: every flow — a cancelled one too — reports the payment its session got, unless
                // it reports that the backend could not be read after the flow stopped (every retry and every
                // read-back failed: only at high fault rates).
                var unknown = false
                if outcome.error?.code == .outcomeUnknown { unknown = true }
                if let payment, outcome.paymentID != payment.paymentID {
                    if unknown && readBackFaulted.contains(flow.session) {
                        unknownPayments += 1
                    } else {
                        problems.append("\(label): \(result) without its payment \(payment.paymentID)")
                    }
                }
            }
            // Truthful endings: a payment the backend holds as SUCCEEDED is never reported as cancelled, and as an
            // error only when this flow's own reads of the payment were faulted (the emulator's log says which).
            let readBackWasFaulted = readBackFaulted.contains(flow.session)
            if payment?.status == "SUCCEEDED", result != .succeeded, result != .internalError || !readBackWasFaulted {
                problems.append("\(label): \(result) for a SUCCEEDED payment")
            }
            let creationRequested = paymentRequested.contains(flow.session) || flow.record.merchantCreatedPayment
            if payment != nil && (flow.plan == .shopperCancels || !creationRequested) {
                problems.append("\(label): a payment although the flow ended before payment creation")
            }
        }
        // Without faults (and so without client timeouts) only a cancelled flow leaves a request unanswered — or a
        // 3DS page's status poll, cancelled in flight when the page ended (a read, never a write).
        let cancelling = Set(flows.filter(\.plan.cancelsTask).map(\.session))
        let polling = Set(flows.filter(\.plan.opensChallenge).map(\.session))
        for request in requests where request.status == nil && faultRate == 0 {
            let parts = request.path.split(separator: "/")
            if parts.count > 3, cancelling.contains(String(parts[3])) { continue }
            if request.endpoint == .getPayment, parts.count > 3, polling.contains(String(parts[3])) { continue }
            problems.append("unanswered request \(request.method.rawValue) \(request.path)")
        }

        let activeFlows = harness.client.registry.activeCount
        var rememberedOutcomes = 0
        for flow in flows where await harness.client.outcome(forCheckoutSession: flow.session) != nil {
            rememberedOutcomes += 1
        }
        let residentAfter = StressConfiguration.residentBytes()
        let growth = residentBefore.flatMap { before in residentAfter.map { $0 - before } }

        print(
            """
            stress: \(count) flows, seed \(seed), fault rate \(faultRate) in \(elapsed); \
            \(requests.count) requests, \(requests.filter { $0.fault != nil }.count) injected faults, \
            \(faulted.count) flows with a faulted or unanswered request, \(ledger.count) payments; \
            \(cancelledWithPayment) cancelled flows had a payment (\(cancelledAfterPayment) after sending it, each \
            named), \(unknownPayments) reported an unknown payment; \
            presentations \(counter.total); \(recorder.events) events checked, \(violations.count) guarantee \
            violations; RSS growth \((growth ?? 0) / 1_048_576) MiB
            """)
        // The per-outcome counts only when something is wrong, or with YUNO_VERBOSE=1: `swift test` stays quiet.
        if !problems.isEmpty || ProcessInfo.processInfo.environment["YUNO_VERBOSE"] == "1" {
            for (key, value) in tally.sorted(by: { $0.key < $1.key }) { print("stress:   \(key): \(value)") }
        }

        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(10))")
        #expect(violations.isEmpty, "\(GuaranteeRecorder.report(violations))")
        for violation in violations.prefix(3) {
            print("\(violation)\n" + recorder.trace(violation).joined(separator: "\n"))
        }
        if count >= 1_000 { #expect(cancelledAfterPayment > 0, "the run cancels flows after their payment was sent") }
        #expect(activeFlows == 0, "no flow outlives its result")
        #expect(counter.live == 0, "no presentation outlives its flow")
        #expect(rememberedOutcomes <= 4_096, "the client's outcome store is capped")
        if let growth { #expect(growth < 1_024 * 1_048_576, "memory stays bounded: grew \(growth) bytes") }
    }

    @Test("Flows of one session started from several background tasks at once: one result each, one payment")
    func flowsOfOneSessionStartedFromSeveralBackgroundTasks() async throws {
        let recorder = GuaranteeRecorder()
        let harness = try Harness(middlewares: [recorder.transport], logging: false)
        let client = harness.client
        let sessions = 200
        let startsPerSession = 4
        var starts: [(session: String, task: Task<PaymentOutcome, Never>)] = []
        for _ in 0..<sessions {
            let session = try await harness.session()
            for _ in 0..<startsPerSession {
                let customer = ScriptedCustomer.paying(with: .visaApproved)
                let params = SeamlessParams(
                    checkoutSession: session, countryCode: "CO", language: "es", viewController: customer)
                // Off the main actor, from tasks of their own, all at once.
                let task = Task.detached {
                    let flow = recorder.start(session: session, channel: .returnValue)
                    return await GuaranteeRecorder.$flow.withValue(flow) {
                        let outcome = await client.seamlessPayment(
                            with: params, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
                        recorder.result(flow, outcome.result, onMainActor: false, outcome: outcome)
                        recorder.record(.returned(flow: flow))
                        return outcome
                    }
                }
                starts.append((session, task))
            }
        }
        var outcomes: [String: [PaymentOutcome]] = [:]
        for start in starts { outcomes[start.session, default: []].append(await start.task.value) }

        let ledger = Dictionary(grouping: await harness.sandbox.ledger(), by: \.checkoutSession)
        var problems: [String] = []
        for (session, ended) in outcomes {
            let payments = ledger[session] ?? []
            if payments.count != 1 { problems.append("\(session): \(payments.count) payments") }
            if ended.count != startsPerSession { problems.append("\(session): \(ended.count) results") }
            if !ended.contains(where: { $0.result == .succeeded }) { problems.append("\(session): none paid") }
            for outcome in ended {
                if let id = outcome.paymentID, id != payments.first?.paymentID {
                    problems.append("\(session): names \(id), not its payment")
                }
                if outcome.result == .succeeded && outcome.paymentID == nil {
                    problems.append("\(session): succeeded without its payment")
                }
            }
        }
        #expect(outcomes.count == sessions)
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(10))")
        #expect(client.registry.activeCount == 0, "no flow outlives its result")
        let violations = recorder.finish()
        #expect(violations.isEmpty, "\(GuaranteeRecorder.report(violations))")
    }

    @Test(
        """
        Second starts of a session fired at its claim and between its release and its delivery: one result each, \
        one flow at a time, at most one payment
        """)
    func secondStartsAtTheSessionWindows() async throws {
        let recorder = GuaranteeRecorder()
        let harness = try Harness(middlewares: [recorder.transport], logging: false)
        let (client, counter) = (harness.client, PresentationCounter())
        let seconds = SecondStarts(client: client, recorder: recorder, counter: counter)
        var firsts: [StressFlow] = []
        var tasks: [Task<Void, Never>] = []
        for index in 0..<StressConfiguration.windowSessions {
            let session = try await harness.session()
            let guarantees = GuaranteeTag(recorder: recorder, flow: recorder.newFlow(), session: session)
            let presenter = CountingPresenter(
                .paying(with: .visaApproved), counter: counter, guarantees: guarantees)
            var claimed = false
            presenter.onLoader = { shown in
                if shown && !claimed {
                    // Right after the claim: the session is held; both are refused.
                    claimed = true
                    seconds.fire(session, [.detachedReturnValue, .detachedCallback])
                } else if !shown && client.registry.flow(for: CheckoutSession(session)) == nil {
                    // The last loader change: released, the result not yet delivered (it is, in this same turn).
                    // Odd sessions also start from main-actor code, whose task runs right after this turn.
                    let kinds: [SecondStarts.Kind] =
                        index.isMultiple(of: 2)
                        ? [.detachedReturnValue, .detachedCallback] : [.mainActorDelegate, .detachedReturnValue]
                    seconds.fire(session, kinds)
                }
            }
            // The first flow hears its result on the main actor: through a delegate or a callback.
            let flow = StressFlow(
                session: session, mode: .seamless, entry: (index / 2).isMultiple(of: 2) ? .delegate : .callback,
                plan: .pay, cancelPoint: nil, cancelAfterYields: 0, cancelVia: .task, presenter: presenter)
            firsts.append(flow)
            tasks.append(flow.start(client: client, merchant: harness.merchant))
        }
        for task in tasks { await task.value }
        // Every second start was fired before its first flow's result; each ends on its own.
        for task in seconds.tasks { await task.value }
        var turns = 0
        while counter.live > 0 && turns < 100_000 {
            await Task.yield()
            turns += 1
        }

        let ledger = Dictionary(grouping: await harness.sandbox.ledger(), by: \.checkoutSession)
        let doubled = ledger.filter { $0.value.count > 1 }.map(\.key)
        #expect(doubled.isEmpty, "\(doubled.count) sessions with more than one payment: \(doubled.prefix(10))")
        let unpaid = firsts.filter { $0.record.results != [.succeeded] }.map { "\($0.session): \($0.record.results)" }
        #expect(unpaid.isEmpty, "first flows not paid exactly once: \(unpaid.prefix(10))")
        #expect(seconds.tasks.count == StressConfiguration.windowSessions * 4)
        #expect(client.registry.activeCount == 0, "no flow outlives its result")
        #expect(counter.live == 0, "no presentation outlives its flow")
        let violations = recorder.finish()
        print("stress: windows: \(seconds.tasks.count) second starts, \(recorder.events) events checked")
        #expect(violations.isEmpty, "\(GuaranteeRecorder.report(violations))")
    }

    @Test(
        "Back-to-back Yuno.startPaymentLite calls from background tasks take effect on the main actor in call order",
        .serialized, arguments: [1, 64])
    func facadeCallsFromBackgroundTasksKeepTheirOrder(callers: Int) async throws {
        let recorder = GuaranteeRecorder()
        let harness = try Harness(middlewares: [recorder.transport], logging: false)
        let counter = PresentationCounter()
        Yuno.initialize(client: harness.client)
        let calls = callers == 1 ? 128 : 4
        let (results, sink) = AsyncStream.makeStream(of: Void.self)
        var delegates: [[FacadeDelegate]] = []
        for caller in 0..<callers {
            var mine: [FacadeDelegate] = []
            for order in 0..<calls {
                let session = try await harness.session()
                let guarantees = GuaranteeTag(recorder: recorder, flow: recorder.newFlow(), session: session)
                // The shopper cancels at the form: an admitted flow ends quickly, and the next call is admitted.
                let presenter = CountingPresenter(
                    ScriptedCustomer(form: .cancel), counter: counter, guarantees: guarantees)
                mine.append(
                    FacadeDelegate(
                        presenter: presenter, guarantees: guarantees, call: (caller, order), results: sink))
            }
            delegates.append(mine)
        }
        // Every caller at once, each from a background task of its own, its calls back to back (no await between).
        await withTaskGroup(of: Void.self) { group in
            for (caller, mine) in delegates.enumerated() {
                group.addTask {
                    await Task.detached {
                        for (order, delegate) in mine.enumerated() {
                            let tag = delegate.guarantees
                            recorder.record(.started(flow: tag.flow, session: tag.session, channel: .mainActor))
                            recorder.record(.facadeCall(caller: caller, order: order))
                            Yuno.startPaymentLite(
                                with: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"))
                        }
                    }.value
                }
            }
        }
        var heard = 0
        for await _ in results {
            heard += 1
            if heard == callers * calls { break }
        }
        await YunoFacade.shared.activeFlowEnded()
        var turns = 0
        while counter.live > 0 && turns < 100_000 {
            await Task.yield()
            turns += 1
        }

        let violations = recorder.finish()
        #expect(heard == callers * calls)
        #expect(counter.live == 0, "no presentation outlives its flow")
        #expect(violations.isEmpty, "\(GuaranteeRecorder.report(violations))")
    }

    @Test("Cancelling during a slow request cancels it: no payment is committed")
    func cancellationDuringRequest() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.setLatency(.seconds(3_600))
        let customer = ScriptedCustomer.paying(with: .visaApproved)

        let task = Task { await harness.pay(session, customer: customer) }
        while await harness.sandbox.requests().count < 2 { await Task.yield() }  // payment methods in flight
        task.cancel()
        let outcome = await task.value

        #expect(outcome.result == .userCancelled)
        #expect(await harness.sandbox.ledger().isEmpty)
    }
}
