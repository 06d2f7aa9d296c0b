import Foundation

/// Retries a request that may safely be sent again (SPEC §8).
///
/// Only `GET`s and `POST`s carrying a non-empty `X-Idempotency-Key` are retried — every retry is the same request,
/// so a payment creation is retried with the same key and the server answers with the original payment. They are
/// retried on connection errors (any thrown error except cancellation and the few `URLError`s that no retry can
/// fix), 429, 5xx, and a 400 `REQUEST_IN_PROCESS` (the same key is still being processed). Other 4xx and every
/// other method are never retried. Backoff is `min(base · 2^(n−1), cap) × jitter` with jitter in [0.5, 1]; the
/// `Retry-After` seconds of a 429 or 503 replace it, up to the cap. Cancellation is checked before every attempt:
/// a cancelled task never starts another attempt, and a cancelled backoff sleep ends the retries.
///
/// `Sendable`; one value serves every request of a client concurrently.
public struct RetryMiddleware: YunoTransportMiddleware {
    /// How many times a request is retried after its first attempt; 2 by default.
    public let maxRetries: Int
    /// The first backoff; 0.5 s by default.
    public let baseDelay: Duration
    /// The longest backoff; 5 s by default.
    public let maxDelay: Duration
    private let jitter: @Sendable () -> Double
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates the middleware. `jitter` returns a factor in [0.5, 1] (random by default; values outside are
    /// clamped); `sleep` waits (`Task.sleep` by default) — tests inject both. A negative `maxRetries` means 0.
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
    ///
    /// - Throws: `CancellationError` when the task is cancelled before an attempt or during a backoff; otherwise
    ///   the last attempt's error. A retryable status on the last attempt is returned, not thrown.
    public func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse {
        let retryable = Self.mayRetry(request)
        var attempt = 0
        while true {
            try Task.checkCancellation()
            attempt += 1
            let canRetry = retryable && attempt <= maxRetries
            let wait: Duration
            do {
                let response = try await next(request, baseURL)
                guard canRetry, Self.isRetryable(response) else { return response }
                wait = delay(forAttempt: attempt, retryAfter: Self.retryAfter(response))
            } catch  where canRetry && !Task.isCancelled && Self.isRetryable(error) {
                wait = delay(forAttempt: attempt, retryAfter: nil)
            }
            try await sleep(wait)
        }
    }

    /// The backoff before retry number `attempt` (1-based).
    func delay(forAttempt attempt: Int, retryAfter: Duration?) -> Duration {
        if let retryAfter { return min(retryAfter, maxDelay) }
        let exponential = baseDelay * (1 << min(max(attempt, 1) - 1, 30))
        return min(exponential, maxDelay) * min(max(jitter(), 0.5), 1)
    }

    /// Whether sending `request` twice is safe: a `GET`, or a `POST` with a non-empty idempotency key.
    static func mayRetry(_ request: YunoHTTPRequest) -> Bool {
        switch request.method {
        case .get: true
        case .post: !(request.headers[YunoEndpoint.idempotencyKeyHeader] ?? "").isEmpty
        case .patch, .delete: false
        }
    }

    /// Whether a response asks for another attempt: 429, 5xx, or 400 `REQUEST_IN_PROCESS`.
    static func isRetryable(_ response: YunoHTTPResponse) -> Bool {
        if response.status == 429 || (500...599).contains(response.status) { return true }
        guard response.status == 400 else { return false }
        let body = try? APIErrorBody(json: response.body)
        return body?.code == "REQUEST_IN_PROCESS"
    }

    /// Whether a thrown error is a connection-level failure worth another attempt.
    ///
    /// Cancellation never is; nor are the `URLError`s no retry can fix (a bad URL, a TLS trust failure); nor a
    /// ``YunoError`` other than a transport failure or a timeout. Anything else a transport throws is, per the
    /// ``YunoTransport`` contract, a connection failure.
    static func isRetryable(_ error: any Error) -> Bool {
        switch error {
        case is CancellationError:
            return false
        case let error as URLError:
            return !nonRetryableURLErrors.contains(error.code)
        case let error as YunoError:
            switch error.reason {
            case .transport, .timedOut: return true
            default: return false
            }
        default:
            return true
        }
    }

    private static let nonRetryableURLErrors: Set<URLError.Code> = [
        .cancelled, .badURL, .unsupportedURL, .userCancelledAuthentication, .userAuthenticationRequired,
        .appTransportSecurityRequiresSecureConnection, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
        .clientCertificateRequired,
    ]

    /// The `Retry-After` of a 429 or 503 in whole seconds (`nil` when absent or not a number of seconds).
    static func retryAfter(_ response: YunoHTTPResponse) -> Duration? {
        guard response.status == 429 || response.status == 503,
            let value = response.headers["Retry-After"]?.trimmingCharacters(in: .whitespaces),
            let seconds = Int(value), seconds >= 0
        else { return nil }
        return .seconds(seconds)
    }
}
