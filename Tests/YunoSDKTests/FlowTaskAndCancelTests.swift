import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// A flow runs in the task that starts it; `cancelFlow` reaches it without a task of its own; the loader's calls
/// are posted to the main actor and still reach the presenter in order.
@Suite("Flows in the caller's task: cancelFlow, loader order", .timeLimit(.minutes(3)))
@MainActor
struct FlowTaskAndCancelTests {
    /// Records the task each request of a flow is sent from.
    actor TaskRecorder {
        private(set) var tasks: [Int] = []
        func record(_ task: Int?) { tasks.append(task ?? -1) }
    }

    @Test("Every request of a flow is sent from the task that started it (no task per flow)")
    func flowRunsInTheCallersTask() async throws {
        let recorder = TaskRecorder()
        let hook = HookMiddleware(
            matches: { _ in true },
            after: { response in
                await recorder.record(withUnsafeCurrentTask { $0?.hashValue })
                return response
            })
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session()
        let caller = withUnsafeCurrentTask { $0?.hashValue }

        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))

        #expect(outcome.result == .succeeded)
        let tasks = await recorder.tasks
        #expect(tasks.count == 3, "methods, token, payment")
        #expect(caller != nil)
        #expect(tasks.allSatisfy { $0 == caller })
    }

    @Test("cancelFlow at a 3DS challenge dismisses it, stops its poll, and names the payment with its real status")
    func cancelFlowAtChallenge() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .ignore)

        let flow = Task { await harness.pay(session, customer: customer) }
        while !customer.events.contains(.challengeShown) { await Task.yield() }
        #expect(await harness.client.cancelFlow(checkoutSession: session))
        let outcome = await flow.value

        let held = try #require(await harness.sandbox.payment(forCheckoutSession: session))
        #expect(outcome.paymentID == held.paymentID)
        #expect(outcome.status?.rawValue == held.status)
        #expect(customer.events.contains(.dismissed))
        #expect(await harness.threeDSResultRequests().isEmpty)
        #expect(await harness.client.context.timeouts.count == 0, "the status poll and the challenge time ended")
        #expect(await harness.client.activeFlow(forCheckoutSession: session) == nil)
        #expect(await harness.client.cancelFlow(checkoutSession: session) == false, "nothing left to cancel")
    }

    @Test("cancelFlow while a Full flow waits for continuePayment ends it userCancelled; the delegate hears it once")
    func cancelFlowWaitingForContinue() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .visaApproved)
        let delegate = RecordingDelegate(checkoutSession: session, presenter: customer)
        let list = await harness.client.getPaymentMethodViewAsync(delegate: delegate)
        list.select(try #require(list.items.first { $0.paymentMethodType == "CARD" }))

        let task = try harness.client.startPayment(with: delegate)
        #expect(await delegate.nextToken() != nil)
        while await harness.client.activeFlow(forCheckoutSession: session)?.state != .awaitingMerchantPayment {
            await Task.yield()
        }
        #expect(await harness.client.cancelFlow(checkoutSession: session))
        let outcome = await task.value

        #expect(outcome.result == .userCancelled)
        #expect(delegate.results == [.userCancelled])
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test("cancelFlow during a request lets the request finish, then ends the flow with what the backend holds")
    func cancelFlowDuringTokenization() async throws {
        let (harness, session) = try await Harness.cancellingFlow(after: HookMiddleware.on(.post, pathSuffix: "/token"))

        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))

        #expect(outcome.result == .userCancelled, "cancelled before any payment could exist")
        #expect(await harness.requestCount(.createToken) == 1, "the token request was let finish")
        #expect(await harness.requestCount(.createSeamlessPayment) == 0)
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test("The loader's posted calls reach the presenter in the flow's order, and it is hidden when the flow returns")
    func loaderCallsKeepTheirOrder() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .visaApproved)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.result == .succeeded)
        #expect(
            customer.events == [
                .loaderShown, .loaderHidden, .cardFormShown(attempt: 1), .loaderShown, .loaderHidden,
                .statusShown(.succeeded), .loaderHidden,
            ])
        #expect(!customer.isLoaderVisible)
    }
}
