import Foundation
import Testing
import YunoSDK
import YunoSandbox

@Suite("PIX QR-code payments", .timeLimit(.minutes(3)))
struct PixTests {
    let harness = Harness()

    private func pix() async throws -> (session: String, paymentID: String, reply: Reply) {
        try await Self.pix(harness)
    }

    private static func pix(_ harness: Harness) async throws -> (session: String, paymentID: String, reply: Reply) {
        let (session, reply) = try await harness.payWithMethod("PIX", country: "BR", currency: "BRL")
        guard reply.status == 201, let id = reply.string("id") else { throw HarnessError(reply: reply.text) }
        return (session, id, reply)
    }

    private func read(_ session: String) async throws -> Reply {
        try await harness.send(.get, "/v1/checkout/sessions/\(session)/payment")
    }

    @Test func pendingWithQRCodeUntilPaid() async throws {
        let (session, id, reply) = try await pix()
        // As Yuno's PIX example (reference/payments/payment-examples/bank-transfer.mdx:586-626): READY_TO_PAY /
        // CREATED, the transfer under payment_method_detail.bank_transfer, no `action` object.
        #expect(reply.string("status") == "READY_TO_PAY")
        #expect(reply.string("sub_status") == "CREATED")
        #expect(reply.bool("checkout", "sdk_action_required") == true)
        #expect(reply.value("action") == nil)
        #expect(
            reply.string("payment_method", "payment_method_detail", "bank_transfer", "expires_at")
                == "2026-01-01T00:30:00Z")
        #expect(
            reply.string("payment_method", "payment_method_detail", "bank_transfer", "redirect_url")?.hasPrefix(
                "https://") == true)
        #expect(
            reply.string("payment_method", "payment_method_detail", "bank_transfer", "provider_image")?.hasPrefix(
                "https://") == true)
        #expect(reply.string("payment_method", "type") == "PIX")
        #expect(reply.decimal("amount", "captured") == 0)
        let code = try #require(reply.string("payment_method", "payment_method_detail", "bank_transfer", "qr_code"))
        #expect(code.hasPrefix("000201"))
        #expect(code.contains("br.gov.bcb.pix"))
        #expect(code.contains("5303986"))
        #expect(code.contains("5406100.50"))
        #expect(code.contains("5802BR"))
        #expect(code.dropLast(4).hasSuffix("6304"))

        try await harness.sandbox.payQRCode(paymentID: id)
        let paid = try await read(session)
        #expect(paid.string("status") == "SUCCEEDED")
        #expect(paid.string("sub_status") == "APPROVED")
        #expect(paid.bool("checkout", "sdk_action_required") == false)
        #expect(paid.value("action") == nil)
        #expect(paid.decimal("amount", "captured") == Decimal(string: "100.5"))
        #expect(await harness.sandbox.ledger().first?.status == "SUCCEEDED")
        await #expect(throws: SandboxError.noPendingAction(paymentID: id, action: "QR_CODE", status: "SUCCEEDED")) {
            try await harness.sandbox.payQRCode(paymentID: id)
        }
    }

    @Test func theQRCodeIsAWellFormedBRCode() async throws {
        let (_, id, reply) = try await pix()
        let code = try #require(reply.string("payment_method", "payment_method_detail", "bank_transfer", "qr_code"))
        var fields: [String: String] = [:]
        var rest = Substring(code)
        while rest.count >= 4, let length = Int(rest.dropFirst(2).prefix(2)) {
            let value = rest.dropFirst(4).prefix(length)
            #expect(value.count == length)
            fields[String(rest.prefix(2))] = String(value)
            rest = rest.dropFirst(4 + length)
        }
        #expect(rest.isEmpty)
        #expect(fields["00"] == "01")
        #expect(fields["26"]?.hasPrefix("0014br.gov.bcb.pix01") == true)
        #expect(fields["54"] == "100.50")
        #expect(fields["62"] == "05" + "25" + id.filter { $0 != "-" }.prefix(25))
        var crc: UInt16 = 0xFFFF
        for byte in code.dropLast(4).utf8 {
            crc ^= UInt16(byte) << 8
            for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
        }
        #expect(fields["63"] == String(crc, radix: 16, uppercase: true).leftPadded(to: 4))
    }

    @Test func theQRCodeIsStableForThePaymentsLife() async throws {
        let (session, _, reply) = try await pix()
        let code = try #require(reply.string("payment_method", "payment_method_detail", "bank_transfer", "qr_code"))
        await harness.sandbox.advanceTime(by: 60)
        let first = try await read(session)
        await harness.sandbox.advanceTime(by: 600)
        let second = try await read(session)
        #expect(first.string("payment_method", "payment_method_detail", "bank_transfer", "qr_code") == code)
        #expect(second.string("payment_method", "payment_method_detail", "bank_transfer", "qr_code") == code)
        #expect(second.body == reply.body)
        let (_, _, replica) = try await Self.pix(Harness())
        #expect(replica.string("payment_method", "payment_method_detail", "bank_transfer", "qr_code") == code)
        let (_, _, other) = try await Self.pix(Harness(seed: 7))
        #expect(other.string("payment_method", "payment_method_detail", "bank_transfer", "qr_code") != code)
    }

    @Test func expiryIsSeenOnEveryReadPath() async throws {
        let (session, id, _) = try await pix()
        let lifetime = harness.sandbox.configuration.qrCodeLifetime
        #expect(lifetime == 1_800)
        await harness.sandbox.advanceTime(by: lifetime - 1)
        #expect(try await read(session).string("status") == "READY_TO_PAY")
        await harness.sandbox.advanceTime(by: 1)
        #expect(await harness.sandbox.ledger().first?.status == "EXPIRED")
        #expect(await harness.sandbox.ledger().first?.subStatus == "EXPIRED")
        #expect(await harness.sandbox.payment(forCheckoutSession: session)?.status == "EXPIRED")
        let expired = try await read(session)
        #expect(expired.string("status") == "EXPIRED")
        #expect(expired.string("sub_status") == "EXPIRED")
        #expect(expired.bool("checkout", "sdk_action_required") == false)
        #expect(expired.value("action") == nil)
        #expect(expired.string("updated_at") == "2026-01-01T00:30:00Z")
        await #expect(throws: SandboxError.qrCodeExpired(paymentID: id)) {
            try await harness.sandbox.payQRCode(paymentID: id)
        }
    }

    @Test func expiryIsJudgedLazilyBeforeAnyOtherRead() async throws {
        let (_, id, _) = try await pix()
        await harness.sandbox.advanceTime(by: 3_600)
        await #expect(throws: SandboxError.qrCodeExpired(paymentID: id)) {
            try await harness.sandbox.payQRCode(paymentID: id)
        }
        #expect(await harness.sandbox.ledger().first?.status == "EXPIRED")
    }

    @Test func merchantCreatedPixPaymentExpiresToo() async throws {
        let backend = MerchantBackend(sandbox: harness.sandbox)
        let session = try await backend.createCheckoutSession(amount: 25, currency: "BRL", country: "BR")
        let token = try await harness.methodToken(session.checkoutSession, type: "PIX")
        let payment = try await backend.createPayment(
            checkoutSession: session.checkoutSession, token: token, type: "PIX", amount: 25, currency: "BRL",
            country: "BR")
        #expect(payment.status == "READY_TO_PAY")
        #expect(payment.sdkActionRequired)
        let sdkRead = try await read(session.checkoutSession)
        #expect(
            sdkRead.string("payment_method", "payment_method_detail", "bank_transfer", "qr_code")?.contains("540525.00")
                == true)
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.qrCodeLifetime)
        let entry = try #require(await harness.sandbox.ledger().first)
        #expect(entry.status == "EXPIRED")
        #expect(entry.origin == .merchant)
    }

    @Test func refusedOutsideBrazil() async throws {
        let session = try await harness.session(country: "MX", currency: "MXN")
        let reply = try await harness.tokenize(
            session, #"{"payment_method": {"type": "PIX", "vault_on_success": false}}"#)
        #expect(reply.status == 400)
        #expect(reply.code == "INVALID_PARAMETERS")
        #expect(await harness.sandbox.ledger().isEmpty)
    }

    @Test func creationKeepsTheExistingRules() async throws {
        let session = try await harness.session(country: "BR", currency: "BRL")
        let token = try await harness.methodToken(session, type: "PIX")
        let key = UUID().uuidString
        let first = try await harness.pay(session, token: token, type: "PIX", key: key)
        #expect(first.status == 201)
        let replay = try await harness.pay(session, token: token, type: "PIX", key: key)
        #expect(replay.body == first.body)
        let reused = try await harness.pay(session, token: token, type: "PIX")
        #expect(reused.code == "INVALID_REQUEST")
        let second = try await harness.methodToken(session, type: "PIX")
        let again = try await harness.pay(session, token: second, type: "PIX")
        #expect(again.code == "INVALID_REQUEST")
        let noKey = try await harness.send(
            .post, "/v1/checkout/sessions/\(session)/payments",
            #"{"payment_method": {"token": "\#(second)", "type": "PIX"}}"#)
        #expect(noKey.code == "MISSING_PARAMETERS")
        let late = try await harness.session(country: "BR", currency: "BRL")
        let lateToken = try await harness.methodToken(late, type: "PIX")
        await harness.sandbox.advanceTime(by: harness.sandbox.configuration.sessionLifetime)
        let expired = try await harness.pay(late, token: lateToken, type: "PIX")
        #expect(expired.code == "CHECKOUT_SESSION_EXPIRED")
        #expect(await harness.sandbox.ledger().count == 1)
    }
}

extension String {
    /// The string left-padded with zeros to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
