// How the process's heap returns memory: large blocks mmapped and returned (called once at the
// start of main by the CLI and the application). Why: docs/performance.md, "Memory".
#pragma once

namespace f27 {

// Fixes the mmap threshold at 1 MiB where the C library has one (glibc); no-op elsewhere.
void returnLargeBlocksToTheSystem();

} // namespace f27
