#include "store/recall.h"

#include "cards/composition.h"
#include "round/replay.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_chart.h"

#include <QCoreApplication>

#include <memory>

namespace f27 {

namespace {

// The policy of every decision after a what-if's change, and its name.
std::pair<std::unique_ptr<Policy>, std::string> laterPolicy(const RuleSet& rules) {
    if (auto shipped = shippedChartFor(rules))
        return {std::make_unique<ChartPolicy>(shipped->chart), "chart"};
    return {std::make_unique<DealerMimicPolicy>(), "dealer-mimic"};
}

// Plays `r` to its end: cards from `order` at `next`, decisions by `choose`.
template <class Choose>
Status playOut(Round& r, const std::vector<Card>& order, size_t& next, Choose&& choose,
               std::vector<Card>* drawn) {
    while (!r.isOver()) {
        if (r.needsCard()) {
            if (next >= order.size())
                return fail(
                    QCoreApplication::translate(
                        "f27::HistoryStore",
                        "the shoe would run out before the round ends (a reshuffle would be "
                        "needed)")
                        .toStdString());
            const Card c = order[next++];
            if (drawn) drawn->push_back(c);
            if (auto s = r.deal(c); !s) return s;
        } else {
            if (auto s = r.apply(choose(r)); !s) return s;
        }
    }
    return {};
}

Money netOf(const Round& r, int seat) {
    return seat < static_cast<int>(r.seats().size()) ? r.seats()[seat].net : Money{};
}

} // namespace

Result<Round> recallAt(const StoredRound& round, int step) {
    if (step < 0 || step > static_cast<int>(round.events.size()))
        return fail(QCoreApplication::translate("f27::HistoryStore",
                                                "step %1 is outside the round (0 to %2)")
                        .arg(step)
                        .arg(round.events.size())
                        .toStdString());
    return replayPrefix(round.rules, round.setup, round.events, static_cast<size_t>(step));
}

Result<Composition> unseenAt(const StoredRound& round, int eventIndex) {
    Composition unseen = Composition::fromShoe(round.rules.shoe);
    if (auto s = unseen.remove(round.shoeCardsBefore); !s)
        return fail("the shoe's earlier cards: " + s.error());
    for (int i = 0; i < eventIndex && i < static_cast<int>(round.events.size()); ++i) {
        const Event& e = round.events[i];
        if (e.type == EventType::Reshuffle) unseen = Composition::fromShoe(round.rules.shoe);
        if ((e.type == EventType::Deal && e.faceUp) || e.type == EventType::Reveal)
            if (auto s = unseen.remove(e.card); !s) return fail("the round's cards: " + s.error());
    }
    return unseen;
}

Result<std::vector<ActionValue>> recallValues(const StoredRound& round, int eventIndex,
                                              const std::atomic<bool>* cancel) {
    if (eventIndex < 0 || eventIndex >= static_cast<int>(round.events.size()) ||
        round.events[eventIndex].type != EventType::Decision)
        return fail(QCoreApplication::translate("f27::HistoryStore", "event %1 is not a decision")
                        .arg(eventIndex + 1)
                        .toStdString());
    auto r = recallAt(round, eventIndex);
    if (!r) return fail(r.error());
    auto unseen = unseenAt(round, eventIndex);
    if (!unseen) return fail(unseen.error());
    ExactOptions options;
    if (cancel) options.cancelled = [cancel] { return cancel->load(); };
    return exactActionValues(*r, *unseen, options);
}

Result<WhatIf> whatIf(const StoredRound& round, int eventIndex, Action alternative) {
    if (eventIndex < 0 || eventIndex >= static_cast<int>(round.events.size()) ||
        round.events[eventIndex].type != EventType::Decision ||
        round.events[eventIndex].seat != round.seat)
        return fail(QCoreApplication::translate("f27::HistoryStore",
                                                "event %1 is not one of the player's decisions")
                        .arg(eventIndex + 1)
                        .toStdString());
    if (round.shoeCommitment.empty())
        return fail(QCoreApplication::translate(
                        "f27::HistoryStore",
                        "this round was dealt from no keyed shoe, so its order is not known")
                        .toStdString());
    if (!round.shoeRevealed || !round.shoeKey)
        return fail(QCoreApplication::translate(
                        "f27::HistoryStore",
                        "the shoe of this round is still in play: its key is secret until it ends "
                        "(P-3), and the cards it would deal next are not shown before then")
                        .toStdString());
    if (round.reshuffledMidRound)
        return fail(QCoreApplication::translate(
                        "f27::HistoryStore",
                        "this round's shoe was reshuffled during play; what-if is not available")
                        .toStdString());
    auto key = ShuffleKey::fromHex(*round.shoeKey);
    if (!key) return fail("the shoe's key: " + key.error());
    if (!keyMatchesCommitment(*key, round.shoeCommitment))
        return fail(QCoreApplication::translate("f27::HistoryStore",
                                                "the shoe's key does not match its commitment")
                        .toStdString());
    const std::vector<Card> order = shoeOrder(round.rules.shoe, *key);
    auto r = recallAt(round, eventIndex);
    if (!r) return fail(r.error());
    if (!r->isLegal(alternative))
        return fail(
            QCoreApplication::translate("f27::HistoryStore", "\"%1\" was not a legal choice there")
                .arg(actionName(alternative))
                .toStdString());
    // Where the shoe stood: the cards before the round and the round's cards up to the change
    // (those after its opening reshuffle, if it had one).
    size_t next = static_cast<size_t>(round.shoeOffset);
    for (int i = 0; i < eventIndex; ++i) {
        if (round.events[i].type == EventType::Reshuffle) next = 0;
        if (round.events[i].type == EventType::Deal) {
            if (next >= order.size() || !(order[next] == round.events[i].card))
                return fail(QCoreApplication::translate(
                                "f27::HistoryStore",
                                "the round's cards are not the shoe's order under its key")
                                .toStdString());
            ++next;
        }
    }
    WhatIf w;
    w.eventIndex = eventIndex;
    w.chosen = round.events[eventIndex].action;
    w.alternative = alternative;
    const auto later = laterPolicy(round.rules);
    Policy& policy = *later.first;
    w.laterPlay = later.second;
    const size_t before = r->events().size();
    Round alt = std::move(r).value();
    if (auto s = alt.apply(alternative); !s) return fail(s.error());
    if (auto s = playOut(
            alt, order, next, [&](const Round& x) { return policy.choose(x); }, &w.cardsDrawn);
        !s)
        return fail(s.error());
    w.events.assign(alt.events().begin() + static_cast<std::ptrdiff_t>(before), alt.events().end());
    w.alternativeNet = netOf(alt, round.seat);
    for (const Event& e : round.events)
        if (e.type == EventType::RoundEnd && e.seat == round.seat) w.actualNet = e.amount;
    return w;
}

Result<FinishedRound> settleInterrupted(const PendingRound& p) {
    auto key = ShuffleKey::fromHex(p.shoe.keyHex);
    if (p.shoe.commitment.empty() || !key)
        return fail("the round in play came from no keyed shoe, so it cannot be dealt on");
    const std::vector<Card> order = shoeOrder(p.rules.shoe, *key);
    size_t next = p.shoe.dealt.size();
    for (size_t i = 0; i < next; ++i)
        if (i >= order.size() || !(order[i] == p.shoe.dealt[i]))
            return fail("the shoe's recorded cards are not its order under its key");
    auto replayed = replayPrefix(p.rules, p.setup, p.events, p.events.size());
    if (!replayed) return fail(replayed.error());
    Round r = std::move(replayed).value();
    const auto later = laterPolicy(p.rules);
    Policy& policy = *later.first;
    auto leaving = [&](const Round& x) {
        if (x.seatToAct() != p.seat) return policy.choose(x);
        for (Action a : {Action::Stand, Action::DeclineInsurance})
            if (x.isLegal(a)) return a;
        return x.legalActions().front();
    };
    if (auto s = playOut(r, order, next, leaving, nullptr); !s) return fail(s.error());
    FinishedRound f;
    f.sessionId = p.sessionId;
    f.rules = p.rules;
    f.setup = p.setup;
    f.events = r.events();
    f.seat = p.seat;
    auto after = exactly("the bankroll", [&] { return p.bankrollBefore + netOf(r, p.seat); });
    if (!after) return fail(after.error());
    f.bankrollAfter = *after;
    f.shoe = {p.shoe.commitment, p.shoe.keyHex,
              std::vector<Card>(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(next)),
              true};
    f.interrupted = true;
    f.playedAt = p.savedAt; // when it was last seen in play, not when it was settled
    return f;
}

} // namespace f27
