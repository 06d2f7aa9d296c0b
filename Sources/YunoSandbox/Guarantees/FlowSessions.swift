/// The session each started flow runs on, and which flows a request speaks for: the flow whose task sent it when
/// that flow runs on the request's session; every flow of the session for a task that names no flow (a detached
/// read-back, the facade's queue); nobody for a flow's task that strayed onto another session.
struct FlowSessions: Sendable {
    private var sessions: [Int: String] = [:]

    /// `flow` runs on `session`.
    mutating func started(_ flow: Int, on session: String) { sessions[flow] = session }

    /// The session `flow` runs on.
    subscript(flow: Int) -> String? { sessions[flow] }

    /// The flows a request of `flow` (`nil`: a task that names no flow) on `session` speaks for.
    func owners(of flow: Int?, session: String) -> [Int] {
        guard let flow else { return sessions.filter { $0.value == session }.map(\.key) }
        return sessions[flow] == session ? [flow] : []
    }
}
