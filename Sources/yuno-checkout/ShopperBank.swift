import Foundation
import YunoSDK
import YunoSandbox

/// The shopper's bank for the payment methods that leave the app: it pays a PIX QR code or finishes a NuPay
/// redirect. The embedded emulator plays it in process; the HTTP emulator (`Sandbox/`) through its
/// `/sandbox/shopper/…` endpoints. A real Yuno API has neither: every call then answers `false`.
struct ShopperBank: Sendable {
    private enum Kind {
        case embedded(YunoSandbox)
        case http(baseURL: URL, transport: any YunoTransport)
    }

    private let kind: Kind

    /// The bank the embedded emulator plays.
    init(sandbox: YunoSandbox) { kind = .embedded(sandbox) }

    /// The bank the HTTP emulator at `baseURL` plays (if it is one).
    init(baseURL: URL, transport: any YunoTransport) { kind = .http(baseURL: baseURL, transport: transport) }

    /// Where the bank lives, for messages.
    var location: String {
        switch kind {
        case .embedded: "embedded emulator"
        case .http(let baseURL, _): baseURL.absoluteString
        }
    }

    /// The shopper pays the QR code of `paymentID` from the bank app; `false` when nobody can.
    func payQRCode(paymentID: String) async -> Bool {
        switch kind {
        case .embedded(let sandbox):
            return (try? await sandbox.payQRCode(paymentID: paymentID)) != nil
        case .http:
            return await post("/sandbox/shopper/payments/\(paymentID)/qr-code/pay")
        }
    }

    /// The shopper approves or rejects the redirected payment `paymentID` at the bank; `false` when nobody can.
    func completeRedirect(paymentID: String, approved: Bool) async -> Bool {
        switch kind {
        case .embedded(let sandbox):
            return (try? await sandbox.completeRedirect(paymentID: paymentID, approved: approved)) != nil
        case .http:
            return await post("/sandbox/shopper/payments/\(paymentID)/redirect?approved=\(approved)")
        }
    }

    private func post(_ path: String) async -> Bool {
        guard case .http(let baseURL, let transport) = kind else { return false }
        let request = YunoHTTPRequest(method: .post, path: path)
        guard let response = try? await transport.send(request, baseURL: baseURL) else { return false }
        return response.status == 200
    }
}
