#include "CMallocInfo.h"
#if defined(__linux__)
#include <malloc.h>
#endif
#if defined(__GLIBC__)
size_t yuno_bench_malloc_in_use(void) { return mallinfo2().uordblks; }
#else
size_t yuno_bench_malloc_in_use(void) { return 0; }
#endif
