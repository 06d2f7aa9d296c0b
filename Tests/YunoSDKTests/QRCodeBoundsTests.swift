import Foundation
import Testing
import YunoSandbox

@testable import YunoSDK

/// A QR code no screen can draw (longer than a PIX code can be, or with control characters) is refused before any
/// presenter sees it: the flow ends with a typed error and the payment's real status, read back.
@Suite("QR codes too large or malformed for a screen")
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
}
