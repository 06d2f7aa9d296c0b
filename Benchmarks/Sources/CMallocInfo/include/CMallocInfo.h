#ifndef CMALLOCINFO_H
#define CMALLOCINFO_H
#include <stddef.h>

/// Bytes currently allocated through malloc (glibc mallinfo2().uordblks); 0 where glibc is not the allocator.
size_t yuno_bench_malloc_in_use(void);
/// Free bytes malloc holds in its arenas without returning them to the system (glibc mallinfo2().fordblks).
size_t yuno_bench_malloc_free_held(void);
/// Returns what malloc can of its free memory to the system (glibc malloc_trim(0)); a no-op elsewhere.
void yuno_bench_malloc_trim(void);

#endif
