/// The channel of signals (`continuePayment()`, a deep link) a flow waits for. Made on first use — most flows
/// never wait for a signal, so they cost no stream — and closed once, when the flow is cancelled or its work ends;
/// a channel made after that is born closed, so a late signal is dropped, never waited for.
///
/// The stream is held inline. `AsyncStream` is a resilient type, so ``FlowStateMachine`` is sized at run time and its
/// copies live outside the flow's async frames. Held by a reference, the machine became fixed-size: its copies cost
/// 3 µs less CPU per new-card flow, but they moved into the frames of `run`, `collect` and `challenge`, and a flow
/// parked at 3DS grew from 6.2 to 8.6 KB. The frame gate catches that change.
enum FlowSignalChannel: Sendable {
    /// No signal was needed yet.
    case unopened
    /// The flow may wait on `signals`; the app's calls yield to `sink`.
    case open(signals: AsyncStream<FlowSignal>, sink: AsyncStream<FlowSignal>.Continuation)
    /// Closed: no signal is waited for any more.
    case closed

    /// The open channel (made now if needed; born finished when closed).
    mutating func opened() -> (signals: AsyncStream<FlowSignal>, sink: AsyncStream<FlowSignal>.Continuation) {
        if case .open(let signals, let sink) = self { return (signals, sink) }
        let made = AsyncStream.makeStream(of: FlowSignal.self)
        if case .closed = self {
            made.continuation.finish()
            return (made.stream, made.continuation)
        }
        self = .open(signals: made.stream, sink: made.continuation)
        return (made.stream, made.continuation)
    }

    /// Closes the channel; returns the sink to finish (which ends a wait on it), if one was open.
    mutating func close() -> AsyncStream<FlowSignal>.Continuation? {
        defer { self = .closed }
        if case .open(_, let sink) = self { return sink }
        return nil
    }
}
