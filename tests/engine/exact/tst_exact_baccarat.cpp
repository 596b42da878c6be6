// Exact analysis of the baccarat-like and slot wager modes (the house edge of any rule
// set) against a brute force that knows nothing of the analysis: it walks every card sequence
// of tiny shoes through the real Round — where nobody decides, both hands follow their fixed
// strategies — with one seat on each bet, and weights each sequence by its without-replacement
// probability. exactRoundEv(bet) must equal each seat's expected net per unit staked to 1e-12.
#include "round_script.h"

#include "cards/composition.h"
#include "exact/exact_ev.h"
#include "rules/rule_set_json.h"

#include <QtTest>

#include <array>
#include <cmath>

using namespace f27;

namespace {

constexpr double kTolerance = 1e-12;
constexpr std::array<BetSide, 3> kBets{BetSide::Player, BetSide::Dealer, BetSide::Stalemate};

// E[net of each seat] from `r` on, the cards left being `left`.
std::vector<double> bruteForce(const Round& r, const Composition& left) {
    if (r.isOver()) {
        std::vector<double> out;
        for (const auto& s : r.seats())
            out.push_back(s.net.toDouble());
        return out;
    }
    if (!r.needsCard()) qFatal("a baccarat-like round asked for a decision");
    std::vector<double> sum(r.seats().size(), 0.0);
    test::forEachNextCard(r, left, [&](Card, const Round& next, const Composition& rest, double p) {
        const std::vector<double> v = bruteForce(next, rest);
        for (size_t s = 0; s < sum.size(); ++s)
            sum[s] += p * v[s];
    });
    return sum;
}

} // namespace

class ExactBaccarat : public QObject {
    Q_OBJECT
    void check(const RuleSet& rules, const std::string& codes) {
        QVERIFY2(validateRuleSet(rules).ok(), validateRuleSet(rules).error().c_str());
        const Composition shoe = Composition::of(test::cards(codes));
        const bool slot = rules.wagerMode == WagerMode::Slot;
        RoundSetup setup = test::seats(slot ? 1 : 3);
        for (size_t i = 0; i < setup.seats.size(); ++i)
            setup.seats[i].side = kBets[i];
        auto start = Round::start(rules, setup);
        QVERIFY2(start.ok(), start.ok() ? "" : start.error().c_str());
        const std::vector<double> brute = bruteForce(*start, shoe);
        for (size_t i = 0; i < setup.seats.size(); ++i) {
            ExactOptions o;
            o.bet = kBets[i];
            for (const bool memoise : {true, false}) {
                o.memoise = memoise;
                auto exact = exactRoundEv(rules, shoe, o);
                QVERIFY2(exact.ok(), exact.ok() ? "" : exact.error().c_str());
                qInfo("%s on {%s}, bet %d, memoise %d: exact %.15f, brute force %.15f",
                      rules.id.c_str(), codes.c_str(), static_cast<int>(i), memoise, *exact,
                      brute[i]);
                QVERIFY2(std::abs(*exact - brute[i]) <= kTolerance,
                         qPrintable(QString("bet %1: exact %2, brute force %3")
                                        .arg(i)
                                        .arg(*exact, 0, 'g', 17)
                                        .arg(brute[i], 0, 'g', 17)));
            }
        }
        // The three bets are different games: a test whose values coincide would prove little.
        if (!slot) QVERIFY(std::abs(brute[0] - brute[1]) > 1e-3);
    }

private slots:
    // Both dealer cards up, Jokers (folded by the analysis where they change nothing).
    void twentyOneTwentyFourTwentySeven() {
        check(test::bettingCopy(test::preset("21-24-27")),
              "AS AS KS KS KS 5S 5S 9S 9S JOKER JOKER");
    }
    // A hole card, naturals, the five-card rule with the poker comparison, bonuses, forced plays.
    void pokerLike() {
        check(test::bettingCopy(test::preset("poker-like")), "AS KS 2S 2S 2S AH KH 2H 2H JOKER");
        check(test::bettingCopy(test::preset("poker-like")), "AS KS 8S 9S 10S 9H 9D 2C");
    }
    // Naturals paid as wins (Round::settleBox), no insurance, ties, a player strategy that
    // differs from the dealer's and reads the card count.
    void blackjack() {
        RuleSet r = test::bettingCopy(test::preset("blackjack"));
        r.comparison.tie = Winner::Push;
        StrategyRow three;
        three.kind = HandKind::Any;
        three.cards = Range{3, 3};
        three.hitBelow = 15;
        r.baccarat.playerStrategy.rows.insert(r.baccarat.playerStrategy.rows.begin(), three);
        r.baccarat.playerPays = Rational{1};
        fillRuleIds(r);
        check(r, "AS AS 5S 5S 6S 6S 10S 10S 10S 10S 10S 7S");
    }
    // The slot mode: one bet, on the player hand.
    void slot() {
        check(test::bettingCopy(test::preset("21-24-27"), WagerMode::Slot),
              "AS KS KS KS 5S 5S 9S 9S JOKER");
    }
};

QTEST_GUILESS_MAIN(ExactBaccarat)
#include "tst_exact_baccarat.moc"
