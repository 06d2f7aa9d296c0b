/// Runs UI work on the main actor and waits for it — but stops waiting the moment the calling task is cancelled,
/// even if the UI never answers. Then `dismiss` runs on the main actor so the UI can close.
///
/// This is what makes "cancelling the task ends the flow promptly" (SPEC §5.6) independent of how well a
/// presenter handles cancellation.
enum MainActorPresentation {
    static func run<Value: Sendable>(
        _ operation: @escaping @MainActor @Sendable () async -> Value,
        dismiss: @escaping @MainActor @Sendable () -> Void
    ) async throws(YunoError) -> Value {
        let once = OnceContinuation<Value>()
        let work = Task { @MainActor in
            let value = await operation()
            once.resume(with: .success(value))
        }
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { once.install($0) }
            } onCancel: {
                if once.resume(with: .failure(CancellationError())) {
                    work.cancel()
                    Task { @MainActor in dismiss() }
                }
            }
        } catch {
            throw .cancelled
        }
    }
}
