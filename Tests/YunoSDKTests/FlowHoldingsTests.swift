import Foundation
import Testing

@testable import YunoSDK

/// What a flow's state machine holds in its active state (the presenter, the presentation's stop, the cancel
/// request): kept while the flow is active, released when it finishes, whichever way it finishes.
@Suite("FlowStateMachine holdings: kept while active, released at the end", .timeLimit(.minutes(3)))
@MainActor
struct FlowHoldingsTests {
    typealias Machine = FlowStateMachine

    /// A machine parked at a 3DS challenge: the payment seen, the challenge's presentation shown.
    static func parkedAtChallenge() throws -> Machine {
        var machine = try FlowStateMachineTests.creating()
        let payment = FlowStateMachineTests.payment(.pending, action: FlowStateMachineTests.challenge)
        guard case .run = try machine.paymentSeen(payment, now: FlowStateMachineTests.now) else {
            Issue.record("a challenge payment runs its action")
            return machine
        }
        machine.presentationStarted(stop: {})
        return machine
    }

    @Test("A parked flow keeps its presenter; cancel() hands back the shown presentation's stop")
    func parkedFlowKeepsWhatItNeeds() throws {
        var machine = try Self.parkedAtChallenge()
        #expect(machine.flowState == .authenticating)
        #expect(machine.presenter != nil)
        let cancel = machine.cancel()
        #expect(cancel?.stopPresentation != nil)
        #expect(machine.isCancelRequested)
        let second = machine.cancel()
        #expect(second == nil)
    }

    @Test("Finishing releases the presenter, the cancel request and the presentation's stop")
    func finishingReleasesHoldings() throws {
        var machine = try Self.parkedAtChallenge()
        _ = machine.cancel()
        var action = machine.end(.failure(.cancelled))
        guard case .readBack = action else {
            Issue.record("a cancelled payment is read back first")
            return
        }
        let settled = FlowStateMachineTests.payment(.succeeded)
        action = machine.readBackFinished(.payment(settled))
        guard case .release = action else {
            Issue.record("the read-back releases the signals next")
            return
        }
        action = machine.released(taskCancelled: false, now: FlowStateMachineTests.now)
        guard case .finish(let outcome, let loader) = action else {
            Issue.record("a cancelled flow shows no status screen")
            return
        }
        #expect(outcome.paymentID == settled.id && outcome.result == .succeeded)
        #expect(loader != nil)  // Handed to the starter, which hides its loader.
        #expect(machine.isFinished)
        #expect(machine.presenter == nil && machine.loaderToHide == nil)
        #expect(!machine.isCancelRequested)
        let late = machine.cancel()
        #expect(late == nil)
        // A late presentation event changes nothing.
        machine.presentationStarted(stop: {})
        let later = machine.cancel()
        #expect(later == nil)
        guard case .finish(let again, nil) = machine.end(.failure(.cancelled)) else {
            Issue.record("a finished flow only repeats its outcome")
            return
        }
        #expect(again == outcome)
    }

    @Test("An out-of-order ending also releases what the flow held")
    func illegalEndingReleasesHoldings() throws {
        var machine = try Self.parkedAtChallenge()
        guard case .finish(let outcome, let loader) = machine.statusPresented() else {
            Issue.record("an ending out of order finishes the flow")
            return
        }
        #expect(outcome.result == .internalError && outcome.paymentID == "pay_1")
        #expect(loader != nil)
        #expect(machine.isFinished && machine.presenter == nil)
    }
}
