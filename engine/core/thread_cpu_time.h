// The CPU time of the calling thread: the benchmarks' clock, so that other processes on a
// loaded machine do not inflate the times measured.
#pragma once

#include <ctime>

namespace f27 {

// In milliseconds, from an arbitrary origin (POSIX CLOCK_THREAD_CPUTIME_ID).
inline double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) * 1e-6;
}

} // namespace f27
