// How the process's heap returns memory (called once at the start of main by the CLI and the
// application).
//
// The exact analysis allocates large short-lived blocks (a solver's node table and dealer caches,
// up to hundreds of MiB, freed when a hint or a dealer view is done). glibc serves blocks above
// a threshold with mmap and returns them at free, but raises that threshold to the size of every
// such block freed (up to 32 MiB): later blocks of that size then come from the heap, whose
// free space fragments and is not returned. A chart derivation, which values tens of thousands
// of states one after another, grew by ~30 MB/s that way without holding more data (measured:
// heaptrack's live heap 240 MiB while the resident set kept growing; with a fixed threshold
// it grew ~1 MB/s). A fixed threshold keeps the large blocks mmapped and returned.
#pragma once

namespace f27 {

// Fixes the mmap threshold at 1 MiB where the C library has one (glibc); no-op elsewhere.
void returnLargeBlocksToTheSystem();

} // namespace f27
