import Foundation
import Testing

@testable import YunoSDK
@testable import YunoSandbox

/// What a start from main-actor code now does in the caller's own turn (the registry is main-actor isolated and the
/// entry points run on their caller's isolation), and the presentation gate that replaced the answer stream.
@Suite("Starts and ends in the caller's main-actor turn; the presentation gate")
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

    @Test("The gate gives the first answer only, whether it comes before or after the waiter")
    func gateAnswersOnce() async {
        let late = PresentationGate<Int>(on: nil)
        Task {
            await late.resolve(.presented(1))
            await late.resolve(.competitor(2))
            await late.resolve(nil)
        }
        let answer = await late.wait()
        guard case .presented(1) = answer else {
            Issue.record("expected the UI's answer, got \(String(describing: answer))")
            return
        }

        let early = PresentationGate<Int>(on: nil)
        await early.resolve(nil)
        await early.resolve(.presented(3))
        #expect(await !early.isOpen)
        let stopped = await early.wait()
        #expect(stopped == nil, "a stop that came first ends the wait with no answer")
    }

    @Test("A posted answer reaches a waiting gate on its owner's executor")
    func postedAnswerArrives() async {
        let owner = GateOwner()
        let gate = PresentationGate<String>(on: owner)
        gate.post(.competitor("settled"))
        let answer = await owner.wait(on: gate)
        guard case .competitor("settled") = answer else {
            Issue.record("expected the posted answer, got \(String(describing: answer))")
            return
        }
    }

    @Test("A gate shares its owner's executor: the owner reaches it with no thread switch")
    func gateRunsOnItsOwner() async {
        let owner = GateOwner()
        let gate = PresentationGate<Int>(on: owner)
        #expect(await owner.isOnExecutor(of: gate), "the gate's executor is its owner's")
        #expect(await PresentationGate<Int>(on: nil).isOnMainActor(), "a gate without an owner runs on the main actor")
    }

    @Test("A stop that came before the waiter skips the UI: it is never shown")
    func stopBeforeShowSkipsTheUI() async {
        let gate = PresentationGate<Int>(on: GateOwner())
        await gate.resolve(nil)
        let (answer, work) = await gate.show { @MainActor in
            Issue.record("the UI was shown after the stop")
            return 1
        }
        #expect(answer == nil)
        #expect(work == nil, "no UI task is made")
    }
}

/// An actor that owns presentation gates in these tests, as a flow does.
private actor GateOwner {
    func wait(on gate: PresentationGate<String>) async -> PresentationGate<String>.Answer? {
        await gate.wait()
    }

    func isOnExecutor(of gate: PresentationGate<Int>) -> Bool {
        var shared = false
        // Traps unless this actor's executor is the gate's.
        gate.assumeIsolated { _ in shared = true }
        return shared
    }
}

extension PresentationGate {
    /// Whether the gate's jobs run on the main actor.
    func isOnMainActor() -> Bool {
        var onMain = false
        MainActor.assumeIsolated { onMain = true }
        return onMain
    }
}
