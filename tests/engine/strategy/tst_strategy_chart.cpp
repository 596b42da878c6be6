// Basic-strategy charts and their exact EV (item 2), checked against a
// brute force that knows nothing of the regret method: it plays the chart (ChartPolicy) on the
// real Round over every card sequence of a tiny shoe, weighting each sequence by its
// without-replacement probability, and sums the seat's net.
#include "round_script.h"

#include "cards/composition.h"
#include "core/prng.h"
#include "exact/exact_ev.h"
#include "rules/hand_rules.h"
#include "rules/rule_set_json.h"
#include "strategy/strategy_chart.h"
#include "strategy/strategy_chart_ev.h"
#include "strategy/strategy_chart_render.h"
#include "strategy/strategy_derive.h"

#include <QJsonDocument>
#include <QtTest>

#include <cmath>

using namespace f27;

namespace {

constexpr double kTolerance = 1e-12;

// E[seat net] of playing `policy` from `r` on, the undealt cards being `left`.
double playOut(const Round& r, const Composition& left, Policy& policy) {
    if (r.isOver()) return r.seats()[0].net.toDouble();
    if (r.needsCard()) {
        double sum = 0;
        test::forEachNextCard(r, left,
                              [&](Card, const Round& next, const Composition& rest, double p) {
                                  sum += p * playOut(next, rest, policy);
                              });
        return sum;
    }
    const Action a = policy.choose(r);
    if (!r.isLegal(a)) qFatal("the chart chose an illegal action");
    Round next = r;
    if (!next.apply(a)) qFatal("apply refused");
    return playOut(next, left, policy);
}

double bruteForceChartEv(const RuleSet& rules, const StrategyChart& chart,
                         const Composition& shoe) {
    ChartPolicy policy(chart);
    auto r = Round::start(rules, test::seats(1));
    if (!r) qFatal("round start: %s", r.error().c_str());
    return playOut(*r, shoe, policy);
}

Composition shoeOf(const std::string& codes) {
    return Composition::of(test::cards(codes));
}

RuleSet withOptions(RuleSet r) {
    r.doubleDown.allowed = true;
    r.doubleDown.total = Range{};
    r.doubleDown.kind = HandKind::Any;
    r.doubleDown.firstTwoOnly = true;
    r.doubleDown.afterSplit = true;
    r.split.allowed = true;
    r.split.maxHands = 2;
    r.split.byValue = true;
    r.split.acesOneCardEach = false;
    r.surrender.allowed = true;
    r.surrender.firstTwoOnly = true;
    r.surrender.afterSplit = false;
    fillRuleIds(r);
    return r;
}

// A round stopped at the decision after these cards and decisions.
Round stoppedAt(const RuleSet& rules, const std::string& deal, const std::string& keys = "") {
    auto r = Round::start(rules, test::seats(1));
    if (!r) qFatal("round start: %s", r.error().c_str());
    Round round = *r;
    const std::vector<Card> cards = test::cards(deal);
    const std::vector<Action> decisions = test::actions(keys);
    size_t c = 0, d = 0;
    while (c < cards.size() || d < decisions.size()) {
        if (round.needsCard() && c < cards.size()) {
            if (!round.deal(cards[c++])) qFatal("deal refused");
        } else if (!round.legalActions().empty() && d < decisions.size()) {
            if (!round.apply(decisions[d++])) qFatal("decision refused");
        } else {
            qFatal("the script does not fit the round");
        }
    }
    if (round.legalActions().empty()) qFatal("no decision is due");
    return round;
}

// E[net of hand 0] from `r` on when every decision takes the best action by
// exactActionValues given what the player has seen (`hole`: the dealer's face-down card, unseen
// by the player; `left`: the undealt cards).
// The tests' shoes are too small for the bound on the cards a round may need (they cannot run
// out, but the bound refuses some): the analysis' check is off (ExactOptions::cardsMustLast).
ExactOptions tinyShoe() {
    ExactOptions o;
    o.cardsMustLast = false;
    return o;
}
ChartOptions tinyShoeChart() {
    ChartOptions o;
    o.cardsMustLast = false;
    return o;
}

double playOptimal(const Round& r, const Composition& left, std::optional<Card> hole) {
    if (r.isOver()) return r.seats()[0].hands[0].net.toDouble();
    if (r.needsCard()) {
        double sum = 0;
        test::forEachNextCard(
            r, left, [&](Card c, const Round& next, const Composition& rest, double p) {
                const bool holeDealt = !hole && !next.dealer().faceUp.empty() &&
                                       !next.dealer().faceUp.back() && r.cardTarget().seat < 0;
                sum += p * playOptimal(next, rest, holeDealt ? std::optional<Card>(c) : hole);
            });
        return sum;
    }
    Composition unseen = left;
    if (hole) unseen.add(*hole);
    auto values = exactActionValues(r, unseen, tinyShoe());
    if (!values) qFatal("exactActionValues: %s", values.error().c_str());
    ActionValue best = values->front();
    for (const ActionValue& v : *values)
        if (v.ev > best.ev) best = v;
    Round next = r;
    if (!next.apply(best.action)) qFatal("apply refused");
    return playOptimal(next, left, hole);
}

// Counts the exceptions of a chart.
int exceptionCount(const StrategyChart& c) {
    int n = 0;
    for (const ChartColumn& col : c.columns)
        n += static_cast<int>(col.exceptions.size());
    return n;
}

} // namespace

