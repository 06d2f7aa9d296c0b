import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// The status poll of an open 3DS page: pauses are entries in a deadline queue, a read is a short task, and no task
/// waits in between; it answers once, is bounded, and never outlives its stop.
@Suite("Challenge watch: a status poll with no task waiting", .timeLimit(.minutes(1)))
@MainActor
struct ChallengeWatchTests {
    /// Counts the payment reads that reach the emulator and lets a test wait for the next one.
    actor ReadProbe {
        private(set) var reads = 0
        private var waiter: (target: Int, continuation: CheckedContinuation<Void, Never>)?

        func reset() { reads = 0 }

        func record() {
            reads += 1
            if let waiter, reads >= waiter.target {
                self.waiter = nil
                waiter.continuation.resume()
            }
        }

        func waitFor(_ count: Int) async {
            guard reads < count else { return }
            await withCheckedContinuation { waiter = (count, $0) }
        }
    }

    /// What a watch answered.
    actor Answers {
        private(set) var all: [ChallengeWait] = []
        func add(_ answer: ChallengeWait) { all.append(answer) }
    }

    nonisolated static func isPaymentRead(_ request: YunoHTTPRequest) -> Bool {
        request.method == .get && request.path.hasSuffix("/payment")
    }

    /// A flow parked at its challenge (its own poll an hour away), with every payment read counted by `probe`.
    static func parkedFlow(probe: ReadProbe) async throws -> (Harness, String, Task<PaymentOutcome, Never>) {
        let counting = HookMiddleware(
            matches: isPaymentRead,
            after: { response in
                await probe.record()
                return response
            })
        let harness = try Harness(middlewares: [counting], statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore, bank: harness.sandbox)
        let flow = Task { await harness.pay(session, customer: customer) }
        while !customer.events.contains(.challengeShown) { await Task.yield() }
        await probe.reset()
        return (harness, session, flow)
    }

    /// A watch of `session` through `harness`'s client, first pause 2 s, on a deadline queue of its own whose
    /// sleeps the test fires by hand.
    static func watch(_ session: String, of harness: Harness) -> (ChallengeWatch, TimeoutQueue, ManualTimer) {
        let timer = ManualTimer()
        let queue = TimeoutQueue(now: { .zero }, sleep: { try await timer.sleep(for: $0) })
        let flow = PaymentFlow(
            session: CheckoutSession(session), context: harness.client.context, work: .cardContinuation,
            presenter: nil, showsStatus: false)
        let watch = ChallengeWatch(of: flow, returnScheme: nil, timeouts: queue, firstInterval: .seconds(2))
        return (watch, queue, timer)
    }

    @Test("A payment that stays on its challenge: exactly maximumPolls reads, one pause at a time, then nothing")
    func pollsAreBounded() async throws {
        let probe = ReadProbe()
        let (harness, session, flow) = try await Self.parkedFlow(probe: probe)
        let (watch, queue, timer) = Self.watch(session, of: harness)
        let answers = Answers()

        await watch.start(answering: .init { answer in Task { await answers.add(answer) } })
        var asked: [Duration] = []
        for read in 1...ChallengeWatch.maximumPolls {
            asked.append(await timer.waitForSleeper())
            #expect(await queue.count == 1, "one pause waits, nothing else")
            await timer.fireAll()
            await probe.waitFor(read)
        }
        await watch.stop()

        #expect(await probe.reads == ChallengeWatch.maximumPolls)
        // 2 s, then each pause half as long again, up to 15 s.
        let growing: [Duration] = [.seconds(2), .seconds(3), .seconds(4.5), .seconds(6.75), .seconds(10.125)]
        #expect(asked == growing + Array(repeating: .seconds(15), count: ChallengeWatch.maximumPolls - growing.count))
        #expect(await queue.count == 0)
        #expect(await answers.all.isEmpty, "the payment never left its challenge")
        #expect(await harness.client.cancelFlow(checkoutSession: session))
        _ = await flow.value
    }

