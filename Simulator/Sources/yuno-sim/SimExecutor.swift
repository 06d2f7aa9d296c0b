// The only file that uses the experimental executor SPI (Swift 6.3.1, Linux). If the toolchain renames or
// changes it, this file stops compiling: the build fails loudly, nothing is skipped.
import Glibc
import Synchronization
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// One seeded, single-threaded executor: the main executor and the default task executor at once, so `Task {}`,
/// task groups, default actors and `@MainActor` code all run on it, one job at a time, in the order its run loop
/// picks (a ``Scheduler``: a random walk or PCT, driven by a seeded SplitMix64). Sleeps (`Task.sleep`) wait in a
/// virtual-time queue that advances only when no job is ready, so a 300 s sleep passes at once.
final class SimExecutor: MainExecutor, TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    /// One scheduling decision: which of `ready` jobs ran, at which virtual time. Only `ready`, `pick`,
    /// `virtualNanoseconds` and `priority` enter the trace's hash; the rest says what ran, for `--trace`.
    struct Decision: Sendable {
        var step: UInt64
        var ready: UInt64
        var pick: UInt64
        var virtualNanoseconds: UInt64
        var priority: UInt8
        /// The job's task id (0: the job is no task, e.g. an actor's run job).
        var task: UInt64 = 0
        /// The job's kind (`ExecutorJob.Kind`: 0 a task, 192…194 an actor's run job, 195 a continuation, 196 an
        /// isolated deinit).
        var kind: UInt8 = 0
        var lane: Lane = .pool
        /// A job that is no task: the first task seen running inside it (0: none seen), and the type metadata of
        /// the actor it ran on (0: unknown). Filled in while the job runs, only when names are tracked.
        var inner: UInt64 = 0
        var actorType: UInt = 0
    }

    /// How the run loop picks the next job among the ready ones.
    enum Scheduler: Sendable, Equatable {
        /// Arrival order (the seed then only names the workload): a baseline, not a search.
        case fifo
        /// A uniformly random ready job at every step.
        case randomWalk
        /// Probabilistic concurrency testing (Burckhardt et al., ASPLOS 2010): every task gets a random distinct
        /// priority when first seen; the highest-priority ready job always runs; at `depth − 1` change points,
        /// drawn uniformly in the first `estimatedSteps` steps, the running task's priority drops below every
        /// initial one. A bug of depth `d` is then found with probability at least 1 / (n · k^(d−1)).
        case pct(depth: Int, estimatedSteps: UInt64)
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
        var realClockSleeps = 0
        var stopped = false
        var sleepers: [UInt64: Sleeper] = [:]
        /// PCT only: each ready job's priority, parallel to `main` and `pool` (drawn when it was enqueued).
        var mainPriority: [UInt64] = []
        var poolPriority: [UInt64] = []

        mutating func add(_ job: UnownedJob, _ lane: Lane, priority: UInt64) {
            switch lane {
            case .main:
                main.append(job)
                mainPriority.append(priority)
            case .pool:
                pool.append(job)
                poolPriority.append(priority)
            }
        }
    }

    private let state = Mutex(State())
    private var loopThread: pthread_t
    /// Touched by the run loop only.
    private var random: UInt64 = 0
    private(set) var steps: UInt64 = 0
    private(set) var traceHash: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The last decisions, for `--trace`.
    private(set) var recent: [Decision] = []
    private let recentLimit = 64
    var maxSteps: UInt64 = 20_000_000
    private(set) var scheduler = Scheduler.randomWalk
    private(set) var exceededSteps = false
    /// The lane of the job running now (`nil` between jobs): what a main-actor check reads, without trapping.
    private(set) var runningLane: Lane?
    /// PCT: each task's priority by task id (higher runs first), and the change points still ahead, sorted.
    private var pctPriorities: [UInt64: UInt64] = [:]
    private var pctChangePoints: [UInt64] = []
    private var pctLowered: UInt64 = 0
    /// `--trace` only (see ``nameCurrentTask(_:)``): nothing here is hashed or read by a scheduling decision.
    /// Whether names are tracked (off: the calls below return at once and nothing is kept).
    var tracksNames = false
    /// Names given by ``nameCurrentTask(_:)``, by task id (the last one given wins).
    private var taskNames: [UInt64: String] = [:]
    /// Each task's creator: the task running when it was first enqueued here (0: none).
    private var taskCreators: [UInt64: UInt64] = [:]
    /// Unnamed tasks that waited on the virtual ``sleep(for:)`` (the SDK's deadline sleeper, for one).
    private var sleepingTasks: Set<UInt64> = []
    /// The job running now: its task id (0: none) and whether it is a task; what a non-task job ran so far.
    private var runningTask: UInt64 = 0
    private var runningIsTask = true
    private var runningInner: UInt64 = 0
    private var runningActorType: UInt = 0
    /// The decisions before the first violation, and how many after it (`--trace`).
    private(set) var violationStep: UInt64?
    private(set) var aroundViolation: [Decision] = []
    private let afterViolation = 16

    init() { loopThread = pthread_self() }

    /// Makes the calling thread the run loop's (call on that thread before it enqueues anything).
    func adoptCurrentThread() { loopThread = pthread_self() }

    /// Seeds the scheduler and chooses it; call before `run()`. PCT draws its change points here.
    func seed(_ seed: UInt64, scheduler: Scheduler = .randomWalk) {
        random = seed
        self.scheduler = scheduler
        if case .pct(let depth, let estimate) = scheduler {
            pctChangePoints = (0..<max(0, depth - 1)).map { _ in 1 + nextRandom() % max(estimate, 1) }.sorted()
        }
    }

    /// Notes that an invariant broke now: `--trace` then shows the steps before it and a few after it.
    func markViolation() {
        guard violationStep == nil else { return }
        violationStep = steps
        aroundViolation = recent
    }

    /// Whether the code calling this runs on the main actor: in a job of the main lane.
    var isOnMainActor: Bool { onLoopThread && runningLane == .main }

    /// The virtual time elapsed since the start.
    var now: Duration { state.withLock { $0.now } }
    /// Enqueues that came from a thread other than the run loop's: work that escaped the schedule.
    var foreignEnqueues: Int { state.withLock { $0.foreignEnqueues } }
    /// Forgets `count` foreign enqueues that a self-test caused on purpose.
    func forgiveForeignEnqueues(_ count: Int) { state.withLock { $0.foreignEnqueues -= count } }
    /// Sleeps on a clock whose duration is not `Swift.Duration` (cannot be put on the virtual timeline).
    var unsupportedClocks: Int { state.withLock { $0.unsupportedClocks } }
    /// Sleeps that arrived as an instant of the real clock (`Task.sleep`): placed to the millisecond only, so a
    /// thread stalled for a millisecond between the call and the enqueue moves them. A deterministic run has none.
    var realClockSleeps: Int { state.withLock { $0.realClockSleeps } }
    /// Jobs still waiting (ready, and on the virtual timeline).
    var pending: (ready: Int, timers: Int) { state.withLock { ($0.main.count + $0.pool.count, $0.timers.count) } }
    /// The default executor: the same run loop, seen through a second object so that its jobs go to the pool.
    private(set) lazy var defaultExecutor = SimDefaultExecutor(self)

    private var onLoopThread: Bool { pthread_equal(pthread_self(), loopThread) != 0 }

    // MARK: Executor

    func enqueue(_ job: consuming ExecutorJob) { enqueue(UnownedJob(job), lane: .main) }

    func enqueue(_ job: UnownedJob, lane: Lane) {
        let foreign = !onLoopThread
        if tracksNames, !foreign { noteEnqueue(job) }
        state.withLock {
            if foreign { $0.foreignEnqueues += 1 }
            $0.add(job, lane, priority: priorityOnEnqueue(job))
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
        state.withLock { $0.realClockSleeps += 1 }
        schedule(job, after: delay.map { .milliseconds(($0 / .milliseconds(1)).rounded(.up)) }, lane: lane)
    }

    func schedule(_ job: UnownedJob, after delay: Duration?, lane: Lane) {
        let foreign = !onLoopThread
        if tracksNames, !foreign { noteEnqueue(job) }
        state.withLock {
            if foreign { $0.foreignEnqueues += 1 }
            guard let delay else {
                $0.unsupportedClocks += 1
                $0.add(job, .pool, priority: priorityOnEnqueue(job))
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
        if tracksNames, onLoopThread, let task = Self.currentTaskID() { sleepingTasks.insert(task) }
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
                    // Its timer goes too: a cancelled sleep must not move virtual time when it would have ended.
                    s.timers.removeAll { $0.sequence == id && $0.job == nil }
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
        runningLane = lane
        if tracksNames {
            runningTask = Self.taskID(job) ?? 0
            runningIsTask = runningTask != 0
            (runningInner, runningActorType) = (0, 0)
        }
        defer {
            runningLane = nil
            if tracksNames { noteJobEnded() }
        }
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
                    s.add(job, timer.lane, priority: priorityOnEnqueue(job))
                }
                if !wakeups.isEmpty { return .wake(wakeups) }
                if s.main.isEmpty && s.pool.isEmpty { return .wake([]) }
            }
            // The candidates: every pooled job, and the main lane's head (index `pool.count`).
            let count = UInt64(s.pool.count + (s.main.isEmpty ? 0 : 1))
            let pick: UInt64
            switch scheduler {
            case .fifo: pick = s.main.isEmpty ? 0 : UInt64(s.pool.count)
            case .randomWalk: pick = draw % count
            case .pct: pick = pctPick(&s)
            }
            let job: UnownedJob
            let lane: Lane = pick == UInt64(s.pool.count) ? .main : .pool
            let pct = s.poolPriority.count == s.pool.count && s.mainPriority.count == s.main.count
            if lane == .main {
                job = s.main.removeFirst()
                if pct, !s.mainPriority.isEmpty { s.mainPriority.removeFirst() }
            } else if scheduler == .fifo {
                job = s.pool.removeFirst()
            } else {
                s.pool.swapAt(Int(pick), s.pool.count - 1)
                job = s.pool.removeLast()
                if pct, !s.poolPriority.isEmpty {
                    s.poolPriority.swapAt(Int(pick), s.poolPriority.count - 1)
                    s.poolPriority.removeLast()
                }
            }
            let nanos = s.now.components.seconds &* 1_000_000_000 &+ s.now.components.attoseconds / 1_000_000_000
            var decision = Decision(
                step: steps, ready: count, pick: pick, virtualNanoseconds: UInt64(truncatingIfNeeded: nanos),
                priority: job.priority.rawValue)
            if tracksNames {
                decision.task = Self.taskID(job) ?? 0
                decision.kind = ExecutorJob(job).kind.rawValue
                decision.lane = lane
            }
            return .run(job, lane, decision)
        }
    }

    // MARK: Names (`--trace` only)

    /// Names the task running now, for `--trace`: every decision that ran one of its jobs shows this name, and a
    /// task that it creates (one first enqueued while it ran) shows it too, followed by ` › child` (or
    /// ` › sleeper` when that task waited on the virtual ``sleep(for:)``, as the SDK's deadline sleeper does).
    /// Call it first thing in the task's body, from any isolation, e.g.
    /// `executor.nameCurrentTask("flow \(spec.index) \(spec.kind.rawValue)/\(spec.plan): start")`; a later call in
    /// the same task renames it, for every line (names are looked up when the trace is printed).
    ///
    /// It never changes the schedule: no job, no suspension, no random draw; the name is not hashed. Without
    /// `--trace` (``tracksNames`` false) it returns at once and the name is not even built. Outside a task, or
    /// off the run loop's thread, it does nothing.
    func nameCurrentTask(_ name: @autoclosure () -> String) {
        guard tracksNames, onLoopThread, let task = Self.currentTaskID() ?? (runningTask == 0 ? nil : runningTask)
        else { return }
        taskNames[task] = name()
    }

    /// The name `--trace` shows for task `id`: its own, else its nearest named creator's with ` › child` (or
    /// ` › sleeper`), else `unnamed` (or `sleeper`).
    func taskName(_ id: UInt64) -> String {
        if let name = taskNames[id] { return name }
        let role = sleepingTasks.contains(id) ? "sleeper" : "child"
        var creator = taskCreators[id] ?? 0
        for _ in 0..<256 where creator != 0 {
            if let name = taskNames[creator] { return "\(name) › \(role)" }
            creator = taskCreators[creator] ?? 0
        }
        return role == "sleeper" ? "sleeper" : "unnamed"
    }

    /// One `--trace` line: `step: picked/ready @ virtual s, priority, lane, what ran` (the lane `main` is the
    /// main actor's).
    func describe(_ d: Decision) -> String {
        let seconds = d.virtualNanoseconds / 1_000_000_000
        let fraction = String(d.virtualNanoseconds % 1_000_000_000 / 1_000_000).leftPadded(to: 3)
        let head = "\(d.step): \(d.pick)/\(d.ready) @ \(seconds).\(fraction)s p\(d.priority)"
        guard tracksNames else { return head }
        let what: String
        if d.task != 0 {
            what = "task \(d.task) resumes — \(taskName(d.task))"
        } else {
            let job =
                switch d.kind {
                case 192...194: "run job of \(Self.typeName(d.actorType).map { "actor \($0)" } ?? "an actor")"
                case 195: "continuation job"
                case 196: "isolated deinit\(Self.typeName(d.actorType).map { " of \($0)" } ?? "")"
                default: "job of kind \(d.kind)"
                }
            what = d.inner == 0 ? job : "\(job), ran task \(d.inner) — \(taskName(d.inner))"
        }
        return "\(head) \(d.lane == .main ? "main" : "pool") \(what)"
    }

    /// The task whose code runs now (0 is none): the runtime's current task, which inside an actor's run job is
    /// the task the actor runs.
    private static func currentTaskID() -> UInt64? {
        guard let task = _simCurrentTask() else { return nil }
        let id = _simJobTaskID(unsafeBitCast(task, to: UnownedJob.self))  // An `AsyncTask` is a job.
        return id == 0 ? nil : id
    }

    /// Notes, for names only, who enqueued `job` (a task first seen here was created by the task running now) and,
    /// in a job that is no task, which task and which actor run inside it.
    private func noteEnqueue(_ job: UnownedJob) {
        let current = Self.currentTaskID() ?? 0
        let creator = current != 0 ? current : runningTask
        let id = Self.taskID(job) ?? 0
        if id != 0, taskCreators[id] == nil { taskCreators[id] = creator == id ? 0 : creator }
        guard runningLane != nil, !runningIsTask else { return }
        if runningInner == 0 { runningInner = current != 0 ? current : id }
        if runningActorType == 0 { runningActorType = currentActorType() }
    }

    /// The type metadata of the actor whose code runs now (0: none, the generic executor, or the main actor's).
    private func currentActorType() -> UInt {
        guard let currentExecutor = _simCurrentExecutor else { return 0 }
        let (identity, _) = currentExecutor()
        guard let identity, identity != UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) else { return 0 }
        return identity.load(as: UInt.self)  // A heap object's first word: its type metadata.
    }

    /// A job that is no task ended: what it ran goes into its decision (the last one recorded).
    private func noteJobEnded() {
        defer { (runningTask, runningIsTask, runningInner, runningActorType) = (0, true, 0, 0) }
        guard !runningIsTask, runningInner != 0 || runningActorType != 0 else { return }
        let step = steps - 1
        if recent.last?.step == step {
            recent[recent.count - 1].inner = runningInner
            recent[recent.count - 1].actorType = runningActorType
        }
        if aroundViolation.last?.step == step {
            aroundViolation[aroundViolation.count - 1].inner = runningInner
            aroundViolation[aroundViolation.count - 1].actorType = runningActorType
        }
    }

    private static func typeName(_ metadata: UInt) -> String? {
        guard let pointer = UnsafeRawPointer(bitPattern: metadata) else { return nil }
        return _typeName(unsafeBitCast(pointer, to: Any.Type.self), qualified: false)
    }

    // MARK: PCT

    /// The task id of a job (what `UnownedJob.description` prints), or `nil` for a job that is no task (an
    /// actor's run job). Ids are handed out in creation order, so on one thread they are a function of the seed.
    private static func taskID(_ job: UnownedJob) -> UInt64? {
        let id = _simJobTaskID(job)
        return id == 0 ? nil : id
    }

    /// A job's PCT priority, drawn when it is enqueued: its task's, drawn when the task is first seen (above every
    /// lowered priority). A job that is no task gets a fresh draw each time it is ready. 0 for other schedulers.
    private func priorityOnEnqueue(_ job: UnownedJob) -> UInt64 {
        guard case .pct = scheduler else { return 0 }
        guard let id = Self.taskID(job) else { return 1 << 32 | (nextRandom() >> 32) }
        if let priority = pctPriorities[id] { return priority }
        let priority = 1 << 32 | (nextRandom() >> 32)
        pctPriorities[id] = priority
        return priority
    }

    /// The highest-priority candidate (ties go to the lower index), and the change point: when this step is one,
    /// the picked task drops below every initial priority.
    private func pctPick(_ s: inout State) -> UInt64 {
        var picked = s.pool.count
        var best: UInt64 = s.mainPriority.first ?? 0
        if s.main.isEmpty { (picked, best) = (0, s.poolPriority.first ?? 0) }
        for (index, priority) in s.poolPriority.enumerated()
        where priority > best || (priority == best && index < picked) {
            (picked, best) = (index, priority)
        }
        while let point = pctChangePoints.first, point <= steps + 1 {
            pctChangePoints.removeFirst()
            pctLowered += 1
            let job = picked < s.pool.count ? s.pool[picked] : s.main[0]
            // Lowered priorities are below every initial one (which are ≥ 2^32), later change points lower still.
            if let id = Self.taskID(job) { pctPriorities[id] = (1 << 31) - pctLowered }
        }
        return UInt64(picked)
    }

    private func record(_ decision: Decision) {
        steps += 1
        if violationStep != nil, aroundViolation.count < recentLimit + afterViolation,
            aroundViolation.last.map({ $0.step < decision.step }) ?? true
        {
            aroundViolation.append(decision)
        }
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

/// The runtime's task id of a job (0 for a job that is no task): what `UnownedJob.description` shows, without
/// making a string. A runtime entry point, like the SPI above: if it goes away, linking fails loudly.
@_silgen_name("swift_task_getJobTaskId")
private func _simJobTaskID(_ job: UnownedJob) -> UInt64

/// The address of the task whose code runs on this thread now, if any. `--trace` only.
private func _simCurrentTask() -> UnsafeRawPointer? {
    // `UnsafeCurrentTask` is the task's reference and nothing else: its address is the `AsyncTask`'s.
    withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UnsafeRawPointer.self) } }
}

