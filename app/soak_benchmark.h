// `finnish27 --soak-benchmark ROUNDS` (docs/performance.md, "Memory at the table"): plays
// ROUNDS rounds at the real table with hints on — every decision valued by the hint engine, as
// a student plays — with a rule editor open on changed rules (its house edge computed), and
// prints the resident memory every 100 rounds and at the end, then exits.
#pragma once

class QQuickWindow;
class TableController;

void startSoakBenchmark(QQuickWindow* window, TableController* table, int rounds);
// The process's resident memory now (VmRSS), in MiB; -1 where it cannot be read.
double residentMiB();
