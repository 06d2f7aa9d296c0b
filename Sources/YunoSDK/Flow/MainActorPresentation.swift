/// Runs UI work on the main actor and waits for it — but stops waiting the moment the calling task is cancelled,
/// even if the UI never answers. Then `dismiss` runs on the main actor so the UI can close.
///
/// This is what makes "cancelling the task ends the flow promptly" (SPEC §5.6) independent of how well a
/// presenter handles cancellation. The answer travels through a one-element `AsyncStream`: the first value wins,
/// later ones are dropped, and a cancelled waiter's iteration ends at once — a channel that is resolved at most
/// once without a lock of our own (the idea of Primer's `CancellableTask`).
enum MainActorPresentation {
    private enum Answer<Value: Sendable>: Sendable {
        case presented(Value)
        case competitor(Value)
    }

    /// Waits for `operation`, or for `competitor` when it produces a value first (a timeout, a status poll that
    /// sees the payment settle); the UI is then dismissed. The competitor runs in one task next to the UI's, so
    /// a flow parked at a presentation holds two small tasks and no task group.
    static func run<Value: Sendable>(
        _ operation: @escaping @MainActor @Sendable () async -> Value,
        dismiss: @escaping @MainActor @Sendable () -> Void,
        competitor: (@Sendable () async -> Value?)? = nil
    ) async throws(YunoError) -> Value {
        let (answers, answer) = AsyncStream.makeStream(of: Answer<Value>.self, bufferingPolicy: .bufferingOldest(1))
        let work = Task { @MainActor in
            answer.yield(.presented(await operation()))
            answer.finish()
        }
        let rival = competitor.map { competitor in
            Task {
                if let value = await competitor() {
                    answer.yield(.competitor(value))
                    answer.finish()
                }
            }
        }
        let first = await withTaskCancellationHandler {
            var iterator = answers.makeAsyncIterator()
            return await iterator.next()
        } onCancel: {
            answer.finish()
            work.cancel()
            rival?.cancel()
            Task { @MainActor in dismiss() }
        }
        rival?.cancel()
        switch first {
        case .presented(let value) where !Task.isCancelled:
            return value
        case .competitor(let value) where !Task.isCancelled:
            work.cancel()
            await MainActor.run { dismiss() }
            return value
        default:
            throw .cancelled
        }
    }
}
