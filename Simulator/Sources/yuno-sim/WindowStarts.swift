import Synchronization

/// The second starts a flow's presenter fired from background tasks (``FlowSpec/windowStarts``): joined once the
/// first flow ended, so every start's result is in before the run is judged.
final class WindowStarts: Sendable {
    private let tasks = Mutex<[Task<Void, Never>]>([])

    func add(_ task: Task<Void, Never>) { tasks.withLock { $0.append(task) } }

    /// Waits for every start fired so far, and for those they fired meanwhile.
    func join() async {
        while let next = tasks.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) { await next.value }
    }
}
