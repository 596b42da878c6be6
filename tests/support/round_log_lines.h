// Round logs as compact lines, for tests that compare a whole log at once:
// "forced-play s0.0 hit t14 #0 T-4", "settlement s0.0 win $3/2 B-12". Each line holds the
// event type, seat.hand (or "d" for a dealer card), card, face, action, result, $amount,
// t<total>[s = soft], #<ref>, rule and reason. Also: stopping a scripted round at a decision.
#pragma once

#include "round_script.h"

#include <QStringList>

namespace f27::test {

QString line(const Event& e);
QStringList lines(const Round& r);
// The legal actions at this point, space-separated ("hit stand double").
QString legal(const Round& r);
int countOf(const Round& r, EventType t);
// Feeds the stacked cards and decisions and stops at the first point that needs an input not
// given (a card or a decision), so that the state there can be inspected. Every input given
// must be consumed.
Result<Round> playUntil(const RuleSet& rs, const RoundSetup& setup, const std::string& deal,
                        const std::string& decisions);
// QVERIFY2 evaluates its message even when the check passes: only read the error of a failure.
template <typename T> const char* why(const Result<T>& r) {
    return r ? "" : r.error().c_str();
}

} // namespace f27::test

// The macros expect the test file to define `rules()`, the rule set under test.
// Runs a complete scripted round (test::playScript) into `var` or fails the test.
#define PLAY(var, setup, deal, decisions)                                                          \
    auto var##Played = test::playScript(rules(), setup, deal, decisions);                          \
    QVERIFY2(var##Played, why(var##Played));                                                       \
    const Round& var = *var##Played

#define PLAY_UNTIL(var, setup, deal, decisions)                                                    \
    auto var##Played = playUntil(rules(), setup, deal, decisions);                                 \
    QVERIFY2(var##Played, why(var##Played));                                                       \
    Round& var = var##Played.value()

// The whole log, line by line; on a mismatch the actual log is printed in full.
#define COMPARE_LOG(round, ...)                                                                    \
    do {                                                                                           \
        const QStringList actual_ = lines(round);                                                  \
        const QStringList expected_{__VA_ARGS__};                                                  \
        if (actual_ != expected_)                                                                  \
            qWarning().noquote() << "actual log:\n" + actual_.join('\n') + "\n" +                  \
                                        test::transcript(round);                                   \
        QCOMPARE(actual_, expected_);                                                              \
    } while (false)
