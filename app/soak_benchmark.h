// `finnish27 --soak-benchmark ROUNDS` (docs/performance.md, "Memory at the table"): plays
// ROUNDS rounds at the real table with hints on — every decision valued by the hint engine, as
// a student plays — with the rule editor page open on changed rules (its house edge computed),
// and prints the resident memory every 100 rounds and at the end, then exits.
#pragma once

class QQuickWindow;
class TableController;

void startSoakBenchmark(QQuickWindow* window, TableController* table, int rounds);
// One round with the current wager, played as the dealer-mimic player plays (RULES.md's dealer
// rule as a strategy); with hints on, each decision is valued by the hint engine first.
void playDealerMimicRound(TableController* table);
// The process's resident memory now (VmRSS), in MiB; -1 where it cannot be read.
double residentMiB();
