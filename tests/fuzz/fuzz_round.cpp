// Whole rounds on rule sets and decisions taken from the bytes. The input is read as: a preset
// and a list of changes to its fields (within the ranges the format allows; a rule set that
// validateRuleSet refuses is skipped), the seats and their wagers, the first shoe's key, then
// one byte per decision choosing among the legal actions (standing once the bytes are used up).
// Properties, as tst_round_properties checks them on random rounds:
//  - the round ends: at most kMaxSteps cards and decisions (a round that draws forever is
//    reported as such);
//  - apply() refuses every action outside legalActions() and logs nothing then;
//  - cards: the hands hold exactly the cards dealt;
//  - money: every hand is settled exactly once, with the amount its outcome, doubling, natural
//    and bonuses imply (F-15, F-16); a seat's net is its settlements plus its insurance and is
//    its round-end amount; no seat stakes more than its bankroll;
//  - replay: the log's inputs reproduce the whole log, directly and through its JSON line.
#include "fuzz_check.h"
#include "fuzz_presets.h"

#include "expected_settlement.h"

#include "round/replay.h"
#include "round/round_log.h"
#include "round/table.h"
#include "rules/rule_set_json.h"

#include <QtGlobal>

#include <algorithm>
#include <map>
#include <string>

using namespace f27;

