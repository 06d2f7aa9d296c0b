import CExecutorProbe

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The concurrency runtime's counts, read from the probe (`CExecutorProbe`): executor jobs, tasks created, actor
/// hops, and the main executor's jobs with their run time. Subtract two readings for what happened between them.
struct ProbeCounts: Sendable {
    /// Jobs enqueued on the global executor: all, tasks, default actors' processing jobs, delayed (`Task.sleep`).
    var globalJobs = 0
    var globalTaskJobs = 0
    var globalActorJobs = 0
    var delayedJobs = 0
    /// Main-executor jobs enqueued, started and finished.
    var mainEnqueued = 0
    var mainStarted = 0
    var mainFinished = 0
    /// Wall nanoseconds the main executor's jobs ran, and the main thread's CPU nanoseconds in them.
    var mainNanos = 0
    var mainCPUNanos = 0
    /// The longest main job's run, and the longest a main job waited from its enqueue to its start, since the last
    /// ``ExecutorProbe/resetLongest()`` (not differences: a reading's own).
    var longestMainJobNanos = 0
    var longestMainWaitNanos = 0
    /// The CPU time of the longest main job (by wall), and the most CPU one main job took.
    var longestMainJobCPUNanos = 0
    var mostMainJobCPUNanos = 0
    var tasksCreated = 0
    /// `swift_task_switch` calls by compiled code, and those that changed the task's executor (actor hops).
    var switches = 0
    var hops = 0
    /// Whether a main job ran at the reading.
    var mainRunning = false

    /// The counts now.
    static func now() -> ProbeCounts {
        var raw = yuno_probe_counts()
        yuno_probe_read(&raw)
        return ProbeCounts(
            globalJobs: Int(raw.globalEnqueues), globalTaskJobs: Int(raw.globalTaskJobs),
            globalActorJobs: Int(raw.globalActorJobs), delayedJobs: Int(raw.delayedEnqueues),
            mainEnqueued: Int(raw.mainEnqueues), mainStarted: Int(raw.mainStarted),
            mainFinished: Int(raw.mainFinished), mainNanos: Int(raw.mainRunNanos), mainCPUNanos: Int(raw.mainCPUNanos),
            longestMainJobNanos: Int(raw.mainLongestRunNanos), longestMainWaitNanos: Int(raw.mainLongestWaitNanos),
            longestMainJobCPUNanos: Int(raw.mainLongestRunCPUNanos), mostMainJobCPUNanos: Int(raw.mainLongestCPUNanos),
            tasksCreated: Int(raw.tasksCreated), switches: Int(raw.switches), hops: Int(raw.hops),
            mainRunning: raw.mainRunning != 0)
    }

    /// What happened from `earlier` to `self`; the longest figures are `self`'s.
    func since(_ earlier: ProbeCounts) -> ProbeCounts {
        ProbeCounts(
            globalJobs: globalJobs - earlier.globalJobs, globalTaskJobs: globalTaskJobs - earlier.globalTaskJobs,
            globalActorJobs: globalActorJobs - earlier.globalActorJobs, delayedJobs: delayedJobs - earlier.delayedJobs,
            mainEnqueued: mainEnqueued - earlier.mainEnqueued, mainStarted: mainStarted - earlier.mainStarted,
            mainFinished: mainFinished - earlier.mainFinished, mainNanos: mainNanos - earlier.mainNanos,
            mainCPUNanos: mainCPUNanos - earlier.mainCPUNanos, longestMainJobNanos: longestMainJobNanos,
            longestMainWaitNanos: longestMainWaitNanos, longestMainJobCPUNanos: longestMainJobCPUNanos,
            mostMainJobCPUNanos: mostMainJobCPUNanos,
            tasksCreated: tasksCreated - earlier.tasksCreated, switches: switches - earlier.switches,
            hops: hops - earlier.hops, mainRunning: mainRunning)
    }
}

/// Turns the probe on and off (it counts nothing while off).
enum ExecutorProbe {
    /// Starts counting; false where the probe cannot work (not Linux).
    static func install() -> Bool { yuno_probe_install() != 0 }

    /// Stops counting.
    static func uninstall() { yuno_probe_uninstall() }

    /// The wall and CPU nanoseconds of the main jobs finished from `earlier` to `later` (at most the last 64).
    static func mainJobs(from earlier: ProbeCounts, to later: ProbeCounts) -> [(wall: Int, cpu: Int)] {
        (max(earlier.mainFinished, later.mainFinished - Int(YUNO_PROBE_RECENT_JOBS))..<later.mainFinished).map {
            var wall: UInt64 = 0
            var cpu: UInt64 = 0
            yuno_probe_recent_job(UInt64($0), &wall, &cpu)
            return (Int(wall), Int(cpu))
        }
    }

    /// Resets the longest main job and the longest main wait.
    static func resetLongest() { yuno_probe_reset_longest() }

    /// Spins (off the main thread) until every main job enqueued so far has finished, so that a reading after it
    /// holds the whole run of each: a job's end is recorded after it resumed whatever waited for it.
    static func waitForMainIdle() {
        var spins = 0
        while true {
            let counts = ProbeCounts.now()
            if counts.mainFinished >= counts.mainEnqueued { return }
            spins += 1
            if spins < 1_000 { sched_yield() } else { usleep(20) }
        }
    }
}