    @Test("The bank answered: the next read answers decided, once, with the payment as the backend holds it")
    func decidedOnce() async throws {
        let probe = ReadProbe()
        let (harness, session, flow) = try await Self.parkedFlow(probe: probe)
        let transaction = try #require(await ThreeDSecureFlowTests.openChallenge(harness.sandbox, session: session))
        let code = try await harness.sandbox.challengePage(transactionID: transaction).code
        try await harness.sandbox.answerChallenge(transactionID: transaction, .approve(code: code))
        let (watch, queue, timer) = Self.watch(session, of: harness)
        let (answered, sink) = AsyncStream.makeStream(of: ChallengeWait.self)

        await watch.start(answering: .init { sink.yield($0) })
        _ = await timer.waitForSleeper()
        await timer.fireAll()
        var iterator = answered.makeAsyncIterator()
        let first = await iterator.next()
        await watch.stop()
        sink.finish()

        guard case .decided(let payment) = first else {
            Issue.record("expected a decided payment, got \(String(describing: first))")
            return
        }
        #expect(payment.status == .succeeded)
        #expect(await iterator.next() == nil, "one answer only")
        #expect(await probe.reads == 1)
        #expect(await queue.count == 0, "no pause after the answer")
        #expect(await harness.client.cancelFlow(checkoutSession: session))
        #expect(await flow.value.result == .succeeded, "the parked flow, cancelled, names the backend's status")
    }

    @Test("Stopped during a read: the read is cancelled and has ended when stop returns; no pause is left")
    func stopJoinsTheRead() async throws {
        let (started, startedSink) = AsyncStream.makeStream(of: Void.self)
        let log = Answers()
        let holding = HookMiddleware(
            matches: Self.isPaymentRead,
            answer: { _ in
                startedSink.yield()
                do {
                    try await Task.sleep(for: .seconds(3_600))
                } catch {
                    await log.add(.timedOut)  // Marks the read's end, inside the read's task.
                    throw error
                }
                throw YunoError.cancelled
            })
        let harness = try Harness(middlewares: [holding])
        let session = try await harness.session()
        let (watch, queue, timer) = Self.watch(session, of: harness)
        let answers = Answers()

        await watch.start(answering: .init { answer in Task { await answers.add(answer) } })
        _ = await timer.waitForSleeper()
        await timer.fireAll()
        var reads = started.makeAsyncIterator()
        _ = await reads.next()
        await watch.stop()

        #expect(await log.all.count == 1, "the held read ended before stop returned")
        #expect(await queue.count == 0, "no pause outlives the stop")
        await watch.stop()  // Idempotent.
        #expect(await answers.all.isEmpty)
    }

    @Test("The watch holds its flow, not a copy of the API client: it fits in 224 bytes of heap")
    func watchIsSmall() throws {
        #if canImport(Glibc)
            let harness = try Harness()
            let flow = PaymentFlow(
                session: CheckoutSession("00000000-0000-4000-8000-000000000001"), context: harness.client.context,
                work: .cardContinuation, presenter: nil, showsStatus: false)
            let watch = ChallengeWatch(
                of: flow, returnScheme: "yunoapp", timeouts: harness.client.context.timeouts,
                firstInterval: .seconds(2))
            // A flow parked at its 3DS page holds its watch for as long as the page is open: 352 bytes with its copy
            // of `YunoAPIClient` (128 bytes) and of the session, 208 now (PERFORMANCE.md, "Parked at a 3DS
            // challenge"). The usable size of the malloc block the actor lives in: 216 bytes for 208.
            // glibc's `malloc_usable_size`, which the Glibc module does not export.
            typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
            let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size"))
            let usableSize = unsafeBitCast(symbol, to: UsableSize.self)
            let usable = withExtendedLifetime(watch) { usableSize(Unmanaged.passUnretained(watch).toOpaque()) }
            #expect(usable <= 216, "the watch grew to \(usable) bytes")
        #endif
    }
}
