// The dealer school's drills. Their answers must be what the round does: random rounds of every
// preset and of custom rule sets (other pay tables, table-minimum bonuses, wild Jokers, the
// baccarat-like and slot modes) are played by f27::Round, and for every hand it settles, every
// insurance, every forced play and every choice it leaves to the player, every dealer's draw
// and every showdown, the drill item built from the same cards must give the round's amount,
// play, winner and rule. Generated items must accept their own answer and refuse wrong ones,
// be reproducible from their seed, and come back more often where the trainee errs.
#include "round_script.h"

#include "cards/fair_shuffle.h"
#include "cards/shoe_spec.h"
#include "core/prng.h"
#include "round/policy.h"
#include "round/table.h"
#include "rules/hand_rules.h"
#include "rules/rule_set_json.h"
#include "rules/showdown.h"
#include "school/drills.h"

#include <QtTest>

#include <map>
#include <set>

using namespace f27;

namespace {

RuleSet checked(RuleSet r) {
    fillRuleIds(r);
    if (const Status s = validateRuleSet(r); !s)
        qFatal("test rule set %s is invalid: %s", r.id.c_str(), s.error().c_str());
    return r;
}

// Other pay tables: natural 2:1, insurance 5:1 on A and K, bonuses in table minimums, surrender
// (refund 1/2), doubling and splitting.
RuleSet customPayTables() {
    RuleSet r = test::preset("poker-like");
    r.id = "custom-pay-tables";
    r.name = "Custom pay tables";
    r.natural.payout = Money(2);
    r.insurance.payout = Money(5);
    r.insurance.upCards = {Rank::Ace, Rank::King};
    for (BonusRule& b : r.bonuses)
        if (b.id == "three-nines") {
            b.pay = BonusRule::Pay::TableMinimums;
            b.amount = Money(9);
        }
    BonusRule sevens;
    sevens.id = "three-sevens";
    sevens.name = "Three sevens";
    sevens.ranks = {Rank::Seven, Rank::Seven, Rank::Seven};
    sevens.pay = BonusRule::Pay::TableMinimums;
    sevens.amount = Money(5, 2);
    sevens.rule = "PL-12";
    r.bonuses.push_back(sevens);
    r.surrender.allowed = true;
    r.surrender.refund = Money(1, 2);
    r.doubleDown.allowed = true;
    r.doubleDown.total = Range{};
    r.split.allowed = true;
    r.split.maxHands = 3;
    return checked(r);
}

// Blackjack paying 6:5, surrendering a quarter back, insurance 3:1 at a third of the wager.
RuleSet customBlackjack() {
    RuleSet r = test::preset("blackjack");
    r.id = "custom-blackjack";
    r.name = "Blackjack 6:5";
    r.natural.payout = Money(6, 5);
    r.surrender.refund = Money(1, 4);
    r.insurance.price = Money(1, 3);
    r.insurance.payout = Money(3);
    return checked(r);
}

// Wild Jokers, no hole card, every option on, one deck with four Jokers, ties to the dealer.
RuleSet customWild() {
    RuleSet r = test::preset("poker-like");
    r.id = "custom-wild";
    r.name = "Wild Jokers, up-card only";
    r.values.joker = JokerMode::WildToTarget;
    r.dealerInitial = DealerInitial::UpOnly;
    r.natural.dealerChecksAtOnce = false;
    r.natural.bothHave = Winner::Push;
    r.shoe.decks = 1;
    r.shoe.jokersPerDeck = 4;
    r.shoe.cutCard = 40;
    r.comparison.tie = Winner::Dealer;
    r.doubleDown.allowed = true;
    r.doubleDown.total = Range{};
    r.doubleDown.afterSplit = true;
    r.split.allowed = true;
    r.split.maxHands = 4;
    r.split.acesOneCardEach = false;
    r.surrender.allowed = true;
    r.surrender.afterSplit = true;
    r.cardLimit.cards = 6;
    return checked(r);
}

RuleSet customBaccarat() {
    RuleSet r = test::bettingCopy(test::preset("poker-like"));
    r.id = "custom-baccarat";
    return checked(r);
}

RuleSet customSlot() {
    RuleSet r = test::bettingCopy(test::preset("21-24-27"), WagerMode::Slot);
    r.id = "custom-slot";
    return checked(r);
}

std::vector<RuleSet> ruleSets() {
    std::vector<RuleSet> out;
    for (const std::string& id : presetIds())
        out.push_back(test::preset(id));
    for (RuleSet r :
         {customPayTables(), customBlackjack(), customWild(), customBaccarat(), customSlot()})
        out.push_back(std::move(r));
    return out;
}

// The hands as the log builds them: cards dealt, splits, the hole card turned up.
struct Tracker {
    struct Hand {
        std::vector<Card> cards;
        bool fromSplit = false;
    };
    std::vector<std::vector<Hand>> seats;
    std::vector<Card> dealer;
    std::vector<bool> up;

