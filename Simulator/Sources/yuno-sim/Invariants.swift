import YunoSDK
import YunoSandbox

/// The 3-D Secure invariants of issue 35 ("the bank decides, the SDK reads"), each a small checker over what a run
/// recorded. `nil` or an empty list: the invariant held.
enum ThreeDSInvariants {
    /// (a) No request carries a 3DS result: the shopper answers the bank, never the SDK, so no path of the emulator
    /// names `three-d-secure` — checked on every request the SDK sends (at once) and on the emulator's whole log
    /// (at the end).
    static func resultSent(_ method: YunoHTTPRequest.Method, _ path: String) -> String? {
        guard path.lowercased().contains("three-d-secure") else { return nil }
        return "a request carries a 3DS result: \(method.rawValue) \(path) (the bank decides; the SDK only reads)"
    }

    /// (a) over the emulator's request log.
    static func noResultSent(_ requests: [YunoSandbox.RecordedRequest]) -> [String] {
        requests.compactMap { resultSent($0.method, $0.path) }
    }

    /// (b) A flow whose shopper approved at the bank while the page was open reports `succeeded`: the SDK reads the
    /// payment only after the page ended, so it cannot have missed the approval. At the result (`final` false) only
    /// a contradicting result breaks it — `processing` (a stale read), `reject`, `fail`, `userCancelled`; at the end
    /// (`final` true) an `internalError` breaks it too, unless `excused` (the backend could not be read: see
    /// ``approvalErrorExcused(_:lostReads:faulted:)``).
    static func approvedReportedSucceeded(
        _ index: Int, label: String, result: Yuno.Result, approved: Set<Int>, final: Bool, excused: Bool = false
    ) -> String? {
        guard approved.contains(index), result != .succeeded else { return nil }
        if result == .internalError && (!final || excused) { return nil }
        return "\(label) (flow \(index)): the bank approved while the page was open, the flow reported \(result)"
    }

    /// Whether an `internalError` of a bank-approved flow is excused: its outcome says every read-back failed
    /// (`outcomeUnknown`), or — for an entry point that returns no outcome (the facade) — its session's reads were
    /// lost on purpose or drew faults.
    static func approvalErrorExcused(_ outcome: PaymentOutcome?, lostReads: Int, faulted: Bool) -> Bool {
        if let outcome { return outcome.error?.code == .outcomeUnknown }
        return lostReads > 0 || faulted
    }
}
