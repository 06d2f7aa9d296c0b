/// A validated start of any kind of flow: what ``YunoClient``'s one start path needs to claim the session and run
/// the flow.
struct FlowStart: Sendable {
    /// The session (checkout or customer), validated and lowercased.
    let session: String
    /// The UI the flow draws through, if any.
    let presenter: (any YunoPresenter)?
    /// Whether the status screen is shown at the end.
    let showsStatus: Bool
    /// What the flow does.
    let work: FlowWork
}
