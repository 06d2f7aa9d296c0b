import Foundation

/// Fails a request that takes longer than a limit (60 s by default, as the Yuno API's own timeout).
///
/// Each request runs on its own task and gets a deadline on the middleware's one deadline queue: when the deadline
/// passes first, the request's task is cancelled (so its transport call is cancelled too) and the middleware throws
/// ``YunoError/timedOut(operation:)``, which ``RetryMiddleware`` treats as a connection failure; when the request
/// ends first, its deadline is cancelled at once. The middleware always waits for the request's task, so no request
/// outlives it (a transport must honour cancellation, as ``YunoTransport`` requires). Cancelling the caller cancels
/// the request and is reported as cancellation, never as a timeout.
///
/// Memory: the deadlines of every request share one sleeping timer (per middleware value), so a request that ended
/// — answered, failed or cancelled — holds nothing until its limit would have passed: a timer per request would
/// (a cancelled `Task.sleep` keeps its timer until its target). `Sendable`; put it after ``RetryMiddleware`` so
/// every attempt has its own limit.
public struct TimeoutMiddleware: YunoTransportMiddleware {
    /// The limit per attempt.
    public let timeout: Duration
    private let deadlines: TimeoutQueue

    /// Creates the middleware. One timer serves the deadlines of every request this value (and its copies)
    /// handles: it measures time with `elapsed` (a monotonic clock's time since a fixed origin; `nil`: the
    /// continuous clock) and waits with `sleep` (`Task.sleep` by default). Inject both together — a test's or a
    /// simulator's virtual clock — so that no deadline reads the real clock, as ``YunoClient/Options/elapsed`` and
    /// ``YunoClient/Options/sleep`` do for the client's own deadlines.
    public init(
        timeout: Duration = .seconds(60), elapsed: (@Sendable () -> Duration)? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.timeout = timeout
        self.deadlines = TimeoutQueue(now: elapsed ?? TimeoutQueue.continuousElapsed, sleep: sleep)
    }

    /// How many requests wait on their deadline now (for tests: zero once every request ended).
    var pendingDeadlines: Int {
        get async { await deadlines.count }
    }

    /// Sends the request, or throws ``YunoError/timedOut(operation:)`` when the limit passes first.
    public func intercept(
        _ request: YunoHTTPRequest, baseURL: URL,
        next: @escaping @Sendable (YunoHTTPRequest, URL) async throws -> YunoHTTPResponse
    ) async throws -> YunoHTTPResponse {
        try Task.checkCancellation()
        let work = Task { try await next(request, baseURL) }
        let deadline = await deadlines.schedule(after: timeout) { work.cancel() }
        let result = await withTaskCancellationHandler {
            await work.result
        } onCancel: {
            work.cancel()
        }
        let timedOut = !(await deadlines.cancel(deadline))
        switch result {
        case .success(let response):
            return response
        case .failure(let error):
            try Task.checkCancellation()
            if timedOut { throw YunoError.timedOut(operation: request.description) }
            throw error
        }
    }
}
