import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("Concurrency stress: N flows in, N results out, matched against the ledger")
@MainActor
struct StressTests {
    /// A deterministic generator (SplitMix64) so a failing mix can be replayed from its seed.
    struct SeededRandom: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    enum Plan: CaseIterable {
        case pay, decline, challenge, shopperCancels, taskCancelled
    }

    @Test("1,000 concurrent seamless flows with declines, 3DS, shopper cancels and task cancellations")
    func thousandFlows() async throws {
        let harness = try Harness(seed: 42)
        var random = SeededRandom(state: 42)
        let count = 1_000
        var sessions: [String] = []
        var plans: [Plan] = []
        for _ in 0..<count {
            sessions.append(try await harness.session())
            plans.append(Plan.allCases.randomElement(using: &random)!)
        }
        let yields = (0..<count).map { _ in Int.random(in: 0..<40, using: &random) }

        var tasks: [Task<PaymentOutcome, Never>] = []
        var customers: [ScriptedCustomer] = []
        for index in 0..<count {
            let customer: ScriptedCustomer =
                switch plans[index] {
                case .pay, .taskCancelled: .paying(with: .visaApproved)
                case .decline: .paying(with: .visaDoNotHonor)
                case .challenge: ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .answer(.authenticated))
                case .shopperCancels: ScriptedCustomer(form: .cancel)
                }
            customers.append(customer)
            let session = sessions[index]
            tasks.append(Task { await harness.pay(session, customer: customer) })
        }
        // Cancel the chosen tasks at random points of their progress.
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<count where plans[index] == .taskCancelled {
                let task = tasks[index]
                let delay = yields[index]
                group.addTask {
                    for _ in 0..<delay { await Task.yield() }
                    task.cancel()
                }
            }
        }
        var outcomes: [String: PaymentOutcome] = [:]
        for (index, task) in tasks.enumerated() {
            let outcome = await task.value
            #expect(outcome.checkoutSession == sessions[index])
            #expect(outcomes.updateValue(outcome, forKey: outcome.checkoutSession) == nil)
        }
        #expect(outcomes.count == count)

        let ledger = await harness.sandbox.ledger()
        let bySession = Dictionary(grouping: ledger, by: \.checkoutSession)
        #expect(bySession.values.allSatisfy { $0.count == 1 }, "at most one payment per session")
        for (index, session) in sessions.enumerated() {
            let outcome = try #require(outcomes[session])
            let entry = bySession[session]?.first
            switch plans[index] {
            case .pay:
                #expect(outcome.result == .succeeded)
                #expect(entry?.status == "SUCCEEDED")
            case .decline:
                #expect(outcome.result == .reject)
                #expect(entry?.status == "DECLINED")
            case .challenge:
                #expect(outcome.result == .succeeded)
                #expect(customers[index].events.contains(.challengeShown))
            case .shopperCancels:
                #expect(outcome.result == .userCancelled)
                #expect(entry == nil, "no payment for a flow cancelled at the form")
            case .taskCancelled:
                #expect([.succeeded, .userCancelled].contains(outcome.result))
                if outcome.result == .succeeded { #expect(entry?.paymentID == outcome.paymentID) }
                if let entry, outcome.result == .userCancelled {
                    // Cancelled while its payment was being created: the outcome still names that payment.
                    #expect(outcome.paymentID == entry.paymentID)
                }
            }
            if outcome.result == .succeeded { #expect(entry?.paymentID == outcome.paymentID) }
        }
        #expect(await harness.client.activeFlow(forCheckoutSession: sessions[0]) == nil)
        #expect(await harness.client.registry.activeCount == 0)
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
