#include "round/table.h"

namespace f27 {

Table::Table(RuleSet rules, int) : rules_(std::move(rules)), shoe_(rules_.shoe) {}

Table::Table(RuleSet rules) : Table(std::move(rules), 0) {
    shoe_.shuffle(keySource_());
}

Table::Table(RuleSet rules, const ShuffleKey& firstKey) : Table(std::move(rules), 0) {
    shoe_.shuffle(firstKey);
}

Table Table::stacked(RuleSet rules, std::vector<Card> order) {
    Table t(std::move(rules), 0);
    t.shoe_.stack(std::move(order));
    t.stacked_ = true;
    return t;
}

void Table::reshuffle(Round& round) {
    FinishedShoe done{shoe_.commitment(), shoe_.key().hex(), shoe_.dealt()};
    shoe_.shuffle(keySource_());
    round.noteReshuffle(shoe_.commitment(), done.key);
    finished_.push_back(std::move(done));
    reshuffleRequested_ = false;
}

Result<Round> Table::startRound(RoundSetup setup) {
    auto r = Round::start(rules_, std::move(setup));
    if (!r) return r;
    if (!stacked_ && (shoe_.cutCardReached() || reshuffleRequested_)) reshuffle(r.value());
    return r;
}

Status Table::dealPending(Round& round) {
    while (round.needsCard())
        if (auto s = dealOne(round); !s) return s;
    return {};
}

Status Table::dealOne(Round& round) {
    if (!round.needsCard()) return {};
    auto card = shoe_.draw();
    if (!card) {
        if (stacked_) return fail("the stacked shoe ran out of cards");
        reshuffle(round);
        card = shoe_.draw();
        if (!card) return fail("the shoe holds no cards");
    }
    return round.deal(*card);
}

} // namespace f27
