// Counts the Swift concurrency runtime's executor jobs, tasks and actor hops, and times every main-executor job,
// from outside the SDK (issue 39). Linux only, in the yuno-bench-report executable only:
//
// - Global-executor jobs: swift_task_enqueueGlobal_hook (and its delay/deadline variants), which the runtime calls
//   for every job it enqueues on the global pool; the job's kind byte (offset 0x20 of a Job) tells a task from a
//   default actor's processing job.
// - Main-executor jobs: in Swift 6.2+ on Linux the main actor's executor is a `DispatchMainExecutor`, whose enqueue
//   goes straight to dispatch (swift_task_enqueueMainExecutor_hook is no longer called for it). Its jobs reach
//   `dispatch_async_f(&_dispatch_main_q, job, <runner in libswift_Concurrency>)`, so this file defines
//   `dispatch_async_f`: the executable's definition interposes the one libswift_Concurrency.so calls through its PLT.
//   A main-queue call whose work function lies in libswift_Concurrency is wrapped in a record that timestamps the
//   enqueue, and is enqueued as a trampoline that timestamps its start and end around the runtime's own runner;
//   every other call is forwarded untouched.
// - Tasks created: `swift_task_create`, defined here, which the executable's Swift code calls for `Task {}`,
//   `Task.detached` and `addTask` (async let starts its task inside the runtime and is not seen; the SDK has none).
// - Actor hops: `swift_task_switch`, defined here (swiftasync convention, forwarded with a tail call), which compiled
//   code calls for every hop_to_executor; a hop is a call whose target executor differs from the task's current one
//   (onto an actor, the main actor, or the generic executor; run inline on the same thread or enqueued). With Swift
//   6.3, `await MainActor.run {}` from an actor is three: to the generic executor (`run` is nonisolated), to the main
//   actor, back to the actor.
//
// Each interposed function forwards to the next definition (dlsym(RTLD_NEXT)); uninstalled, it costs a relaxed
// load and an indirect call.
#define _GNU_SOURCE  // dladdr, RTLD_NEXT
#include "CExecutorProbe.h"

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Job Job;
typedef struct {
    void *identity;
    uintptr_t implementation;
} SerialExecutorRef;
typedef struct {
    void *task;
    void *context;
} AsyncTaskAndContext;
struct AsyncContext;

#define SWIFTCC __attribute__((swiftcall))
#define SWIFTASYNCCC __attribute__((swiftasynccall))
#define ASYNC_CONTEXT __attribute__((swift_async_context))

// The hook types of swift/Runtime/ConcurrencyHooks.def: the hooked call's arguments, then the original.
typedef SWIFTCC void (*enqueue_original)(Job *);
typedef SWIFTCC void (*enqueue_hook)(Job *, enqueue_original);
typedef SWIFTCC void (*delay_original)(unsigned long long, Job *);
typedef SWIFTCC void (*delay_hook)(unsigned long long, Job *, delay_original);
typedef SWIFTCC void (*deadline_original)(long long, long long, long long, long long, int, Job *);
typedef SWIFTCC void (*deadline_hook)(long long, long long, long long, long long, int, Job *, deadline_original);

extern enqueue_hook swift_task_enqueueGlobal_hook;
extern delay_hook swift_task_enqueueGlobalWithDelay_hook;
extern deadline_hook swift_task_enqueueGlobalWithDeadline_hook;
extern SWIFTCC SerialExecutorRef swift_task_getCurrentExecutor(void);

struct dispatch_queue_s;
extern struct dispatch_queue_s _dispatch_main_q;  // dispatch_get_main_queue()
typedef void (*dispatch_function)(void *);
typedef void (*dispatch_async_f_fn)(struct dispatch_queue_s *, void *, dispatch_function);
typedef SWIFTCC AsyncTaskAndContext (*task_create_fn)(size_t, void *, const void *, void *, void *);
typedef SWIFTASYNCCC void (*continuation_fn)(struct AsyncContext *ASYNC_CONTEXT);
typedef SWIFTASYNCCC void (*task_switch_fn)(struct AsyncContext *ASYNC_CONTEXT, continuation_fn, void *, uintptr_t);

static _Atomic int installed;
static _Atomic uint64_t global_enqueues, global_task_jobs, global_actor_jobs, delayed_enqueues, main_enqueues,
    main_started, main_finished, main_run_nanos, main_cpu_nanos, main_longest_run, main_longest_run_cpu,
    main_longest_cpu, main_longest_wait, tasks_created, switches, hops;
static _Atomic uint32_t main_running;
static uint64_t recent_jobs[YUNO_PROBE_RECENT_JOBS][2];  // wall, CPU; written by the main thread only
static _Atomic(dispatch_function) runtime_job_runner;
static _Atomic(dispatch_async_f_fn) next_dispatch_async_f;
static _Atomic(task_create_fn) next_task_create;
static _Atomic(task_switch_fn) next_task_switch;

