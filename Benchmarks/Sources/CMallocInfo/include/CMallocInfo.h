#ifndef CMALLOCINFO_H
#define CMALLOCINFO_H
#include <stddef.h>

/// Bytes currently allocated through malloc (glibc mallinfo2().uordblks); 0 where glibc is not the allocator.
size_t yuno_bench_malloc_in_use(void);

#endif
