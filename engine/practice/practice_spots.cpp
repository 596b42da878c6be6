#include "practice/practice_spots.h"

#include "strategy/chart_cell.h"

#include <QCoreApplication>

#include <array>
#include <memory>

namespace f27 {

namespace {

constexpr std::array kModeNames{"all", "soft", "pairs", "multi", "insurance", "exceptions"};
static_assert(kModeNames.size() == kPracticeModeCount);

// Steps of play (a round started, or a decision taken) before next() gives up: far more than any
// rule set needs to reach the first seat's next decision.
constexpr int kMaxSteps = 100000;

} // namespace

const char* practiceModeName(PracticeMode mode) {
    return kModeNames[static_cast<size_t>(mode)];
}

Result<PracticeMode> parsePracticeMode(std::string_view name) {
    for (size_t i = 0; i < kModeNames.size(); ++i)
        if (name == kModeNames[i]) return static_cast<PracticeMode>(i);
    return fail(QCoreApplication::translate("f27::practice",
                                            "unknown practice mode \"%1\" (all, soft, pairs, "
                                            "multi, insurance or exceptions)")
                    .arg(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())))
                    .toStdString());
}

std::string modeRefusal(PracticeMode mode, const RuleSet& rules) {
    if (mode == PracticeMode::Pairs && !rules.split.allowed)
        return QCoreApplication::translate("f27::practice", "these rules never split a pair, so "
                                                            "there are no pairs to practise")
            .toStdString();
    if (mode == PracticeMode::Insurance && !rules.insurance.offered)
        return QCoreApplication::translate("f27::practice",
                                           "these rules offer no insurance to practise")
            .toStdString();
    return {};
}

bool modeTakes(PracticeMode mode, const Round& r, const std::string& cell) {
    const bool decision = r.phase() == Phase::Decision;
    switch (mode) {
    case PracticeMode::All:
    case PracticeMode::Exceptions:
        return true;
    case PracticeMode::Insurance:
        return r.phase() == Phase::Insurance;
    case PracticeMode::Soft:
        return decision && cell.rfind("soft ", 0) == 0;
    case PracticeMode::Pairs:
        return decision && cell.rfind("pair ", 0) == 0;
    case PracticeMode::Multi:
        return decision &&
               r.seats()[r.seatToAct()].hands[static_cast<size_t>(r.handToAct())].cards.size() >= 3;
    }
    return false;
}

namespace {

// Deals `player` to seat 0 (hitting for the cards past the initial deal) and `dealerUp` face
// up to the dealer, `hole` face down; declines an insurance offer. Nullopt when the cards do not
// fit what the rules deal, or the round ends before the decision.
std::optional<Round> dealAt(const RuleSet& rules, const std::vector<Card>& player,
                            const std::vector<Card>& dealerUp, Card hole) {
    RoundSetup setup;
    setup.seats.push_back(SeatSetup{Money{1}, BetSide::Player, std::nullopt});
    auto started = Round::start(rules, setup);
    if (!started) return std::nullopt;
    Round round = std::move(started).value();
    size_t p = 0, d = 0;
    bool holeDealt = false;
    for (int steps = 0; steps < 64; ++steps) {
        if (round.needsCard()) {
            const CardTarget t = round.cardTarget();
            Card next;
            if (t.seat == 0 && p < player.size())
                next = player[p++];
            else if (t.seat < 0 && t.faceUp && d < dealerUp.size())
                next = dealerUp[d++];
            else if (t.seat < 0 && !t.faceUp && !holeDealt)
                next = hole, holeDealt = true;
            else
                return std::nullopt;
            if (!round.deal(next)) return std::nullopt;
        } else if (round.phase() == Phase::Insurance && round.isLegal(Action::DeclineInsurance)) {
            if (!round.apply(Action::DeclineInsurance)) return std::nullopt;
        } else if (round.phase() == Phase::Decision && round.seatToAct() == 0 &&
                   p < player.size()) {
            if (!round.isLegal(Action::Hit) || !round.apply(Action::Hit)) return std::nullopt;
        } else {
            break;
        }
    }
    if (round.phase() != Phase::Decision || round.seatToAct() != 0 || p != player.size() ||
        d != dealerUp.size())
        return std::nullopt;
    return round;
}

} // namespace

