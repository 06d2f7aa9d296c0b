// The only file that uses the experimental executor SPI (Swift 6.3.1, Linux). If the toolchain renames or
// changes it, this file stops compiling: the build fails loudly, nothing is skipped.
import Glibc
import Synchronization
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// One seeded, single-threaded executor: the main executor and the default task executor at once, so `Task {}`,
/// task groups, default actors and `@MainActor` code all run on it, one job at a time, in the order its run loop
/// picks (a random walk driven by a seeded SplitMix64). Sleeps (`Task.sleep`) wait in a virtual-time queue that
/// advances only when no job is ready, so a 300 s sleep passes at once.
final class SimExecutor: MainExecutor, TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    /// One scheduling decision: which of `ready` jobs ran, at which virtual time.
    struct Decision: Sendable {
        var step: UInt64
        var ready: UInt64
        var pick: UInt64
        var virtualNanoseconds: UInt64
        var priority: UInt8
    }

    /// Which lane a job waits in: the main actor's (first in, first out, as the main actor guarantees for jobs
    /// of one priority: SE-0431 relies on it) or the default executor's pool (no order promised, so any job).
    enum Lane: Sendable { case main, pool }

    private struct Timer {
        var deadline: Duration
        var sequence: UInt64
        /// A job to make ready, or (when `nil`) the ``sleep(for:)`` call numbered `sequence` to resume.
        var job: UnownedJob?
        var lane: Lane
    }

    /// A ``sleep(for:)`` call: not yet suspended, suspended, or cancelled before it suspended.
    private enum Sleeper {
        case starting
        case waiting(CheckedContinuation<Void, any Error>)
        case cancelled
    }

    private enum Step {
        case run(UnownedJob, Lane, Decision)
        case wake([CheckedContinuation<Void, any Error>])
        case done
    }

    private struct State {
        var main: [UnownedJob] = []
        var pool: [UnownedJob] = []
        var timers: [Timer] = []
        var timerSequence: UInt64 = 0
        var now: Duration = .zero
        var foreignEnqueues = 0
        var unsupportedClocks = 0
        var stopped = false
        var sleepers: [UInt64: Sleeper] = [:]
    }

    private let state = Mutex(State())
    private let loopThread: pthread_t
    /// Touched by the run loop only.
    private var random: UInt64 = 0
    private(set) var steps: UInt64 = 0
    private(set) var traceHash: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The last decisions, for `--trace`.
    private(set) var recent: [Decision] = []
    private let recentLimit = 64
    var maxSteps: UInt64 = 20_000_000
    /// Runs jobs in arrival order (the seed then only names the workload): a baseline for the random walk.
    var fifo = false
    private(set) var exceededSteps = false

    init() { loopThread = pthread_self() }

    /// Seeds the scheduler; call before `run()`.
    func seed(_ seed: UInt64) { random = seed }

    /// The virtual time elapsed since the start.
    var now: Duration { state.withLock { $0.now } }
    /// Enqueues that came from a thread other than the run loop's: work that escaped the schedule.
    var foreignEnqueues: Int { state.withLock { $0.foreignEnqueues } }
    /// Forgets `count` foreign enqueues that a self-test caused on purpose.
    func forgiveForeignEnqueues(_ count: Int) { state.withLock { $0.foreignEnqueues -= count } }
    /// Sleeps on a clock whose duration is not `Swift.Duration` (cannot be put on the virtual timeline).
    var unsupportedClocks: Int { state.withLock { $0.unsupportedClocks } }
    /// Jobs still waiting (ready, and on the virtual timeline).
    var pending: (ready: Int, timers: Int) { state.withLock { ($0.main.count + $0.pool.count, $0.timers.count) } }
    /// The default executor: the same run loop, seen through a second object so that its jobs go to the pool.
    private(set) lazy var defaultExecutor = SimDefaultExecutor(self)

    private var onLoopThread: Bool { pthread_equal(pthread_self(), loopThread) != 0 }

    // MARK: Executor

    func enqueue(_ job: consuming ExecutorJob) { enqueue(UnownedJob(job), lane: .main) }

    func enqueue(_ job: UnownedJob, lane: Lane) {
        let foreign = !onLoopThread
        state.withLock {
            if foreign { $0.foreignEnqueues += 1 }
            switch lane {
            case .main: $0.main.append(job)
            case .pool: $0.pool.append(job)
            }
        }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        schedule(UnownedJob(job), after: delay as? Duration, lane: .main)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        schedule(UnownedJob(job), at: instant, clock: clock, lane: .main)
    }

    func schedule<C: Clock>(_ job: UnownedJob, at instant: C.Instant, clock: C, lane: Lane) {
        // `Task.sleep(for:)` arrives here on Swift 6.3.1, as an instant of the real clock (its now + the duration):
        // the distance from the real now is the duration less the microseconds since the call, so it is rounded up
        // to whole milliseconds to put the sleep on the virtual timeline deterministically.
        let delay = clock.now.duration(to: instant) as? Duration
        schedule(job, after: delay.map { .milliseconds(($0 / .milliseconds(1)).rounded(.up)) }, lane: lane)
    }

    func schedule(_ job: UnownedJob, after delay: Duration?, lane: Lane) {
        let foreign = !onLoopThread
        state.withLock {
            if foreign { $0.foreignEnqueues += 1 }
            guard let delay else {
                $0.unsupportedClocks += 1
                $0.pool.append(job)
                return
            }
            $0.timerSequence += 1
            $0.timers.append(
                Timer(deadline: $0.now + max(delay, .zero), sequence: $0.timerSequence, job: job, lane: lane))
        }
    }

    // MARK: Virtual sleep

    /// Sleeps for exactly `duration` of virtual time (throws `CancellationError` when the task is cancelled).
    /// `Task.sleep(for:)` reaches this executor as an instant of the real clock, so it can only be placed on the
    /// virtual timeline to the millisecond; inject this where the code under test takes a sleep function.
    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        let id = state.withLock { s -> UInt64 in
            s.timerSequence += 1
            s.sleepers[s.timerSequence] = .starting
            s.timers.append(
                Timer(deadline: s.now + max(duration, .zero), sequence: s.timerSequence, job: nil, lane: .pool))
            return s.timerSequence
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = state.withLock { s -> Bool in
                    guard case .starting = s.sleepers[id] else {
                        s.sleepers[id] = nil
                        return true
                    }
                    s.sleepers[id] = .waiting(continuation)
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let waiting = state.withLock { s -> CheckedContinuation<Void, any Error>? in
                switch s.sleepers[id] {
                case .starting:
                    s.sleepers[id] = .cancelled
                    return nil
                case .waiting(let continuation):
                    s.sleepers[id] = nil
                    return continuation
                case .cancelled, nil: return nil
                }
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    // MARK: Run loop

    func run() throws {
        while let (job, lane, decision) = next() {
            record(decision)
            runJob(job, lane)
            if steps >= maxSteps {
                exceededSteps = true
                return
            }
        }
    }

    func runUntil(_ condition: () -> Bool) throws {
        while !condition(), let (job, lane, decision) = next() {
            record(decision)
            runJob(job, lane)
        }
    }

    private func runJob(_ job: UnownedJob, _ lane: Lane) {
        switch lane {
        case .main: job.runSynchronously(on: asUnownedSerialExecutor())
        case .pool: job.runSynchronously(on: defaultExecutor.asUnownedTaskExecutor())
        }
    }

    func stop() { state.withLock { $0.stopped = true } }

    private func nextRandom() -> UInt64 {
        random &+= 0x9E37_79B9_7F4A_7C15
        var z = random
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Picks the next job: a seeded random one among the ready jobs; when none is ready, advances virtual time to
    /// the earliest timer and makes every timer due then ready (in the order they were set).
    private func next() -> (UnownedJob, Lane, Decision)? {
        while true {
            switch step() {
            case .run(let job, let lane, let decision): return (job, lane, decision)
            case .done: return nil
            case .wake(let continuations):
                // Resumed outside the lock, in the order the sleeps began: each enqueues its task here.
                for continuation in continuations { continuation.resume() }
            }
        }
    }

    private func step() -> Step {
        let draw = nextRandom()
        return state.withLock { s -> Step in
            if s.stopped { return .done }
            if s.main.isEmpty && s.pool.isEmpty {
                guard let earliest = s.timers.min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) })
                else { return .done }
                s.now = earliest.deadline
                let due = s.timers.filter { $0.deadline <= s.now }.sorted { $0.sequence < $1.sequence }
                s.timers.removeAll { $0.deadline <= s.now }
                var wakeups: [CheckedContinuation<Void, any Error>] = []
                for timer in due {
                    guard let job = timer.job else {
                        if case .waiting(let continuation) = s.sleepers.removeValue(forKey: timer.sequence) {
                            wakeups.append(continuation)
                        }
                        continue
                    }
                    switch timer.lane {
                    case .main: s.main.append(job)
                    case .pool: s.pool.append(job)
                    }
                }
                if !wakeups.isEmpty { return .wake(wakeups) }
                if s.main.isEmpty && s.pool.isEmpty { return .wake([]) }
            }
            // The candidates: every pooled job, and the main lane's head (index `pool.count`).
            let count = UInt64(s.pool.count + (s.main.isEmpty ? 0 : 1))
            let pick: UInt64
            if fifo {
                pick = s.main.isEmpty ? 0 : UInt64(s.pool.count)
            } else {
                pick = draw % count
            }
            let job: UnownedJob
            let lane: Lane = pick == UInt64(s.pool.count) ? .main : .pool
            if lane == .main {
                job = s.main.removeFirst()
            } else if fifo {
                job = s.pool.removeFirst()
            } else {
                s.pool.swapAt(Int(pick), s.pool.count - 1)
                job = s.pool.removeLast()
            }
            let nanos = s.now.components.seconds &* 1_000_000_000 &+ s.now.components.attoseconds / 1_000_000_000
            let decision = Decision(
                step: steps, ready: count, pick: pick, virtualNanoseconds: UInt64(truncatingIfNeeded: nanos),
                priority: job.priority.rawValue)
            return .run(job, lane, decision)
        }
    }

    private func record(_ decision: Decision) {
        steps += 1
        for value in [decision.ready, decision.pick, decision.virtualNanoseconds, UInt64(decision.priority)] {
            var v = value
            for _ in 0..<8 {
                traceHash = (traceHash ^ (v & 0xFF)) &* 0x0100_0000_01b3
                v >>= 8
            }
        }
        if recent.count == recentLimit { recent.removeFirst() }
        recent.append(decision)
    }
}

/// Installs `executor` as the main and the default executor. Call first thing in a synchronous `main`.
enum SimExecutors {
    nonisolated(unsafe) static var shared: SimExecutor!

    static func install(_ executor: SimExecutor) {
        shared = executor
        _createExecutors(factory: Factory.self)
    }

    struct Factory: ExecutorFactory {
        static var mainExecutor: any MainExecutor { SimExecutors.shared }
        static var defaultExecutor: any TaskExecutor { SimExecutors.shared.defaultExecutor }
    }
}

/// The default (global) executor's face of ``SimExecutor``: its jobs join the run loop's unordered pool.
final class SimDefaultExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    unowned let loop: SimExecutor

    init(_ loop: SimExecutor) { self.loop = loop }

    func enqueue(_ job: consuming ExecutorJob) { loop.enqueue(UnownedJob(job), lane: .pool) }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        loop.schedule(UnownedJob(job), after: delay as? Duration, lane: .pool)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        loop.schedule(UnownedJob(job), at: instant, clock: clock, lane: .pool)
    }
}
