// A basic-strategy chart as data (the "hit to" totals per dealer view, doubles, splits,
// surrenders, insurance, exceptions), its lookup and JSON (docs/analysis.md, "The chart").
#pragma once

#include "cards/card.h"
#include "core/result.h"
#include "round/events.h"
#include "round/policy.h"
#include "round/round.h"
#include "rules/hand_value.h"

#include <QByteArray>

#include <array>
#include <map>
#include <span>
#include <string>
#include <vector>

namespace f27 {

// Version 2 added columns by the dealer's total, version 3 jokersIgnoredPastTwo; older files are
// read as well. A chart is written with the oldest version that holds it (3 only where it reads
// Jokers past two cards), so that a build knowing only version 2 refuses such a file rather
// than read its hands another way.
inline constexpr int kChartFormatVersion = 3;
// A chart file is at most a few hundred kilobytes; a file larger than this is not one.
inline constexpr qint64 kMaxChartFileBytes = 16ll << 20;

// Hit while the total is below `hitTo`; stand at or above it.
struct ChartHitTo {
    int cards = 2;
    bool soft = false;
    int hitTo = 0;
    friend bool operator==(const ChartHitTo&, const ChartHitTo&) = default;
};

// A hand of `cards` cards with this soft/hard total (a double or a surrender cell).
struct ChartCell {
    int cards = 2;
    bool soft = false;
    int total = 0;
    friend bool operator==(const ChartCell&, const ChartCell&) = default;
};

// A hand whose best action differs from what the totals above say: its ranks (rank classes,
// sorted ascending by rank number), whether it is a post-split hand (F-17), and the action.
// `cost`: the expected loss per round, in units of the wager, of playing it by the totals
// instead (the reach probability times the EV difference; informative only).
struct ChartException {
    std::vector<Rank> ranks;
    bool fromSplit = false;
    Action action = Action::Stand;
    double cost = 0;
    friend bool operator==(const ChartException&, const ChartException&) = default;
};

struct ChartColumn {
    std::vector<Rank> dealer; // face-up ranks (rank classes), sorted ascending; empty in a column
                              // by the dealer's total
    // A column by the dealer's total (where both dealer cards show, T-2, and the chart was
    // derived with ChartOptions::byDealerTotal): the value of the two face-up cards and every
    // pair of face-up rank classes with that value (each sorted; the list sorted).
    int dealerTotal = -1; // -1: a column by face-up cards
    bool dealerSoft = false;
    std::vector<std::vector<Rank>> views;
    bool insuranceOffered = false;
    bool takeInsurance = false;
    std::vector<ChartHitTo> hitTo;
    std::vector<ChartCell> doubles;
    std::vector<ChartCell> surrenders;
    std::vector<Rank> splits; // pairs (by the first card's rank class) to split
    std::vector<ChartException> exceptions;
    friend bool operator==(const ChartColumn&, const ChartColumn&) = default;
};

class StrategyChart {
public:
    std::string rulesId;
    std::string rulesName;
    // Each rank's class: ranks that no rule tells apart are charted as one (Blackjack: 10, J,
    // Q, K as "10"). Identity unless the derivation merged ranks.
    std::array<Rank, kRankSlots> rankClass = identityClasses();
    std::vector<ChartColumn> columns;
    // Where a Joker changes nothing (exact_ev.h, jokersChangeNothing: 21-24-27), the chart reads a
    // hand without its Jokers: its ranks are the other cards' and its number of cards is theirs,
    // but at least 2. Optimal play does not depend on the Jokers then, and a chart that does not
    // either can be analysed exactly without them.
    bool jokersIgnored = false;
    // Where a Joker changes nothing past a hand's first two cards (exact_ev.h,
    // jokersChangeNothingPastTwo: 21-24-27 with double, split or surrender on the first two
    // cards), a hand of three cards or more is read without the Jokers it does not need to make
    // three cards: its ranks are its other cards' (with Jokers up to three cards) and its number
    // of cards is theirs, but at least 3. Two-card hands, whose options read them, are read as
    // they are. A Joker drawn to a hand of three cards or more then changes the reading in
    // nothing, so the chart hits again after it wherever it hit before (DecisionWalk folds it).
    bool jokersIgnoredPastTwo = false;

    static std::array<Rank, kRankSlots> identityClasses();

    // The chart's action for the seat to act (Insurance or Decision phase); always one of
    // round.legalActions(). Order: an exception for the hand, then split, surrender, double,
    // then hit below the hit-to total, else stand. A view or hand the chart does not cover is
    // stood (or insurance declined); when the preferred action is not legal, hit/stand, then
    // the first legal action.
    Action chooseAction(const Round& round) const;
    // The same for a hand given by its cards, whether it comes from a split, its value and the
    // actions offered, in the Decision phase; `col` may be null (then stand).
    Action chooseFor(const ChartColumn* col, std::span<const Card> cards, bool fromSplit,
                     const HandValue& value, const std::vector<Action>& legal) const;
    // What the chart reads of a hand: its number of cards and its sorted rank classes
    // (jokersIgnored: without the Jokers, at least 2 cards; jokersIgnoredPastTwo: three cards or
    // more without the Jokers beyond three cards' worth).
    int cardCount(std::span<const Card> cards) const;
    std::vector<Rank> handClasses(std::span<const Card> cards) const;
    // Whether a hand of this many cards is read without its spare Jokers (jokersIgnoredPastTwo;
    // jokersIgnored, which drops every Joker, takes precedence).
    bool readsPastTwo(size_t cards) const;

    // The column for these face-up cards (nullptr: none).
    const ChartColumn* columnFor(const std::vector<Card>& faceUp) const;
    const ChartColumn* columnFor(std::vector<Rank> dealerRanks) const;
    // The hit-to rule for a hand of `cards` cards: the entry for that count, else the entry with
    // the largest count below it; nullptr when there is none.
    static const ChartHitTo* hitToFor(const ChartColumn& col, int cards, bool soft);

    // The sorted rank classes of cards.
    std::vector<Rank> classesOf(std::span<const Card> cards) const;

    friend bool operator==(const StrategyChart& a, const StrategyChart& b) {
        return a.rulesId == b.rulesId && a.rulesName == b.rulesName && a.rankClass == b.rankClass &&
               a.columns == b.columns && a.jokersIgnored == b.jokersIgnored &&
               a.jokersIgnoredPastTwo == b.jokersIgnoredPastTwo;
    }
};

// The face-up cards of the dealer in deal order.
std::vector<Card> dealerFaceUp(const Round& round);

// JSON (format "finnish27-strategy-chart", version kChartFormatVersion). Loading checks every
// field and names the one that is wrong.
QByteArray chartToJson(const StrategyChart& chart);
Result<StrategyChart> chartFromJson(const QByteArray& json);

// Plays a seat by a chart (bots, the simulator).
class ChartPolicy final : public Policy {
public:
    explicit ChartPolicy(StrategyChart chart) : chart_(std::move(chart)) {}
    Action choose(const Round& round) override { return chart_.chooseAction(round); }
    const StrategyChart& chart() const { return chart_; }

private:
    StrategyChart chart_;
};

} // namespace f27
