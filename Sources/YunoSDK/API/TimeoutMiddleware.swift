import Foundation

/// Fails a request that takes longer than a limit (60 s by default, as the Yuno API's own timeout).
///
/// The request and a timer race in a task group: the loser is cancelled, so a timed-out request's transport
/// call is cancelled too (the group then waits for it, so no request outlives the middleware: a transport must
/// honour cancellation, as ``YunoTransport`` requires). Throws ``YunoError/timedOut(operation:)``, which
/// ``RetryMiddleware`` treats as a connection failure. Cancelling the caller is reported as cancellation, never
/// as a timeout. `Sendable`; put it after ``RetryMiddleware`` so every attempt has its own limit.
public struct TimeoutMiddleware: YunoTransportMiddleware {
    /// The limit per attempt.
    public let timeout: Duration
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates the middleware; `sleep` waits (`Task.sleep` by default), tests inject it.
    public init(
        timeout: Duration = .seconds(60),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.timeout = timeout
        self.sleep = sleep
    }

    /// Sends the request, or throws ``YunoError/timedOut(operation:)`` when the limit passes first.
    public func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse {
        let timeout = timeout
        let sleep = sleep
        return try await withThrowingTaskGroup(of: YunoHTTPResponse?.self) { group in
            group.addTask { try await next(request, baseURL) }
            group.addTask {
                try await sleep(timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let response = first else {
                try Task.checkCancellation()
                throw YunoError.timedOut(operation: request.description)
            }
            return response
        }
    }
}
