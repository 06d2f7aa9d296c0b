import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

@Suite("SDK actions: PIX QR codes, Apple Pay sheets, redirects and deep links", .timeLimit(.minutes(3)))
@MainActor
struct SDKActionTests {
    static let pix = SelectedPaymentMethod(paymentMethodType: "PIX")

    func pixSession(_ harness: Harness) async throws -> String {
        try await harness.session(country: "BR", currency: "BRL", amount: 150)
    }

    @Test(
        "PIX: closing the QR gives processing / CLOSED_BY_USER, the backend stays READY_TO_PAY, reopening shows the same QR"
    )
    func pixClosedAndReopened() async throws {
        let harness = try Harness()
        let session = try await pixSession(harness)
        let first = ScriptedCustomer(qrCode: .close)

        let closed = await harness.pay(session, customer: first, country: "BR", type: "PIX")
        // A fresh session asks nothing the backend answers with an error (no "is there a payment?" probe, once a 404).
        let failedAnswers = await harness.sandbox.requests().filter { ($0.status ?? 200) >= 400 }
        #expect(failedAnswers.isEmpty, "\(failedAnswers)")

        #expect(closed.result == .processing)
        #expect(closed.status == .readyToPay)
        #expect(closed.subStatus == "CLOSED_BY_USER")
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "READY_TO_PAY")
        let code = try #require(
            first.events.compactMap { if case .qrCodeShown(let code) = $0 { code } else { nil } }.first)

        let second = ScriptedCustomer(qrCode: .keepOpen)
        let reopened = Task { await harness.pay(session, customer: second, country: "BR", type: "PIX") }
        while !second.events.contains(.qrCodeShown(code: code)) { await Task.yield() }
        try await harness.sandbox.payQRCode(paymentID: try #require(closed.paymentID))
        let paid = await reopened.value

        #expect(paid.result == .succeeded)
        #expect(paid.paymentID == closed.paymentID)
        #expect(second.events.contains(.dismissed))
        #expect(second.events.contains(.statusShown(.succeeded)))
        #expect(first.events.contains(.statusShown(.processing)))
        #expect(await harness.sandbox.ledger().count == 1)
    }

    @Test("PIX: an expired QR code ends EXPIRED / fail everywhere")
    func pixExpired() async throws {
        let harness = try Harness()
        let session = try await pixSession(harness)
        let customer = ScriptedCustomer(qrCode: .keepOpen)
        let flow = Task { await harness.pay(session, customer: customer, country: "BR", type: "PIX") }
        while !customer.events.contains(where: { if case .qrCodeShown = $0 { true } else { false } }) {
            await Task.yield()
        }

        await harness.sandbox.advanceTime(by: 3_600)
        let outcome = await flow.value

        #expect(outcome.result == .fail)
        #expect(outcome.status == .expired)
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "EXPIRED")
    }

    @Test("Apple Pay: the sheet comes first; cancelling it gives userCancelled with no token and no payment")
    func applePayCancelled() async throws {
        let harness = try Harness()
        let session = try await harness.session()
        let customer = ScriptedCustomer(wallet: .cancelled)

        let outcome = await harness.pay(session, customer: customer, type: "APPLE_PAY")

        #expect(outcome.result == .userCancelled)
        #expect(outcome.paymentID == nil)
        #expect(customer.events.contains(.walletSheetShown))
        #expect(await harness.requestCount(.createToken) == 0)
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test(
        "Apple Pay in Yuno's order: sheet (with the session's amount) → token with its payment token → payment",
        arguments: [(true, Yuno.Result.succeeded, "SUCCEEDED"), (false, .reject, "DECLINED")])
    func applePayAuthorized(approved: Bool, result: Yuno.Result, status: String) async throws {
        let bodies = ThreeDSecureFlowTests.Bodies()
        let harness = try Harness(middlewares: [bodies.middleware])
        let session = try await harness.session(amount: Decimal(string: "52000")!)
        let customer = ScriptedCustomer(
            wallet: .authorized(paymentData: YunoSandbox.walletPaymentData(approved: approved)))
        let outcome = await harness.pay(session, customer: customer, type: "APPLE_PAY")
        #expect(outcome.result == result)
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == status)
        let order = await harness.sandbox.requests().compactMap(\.endpoint).filter { $0 != .createCheckoutSession }
        #expect(order == [.listPaymentMethods, .getCheckoutSession, .createToken, .createSeamlessPayment])
        #expect(bodies.all.contains { $0.contains(YunoSandbox.walletPaymentData(approved: approved)) })
        #expect(!bodies.all.contains { $0.contains("AUTHORIZED") }, "no request says how the payment ended")
        #expect(customer.events.contains(.walletSheetShown))
    }

    @Test("Redirect: only a deep link with the callback scheme and the flow's session resumes it; the backend decides")
    func redirectAndDeepLinks() async throws {
        let harness = try Harness()
        let session = try await harness.session(callbackURL: "myshop://payment/return")
        let other = try await harness.session(callbackURL: "myshop://payment/return")
        let customer = ScriptedCustomer()
        let flow = Task { await harness.pay(session, customer: customer, type: "NU_PAY") }
        while !customer.events.contains(where: { if case .redirectOpened = $0 { true } else { false } }) {
            await Task.yield()
        }
        let paymentID = try #require(await harness.sandbox.payment(forCheckoutSession: session)?.paymentID)
        try await harness.sandbox.completeRedirect(paymentID: paymentID, approved: false)

        let client = harness.client
        #expect(!client.receiveDeeplink(URL(string: "othershop://return?checkout_session=\(session)")!))
        #expect(!client.receiveDeeplink(URL(string: "myshop://return?checkout_session=\(other)")!))
        #expect(!client.receiveDeeplink(URL(string: "myshop://return?checkout_session=not-a-uuid")!))
        #expect(!client.receiveDeeplink(URL(string: "myshop://return")!))
        // The URL claims success; the backend says the shopper rejected it, and the backend wins.
        #expect(client.receiveDeeplink(URL(string: "myshop://return?checkout_session=\(session)&status=SUCCEEDED")!))
        #expect(!client.receiveDeeplink(URL(string: "myshop://return?checkout_session=\(session)")!))
        let outcome = await flow.value

        #expect(outcome.result == .reject)
        #expect(!client.receiveDeeplink(URL(string: "myshop://return?checkout_session=\(session)")!))
    }

    @Test("Redirect in Lite: approved at the bank, back through the deep link, one succeeded result")
    func liteRedirect() async throws {
        let harness = try Harness()
        let session = try await harness.session(callbackURL: "myshop://return")
        let customer = ScriptedCustomer()
        let (delegate, task, handedOver) = await harness.startLite(session, customer: customer, method: "NU_PAY")
        let token = try #require(handedOver)
        let payment = try await harness.merchantPays(session, token: token, type: "NU_PAY")
        try await harness.client.continuePayment(checkoutSession: session)
        while !customer.events.contains(where: { if case .redirectOpened = $0 { true } else { false } }) {
            await Task.yield()
        }
        try await harness.sandbox.completeRedirect(paymentID: payment.id, approved: true)

        #expect(harness.client.receiveDeeplink(URL(string: "myshop://return?checkout_session=\(session)")!))

        #expect(await task.value.result == .succeeded)
        #expect(delegate.results == [.succeeded])
    }
}
