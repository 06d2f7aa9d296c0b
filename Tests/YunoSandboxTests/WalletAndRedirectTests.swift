import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Apple Pay wallet and NuPay redirect payments")
struct WalletAndRedirectTests {
    let harness = Harness()

    private func authorize(_ session: String, _ result: String = "AUTHORIZED") async throws -> Reply {
        try await harness.send(
            .post, "/v1/checkout/sessions/\(session)/payment/wallet", #"{"result": "\#(result)"}"#)
    }

    private func read(_ session: String) async throws -> Reply {
        try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
    }

    @Test func applePayWaitsForTheWalletThenSucceeds() async throws {
        let (session, reply) = try await harness.payWithMethod("APPLE_PAY")
        #expect(reply.status == 201)
        // Published shape (reference/payments/payment-examples/wallet.mdx): READY_TO_PAY / CREATED and a `wallet`
        // detail; no `redirect_url` means the [ours] native wallet sheet step.
        #expect(reply.string("status") == "READY_TO_PAY")
        #expect(reply.string("sub_status") == "CREATED")
        #expect(reply.bool("checkout", "sdk_action_required") == true)
        #expect(reply.string("payment_method", "type") == "APPLE_PAY")
        #expect(reply.value("payment_method", "payment_method_detail", "wallet") != nil)
        #expect(reply.value("payment_method", "payment_method_detail", "wallet", "redirect_url") == nil)
        #expect(reply.value("action") == nil)
        await harness.sandbox.advanceTime(by: 30)
        let authorized = try await authorize(session)
        #expect(authorized.status == 200)
        #expect(authorized.string("status") == "SUCCEEDED")
        #expect(authorized.string("sub_status") == "APPROVED")
        #expect(authorized.bool("checkout", "sdk_action_required") == false)
        #expect(authorized.value("action") == nil)
        #expect(authorized.string("updated_at") == "2026-01-01T00:00:30Z")
        #expect(authorized.decimal("amount", "captured") == Decimal(string: "100.5"))
        #expect(try await read(session).body == authorized.body)
        #expect(await harness.sandbox.ledger().first?.status == "SUCCEEDED")
        let twice = try await authorize(session)
        #expect(twice.status == 400)
        #expect(twice.code == "INVALID_REQUEST")
    }

    @Test func withoutAuthorizationTheWalletPaymentStaysPending() async throws {
        let (session, reply) = try await harness.payWithMethod("APPLE_PAY")
        await harness.sandbox.advanceTime(by: 4 * 60 * 60)
        let read = try await read(session)
        #expect(read.body == reply.body)
        let declined = try await authorize(session, "CANCELLED")
        #expect(declined.code == "INVALID_REQUEST")
        #expect(await harness.sandbox.ledger().first?.status == "READY_TO_PAY")
        await #expect(throws: SandboxError.unknownChallenge("00000000-0000-4000-8000-000000000000")) {
            try await harness.sandbox.answerChallenge(
                transactionID: "00000000-0000-4000-8000-000000000000", .decline)
        }
        #expect(await harness.sandbox.ledger().first?.status == "READY_TO_PAY")
    }

    @Test func walletEndpointRefusesOtherPayments() async throws {
        let card = try await harness.session()
        #expect(try await authorize(card).code == "INVALID_REQUEST")
        _ = try await harness.pay(card, token: try await harness.token(card))
        #expect(try await authorize(card).code == "INVALID_REQUEST")
        let (pix, _) = try await harness.payWithMethod("PIX", country: "BR", currency: "BRL")
        #expect(try await authorize(pix).code == "INVALID_REQUEST")
        let unknown = try await authorize("00000000-0000-4000-8000-000000000000")
        #expect(unknown.code == "CHECKOUT_SESSION_NOT_FOUND")
    }

    @Test func nuPayRedirectCarriesTheSessionsCallbackURL() async throws {
        let callback = "myshop://yuno/return"
        let (_, reply) = try await harness.payWithMethod("NU_PAY", callbackURL: callback)
        let id = try #require(reply.string("id"))
        // As Yuno's NuPay example (reference/payments/payment-examples/bank-transfer.mdx:1468-1520): READY_TO_PAY /
        // CREATED, `bank_transfer.redirect_url`, and the payment's top-level `callback_url`.
        #expect(reply.string("status") == "READY_TO_PAY")
        #expect(reply.string("sub_status") == "CREATED")
        #expect(reply.bool("checkout", "sdk_action_required") == true)
        let transfer: [Any] = ["payment_method", "payment_method_detail", "bank_transfer"]
        #expect(
            reply.string(transfer[0], transfer[1], transfer[2], "redirect_url")
                == "https://sandbox.y.uno/redirect/\(id)")
        #expect(reply.value(transfer[0], transfer[1], transfer[2], "qr_code") == nil)
        #expect(reply.string("callback_url") == callback)
        let (_, bare) = try await harness.payWithMethod("NU_PAY")
        #expect(bare.value("callback_url") == nil)
    }

    @Test(arguments: [(true, "SUCCEEDED", "APPROVED"), (false, "REJECTED", "REJECTED_BY_SHOPPER")])
    func completeRedirect(approved: Bool, status: String, subStatus: String) async throws {
        let (session, reply) = try await harness.payWithMethod("NU_PAY", callbackURL: "https://shop.example/back")
        let id = try #require(reply.string("id"))
        try await harness.sandbox.completeRedirect(paymentID: id, approved: approved)
        let read = try await read(session)
        #expect(read.string("status") == status)
        #expect(read.string("sub_status") == subStatus)
        #expect(read.bool("checkout", "sdk_action_required") == false)
        #expect(read.value("action") == nil)
        #expect(read.decimal("amount", "captured") == (approved ? Decimal(string: "100.5") : 0))
        #expect(await harness.sandbox.ledger().first?.status == status)
        await #expect(throws: SandboxError.noPendingAction(paymentID: id, action: "REDIRECT", status: status)) {
            try await harness.sandbox.completeRedirect(paymentID: id, approved: true)
        }
    }

    @Test func shopperControlsRefuseTheWrongPayment() async throws {
        await #expect(throws: SandboxError.unknownPayment("nope")) {
            try await harness.sandbox.completeRedirect(paymentID: "nope", approved: true)
        }
        await #expect(throws: SandboxError.unknownPayment("nope")) {
            try await harness.sandbox.payQRCode(paymentID: "nope")
        }
        let (_, wallet) = try await harness.payWithMethod("APPLE_PAY")
        let id = try #require(wallet.string("id"))
        await #expect(throws: SandboxError.noPendingAction(paymentID: id, action: "REDIRECT", status: "READY_TO_PAY")) {
            try await harness.sandbox.completeRedirect(paymentID: id, approved: true)
        }
        await #expect(throws: SandboxError.noPendingAction(paymentID: id, action: "QR_CODE", status: "READY_TO_PAY")) {
            try await harness.sandbox.payQRCode(paymentID: id)
        }
    }
}
