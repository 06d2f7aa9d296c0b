extension YunoError {
    /// Whether a write that failed with this error may still have taken effect on the server: no answer, a garbled
    /// one, a 5xx, 429 or REQUEST_IN_PROCESS. A definite refusal (another 4xx) created nothing.
    var leavesOutcomeUnknown: Bool {
        switch reason {
        case .transport, .timedOut, .invalidResponse: true
        case .server(let status, let code, _): status >= 500 || status == 429 || code == "REQUEST_IN_PROCESS"
        default: false
        }
    }

    /// Whether a write answered with this error certainly did nothing: a 4xx other than REQUEST_IN_PROCESS.
    var isDefiniteRefusal: Bool {
        guard let status = httpStatus else { return false }
        return (400..<500).contains(status) && !leavesOutcomeUnknown
    }
}