/// The runtime's `swift_task_getCurrentExecutor` (Swift calling convention; returns `SerialExecutorRef`: identity,
/// implementation — for a default actor the identity is the actor object), looked up once: the compiler reserves
/// its name. `nil` if this runtime has no such entry point (the trace then names no actor). `--trace` only.
private let _simCurrentExecutor: (@convention(thin) () -> (UnsafeRawPointer?, UInt))? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_task_getCurrentExecutor") else {
        return nil
    }
    return unsafeBitCast(symbol, to: (@convention(thin) () -> (UnsafeRawPointer?, UInt)).self)
}()

/// Installs `executor` as the main and the default executor. Call first thing in a synchronous `main`.
enum SimExecutors {
    /// Runs `body` on a new thread (64 MiB of stack) and waits for it. The run loop runs there, not on the
    /// process's main thread, so `Thread.isMainThread` is false in every job: code that asks it (the facade's
    /// `MainActorEntry`) sees a background caller, as a background task would on a device, instead of a single
    /// thread that is "main" for every task.
    static func runOnLoopThread(_ body: @escaping () -> Void) {
        final class Box {
            let body: () -> Void
            init(_ body: @escaping () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 64 << 20)
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let created = pthread_create(
            &thread, &attributes,
            { pointer in
                let box = Unmanaged<AnyObject>.fromOpaque(pointer!).takeRetainedValue() as! Box
                box.body()
                return nil
            }, box)
        precondition(created == 0, "yuno-sim: cannot start the run loop's thread (\(created))")
        pthread_join(thread, nil)
        pthread_attr_destroy(&attributes)
    }

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