Result<PracticeSpot> spotAt(const RuleSet& rules, const std::vector<Card>& player,
                            const std::vector<Card>& dealerUp) {
    Composition unseen = Composition::fromShoe(rules.shoe);
    std::vector<Card> shown = player;
    shown.insert(shown.end(), dealerUp.begin(), dealerUp.end());
    if (auto removed = unseen.remove(shown); !removed)
        return fail("these cards are not in the rules' shoe: " + removed.error());
    // The hole card: the first card the shoe still holds with which the round reaches the
    // decision (a natural would end it before).
    for (int i = 0; i < kCardKinds; ++i) {
        const Card hole = cardFromIndex(i);
        if (unseen.count(hole) == 0) continue;
        if (auto round = dealAt(rules, player, dealerUp, hole)) {
            PracticeSpot spot{std::move(*round), unseen, {}, {}};
            spot.cell = chartCell(spot.round);
            spot.situation = decisionSituation(spot.round);
            return spot;
        }
    }
    return fail(QCoreApplication::translate("f27::practice",
                                            "these cards reach no decision under these rules")
                    .toStdString());
}

SpotSource::SpotSource(RuleSet rules, StrategyChart chart, std::uint64_t seed, int seats)
    : table_([&] {
          auto prng = std::make_shared<Prng>(seed);
          Table t(rules, ShuffleKey::fromPrng(*prng));
          t.setKeySource([prng] { return ShuffleKey::fromPrng(*prng); });
          return t;
      }()),
      policy_(std::move(chart)), seats_(seats), unseen_(Composition::fromShoe(rules.shoe)) {}

Result<SpotSource> SpotSource::create(RuleSet rules, StrategyChart chart, std::uint64_t seed,
                                      int seats) {
    if (rules.wagerMode != WagerMode::Standard)
        return fail(QCoreApplication::translate("f27::practice",
                                                "these rules have no decisions to practise (the "
                                                "bet is settled by fixed play)")
                        .toStdString());
    if (seats < 1 || seats > kMaxSeats)
        return fail("a practice table has 1 to " + std::to_string(kMaxSeats) + " seats");
    return SpotSource(std::move(rules), std::move(chart), seed, seats);
}

void SpotSource::see(const Round& round) {
    const auto& events = round.events();
    for (; seenEvents_ < events.size(); ++seenEvents_) {
        const Event& e = events[seenEvents_];
        if (e.type == EventType::Reshuffle) unseen_ = Composition::fromShoe(table_.rules().shoe);
        // A card shown (dealt face up, or a hole card turned) is no longer in the shoe for the
        // seat; a card dealt face down stays unseen until it is turned.
        if ((e.type == EventType::Deal && e.faceUp) || e.type == EventType::Reveal)
            (void)unseen_.remove(e.card); // from this shoe's order: always there
    }
}

Result<PracticeSpot> SpotSource::next(const SpotFilter& filter) {
    int decisions = 0;
    for (int step = 0; decisions < kMaxDecisionsDealt; ++step) {
        if (step >= kMaxSteps && decisions == 0) break;
        if (!round_) {
            RoundSetup setup;
            setup.seats.assign(static_cast<size_t>(seats_), SeatSetup{});
            auto started = table_.startRound(std::move(setup));
            if (!started) return fail(started.error());
            round_ = std::move(started).value();
            seenEvents_ = 0;
        }
        Round& r = *round_;
        if (auto s = table_.dealPending(r); !s) return fail(s.error());
        see(r);
        if (r.isOver()) {
            round_.reset();
            continue;
        }
        const Action played = policy_.choose(r);
        std::optional<PracticeSpot> spot;
        if (r.seatToAct() == 0) {
            ++decisions;
            std::string cell = chartCell(r);
            if (filter.takes(r, cell))
                spot = PracticeSpot{r, unseen_, std::move(cell), decisionSituation(r)};
        }
        if (auto s = r.apply(played); !s) return fail(s.error());
        if (spot) return std::move(*spot);
    }
    return fail(QCoreApplication::translate("f27::practice",
                                            "play dealt no decision of the kind \"%1\" in %2 "
                                            "decisions")
                    .arg(QString::fromLatin1(practiceModeName(filter.mode)))
                    .arg(decisions)
                    .toStdString());
}

} // namespace f27
