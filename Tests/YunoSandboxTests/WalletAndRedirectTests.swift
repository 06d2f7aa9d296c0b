import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("Apple Pay wallet and NuPay redirect payments", .timeLimit(.minutes(3)))
struct WalletAndRedirectTests {
    let harness = Harness()

    private func read(_ session: String) async throws -> Reply {
        try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
    }

    @Test("Apple Pay in the published order: the sheet's token is in the one-time token; the processor decides")
    func applePayPaysWithTheSheetsToken() async throws {
        let (session, reply) = try await harness.payWithMethod("APPLE_PAY")
        #expect(reply.status == 201)
        #expect(reply.string("status") == "SUCCEEDED")
        #expect(reply.string("sub_status") == "APPROVED")
        #expect(reply.bool("checkout", "sdk_action_required") == false)
        #expect(reply.string("payment_method", "type") == "APPLE_PAY")
        #expect(reply.value("payment_method", "payment_method_detail", "wallet") != nil)
        #expect(reply.decimal("amount", "captured") == Decimal(string: "100.5"))
        #expect(try await read(session).body == reply.body)
        #expect(await harness.sandbox.ledger().first?.status == "SUCCEEDED")
    }

    @Test("A wallet token the processor declines: DECLINED, and nothing the client said changes it")
    func applePayDeclined() async throws {
        let session = try await harness.session()
        let token = try await harness.methodToken(session, type: "APPLE_PAY", approved: false)
        let reply = try await harness.pay(session, token: token, type: "APPLE_PAY")
        #expect(reply.string("status") == "DECLINED")
        #expect(await harness.sandbox.ledger().first?.status == "DECLINED")
    }

    @Test("A wallet's one-time token needs the sheet's payment token; no client route takes a wallet result")
    func walletTokenNeedsTheSheet() async throws {
        let session = try await harness.session()
        let bare = try await harness.tokenize(session, #"{"payment_method": {"type": "APPLE_PAY"}}"#)
        #expect(bare.status == 400)
        #expect(bare.code == "MISSING_PARAMETERS")
        let result = try await harness.send(
            .post, "/v1/checkout/sessions/\(session)/payment/wallet", #"{"result": "AUTHORIZED"}"#)
        #expect(result.status == 404)
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test("The SDK reads the session's country and amount with the public key (for a sheet before any payment)")
    func checkoutSessionRead() async throws {
        let session = try await harness.session()
        let reply = try await harness.send(.get, "/v1/checkout/sessions/\(session)")
        #expect(reply.status == 200)
        #expect(reply.string("country") == "US")
        #expect(reply.decimal("amount", "value") == Decimal(string: "100.5"))
        #expect(reply.string("amount", "currency") == "USD")
        let unknown = try await harness.send(.get, "/v1/checkout/sessions/00000000-0000-4000-8000-000000000000")
        #expect(unknown.status == 404)
    }

    @Test func shopperControlsRefuseOtherPayments() async throws {
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
        await #expect(throws: SandboxError.noPendingAction(paymentID: id, action: "REDIRECT", status: "SUCCEEDED")) {
            try await harness.sandbox.completeRedirect(paymentID: id, approved: true)
        }
        await #expect(throws: SandboxError.noPendingAction(paymentID: id, action: "QR_CODE", status: "SUCCEEDED")) {
            try await harness.sandbox.payQRCode(paymentID: id)
        }
    }
}
