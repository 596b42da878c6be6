// The fast exact analysis (memoised player nodes and dealer distributions, the dealer graph,
// merged interchangeable ranks, suit-renamed deals, threads) against the plain recursion it
// replaced (ExactOptions::memoise = false), which tst_exact_ev verifies against a brute force on
// the real Round. Both must agree to 1e-12 on tiny shoes — the round's value and the value of
// every legal action at decisions reached by random play — and the threaded sum must be
// bit-identical to the single-threaded one.
#include "round_script.h"

#include "cards/composition.h"
#include "core/prng.h"
#include "exact/dealer_poker_children.h"
#include "exact/dealer_probabilities.h"
#include "exact/dealer_removal_chain.h"
#include "exact/exact_ev.h"
#include "rules/hand_rules.h"
#include "rules/rule_set_json.h"

#include <QtTest>

#include <algorithm>
#include <atomic>

#include <cmath>
#include <map>
#include <mutex>
#include <tuple>

using namespace f27;

namespace {

constexpr double kTolerance = 1e-12;

// The reference: no memo, no dealer reuse, and every hit valued (no ExactOptions::pruneHits),
// so that each comparison with fast() checks the pruning too.
// The fast method against the plain recursion, mostly on depleted shoes too small for the
// bound on the cards a round may need (round_draw_bound.h): its check is off in both.
ExactOptions plain() {
    ExactOptions o;
    o.memoise = false;
    o.pruneHits = false;
    o.cardsMustLast = false;
    return o;
}

ExactOptions fast(int threads) {
    ExactOptions o;
    o.threads = threads;
    o.cardsMustLast = false;
    return o;
}

RuleSet withOptions(RuleSet r) {
    r.doubleDown.allowed = true;
    r.doubleDown.total = Range{};
    r.doubleDown.kind = HandKind::Any;
    r.doubleDown.afterSplit = true;
    r.split.allowed = true;
    r.split.maxHands = 2;
    r.split.byValue = true;
    r.split.acesOneCardEach = false;
    r.surrender.allowed = true;
    fillRuleIds(r);
    return r;
}

// Two dealer distributions agree to kTolerance: outcome by outcome, the poker hands grouped by
// their (total, plain value, flush value) with their chance and their flush chance.
// One dealer view of a preset on one deck, for the dealer-graph tests: the shoe less the
// face-up cards (the graph's cap), the view (with one face-up card: the dealer checked and found
// no natural when `checked`, PL-4, B-5), and the cap's cards one by one (to draw the player's).
struct OneDeckView {
    RuleSet rules;
    Composition cap;
    DealerView view;
    std::vector<Card> pool;
};
OneDeckView oneDeckView(const QString& preset, const QString& faceUp, bool checked) {
    OneDeckView v;
    v.rules = test::preset(preset.toStdString());
    v.rules.shoe.decks = 1;
    v.cap = Composition::fromShoe(v.rules.shoe);
    v.view.faceUp = test::cards(faceUp.toStdString());
    if (!v.cap.remove(v.view.faceUp).ok()) qFatal("face-up cards not in the shoe");
    if (checked && v.view.secondUnseen())
        for (Rank r : kAllRanks)
            v.view.secondAllowed[static_cast<size_t>(r)] =
                !isNaturalPair(v.rules, v.view.faceUp[0].rank, r);
    for (int i = 0; i < kCardKinds; ++i)
        for (int k = 0; k < v.cap.count(cardFromIndex(i)); ++k)
            v.pool.push_back(cardFromIndex(i));
    return v;
}

bool sameDistribution(const DealerDistribution& a, const DealerDistribution& b) {
    auto close = [](double x, double y) { return std::abs(x - y) <= kTolerance; };
    if (!close(a.natural, b.natural) || !close(a.bust, b.bust)) return false;
    auto totals = [](const DealerDistribution& d, std::map<std::pair<int, int>, double>& m) {
        for (const DealerTotal& t : d.totals)
            m[{t.total, t.cards}] += t.p;
    };
    std::map<std::pair<int, int>, double> ta, tb;
    totals(a, ta);
    totals(b, tb);
    for (const auto& [k, p] : ta)
        if (!close(p, tb[k])) return false;
    for (const auto& [k, p] : tb)
        if (!close(p, ta[k])) return false;
    using Key = std::tuple<int, std::uint32_t, std::uint32_t>;
    auto pokers = [](const DealerDistribution& d, std::map<Key, std::pair<double, double>>& m) {
        for (const DealerPokerHand& h : d.poker) {
            auto& e = m[{h.total, h.plain.code, h.flush.code}];
            e.first += h.p;
            e.second += h.p * h.pFlush;
        }
    };
    std::map<Key, std::pair<double, double>> pa, pb;
    pokers(a, pa);
    pokers(b, pb);
    if (pa.size() != pb.size()) return false;
    for (const auto& [k, v] : pa) {
        const auto it = pb.find(k);
        if (it == pb.end() || !close(v.first, it->second.first) ||
            !close(v.second, it->second.second))
            return false;
    }
    return true;
}

// Two dealer distributions are equal bit for bit, field by field.
bool identical(const DealerDistribution& a, const DealerDistribution& b) {
    if (a.natural != b.natural || a.bust != b.bust || a.totals.size() != b.totals.size() ||
        a.poker.size() != b.poker.size() || a.pokerRungs != b.pokerRungs)
        return false;
    for (size_t i = 0; i < a.totals.size(); ++i)
        if (a.totals[i].total != b.totals[i].total || a.totals[i].cards != b.totals[i].cards ||
            a.totals[i].p != b.totals[i].p)
            return false;
    for (size_t i = 0; i < a.poker.size(); ++i) {
        const DealerPokerHand &x = a.poker[i], &y = b.poker[i];
        if (x.total != y.total || x.plain != y.plain || x.flush != y.flush ||
            x.pFlush != y.pFlush || x.p != y.p || x.plainRung != y.plainRung ||
            x.flushRung != y.flushRung)
            return false;
    }
    return true;
}

} // namespace

