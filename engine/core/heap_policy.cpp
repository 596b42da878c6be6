#include "core/heap_policy.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace f27 {

void returnLargeBlocksToTheSystem() {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

} // namespace f27
