import Testing

@testable import YunoSDK

/// The "Hot paths" of PERFORMANCE.md that a debug build can check: what a flow and its caller hold across their waits
/// is one pointer wide. Undoing one (a struct again, an outcome without its box) fails here; the frame sizes they buy
/// in a release build are checked by `Scripts/benchmarks-gate.sh` against `Benchmarks/Baselines/frames.json`.
@Suite("Hot paths: what a flow holds across its waits is one pointer wide", .timeLimit(.minutes(3)))
struct HotPathTests {
    @Test("The payment, the token, the enrollment answer, the collected card and the form's amount are references")
    func heldValuesAreReferences() {
        #expect(MemoryLayout<FormAmount>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Payment>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<TokenResponse>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<EnrollmentResponse>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<CollectedCard>.size == MemoryLayout<Int>.size)
    }

    @Test("PaymentOutcome keeps its fields in one box: one pointer wide, equal and hashed by every field")
    func outcomeIsOnePointerWide() {
        #expect(MemoryLayout<PaymentOutcome>.size == MemoryLayout<Int>.size)
        let outcome = PaymentOutcome(result: .succeeded, checkoutSession: "cs", paymentID: "pay_1", status: .succeeded)
        let same = PaymentOutcome(result: .succeeded, checkoutSession: "cs", paymentID: "pay_1", status: .succeeded)
        #expect(outcome == same && outcome.hashValue == same.hashValue)
        #expect(outcome != PaymentOutcome(result: .succeeded, checkoutSession: "cs", paymentID: "pay_2"))
    }
}
