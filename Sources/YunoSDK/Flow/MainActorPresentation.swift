/// Runs UI work on the main actor and waits for it — but stops waiting the moment the calling task is cancelled,
/// even if the UI never answers. Then `dismiss` runs on the main actor so the UI can close.
///
/// This is what makes "cancelling the task ends the flow promptly" (SPEC §5.6) independent of how well a
/// presenter handles cancellation. The answer travels through a one-element `AsyncStream`: the first value wins,
/// later ones are dropped, and a cancelled waiter's iteration ends at once — a channel that is resolved at most
/// once without a lock of our own (the idea of Primer's `CancellableTask`).
enum MainActorPresentation {
    static func run<Value: Sendable>(
        _ operation: @escaping @MainActor @Sendable () async -> Value,
        dismiss: @escaping @MainActor @Sendable () -> Void
    ) async throws(YunoError) -> Value {
        let (answers, answer) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingOldest(1))
        let work = Task { @MainActor in
            answer.yield(await operation())
            answer.finish()
        }
        let value = await withTaskCancellationHandler {
            var iterator = answers.makeAsyncIterator()
            return await iterator.next()
        } onCancel: {
            answer.finish()
            work.cancel()
            Task { @MainActor in dismiss() }
        }
        guard let value, !Task.isCancelled else { throw .cancelled }
        return value
    }
}
