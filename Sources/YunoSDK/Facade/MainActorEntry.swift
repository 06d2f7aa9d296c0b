import Foundation

/// How the facade's synchronous entry points (`continuePayment`, `hideLoader`, `receiveDeeplink`, the starts…)
/// run their main-actor work when called from code that is not main-actor isolated — as Yuno's own Flutter plugin
/// calls them from a plain class.
///
/// Each entry point passes its caller's isolation (`isolation: isolated (any Actor)? = #isolation`). From main-actor
/// code, or from non-isolated code on the main thread (the plugin's case), the work runs at once
/// (`MainActor.assumeIsolated`, which cannot trap there): the caller sees its effect when the call returns. From
/// any other actor or thread it is queued to one main-actor task that runs the queue in order, so two calls from a
/// background thread (`startPaymentLite`, then `continuePayment`) never swap. Delegates are still only ever called
/// on the main actor. The main thread alone is not the test: a main-actor caller may run on another thread (as
/// under Swift Testing on Linux), and the caller's isolation says so.
final class MainActorEntry: Sendable {
    /// The facade's queue.
    static let shared = MainActorEntry()

    /// The queue and the main-actor task that drains it, created by the first call that must queue (a `static let`
    /// is initialized once, thread-safely): a process whose calls all run at once never pays for them — the first
    /// `Yuno.initialize` of a fresh process stays cheap.
    private static let queue: AsyncStream<@MainActor @Sendable () -> Void>.Continuation = {
        let (stream, queue) = AsyncStream<@MainActor @Sendable () -> Void>.makeStream()
        Task { @MainActor in
            for await work in stream { work() }
        }
        return queue
    }()

    private init() {}

    /// Runs `work` on the main actor: now when `caller` is the main actor (or none, on the main thread), otherwise
    /// queued behind earlier calls.
    func run(from caller: (any Actor)?, _ work: @escaping @MainActor @Sendable () -> Void) {
        if canRunNow(from: caller) {
            MainActor.assumeIsolated { work() }
        } else {
            Self.queue.yield(work)
        }
    }

    /// Whether a caller with this isolation may run main-actor work synchronously: it is the main actor, or it is
    /// non-isolated code on the main thread.
    func canRunNow(from caller: (any Actor)?) -> Bool {
        guard let caller else { return Thread.isMainThread }
        return caller === MainActor.shared
    }
}
