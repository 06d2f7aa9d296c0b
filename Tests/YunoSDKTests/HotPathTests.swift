import Testing

@testable import YunoSDK

/// The README's "Hot paths" that a debug build can check: what a flow holds across its waits is one pointer wide.
/// Undoing one of them (a struct again, an enum without `indirect`) fails here; the frame sizes they buy in a release
/// build are checked by `Scripts/benchmarks-gate.sh` against `Benchmarks/Baselines/frames.json`.
@Suite("Hot paths: what a flow holds across its waits is one pointer wide")
struct HotPathTests {
    @Test("The payment, the enrollment answer and the collected card are references")
    func wireAnswersAreReferences() {
        #expect(MemoryLayout<Payment>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<EnrollmentResponse>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<CollectedCard>.size == MemoryLayout<Int>.size)
    }

    @Test("YunoError is indirect: one pointer wide, whatever its cases carry")
    func errorIsOnePointerWide() {
        #expect(MemoryLayout<YunoError>.size == MemoryLayout<Int>.size)
    }
}
