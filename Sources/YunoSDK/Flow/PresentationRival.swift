/// What may end a presentation's wait before the UI answers without a task of its own while it waits: a 3DS page's
/// status poll (deadline-queue entries) and its return link (a registration the app's link resolves).
///
/// ``MainActorPresentation`` arms it before the UI is shown and disarms it once the wait is over, whichever way it
/// ended. A `competitor` closure, the other kind, runs in a task that lives as long as the wait.
struct PresentationRival<Value: Sendable>: Sendable {
    /// Arms the rival; it calls `answer` when it ends the wait, from any context, at most once.
    let start: @Sendable (_ answer: @escaping @Sendable (Value) -> Void) async -> Void
    /// Disarms it; returns once none of its work runs any more.
    let stop: @Sendable () async -> Void
}
