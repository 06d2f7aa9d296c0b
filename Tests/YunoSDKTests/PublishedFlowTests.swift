import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// Flows whose payment answer is one of Yuno's published example bodies (``PublishedExamples``): the emulator
/// creates the payment, a hook answers the SDK with the published body carrying the emulator's ids, and the SDK must
/// run the action that body asks for — and end truthfully on bodies it cannot run.
@Suite(
    "Published bodies through a flow: the 3DS challenge, the QR code, the redirect; bad input ends truthfully",
    .timeLimit(.minutes(3)))
@MainActor
struct PublishedFlowTests {
    typealias JSON = [String: Any]

    /// A hook answering the SDK's payment creation with `template` (a published body), its `id` and
    /// `checkout.session` set to the emulator's and then `edit` applied (given the emulator's own answer).
    nonisolated static func answering(
        with template: String, edit: @escaping @Sendable (inout JSON, JSON) throws -> Void = { _, _ in }
    ) -> HookMiddleware {
        HookMiddleware(
            matches: HookMiddleware.on(.post, pathSuffix: "/payments"),
            after: { response in
                let emulator = try #require(try JSONSerialization.jsonObject(with: response.body) as? JSON)
                var body = try #require(try JSONSerialization.jsonObject(with: Data(template.utf8)) as? JSON)
                body["id"] = emulator["id"]
                body["checkout"] = [
                    "session": (emulator["checkout"] as? JSON)?["session"] ?? "", "sdk_action_required": true,
                ]
                try edit(&body, emulator)
                var rewritten = response
                rewritten.body = try JSONSerialization.data(withJSONObject: body)
                return rewritten
            })
    }

    /// `body[path…]` set to `value`, creating the objects on the way.
    nonisolated static func set(_ body: inout JSON, _ path: [String], _ value: Any?) {
        guard let key = path.first else { return }
        if path.count == 1 {
            body[key] = value
            return
        }
        var child = body[key] as? JSON ?? [:]
        set(&child, Array(path.dropFirst()), value)
        body[key] = child
    }

    nonisolated static func value(_ body: JSON, _ path: [String]) -> Any? {
        path.dropLast().reduce(body as Any?) { ($0 as? JSON)?[$1] }.flatMap { ($0 as? JSON)?[path.last ?? ""] }
    }

    nonisolated static let card = ["payment_method", "payment_method_detail", "card"]
    nonisolated static let transfer = ["payment_method", "payment_method_detail", "bank_transfer"]

    @Test("3DS: the published challenge body opens its redirect_url; the bank approves; the payment read succeeds")
    func threeDSChallenge() async throws {
        let hook = Self.answering(with: PublishedExamples.threeDSChallenge) { body, emulator in
            // The shopper answers the emulator's bank for the emulator's challenge.
            let id = Self.value(emulator, Self.card + ["card_data", "three_d_secure", "transaction_id"])
            Self.set(&body, Self.card + ["card_data", "three_d_secure", "transaction_id"], id)
        }
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .threeDSChallenge, bank: harness.sandbox)

        let outcome = await harness.pay(session, customer: customer)