class AnalysisCache : public QObject {
    Q_OBJECT
private:
    // Random single-seat rounds dealt from a shuffled `shoe`; at every decision the fast and the
    // plain analysis must give the same values. Returns the number of decisions compared.
    int compareDecisions(const RuleSet& rules, const std::string& codes, int rounds,
                         std::uint64_t seed) {
        Prng rng(seed);
        int compared = 0;
        for (int k = 0; k < rounds; ++k) {
            std::vector<Card> shoe = test::cards(codes);
            for (size_t i = shoe.size(); i > 1; --i)
                std::swap(shoe[i - 1], shoe[rng.below(static_cast<std::uint32_t>(i))]);
            auto started = Round::start(rules, test::seats(1));
            if (!started) qFatal("start: %s", started.error().c_str());
            Round r = *started;
            size_t at = 0;
            while (!r.isOver() && at <= shoe.size()) {
                if (r.needsCard()) {
                    if (at == shoe.size()) break;
                    if (!r.deal(shoe[at++])) qFatal("deal refused");
                    continue;
                }
                Composition unseen = Composition::of(std::span<const Card>(shoe).subspan(at));
                const DealerHand& d = r.dealer();
                for (size_t i = 0; i < d.cards.size(); ++i)
                    if (!d.faceUp[i]) unseen.add(d.cards[i]);
                auto a = exactActionValues(r, unseen, plain());
                auto b = exactActionValues(r, unseen, fast(1));
                // The hint's dealer batch forced on and off (docs/analysis.md, "Speed"): the
                // same values as plain to kTolerance, and bit-identical to each other where no
                // poker comparison regroups a sum (PokerLadder).
                ExactOptions on = fast(1), off = fast(1);
                on.hintBatch = ExactOptions::Batch::Always;
                off.hintBatch = ExactOptions::Batch::Never;
                auto batched = exactActionValues(r, unseen, on);
                auto single = exactActionValues(r, unseen, off);
                if (batched.ok() != b.ok() || single.ok() != b.ok()) return -1;
                if (a.ok() && b.ok() && a->size() == b->size())
                    for (size_t i = 0; i < b->size(); ++i) {
                        const double x = (*batched)[i].ev, y = (*single)[i].ev;
                        if (std::abs(x - (*a)[i].ev) > kTolerance ||
                            std::abs(y - (*a)[i].ev) > kTolerance ||
                            (!rules.fiveCard.enabled && x != y)) {
                            qWarning("batched %.17g, single %.17g, plain %.17g\n%s", x, y,
                                     (*a)[i].ev, qPrintable(test::transcript(r)));
                            return -1;
                        }
                    }
                if (a.ok() != b.ok()) {
                    qWarning("plain %s, fast %s", a.ok() ? "ok" : a.error().c_str(),
                             b.ok() ? "ok" : b.error().c_str());
                    return -1;
                }
                if (a.ok()) {
                    if (a->size() != b->size()) return -1;
                    for (size_t i = 0; i < a->size(); ++i) {
                        if ((*a)[i].action != (*b)[i].action) return -1;
                        if (std::abs((*a)[i].ev - (*b)[i].ev) > kTolerance) {
                            qWarning("%s: plain %.17g, fast %.17g\n%s", actionName((*a)[i].action),
                                     (*a)[i].ev, (*b)[i].ev, qPrintable(test::transcript(r)));
                            return -1;
                        }
                    }
                    ++compared;
                }
                const std::vector<Action> legal = r.legalActions();
                if (!r.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]))
                    qFatal("apply refused");
            }
        }
        return compared;
    }