class StrategyChartTest : public QObject {
    Q_OBJECT
private:
    // Derives charts with and without exceptions; checks each chart's exact EV against the
    // brute force and against the optimal EV. With every exception kept and no suits read,
    // the chart plays the optimal action at every decision optimal play reaches, so its EV is
    // the optimal EV.
    void check(const RuleSet& rules, const std::string& codes) {
        const Composition shoe = shoeOf(codes);
        auto optimal = exactRoundEv(rules, shoe, tinyShoe());
        QVERIFY2(optimal.ok(), optimal.ok() ? "" : optimal.error().c_str());
        for (const bool byTotal : {false, true})
            for (double minCost : {0.0, 1e-3, 1.0}) {
                ChartOptions options = tinyShoeChart();
                options.minExceptionCost = minCost;
                options.byDealerTotal = byTotal;
                auto chart = deriveStrategyChart(rules, shoe, options);
                QVERIFY2(chart.ok(), chart.ok() ? "" : chart.error().c_str());
                QVERIFY(!chart->columns.empty());
                auto ev = chartRoundEv(rules, *chart, shoe, options, *optimal);
                QVERIFY2(ev.ok(), ev.ok() ? "" : ev.error().c_str());
                const double brute = bruteForceChartEv(rules, *chart, shoe);
                qInfo(
                    "%s on {%s}, %s, exceptions >= %g: %d exceptions; optimal %.15f, chart %.15f, "
                    "brute force %.15f",
                    rules.id.c_str(), codes.c_str(),
                    byTotal ? "by dealer total" : "by dealer cards", minCost,
                    exceptionCount(*chart), *optimal, *ev, brute);
                // Where both dealer cards show, a column by total covers several views (and
                // nothing else changes); by cards, a column is one view.
                const bool twoUp = std::any_of(
                    chart->columns.begin(), chart->columns.end(), [](const ChartColumn& c) {
                        return c.dealerTotal >= 0 || c.dealer.size() == 2;
                    });
                for (const ChartColumn& c : chart->columns) {
                    QCOMPARE(c.dealerTotal >= 0, byTotal && twoUp);
                    for (const std::vector<Rank>& v : c.views) {
                        const HandValue hv = test::valueOfRanks(v, rules.values);
                        QCOMPARE(hv.total, c.dealerTotal);
                        QCOMPARE(hv.soft, c.dealerSoft);
                        QCOMPARE(chart->columnFor(v), &c);
                    }
                }
                QVERIFY2(std::abs(*ev - brute) <= kTolerance,
                         qPrintable(QString("chart EV %1 vs brute force %2")
                                        .arg(*ev, 0, 'g', 17)
                                        .arg(brute, 0, 'g', 17)));
                // With resplits the optimal EV is that of the analysis' zero-memory strategy,
                // which a chart (derived splitting once) may in principle beat.
                const bool resplits = rules.split.allowed && rules.split.maxHands > 2;
                if (!resplits) QVERIFY(*ev <= *optimal + kTolerance);
                // With every exception kept and a column per view, the chart is optimal play.
                if (minCost == 0 && !rules.fiveCard.enabled && !(byTotal && twoUp) && !resplits)
                    QVERIFY2(std::abs(*ev - *optimal) <= kTolerance,
                             qPrintable(QString("all exceptions: chart %1 vs optimal %2")
                                            .arg(*ev, 0, 'g', 17)
                                            .arg(*optimal, 0, 'g', 17)));
                // The chart as JSON and back is the same chart.
                auto back = chartFromJson(chartToJson(*chart));
                QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
                QVERIFY(*back == *chart);
            }
    }

private slots:
    void pokerLike() { check(test::preset("poker-like"), "AS KS 2S 2S 2S AH KH 2H 2H JOKER"); }
    void twentyOneTwentyFourTwentySeven() {
        check(test::preset("21-24-27"), "AS AS KS KS KS KS 5S 5S 9S 9S JOKER");
    }
    void blackjack() {
        check(test::preset("blackjack"), "AS AS 5S 5S 6S 6S 10S 10S 10S 10S 10S 10S 10S");
    }
    void pokerLikeWithOptions() {
        check(withOptions(test::preset("poker-like")), "9S 9S 9H QS QS QH KS KS AS 2S JOKER");
    }
    void twentyOneTwentyFourTwentySevenWithOptions() {
        RuleSet r = withOptions(test::preset("21-24-27"));
        r.doubleDown.firstTwoOnly = false;
        r.surrender.firstTwoOnly = false;
        r.surrender.afterSplit = true;
        check(r, "AS AS KS KS KS KS KS KS KS 5S 5S 9S 9S JOKER");
    }
    void blackjackWithOptions() {
        RuleSet r = withOptions(test::preset("blackjack"));
        r.split.acesOneCardEach = true;
        check(r, "AS AS 5S 5S 6S 6S 6H 10S 10S 10S 10S JS QS");
    }
    void blackjackUpOnly() {
        RuleSet r = withOptions(test::preset("blackjack"));
        r.dealerInitial = DealerInitial::UpOnly;
        r.doubleDown.total = Range{9, 11};
        fillRuleIds(r);
        check(r, "AS AS 5S 5S 6S 6S 6S 10S 10S 10S 10S 10S 10S 10S");
    }
    // Resplits: the chart (derived splitting once) resplits wherever it splits; its exact EV
    // values those splits as it plays them (DecisionWalk::valueResplitsByPolicy).
    void blackjackResplits() {
        RuleSet r = withOptions(test::preset("blackjack"));
        r.split.maxHands = 4;
        r.surrender.allowed = false;
        fillRuleIds(r);
        check(r, "9S 9S 9S 9S 9S 10S 10S 10S 10S 10S 10S 10S 10S 7S 2S");
        r.split.maxHands = 3;
        check(r, "8S 8S 8S 8S 10S 10S 10S 10S 10S 10S 10S 9S 3S");
    }
    void finnishResplits() {
        RuleSet r = withOptions(test::preset("21-24-27"));
        r.split.maxHands = 3;
        fillRuleIds(r);
        check(r, "9S 9S 9S 9S KS KS KS KS KS KS KS 5S JOKER");
    }
    // Double, split and surrender on the first two cards only: past them a Joker changes
    // nothing, so the chart reads hands of three cards or more without their Jokers
    // (jokersIgnoredPastTwo) and the walk folds them from the third card; two-card hands keep
    // theirs (a Joker pair may split, Joker + 9 may double). Three Jokers, so that hands past
    // two cards hold one, two or three of them.
    void finnishJokersPastTwo() {
        RuleSet r = withOptions(test::preset("21-24-27"));
        QVERIFY(jokersChangeNothingPastTwo(r) && !jokersChangeNothing(r));
        auto chart = deriveStrategyChart(
            r, shoeOf("9S 9S KS KS KS KS KS KS 5S 3S 2S JOKER JOKER JOKER"), tinyShoeChart());
        QVERIFY2(chart.ok(), chart.ok() ? "" : chart.error().c_str());
        QVERIFY(chart->jokersIgnoredPastTwo && !chart->jokersIgnored);
        check(r, "9S 9S KS KS KS KS KS KS 5S 3S 2S JOKER JOKER JOKER");
        r.split.maxHands = 3; // resplits too
        fillRuleIds(r);
        check(r, "9S 9S 9S KS KS KS KS KS 5S 2S JOKER JOKER JOKER");
    }
    // What a chart that ignores Jokers past two cards reads of a hand.
    void readingPastTwo() {
        StrategyChart c;
        c.jokersIgnoredPastTwo = true;
        auto reads = [&](const char* codes, int cards, std::vector<Rank> ranks) {
            const std::vector<Card> hand = test::cards(codes);
            return c.cardCount(hand) == cards && c.handClasses(hand) == ranks;
        };
        const Rank J = Rank::Joker;
        QVERIFY(reads("JOKER 9S", 2, {J, Rank::Nine}));
        QVERIFY(reads("JOKER JOKER", 2, {J, J}));
        QVERIFY(reads("9S 5S JOKER", 3, {J, Rank::Five, Rank::Nine}));
        QVERIFY(reads("JOKER 5S JOKER JOKER", 3, {J, J, Rank::Five}));
        QVERIFY(reads("9S JOKER 5S JOKER 2S", 3, {Rank::Two, Rank::Five, Rank::Nine}));
        QVERIFY(reads("9S 5S 2S 3S", 4, {Rank::Two, Rank::Three, Rank::Five, Rank::Nine}));
    }
    void finnishLateCheck() {
        RuleSet r = withOptions(test::preset("poker-like"));
        r.natural.dealerChecksAtOnce = false;
        r.insurance.upCards = {Rank::King, Rank::Ace};
        r.cardLimit.cards = 4;
        r.fiveCard.enabled = false;
        fillRuleIds(r);
        check(r, "AS AS KS KS KS 9S 9S 9S 4S 4S JOKER JOKER");
    }

