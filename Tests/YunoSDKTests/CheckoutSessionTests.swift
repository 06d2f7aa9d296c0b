import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// A session id is normalized once, where it enters the SDK, and every lookup and log line agrees on it.
@Suite("CheckoutSession: one spelling of a session everywhere", .timeLimit(.minutes(3)))
struct CheckoutSessionTests {
    @Test("Upper-case and lower-case spellings of one session are one key; a lowercase id is kept as it is")
    func oneKeyPerSession() {
        let lower = "8c1f2a3b-4d5e-4f60-8a7b-0c1d2e3f4a5b"
        #expect(CheckoutSession(lower.uppercased()) == CheckoutSession(lower))
        #expect(CheckoutSession(lower.uppercased()).id == lower)
        #expect(CheckoutSession(lower).logPrefix == "[\(lower)]")
    }

    @Test("A flow's outcome and its log lines are found under any spelling of its session")
    func outcomeUnderAnySpelling() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let outcome = await harness.pay(session.uppercased(), customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(outcome.checkoutSession == session, "the outcome names the normalized session")
        #expect(await harness.client.outcome(forCheckoutSession: session.uppercased()) == outcome)
        #expect(await harness.client.outcome(forCheckoutSession: session) == outcome)
        let lines = harness.logs.all.filter { $0.contains(session) }
        #expect(lines.contains { $0.contains("[\(session)] seamless") }, "\(lines)")
        #expect(!harness.logs.all.contains { $0.contains(session.uppercased()) })
    }
}