private slots:
    void roundValue_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<bool>("options");
        QTest::addColumn<QString>("shoe");
        QTest::addColumn<int>("hands"); // split.maxHands
        QTest::newRow("poker-like")
            << "poker-like" << false << "AS KS 2S 2S 2S AH KH 2H 2H JOKER" << 2;
        QTest::newRow("poker-like, bonuses")
            << "poker-like" << false << "AS KS 8S 9S 10S 9H 9D 2C" << 2;
        QTest::newRow("poker-like, options")
            << "poker-like" << true << "9S 9S 9H QS QS QH KS KS AS 2S JOKER" << 2;
        QTest::newRow("21-24-27") << "21-24-27" << false << "AS AS KS KS KS KS 5S 5S 9S 9S JOKER"
                                  << 2;
        QTest::newRow("21-24-27, options")
            << "21-24-27" << true << "AS AS KS KS KS KS KS 5S 5S 9S 9S JOKER 3H 7D" << 2;
        QTest::newRow("blackjack")
            << "blackjack" << false << "AS AS 5S 5S 6S 6S 10S 10S JS QH KD 10S 10S 10S" << 2;
        QTest::newRow("blackjack, options")
            << "blackjack" << true << "AS AS 5S 5S 6S 6S 6S 10S JH QD KC 10S 9S 8D 2C" << 2;
        // Suit-symmetric: the suit-renamed deals are folded (the poker comparison needs suits).
        QTest::newRow("poker-like, symmetric")
            << "poker-like" << false << "AS AH AC AD KS KH KC KD 9S 9H 9C 9D" << 2;
        // Suit classes and interchangeable suits (node_key.cpp, hand_draws_detail.h): flushes
        // possible in one suit class, a Joker face up (the dealer's flush in any suit), suits
        // renamed canonically.
        QTest::newRow("poker-like, suit classes")
            << "poker-like" << false << "AS 5S 5S 9S 5H 9H 5D 9D 2C 5C 9C JOKER" << 2;
        // A depleted shoe whose suits are not interchangeable, split once: a pair of two suits
        // cannot be a flush, but each of its split hands may (9♥ 9♠ against 9♠ 9♦ under K♣),
        // so its node key must not pool the suits the dealer's flush does not read.
        QTest::newRow("poker-like, pair of two suits, asymmetric")
            << "poker-like" << true << "9H 9S 9D 2H 2H 3H 3H 2C 3C KC 8C JOKER JOKER JOKER" << 2;
        // Resplits to four hands (one rank of each value: the plain recursion keeps ranks).
        QTest::newRow("blackjack, resplits")
            << "blackjack" << true << "8S 8S 8H 8D 8C 9S 9S 10S 10S 10H 10D 2C 3C 7S AS" << 4;
        // Resplits of tens of four ranks: the plain recursion keeps them apart, so its pair
        // cards out are multisets of 10, J, Q and K (HandSolver::MixedPairs); the fast one
        // merges them into one rank.
        QTest::newRow("blackjack, resplits, tens of four ranks")
            << "blackjack" << true << "10S 10H JS JD QS KC 9S 9S 8S 2C 3C 7S AS" << 4;
    }
    void roundValue() {
        QFETCH(QString, preset);
        QFETCH(bool, options);
        QFETCH(QString, shoe);
        RuleSet rules = test::preset(preset.toStdString());
        if (options) rules = withOptions(rules);
        QFETCH(int, hands);
        rules.split.maxHands = hands;
        const Composition c = Composition::of(test::cards(shoe.toStdString()));
        auto reference = exactRoundEv(rules, c, plain());
        auto one = exactRoundEv(rules, c, fast(1));
        auto two = exactRoundEv(rules, c, fast(2));
        QVERIFY2(reference.ok(), reference.ok() ? "" : reference.error().c_str());
        QVERIFY(one.ok() && two.ok());
        QVERIFY2(
            std::abs(*reference - *one) <= kTolerance,
            qPrintable(
                QString("plain %1, fast %2").arg(*reference, 0, 'g', 17).arg(*one, 0, 'g', 17)));
        QCOMPARE(*two, *one); // deterministic reduction: bit-identical for any thread count
    }

    void actionValues_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<bool>("options");
        QTest::addColumn<QString>("shoe");
        QTest::addColumn<int>("hands"); // split.maxHands
        QTest::newRow("poker-like")
            << "poker-like" << false << "AS KS 2S 2S 2S AH KH 2H 2H JOKER 9C 9D 5H" << 2;
        QTest::newRow("poker-like, options")
            << "poker-like" << true << "9S 9S 9H QS QS QH KS KS AS 2S JOKER 4D" << 2;
        QTest::newRow("21-24-27, options")
            << "21-24-27" << true << "AS AS KS KS KS KS KS 5S 5S 9S 9S JOKER 3H 7D 2C" << 2;
        QTest::newRow("blackjack, options")
            << "blackjack" << true << "AS AS 5S 5S 6S 6S 6S 10S JH QD KC 10S 9S 8D 2C 3C 4C" << 2;
        // Resplits (one rank of each value: the plain recursion does not merge ranks).
        QTest::newRow("blackjack, resplits to four")
            << "blackjack" << true << "8S 8S 8H 8D 8C 9S 9S 10S 10S 10H 10D 2C 3C 4C 7S AS" << 4;
        QTest::newRow("blackjack, resplits, tens of four ranks")
            << "blackjack" << true << "10S 10H JS JD QS KC 9S 9S 8S 2C 3C 4C 7S AS" << 3;
        // The five-card rule's suited pair cards (HandSolver::MixedPairs), the hint's dealer
        // batch on and off.
        QTest::newRow("poker-like, resplits to three")
            << "poker-like" << true << "9S 9S 9H 9D QS QS QH KS KS AS 2S JOKER 4D" << 3;
        QTest::newRow("21-24-27, resplits to three")
            << "21-24-27" << true << "9S 9S 9H 9D KS KS KS 5S 5S AS 2C 3D JOKER 7S" << 3;
    }
    void actionValues() {
        QFETCH(QString, preset);
        QFETCH(bool, options);
        QFETCH(QString, shoe);
        QFETCH(int, hands);
        RuleSet rules = test::preset(preset.toStdString());
        if (options) rules = withOptions(rules);
        rules.split.maxHands = hands;
        const int n = compareDecisions(rules, shoe.toStdString(), 40, 2727);
        QVERIFY(n >= 20);
    }

    // dealerIgnoresJokers (docs/analysis.md, "Jokers the dealer draws"): with both dealer
    // cards face up and nothing reading the dealer's card count, the fast method takes the
    // dealer's distribution from the non-Joker cards only. The plain recursion walks every
    // Joker the dealer may draw; shoes with several Jokers, with doubles and surrender, and
    // with splits (B-9's split natural reads only whether the dealer drew: K K split, each
    // hand dealt an A, against a dealer who draws Jokers before her 27).
    void jokerBlindDealer_data() {
        QTest::addColumn<bool>("doubles");
        QTest::addColumn<bool>("splits");
        QTest::addColumn<QString>("shoe");
        QTest::newRow("21-24-27, three Jokers")
            << false << false << "AS KS KS 5S 5S 9S 9S 10S 2S JOKER JOKER JOKER";
        QTest::newRow("21-24-27, Jokers, double and surrender")
            << true << false << "AS AS KS KS 5S 9S 9S 3S 7S JOKER JOKER JOKER";
        QTest::newRow("21-24-27, Jokers, splits")
            << false << true << "AS AS KS KS KS KS 5S 9S 10S 10S 10S JOKER JOKER JOKER";
        QTest::newRow("21-24-27, Jokers, every option")
            << true << true << "AS AS KS KS KS KS 5S 9S 4S JOKER JOKER JOKER";
    }
    void jokerBlindDealer() {
        QFETCH(bool, doubles);
        QFETCH(bool, splits);
        QFETCH(QString, shoe);
        RuleSet rules = test::preset("21-24-27");
        QVERIFY(dealerIgnoresJokers(rules, DealerView{test::cards("5S 9S")}));
        if (doubles) {
            rules.doubleDown.allowed = true;
            rules.doubleDown.total = Range{};
            rules.doubleDown.kind = HandKind::Any;
            rules.surrender.allowed = true;
        }
        if (splits) { // no forced plays: T-4 would make K K stand and A A hit
            rules.split.allowed = true;
            rules.split.acesOneCardEach = false;
            rules.forced.clear();
            QVERIFY(rules.split.splitNaturalBeatsTotal);
        }
        fillRuleIds(rules);
        QVERIFY(dealerIgnoresJokers(rules, DealerView{test::cards("5S 9S")}));
        const Composition c = Composition::of(test::cards(shoe.toStdString()));
        auto reference = exactRoundEv(rules, c, plain());
        auto one = exactRoundEv(rules, c, fast(1));
        QVERIFY2(reference.ok(), reference.ok() ? "" : reference.error().c_str());
        QVERIFY2(one.ok(), one.ok() ? "" : one.error().c_str());
        QVERIFY2(
            std::abs(*reference - *one) <= kTolerance,
            qPrintable(
                QString("plain %1, fast %2").arg(*reference, 0, 'g', 17).arg(*one, 0, 'g', 17)));
        const int compared = compareDecisions(rules, shoe.toStdString(), 100, 2727);
        QVERIFY2(compared >= 20, qPrintable(QString::number(compared)));
        // Where the dealer's card count is read, the Jokers are kept.
        RuleSet five = test::preset("poker-like");
        QVERIFY(!dealerIgnoresJokers(five, DealerView{test::cards("5S 9S")}));
        RuleSet limit = rules;
        limit.cardLimit.cards = 5;
        QVERIFY(!dealerIgnoresJokers(limit, DealerView{test::cards("5S 9S")}));
        QVERIFY(!dealerIgnoresJokers(rules, DealerView{test::cards("5S")})); // a second card unseen
    }

    // The dealer graph's two exact forms (the forward pass and the closed form that pays only
    // for the ranks the player took) against the plain walk over ordered draws
    // (dealerDistribution, itself checked on the real Round by tst_exact_ev). One-deck shoes,
    // so that the closed form is valid (the cards cannot run out), at compositions the
    // player's cards took below the graph's cap, the poker detail (flush chances) included.
    void dealerGraphForms_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("faceUp");
        QTest::newRow("blackjack 6") << "blackjack"
                                     << "6H";
        QTest::newRow("blackjack A") << "blackjack"
                                     << "AS";
        QTest::newRow("21-24-27 10+5") << "21-24-27"
                                       << "10S 5H";
        QTest::newRow("21-24-27 A+3") << "21-24-27"
                                      << "AS 3D";
        QTest::newRow("poker-like K") << "poker-like"
                                      << "KS";
        QTest::newRow("poker-like 9") << "poker-like"
                                      << "9D";
        QTest::newRow("poker-like Joker") << "poker-like"
                                          << "JOKER";
    }
    void dealerGraphForms() {
        QFETCH(QString, preset);
        QFETCH(QString, faceUp);
        const auto [rules, cap, view, pool] = oneDeckView(preset, faceUp, true);
        const bool poker = rules.fiveCard.enabled;
        auto graph = DealerGraph::build(rules, view, cap);
        QVERIFY2(graph.ok(), graph.ok() ? "" : graph.error().c_str());
        Prng rng(27);
        for (int trial = 0; trial < 24; ++trial) {
            Composition unseen = cap;
            std::vector<Card> left = pool;
            for (int k = 0; k < trial % 7; ++k) { // the player's cards
                const size_t at = rng.below(static_cast<std::uint32_t>(left.size()));
                QVERIFY(unseen.remove(left[at]).ok());
                left.erase(left.begin() + static_cast<std::ptrdiff_t>(at));
            }
            auto reference = dealerDistribution(rules, view, unseen, poker);
            QVERIFY2(reference.ok(), reference.ok() ? "" : reference.error().c_str());
            for (auto form : {DealerGraph::Form::Forward, DealerGraph::Form::Closed,
                              DealerGraph::Form::Cheapest}) {
                auto d = graph->evaluate(unseen, poker, form);
                QVERIFY2(d.ok(), d.ok() ? "" : d.error().c_str());
                QVERIFY2(sameDistribution(*reference, *d),
                         qPrintable(QString("trial %1, form %2").arg(trial).arg(int(form))));
            }
            // evaluateAgainst: the dealer's poker hands folded against one value equal the
            // listed hands compared one by one (every rung, and values between and beyond).
            if (!poker) continue;
            std::vector<PokerValue> values = graph->pokerRungValues();
            for (PokerValue v : graph->pokerRungValues()) {
                values.push_back(PokerValue{v.code + 1});
                if (v.code > 0) values.push_back(PokerValue{v.code - 1});
            }
            for (PokerValue mine : values) {
                double below = 0, above = 0;
                for (const DealerPokerHand& h : reference->poker) {
                    auto add = [&](PokerValue v, double p) {
                        if (v < mine) below += p;
                        if (mine < v) above += p;
                    };
                    add(h.flush, h.p * h.pFlush);
                    add(h.plain, h.p * (1 - h.pFlush));
                }
                auto folded = graph->evaluateAgainst(unseen, mine);
                QVERIFY(folded.ok());
                QVERIFY2(std::abs(folded->pokerBelow - below) <= kTolerance &&
                             std::abs(folded->pokerAbove - above) <= kTolerance,
                         qPrintable(QString("trial %1, value %2").arg(trial).arg(mine.code)));
            }
        }
    }

    // DealerPokerChildren (dealer_poker_children.h): from one pass at a parent composition,
    // for every card the player may draw from it and every poker value — each rung of the
    // dealer's, and values between and beyond — the chances that the dealer's five-card hand
    // is above and equal to it equal the child composition's own distribution's hands
    // compared one by one (DealerGraph::evaluate, itself checked against the plain walk in
    // dealerGraphForms), to 1e-12 — set up by a pass over the graph and from the removal
    // chain's level holding the parent. Views: one flush suit (hole card unseen, some ranks
    // excluded by the natural check), every suit (a Joker up), and two face-up cards of one
    // suit and of two (no flush possible).
    void dealerPokerChildren_data() {
        QTest::addColumn<QString>("faceUp");
        QTest::newRow("K up") << "KS";
        QTest::newRow("9 up") << "9D";
        QTest::newRow("Joker up") << "JOKER";
        QTest::newRow("4+7 of one suit") << "4H 7H";
        QTest::newRow("4+7 of two suits") << "4H 7C";
    }
    void dealerPokerChildren() {
        QFETCH(QString, faceUp);
        const auto [rules, cap, view, pool] = oneDeckView("poker-like", faceUp, true);
        auto graph = DealerGraph::build(rules, view, cap);
        QVERIFY2(graph.ok(), graph.ok() ? "" : graph.error().c_str());
        DealerPokerChildren children(*graph), fromChain(*graph);
        DealerRemovalChain chain(*graph);
        Prng rng(2727);
        int compared = 0;
        for (int trial = 0; trial < 8; ++trial) {
            Composition parent = cap;
            std::vector<Card> left = pool;
            for (int k = 0; k < 1 + trial % 5; ++k) { // the player's cards
                const size_t at = rng.below(static_cast<std::uint32_t>(left.size()));
                QVERIFY(parent.remove(left[at]).ok());
                left.erase(left.begin() + static_cast<std::ptrdiff_t>(at));
            }
            QVERIFY(children.serves(parent));
            QVERIFY(children.setParent(parent).ok());
            chain.evaluate(parent); // the parent's finals held at its level
            QVERIFY(chain.held(parent) != nullptr);
            fromChain.setParent(parent, chain);
            for (int i = 0; i < kCardKinds; ++i) {
                const Card c = cardFromIndex(i);
                if (parent.count(c) == 0) continue;
                Composition child = parent;
                QVERIFY(child.remove(c).ok());
                auto d = graph->evaluate(child, true);
                QVERIFY2(d.ok(), d.ok() ? "" : d.error().c_str());
                std::vector<PokerValue> values;
                for (const DealerPokerHand& h : d->poker) {
                    values.push_back(h.plain);
                    values.push_back(h.flush);
                    values.push_back(PokerValue{h.plain.code + 1});
                }
                values.push_back(PokerValue{0});
                for (size_t k = 0; k < values.size(); k += 1 + rng.below(7)) {
                    const PokerValue mine = values[k];
                    double above = 0, equal = 0;
                    for (const DealerPokerHand& h : d->poker) {
                        auto add = [&](PokerValue v, double p) {
                            if (mine < v) above += p;
                            if (v == mine) equal += p;
                        };
                        add(h.flush, h.p * h.pFlush);
                        add(h.plain, h.p * (1 - h.pFlush));
                    }
                    for (const auto* from : {&children, &fromChain}) {
                        const auto got = from->versus(c, mine);
                        QVERIFY2(std::abs(got.above - above) <= kTolerance &&
                                     std::abs(got.equal - equal) <= kTolerance,
                                 qPrintable(QString("trial %1, card %2, value %3: above %4 / %5, "
                                                    "equal %6 / %7")
                                                .arg(trial)
                                                .arg(QString::fromStdString(toCode(c)))
                                                .arg(mine.code)
                                                .arg(got.above, 0, 'g', 17)
                                                .arg(above, 0, 'g', 17)
                                                .arg(got.equal, 0, 'g', 17)
                                                .arg(equal, 0, 'g', 17)));
                    }
                    ++compared;
                }
            }
        }
        QVERIFY2(compared > 2000, qPrintable(QString::number(compared)));
        // So few cards that a child's could run out: not served.
        Composition few;
        for (Rank r : {Rank::Two, Rank::Three, Rank::Four})
            few.add(Card{r, Suit::Spades});
        QVERIFY(!children.serves(few));
    }

    // Composition::undoRemoveRank (the analysis takes a drawn card back instead of copying the
    // composition per child): removal then undo gives back exactly the composition, suited or
    // not, Joker included, also after several nested removals.
    void compositionUndo() {
        RuleSet rules = test::preset("poker-like");
        const Composition shoe = Composition::fromShoe(rules.shoe);
        for (Rank r : kAllRanks) {
            if (shoe.count(r) == 0) continue;
            Composition c = shoe;
            c.removeRank(r);
            QCOMPARE(c.suited(), r == Rank::Joker);
            c.undoRemoveRank(r, true);
            QVERIFY(c == shoe);
        }
        Composition c = shoe;
        c.removeRank(Rank::Seven); // unsuited from here
        const Composition unsuited = c;
        c.removeRank(Rank::Joker);
        c.removeRank(Rank::Ace);
        c.undoRemoveRank(Rank::Ace, false);
        c.undoRemoveRank(Rank::Joker, false);
        QVERIFY(c == unsuited);
        c.undoRemoveRank(Rank::Seven, true);
        QVERIFY(c == shoe);
    }

    // DealerRemovalChain (dealer_removal_chain.h), the full analysis's dealer without the poker
    // detail: along a depth-first walk of the player's cards — each composition one card below
    // the last one evaluated a level up, as the recursion visits them, with returns to earlier
    // levels and compositions two cards below the last (from a level further up) — every
    // distribution equals the plain walk's to 1e-12.
    void dealerRemovalChain_data() { dealerGraphForms_data(); }
    void dealerRemovalChain() {
        QFETCH(QString, preset);
        QFETCH(QString, faceUp);
        const auto [rules, cap, view, pool] = oneDeckView(preset, faceUp, true);
        auto graph = DealerGraph::build(rules, view, cap);
        QVERIFY(graph.ok());
        DealerRemovalChain chain(*graph);
        // Card counts read by nobody (DealerRemovalChain::CardsRead): each total's chance is
        // the sum over its card counts, in one entry.
        DealerRemovalChain byTotal(*graph, [](int, int) { return 0; });
        auto check = [&](const Composition& unseen, int step) {
            QVERIFY(chain.serves(unseen));
            auto reference = dealerDistribution(rules, view, unseen, false);
            QVERIFY2(reference.ok(), reference.ok() ? "" : reference.error().c_str());
            QVERIFY2(sameDistribution(*reference, chain.evaluate(unseen)),
                     qPrintable(QString("step %1").arg(step)));
            std::map<int, double> want, got;
            for (const DealerTotal& t : reference->totals)
                want[t.total] += t.p;
            std::map<int, int> entries;
            for (const DealerTotal& t : byTotal.evaluate(unseen).totals) {
                got[t.total] += t.p;
                ++entries[t.total];
            }
            for (const auto& [total, p] : want)
                QVERIFY(std::abs(p - got[total]) <= kTolerance);
            for (const auto& [total, n] : entries)
                QCOMPARE(n, 1);
        };
        Prng rng(727);
        std::vector<std::pair<Composition, std::vector<Card>>> path{{cap, pool}};
        check(cap, -1);
        for (int step = 0; step < 80; ++step) {
            if (path.size() > 1 && rng.below(4) == 0) // back up to an earlier level
                path.resize(1 + rng.below(static_cast<std::uint32_t>(path.size() - 1)));
            if (path.size() > 7) path.resize(3); // the player's hands stay short
            const int cards = rng.below(5) == 0 ? 2 : 1;
            auto [unseen, left] = path.back();
            for (int k = 0; k < cards; ++k) {
                const size_t at = rng.below(static_cast<std::uint32_t>(left.size()));
                QVERIFY(unseen.remove(left[at]).ok());
                left.erase(left.begin() + static_cast<std::ptrdiff_t>(at));
            }
            check(unseen, step);
            if (cards == 1) path.push_back({unseen, left});
            // A hand that ends here (a double's card): one card more, not kept; the walk
            // then goes on from the levels as they were.
            if (rng.below(3) == 0 && !left.empty()) {
                Composition leaf = unseen;
                QVERIFY(leaf.remove(left[rng.below(static_cast<std::uint32_t>(left.size()))]).ok());
                auto reference = dealerDistribution(rules, view, leaf, false);
                QVERIFY(reference.ok());
                DealerDistribution got;
                chain.evaluate(leaf, got, false);
                QVERIFY2(sameDistribution(*reference, got),
                         qPrintable(QString("leaf %1").arg(step)));
            }
        }
        QVERIFY(chain.fromParent() > 40);
        QVERIFY(chain.fromAncestor() > 5);
        QVERIFY(chain.leaves() > 10);
        // Above the cap, or so few cards that they could run out: not served.
        Composition above = cap;
        above.add(view.faceUp[0]);
        QVERIFY(!chain.serves(above));
        Composition few;
        few.add(Card{Rank::Two, Suit::Spades});
        QVERIFY(!chain.serves(few));
    }

    // The live hint's batch (DealerGraph::evaluateForwardMany): every composition's result is
    // bit-identical to the scalar forward pass, for a batch that does not fill its last group
    // of lanes, with and without the poker detail; a composition above the cap fails with the
    // scalar pass's error while its neighbours are unaffected. The poker rungs order the
    // distinct poker values (DealerPokerHand::plainRung).
    void dealerGraphBatch_data() { dealerGraphForms_data(); }
    void dealerGraphBatch() {
        QFETCH(QString, preset);
        QFETCH(QString, faceUp);
        const auto [rules, cap, view, pool] = oneDeckView(preset, faceUp, false);
        auto graph = DealerGraph::build(rules, view, cap);
        QVERIFY(graph.ok());
        Prng rng(2727);
        std::vector<Composition> comps;
        for (int trial = 0; trial < 19; ++trial) {
            Composition unseen = cap;
            std::vector<Card> left = pool;
            // The player's cards; trial 5 leaves few cards (the scalar pass may run out).
            const int taken = trial == 5    ? static_cast<int>(pool.size()) - 6
                              : trial == 11 ? 0
                                            : trial % 9;
            for (int k = 0; k < taken; ++k) {
                const size_t at = rng.below(static_cast<std::uint32_t>(left.size()));
                QVERIFY(unseen.remove(left[at]).ok());
                left.erase(left.begin() + static_cast<std::ptrdiff_t>(at));
            }
            if (trial == 11) unseen.add(view.faceUp[0]); // above the cap
            comps.push_back(unseen);
        }
        std::vector<const Composition*> ptrs;
        for (const Composition& c : comps)
            ptrs.push_back(&c);
        int failed = 0;
        for (bool poker : {false, true}) {
            auto batch = graph->evaluateForwardMany(ptrs, poker);
            QCOMPARE(batch.size(), comps.size());
            for (size_t i = 0; i < comps.size(); ++i) {
                auto one = graph->evaluate(comps[i], poker, DealerGraph::Form::Forward);
                QCOMPARE(batch[i].ok(), one.ok());
                if (!one.ok()) {
                    QCOMPARE(batch[i].error(), one.error());
                    ++failed;
                    continue;
                }
                QVERIFY2(identical(*batch[i], *one), qPrintable(QString("composition %1").arg(i)));
                for (const DealerPokerHand& h : one->poker) {
                    QVERIFY(h.plainRung >= 0 && h.plainRung < one->pokerRungs);
                    QVERIFY((h.plain < h.flush) == (h.plainRung < h.flushRung));
                    QVERIFY((h.plain == h.flush) == (h.plainRung == h.flushRung));
                }
            }
        }
        QVERIFY(failed >= 2); // the composition above the cap, with and without poker detail
    }

    // ExactOptions::progress: one call per initial deal and a last one with 1, never
    // decreasing, with one thread and with two.
    void progressReported() {
        const RuleSet rules = test::preset("21-24-27");
        const Composition c =
            Composition::of(test::cards("AS AS KS KS KS KS 5S 5S 9S 9S JOKER 3H"));
        double expected = 0;
        for (int threads : {1, 2}) {
            std::mutex m;
            std::vector<double> seen;
            ExactOptions o = fast(threads);
            o.progress = [&](double f) {
                std::lock_guard<std::mutex> lock(m);
                seen.push_back(f);
            };
            auto ev = exactRoundEv(rules, c, o);
            QVERIFY(ev.ok());
            if (threads == 1) expected = *ev;
            QCOMPARE(*ev, expected);
            QVERIFY(seen.size() >= 3);
            QCOMPARE(seen.back(), 1.0);
            QVERIFY(seen.front() > 0);
            for (size_t i = 1; i < seen.size(); ++i)
                QVERIFY(seen[i] >= seen[i - 1]);
            // The second-to-last call is the last deal's: all deals were counted.
            QCOMPARE(seen[seen.size() - 2], 1.0);
            QVERIFY(seen[seen.size() - 3] < 1.0);
        }
    }

    // Cancellation is polled inside an initial deal, not only between deals: a request that
    // comes after the first poll stops the six-deck 21-24-27 analysis before its first deal is
    // finished (no deal is reported done) and the result is the error "cancelled".
    void cancellationInsideADeal() {
        const RuleSet rules = test::preset("21-24-27");
        const Composition shoe = Composition::fromShoe(rules.shoe);
        ExactOptions o = fast(1);
        std::atomic<int> polls{0};
        o.cancelled = [&] { return ++polls > 1; };
        std::vector<double> seen;
        o.progress = [&](double f) { seen.push_back(f); };
        auto ev = exactRoundEv(rules, shoe, o);
        QVERIFY(!ev.ok());
        QCOMPARE(ev.error(), std::string("cancelled"));
        QVERIFY(polls.load() >= 2);
        QVERIFY(std::count_if(seen.begin(), seen.end(), [](double f) { return f > 0; }) ==
                0); // no deal done
    }

    // Regression pin, not an independent check: the six-deck Blackjack preset's exact house edge
    // under optimal composition-dependent play (H17, double 9-11, no DAS, one split, split Aces
    // one card, late surrender, 3:2), as computed by this analysis on 2026-11-22. For scale: the
    // usual published rule-effect tables put six-deck basic strategy with these rules near
    // 0.78 %, and composition-dependent play gains only a few thousandths of a percent there.
    void blackjackFullShoePin() {
        const RuleSet rules = test::preset("blackjack");
        auto ev = exactRoundEv(rules, Composition::fromShoe(rules.shoe), fast(2));
        QVERIFY2(ev.ok(), ev.ok() ? "" : ev.error().c_str());
        QVERIFY2(std::abs(-100 * *ev - 0.77674870896553) < 1e-9,
                 qPrintable(QString::number(-100 * *ev, 'g', 17)));
    }
};

QTEST_GUILESS_MAIN(AnalysisCache)
#include "tst_analysis_cache.moc"