    // At sampled first decisions of tiny shoes, the optimal EV is the max over the options, and
    // playing the best option at every later decision (by exactActionValues on what is seen)
    // achieves it on the real Round, averaged over the hole cards the player cannot tell apart.
    void optimalIsMaxOverOptions() {
        struct Case {
            RuleSet rules;
            std::string shoe;
        };
        const std::vector<Case> cases{
            {test::preset("poker-like"), "AS KS 2S 2S 2S AH KH 2H 2H JOKER"},
            {test::preset("21-24-27"), "AS AS KS KS KS KS 5S 5S 9S 9S JOKER"},
            {test::preset("blackjack"), "AS AS 5S 5S 6S 6S 10S 10S 10S 10S 10S 10S 10S"},
            {withOptions(test::preset("21-24-27")), "AS AS KS KS KS 5S 5S 9S 9S 9S JOKER"}};
        Prng rng(27);
        int compared = 0;
        for (const Case& c : cases) {
            const std::vector<Card> cards = test::cards(c.shoe);
            for (int sample = 0; sample < 20; ++sample) {
                std::vector<Card> order = cards;
                for (size_t i = order.size(); i > 1; --i)
                    std::swap(order[i - 1], order[rng.below(static_cast<std::uint32_t>(i))]);
                // Deal to the first decision, declining insurance; note where the hole card went.
                auto started = Round::start(c.rules, test::seats(1));
                QVERIFY(started.ok());
                Round r = *started;
                size_t at = 0;
                int holeAt = -1;
                while (r.needsCard() || r.phase() == Phase::Insurance) {
                    if (r.phase() == Phase::Insurance) {
                        QVERIFY(r.apply(Action::DeclineInsurance).ok());
                        continue;
                    }
                    if (r.cardTarget().seat < 0 && !r.cardTarget().faceUp)
                        holeAt = static_cast<int>(at);
                    QVERIFY(r.deal(order[at++]).ok());
                }
                if (r.phase() != Phase::Decision) continue;
                Composition unseen = Composition::of(std::span<const Card>(order).subspan(at));
                if (holeAt >= 0) unseen.add(order[static_cast<size_t>(holeAt)]);
                auto values = exactActionValues(r, unseen);
                QVERIFY2(values.ok(), values.ok() ? "" : values.error().c_str());
                double best = -1e300;
                for (const ActionValue& v : *values)
                    best = std::max(best, v.ev);
                if (std::any_of(values->begin(), values->end(), [&](const ActionValue& v) {
                        return v.action == Action::Split && v.ev == best;
                    }))
                    continue; // splits are valued by the documented method, not by live play
                // The player's value: every hole card the player cannot rule out, weighted.
                double value = 0, weight = 0;
                const std::vector<Card> faceUp = dealerFaceUp(r);
                for (int i = 0; i < kCardKinds; ++i) {
                    const Card h = cardFromIndex(i);
                    const int k = holeAt < 0 ? 0 : unseen.count(h);
                    if (k == 0) continue;
                    if (r.dealer().checkedNatural && isNaturalPair(c.rules, faceUp[0].rank, h.rank))
                        continue;
                    std::vector<Card> alt(order.begin(), order.begin() + static_cast<long>(at));
                    Composition left = unseen;
                    left.removeCard(h);
                    alt[static_cast<size_t>(holeAt)] = h;
                    auto replay = Round::start(c.rules, test::seats(1));
                    Round q = *replay;
                    for (Card card : alt) {
                        while (q.phase() == Phase::Insurance)
                            QVERIFY(q.apply(Action::DeclineInsurance).ok());
                        QVERIFY(q.deal(card).ok());
                    }
                    while (q.phase() == Phase::Insurance)
                        QVERIFY(q.apply(Action::DeclineInsurance).ok());
                    QCOMPARE(q.phase(), Phase::Decision);
                    value += k * playOptimal(q, left, h);
                    weight += k;
                }
                if (holeAt < 0) {
                    value = playOptimal(r, unseen, std::nullopt);
                    weight = 1;
                }
                value /= weight;
                QVERIFY2(std::abs(value - best) <= kTolerance,
                         qPrintable(QString("%1: best option %2, played %3")
                                        .arg(QString::fromStdString(c.rules.id))
                                        .arg(best, 0, 'g', 17)
                                        .arg(value, 0, 'g', 17)));
                ++compared;
            }
        }
        qInfo("%d decisions compared", compared);
        QVERIFY(compared >= 30);
    }

