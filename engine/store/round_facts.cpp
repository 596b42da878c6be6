#include "store/round_facts.h"

#include "round/replay.h"
#include "strategy/chart_cell.h"

namespace f27 {

RoundFacts roundFacts(const RuleSet& rules, const RoundSetup& setup,
                      const std::vector<Event>& events, int seat) {
    RoundFacts f;
    bool dealt = false;
    for (const Event& e : events) {
        if (e.type == EventType::RoundStart && e.seat == seat) f.wager = e.amount;
        if (e.type == EventType::RoundEnd && e.seat == seat) {
            f.net = e.amount;
            f.finished = true;
        }
        if (e.type == EventType::Reshuffle) {
            f.cardsFromLastShoe = 0;
            if (dealt) f.reshuffledMidRound = true;
        }
        if (e.type == EventType::Deal) {
            ++f.cardsFromLastShoe;
            dealt = true;
        }
    }
    auto started = Round::start(rules, setup);
    if (!started) {
        f.finished = false;
        return f;
    }
    Round r = std::move(started).value();
    for (size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        if (e.type == EventType::Decision && e.seat == seat)
            f.decisions.push_back({static_cast<int>(i), std::max(0, e.hand), e.action,
                                   decisionSituation(r), chartCell(r)});
        if (!feedInput(r, e)) {
            f.finished = false;
            return f;
        }
    }
    return f;
}

} // namespace f27