static void resolve_next(void) {
    atomic_store(&next_dispatch_async_f, (dispatch_async_f_fn)dlsym(RTLD_NEXT, "dispatch_async_f"));
    atomic_store(&next_task_create, (task_create_fn)dlsym(RTLD_NEXT, "swift_task_create"));
    atomic_store(&next_task_switch, (task_switch_fn)dlsym(RTLD_NEXT, "swift_task_switch"));
}

__attribute__((constructor)) static void probe_load(void) { resolve_next(); }

static uint64_t nanos(clockid_t clock) {
    struct timespec time;
    clock_gettime(clock, &time);
    return (uint64_t)time.tv_sec * 1000000000u + (uint64_t)time.tv_nsec;
}

static uint64_t now_nanos(void) { return nanos(CLOCK_MONOTONIC); }

static void count(_Atomic uint64_t *counter) { atomic_fetch_add_explicit(counter, 1, memory_order_relaxed); }

static void raise_to(_Atomic uint64_t *slot, uint64_t value) {
    uint64_t seen = atomic_load_explicit(slot, memory_order_relaxed);
    while (value > seen
           && !atomic_compare_exchange_weak_explicit(slot, &seen, value, memory_order_relaxed, memory_order_relaxed)) {
    }
}

// MARK: Global executor

static SWIFTCC void on_global(Job *job, enqueue_original original) {
    count(&global_enqueues);
    unsigned kind = ((const unsigned char *)job)[0x20];  // JobFlags' kind byte (swift/ABI/MetadataValues.h)
    if (kind == 0) count(&global_task_jobs);
    else if (kind >= 192 && kind <= 194) count(&global_actor_jobs);  // DefaultActorInline/Separate/Override
    original(job);
}

static SWIFTCC void on_delay(unsigned long long delay, Job *job, delay_original original) {
    count(&delayed_enqueues);
    original(delay, job);
}

static SWIFTCC void on_deadline(long long seconds, long long nanoseconds, long long toleranceSeconds,
                                long long toleranceNanoseconds, int clock, Job *job, deadline_original original) {
    count(&delayed_enqueues);
    original(seconds, nanoseconds, toleranceSeconds, toleranceNanoseconds, clock, job);
}

// MARK: Main executor

typedef struct {
    dispatch_function work;
    void *job;
    uint64_t enqueued;
} main_record;

static void run_main_job(void *context) {
    main_record *record = context;
    dispatch_function work = record->work;
    void *job = record->job;
    // The CPU clock (a system call) is read outside the wall clock's reads (vDSO), so the wall time holds little of
    // the probe's own cost.
    uint64_t cpu_start = nanos(CLOCK_THREAD_CPUTIME_ID);
    uint64_t start = now_nanos();
    raise_to(&main_longest_wait, start - record->enqueued);
    free(record);
    atomic_store_explicit(&main_running, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&main_started, 1, memory_order_acq_rel);
    work(job);
    uint64_t run = now_nanos() - start;
    uint64_t cpu = nanos(CLOCK_THREAD_CPUTIME_ID) - cpu_start;
    uint64_t slot = atomic_load_explicit(&main_finished, memory_order_relaxed) % YUNO_PROBE_RECENT_JOBS;
    recent_jobs[slot][0] = run;
    recent_jobs[slot][1] = cpu;
    atomic_fetch_add_explicit(&main_run_nanos, run, memory_order_relaxed);
    atomic_fetch_add_explicit(&main_cpu_nanos, cpu, memory_order_relaxed);
    // Only the main thread runs this, so the longest job's wall and CPU are written together.
    if (run > atomic_load_explicit(&main_longest_run, memory_order_relaxed)) {
        atomic_store_explicit(&main_longest_run, run, memory_order_relaxed);
        atomic_store_explicit(&main_longest_run_cpu, cpu, memory_order_relaxed);
    }
    raise_to(&main_longest_cpu, cpu);
    atomic_store_explicit(&main_running, 0, memory_order_relaxed);
    atomic_fetch_add_explicit(&main_finished, 1, memory_order_release);
}

/// Whether `work` is the concurrency runtime's job runner (the first main-queue work function found to lie in
/// libswift_Concurrency is remembered).
static int is_runtime_job_runner(dispatch_function work) {
    dispatch_function known = atomic_load_explicit(&runtime_job_runner, memory_order_relaxed);
    if (known) return work == known;
    Dl_info info;
    if (dladdr((void *)work, &info) && info.dli_fname && strstr(info.dli_fname, "libswift_Concurrency")) {
        atomic_store_explicit(&runtime_job_runner, work, memory_order_relaxed);
        return 1;
    }
    return 0;
}

