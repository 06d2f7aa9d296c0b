import Foundation
import Testing

@testable import YunoSDK

/// The registry's outcome window: a ring of the latest outcomes, read newest first.
@Suite("FlowRegistry: the outcome window keeps the latest outcomes", .timeLimit(.minutes(1)))
@MainActor
struct FlowRegistryTests {
    private let context: FlowContext

    init() throws {
        context = try Harness().client.context
    }

    /// A flow for `index`'s session (`00000000-0000-4000-8000-00000000000<index>`, twelve hex digits).
    private func flow(_ index: Int) -> PaymentFlow {
        let digits = String(index, radix: 16)
        let id = "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
        return PaymentFlow(
            session: CheckoutSession(id), context: context, work: .cardContinuation, presenter: nil,
            showsStatus: false)
    }

    private func outcome(_ flow: PaymentFlow, _ result: Yuno.Result) -> PaymentOutcome {
        PaymentOutcome(result: result, checkoutSession: flow.checkoutSession)
    }

    @Test("Each session finds its own outcome, and a session that ends again finds its newest")
    func latestOutcomePerSession() {
        let registry = FlowRegistry(outcomeCapacity: 8)
        let flows = (0..<3).map(flow)
        for flow in flows {
            #expect(registry.claim(flow))
            registry.release(flow, outcome: outcome(flow, .succeeded))
        }
        let again = flow(1)
        #expect(registry.claim(again), "a released session can be claimed again")
        registry.release(again, outcome: outcome(again, .reject))
        #expect(registry.outcome(for: flows[0].session)?.result == .succeeded)
        #expect(registry.outcome(for: flows[1].session)?.result == .reject, "the newest of the session's two")
        #expect(registry.outcome(for: flows[2].session)?.result == .succeeded)
        #expect(registry.outcome(for: flow(9).session) == nil)
        #expect(registry.lastOutcome?.result == .reject)
        #expect(registry.activeCount == 0)
    }

    @Test("Beyond its capacity the window forgets the oldest outcomes first, across many wraps")
    func oldestForgottenFirst() {
        let capacity = 5
        let registry = FlowRegistry(outcomeCapacity: capacity)
        #expect(registry.outcome(for: flow(0).session) == nil, "an empty window finds nothing")
        let flows = (0..<23).map(flow)
        for (index, flow) in flows.enumerated() {
            #expect(registry.claim(flow))
            registry.release(flow, outcome: outcome(flow, index.isMultiple(of: 2) ? .succeeded : .fail))
            // After every release: exactly the latest `capacity` sessions are found, each with its own result.
            for (earlier, kept) in flows[...index].enumerated() {
                let found = registry.outcome(for: kept.session)
                if index - earlier < capacity {
                    #expect(found?.checkoutSession == kept.checkoutSession, "session \(earlier) after \(index)")
                    #expect(found?.result == (earlier.isMultiple(of: 2) ? .succeeded : .fail))
                } else {
                    #expect(found == nil, "session \(earlier) is forgotten after \(index)")
                }
            }
        }
    }

    @Test("Releasing a flow that no longer holds its session records its outcome and leaves the holder active")
    func staleReleaseKeepsTheHolder() {
        let registry = FlowRegistry()
        let first = flow(4)
        let second = flow(4)
        #expect(registry.claim(first))
        #expect(!registry.claim(second), "one active flow per session")
        registry.release(second, outcome: outcome(second, .fail))
        #expect(registry.flow(for: first.session) === first)
        #expect(registry.outcome(for: first.session)?.result == .fail)
        registry.release(first, outcome: outcome(first, .succeeded))
        #expect(registry.flow(for: first.session) == nil)
        #expect(registry.outcome(for: first.session)?.result == .succeeded)
    }
}