        #expect(customer.events.contains(.challengeShown))
        #expect(outcome.result == .succeeded)
        #expect(await harness.sandbox.ledger().map(\.status) == ["SUCCEEDED"])
        #expect(harness.logs.all.contains { $0.contains("; reading the payment") })
        #expect(await harness.threeDSResultRequests().isEmpty)
    }

    @Test("PIX: the published body plus the [ours] qr_code and documented expires_at shows the QR; paying settles it")
    func pixQRCode() async throws {
        let hook = Self.answering(with: PublishedExamples.pix) { body, emulator in
            for key in ["qr_code", "expires_at"] {
                Self.set(&body, Self.transfer + [key], Self.value(emulator, Self.transfer + [key]))
            }
        }
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session(country: "BR", currency: "BRL", amount: 150)
        let customer = ScriptedCustomer(qrCode: .keepOpen)
        let flow = Task { await harness.pay(session, customer: customer, country: "BR", type: "PIX") }
        while !customer.events.contains(where: { if case .qrCodeShown = $0 { true } else { false } }) {
            await Task.yield()
        }
        let paymentID = try #require(await harness.sandbox.payment(forCheckoutSession: session)?.paymentID)
        try await harness.sandbox.payQRCode(paymentID: paymentID)

        let outcome = await flow.value

        #expect(outcome.result == .succeeded)
        #expect(outcome.paymentID == paymentID)
    }

    @Test(
        "PIX as published (no QR string) and NuPay: the hosted redirect_url opens, the deep link brings the shopper back",
        arguments: ["PIX", "NU_PAY"])
    func hostedRedirect(type: String) async throws {
        let template = type == "PIX" ? PublishedExamples.pix : PublishedExamples.nuPay
        let hook = Self.answering(with: template) { body, _ in body["callback_url"] = "myshop://return" }
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session(country: "BR", currency: "BRL", amount: 150)
        let customer = ScriptedCustomer()
        let flow = Task { await harness.pay(session, customer: customer, country: "BR", type: type) }
        while !customer.events.contains(where: { if case .redirectOpened = $0 { true } else { false } }) {
            await Task.yield()
        }
        let opened = customer.events.compactMap { if case .redirectOpened(let url) = $0 { url } else { nil } }
        #expect(opened.first?.host == "checkout.sandbox.y.uno")
        let paymentID = try #require(await harness.sandbox.payment(forCheckoutSession: session)?.paymentID)
        if type == "PIX" {
            try await harness.sandbox.payQRCode(paymentID: paymentID)
        } else {
            try await harness.sandbox.completeRedirect(paymentID: paymentID, approved: true)
        }
        #expect(harness.client.receiveDeeplink(URL(string: "myshop://return?checkout_session=\(session)")!))

        let outcome = await flow.value

        #expect(outcome.result == .succeeded)
        #expect(await harness.sandbox.ledger().count == 1)
    }

    // MARK: Bad input

    @Test("Unknown fields at every level are ignored: the published 3DS body with extra keys still runs")
    func unknownFields() async throws {
        let hook = Self.answering(with: PublishedExamples.threeDSChallenge) { body, emulator in
            let id = Self.value(emulator, Self.card + ["card_data", "three_d_secure", "transaction_id"])
            Self.set(&body, Self.card + ["card_data", "three_d_secure", "transaction_id"], id)
            body["future_field"] = ["nested": [1, 2, 3]]
            Self.set(&body, Self.card + ["network_token"], ["status": "ACTIVE"])
            Self.set(&body, ["checkout", "flow_version"], 3)
        }
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session()

        let outcome = await harness.pay(
            session, customer: ScriptedCustomer.paying(with: .threeDSChallenge, bank: harness.sandbox))

        #expect(outcome.result == .succeeded)
    }

    @Test(
        "Missing optional fields or an action type the SDK does not know: a typed error, the real status read back, one payment",
        arguments: [
            ("no three_d_secure", "THREE_D_SECURE without a transaction_id", PaymentStatus.pending),
            ("no redirect_url", "THREE_D_SECURE without a redirect_url", .pending),
            ("no payment_method_detail", "CARD without a payment_method_detail", .pending),
            ("unknown detail", "CRYPTO_WALLET", .pending),
        ])
    func badInput(variant: String, error: String, status: PaymentStatus) async throws {
        let hook = Self.answering(with: PublishedExamples.threeDSChallenge) { body, _ in
            switch variant {
            case "no three_d_secure": Self.set(&body, Self.card + ["card_data", "three_d_secure"], nil)
            case "no redirect_url": Self.set(&body, Self.card + ["redirect_url"], nil)
            case "no payment_method_detail": Self.set(&body, ["payment_method", "payment_method_detail"], nil)
            default:
                body["payment_method"] = [
                    "type": "CRYPTO_WALLET", "payment_method_detail": ["crypto": ["address": "bc1q…"]],
                ]
            }
        }
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session()
        let customer = ScriptedCustomer.paying(with: .threeDSChallenge)

        let outcome = await harness.pay(session, customer: customer)

        #expect(outcome.error == .unsupportedAction(error))
        #expect(outcome.result == .internalError)
        #expect(outcome.status == status, "the payment's real status, read back from the emulator")
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(!customer.events.contains(.challengeShown))
        #expect(await harness.sandbox.ledger().count == 1)
        #expect(await harness.requestCount(.createSeamlessPayment) == 1)
    }

    @Test("403 AUTHORIZATION_REQUIRED ends the flow with the typed error and nothing paid")
    func authorizationRequired() async throws {
        let hook = HookMiddleware(
            matches: HookMiddleware.on(.get, pathSuffix: "/payment-methods"),
            answer: { _ in
                YunoHTTPResponse(status: 403, body: Data(PublishedExamples.authorizationRequired.utf8))
            })
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session()

        let outcome = await harness.pay(session, customer: ScriptedCustomer())

        #expect(outcome.error == .authorizationRequired)
        #expect(await harness.sandbox.ledger().isEmpty)
    }
}
