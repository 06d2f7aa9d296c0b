#include "CMallocInfo.h"
#if defined(__linux__)
#include <malloc.h>
#endif
#if defined(__GLIBC__)
size_t yuno_bench_malloc_in_use(void) { return mallinfo2().uordblks; }
size_t yuno_bench_malloc_free_held(void) { return mallinfo2().fordblks; }
void yuno_bench_malloc_trim(void) { malloc_trim(0); }
#else
size_t yuno_bench_malloc_in_use(void) { return 0; }
size_t yuno_bench_malloc_free_held(void) { return 0; }
void yuno_bench_malloc_trim(void) {}
#endif
