#ifndef CEXECUTORPROBE_H
#define CEXECUTORPROBE_H
#include <stdint.h>

/// What the probe has counted since the process started (it counts only while installed). Every field only grows,
/// except `mainRunning` and the two longest figures (reset by yuno_probe_reset_longest).
typedef struct {
    /// Jobs enqueued on the global executor (swift_task_enqueueGlobal_hook), of which `globalTaskJobs` were tasks
    /// (job kind 0) and `globalActorJobs` a default actor's processing job (kinds 192-194).
    uint64_t globalEnqueues;
    uint64_t globalTaskJobs;
    uint64_t globalActorJobs;
    /// Jobs enqueued on the global executor with a delay or deadline (a `Task.sleep`).
    uint64_t delayedEnqueues;
    /// Jobs the concurrency runtime enqueued on the main executor (dispatch's main queue), and how many of them
    /// have started and finished running.
    uint64_t mainEnqueues;
    uint64_t mainStarted;
    uint64_t mainFinished;
    /// Wall nanoseconds spent running main-executor jobs, in total and the longest one (with that job's CPU time).
    uint64_t mainRunNanos;
    uint64_t mainLongestRunNanos;
    uint64_t mainLongestRunCPUNanos;
    /// The main thread's CPU nanoseconds in main-executor jobs (CLOCK_THREAD_CPUTIME_ID), in total and the most one
    /// job took: the job's own work, without the time the thread was preempted.
    uint64_t mainCPUNanos;
    uint64_t mainLongestCPUNanos;
    /// The longest a main-executor job waited, from its enqueue to its start.
    uint64_t mainLongestWaitNanos;
    /// Tasks created (swift_task_create called by the executable's code).
    uint64_t tasksCreated;
    /// swift_task_switch calls by the executable's code (every `await` that may change isolation), and those whose
    /// target executor differed from the task's current one: the actor hops.
    uint64_t switches;
    uint64_t hops;
    /// 1 while a main-executor job runs.
    uint32_t mainRunning;
} yuno_probe_counts;

/// Starts counting: installs the global-executor hooks and turns the interposed entry points on. 0 where the probe
/// cannot work (not Linux, or the runtime's symbols were not found), 1 otherwise.
int yuno_probe_install(void);
/// Stops counting (the hooks are removed; jobs already wrapped still finish their timing).
void yuno_probe_uninstall(void);
/// The counts now.
void yuno_probe_read(yuno_probe_counts *out);
/// How many of the last main-executor jobs yuno_probe_recent_job keeps.
#define YUNO_PROBE_RECENT_JOBS 64
/// The wall and CPU nanoseconds of finished main job number `index` (counted from 0 by mainFinished), while it is
/// among the last YUNO_PROBE_RECENT_JOBS.
void yuno_probe_recent_job(uint64_t index, uint64_t *wall, uint64_t *cpu);
/// Resets the longest main-job run and wait.
void yuno_probe_reset_longest(void);

#endif
