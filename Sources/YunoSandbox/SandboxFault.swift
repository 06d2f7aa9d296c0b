import Foundation

/// A fault the sandbox injects into the next request(s) to one ``SandboxEndpoint``.
///
/// A plain value; safe to share across isolation domains. Queue faults with ``YunoSandbox/inject(_:on:times:)``;
/// each matching request consumes one, in order, so tests are deterministic. Or draw them at a rate from the
/// sandbox's seeded generator with ``YunoSandbox/setFaultRate(_:on:mix:)``.
public enum SandboxFault: Sendable, Hashable {
    /// Answer with this HTTP status and Yuno error `code` without doing the work.
    case status(Int, code: String)
    /// Do the work (state is committed), then answer with the normal status but a truncated, invalid JSON body.
    case malformedBody
    /// Do the work (state is committed, idempotent responses are stored), then throw
    /// `URLError(.networkConnectionLost)`: the "committed but the response was lost" case.
    case dropResponse
    /// Throw `URLError(.cannotConnectToHost)` without doing the work.
    case connectionError
    /// Answer 429 TOO_MANY_REQUESTS with a `Retry-After` header, without doing the work.
    case tooManyRequests(retryAfterSeconds: Int)
    /// Never answer: suspend until the request's task is cancelled, then throw `CancellationError`; nothing is
    /// committed. What a client sees of a server that hangs — only its own timeout or cancellation ends the wait.
    case timeout
    /// Wait this long (on top of the configured latency), then answer normally.
    case delay(Duration)
}