    // A chart's lookup: exceptions first, then split, surrender, double, the hit-to totals.
    void lookupOrder() {
        const RuleSet bj = test::preset("blackjack");
        StrategyChart chart;
        chart.rankClass = strategyRankClasses(bj);
        ChartColumn col;
        col.dealer = {Rank::Ten};
        col.hitTo = {{2, false, 17}, {3, false, 16}, {2, true, 19}};
        col.surrenders = {{2, false, 16}};
        col.doubles = {{2, false, 11}};
        col.splits = {Rank::Eight};
        col.exceptions = {{{Rank::Four, Rank::Five, Rank::Seven}, false, Action::Hit, 0}};
        chart.columns = {col};
        auto decide = [&](const std::string& deal) {
            return chart.chooseAction(stoppedAt(bj, deal));
        };
        // Deal order (B-3): player, dealer up, player, dealer hole.
        QCOMPARE(decide("10S KS 6S 7D"), Action::Surrender); // hard 16, two cards
        QCOMPARE(decide("8S QS 8D 7D"), Action::Split);
        QCOMPARE(decide("5S JS 6D 7D"), Action::Double);
        QCOMPARE(decide("10S JS 5D 7D"), Action::Hit);   // hard 15 < 17
        QCOMPARE(decide("10S JS 7D 7C"), Action::Stand); // hard 17
        QCOMPARE(decide("AS JS 7D 7C"), Action::Hit);    // soft 18 < 19
        // Hard 16 of 3 cards: hit to 16, so stand; the exception 4-5-7 hits.
        QCOMPARE(chart.chooseAction(stoppedAt(bj, "3S JS 6D 7D 7C", "h")), Action::Stand);
        QCOMPARE(chart.chooseAction(stoppedAt(bj, "4S JS 5D 7D 7C", "h")), Action::Hit);
        // No column for this up-card: stand.
        QCOMPARE(decide("10S 5S 5D 7D"), Action::Stand);
    }

