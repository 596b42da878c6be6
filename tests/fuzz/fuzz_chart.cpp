// Basic-strategy charts (engine/strategy/strategy_chart.h) from any bytes. Properties:
//  - reading never crashes, whatever the text;
//  - an accepted chart round-trips: written and read again it is equal, and its text is a
//    fixed point of writing;
//  - a chart read from a file plays any rules (finnish27-cli simulate --chart): at every
//    decision of a round of each preset its action is one of the round's legal actions.
#include "fuzz_check.h"
#include "fuzz_presets.h"

#include "round/table.h"
#include "rules/rule_set_json.h"
#include "strategy/strategy_chart.h"

#include <QHash>

#include <optional>

using namespace f27;

namespace {

using fuzz::presets;

// A shuffle key from a seed: which shoe a round is dealt from.
ShuffleKey keyFrom(std::size_t seed) {
    ShuffleKey key;
    for (std::size_t i = 0; i < key.bytes.size(); ++i)
        key.bytes[i] = static_cast<std::uint8_t>(seed >> (8 * (i % sizeof seed)) ^ i);
    return key;
}

void playWith(const StrategyChart& chart, const RuleSet& rules, std::size_t seed) {
    Table table(rules, keyFrom(seed));
    table.setKeySource([seed] { return keyFrom(seed + 1); });
    RoundSetup setup;
    setup.seats.resize(3);
    auto started = table.startRound(setup);
    FUZZ_CHECK(started.ok(), "%s", started.error().c_str());
    Round round = std::move(started).value();
    // A preset's round takes a few dozen inputs; far more means it does not end.
    for (int step = 0; !round.isOver(); ++step) {
        FUZZ_CHECK(step < 10000, "a preset's round does not end");
        if (round.needsCard()) {
            const Status dealt = table.dealOne(round);
            FUZZ_CHECK(dealt.ok(), "%s", dealt.error().c_str());
            continue;
        }
        const Action action = chart.chooseAction(round);
        FUZZ_CHECK(round.isLegal(action), "the chart chose %s, which is not legal",
                   actionName(action));
        FUZZ_CHECK(round.apply(action).ok());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const Result<StrategyChart> chart = chartFromJson(json);
    if (!chart) return 0;

    const QByteArray text = chartToJson(*chart);
    const Result<StrategyChart> again = chartFromJson(text);
    FUZZ_CHECK(again.ok(), "the written chart is refused: %s", again ? "" : again.error().c_str());
    FUZZ_CHECK(*again == *chart, "written and read again, the chart differs");
    FUZZ_CHECK(chartToJson(*again) == text, "the chart's text changes when written again");

    const std::size_t seed = qHash(json);
    for (const RuleSet& rules : presets())
        playWith(*chart, rules, seed);
    return 0;
}
