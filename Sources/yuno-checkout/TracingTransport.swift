import Foundation
import YunoSDK

/// Wraps a transport and prints one line per request with what the response says: methods, token, payment.
/// Never prints a request body (card data) — only what the server answered, masked. The words are the
/// narration's language (``DemoPhrases``); paths, statuses and ids are the protocol's.
struct TracingTransport: YunoTransport {
    let base: any YunoTransport
    let phrases: DemoPhrases
    let print: @Sendable (String) -> Void

    func send(_ request: YunoHTTPRequest, baseURL: URL) async throws -> YunoHTTPResponse {
        do {
            let response = try await base.send(request, baseURL: baseURL)
            print("\(request.method.rawValue) \(request.pathWithoutQuery) → \(response.status)\(summary(of: response))")
            return response
        } catch {
            print("\(request.method.rawValue) \(request.pathWithoutQuery) → no response (\(type(of: error)))")
            throw error
        }
    }

    private func summary(of response: YunoHTTPResponse) -> String {
        let json = try? JSONSerialization.jsonObject(with: response.body)
        if let methods = json as? [[String: Any]] {
            let names = methods.compactMap { method -> String? in
                guard let type = method["type"] as? String else { return nil }
                return method["vaulted_token"] is String ? "\(type) (saved)" : type
            }
            return "  " + phrases.fill(\.methodList, ["list": names.joined(separator: ", ")])
        }
        guard let object = json as? [String: Any] else { return "" }
        if let code = object["code"] as? String { return "  error \(code)" }
        if let token = object["token"] as? String {
            let card = object["card_data"] as? [String: Any]
            let masked = card.map { "\($0["brand"] ?? "") \($0["iin"] ?? "")••••\($0["lfd"] ?? "")" } ?? ""
            return "  token …\(token.suffix(6)) \(masked)"
        }
        if let id = object["id"] as? String, let status = object["status"] as? String {
            let sub = object["sub_status"] as? String
            let action = (object["checkout"] as? [String: Any])?["sdk_action_required"] as? Bool == true
            let required = action ? " (\(phrases.sdkActionRequired))" : ""
            return "  \(phrases.paymentLabel) \(id) \(status)\(sub.map { "/" + $0 } ?? "")\(required)"
        }
        if let session = object["checkout_session"] as? String { return "  checkout session \(session)" }
        return ""
    }
}