    explicit Tracker(int seatCount) : seats(static_cast<size_t>(seatCount), {Hand{}}) {}
    Hand& hand(const Event& e) {
        auto& hs = seats[static_cast<size_t>(e.seat)];
        if (e.hand >= static_cast<int>(hs.size())) hs.resize(static_cast<size_t>(e.hand) + 1);
        return hs[static_cast<size_t>(e.hand)];
    }
    void apply(const Event& e) {
        if (e.type == EventType::Deal) {
            if (e.seat < 0) {
                dealer.push_back(e.card);
                up.push_back(e.faceUp);
            } else {
                hand(e).cards.push_back(e.card);
            }
        } else if (e.type == EventType::Decision && e.action == Action::Split) {
            Hand& h = hand(e);
            Hand second{{h.cards.at(1)}, true};
            h.cards.pop_back();
            h.fromSplit = true;
            auto& hs = seats[static_cast<size_t>(e.seat)];
            hs.insert(hs.begin() + e.hand + 1, second);
        } else if (e.type == EventType::Reveal) {
            for (size_t i = 0; i < up.size(); ++i)
                if (!up[i]) {
                    up[i] = true;
                    break;
                }
        }
    }
    std::vector<Card> visible() const {
        std::vector<Card> out;
        for (size_t i = 0; i < dealer.size(); ++i)
            if (up[i]) out.push_back(dealer[i]);
        return out;
    }
};

char letterOf(Action a) {
    switch (a) {
    case Action::Hit:
        return 'h';
    case Action::Stand:
        return 's';
    case Action::Double:
        return 'd';
    case Action::Split:
        return 'p';
    case Action::Surrender:
        return 'u';
    default:
        return '?';
    }
}

char letterOf(HandResult r) {
    return r == HandResult::Win ? 'p' : r == HandResult::Lose ? 'd' : 't';
}

Winner winnerOf(HandResult r) {
    return r == HandResult::Win    ? Winner::Player
           : r == HandResult::Lose ? Winner::Dealer
                                   : Winner::Push;
}

struct Seen {
    std::map<std::string, long> counts;
    void note(const std::string& what) { ++counts[what]; }
    long operator[](const std::string& what) const {
        const auto it = counts.find(what);
        return it == counts.end() ? 0 : it->second;
    }
};

[[noreturn]] void mismatch(const Round& r, const QString& what) {
    qFatal("%s\n%s", qPrintable(what), qPrintable(test::transcript(r)));
}

// Compares every drill answer with what round `r` did (see the file comment).
void compareWithRound(const Round& r, Seen& seen) {
    const RuleSet& rules = r.rules();
    const bool betting = rules.wagerMode != WagerMode::Standard;
    const auto& ev = r.events();
    const Money minimum = r.setup().tableMinimum;
    Tracker t(static_cast<int>(r.seats().size()));
    bool dealerPlayed = false;
    for (const Event& e : ev) {
        switch (e.type) {
        case EventType::ForcedPlay:
        case EventType::FixedPlay: {
            const Tracker::Hand& h = t.hand(e);
            const DrillItem it = forcedDrill(rules, h.cards, h.fromSplit, t.visible());
            if (it.choice != letterOf(e.action) || it.rule != e.rule || !it.accepts(it.answer))
                mismatch(r, QString("forced drill says %1 (%2), the round %3 (%4)")
                                .arg(it.choice)
                                .arg(QString::fromStdString(it.rule))
                                .arg(actionName(e.action))
                                .arg(QString::fromStdString(e.rule)));
            seen.note(std::string("forced-") + it.choice);
            break;
        }
        case EventType::Decision:
            if (e.action == Action::TakeInsurance || e.action == Action::DeclineInsurance) break;
            {
                const Tracker::Hand& h = t.hand(e);
                const DrillItem it = forcedDrill(rules, h.cards, h.fromSplit, t.visible());
                if (it.choice != 'c')
                    mismatch(r, QString("forced drill says %1 where the round asked the player")
                                    .arg(it.choice));
                seen.note("forced-c");
            }
            break;
        case EventType::DealerPlay: {
            dealerPlayed = true;
            const DrillItem it = dealerDrill(rules, t.dealer);
            if (it.choice != letterOf(e.action) || it.rule != e.rule)
                mismatch(r, QString("dealer drill says %1 (%2), the round %3 (%4)")
                                .arg(it.choice)
                                .arg(QString::fromStdString(it.rule))
                                .arg(actionName(e.action))
                                .arg(QString::fromStdString(e.rule)));
            seen.note(std::string("dealer-") + it.choice);
            break;
        }
        case EventType::Outcome:
            // After the dealer's play only the showdown settles (F-13).
            if (dealerPlayed) {
                const Tracker::Hand& h = t.hand(e);
                const DrillItem it = showdownDrill(rules, h.cards, h.fromSplit, t.dealer);
                if (it.choice != letterOf(e.result) || it.rule != e.rule)
                    mismatch(r, QString("showdown drill says %1 (%2), the round %3 (%4, %5)")
                                    .arg(it.choice)
                                    .arg(QString::fromStdString(it.rule))
                                    .arg(handResultName(e.result))
                                    .arg(QString::fromStdString(e.rule))
                                    .arg(QString::fromStdString(e.detail)));
                seen.note("showdown-" + e.detail);
            }
            break;
        case EventType::InsuranceSettled: {
            PayoutSituation s;
            s.what = PayoutSituation::Case::Insurance;
            s.wager = r.seats()[static_cast<size_t>(e.seat)].setup.wager;
            s.dealerNatural = r.dealer().natural;
            const DrillItem it = payoutDrill(rules, s);
            if (it.net != e.amount || !it.accepts(it.answer))
                mismatch(r, QString("insurance drill says %1, the round settles %2")
                                .arg(QString::fromStdString(it.net->toString()))
                                .arg(QString::fromStdString(e.amount.toString())));
            seen.note(s.dealerNatural ? "insurance-paid" : "insurance-taken");
            break;
        }
        case EventType::Settlement: {
            const SeatState& seat = r.seats()[static_cast<size_t>(e.seat)];
            PayoutSituation s;
            s.tableMinimum = minimum;
            s.wager = seat.setup.wager;
            if (betting) {
                s.what = PayoutSituation::Case::Bet;
                s.cards = r.seats()[0].hands[0].cards;
                s.side = seat.setup.side;
                s.winner = winnerOf(r.seats()[0].hands[0].result);
            } else {
                const PlayerHand& h = seat.hands[static_cast<size_t>(e.hand)];
                s.cards = h.cards;
                s.doubled = h.doubled;
                s.fromSplit = h.fromSplit;
                s.result = e.result;
                if (h.doubled) seen.note("payout-doubled");
                if (h.natural && e.result == HandResult::Win) seen.note("payout-natural");
                if (e.result == HandResult::Surrender) seen.note("payout-surrender");
            }
            const DrillItem it = payoutDrill(rules, s);
            if (it.net != e.amount || !it.accepts(it.answer))
                mismatch(r, QString("payout drill for seat %1 hand %2 says %3, the round settles "
                                    "%4")
                                .arg(e.seat + 1)
                                .arg(e.hand + 1)
                                .arg(QString::fromStdString(it.net->toString()))
                                .arg(QString::fromStdString(e.amount.toString())));
            seen.note("payout");
            break;
        }
        case EventType::Bonus:
            seen.note("payout-bonus");
            break;
        default:
            break;
        }
        t.apply(e);
    }
    // Totals: every final hand as the round values it.
    for (size_t s = 0; s < r.seats().size(); ++s)
        for (size_t h = 0; h < r.seats()[s].hands.size(); ++h) {
            const PlayerHand& hand = r.seats()[s].hands[h];
            if (hand.cards.empty()) continue;
            const DrillItem it = totalDrill(rules, hand.cards);
            if (!(it.value == r.handValue(static_cast<int>(s), static_cast<int>(h))) ||
                !it.accepts(it.answer))
                mismatch(r, "total drill differs from the round's hand value");
        }
    if (!r.dealer().cards.empty()) {
        const DrillItem it = totalDrill(rules, r.dealer().cards);
        if (!(it.value == r.dealerValue())) mismatch(r, "total drill differs for the dealer");
    }
}

// Plays `rounds` random rounds of the rules (random seats, wagers in chips of 2.5, random
// decisions) and compares each with the drills.
Seen playAndCompare(const RuleSet& rules, int rounds, std::uint64_t seed) {
    Prng prng(seed);
    Table table(rules, ShuffleKey::fromPrng(prng));
    table.setKeySource([&prng] { return ShuffleKey::fromPrng(prng); });
    RandomPolicy policy(seed ^ 0x5eed);
    const bool betting = rules.wagerMode != WagerMode::Standard;
    Seen seen;
    for (int n = 0; n < rounds; ++n) {
        RoundSetup setup;
        setup.tableMinimum = Money(5 * (1 + static_cast<int>(prng.below(3))));
        const int seats = 1 + static_cast<int>(prng.below(kMaxSeats));
        for (int s = 0; s < seats; ++s) {
            SeatSetup seat;
            seat.wager = Money(5 * (1 + static_cast<int>(prng.below(40))), 2);
            if (rules.wagerMode == WagerMode::BaccaratLike)
                seat.side = static_cast<BetSide>(prng.below(3));
            setup.seats.push_back(seat);
        }
        auto started = table.startRound(setup);
        if (!started) qFatal("round %d: %s", n, started.error().c_str());
        Round r = std::move(started).value();
        while (!r.isOver()) {
            if (auto s = table.dealPending(r); !s) qFatal("deal: %s", s.error().c_str());
            if (r.isOver()) break;
            if (!r.apply(policy.choose(r))) qFatal("a legal action was refused");
        }
        compareWithRound(r, seen);
        (void)betting;
    }
    return seen;
}

// The cards an item shows come from the rule set's shoe: its ranks, its Jokers, no more copies
// of a card than the shoe holds.
bool fromTheShoe(const RuleSet& rules, const DrillItem& it) {
    std::map<int, int> count;
    for (const auto* cards : {&it.cards, &it.dealerCards})
        for (Card c : *cards) {
            if (c.isJoker() ? rules.shoe.jokersPerDeck == 0 : rules.shoe.removes(c.rank))
                return false;
            ++count[c.index()];
        }
    for (auto [index, n] : count) {
        const int most =
            index == kJokerIndex ? rules.shoe.decks * rules.shoe.jokersPerDeck : rules.shoe.decks;
        if (n > most) return false;
    }
    return true;
}

bool knownRules(const std::string& ids) {
    if (ids.empty()) return false;
    for (const QString& id : QString::fromStdString(ids).split(", "))
        if (!isKnownRuleId(id.toStdString())) return false;
    return true;
}

// Wrong answers for an item: each must be refused.
std::vector<std::string> wrongAnswers(const DrillItem& it) {
    std::vector<std::string> out{"", "?", "x"};
    switch (it.kind) {
    case DrillKind::Payout: {
        const Money m = *it.net < Money{} ? -*it.net : *it.net;
        out.push_back(drillAmountText(m + Money(5, 2)));
        out.push_back(drillAmountText(m + Money(1)));
        if (m > Money{}) {
            out.push_back(drillAmountText(m - Money(1, 2)));
            if (*it.net > Money{}) out.push_back("-" + it.answer);
        }
        break;
    }
    case DrillKind::Total: {
        const HandValue v = *it.value;
        out.push_back(std::to_string(v.total + 1));
        out.push_back("soft " + std::to_string(v.total - 1));
        if (v.bust)
            out.push_back(std::to_string(v.total));
        else if (v.soft)
            out.push_back(std::to_string(v.total));
        else
            out.push_back("soft " + std::to_string(v.total));
        if (!v.bust) out.push_back("bust");
        break;
    }
    case DrillKind::Forced:
        for (const char* w : {"h", "s", "c", "d", "p", "u"})
            if (w[0] != it.choice) out.push_back(w);
        break;
    case DrillKind::Dealer:
        out.push_back(it.choice == 'h' ? "s" : "h");
        out.push_back("c");
        break;
    case DrillKind::Showdown:
        for (const char* w : {"p", "d", "t"})
            if (w[0] != it.choice) out.push_back(w);
        break;
    }
    return out;
}

// Other spellings of the right answer.
std::vector<std::string> rightAnswers(const DrillItem& it) {
    std::vector<std::string> out{it.answer, " " + it.answer + " "};
    switch (it.kind) {
    case DrillKind::Payout: {
        const Money m = *it.net < Money{} ? -*it.net : *it.net;
        out.push_back("+" + it.answer);
        out.push_back(m.toString());
        if (*it.net < Money{}) out.push_back("-" + it.answer);
        break;
    }
    case DrillKind::Total: {
        const HandValue v = *it.value;
        const std::string n = std::to_string(v.total);
        if (v.bust)
            out.insert(out.end(), {"b", "BUST", "bust " + n});
        else if (v.soft)
            out.insert(out.end(), {"s" + n, n + " soft", "Soft " + n});
        else
            out.insert(out.end(), {"hard " + n, "h" + n, n + " hard"});
        break;
    }
    case DrillKind::Forced:
    case DrillKind::Dealer: {
        const std::map<char, std::string> words{{'h', "hit"},       {'s', "stand"},
                                                {'d', "double"},    {'p', "split"},
                                                {'u', "surrender"}, {'c', "choice"}};
        out.push_back(words.at(it.choice));
        break;
    }
    case DrillKind::Showdown:
        out.push_back(it.choice == 'p' ? "player" : it.choice == 'd' ? "Dealer" : "push");
        break;
    }
    return out;
}

QString itemText(const DrillItem& it) {
    return QString("%1 L%2: %3 -> %4 (%5) %6")
        .arg(drillKindName(it.kind))
        .arg(it.level)
        .arg(it.question, QString::fromStdString(it.answer), QString::fromStdString(it.rule),
             it.explanation);
}

} // namespace