    void jsonErrorsNameTheField() {
        auto bad = chartFromJson(R"({"format":"finnish27-strategy-chart","version":1,
            "rules":"x","columns":[{"dealer":["10"],"hitTo":[{"cards":2,"kind":"warm",
            "hitTo":17}],"doubles":[],"surrenders":[],"splits":[],"exceptions":[]}]})");
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().find("columns[0].hitTo[0].kind") != std::string::npos,
                 bad.error().c_str());
        QVERIFY(!chartFromJson("{").ok());
        QVERIFY(!chartFromJson(R"({"format":"other"})").ok());
        // A chart reads hands one way: every Joker ignored, or those past two cards.
        auto both = chartFromJson(R"({"format":"finnish27-strategy-chart","version":3,
            "rules":"x","jokersIgnored":true,"jokersIgnoredPastTwo":true,"columns":[]})");
        QVERIFY(!both.ok());
        QVERIFY2(both.error().find("jokersIgnoredPastTwo") != std::string::npos,
                 both.error().c_str());
        auto notBool = chartFromJson(R"({"format":"finnish27-strategy-chart","version":3,
            "rules":"x","jokersIgnoredPastTwo":3,"columns":[]})");
        QVERIFY(!notBool.ok());
        QVERIFY2(notBool.error().find("jokersIgnoredPastTwo") != std::string::npos,
                 notBool.error().c_str());
        // Reading Jokers past two cards came with version 3: a file that uses it says so (a
        // build knowing only version 2 then refuses it rather than read its hands otherwise).
        StrategyChart pastTwo;
        pastTwo.rulesId = "x";
        pastTwo.jokersIgnoredPastTwo = true;
        const QByteArray three = chartToJson(pastTwo);
        QVERIFY(three.contains("\"version\": 3"));
        auto back = chartFromJson(three);
        QVERIFY2(back.ok() && back->jokersIgnoredPastTwo, back.ok() ? "" : back.error().c_str());
        pastTwo.jokersIgnoredPastTwo = false;
        QVERIFY(chartToJson(pastTwo).contains("\"version\": 2"));
        auto early = chartFromJson(QByteArray(three).replace("\"version\": 3", "\"version\": 2"));
        QVERIFY(!early.ok());
        QVERIFY2(early.error().find("jokersIgnoredPastTwo: needs format version 3") !=
                     std::string::npos,
                 early.error().c_str());
    }

    // Columns by the dealer's total (format version 2) in JSON: written, read back, looked up
    // by any of their pairs; version 1 files still read; bad views named.
    void dealerTotalColumnsInJson() {
        StrategyChart chart;
        chart.rulesId = "21-24-27";
        ChartColumn col;
        col.dealerTotal = 12;
        col.views = {{Rank::Two, Rank::Ten}, {Rank::Three, Rank::Nine}};
        col.hitTo = {{2, false, 22}};
        chart.columns = {col};
        QCOMPARE(dealerLabel(col), QString("12"));
        col.dealerSoft = true;
        QCOMPARE(dealerLabel(col), QString("soft 12"));
        const QByteArray json = chartToJson(chart);
        QVERIFY(json.contains("\"dealerTotal\": 12"));
        QVERIFY(!json.contains("\"dealer\":"));
        auto back = chartFromJson(json);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QVERIFY(*back == chart);
        QCOMPARE(back->columnFor(std::vector<Rank>{Rank::Nine, Rank::Three}), &back->columns[0]);
        QCOMPARE(back->columnFor(std::vector<Rank>{Rank::Four, Rank::Eight}), nullptr);

        const QString v1 = R"({"format":"finnish27-strategy-chart","version":1,"rules":"x",
            "columns":[{"dealer":["10"],"hitTo":[{"cards":2,"kind":"hard","hitTo":17}],
            "doubles":[],"surrenders":[],"splits":[],"exceptions":[]}]})";
        auto old = chartFromJson(v1.toUtf8());
        QVERIFY2(old.ok(), old.ok() ? "" : old.error().c_str());
        QCOMPARE(old->columns[0].dealer, std::vector<Rank>{Rank::Ten});
        QCOMPARE(old->columns[0].dealerTotal, -1);
        auto future = chartFromJson(QString(v1).replace("\"version\":1", "\"version\":4").toUtf8());
        QVERIFY(!future.ok());
        QVERIFY2(future.error().find("version") != std::string::npos, future.error().c_str());
        const QString v2 = R"({"format":"finnish27-strategy-chart","version":2,"rules":"x",
            "columns":[{"dealerTotal":12,"dealerSoft":false,"views":VIEWS,"hitTo":[],
            "doubles":[],"surrenders":[],"splits":[],"exceptions":[]}]})";
        auto noViews = chartFromJson(QString(v2).replace("VIEWS", "[]").toUtf8());
        QVERIFY(!noViews.ok());
        QVERIFY2(noViews.error().find("columns[0].views") != std::string::npos,
                 noViews.error().c_str());
        auto three = chartFromJson(QString(v2).replace("VIEWS", R"([["2","5","5"]])").toUtf8());
        QVERIFY(!three.ok());
        QVERIFY2(three.error().find("columns[0].views[0]: expected two ranks") != std::string::npos,
                 three.error().c_str());
        QVERIFY(chartFromJson(QString(v2).replace("VIEWS", R"([["2","10"]])").toUtf8()).ok());
    }

    // The Blackjack preset's six-deck chart has the well-known shape of H17 basic strategy
    // (RULES.md B-7: doubles on 9-11 only; B-8: surrender on the first two cards).
    void blackjackSixDeckShape() {
        const RuleSet bj = test::preset("blackjack");
        ChartOptions options;
        options.threads = 2;
        auto chart = deriveStrategyChart(bj, Composition::fromShoe(bj.shoe), options);
        QVERIFY2(chart.ok(), chart.ok() ? "" : chart.error().c_str());
        QCOMPARE(chart->columns.size(), size_t(10)); // 2..9, 10 (J, Q, K), A
        auto hitTo = [&](Rank up, int cards, bool soft) {
            const ChartColumn* c = chart->columnFor(std::vector<Rank>{up});
            if (!c) qFatal("no column");
            const ChartHitTo* h = StrategyChart::hitToFor(*c, cards, soft);
            return h ? h->hitTo : -1;
        };
        const std::vector<Rank> ups{Rank::Two,   Rank::Three, Rank::Four, Rank::Five, Rank::Six,
                                    Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten,  Rank::Ace};
        for (Rank up : ups) // hard 17 and more stand against every up-card
            QVERIFY(hitTo(up, 2, false) <= 17);
        QCOMPARE(hitTo(Rank::Two, 2, false), 13); // hard 12 hits vs 2 and 3
        QCOMPARE(hitTo(Rank::Three, 2, false), 13);
        for (Rank up : {Rank::Four, Rank::Five, Rank::Six})
            QCOMPARE(hitTo(up, 2, false), 12); // hard 12 stands vs 4-6
        for (Rank up : {Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten, Rank::Ace})
            QCOMPARE(hitTo(up, 2, false), 17);    // hit to 17 vs 7 or more
        QCOMPARE(hitTo(Rank::Nine, 2, true), 19); // soft 18 hits vs 9
        QCOMPARE(hitTo(Rank::Seven, 2, true), 18);
        const ChartColumn* ten = chart->columnFor(std::vector<Rank>{Rank::Ten});
        QVERIFY(std::find(ten->doubles.begin(), ten->doubles.end(), ChartCell{2, false, 11}) !=
                ten->doubles.end());
        QVERIFY(std::find(ten->surrenders.begin(), ten->surrenders.end(),
                          ChartCell{2, false, 16}) != ten->surrenders.end());
        for (const ChartColumn& c : chart->columns) { // always split A and 8, never 10 or 5
            QVERIFY(std::find(c.splits.begin(), c.splits.end(), Rank::Ace) != c.splits.end());
            QVERIFY(std::find(c.splits.begin(), c.splits.end(), Rank::Eight) != c.splits.end() ||
                    c.dealer == std::vector<Rank>{Rank::Ace}); // H17 with surrender: 8-8 vs A
            QVERIFY(std::find(c.splits.begin(), c.splits.end(), Rank::Ten) == c.splits.end());
            QVERIFY(std::find(c.splits.begin(), c.splits.end(), Rank::Five) == c.splits.end());
            if (c.insuranceOffered) QVERIFY(!c.takeInsurance);
        }
        // The renderers show the chart.
        const std::string text = chartToText(*chart);
        QVERIFY(text.find("Blackjack") != std::string::npos);
        const std::string html = chartToHtml(*chart);
        QVERIFY(html.find("<table") != std::string::npos);
        QVERIFY(!QJsonDocument::fromJson(chartToJson(*chart)).isNull());
    }
};

QTEST_GUILESS_MAIN(StrategyChartTest)
#include "tst_strategy_chart.moc"
