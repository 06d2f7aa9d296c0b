import Foundation
import YunoSDK

/// A middleware that lets a test act on one kind of request: answer it itself, or act after the emulator answered
/// (cancel the flow, lose the answer, rewrite the body) — a hostile network or server in one place.
struct HookMiddleware: YunoTransportMiddleware {
    /// Which requests the hook is for.
    let matches: @Sendable (YunoHTTPRequest) -> Bool
    /// Runs instead of the emulator when set.
    var answer: (@Sendable (YunoHTTPRequest) async throws -> YunoHTTPResponse)?
    /// Runs on the emulator's answer.
    var after: (@Sendable (YunoHTTPResponse) async throws -> YunoHTTPResponse)?

    func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse {
        guard matches(request) else { return try await next(request, baseURL) }
        if let answer { return try await answer(request) }
        let response = try await next(request, baseURL)
        return try await after?(response) ?? response
    }

    /// Rewrites one object of `payment_method.payment_method_detail` (`card`, `bank_transfer`, …) in the emulator's
    /// answers to matching requests: a server sending what the SDK must refuse.
    static func rewritingDetail(
        _ key: String, of matches: @escaping @Sendable (YunoHTTPRequest) -> Bool,
        _ edit: @escaping @Sendable (inout [String: Any]) -> Void
    ) -> HookMiddleware {
        HookMiddleware(
            matches: matches,
            after: { response in
                guard var json = try JSONSerialization.jsonObject(with: response.body) as? [String: Any],
                    var method = json["payment_method"] as? [String: Any],
                    var detail = method["payment_method_detail"] as? [String: Any],
                    var object = detail[key] as? [String: Any]
                else { return response }
                edit(&object)
                detail[key] = object
                method["payment_method_detail"] = detail
                json["payment_method"] = method
                var rewritten = response
                rewritten.body = try JSONSerialization.data(withJSONObject: json)
                return rewritten
            })
    }

    /// Requests with this method whose path ends with `suffix`.
    static func on(_ method: YunoHTTPRequest.Method, pathSuffix suffix: String) -> @Sendable (YunoHTTPRequest) -> Bool {
        { $0.method == method && $0.path.hasSuffix(suffix) }
    }
}

/// A value several tasks set and read (a response body to replay, a flag).
actor Box<Value: Sendable> {
    var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) { value = newValue }
}
