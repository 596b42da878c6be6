// finnish27-cli subcommands. Each takes its own arguments (after the subcommand name) and
// returns the process exit code: 0 success, 1 a failed check, 2 bad usage or input.
#pragma once

#include <QStringList>

namespace f27::cli {

int runPlay(const QStringList& args);
int runVerify(const QStringList& args);
int runRules(const QStringList& args);
int runReplay(const QStringList& args);
int runAnalyze(const QStringList& args);
int runBench(const QStringList& args);
int runBenchSignature(); // bench --signature (cmd_bench_signature.cpp)
int runChart(const QStringList& args);
int runHint(const QStringList& args);
int runSimulate(const QStringList& args);
int runSeven27(const QStringList& args);
int runDeal(const QStringList& args);     // the dealer school's procedure mode (cmd_deal.cpp)
int runDrill(const QStringList& args);    // the dealer school's drills (cmd_drill.cpp)
int runPractice(const QStringList& args); // the strategy school's drill (cmd_practice.cpp)
int runHistory(const QStringList& args); // the history: recall, what-if, progress (cmd_history.cpp)
int runHistoryBench(const QStringList& args); // history bench (cmd_history_bench.cpp)
int runTheme(const QStringList& args);        // card themes: theme check (cmd_theme.cpp)

} // namespace f27::cli
