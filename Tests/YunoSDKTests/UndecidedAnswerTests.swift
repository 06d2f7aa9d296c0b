import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Issue 27, item 10: an answer to a committed write that is not a decided status (a redirect, 0, a negative
/// number, a 1xx, 600) leaves the write's effect unknown, so the flow reads the payment back and names it.
@Suite("Undecided answers after a committed write lead to a read-back", .timeLimit(.minutes(3)))
struct UndecidedAnswerTests {
    /// The emulator commits the payment, then the network hands the SDK `status` instead of its answer.
    private func harness(answering status: Int) throws -> Harness {
        try Harness(middlewares: [
            HookMiddleware(
                matches: HookMiddleware.on(.post, pathSuffix: "/payments"),
                after: { _ in YunoHTTPResponse(status: status, headers: ["Location": "https://example.com/"]) })
        ])
    }

    @Test(
        "A payment creation answered with a status that decides nothing names the committed payment",
        arguments: [301, 302, 0, -1, 100, 600, 408])
    func anUndecidedAnswerToAPaymentCreationIsReadBack(status: Int) async throws {
        let harness = try harness(answering: status)
        let session = try await harness.session()
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        let ledger = await harness.sandbox.ledger()
        #expect(ledger.count == 1)
        #expect(outcome.result == .succeeded)
        #expect(outcome.paymentID != nil)
        #expect(outcome.paymentID == ledger.first?.paymentID)
        #expect(await harness.requestCount(.getPayment) >= 1)
    }

    @Test("A decided refusal (a 4xx) is not read back: nothing was created")
    func aDecidedRefusalIsNotReadBack() {
        #expect(!YunoError.server(status: 400, code: "INVALID_REQUEST", messages: []).leavesOutcomeUnknown)
        #expect(!YunoError.server(status: 404, code: "NOT_FOUND", messages: []).leavesOutcomeUnknown)
        #expect(!YunoError.authorizationRequired.leavesOutcomeUnknown)
        #expect(YunoError.server(status: 400, code: "REQUEST_IN_PROCESS", messages: []).leavesOutcomeUnknown)
        #expect(YunoError.server(status: 429, code: "TOO_MANY_REQUESTS", messages: []).leavesOutcomeUnknown)
        for status in [-1, 0, 100, 204, 301, 399, 500, 503, 600, Int.max] {
            #expect(YunoError.server(status: status, code: "HTTP_\(status)", messages: []).leavesOutcomeUnknown)
        }
    }
}
