import Foundation
import YunoSDK
import YunoSandbox

/// The shopper's side of alternative payment methods, served over HTTP so a client of the HTTP emulator can play
/// the shopper's bank as the in-process ``YunoSandbox`` test controls do. Not part of the Yuno API.
///
/// - `POST /sandbox/shopper/payments/{id}/qr-code/pay` → ``YunoSandbox/payQRCode(paymentID:)``
/// - `POST /sandbox/shopper/payments/{id}/redirect?approved=true|false` →
///   ``YunoSandbox/completeRedirect(paymentID:approved:)``
///
/// Answers 200 `{"payment_id": …}`, 404 `UNKNOWN_PAYMENT` or 400 `INVALID_REQUEST` with the reason.
enum ShopperControl {
    /// The path prefix of every shopper control.
    static let prefix = "/sandbox/shopper/payments/"

    /// The control's answer, or `nil` when `path` is not a shopper control (the emulator answers it).
    static func answer(method: YunoHTTPRequest.Method, path: String, sandbox: YunoSandbox) async -> YunoHTTPResponse? {
        guard path.hasPrefix(prefix) else { return nil }
        let components = URLComponents(string: path)
        let parts = (components?.path ?? path).dropFirst(prefix.count).split(separator: "/").map(String.init)
        guard method == .post, parts.count >= 2 else {
            return failure(404, "NOT_FOUND", "unknown shopper control")
        }
        let paymentID = parts[0]
        do {
            switch parts.dropFirst().joined(separator: "/") {
            case "qr-code/pay":
                try await sandbox.payQRCode(paymentID: paymentID)
            case "redirect":
                let approved = components?.queryItems?.first { $0.name == "approved" }?.value != "false"
                try await sandbox.completeRedirect(paymentID: paymentID, approved: approved)
            default:
                return failure(404, "NOT_FOUND", "unknown shopper control")
            }
        } catch .unknownPayment {
            return failure(404, "UNKNOWN_PAYMENT", "unknown payment \(paymentID)")
        } catch {
            return failure(400, "INVALID_REQUEST", error.description)
        }
        let body = Data(#"{"payment_id":"\#(paymentID)"}"#.utf8)
        return YunoHTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }

    private static func failure(_ status: Int, _ code: String, _ message: String) -> YunoHTTPResponse {
        let body = Data(#"{"code":"\#(code)","messages":["\#(message)"]}"#.utf8)
        return YunoHTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }
}
