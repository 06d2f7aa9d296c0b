#include "CMallocInfo.h"
#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
size_t yuno_bench_malloc_in_use(void) { return mallinfo2().uordblks; }
#else
size_t yuno_bench_malloc_in_use(void) { return 0; }
#endif
