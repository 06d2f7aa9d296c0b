import Synchronization
import Testing

@testable import YunoSDK

/// How a presentation ends when the UI does not answer: its main-actor task is cancelled and the UI is dismissed
/// exactly once, whichever way the wait ended.
@Suite("Presentation endings: an unanswered UI is always cancelled and dismissed once", .timeLimit(.minutes(3)))
struct PresentationEndingTests {
    /// What the UI side saw, on the main actor.
    @MainActor
    final class Probe {
        var dismissals = 0
        var operationSawCancellation = false
        var operationEnded = false
        var shown = false

        /// The UI: never answers by itself; returns once its task is cancelled (or after a bounded number of
        /// main-actor turns, recording that no cancellation came).
        func neverAnswer() async -> Int {
            shown = true
            for _ in 0..<200_000 where !Task.isCancelled { await Task.yield() }
            operationSawCancellation = Task.isCancelled
            operationEnded = true
            return 0
        }

        /// Waits (bounded) until the UI is shown: a deadline that sleeps this long fires while the UI is up.
        func untilShown() async {
            for _ in 0..<200_000 where !shown { await Task.yield() }
        }

        /// Waits (bounded) until the UI ended and the posted dismissal ran.
        func settle() async {
            for _ in 0..<200_000 where !(operationEnded && dismissals > 0) { await Task.yield() }
            for _ in 0..<100 { await Task.yield() }  // A second dismissal, if any, would land here.
        }
    }

    /// The task being waited on, set once it exists.
    final class TaskBox: Sendable {
        let task = Mutex<Task<Int, any Error>?>(nil)
        func cancel() { task.withLock { $0?.cancel() } }
    }

    @Test("The timeout wins, then the task is cancelled before the flow goes on: the UI is still cancelled and closed")
    func timeoutWinsThenTaskCancelled() async throws {
        let probe = Probe()
        let box = TaskBox()
        // The deadline fires as soon as the UI is up; the competitor never answers, and cancelling it (which the
        // presentation does right after its wait ends) cancels the waiting task: the cancellation arrives after the
        // wait ended with the timeout's value, the window the stress suite hit once in a while.
        let timeouts = TimeoutQueue(now: { .zero }, sleep: { _ in await probe.untilShown() })
        // Made under the box's lock, so the task is in the box before anything can cancel through it.
        let task = box.task.withLock { stored in
            let task = Task { () async throws -> Int in
                try await MainActorPresentation.run(
                    { await probe.neverAnswer() }, dismiss: { probe.dismissals += 1 },
                    timeout: .init(timeouts: timeouts, delay: .seconds(1), value: 7),
                    competitor: {
                        await withTaskCancellationHandler { () async -> Int? in
                            try? await Task.sleep(for: .seconds(3_600))  // Ends when cancelled.
                            return nil
                        } onCancel: {
                            box.cancel()
                        }
                    })
            }
            stored = task
            return task
        }
        await #expect(throws: YunoError.cancelled) { try await task.value }
        await probe.settle()
        await MainActor.run {
            #expect(probe.operationSawCancellation, "the UI's task is cancelled")
            #expect(probe.dismissals == 1, "the UI is dismissed exactly once")
        }
    }

    @Test("The timeout wins with the task running: its value, the UI cancelled and dismissed once")
    func timeoutWins() async throws {
        let probe = Probe()
        let timeouts = TimeoutQueue(now: { .zero }, sleep: { _ in await probe.untilShown() })
        let value = try await MainActorPresentation.run(
            { await probe.neverAnswer() }, dismiss: { probe.dismissals += 1 },
            timeout: .init(timeouts: timeouts, delay: .seconds(1), value: 7))
        #expect(value == 7)
        await probe.settle()
        await MainActor.run {
            #expect(probe.operationSawCancellation)
            #expect(probe.dismissals == 1)
        }
    }

    @Test("The task is cancelled while waiting: the UI is cancelled and dismissed once")
    func cancelledWhileWaiting() async throws {
        let probe = Probe()
        let box = TaskBox()
        let task = box.task.withLock { stored in
            let task = Task { () async throws -> Int in
                try await MainActorPresentation.run(
                    {
                        box.cancel()  // The shopper is looking at the UI when the flow's task is cancelled.
                        return await probe.neverAnswer()
                    }, dismiss: { probe.dismissals += 1 })
            }
            stored = task
            return task
        }
        await #expect(throws: YunoError.cancelled) { try await task.value }
        await probe.settle()
        await MainActor.run {
            #expect(probe.operationSawCancellation)
            #expect(probe.dismissals == 1)
        }
    }
}
