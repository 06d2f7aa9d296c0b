extension YunoError {
    /// Whether a write that failed with this error may still have taken effect on the server: no answer, a garbled
    /// one, or any status that is not a decided refusal. Only a 4xx says the server refused the write and created
    /// nothing — except 408 (the server gave up waiting), 429 and `REQUEST_IN_PROCESS` (the same key is still being
    /// worked on). A 5xx, a redirect (3xx), an informational status (1xx), or a status no HTTP server sends (0, a
    /// negative number, 600 and above) decides nothing: the write may have been committed, so it is read back.
    var leavesOutcomeUnknown: Bool {
        switch reason {
        case .transport, .timedOut, .invalidResponse: true
        case .server(let status, let code, _): !Self.isDecidedRefusal(status: status, code: code)
        default: false
        }
    }

    /// Whether `status` with the Yuno error `code` is a definite refusal of a write (nothing was created).
    static func isDecidedRefusal(status: Int, code: String) -> Bool {
        guard (400...499).contains(status) else { return false }
        return status != 408 && status != 429 && code != "REQUEST_IN_PROCESS"
    }

    /// Whether a write answered with this error certainly did nothing (see ``isDecidedRefusal(status:code:)``).
    var isDefiniteRefusal: Bool {
        guard case .server(let status, let code, _) = reason else { return false }
        return Self.isDecidedRefusal(status: status, code: code)
    }
}