class DrillsTest : public QObject {
    Q_OBJECT
private slots:
    // A payout's hand is one a player could end a round with (PL-5, T-4): no card drawn where
    // the rules force a stand, and no forced hit left on the final hand — against at least one
    // dealer up-card of the shoe. (A hard 12 that "wins" in Poker-like would break PL-5.)
    void payoutHandsArePlayable_data() {
        QTest::addColumn<QString>("preset");
        for (const char* id : {"poker-like", "21-24-27", "blackjack"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void payoutHandsArePlayable() {
        QFETCH(QString, preset);
        const RuleSet rules = test::preset(preset.toStdString());
        Prng prng(99);
        int checked = 0;
        for (int i = 0; i < 400; ++i) {
            const DrillItem item = makeDrill(rules, DrillKind::Payout, 1 + i % 2, prng);
            if (item.cards.size() < 2 || item.fromSplit) continue;
            const HandValue v = valueOf(item.cards, rules.values);
            if (v.bust || isNaturalPair(rules, item.cards[0].rank, item.cards[1].rank)) continue;
            bool playable = false;
            const std::vector<Card> shoe = canonicalShoe(rules.shoe);
            // The dealer's face-up cards: one up-card, or both (T-2).
            const bool bothUp = rules.dealerInitial == DealerInitial::BothUp;
            for (int r = 0; r < kCardKinds * (bothUp ? kCardKinds : 1) && !playable; ++r) {
                const Card up = cardFromIndex(r % kCardKinds);
                const Card up2 = cardFromIndex(r / kCardKinds);
                if (std::find(shoe.begin(), shoe.end(), up) == shoe.end() ||
                    std::find(shoe.begin(), shoe.end(), up2) == shoe.end())
                    continue;
                HandSums dealer;
                dealer.add(up, rules.values);
                if (bothUp) dealer.add(up2, rules.values);
                const DealerVisible dv = dealerVisibleOf(rules, dealer);
                bool ok = true;
                for (size_t k = 2; k <= item.cards.size() && ok; ++k) {
                    const std::span<const Card> hand(item.cards.data(), k);
                    HandSums sums;
                    for (Card c : hand)
                        sums.add(c, rules.values);
                    const TurnCheck t = turnCheck(rules, hand, sums, false, dv);
                    const bool forcedHit = t.by != TurnCheck::By::Player && t.hits;
                    const bool mayHit = t.by == TurnCheck::By::Player || forcedHit;
                    ok = k < item.cards.size() ? mayHit : !forcedHit;
                }
                playable = ok;
            }
            QVERIFY2(playable, qPrintable(item.question));
            ++checked;
        }
        QVERIFY(checked > 100);
    }

    // ---- The answers are the round's ----
    void answersAreWhatTheRoundDoes_data() {
        QTest::addColumn<int>("index");
        const auto sets = ruleSets();
        for (size_t i = 0; i < sets.size(); ++i)
            QTest::newRow(sets[i].id.c_str()) << static_cast<int>(i);
    }
    void answersAreWhatTheRoundDoes() {
        QFETCH(int, index);
        const RuleSet rules = ruleSets()[static_cast<size_t>(index)];
        const Seen seen = playAndCompare(rules, 4000, 100 + static_cast<std::uint64_t>(index));
        // The interesting paths were taken.
        QVERIFY(seen["payout"] > 4000);
        QVERIFY(seen["dealer-h"] > 0 && seen["dealer-s"] > 0);
        QVERIFY(seen["showdown-closer"] > 0 && seen["showdown-dealer-bust"] > 0);
        const bool betting = rules.wagerMode != WagerMode::Standard;
        if (!betting) QVERIFY(seen["forced-c"] > 0);
        if (!rules.forced.empty()) QVERIFY(seen["forced-h"] + seen["forced-s"] > 0);
        if (rules.insurance.offered)
            QVERIFY(seen["insurance-paid"] > 0 && seen["insurance-taken"] > 0);
        if (rules.natural.kind != NaturalRule::Kind::None && !betting)
            QVERIFY(seen["payout-natural"] > 0);
        if (!rules.bonuses.empty()) QVERIFY(seen["payout-bonus"] > 0);
        if (rules.doubleDown.allowed) QVERIFY(seen["payout-doubled"] > 0);
        if (rules.surrender.allowed) QVERIFY(seen["payout-surrender"] > 0);
        if (rules.fiveCard.enabled) QVERIFY(seen["showdown-five-card"] > 0);
        if (rules.predetermined.dealerTargetWins) QVERIFY(seen["showdown-dealer-target"] > 0);
    }

    // ---- The rules' own examples (RULES.md), worked by hand ----
    void totalsOfTheRulesExamples_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("answer");
        QTest::addColumn<QStringList>("alsoRight");
        QTest::addColumn<QStringList>("wrong");
        // F-4: A+J = soft 25; A+9+K = hard 23; A+A = soft 15; Joker+A = soft 14.
        QTest::newRow("F-4 A+J") << "poker-like"
                                 << "AS JH"
                                 << "soft 25" << QStringList{"s25", "25 soft", "SOFT 25"}
                                 << QStringList{"25", "hard 25", "soft 24", "bust"};
        QTest::newRow("F-4 A+9+K") << "poker-like"
                                   << "AS 9H KD"
                                   << "23" << QStringList{"hard 23", "h23", "23 hard"}
                                   << QStringList{"soft 23", "36", "bust"};
        QTest::newRow("F-4 A+A") << "poker-like"
                                 << "AS AH"
                                 << "soft 15" << QStringList{"s 15"}
                                 << QStringList{"15", "2", "soft 28"};
        QTest::newRow("F-4 Joker+A") << "poker-like"
                                     << "JOKER AC"
                                     << "soft 14" << QStringList{"s14"} << QStringList{"14", "1"};
        QTest::newRow("F-4 bust") << "poker-like"
                                  << "KS QH 5D"
                                  << "bust" << QStringList{"b", "bust 30", "30 bust"}
                                  << QStringList{"30", "bust 29", "hard 30"};
        QTest::newRow("B-2 A+6") << "blackjack"
                                 << "AS 6H"
                                 << "soft 17" << QStringList{"s17"} << QStringList{"17", "7"};
        QTest::newRow("B-2 A+6+K")
            << "blackjack"
            << "AS 6H KD"
            << "17" << QStringList{"hard 17"} << QStringList{"soft 17", "27"};
    }
    void totalsOfTheRulesExamples() {
        QFETCH(QString, preset);
        QFETCH(QString, cards);
        QFETCH(QString, answer);
        QFETCH(QStringList, alsoRight);
        QFETCH(QStringList, wrong);
        const DrillItem it =
            totalDrill(test::preset(preset.toStdString()), test::cards(cards.toStdString()));
        QCOMPARE(QString::fromStdString(it.answer), answer);
        for (const QString& a : alsoRight + QStringList{answer})
            QVERIFY2(it.accepts(a.toStdString()), qPrintable(a));
        for (const QString& a : wrong)
            QVERIFY2(!it.accepts(a.toStdString()), qPrintable(a));
    }
    // Payouts worked out by hand from RULES.md: PL-4/PL-12 (A+K pays 1:1 plus a 1:1 bonus),
    // PL-3 (insurance at half the wager pays 10:1), B-4/B-12 (blackjack 3:2), B-5 (insurance
    // 2:1), B-8 (surrender loses half), F-15 (a loss takes the wager).
    void payoutsOfTheRules_data() {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("situation"); // 0 hand, 1 insurance
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("wager");
        QTest::addColumn<int>("result"); // HandResult, or for insurance: 1 the dealer's natural
        QTest::addColumn<bool>("doubled");
        QTest::addColumn<QString>("net");
        QTest::addColumn<QString>("answer");
        QTest::newRow("PL-4 A+K") << "poker-like" << 0 << "AS KH"
                                  << "15" << 0 << false << "30"
                                  << "30";
        QTest::newRow("PL-12 three nines") << "poker-like" << 0 << "9S 9H 9D"
                                           << "17.5" << 0 << false << "105/2"
                                           << "52.5";
        QTest::newRow("PL-12 five-card 27") << "poker-like" << 0 << "2S 3H 4D 8C 10S"
                                            << "35" << 0 << false << "105"
                                            << "105";
        QTest::newRow("PL-3 insurance") << "poker-like" << 1 << ""
                                        << "35" << 1 << false << "175"
                                        << "175";
        QTest::newRow("PL-3 insurance lost") << "poker-like" << 1 << ""
                                             << "35" << 0 << false << "-35/2"
                                             << "17.5";
        QTest::newRow("B-4 blackjack") << "blackjack" << 0 << "AS KH"
                                       << "15" << 0 << false << "45/2"
                                       << "22.5";
        QTest::newRow("B-4 blackjack 17.5") << "blackjack" << 0 << "10S AD"
                                            << "17.5" << 0 << false << "105/4"
                                            << "26.25";
        QTest::newRow("B-5 insurance") << "blackjack" << 1 << ""
                                       << "15" << 1 << false << "15"
                                       << "15";
        QTest::newRow("B-8 surrender") << "blackjack" << 0 << "10S 6D"
                                       << "35" << 3 << false << "-35/2"
                                       << "17.5";
        QTest::newRow("F-18 doubled loss") << "blackjack" << 0 << "5S 6D 3H"
                                           << "17.5" << 1 << true << "-35"
                                           << "35";
        QTest::newRow("F-15 push") << "21-24-27" << 0 << "10S 10D"
                                   << "25" << 2 << false << "0"
                                   << "0";
    }
    void payoutsOfTheRules() {
        QFETCH(QString, preset);
        QFETCH(int, situation);
        QFETCH(QString, cards);
        QFETCH(QString, wager);
        QFETCH(int, result);
        QFETCH(bool, doubled);
        QFETCH(QString, net);
        QFETCH(QString, answer);
        PayoutSituation s;
        s.what = situation == 0 ? PayoutSituation::Case::Hand : PayoutSituation::Case::Insurance;
        if (!cards.isEmpty()) s.cards = test::cards(cards.toStdString());
        s.wager = *Rational::parse(wager.toStdString());
        s.result = static_cast<HandResult>(result);
        s.dealerNatural = result == 1;
        s.doubled = doubled;
        const DrillItem it = payoutDrill(test::preset(preset.toStdString()), s);
        QCOMPARE(QString::fromStdString(it.net->toString()), net);
        QCOMPARE(QString::fromStdString(it.answer), answer);
        QVERIFY(it.accepts(answer.toStdString()));
        QVERIFY(it.accepts("+" + answer.toStdString()));
        QVERIFY(it.accepts((*it.net < Money{} ? -*it.net : *it.net).toString()));
        QVERIFY(!it.accepts(drillAmountText(*Rational::parse(answer.toStdString()) + Money(1))));
        QVERIFY2(knownRules(it.rule), it.rule.c_str());
        // A share of the wager is a ratio, not an amount of money ("1/2 of the wager").
        if (s.result == HandResult::Surrender)
            QVERIFY2(it.explanation.contains("returns 1/2 of the wager"),
                     qPrintable(it.explanation));
        if (situation == 1)
            QVERIFY2(it.explanation.contains("costs 1/2 of the wager"), qPrintable(it.explanation));
    }
    void amountsAreWrittenAsDecimals() {
        QCOMPARE(drillAmountText(Money(45, 2)), std::string("22.5"));
        QCOMPARE(drillAmountText(Money(57, 4)), std::string("14.25"));
        QCOMPARE(drillAmountText(Money(-35, 2)), std::string("-17.5"));
        QCOMPARE(drillAmountText(Money(1, 40)), std::string("0.025"));
        QCOMPARE(drillAmountText(Money(10, 3)), std::string("10/3"));
        QCOMPARE(drillAmountText(Money(0)), std::string("0"));
        PayoutSituation s;
        s.wager = Money(35, 2);
        s.result = HandResult::Win;
        s.cards = test::cards("10S 8D");
        const DrillItem it = payoutDrill(test::preset("21-24-27"), s);
        for (const char* right : {"17.5", "35/2", "+17.5", "17,5", " 17.50 ", "70/4"})
            QVERIFY2(it.accepts(right), right);
        for (const char* wrong : {"-17.5", "17", "18", "17.5.0", "++17.5", "17.5x", "35/0"})
            QVERIFY2(!it.accepts(wrong), wrong);
    }

    // ---- Generated items ----
    void generatedItemsAreSound_data() {
        QTest::addColumn<int>("index");
        const auto sets = ruleSets();
        for (size_t i = 0; i < sets.size(); ++i)
            QTest::newRow(sets[i].id.c_str()) << static_cast<int>(i);
    }
    void generatedItemsAreSound() {
        QFETCH(int, index);
        const RuleSet rules = ruleSets()[static_cast<size_t>(index)];
        Prng prng(7 + static_cast<std::uint64_t>(index));
        const bool betting = rules.wagerMode != WagerMode::Standard;
        std::set<std::string> reasons;
        std::set<char> forced, dealer, winners;
        int bonusItems = 0, insuranceItems = 0, naturalItems = 0;
        for (DrillKind kind : availableDrillKinds(rules))
            for (int level = 1; level <= kDrillLevels; ++level)
                for (int n = 0; n < 60; ++n) {
                    const DrillItem it = makeDrill(rules, kind, level, prng);
                    const QString text = itemText(it);
                    QCOMPARE(it.kind, kind);
                    QCOMPARE(it.level, level);
                    QVERIFY2(!it.question.isEmpty() && !it.explanation.isEmpty(), qPrintable(text));
                    QVERIFY2(knownRules(it.rule), qPrintable(text));
                    QVERIFY2(fromTheShoe(rules, it), qPrintable(text));
                    for (const std::string& a : rightAnswers(it))
                        QVERIFY2(it.accepts(a),
                                 qPrintable(text + " refuses " + QString::fromStdString(a)));
                    for (const std::string& a : wrongAnswers(it))
                        QVERIFY2(!it.accepts(a),
                                 qPrintable(text + " accepts " + QString::fromStdString(a)));
                    switch (kind) {
                    case DrillKind::Payout: {
                        QVERIFY2(it.wager && *it.wager > Money{} &&
                                     (*it.wager * Money(2, 5)).isInteger(),
                                 qPrintable(text)); // chips of 2.5
                        if (it.cards.empty()) {
                            insuranceItems += !betting;
                        } else {
                            const HandValue v = valueOf(it.cards, rules.values);
                            QVERIFY2(!v.bust || *it.net < Money{}, qPrintable(text));
                            if (*it.net > Money{} && !matchingBonuses(rules, it.cards, v).empty())
                                ++bonusItems;
                            if (!it.fromSplit && it.cards.size() == 2 &&
                                isNaturalPair(rules, it.cards[0].rank, it.cards[1].rank))
                                ++naturalItems;
                        }
                        break;
                    }
                    case DrillKind::Total:
                        QVERIFY(it.cards.size() >= 2);
                        if (level <= 2) QVERIFY2(!it.value->bust, qPrintable(text));
                        break;
                    case DrillKind::Forced:
                        QVERIFY2(!valueOf(it.cards, rules.values).bust, qPrintable(text));
                        forced.insert(it.choice);
                        break;
                    case DrillKind::Dealer:
                        QVERIFY2(it.dealerCards.size() >= 2 &&
                                     !valueOf(it.dealerCards, rules.values).bust,
                                 qPrintable(text));
                        dealer.insert(it.choice);
                        break;
                    case DrillKind::Showdown: {
                        // The player's hand stands unbust; the dealer's is finished (F-12).
                        QVERIFY2(!valueOf(it.cards, rules.values).bust, qPrintable(text));
                        HandSums d;
                        for (Card c : it.dealerCards)
                            d.add(c, rules.values);
                        QVERIFY2(!dealerHits(rules, d), qPrintable(text));
                        reasons.insert(
                            showdown(rules, it.cards, it.fromSplit, it.dealerCards).reason);
                        winners.insert(it.choice);
                        break;
                    }
                    }
                }
        QVERIFY(dealer.count('h') && dealer.count('s'));
        QVERIFY(winners.count('p') && winners.count('d'));
        QVERIFY(reasons.count("closer") && reasons.count("dealer-bust"));
        if (rules.fiveCard.enabled) QVERIFY(reasons.count("five-card"));
        if (rules.fiveCard.enabled && rules.fiveCard.cards == 5) QVERIFY(reasons.count("poker"));
        if (drillKindAvailable(rules, DrillKind::Forced)) {
            // Every play a forced play of the rules makes comes up, and the player's choice.
            for (const ForcedPlay& f : rules.forced)
                QVERIFY2(forced.count(f.op == Op::Hit ? 'h' : 's'), f.rule.c_str());
            if (betting) QVERIFY(forced.count('h') && forced.count('s'));
            if (!betting) QVERIFY(forced.count('c'));
        }
        if (!rules.bonuses.empty()) QVERIFY(bonusItems > 0);
        if (rules.insurance.offered) QVERIFY(insuranceItems > 0);
        if (rules.natural.kind != NaturalRule::Kind::None && !betting) QVERIFY(naturalItems > 0);
        if (!rules.insurance.offered && !betting) QCOMPARE(insuranceItems, 0);
        if (!rules.fiveCard.enabled)
            QVERIFY(!reasons.count("five-card") && !reasons.count("poker"));
    }
    // A kind the rules cannot have is not offered.
    void kindsTheRulesCannotHave() {
        RuleSet r = test::preset("blackjack");
        r.id = "no-forced";
        r.forced.clear();
        r.split.allowed = false;
        r = checked(r);
        QVERIFY(!drillKindAvailable(r, DrillKind::Forced));
        QCOMPARE(availableDrillKinds(r).size(), size_t(4));
        const auto only = DrillSession::start(r, {DrillKind::Forced}, 1);
        QVERIFY(!only);
        QVERIFY2(QString::fromStdString(only.error()).contains("forced"), only.error().c_str());
        auto some = DrillSession::start(r, {DrillKind::Forced, DrillKind::Total}, 1);
        QVERIFY(some);
        QCOMPARE(some->kinds().size(), size_t(1));
        QVERIFY(drillKindAvailable(test::preset("blackjack"), DrillKind::Forced)); // B-6
        QCOMPARE(parseDrillKind("showdown").value(), DrillKind::Showdown);
        QVERIFY(!parseDrillKind("poker"));
    }

    // ---- The session ----
    void sameSeedSameItems() {
        auto run = [](std::uint64_t seed) {
            auto s = DrillSession::start(test::preset("poker-like"), {}, seed).value();
            QStringList out;
            for (int i = 0; i < 200; ++i) {
                const DrillItem it = s.current();
                out << it.question + " = " + QString::fromStdString(it.answer);
                s.answer(i % 3 ? it.answer : "wrong", 100); // answers steer the session
            }
            return out;
        };
        const QStringList a = run(42), b = run(42), c = run(43);
        QCOMPARE(a, b);
        QVERIFY(a != c);
        // Generation alone is reproducible too.
        Prng p1(9), p2(9);
        for (int i = 0; i < 50; ++i)
            QCOMPARE(makeDrill(customWild(), DrillKind::Showdown, 4, p1).question,
                     makeDrill(customWild(), DrillKind::Showdown, 4, p2).question);
    }
    void levelsFollowTheAnswers() {
        auto s = DrillSession::start(test::preset("poker-like"), {DrillKind::Total}, 5).value();
        QCOMPARE(s.progress(DrillKind::Total).level, 1);
        for (int i = 0; i < DrillSession::kLevelUpStreak; ++i)
            s.answer(s.current().answer, 10);
        QCOMPARE(s.progress(DrillKind::Total).level, 2);
        QCOMPARE(s.current().level, 2);
        s.answer("wrong", 10);
        QCOMPARE(s.progress(DrillKind::Total).level, 2); // one miss is no fall
        s.answer("wrong", 10);
        QCOMPARE(s.progress(DrillKind::Total).level, 1);
        for (int i = 0; i < 4 * DrillSession::kLevelUpStreak; ++i)
            s.answer(s.current().answer, 10);
        QCOMPARE(s.progress(DrillKind::Total).level, kDrillLevels);
        QCOMPARE(s.progress(DrillKind::Total).attempts, 5 + 4 * DrillSession::kLevelUpStreak);
    }
    // A kind answered wrongly comes back more often: measured over many items.
    void weakKindsComeBackMoreOften() {
        auto share = [](DrillKind weak, bool missWeak) {
            auto s = DrillSession::start(test::preset("poker-like"), {}, 11).value();
            int n = 0, weakN = 0;
            for (int i = 0; i < 1500; ++i) {
                const DrillItem it = s.current();
                const bool isWeak = it.kind == weak;
                s.answer(isWeak && missWeak ? "no idea" : it.answer, 1000);
                if (i >= 100) { // after the first answers have set the weights
                    ++n;
                    weakN += isWeak;
                }
            }
            return static_cast<double>(weakN) / n;
        };
        const double even = share(DrillKind::Payout, false);
        const double weak = share(DrillKind::Payout, true);
        const double fair = 1.0 / kDrillKindCount;
        QVERIFY2(std::abs(even - fair) < 0.05, qPrintable(QString::number(even)));
        QVERIFY2(weak > 1.8 * fair, qPrintable(QString::number(weak)));
        for (DrillKind k : {DrillKind::Total, DrillKind::Showdown}) {
            const double w = share(k, true);
            QVERIFY2(w > 1.8 * fair, qPrintable(QString("%1 %2").arg(drillKindName(k)).arg(w)));
        }
    }
    void timesAndRates() {
        auto s = DrillSession::start(test::preset("21-24-27"), {}, 3).value();
        QCOMPARE(s.medianMillis(), -1);
        QCOMPARE(s.answersPerMinute(), 0.0);
        const int times[] = {2000, 4000, 3000, 1000};
        for (int ms : times)
            s.answer(s.current().answer, ms);
        QCOMPARE(s.correctCount(), 4);
        QCOMPARE(s.accuracy(), 1.0);
        QCOMPARE(s.medianMillis(), 2500);
        QCOMPARE(s.answersPerMinute(), 24.0); // 4 answers in 10 s
        s.current();
        s.skip();
        QCOMPARE(s.answers().size(), size_t(4));
        int attempts = 0; // a skipped item is no attempt
        for (DrillKind k : s.kinds())
            attempts += s.progress(k).attempts;
        QCOMPARE(attempts, 4);
    }
};

QTEST_GUILESS_MAIN(DrillsTest)
#include "tst_drills.moc"
