import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Seeded fault rates, hangs and delays", .timeLimit(.minutes(3)))
struct FaultRateTests {
    /// The faults `count` sequential payment-method reads draw at `rate` with `seed`.
    static func draws(seed: UInt64, rate: Double, count: Int = 200) async throws -> [SandboxFault?] {
        let harness = Harness(seed: seed)
        let session = try await harness.session()
        await harness.sandbox.setFaultRate(
            rate, on: .listPaymentMethods,
            mix: [.status(503, code: "SERVICE_UNAVAILABLE"), .tooManyRequests(retryAfterSeconds: 2), .malformedBody])
        for _ in 0..<count {
            _ = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
        }
        return await harness.sandbox.requests().filter { $0.endpoint == .listPaymentMethods }.map(\.fault)
    }

    @Test("The same seed draws the same faults; another seed draws others; the share follows the rate")
    func deterministicBySeed() async throws {
        let first = try await Self.draws(seed: 9, rate: 0.25)
        #expect(try await Self.draws(seed: 9, rate: 0.25) == first)
        #expect(try await Self.draws(seed: 10, rate: 0.25) != first)
        let share = Double(first.compactMap { $0 }.count) / Double(first.count)
        #expect((0.12...0.40).contains(share), "share \(share)")
        #expect(Set(first.compactMap { $0 }).count == 3, "every fault of the mix is drawn")
    }

    @Test("Rate 0 never faults, rate 1 always does; clearFaults removes rates; other endpoints are untouched")
    func rateBounds() async throws {
        #expect(try await Self.draws(seed: 1, rate: 0, count: 50).allSatisfy { $0 == nil })
        #expect(try await Self.draws(seed: 1, rate: 1, count: 50).allSatisfy { $0 != nil })
        let harness = Harness()
        let session = try await harness.session()
        await harness.sandbox.setFaultRate(1, mix: [.connectionError], on: [.createToken])
        #expect(try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods").status == 200)
        await harness.sandbox.clearFaults()
        #expect(try await harness.token(session).isEmpty == false)
    }

    @Test("A .timeout fault hangs until the request is cancelled, and commits nothing")
    func timeoutHangsUntilCancelled() async throws {
        let harness = Harness()
        let session = try await harness.session()
        let token = try await harness.token(session)
        await harness.sandbox.inject(.timeout, on: .createSeamlessPayment)
        let key = UUID().uuidString
        let request = Task { try await harness.pay(session, token: token, key: key) }
        while await harness.sandbox.requests().last?.endpoint != .createSeamlessPayment { await Task.yield() }
        request.cancel()
        await #expect(throws: CancellationError.self) { try await request.value }
        #expect(await harness.sandbox.ledger().isEmpty)
        #expect(await harness.sandbox.requests().last?.status == nil)
        #expect(try await harness.pay(session, token: token, key: key).status == 201, "the key was released")
    }

    @Test("A .delay fault answers normally after the delay")
    func delayAnswersNormally() async throws {
        let harness = Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.delay(.milliseconds(1)), on: .listPaymentMethods)
        let reply = try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment-methods")
        #expect(reply.status == 200)
        #expect(await harness.sandbox.requests().last?.fault == .delay(.milliseconds(1)))
    }
}
