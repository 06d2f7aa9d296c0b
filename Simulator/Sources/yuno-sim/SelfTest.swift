import Foundation
import Synchronization

/// `yuno-sim --self-test`: checks the executor features the workload relies on, on this toolchain. Its trace is
/// not deterministic (it waits for a real thread on purpose).
enum SelfTest {
    @MainActor
    static func run(executor: SimExecutor) async -> Verdict {
        var failures: [String] = []
        // A long sleep passes in virtual time.
        let before = executor.now
        try? await Task.sleep(for: .seconds(300))
        if executor.now - before < .seconds(300) {
            failures.append("a 300 s sleep ended after \(executor.now - before)")
        }
        // A cancelled sleep ends (before its deadline).
        let sleeper = Task { () -> Bool in
            do {
                try await Task.sleep(for: .seconds(3_600))
                return false
            } catch { return true }
        }
        let start = executor.now
        Task { sleeper.cancel() }
        let cancelled = await sleeper.value
        if !cancelled { failures.append("a cancelled sleep was not cancelled") }
        if executor.now - start >= .seconds(3_600) { failures.append("a cancelled sleep waited for its deadline") }
        // Task groups, detached tasks and the main actor all run.
        let sum = await withTaskGroup(of: Int.self) { group in
            for i in 1...10 { group.addTask { i } }
            var total = 0
            for await value in group { total += value }
            return total
        }
        if sum != 55 { failures.append("task group sum \(sum)") }
        let detached = await Task.detached { await MainActor.run { 7 } }.value
        if detached != 7 { failures.append("detached task to main actor") }
        // A continuation resumed from another thread is counted as an escaped enqueue (then forgiven: expected).
        let foreignBefore = executor.foreignEnqueues
        let resumed = Atomic(false)
        let spinner = Task {
            // Keeps the run loop busy until the other thread has resumed the continuation.
            while !resumed.load(ordering: .acquiring) { await Task.yield() }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread {
                usleep(5_000)  // Lets the task suspend first (otherwise the resume needs no enqueue).
                continuation.resume()
                resumed.store(true, ordering: .releasing)
            }.start()
        }
        await spinner.value
        let escaped = executor.foreignEnqueues - foreignBefore
        if escaped < 1 { failures.append("a resume from another thread was not counted") }
        executor.forgiveForeignEnqueues(escaped)
        return Verdict(violations: failures, summary: "self-test: \(failures.isEmpty ? "ok" : "failed")")
    }
}
