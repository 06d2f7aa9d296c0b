import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// An enrollment delegate recording its single result.
final class EnrollmentRecorder: YunoEnrollmentDelegate {
    let customerSession: String
    let countryCode = "CO"
    let viewController: YunoViewController?
    let results: AsyncStream<Yuno.Result>
    private let sink: AsyncStream<Yuno.Result>.Continuation
    /// The methods `yunoDidSelect(enrollmentMethod:)` named.
    let selectedMethods: AsyncStream<String>
    private let selectedSink: AsyncStream<String>.Continuation

    init(customerSession: String, viewController: YunoViewController?) {
        self.customerSession = customerSession
        self.viewController = viewController
        (results, sink) = AsyncStream.makeStream(of: Yuno.Result.self)
        (selectedMethods, selectedSink) = AsyncStream.makeStream(of: String.self)
    }

    func yunoDidSelect(enrollmentMethod: any EnrollmentMethodSelected) {
        MainActor.assertIsolated()
        selectedSink.yield(enrollmentMethod.paymentMethodType)
    }

    func yunoEnrollmentResult(_ result: Yuno.Result) {
        MainActor.assertIsolated()
        sink.yield(result)
    }
}

@Suite("Enrollment: saving a card for later", .timeLimit(.minutes(3)))
@MainActor
struct EnrollmentTests {
    func customerSession(_ harness: Harness) async throws -> (customerID: String, session: String) {
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: UUID().uuidString).id
        let session = try await harness.merchant.createCustomerSession(customerID: customerID, country: "CO")
        return (customerID, session.customerSession)
    }

    @Test("An approved card is enrolled: ENROLLED, a vaulted token, listed for the customer, payable later")
    func enrollApproved() async throws {
        let harness = try Harness()
        let (customerID, session) = try await customerSession(harness)
        let customer = ScriptedCustomer.paying(with: .visaApproved)
        let delegate = EnrollmentRecorder(customerSession: session, viewController: customer)

        let outcome = await harness.client.enrollPayment(with: delegate).value

        #expect(outcome.result == .succeeded)
        #expect(outcome.enrollmentStatus == .enrolled)
        let vaulted = try #require(outcome.vaultedToken)
        var results = delegate.results.makeAsyncIterator()
        #expect(await results.next() == .succeeded)
        let saved = try await harness.merchant.customerPaymentMethods(customerID: customerID)
        #expect(saved.map(\.vaultedToken).contains(vaulted))
        #expect(customer.events.contains(.statusShown(.succeeded)))

        let checkout = try await harness.session(customerID: customerID)
        let paid = await harness.pay(checkout, customer: ScriptedCustomer(form: .cancel), vaultedToken: vaulted)
        #expect(paid.result == .succeeded)
    }

    @Test(
        "An enroll answer that is no READY_TO_ENROLL method (no id, or ENROLLED) ends typed; the card is never sent",
        arguments: [#"{"status": "READY_TO_ENROLL", "extra": 1}"#, #"{"id": "pm_1", "status": "ENROLLED"}"#])
    func enrollAnswerWithoutAMethod(body: String) async throws {
        let hook = HookMiddleware(
            matches: HookMiddleware.on(.post, pathSuffix: "/payment-methods"),
            after: { response in YunoHTTPResponse(status: response.status, body: Data(body.utf8)) })
        let harness = try Harness(middlewares: [hook])
        let (customerID, session) = try await customerSession(harness)
        let delegate = EnrollmentRecorder(
            customerSession: session, viewController: ScriptedCustomer.paying(with: .visaApproved))

        let outcome = await harness.client.enrollPayment(with: delegate, showPaymentStatus: false).value

        #expect(outcome.result == .internalError)
        guard case .invalidResponse(operation: "enrollment", _) = outcome.error?.reason else {
            Issue.record("expected invalidResponse, got \(String(describing: outcome.error))"); return
        }
        #expect(await harness.requestCount(.submitEnrollmentCard) == 0)
        #expect(try await harness.merchant.customerPaymentMethods(customerID: customerID).isEmpty)
    }

    @Test("Methods to enroll without a card (Yuno lists brands; here only PayPal) end with paymentMethodNotAvailable")
    func noCardToEnroll() async throws {
        let hook = HookMiddleware(
            matches: HookMiddleware.on(.get, pathSuffix: "/payment-methods"),
            answer: { _ in
                let list = #"{"payment_methods": [{"name": "PayPal", "type": "PAYPAL", "category": "WALLET"}]}"#
                return YunoHTTPResponse(status: 200, body: Data(list.utf8))
            })
        let harness = try Harness(middlewares: [hook])
        let (_, session) = try await customerSession(harness)
        let customer = ScriptedCustomer.paying(with: .visaApproved)
        let outcome = await harness.client.enrollPayment(
            with: EnrollmentRecorder(customerSession: session, viewController: customer), showPaymentStatus: false
        ).value
        #expect(outcome.error == .paymentMethodNotAvailable("CARD"))
        #expect(await harness.requestCount(.enrollPaymentMethod) == 0)
    }

    @Test("A declined card is not enrolled: reject, no vaulted token")
    func enrollDeclined() async throws {
        let harness = try Harness()
        let (_, session) = try await customerSession(harness)
        let delegate = EnrollmentRecorder(
            customerSession: session, viewController: ScriptedCustomer.paying(with: .visaInsufficientFunds))

        let outcome = await harness.client.enrollPayment(with: delegate, showPaymentStatus: false).value

        #expect(outcome.result == .reject)
        #expect(outcome.enrollmentStatus == .declined)
        #expect(outcome.vaultedToken == nil)
    }

    @Test("A malformed customer session ends with internalError and nothing sent")
    func badCustomerSession() async throws {
        let harness = try Harness()
        let delegate = EnrollmentRecorder(customerSession: "abc", viewController: ScriptedCustomer())
        let outcome = await harness.client.enrollPayment(with: delegate).value
        #expect(outcome.error == .invalidCustomerSession("abc"))
        #expect(await harness.sandbox.requests().isEmpty)
    }

    @Test("saveCardEnabled: a shopper who ticks 'save card' finds the card saved after paying")
    func saveCardOnPayment() async throws {
        let harness = try Harness(config: YunoConfig(saveCardEnabled: true))
        let customerID = try await harness.merchant.createCustomer(merchantCustomerID: "saver").id
        let session = try await harness.session(customerID: customerID)

        let outcome = await harness.pay(session, customer: .paying(with: .visaApproved, saveCard: true))

        #expect(outcome.result == .succeeded)
        let saved = try await harness.merchant.customerPaymentMethods(customerID: customerID)
        #expect(saved.count == 1)
    }
}
