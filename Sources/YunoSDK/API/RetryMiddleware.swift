import Foundation

/// Retries a request that may safely be sent again (SPEC §8).
///
/// Only `GET`s and `POST`s carrying an `X-Idempotency-Key` are retried, on connection errors, 429 and 5xx, and on
/// a 400 `REQUEST_IN_PROCESS` (the same key is still being processed). Other 4xx are never retried. Backoff is
/// `min(base · 2^(n−1), cap) × jitter` with jitter in [0.5, 1]; a 429's `Retry-After` is honoured up to the cap.
/// Cancellation is checked between attempts: a cancelled task never starts another attempt.
public struct RetryMiddleware: YunoTransportMiddleware {
    /// How many times a request is retried after its first attempt; 2 by default.
    public let maxRetries: Int
    /// The first backoff; 0.5 s by default.
    public let baseDelay: Duration
    /// The longest backoff; 5 s by default.
    public let maxDelay: Duration
    private let jitter: @Sendable () -> Double
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates the middleware. `jitter` returns a factor in [0.5, 1] (random by default); `sleep` waits
    /// (`Task.sleep` by default) — tests inject both.
    public init(
        maxRetries: Int = 2, baseDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(5),
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.5...1) },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.maxRetries = max(0, maxRetries)
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = jitter
        self.sleep = sleep
    }

    /// Sends the request, retrying per the policy above.
    public func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse {
        let retryable = request.method == .get || request.headers[YunoEndpoint.idempotencyKeyHeader] != nil
        var attempt = 0
        while true {
            try Task.checkCancellation()
            attempt += 1
            let canRetry = retryable && attempt <= maxRetries
            do {
                let response = try await next(request, baseURL)
                guard canRetry, Self.isRetryable(response) else { return response }
                try await sleep(delay(forAttempt: attempt, retryAfter: Self.retryAfter(response)))
            } catch let error where canRetry && !(error is CancellationError) && !Task.isCancelled {
                try await sleep(delay(forAttempt: attempt, retryAfter: nil))
            }
        }
    }

    /// The backoff before retry number `attempt` (1-based).
    func delay(forAttempt attempt: Int, retryAfter: Duration?) -> Duration {
        if let retryAfter { return min(retryAfter, maxDelay) }
        let exponential = baseDelay * (1 << min(attempt - 1, 30))
        return min(exponential, maxDelay) * min(max(jitter(), 0.5), 1)
    }

    static func isRetryable(_ response: YunoHTTPResponse) -> Bool {
        if response.status == 429 || (500...599).contains(response.status) { return true }
        guard response.status == 400 else { return false }
        let body = try? JSONDecoder().decode(APIErrorBody.self, from: response.body)
        return body?.code == "REQUEST_IN_PROCESS"
    }

    static func retryAfter(_ response: YunoHTTPResponse) -> Duration? {
        guard response.status == 429, let value = response.headers["Retry-After"], let seconds = Int(value) else {
            return nil
        }
        return .seconds(max(0, seconds))
    }
}
