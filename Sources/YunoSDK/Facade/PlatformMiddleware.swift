import Foundation

/// Names the app's framework (``Yuno/Platform``) on every request, in the `X-Yuno-SDK-Platform` header.
///
/// [ours] Yuno's reference publishes no header for it; the name is the SDK's own, so a backend (or the emulator's
/// request log) can tell the traffic of a Flutter app from a native one.
struct PlatformMiddleware: YunoTransportMiddleware {
    /// The header's name.
    static let header = "X-Yuno-SDK-Platform"

    let platform: Yuno.Platform

    func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse {
        var request = request
        request.headers[Self.header] = platform.rawValue
        return try await next(request, baseURL)
    }
}
