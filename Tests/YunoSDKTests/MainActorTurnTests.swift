import Foundation
import Testing

@testable import YunoSDK
@testable import YunoSandbox

/// What a start from main-actor code now does in the caller's own turn (the registry is main-actor isolated and the
/// entry points run on their caller's isolation), and the presentation gate that replaced the answer stream.
@Suite("Starts and ends in the caller's main-actor turn; the presentation gate", .timeLimit(.minutes(3)))
@MainActor
struct MainActorTurnTests {
    @Test("A refused second start touches no loader: its presenter hears nothing, the active flow's loader stays")
    func refusedStartLeavesTheLoaderAlone() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let waiting = ScriptedCustomer(form: .wait)
        let first = Task { await harness.pay(session, customer: waiting) }
        while !waiting.events.contains(.cardFormShown(attempt: 1)) { await Task.yield() }
        let eventsBefore = waiting.events
        let bystander = ScriptedCustomer.paying(with: .visaApproved)

        let refused = await harness.pay(session, customer: bystander)

        #expect(refused.error == .flowAlreadyActive(checkoutSession: session))
        #expect(bystander.events.isEmpty, "the refused start's presenter heard \(bystander.events)")
        #expect(waiting.events == eventsBefore, "the active flow's presenter heard nothing new")
        first.cancel()
        #expect(await first.value.result == .userCancelled)
    }

    @Test("A delegate start from the main actor returns with its result delivered, recorded and the session free")
    func delegateStartEndsInTheCallersTurn() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .visaApproved)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: customer)

        let result = await harness.client.startPaymentSeamlessLite(
            delegate: delegate, paymentSelected: SelectedPaymentMethod(paymentMethodType: "CARD"),
            showPaymentStatus: false)

        // No waiting and no polling: all of this holds the moment the call returns.
        #expect(result == .succeeded)
        #expect(delegate.results == [.succeeded])
        #expect(!customer.isLoaderVisible)
        #expect(customer.events.first == .loaderShown)
        #expect(harness.client.registry.activeCount == 0)
        #expect(await harness.client.outcome(forCheckoutSession: session)?.result == .succeeded)
    }

    @Test("A start makes no idempotency key in the caller's turn: the flow makes it when it creates the payment")
    func idempotencyKeyIsMadeByTheFlowNotTheStart() async throws {
        let keys = KeyMaker()
        let harness = try Harness(idempotencyKey: { keys.make() })
        let session = try await harness.session()
        let waiting = ScriptedCustomer(form: .wait)
        let first = Task { await harness.pay(session, customer: waiting) }
        while !waiting.events.contains(.cardFormShown(attempt: 1)) { await Task.yield() }

        // Started, claimed and showing its form: still no key (a `getentropy` call, which a start from the main
        // actor would pay in the app's turn).
        #expect(keys.made.isEmpty)
        first.cancel()
        #expect(await first.value.result == .userCancelled)
        #expect(keys.made.isEmpty, "a flow that never created a payment made a key")

        let paid = try await harness.session()
        #expect(await harness.pay(paid, customer: .paying(with: .visaApproved)).result == .succeeded)
        #expect(keys.made.count == 1)
        #expect(await harness.sandbox.ledger().map(\.idempotencyKey) == keys.made)
    }

    /// Idempotency keys made in order, counted (`NSLock`, as `LogCapture`: ThreadSanitizer sees pthread locks).
    private final class KeyMaker: Sendable {
        private let lock = NSLock()
        nonisolated(unsafe) private var keys: [String] = []

        func make() -> String {
            lock.withLock {
                keys.append(UUID().uuidString.lowercased())
                return keys[keys.count - 1]
            }
        }

        var made: [String] { lock.withLock { keys } }
    }

    /// Waits on `gate` as a presentation does: the continuation is handed to the gate by a main-actor task made
    /// once this task is suspended, which shows `operation` unless an answer came first.
    private func wait<Value: Sendable>(
        on gate: PresentationGate<Value>, showing operation: @escaping @MainActor @Sendable () async -> Value
    ) async -> PresentationGate<Value>.Answer? {
        await withUnsafeContinuation { waiter in
            Task { @MainActor in await gate.show(operation, to: waiter) }
        }
    }

    @Test("The gate gives the first answer only, whether it comes before or after the waiter")
    func gateAnswersOnce() async {
        let late = PresentationGate<Int>()
        let answer = await wait(on: late) {
            late.resolve(.competitor(2))  // Comes first: the UI's later answer is dropped.
            late.resolve(nil)
            return 1
        }
        guard case .competitor(2) = answer else {
            Issue.record("expected the first answer, got \(String(describing: answer))")
            return
        }

        let early = PresentationGate<Int>()
        early.resolve(nil)
        early.resolve(.presented(3))
        let stopped = await wait(on: early) { @MainActor in
            Issue.record("the UI was shown after the stop")
            return 4
        }
        #expect(stopped == nil, "a stop that came first ends the wait with no answer and skips the UI")
    }

    @Test("The UI's answer reaches the waiter when nothing came first")
    func uiAnswerArrives() async {
        let gate = PresentationGate<String>()
        let answer = await wait(on: gate) { "typed" }
        guard case .presented("typed") = answer else {
            Issue.record("expected the UI's answer, got \(String(describing: answer))")
            return
        }
    }

    @Test("A posted answer reaches a waiting gate through the main actor")
    func postedAnswerArrives() async {
        let gate = PresentationGate<String>()
        gate.post(.competitor("settled"))
        let answer = await wait(on: gate) { @MainActor in
            // Posted before the waiter existed, the answer lands before the UI or while it is up: either way it
            // wins over a UI that answers only after many main-actor turns.
            for _ in 0..<1_000 { await Task.yield() }
            return "typed"
        }
        guard case .competitor("settled") = answer else {
            Issue.record("expected the posted answer, got \(String(describing: answer))")
            return
        }
    }
}
