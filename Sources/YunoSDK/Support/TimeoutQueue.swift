/// Timeouts behind one sleeping task: the presentations the flows of one ``YunoClient`` show (a 3DS challenge left
/// unanswered counts as abandoned), the bounds of their read-backs, and each ``TimeoutMiddleware``'s requests.
///
/// A flow parked at a presentation would otherwise hold a task sleeping for its timeout (a task, its stack slab and
/// the sleep's own job: about a kilobyte per parked flow). Here a deadline is one heap entry; a single task sleeps
/// until the earliest one, and is re-armed when an earlier deadline arrives or the earliest is cancelled. The sleep
/// is the client's injected ``YunoClient/Options/sleep``, so tests drive timeouts by hand: a sleep that returns
/// means its target time was reached, whatever `now` says (an injected sleep does not move a real clock).
///
/// The client's one deadline queue: presentation timeouts and the bounds of read-backs
/// (``BoundedReadBack``) share it, and each ``TimeoutMiddleware`` has one for its requests.
///
/// Isolation: its own actor. A deadline's `fire` runs once, on the actor, when its time comes (keep it short: it
/// resolves a waiter); a cancelled deadline never fires. Costs: O(log n) to schedule and to fire, O(1) amortized to
/// cancel (cancelled entries are dropped lazily, and the heap is rebuilt when they outnumber the live ones).
actor TimeoutQueue {
    /// The time elapsed on the continuous clock since a fixed origin (its reading when first used): what a queue
    /// measures with unless a virtual clock is injected.
    static let continuousElapsed: @Sendable () -> Duration = { ContinuousClock.now - origin }
    private static let origin = ContinuousClock.now

    /// Names a scheduled deadline, for ``cancel(_:)``.
    struct ID: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private struct Entry {
        let target: Duration
        let id: UInt64

        func precedes(_ other: Entry) -> Bool {
            target < other.target || (target == other.target && id < other.id)
        }
    }

    /// A live deadline's action. A struct, not a tuple: the closure in a tuple stored in the dictionary was kept
    /// behind a reabstraction thunk, one more 32-byte heap object for every deadline (`heaptrack`).
    struct Action {
        let fire: @Sendable () -> Void
    }

    private let now: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    /// A min-heap on (target, id); entries whose id left `fires` were cancelled and are skipped.
    private var heap: [Entry] = []
    /// The live deadlines' actions, by id. An id's lowest bit says whether its deadline counts in ``fired`` (set:
    /// counted), so that an entry is one closure wide: a flow parked at its 3DS page has two deadlines here
    /// (PERFORMANCE.md, "Parked at a 3DS challenge").
    private var fires: [UInt64: Action] = [:]
    /// The serial number of the next deadline (its id is the number shifted left by one bit, plus whether it counts;
    /// ids keep the order of their serial numbers).
    private var nextSerial: UInt64 = 0
    /// The latest target a completed sleep reached: time never runs behind it.
    private var reached: Duration = .zero
    private var sleeper: Task<Void, Never>?
    private var sleeperTarget: Duration?
    private var generation: UInt64 = 0

    /// A queue that measures time with `now` (time since any fixed origin: the client's
    /// ``YunoClient/Options/elapsed``) and waits with `sleep` (its ``YunoClient/Options/sleep``).
    init(now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// How many deadlines wait (cancelled ones excluded).
    var count: Int { fires.count }

    /// The entries the heap stores, cancelled ones not yet dropped included (bounded by twice the live ones).
    var storedEntries: Int { heap.count }

    /// How many counted deadlines have fired since the queue was made (each one a presentation that timed out; a
    /// read-back's bound is not counted).
    private(set) var fired = 0

    /// Whether a task sleeps for the earliest deadline now.
    var isSleeping: Bool { sleeper != nil }

    /// Runs `fire` once `delay` has passed, unless ``cancel(_:)`` comes first; `counted`: it counts in ``fired``.
    func schedule(after delay: Duration, counted: Bool = true, _ fire: @escaping @Sendable () -> Void) -> ID {
        let current = time()
        let entry = Entry(target: current + max(delay, .zero), id: makeID(counted: counted))
        fires[entry.id] = Action(fire: fire)
        push(entry)
        rearm(at: current)
        return ID(value: entry.id)
    }

    /// Forgets the deadline `id`; returns whether it was still waiting (`false`: it already fired, or was cancelled).
    ///
    /// Cancelling a deadline — the earliest, or the last one left — leaves the sleeper aimed where it was: it then
    /// wakes once for nothing and re-arms (or stops when no deadline is left). Cancelling the sleeper instead would
    /// not free it: a cancelled `Task.sleep` keeps its timer until the original target, so a queue that cancelled
    /// its sleeper for each answered request would hold one timer per request. Kept, one timer serves them all.
    @discardableResult
    func cancel(_ id: ID) -> Bool {
        guard fires.removeValue(forKey: id.value) != nil else { return false }
        if fires.isEmpty {
            heap.removeAll()
        } else if heap.count > 64, heap.count > 2 * fires.count {
            rebuild()
        }
        return true
    }

    /// Suspends the calling task until `delay` has passed on the queue's clock, or until the task is cancelled
    /// (then at once): a status poll's pause, as a heap entry rather than a sleeping task of its own.
    ///
    /// The entry is counted in ``count`` while it waits and never in ``fired``; a cancelled task's entry is
    /// removed, so no pause outlives the work that asked for it.
    func pause(for delay: Duration) async {
        let id = ID(value: makeID(counted: false))
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                // Runs on this actor before any wake-up can: a task cancelled before the entry existed resumes here.
                guard !Task.isCancelled else { return waiter.resume() }
                insert(Entry(target: time() + max(delay, .zero), id: id.value), fire: { waiter.resume() })
            }
        } onCancel: {
            Task { await self.fireEarly(id) }
        }
    }

    /// Runs the deadline `id`'s action now if it still waits (a cancelled ``pause(for:)``); once, like a firing.
    private func fireEarly(_ id: ID) {
        guard let pending = fires.removeValue(forKey: id.value) else { return }
        if fires.isEmpty { heap.removeAll() }
        pending.fire()
    }

    private func insert(_ entry: Entry, fire: @escaping @Sendable () -> Void) {
        let current = time()
        fires[entry.id] = Action(fire: fire)
        push(entry)
        rearm(at: current)
    }

    /// A new deadline's id: the next serial number, shifted left by one bit, with the lowest bit set if `counted`.
    private func makeID(counted: Bool) -> UInt64 {
        defer { nextSerial += 1 }
        return nextSerial << 1 | (counted ? 1 : 0)
    }

    /// Whether the deadline `id` counts in ``fired``.
    private static func counts(_ id: UInt64) -> Bool { id & 1 == 1 }

    // MARK: Time and the sleeper

    private func time() -> Duration { max(now(), reached) }

    /// Makes the sleeper aim at the earliest live deadline (or stops it when there is none).
    private func rearm(at current: Duration) {
        dropCancelledTop()
        guard let earliest = heap.first else {
            stopSleeper()
            return
        }
        if let target = sleeperTarget, target <= earliest.target { return }
        stopSleeper()
        generation += 1
        let armed = generation
        let target = earliest.target
        let delay = target - current
        let sleep = self.sleep
        sleeperTarget = target
        // Detached: the sleeper serves every flow of the client, so it carries none's task-locals or priority (a
        // child of the arming task would pass one flow's context on to the deadlines and reads of all the others).
        sleeper = Task.detached {
            do {
                try await sleep(max(delay, .zero))
            } catch {
                return  // Cancelled: a newer sleeper (or none) took over.
            }
            await self.expire(reaching: target, generation: armed)
        }
    }

    private func stopSleeper() {
        sleeper?.cancel()
        sleeper = nil
        sleeperTarget = nil
    }

    /// The sleep aimed at `target` ended: fires every deadline due by then, earliest first, and re-arms.
    private func expire(reaching target: Duration, generation armed: UInt64) {
        guard armed == generation else { return }
        sleeper = nil
        sleeperTarget = nil
        reached = max(reached, target)
        let current = time()
        while let top = heap.first, top.target <= current {
            popTop()
            if let pending = fires.removeValue(forKey: top.id) {
                if Self.counts(top.id) { fired += 1 }
                pending.fire()
            }
        }
        rearm(at: current)
    }

    // MARK: The heap

    private func dropCancelledTop() {
        while let top = heap.first, fires[top.id] == nil { popTop() }
    }

    private func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func popTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(from: 0)
    }

    private func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var smallest = left
            if left + 1 < heap.count, heap[left + 1].precedes(heap[left]) { smallest = left + 1 }
            guard heap[smallest].precedes(heap[parent]) else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }

    /// Drops every cancelled entry and restores the heap order: O(n), run when cancelled entries outnumber live ones.
    private func rebuild() {
        heap.removeAll { fires[$0.id] == nil }
        var index = heap.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }
}