namespace {

// Far more cards and decisions than any ending round of 7 seats takes (8 decks hold 448 cards).
constexpr int kMaxSteps = 50000;

using fuzz::presets;

Rank rankOf(fuzz::Bytes& in) {
    return kDeckRanks[in.below(static_cast<unsigned>(kDeckRanks.size()))];
}
Rank rankOrJoker(fuzz::Bytes& in) {
    return in.below(14) == 0 ? Rank::Joker : rankOf(in);
}
// Ratios as rule files write them: mostly small, sometimes at the format's limit.
Rational ratioOf(fuzz::Bytes& in) {
    static constexpr std::int64_t kParts[] = {1,  2,  3,   4,         5,         6,         8,
                                              10, 25, 100, 999999937, 999999929, 1000000000};
    const auto part = [&] { return kParts[in.below(std::size(kParts))]; };
    const std::int64_t n = in.flag() ? 0 : part();
    return Rational(n, part());
}
Range rangeOf(fuzz::Bytes& in, int hi) {
    Range r;
    if (in.flag()) r.min = static_cast<int>(in.below(hi + 1));
    if (in.flag()) r.max = static_cast<int>(in.below(hi + 1));
    return r;
}
HandKind kindOf(fuzz::Bytes& in) {
    return static_cast<HandKind>(in.below(3));
}
template <typename T> void toggle(std::vector<T>& list, T v) {
    auto it = std::find(list.begin(), list.end(), v);
    if (it == list.end())
        list.push_back(v);
    else
        list.erase(it);
}
HandCondition conditionOf(fuzz::Bytes& in) {
    HandCondition c;
    c.kind = kindOf(in);
    if (in.flag()) c.total = rangeOf(in, 40);
    if (in.flag()) c.cards = rangeOf(in, 8);
    c.dealer = static_cast<DealerWill>(in.below(3));
    if (in.flag()) c.dealerTotal = rangeOf(in, 40);
    c.versusDealer = static_cast<Versus>(in.below(6));
    return c;
}
StrategyRow rowOf(fuzz::Bytes& in) {
    StrategyRow row;
    row.kind = kindOf(in);
    if (in.flag()) row.cards = rangeOf(in, 8);
    row.hitBelow = static_cast<int>(in.below(41));
    return row;
}
void changeStrategy(FixedStrategy& s, fuzz::Bytes& in) {
    if (in.flag() || s.rows.empty())
        s.rows.insert(s.rows.begin() + in.below(static_cast<unsigned>(s.rows.size() + 1)),
                      rowOf(in));
    else
        s.rows.erase(s.rows.begin() + in.below(static_cast<unsigned>(s.rows.size())));
}

// One change of one field (or one list entry), within the ranges of docs/rule-files.md.
void change(RuleSet& r, fuzz::Bytes& in) {
    switch (in.below(40)) {
    case 0:
        r.shoe.decks = 1 + static_cast<int>(in.below(8));
        break;
    case 1:
        r.shoe.jokersPerDeck = static_cast<int>(in.below(5));
        break;
    case 2:
        toggle(r.shoe.removedRanks, rankOf(in));
        break;
    case 3:
        r.shoe.cutCard = 1 + static_cast<int>(in.below(std::max(1, r.shoe.size() - 1)));
        break;
    case 4:
        r.values.target = 1 + static_cast<int>(in.below(40));
        break;
    case 5:
        r.values.points[static_cast<int>(rankOf(in))] = static_cast<int>(in.below(16));
        break;
    case 6: { // every rank alike: the corner where hands stop growing
        const int v = static_cast<int>(in.below(3));
        for (Rank k : kDeckRanks)
            r.values.points[static_cast<int>(k)] = v;
        break;
    }
    case 7:
        r.values.aceHigh = static_cast<int>(in.below(20));
        break;
    case 8:
        r.values.joker = static_cast<JokerMode>(in.below(2));
        break;
    case 9:
        r.dealerInitial = static_cast<DealerInitial>(in.below(4));
        break;
    case 10:
        r.natural.kind = static_cast<NaturalRule::Kind>(in.below(3));
        break;
    case 11:
        r.natural.pairs.push_back({rankOrJoker(in), rankOrJoker(in)});
        break;
    case 12:
        r.natural.pairs.clear();
        break;
    case 13:
        r.natural.payout = ratioOf(in);
        break;
    case 14:
        r.natural.bothHave = static_cast<Winner>(in.below(3));
        break;
    case 15:
        r.natural.dealerChecksAtOnce = in.flag();
        break;
    case 16:
        r.insurance.offered = in.flag();
        break;
    case 17:
        toggle(r.insurance.upCards, rankOrJoker(in));
        break;
    case 18:
        r.insurance.price = ratioOf(in);
        break;
    case 19:
        r.insurance.payout = ratioOf(in);
        break;
    case 20:
        r.forced.insert(r.forced.begin() + in.below(static_cast<unsigned>(r.forced.size() + 1)),
                        ForcedPlay{conditionOf(in), in.flag() ? Op::Hit : Op::Stand, ""});
        break;
    case 21:
        if (!r.forced.empty())
            r.forced.erase(r.forced.begin() + in.below(static_cast<unsigned>(r.forced.size())));
        break;
    case 22:
        r.cardLimit.cards = in.flag() ? 0 : 2 + static_cast<int>(in.below(8));
        break;
    case 23:
        r.doubleDown.allowed = in.flag();
        break;
    case 24:
        r.doubleDown.kind = kindOf(in);
        r.doubleDown.total = rangeOf(in, 40);
        r.doubleDown.firstTwoOnly = in.flag();
        r.doubleDown.afterSplit = in.flag();
        break;
    case 25:
        r.split.allowed = in.flag();
        break;
    case 26:
        r.split.byValue = in.flag();
        r.split.maxHands = 2 + static_cast<int>(in.below(7));
        r.split.acesOneCardEach = in.flag();
        r.split.splitNaturalBeatsTotal = in.flag();
        break;
    case 27:
        r.surrender.allowed = in.flag();
        break;
    case 28:
        r.surrender.firstTwoOnly = in.flag();
        r.surrender.afterSplit = in.flag();
        r.surrender.refund = Rational(in.below(5), 4);
        break;
    case 29:
        changeStrategy(r.dealer, in);
        break;
    case 30:
        if (!r.dealer.rows.empty())
            r.dealer.rows[in.below(static_cast<unsigned>(r.dealer.rows.size()))].hitBelow =
                static_cast<int>(in.below(41));
        break;
    case 31:
        r.predetermined.playerTargetWins = in.flag();
        r.predetermined.dealerTargetWins = in.flag();
        break;
    case 32:
        r.fiveCard.enabled = in.flag();
        r.fiveCard.cards = 2 + static_cast<int>(in.below(6));
        break;
    case 33:
        r.comparison.tie = static_cast<Winner>(in.below(3));
        break;
    case 34: {
        BonusRule b;
        b.id = "b" + std::to_string(r.bonuses.size());
        b.name = b.id;
        for (unsigned n = in.below(4); n > 0; --n)
            b.ranks.push_back(rankOrJoker(in));
        b.cards =
            in.flag() ? 0 : static_cast<int>(b.ranks.empty() ? 2 + in.below(4) : b.ranks.size());
        b.total = in.flag() ? -1 : static_cast<int>(in.below(41));
        b.pay = static_cast<BonusRule::Pay>(in.below(2));
        b.amount = ratioOf(in);
        r.bonuses.push_back(b);
        break;
    }
    case 35:
        if (!r.bonuses.empty())
            r.bonuses.erase(r.bonuses.begin() + in.below(static_cast<unsigned>(r.bonuses.size())));
        break;
    case 36:
        r.wagerMode = static_cast<WagerMode>(in.below(3));
        break;
    case 37:
        r.baccarat.playerPays = ratioOf(in);
        r.baccarat.dealerPays = ratioOf(in);
        r.baccarat.stalematePays = ratioOf(in);
        break;
    case 38:
        changeStrategy(r.baccarat.playerStrategy, in);
        break;
    case 39:
        r.indexStyle = static_cast<IndexStyle>(in.below(2));
        break;
    }
}

std::string lastEvents(const Round& r) {
    std::string out;
    const auto& ev = r.events();
    for (std::size_t i = ev.size() > 12 ? ev.size() - 12 : 0; i < ev.size(); ++i) {
        const Event& e = ev[i];
        out += std::string("  ") + eventTypeName(e.type) +
               (e.seat < 0 ? std::string(" dealer") : " seat " + std::to_string(e.seat + 1));
        if (e.type == EventType::Deal) out += " " + toCode(e.card);
        if (e.type == EventType::ForcedPlay || e.type == EventType::DealerPlay)
            out += std::string(" ") + actionName(e.action);
        out += " total " + std::to_string(e.total) + " (" + e.rule + ")\n";
    }
    return out;
}

void checkMoney(const RuleSet& rules, const Round& r) {
    const bool baccarat = rules.wagerMode != WagerMode::Standard;
    const auto& ev = r.events();
    for (std::size_t s = 0; s < r.seats().size(); ++s) {
        const SeatState& seat = r.seats()[s];
        Money sum, insurance;
        std::map<int, int> settled;
        for (const Event& e : ev) {
            if (e.seat != static_cast<int>(s)) continue;
            if (e.type == EventType::Settlement) {
                sum += e.amount;
                ++settled[e.hand];
                if (!baccarat) {
                    const auto want =
                        f27::test::expectedNet(rules, ev, e.seat, e.hand, seat.setup.wager);
                    FUZZ_CHECK(want, "seat %zu hand %d settled without an outcome", s, e.hand);
                    FUZZ_CHECK(*want == e.amount,
                               "seat %zu hand %d: settled %s, outcome implies %s", s, e.hand,
                               e.amount.toString().c_str(), want->toString().c_str());
                }
            }
            if (e.type == EventType::InsuranceSettled) insurance += e.amount;
            if (e.type == EventType::RoundEnd)
                FUZZ_CHECK(e.amount == seat.net, "seat %zu: round-end differs from its net", s);
        }
        FUZZ_CHECK(sum + insurance == seat.net, "seat %zu: net %s, settlements %s + insurance %s",
                   s, seat.net.toString().c_str(), sum.toString().c_str(),
                   insurance.toString().c_str());
        FUZZ_CHECK(settled.size() == (baccarat ? 1 : seat.hands.size()),
                   "seat %zu: %zu hands settled of %zu", s, settled.size(), seat.hands.size());
        for (auto [hand, count] : settled)
            FUZZ_CHECK(count == 1, "seat %zu hand %d settled %d times", s, hand, count);
        if (seat.setup.bankroll && !baccarat) {
            Money staked = seat.insuranceStake;
            for (const PlayerHand& h : seat.hands)
                staked += h.wager;
            FUZZ_CHECK(staked <= *seat.setup.bankroll, "seat %zu staked beyond its bankroll", s);
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::Bytes in(data, size);
    RuleSet rules = presets()[in.below(static_cast<unsigned>(presets().size()))];
    for (unsigned n = in.below(16); n > 0; --n)
        change(rules, in);
    fillRuleIds(rules);
    if (!validateRuleSet(rules)) return -1; // not a rule set a file could hold
    // F27_FUZZ_VERBOSE=1 shows the rule set an input plays (to reproduce a crash by hand).
    static const bool verbose = qEnvironmentVariableIsSet("F27_FUZZ_VERBOSE");
    if (verbose) std::fprintf(stderr, "%s\n", ruleSetToJson(rules).constData());

    RoundSetup setup;
    for (unsigned n = 1 + in.below(kMaxSeats); n > 0; --n) {
        SeatSetup seat;
        seat.wager = Money(1 + in.below(4), 1 + in.below(2));
        if (in.below(3) == 0) seat.bankroll = seat.wager * Money(1 + in.below(3));
        if (rules.wagerMode == WagerMode::BaccaratLike)
            seat.side = static_cast<BetSide>(in.below(3)); // the slot mode bets on the player
        setup.seats.push_back(seat);
    }
    setup.tableMinimum = Money(1 + in.below(5));
    ShuffleKey key;
    for (auto& b : key.bytes)
        b = in.byte();
    int reshuffles = 0;
    Table table(rules, key);
    table.setKeySource([key, &reshuffles] {
        ShuffleKey next = key;
        next.bytes[0] ^= static_cast<std::uint8_t>(++reshuffles);
        next.bytes[1] ^= static_cast<std::uint8_t>(reshuffles >> 8);
        return next;
    });
    auto started = table.startRound(setup);
    FUZZ_CHECK(started.ok(), "the round does not start: %s",
               started ? "" : started.error().c_str());
    Round r = std::move(started).value();

    for (int step = 0; !r.isOver(); ++step) {
        FUZZ_CHECK(step < kMaxSteps,
                   "the round does not end: %d cards and decisions (%d reshuffles) and still %s; "
                   "the last events:\n%s",
                   step, reshuffles, r.needsCard() ? "drawing" : "deciding", lastEvents(r).c_str());
        if (r.needsCard()) {
            const Status dealt = table.dealOne(r);
            FUZZ_CHECK(dealt.ok(), "%s", dealt ? "" : dealt.error().c_str());
            continue;
        }
        const auto legal = r.legalActions();
        FUZZ_CHECK(!legal.empty(), "a decision with no legal action");
        const std::size_t before = r.events().size();
        for (int a = 0; a < kActionCount; ++a) {
            const Action act = static_cast<Action>(a);
            if (std::find(legal.begin(), legal.end(), act) != legal.end()) continue;
            FUZZ_CHECK(!r.apply(act), "the illegal action %s is accepted", actionName(act));
            FUZZ_CHECK(r.events().size() == before, "a refused action is logged");
        }
        // Once the bytes are used up the seats stand (a seat that hits forever is the
        // input's doing, not the rules').
        const Action rest =
            r.phase() == Phase::Insurance ? Action::DeclineInsurance : Action::Stand;
        const Action chosen = !in.empty() || !r.isLegal(rest)
                                  ? legal[in.below(static_cast<unsigned>(legal.size()))]
                                  : rest;
        const Status applied = r.apply(chosen);
        FUZZ_CHECK(applied.ok(), "the legal action %s is refused: %s", actionName(chosen),
                   applied ? "" : applied.error().c_str());
    }

    std::size_t held = r.dealer().cards.size();
    for (const SeatState& s : r.seats())
        for (const PlayerHand& h : s.hands)
            held += h.cards.size();
    FUZZ_CHECK(held == r.cardsDealt().size(), "%zu cards held, %zu dealt", held,
               r.cardsDealt().size());
    checkMoney(rules, r);

    const Result<Round> again = replayRound(rules, setup, r.events());
    FUZZ_CHECK(again.ok(), "%s", again ? "" : again.error().c_str());
    FUZZ_CHECK(again->events() == r.events());
    const Result<RoundRecord> rec = roundFromJson(roundToJsonLine(r));
    FUZZ_CHECK(rec.ok(), "its JSON line is refused: %s", rec ? "" : rec.error().c_str());
    FUZZ_CHECK(rec->rules == rules && rec->setup == setup && rec->events == r.events(),
               "the JSON line reads back different");
    const Result<Round> fromJson = replayRound(rec->rules, rec->setup, rec->events);
    FUZZ_CHECK(fromJson.ok() && fromJson->events() == r.events(), "the JSON line does not replay");
    return 0;
}
