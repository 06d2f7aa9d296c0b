/// The streams of ``YunoUIEvent``s of one client's flows (shared with the clients rebuilt from it, like its flows).
///
/// Main-actor isolated: events are made in the main-actor turn of the call they report and yielded to every open
/// stream at once, so each stream sees them in that order. With no stream open, an event costs one emptiness check.
@MainActor
final class UIEventHub {
    private var streams: [Int: AsyncStream<YunoUIEvent>.Continuation] = [:]
    private var nextID = 0
    /// Hubs that also receive this hub's events (the facade's, for a client installed with
    /// `Yuno.initialize(client:)`), held weakly.
    private var mirrors: [WeakHub] = []

    nonisolated init() {}

    /// A new stream of the events made from now on; it ends when its consumer stops iterating or is cancelled.
    /// Buffers up to 256 events for a slow consumer, dropping the oldest beyond that.
    func stream() -> AsyncStream<YunoUIEvent> {
        let id = nextID
        nextID += 1
        let (stream, continuation) = AsyncStream.makeStream(
            of: YunoUIEvent.self, bufferingPolicy: .bufferingNewest(256))
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        streams[id] = continuation
        return stream
    }

    /// Whether any stream is open here or at a mirror: a flow reports its presenter's calls only then.
    var isObserved: Bool {
        !streams.isEmpty || mirrors.contains { $0.hub?.isObserved ?? false }
    }

    /// Yields `event` to every open stream, then to the mirrors. The event is made only when a stream is open here
    /// or at a mirror: a flow reports seven presenter calls and its result, ≈ 0.4 µs each on the main actor to
    /// make and drop when nobody listens (`perf`, a canned new-card flow), as nearly every app runs.
    func emit(_ event: @autoclosure () -> YunoUIEvent) {
        guard isObserved else { return }
        yield(event())
    }

    private func yield(_ event: YunoUIEvent) {
        for continuation in streams.values { continuation.yield(event) }
        for mirror in mirrors { mirror.hub?.yield(event) }
    }

    /// Also sends this hub's events to `hub` (once; a hub never mirrors itself).
    func mirror(to hub: UIEventHub) {
        guard hub !== self, !mirrors.contains(where: { $0.hub === hub }) else { return }
        mirrors.removeAll { $0.hub == nil }
        mirrors.append(WeakHub(hub: hub))
    }

    /// A mirror, held weakly.
    private struct WeakHub {
        weak var hub: UIEventHub?
    }
}