void dispatch_async_f(struct dispatch_queue_s *queue, void *context, dispatch_function work) {
    dispatch_async_f_fn next = atomic_load_explicit(&next_dispatch_async_f, memory_order_relaxed);
    if (!next) {
        resolve_next();
        next = atomic_load(&next_dispatch_async_f);
    }
    if (queue == &_dispatch_main_q && atomic_load_explicit(&installed, memory_order_relaxed)
        && is_runtime_job_runner(work)) {
        main_record *record = malloc(sizeof *record);
        if (record) {
            record->work = work;
            record->job = context;
            record->enqueued = now_nanos();
            count(&main_enqueues);
            next(queue, record, run_main_job);
            return;
        }
    }
    next(queue, context, work);
}

// MARK: Tasks and hops

SWIFTCC AsyncTaskAndContext swift_task_create(size_t flags, void *options, const void *futureResultType,
                                              void *closureEntry, void *closureContext) {
    task_create_fn next = atomic_load_explicit(&next_task_create, memory_order_relaxed);
    if (!next) {
        resolve_next();
        next = atomic_load(&next_task_create);
    }
    if (atomic_load_explicit(&installed, memory_order_relaxed)) count(&tasks_created);
    return next(flags, options, futureResultType, closureEntry, closureContext);
}

SWIFTASYNCCC void swift_task_switch(struct AsyncContext *ASYNC_CONTEXT context, continuation_fn resume,
                                    void *identity, uintptr_t implementation) {
    task_switch_fn next = atomic_load_explicit(&next_task_switch, memory_order_relaxed);
    if (!next) {
        resolve_next();
        next = atomic_load(&next_task_switch);
    }
    if (atomic_load_explicit(&installed, memory_order_relaxed)) {
        count(&switches);
        SerialExecutorRef current = swift_task_getCurrentExecutor();
        if (current.identity != identity || current.implementation != implementation) count(&hops);
    }
    __attribute__((musttail)) return next(context, resume, identity, implementation);
}

// MARK: Control

int yuno_probe_install(void) {
    if (!atomic_load(&next_dispatch_async_f) || !atomic_load(&next_task_create) || !atomic_load(&next_task_switch))
        return 0;
    swift_task_enqueueGlobal_hook = on_global;
    swift_task_enqueueGlobalWithDelay_hook = on_delay;
    swift_task_enqueueGlobalWithDeadline_hook = on_deadline;
    atomic_store(&installed, 1);
    return 1;
}

void yuno_probe_uninstall(void) {
    atomic_store(&installed, 0);
    swift_task_enqueueGlobal_hook = NULL;
    swift_task_enqueueGlobalWithDelay_hook = NULL;
    swift_task_enqueueGlobalWithDeadline_hook = NULL;
}

void yuno_probe_read(yuno_probe_counts *out) {
    // Finished before started before enqueued: a reader never sees more finished than enqueued.
    out->mainFinished = atomic_load(&main_finished);
    out->mainStarted = atomic_load(&main_started);
    out->mainEnqueues = atomic_load(&main_enqueues);
    out->mainRunning = atomic_load(&main_running);
    out->globalEnqueues = atomic_load(&global_enqueues);
    out->globalTaskJobs = atomic_load(&global_task_jobs);
    out->globalActorJobs = atomic_load(&global_actor_jobs);
    out->delayedEnqueues = atomic_load(&delayed_enqueues);
    out->mainRunNanos = atomic_load(&main_run_nanos);
    out->mainCPUNanos = atomic_load(&main_cpu_nanos);
    out->mainLongestRunNanos = atomic_load(&main_longest_run);
    out->mainLongestRunCPUNanos = atomic_load(&main_longest_run_cpu);
    out->mainLongestCPUNanos = atomic_load(&main_longest_cpu);
    out->mainLongestWaitNanos = atomic_load(&main_longest_wait);
    out->tasksCreated = atomic_load(&tasks_created);
    out->switches = atomic_load(&switches);
    out->hops = atomic_load(&hops);
}

void yuno_probe_recent_job(uint64_t index, uint64_t *wall, uint64_t *cpu) {
    *wall = recent_jobs[index % YUNO_PROBE_RECENT_JOBS][0];
    *cpu = recent_jobs[index % YUNO_PROBE_RECENT_JOBS][1];
}

void yuno_probe_reset_longest(void) {
    atomic_store(&main_longest_run, 0);
    atomic_store(&main_longest_run_cpu, 0);
    atomic_store(&main_longest_cpu, 0);
    atomic_store(&main_longest_wait, 0);
}

#else

int yuno_probe_install(void) { return 0; }
void yuno_probe_uninstall(void) {}
void yuno_probe_read(yuno_probe_counts *out) { *out = (yuno_probe_counts){0}; }
void yuno_probe_recent_job(uint64_t index, uint64_t *wall, uint64_t *cpu) {
    *wall = recent_jobs[index % YUNO_PROBE_RECENT_JOBS][0];
    *cpu = recent_jobs[index % YUNO_PROBE_RECENT_JOBS][1];
}

void yuno_probe_reset_longest(void) {}
void yuno_probe_recent_job(uint64_t index, uint64_t *wall, uint64_t *cpu) {
    (void)index;
    *wall = 0;
    *cpu = 0;
}

#endif
