import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite(
    "Lost answers to writes: the SDK reads the session's payment instead of reporting a paid flow as failed",
    .timeLimit(.minutes(3)))
struct ReconciliationTests {
    @Test("Payment creation committed but its body garbled: the flow reports the payment")
    func garbledPaymentCreation() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.malformedBody, on: .createSeamlessPayment)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(await harness.sandbox.ledger().map(\.paymentID) == [outcome.paymentID].compactMap { $0 })
        #expect(await harness.requestCount(.getPayment) == 1)
    }

    @Test("Payment creation's answer lost with no retry middleware: the flow reports the payment")
    func lostPaymentCreation() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        let outcome = await harness.pay(session, customer: .paying(with: .visaDoNotHonor))
        #expect(outcome.result == .reject)
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
    }

    @Test("The read-back is itself retried: two failed reads, then the payment")
    func readBackIsRetried() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        await harness.sandbox.inject(.status(503, code: "SERVICE_UNAVAILABLE"), on: .getPayment, times: 2)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(await harness.requestCount(.getPayment) == 3)
    }

    @Test("The reconciliation's reads fail, the ending's read-back succeeds: the flow reports the payment")
    func endingReadBackNamesThePayment() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        await harness.sandbox.inject(.connectionError, on: .getPayment, times: YunoAPIClient.reconciliationReads)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .succeeded)
        #expect(outcome.status == .succeeded)
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(outcome.error == .transport(operation: "payment creation", detail: "URLError -1005"))
    }

    @Test("When every read-back fails too, the flow reports the payment's outcome as unknown")
    func readBackExhausted() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        await harness.sandbox.inject(.connectionError, on: .getPayment, times: 2 * YunoAPIClient.reconciliationReads)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .internalError)
        #expect(
            outcome.error == .outcomeUnknown(after: .transport(operation: "payment creation", detail: "URLError -1005"))
        )
        #expect(await harness.sandbox.ledger().count == 1, "the payment exists; the outcome says its fate is unknown")
    }

    @Test("Cancelled while reading the payment back: the flow ends promptly and names the SUCCEEDED payment")
    func cancelledDuringReadBack() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.dropResponse, on: .createSeamlessPayment)
        await harness.sandbox.inject(.timeout, on: .getPayment)
        let task = Task { await harness.pay(session, customer: .paying(with: .visaApproved)) }
        while await harness.requestCount(.getPayment) < 1 { await Task.yield() }
        task.cancel()
        let outcome = await task.value
        #expect(outcome.result == .succeeded, "the backend holds the payment as SUCCEEDED: never userCancelled")
        #expect(outcome.status == .succeeded)
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(outcome.error == .cancelled)
    }

    @Test("Payment creation failed before commit: the original error stands and nothing was charged")
    func failureBeforeCommit() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.connectionError, on: .createSeamlessPayment)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .internalError)
        #expect(outcome.error == .transport(operation: "payment creation", detail: "URLError -1004"))
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test("A definite rejection (4xx) is not second-guessed: no status read")
    func rejectionIsFinal() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        await harness.sandbox.inject(.status(400, code: "INVALID_REQUEST"), on: .createSeamlessPayment)
        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved))
        #expect(outcome.result == .internalError)
        #expect(await harness.requestCount(.getPayment) == 0)
    }

    @Test("The read after the 3DS page is lost once: the retry reads the bank's answer and the flow succeeds")
    func lostReadAfterChallenge() async throws {
        let harness = try Harness(statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = await ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .approve, bank: harness.sandbox)
        await harness.sandbox.inject(.dropResponse, on: .getPayment)
        let outcome = await harness.pay(session, customer: customer)
        #expect(outcome.result == .succeeded)
        #expect(await harness.sandbox.ledger().first?.status == "SUCCEEDED")
        #expect(await harness.threeDSResultRequests().isEmpty)
    }

    @Test("Every read after the 3DS page fails: the payment is named with what a read-back finds, never assumed")
    func unreadableAfterChallenge() async throws {
        let harness = try Harness(statusPollInterval: .seconds(3_600))
        let session = try await harness.session()
        let customer = await ScriptedCustomer(form: .pay(.threeDSChallenge), challenge: .approve, bank: harness.sandbox)
        await harness.sandbox.inject(.status(500, code: "INTERNAL_ERROR"), on: .getPayment, times: 3)
        let outcome = await harness.pay(session, customer: customer)
        // The flow's own read failed after its retries; the read-back, a fresh read, finds what the bank decided.
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(outcome.status == .succeeded)
        #expect(outcome.result == .succeeded)
    }
}
