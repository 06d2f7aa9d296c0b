import Foundation
import Testing
import YunoSandbox

@_spi(Benchmarks) @testable import YunoSDK

/// A QR code no screen can draw (longer than a PIX code can be, or with control characters) is refused before any
/// presenter sees it: the flow ends with a typed error and the payment's real status, read back.
@Suite("QR codes too large or malformed for a screen", .timeLimit(.minutes(3)))
@MainActor
struct QRCodeBoundsTests {
    @Test(
        "Refused before the presenter: typed error, internalError, the status read back, the payment named",
        arguments: [
            (String(repeating: "0", count: 10_000), "QR_CODE longer than 512 characters"),
            (String(repeating: "é", count: 513), "QR_CODE longer than 512 characters"),
            ("00020126580014br.gov.bcb.pix\u{07}", "QR_CODE with control characters"),
        ])
    func refused(code: String, reason: String) async throws {
        let hook = HookMiddleware.rewritingDetail(
            "bank_transfer", of: HookMiddleware.on(.post, pathSuffix: "/payments")
        ) {
            $0["qr_code"] = code
        }
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session(country: "BR", currency: "BRL", amount: 150)
        let customer = ScriptedCustomer(qrCode: .close)

        let outcome = await harness.pay(session, customer: customer, country: "BR", type: "PIX")

        #expect(outcome.error == .unsupportedAction(reason))
        #expect(outcome.result == .internalError)
        #expect(outcome.status == .readyToPay, "the payment's real status, read back from the emulator")
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(!customer.events.contains { if case .qrCodeShown = $0 { true } else { false } })
    }

    @Test("A 512-character code is drawable; one more character is not")
    func boundary() throws {
        let longest = String(repeating: "A", count: QRCodeScreen.maximumCodeLength)
        #expect(try SDKAction.drawableQRCode(longest) == longest)
        #expect(throws: YunoError.unsupportedAction("QR_CODE longer than 512 characters")) {
            try SDKAction.drawableQRCode(longest + "A")
        }
    }

    @Test("A 10 MB qr_code never reaches the presenter")
    func aTenMegabyteCodeIsRefused() throws {
        let huge = String(repeating: "0", count: 10 << 20)
        #expect(throws: YunoError.unsupportedAction("QR_CODE longer than 512 characters")) {
            try SDKAction.drawableQRCode(huge)
        }
    }

    /// A PIX payment as the emulator answers it, with `expires_at` rewritten to `expiresAt`.
    private static func pixPayment(expiresAt: String, updatedAt: String? = nil) throws -> Payment {
        let stamp = updatedAt.map { #""updated_at": "\#($0)", "# } ?? ""
        let json = #"""
            {"id": "p-1", "status": "READY_TO_PAY", \#(stamp)"checkout": {"session": "s", "sdk_action_required": true},
             "payment_method": {"type": "PIX", "payment_method_detail": {"bank_transfer": {
               "qr_code": "00020126580014br.gov.bcb.pix", "expires_at": "\#(expiresAt)"}}}}
            """#
        return try Payment(json: Data(json.utf8))
    }

    @Test("A QR code whose expires_at is past is not an action to show; one still valid is, by the injected clock")
    func aQRCodeLongExpiredIsNotPayable() throws {
        let now = Harness.today  // 2026-05-17T06:40:00Z
        let expired = try Self.pixPayment(expiresAt: "2020-01-01T00:00:00Z")
        #expect(throws: YunoError.self) { try SDKAction(of: expired, now: now) }
        let atNow = try Self.pixPayment(expiresAt: "2026-05-17T06:40:00Z")
        #expect(throws: YunoError.self) { try SDKAction(of: atNow, now: now) }
        let valid = try Self.pixPayment(expiresAt: "2026-05-17T07:40:00Z")
        guard case .qrCode = try SDKAction(of: valid, now: now) else {
            Issue.record("a code valid for another hour is shown")
            return
        }
        #expect(throws: Never.self) {
            try SDKAction.checkPayable(expiresAt: now.addingTimeInterval(1), now: now)
        }
    }

    @Test(
        "A QR code's lifetime is read on the backend's clock: a device a year ahead or behind shows it payable for 30 min"
    )
    func aQRCodesLifetimeIsReadOnTheBackendsClock() throws {
        let payment = try Self.pixPayment(
            expiresAt: "2026-01-01T00:30:00Z", updatedAt: "2026-01-01T00:00:00.123456Z")
        for skew: TimeInterval in [-365 * 86_400, 0, 365 * 86_400] {
            let now = Date(timeIntervalSince1970: 1_767_225_600 + skew)
            guard case .qrCode(_, let expiresAt) = try SDKAction(of: payment, now: now) else {
                Issue.record("a payable code is not shown with a clock skewed by \(skew) s")
                continue
            }
            #expect(abs(expiresAt.timeIntervalSince(now) - (1_800 - 0.123456)) < 0.001, "on the device's clock")
        }
        let expired = try Self.pixPayment(expiresAt: "2026-01-01T00:30:00Z", updatedAt: "2026-01-01T00:30:01Z")
        #expect(throws: YunoError.self, "expired by the backend's clock, whatever the device's") {
            try SDKAction(of: expired, now: Date(timeIntervalSince1970: 0))
        }
    }

    /// The flow decides with ``SDKAction/init(of:now:)`` and the client's `options.now()` (it used the clockless
    /// ``SDKAction/init(of:)`` and showed the code).
    @Test("A PIX payment whose QR code expired long ago is never shown as payable; the payment is read back")
    func aFlowNeverShowsALongExpiredQRCode() async throws {
        let hook = HookMiddleware.rewritingDetail(
            "bank_transfer", of: HookMiddleware.on(.post, pathSuffix: "/payments")
        ) {
            $0["expires_at"] = "2020-01-01T00:00:00Z"
        }
        let harness = try Harness(middlewares: [hook])
        let session = try await harness.session(country: "BR", currency: "BRL", amount: 150)
        let customer = ScriptedCustomer(qrCode: .close)
        let outcome = await harness.pay(session, customer: customer, country: "BR", type: "PIX")
        #expect(outcome.paymentID == (await harness.sandbox.ledger().first?.paymentID))
        #expect(!customer.events.contains { if case .qrCodeShown = $0 { true } else { false } })
        #expect(outcome.result == .internalError)
        #expect(outcome.status == .readyToPay, "the payment's real status, read back from the emulator")
    }
}
