import Foundation

/// How the facade's synchronous entry points (`continuePayment`, `hideLoader`, `receiveDeeplink`, the starts…)
/// run their main-actor work when called from code that is not main-actor isolated — as Yuno's own Flutter plugin
/// calls them from a plain class.
///
/// On the main thread the work runs at once, synchronously (`MainActor.assumeIsolated`, which cannot trap there):
/// the caller sees its effect when the call returns, exactly as from `@MainActor` code. From any other thread the
/// work is queued to one main-actor task that runs the queue in order, so two calls from a background thread
/// (`startPaymentLite`, then `continuePayment`) never swap. Delegates are still only ever called on the main actor.
final class MainActorEntry: Sendable {
    /// The facade's queue.
    static let shared = MainActorEntry()

    private let queue: AsyncStream<@MainActor @Sendable () -> Void>.Continuation

    private init() {
        let (stream, queue) = AsyncStream<@MainActor @Sendable () -> Void>.makeStream()
        self.queue = queue
        Task { @MainActor in
            for await work in stream { work() }
        }
    }

    /// Runs `work` on the main actor: now when on the main thread, otherwise queued behind earlier calls.
    func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { work() }
        } else {
            queue.yield(work)
        }
    }

    /// Whether the caller is on the main thread, where main-actor work may run synchronously.
    var canRunNow: Bool { Thread.isMainThread }
}
