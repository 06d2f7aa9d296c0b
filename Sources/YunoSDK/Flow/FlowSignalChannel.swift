/// The channel of signals (`continuePayment()`, a deep link) a flow waits for. Made on first use — most flows
/// never wait for a signal, so they cost no stream — and closed once, when the flow is cancelled or its work ends;
/// a channel made after that is born closed, so a late signal is dropped, never waited for.
enum FlowSignalChannel: Sendable {
    /// No signal was needed yet.
    case unopened
    /// The flow may wait on the stream's signals; the app's calls yield to its sink.
    case open(FlowSignalStream)
    /// Closed: no signal is waited for any more.
    case closed

    /// The open channel (made now if needed; born finished when closed).
    mutating func opened() -> (signals: AsyncStream<FlowSignal>, sink: AsyncStream<FlowSignal>.Continuation) {
        if case .open(let stream) = self { return (stream.signals, stream.sink) }
        let made = FlowSignalStream()
        if case .closed = self {
            made.sink.finish()
            return (made.signals, made.sink)
        }
        self = .open(made)
        return (made.signals, made.sink)
    }

    /// Closes the channel; returns the sink to finish (which ends a wait on it), if one was open.
    mutating func close() -> AsyncStream<FlowSignal>.Continuation? {
        defer { self = .closed }
        if case .open(let stream) = self { return stream.sink }
        return nil
    }
}
