/// What may end a presentation's wait before the UI answers without a task of its own while it waits: a 3DS page's
/// status poll (deadline-queue entries) and its return link (a registration the app's link resolves).
///
/// ``MainActorPresentation`` arms it before the UI is shown and disarms it once the wait is over, whichever way it
/// ended. A `competitor` closure, the other kind, runs in a task that lives as long as the wait.
struct PresentationRival<Value: Sendable>: Sendable {
    /// Where a rival's answer goes: it ends the wait with the value, from any context; only the first counts.
    ///
    /// A struct around the presentation's closure, not the closure itself: a rival keeps it as it was made, where a
    /// closure of `Value` handed to code that names the concrete type is wrapped in a reabstraction thunk, one more
    /// heap object for every open page (PERFORMANCE.md, "Parked at a 3DS challenge").
    struct Answer: Sendable {
        let post: @Sendable (Value) -> Void

        init(_ post: @escaping @Sendable (Value) -> Void) {
            self.post = post
        }

        func callAsFunction(_ value: Value) { post(value) }
    }

    private let arm: @Sendable (Answer) async -> Void
    private let disarm: @Sendable () async -> Void

    /// A rival that `start` arms, with where its answer goes, and `stop` disarms, returning once none of its work
    /// runs any more.
    init(start: @escaping @Sendable (Answer) async -> Void, stop: @escaping @Sendable () async -> Void) {
        self.arm = start
        self.disarm = stop
    }

    /// Arms the rival; it calls `answer` when it ends the wait, from any context, at most once.
    func start(_ answer: @escaping @Sendable (Value) -> Void) async {
        await arm(Answer(answer))
    }

    /// Disarms it; returns once none of its work runs any more.
    func stop() async {
        await disarm()
    }
}
