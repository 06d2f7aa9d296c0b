import Testing

@testable import YunoSDK

/// Outcomes and errors are values a client compares in its tests: equality and hashing cover every field.
@Suite("Outcomes and errors compare by every field", .timeLimit(.minutes(3)))
struct OutcomeValueTests {
    static let session = "5b5e5a52-8b9d-4a4b-9c1e-0f1e2d3c4b5a"

    static func outcome(
        result: Yuno.Result = .succeeded, paymentID: String? = "pay_1", status: PaymentStatus? = .succeeded,
        subStatus: String? = "APPROVED", error: YunoError? = nil, enrollmentStatus: EnrollmentStatus? = nil,
        vaultedToken: String? = nil
    ) -> PaymentOutcome {
        PaymentOutcome(
            result: result, checkoutSession: session, paymentID: paymentID, status: status, subStatus: subStatus,
            error: error, enrollmentStatus: enrollmentStatus, vaultedToken: vaultedToken)
    }

    @Test("Two outcomes made apart are equal and hash alike when every field is equal")
    func equalByValue() {
        let first = Self.outcome(error: .timedOut(operation: "payment creation"))
        let second = Self.outcome(error: .timedOut(operation: "payment creation"))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        #expect(first.description == second.description)
    }

    @Test("Outcomes that differ in any one field are different")
    func differByEachField() {
        let base = Self.outcome()
        let variants = [
            Self.outcome(result: .fail), Self.outcome(paymentID: "pay_2"), Self.outcome(paymentID: nil),
            Self.outcome(status: .declined), Self.outcome(subStatus: nil), Self.outcome(error: .cancelled),
            Self.outcome(enrollmentStatus: .enrolled), Self.outcome(vaultedToken: "vt_1"),
            PaymentOutcome(
                result: .succeeded, checkoutSession: "6b5e5a52-8b9d-4a4b-9c1e-0f1e2d3c4b5a", paymentID: "pay_1",
                status: .succeeded, subStatus: "APPROVED"),
        ]
        for variant in variants { #expect(variant != base, "\(variant)") }
        #expect(Set(variants + [base]).count == variants.count + 1)
    }

    @Test("Every field reads back as given")
    func fieldsReadBack() {
        let outcome = Self.outcome(
            result: .fail, paymentID: "pay_9", status: .rejected, subStatus: "INSUFFICIENT_FUNDS",
            error: .outcomeUnknown(after: .cancelled), enrollmentStatus: .declined, vaultedToken: "vt_9")
        #expect(outcome.result == .fail)
        #expect(outcome.checkoutSession == Self.session)
        #expect(outcome.paymentID == "pay_9")
        #expect(outcome.status == .rejected)
        #expect(outcome.subStatus == "INSUFFICIENT_FUNDS")
        #expect(outcome.error == .outcomeUnknown(after: .cancelled))
        #expect(outcome.enrollmentStatus == .declined)
        #expect(outcome.vaultedToken == "vt_9")
    }

    @Test("Errors compare and describe by their payloads, nested ones included")
    func errorsByPayload() {
        #expect(
            YunoError.outcomeUnknown(after: .timedOut(operation: "a"))
                == .outcomeUnknown(after: .timedOut(operation: "a")))
        #expect(
            YunoError.outcomeUnknown(after: .timedOut(operation: "a"))
                != .outcomeUnknown(after: .timedOut(operation: "b")))
        // The description reads the payload, the nested error's included.
        #expect(YunoError.timedOut(operation: "payment creation").description == "payment creation timed out.")
        #expect(
            YunoError.outcomeUnknown(after: .timedOut(operation: "payment creation")).description.contains(
                "payment creation timed out."))
        #expect(
            Set<YunoError>([.cancelled, .cancelled, .timedOut(operation: "a"), .timedOut(operation: "a")]).count == 2)
    }
}
