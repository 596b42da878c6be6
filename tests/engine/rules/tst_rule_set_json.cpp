// Rule files (docs/rule-files.md): the shipped presets match RULES.md, every rule set
// round-trips through its JSON text, and every kind of mistake in a file is reported with
// the field path and what is wrong.
#include "rules/rule_set_json.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <optional>
#include <set>

using namespace f27;

namespace {

RuleSet preset(std::string_view id) {
    auto r = loadPreset(id);
    if (!r) qFatal("preset %s does not load: %s", std::string(id).c_str(), r.error().c_str());
    return *r;
}

QByteArray presetText(const QString& id) {
    QFile f(":/rules/" + id + ".json");
    if (!f.open(QIODevice::ReadOnly)) qFatal("no preset resource %s", qPrintable(id));
    return f.readAll();
}

// ---- a model of HandCondition and FixedStrategy, to check what the presets mean ----

struct Situation {
    HandKind kind = HandKind::Hard;
    int total = 0;
    int cards = 2;
    DealerWill dealer = DealerWill::Any; // what the visible dealer hand will do
    int dealerTotal = 0;
};

bool holds(const HandCondition& c, const Situation& s) {
    if (c.kind != HandKind::Any && c.kind != s.kind) return false;
    if (!c.total.contains(s.total) || !c.cards.contains(s.cards)) return false;
    if (c.dealer != DealerWill::Any && c.dealer != s.dealer) return false;
    if (!c.dealerTotal.contains(s.dealerTotal)) return false;
    switch (c.versusDealer) {
    case Versus::Any:
        return true;
    case Versus::Below:
        return s.total < s.dealerTotal;
    case Versus::AtOrBelow:
        return s.total <= s.dealerTotal;
    case Versus::Equal:
        return s.total == s.dealerTotal;
    case Versus::AtOrAbove:
        return s.total >= s.dealerTotal;
    case Versus::Above:
        return s.total > s.dealerTotal;
    }
    return false;
}

// F-11: the first forced play that applies, if any.
std::optional<Op> forcedOp(const RuleSet& r, const Situation& s) {
    for (const ForcedPlay& f : r.forced)
        if (holds(f.when, s)) return f.op;
    return std::nullopt;
}

// F-12: hit while below the first matching row's target; no row → stand.
bool strategyHits(const FixedStrategy& st, HandKind kind, int total, int cards) {
    for (const StrategyRow& row : st.rows)
        if ((row.kind == HandKind::Any || row.kind == kind) && row.cards.contains(cards))
            return total < row.hitBelow;
    return false;
}

Range range(int lo, int hi) {
    return Range{lo, hi};
}

// Every rule-ID field of a rule set, with its path.
std::vector<std::pair<std::string, std::string>> ruleIds(const RuleSet& r) {
    std::vector<std::pair<std::string, std::string>> ids{
        {"shoeRule", r.shoeRule},
        {"reshuffleRule", r.reshuffleRule},
        {"values.rule", r.values.rule},
        {"dealRule", r.dealRule},
        {"holeCardRule", r.holeCardRule},
        {"natural.rule", r.natural.rule},
        {"insurance.rule", r.insurance.rule},
        {"cardLimit.rule", r.cardLimit.rule},
        {"doubleDown.rule", r.doubleDown.rule},
        {"split.rule", r.split.rule},
        {"surrender.rule", r.surrender.rule},
        {"dealer.rule", r.dealer.rule},
        {"predetermined.playerTargetRule", r.predetermined.playerTargetRule},
        {"predetermined.playerBustRule", r.predetermined.playerBustRule},
        {"predetermined.dealerTargetRule", r.predetermined.dealerTargetRule},
        {"predetermined.dealerBustRule", r.predetermined.dealerBustRule},
        {"fiveCard.rule", r.fiveCard.rule},
        {"comparison.rule", r.comparison.rule},
        {"bonusRule", r.bonusRule},
        {"settlementRule", r.settlementRule}};
    for (const auto& f : r.forced)
        ids.emplace_back("forced[].rule", f.rule);
    for (const auto& row : r.dealer.rows)
        ids.emplace_back("dealer.rows[].rule", row.rule);
    for (const auto& b : r.bonuses)
        ids.emplace_back("bonuses[].rule", b.rule);
    return ids;
}

// ---- building broken rule files from a good one ----

// Sets (or, with an undefined value, removes) the value at a '/'-separated path such as
// "forced/2/when/total/min"; array elements are addressed by index.
QJsonValue setIn(const QJsonValue& node, QStringList path, const QJsonValue& v) {
    const QString head = path.takeFirst();
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const int i = head.toInt();
        if (path.isEmpty() && v.isUndefined())
            a.removeAt(i);
        else
            a[i] = path.isEmpty() ? v : setIn(a[i], path, v);
        return a;
    }
    QJsonObject o = node.toObject();
    if (path.isEmpty() && v.isUndefined())
        o.remove(head);
    else
        o[head] = path.isEmpty() ? v : setIn(o[head], path, v);
    return o;
}

using Edits = std::vector<std::pair<QString, QJsonValue>>;
constexpr QJsonValue::Type kRemove = QJsonValue::Undefined;

// The poker-like preset with `edits` applied.
QByteArray edited(const Edits& edits) {
    QJsonValue root = QJsonDocument::fromJson(presetText("poker-like")).object();
    for (const auto& [path, v] : edits)
        root = setIn(root, path.split('/'), v);
    return QJsonDocument(root.toObject()).toJson();
}

// values.points with every rank worth 0 but the King, worth `king`.
QJsonObject pointsAllZeroBut(int king) {
    QJsonObject points;
    for (const char* r : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"})
        points[r] = 0;
    points["K"] = king;
    return points;
}

} // namespace

class TestRuleSetJson : public QObject {
    Q_OBJECT

private slots:
    void presetIdsInOrder() {
        const std::vector<std::string> expected{"poker-like", "21-24-27", "blackjack"};
        QCOMPARE(presetIds(), expected);
    }

    void presetsLoadAndValidate_data() {
        QTest::addColumn<QString>("id");
        for (const auto& id : presetIds())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }
    void presetsLoadAndValidate() {
        QFETCH(QString, id);
        auto r = loadPreset(id.toStdString());
        QVERIFY2(r.ok(), r ? "" : r.error().c_str());
        QCOMPARE(QString::fromStdString(r->id), id);
        QVERIFY(validateRuleSet(*r).ok());
        QVERIFY(ruleSetProblems(*r).empty());
        // Every rule field of a preset cites an exact rule of RULES.md.
        for (const auto& [path, rule] : ruleIds(*r))
            QVERIFY2(isKnownRuleId(rule), (path + " = \"" + rule + "\"").c_str());
        // The preset file states every rule ID itself: filling changes nothing.
        RuleSet copy = *r;
        fillRuleIds(copy);
        QVERIFY(copy == *r);
    }

    void pokerLike() {
        const RuleSet r = preset("poker-like");
        QCOMPARE(r.family, std::string("finnish27"));
        // PL-1, F-1, F-2: six decks with two Jokers each, 324 cards, cut card at 243.
        QCOMPARE(r.shoe.decks, 6);
        QCOMPARE(r.shoe.jokersPerDeck, 2);
        QVERIFY(r.shoe.removedRanks.empty());
        QCOMPARE(r.shoe.size(), 324);
        QCOMPARE(r.shoe.cutCard, 243);
        QCOMPARE(r.indexStyle, IndexStyle::Finnish); // F-5
        // F-3: J 11, Q 12, K 13, Joker 0, Ace 14 or 1.
        QCOMPARE(r.values.target, 27);
        QCOMPARE(r.values.points[int(Rank::Jack)], 11);
        QCOMPARE(r.values.points[int(Rank::King)], 13);
        QCOMPARE(r.values.aceLow(), 1);
        QCOMPARE(r.values.aceHigh, 14);
        QCOMPARE(r.values.joker, JokerMode::Zero);
        QCOMPARE(r.dealerInitial, DealerInitial::HoleThenUp); // PL-2
        QCOMPARE(r.holeCardRule, std::string("PL-6"));
        // PL-3: insurance on an Ace, half the wager, pays 10:1.
        QVERIFY(r.insurance.offered);
        QCOMPARE(r.insurance.upCards, std::vector<Rank>{Rank::Ace});
        QCOMPARE(r.insurance.price, Rational(1, 2));
        QCOMPARE(r.insurance.payout, Rational(10));
        // PL-4 (and its Decision): A+K wins at once, even against the dealer's A+K.
        QCOMPARE(r.natural.kind, NaturalRule::Kind::RankPairs);
        QCOMPARE(r.natural.pairs.size(), std::size_t(1));
        QCOMPARE(r.natural.pairs[0][0], Rank::Ace);
        QCOMPARE(r.natural.pairs[0][1], Rank::King);
        QCOMPARE(r.natural.payout, Rational(1));
        QCOMPARE(r.natural.bothHave, Winner::Player);
        QVERIFY(r.natural.dealerChecksAtOnce);
        QCOMPARE(r.natural.rule, std::string("PL-4"));
        // PL-5: the five-card stand comes first and beats every must-hit.
        QCOMPARE(r.forced.size(), std::size_t(6));
        QCOMPARE(r.forced[0].op, Op::Stand);
        QCOMPARE(r.forced[0].when.cards.min, 5);
        for (const auto& f : r.forced)
            QCOMPARE(f.rule, std::string("PL-5"));
        const auto op = [&](HandKind k, int total, int cards) {
            return forcedOp(r, Situation{k, total, cards});
        };
        QCOMPARE(op(HandKind::Hard, 14, 2), std::optional(Op::Hit));
        QCOMPARE(op(HandKind::Hard, 15, 2), std::nullopt);
        QCOMPARE(op(HandKind::Hard, 24, 3), std::nullopt);
        QCOMPARE(op(HandKind::Hard, 25, 3), std::optional(Op::Stand));
        QCOMPARE(op(HandKind::Soft, 23, 2), std::optional(Op::Hit));
        QCOMPARE(op(HandKind::Soft, 24, 2), std::nullopt);
        QCOMPARE(op(HandKind::Soft, 26, 3), std::nullopt);
        QCOMPARE(op(HandKind::Soft, 26, 4), std::optional(Op::Hit));
        QCOMPARE(op(HandKind::Soft, 27, 3), std::optional(Op::Stand));
        QCOMPARE(op(HandKind::Hard, 10, 5), std::optional(Op::Stand)); // five cards beat hit
        QCOMPARE(op(HandKind::Soft, 20, 5), std::optional(Op::Stand));
        // PL-7: hard < 23; soft < 25 / 26 / 27 with 2 / 3 / 4 cards; five cards stand.
        const auto hits = [&](HandKind k, int total, int cards) {
            return strategyHits(r.dealer, k, total, cards);
        };
        QCOMPARE(r.dealer.rows.front().cards.min, 5);
        QVERIFY(hits(HandKind::Hard, 22, 3));
        QVERIFY(!hits(HandKind::Hard, 23, 3));
        QVERIFY(hits(HandKind::Soft, 24, 2));
        QVERIFY(!hits(HandKind::Soft, 25, 2));
        QVERIFY(hits(HandKind::Soft, 25, 3));
        QVERIFY(!hits(HandKind::Soft, 26, 3));
        QVERIFY(hits(HandKind::Soft, 26, 4));
        QVERIFY(!hits(HandKind::Hard, 12, 5));
        QVERIFY(!hits(HandKind::Soft, 20, 5));
        for (const auto& row : r.dealer.rows)
            QCOMPARE(row.rule, std::string("PL-7"));
        // The five-card cap is carried by the PL-5 forced play and the PL-7 row, so that each
        // side cites its own rule; no separate card limit.
        QCOMPARE(r.cardLimit.cards, 0);
        // PL-6, PL-8: a 27 wins at once for either side; busts lose.
        QVERIFY(r.predetermined.playerTargetWins);
        QCOMPARE(r.predetermined.playerTargetRule, std::string("PL-6"));
        QVERIFY(r.predetermined.dealerTargetWins);
        QCOMPARE(r.predetermined.dealerTargetRule, std::string("PL-8"));
        QCOMPARE(r.predetermined.dealerBustRule, std::string("PL-8"));
        // PL-9 five-card rule, PL-10 ties push.
        QVERIFY(r.fiveCard.enabled);
        QCOMPARE(r.fiveCard.cards, 5);
        QCOMPARE(r.fiveCard.rule, std::string("PL-9"));
        QCOMPARE(r.comparison.tie, Winner::Push);
        QCOMPARE(r.comparison.rule, std::string("PL-10"));
        // No double down, split or surrender (PL-5: the player chooses hit or stand).
        QVERIFY(!r.doubleDown.allowed && !r.split.allowed && !r.surrender.allowed);
        // PL-12: the four bonuses, paid as odds.
        QCOMPARE(r.bonuses.size(), std::size_t(4));
        const auto& b = r.bonuses;
        QCOMPARE(b[0].id, std::string("finnish-27"));
        QCOMPARE(b[0].ranks, (std::vector<Rank>{Rank::Ace, Rank::King}));
        QCOMPARE(b[0].amount, Rational(1));
        QCOMPARE(b[1].id, std::string("three-8-9-10"));
        QCOMPARE(b[1].ranks, (std::vector<Rank>{Rank::Eight, Rank::Nine, Rank::Ten}));
        QCOMPARE(b[1].amount, Rational(2));
        QCOMPARE(b[2].id, std::string("three-nines"));
        QCOMPARE(b[2].ranks, (std::vector<Rank>{Rank::Nine, Rank::Nine, Rank::Nine}));
        QCOMPARE(b[2].amount, Rational(2));
        QCOMPARE(b[3].id, std::string("five-card-27"));
        QCOMPARE(b[3].cards, 5);
        QCOMPARE(b[3].total, 27);
        QCOMPARE(b[3].amount, Rational(2));
        for (const auto& bonus : b) {
            QCOMPARE(bonus.pay, BonusRule::Pay::Odds);
            QCOMPARE(bonus.rule, std::string("PL-12"));
        }
        QCOMPARE(r.wagerMode, WagerMode::Standard);
    }

    void twentyOneTwentyFourTwentySeven() {
        const RuleSet r = preset("21-24-27");
        // T-1: six decks with Jokers, values F-3.
        QCOMPARE(r.shoe.size(), 324);
        QCOMPARE(r.shoe.cutCard, 243);
        QCOMPARE(r.values.target, 27);
        QCOMPARE(r.values.aceHigh, 14);
        QCOMPARE(r.dealerInitial, DealerInitial::BothUp); // T-2
        // T-3: A+K pays 1:1; both → push.
        QCOMPARE(r.natural.kind, NaturalRule::Kind::RankPairs);
        QCOMPARE(r.natural.payout, Rational(1));
        QCOMPARE(r.natural.bothHave, Winner::Push);
        QCOMPARE(r.natural.rule, std::string("T-3"));
        // T-6: the dealer hits hard below 21 and soft below 24.
        const auto dealerHits = [&](HandKind k, int total) {
            return strategyHits(r.dealer, k, total, 2);
        };
        QVERIFY(dealerHits(HandKind::Hard, 20));
        QVERIFY(!dealerHits(HandKind::Hard, 21));
        QVERIFY(dealerHits(HandKind::Soft, 23));
        QVERIFY(!dealerHits(HandKind::Soft, 24));
        QCOMPARE(r.dealer.rule, std::string("T-6"));
        QCOMPARE(r.predetermined.dealerBustRule, std::string("T-6"));
        // T-4 while the dealer must hit.
        const auto op = [&](HandKind k, int total, DealerWill d, int dealerTotal) {
            return forcedOp(r, Situation{k, total, 3, d, dealerTotal});
        };
        const DealerWill hit = DealerWill::Hit, stand = DealerWill::Stand;
        QCOMPARE(op(HandKind::Hard, 14, hit, 18), std::optional(Op::Hit));
        QCOMPARE(op(HandKind::Hard, 15, hit, 18), std::nullopt);
        QCOMPARE(op(HandKind::Soft, 22, hit, 18), std::optional(Op::Hit));
        QCOMPARE(op(HandKind::Soft, 23, hit, 18), std::nullopt);
        QCOMPARE(op(HandKind::Hard, 25, hit, 18), std::optional(Op::Stand));
        QCOMPARE(op(HandKind::Soft, 27, hit, 18), std::optional(Op::Stand));
        // T-4 when the dealer will stand.
        QCOMPARE(op(HandKind::Hard, 23, stand, 24), std::optional(Op::Hit));
        QCOMPARE(op(HandKind::Soft, 23, stand, 24), std::optional(Op::Hit));
        QCOMPARE(op(HandKind::Hard, 22, stand, 22), std::optional(Op::Stand));
        QCOMPARE(op(HandKind::Hard, 26, stand, 22), std::optional(Op::Stand));
        QCOMPARE(op(HandKind::Soft, 25, stand, 24), std::optional(Op::Stand));
        // Decision T-4: a soft total equal to a standing dealer's is the player's choice.
        QCOMPARE(op(HandKind::Soft, 24, stand, 24), std::nullopt);
        for (const auto& f : r.forced)
            QCOMPARE(f.rule, std::string("T-4"));
        QCOMPARE(r.cardLimit.cards, 0); // T-4: no limit on the number of cards
        // T-5: a player's 27 is not a predetermined win; a bust is a loss.
        QVERIFY(!r.predetermined.playerTargetWins);
        QCOMPARE(r.predetermined.playerBustRule, std::string("T-5"));
        QVERIFY(!r.predetermined.dealerTargetWins);
        // T-7: closer wins, ties push, no bonus, no insurance, no five-card rule.
        QCOMPARE(r.comparison.tie, Winner::Push);
        QVERIFY(r.bonuses.empty());
        QVERIFY(!r.insurance.offered);
        QVERIFY(!r.fiveCard.enabled);
        QVERIFY(!r.doubleDown.allowed && !r.split.allowed && !r.surrender.allowed);
    }

    void blackjack() {
        const RuleSet r = preset("blackjack");
        QCOMPARE(r.family, std::string("blackjack"));
        // B-1: six decks of 52, no Jokers; the cut card (not in B-1) at 75%.
        QCOMPARE(r.shoe.decks, 6);
        QCOMPARE(r.shoe.jokersPerDeck, 0);
        QCOMPARE(r.shoe.size(), 312);
        QCOMPARE(r.shoe.cutCard, 234);
        QVERIFY(QString::fromStdString(r.description).contains("B-1"));
        QCOMPARE(r.indexStyle, IndexStyle::Standard);
        // B-2: J/Q/K 10, Ace 11 or 1, target 21.
        QCOMPARE(r.values.target, 21);
        for (Rank k : {Rank::Ten, Rank::Jack, Rank::Queen, Rank::King})
            QCOMPARE(r.values.points[int(k)], 10);
        QCOMPARE(r.values.aceLow(), 1);
        QCOMPARE(r.values.aceHigh, 11);
        QCOMPARE(r.dealerInitial, DealerInitial::UpThenHole); // B-3
        // B-4, B-5: blackjack pays 3:2, both push, the dealer checks at once.
        QCOMPARE(r.natural.kind, NaturalRule::Kind::TwoCardTarget);
        QCOMPARE(r.natural.payout, Rational(3, 2));
        QCOMPARE(r.natural.bothHave, Winner::Push);
        QVERIFY(r.natural.dealerChecksAtOnce);
        // B-5: insurance on an Ace, half the wager, pays 2:1.
        QVERIFY(r.insurance.offered);
        QCOMPARE(r.insurance.upCards, std::vector<Rank>{Rank::Ace});
        QCOMPARE(r.insurance.price, Rational(1, 2));
        QCOMPARE(r.insurance.payout, Rational(2));
        // B-6: 21 stands automatically.
        QCOMPARE(forcedOp(r, {HandKind::Soft, 21, 3}), std::optional(Op::Stand));
        QCOMPARE(forcedOp(r, {HandKind::Hard, 21, 4}), std::optional(Op::Stand));
        QCOMPARE(forcedOp(r, {HandKind::Hard, 20, 2}), std::nullopt);
        // B-7: double on the first two cards totalling 9-11, not after a split.
        QVERIFY(r.doubleDown.allowed);
        QCOMPARE(r.doubleDown.total, range(9, 11));
        QVERIFY(r.doubleDown.firstTwoOnly);
        QVERIFY(!r.doubleDown.afterSplit);
        QCOMPARE(r.doubleDown.rule, std::string("B-7"));
        // B-8: surrender the first two cards for half the wager, not after a split.
        QVERIFY(r.surrender.allowed);
        QVERIFY(r.surrender.firstTwoOnly);
        QVERIFY(!r.surrender.afterSplit);
        QCOMPARE(r.surrender.refund, Rational(1, 2));
        // B-9: split by value once, split Aces one card each, split 21 beats other 21s.
        QVERIFY(r.split.allowed);
        QVERIFY(r.split.byValue);
        QCOMPARE(r.split.maxHands, 2);
        QVERIFY(r.split.acesOneCardEach);
        QVERIFY(r.split.splitNaturalBeatsTotal);
        // B-10: hits below 17 and soft 17, stands hard 17 and soft 18.
        const auto hits = [&](HandKind k, int total) {
            return strategyHits(r.dealer, k, total, 3);
        };
        QVERIFY(hits(HandKind::Hard, 16));
        QVERIFY(!hits(HandKind::Hard, 17));
        QVERIFY(hits(HandKind::Soft, 17));
        QVERIFY(!hits(HandKind::Soft, 18));
        QCOMPARE(r.dealer.rule, std::string("B-10"));
        // B-11: ties push; 21 is no automatic win.
        QCOMPARE(r.comparison.tie, Winner::Push);
        QVERIFY(!r.predetermined.playerTargetWins && !r.predetermined.dealerTargetWins);
        QVERIFY(r.bonuses.empty());
        QVERIFY(!r.fiveCard.enabled);
    }

    void presetsRoundTrip_data() { presetsLoadAndValidate_data(); }
    void presetsRoundTrip() {
        QFETCH(QString, id);
        const RuleSet r = preset(id.toStdString());
        const QByteArray text = ruleSetToJson(r);
        auto back = ruleSetFromJson(text);
        QVERIFY2(back.ok(), back ? "" : back.error().c_str());
        QVERIFY(*back == r);
        QCOMPARE(ruleSetToJson(*back), text);
        // Also through Qt's own JSON writer (key order lost), as the round log stores it.
        auto viaQt = ruleSetFromJson(QJsonDocument::fromJson(text).toJson());
        QVERIFY(viaQt && *viaQt == r);
    }

    // A custom rule set using every feature round-trips exactly.
    void customRoundTrip() {
        RuleSet r = preset("poker-like");
        r.id = "house-variant";
        r.name = "House \"variant\" ÄÖ";
        r.description = "Line one\nline two\ttabbed \\ backslash";
        r.shoe = ShoeSpec{1, 4, {Rank::Two, Rank::Three}, 40};
        r.values.joker = JokerMode::WildToTarget;
        r.values.points[int(Rank::Ace)] = 0;
        r.natural.pairs.push_back({Rank::Joker, Rank::Ace});
        r.natural.payout = Rational(7, 5);
        r.insurance.upCards = {Rank::Ace, Rank::Joker};
        r.forced[1].when = HandCondition{HandKind::Soft,    range(-3, 9),  range(2, 2),
                                         DealerWill::Stand, range(17, 30), Versus::AtOrBelow};
        r.cardLimit = CardLimit{7, "F-11"};
        r.doubleDown = DoubleRule{true, HandKind::Hard, range(9, 11), false, true, "F-18"};
        r.split = SplitRule{true, false, 4, false, false, "F-17"};
        r.surrender = SurrenderRule{true, false, true, Rational(2, 3), "F-15"};
        r.bonuses.push_back(BonusRule{"nine-min",
                                      "Nine minimums",
                                      {},
                                      6,
                                      -1,
                                      BonusRule::Pay::TableMinimums,
                                      Rational(9),
                                      "F-16"});
        r.bonuses.push_back(
            BonusRule{"zero", "Zero", {}, 0, 0, BonusRule::Pay::Odds, Rational(1, 3), "F-16"});
        r.comparison.tie = Winner::Dealer;
        QVERIFY2(validateRuleSet(r).ok(),
                 validateRuleSet(r).ok() ? "" : validateRuleSet(r).error().c_str());
        auto back = ruleSetFromJson(ruleSetToJson(r));
        QVERIFY2(back.ok(), back ? "" : back.error().c_str());
        QVERIFY(*back == r);

        // A baccarat-like variant: no player choices, a fixed player strategy.
        RuleSet b = preset("21-24-27");
        b.id = "baccarat-27";
        b.wagerMode = WagerMode::BaccaratLike;
        b.baccarat.playerPays = Rational(19, 20);
        b.baccarat.playerStrategy.rows = {StrategyRow{HandKind::Any, {}, 24, "F-12"}};
        b.baccarat.playerStrategy.rule = "F-12";
        b.baccarat.rule = "F-15";
        QVERIFY(validateRuleSet(b).ok());
        auto bBack = ruleSetFromJson(ruleSetToJson(b));
        QVERIFY2(bBack.ok(), bBack ? "" : bBack.error().c_str());
        QVERIFY(*bBack == b);
    }

    void mistakes_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* name, QByteArray json, QString expected) {
            QTest::newRow(name) << json << expected;
        };
        row("syntax", "{\n    \"schemaVersion\": 1,\n    \"id\" \"x\"\n}",
            "JSON syntax error at line 3, column ");
        row("syntax-comma", "{\n  \"schemaVersion\": 1\n  \"id\": \"x\"\n}",
            "JSON syntax error at line 3, column ");
        row("empty", "  \n", "no JSON text");
        row("not-object", "[1, 2]", "the rule set must be a JSON object");
        row("duplicate-key", "{\"schemaVersion\": 1,\n \"shoe\": {\"decks\": 6, \"decks\": 7}}",
            "duplicate field \"shoe.decks\" at line 2, column 23");
        row("wrong-type", edited({{"shoe/decks", "six"}}),
            "shoe.decks: expected a whole number, got a string");
        row("not-whole", edited({{"shoe/decks", 6.5}}),
            "shoe.decks: expected a whole number, got 6.5");
        row("wrong-type-nested", edited({{"forced/2/when/total/min", true}}),
            "forced[2].when.total.min: expected a whole number, got true/false");
        row("wrong-type-object", edited({{"values", 27}}),
            "values: expected an object, got a number");
        row("unknown-field", edited({{"shoe/decks", kRemove}, {"shoe/decs", 6}}),
            "unknown field \"shoe.decs\" (did you mean \"decks\"?) (allowed: decks, jokersPerDeck, "
            "removedRanks, cutCard)");
        row("unknown-field-deep", edited({{"forced/2/when/totl", 3}}),
            "unknown field \"forced[2].when.totl\"");
        row("unknown-top-field", edited({{"bonus", QJsonArray()}}), "unknown field \"bonus\"");
        row("unknown-enum", edited({{"dealerInitial", "hole-up"}}),
            "dealerInitial: unknown value \"hole-up\" (allowed: \"hole-then-up\", "
            "\"up-then-hole\", \"both-up\", \"up-only\")");
        row("unknown-family", edited({{"family", "poker"}}),
            "family: unknown value \"poker\" (allowed: \"finnish27\", \"blackjack\")");
        row("unknown-rank", edited({{"shoe/removedRanks", QJsonArray{"T"}}}),
            "shoe.removedRanks[0]: unknown rank \"T\"");
        row("decks-high", edited({{"shoe/decks", 9}}),
            "shoe.decks: must be between 1 and 8 (got 9)");
        row("decks-zero", edited({{"shoe/decks", 0}}),
            "shoe.decks: must be between 1 and 8 (got 0)");
        row("jokers-high", edited({{"shoe/jokersPerDeck", 5}}),
            "shoe.jokersPerDeck: must be between 0 and 4 (got 5)");
        row("cut-card", edited({{"shoe/cutCard", 324}}),
            "shoe.cutCard: must be between 1 and 323 (got 324)");
        row("cut-card-zero", edited({{"shoe/cutCard", 0}}),
            "shoe.cutCard: must be between 1 and 323");
        row("all-ranks-removed",
            edited({{"shoe/removedRanks", QJsonArray{"A", "2", "3", "4", "5", "6", "7", "8", "9",
                                                     "10", "J", "Q", "K"}}}),
            "shoe.removedRanks: removes every rank");
        row("joker-removed", edited({{"shoe/removedRanks", QJsonArray{"JOKER"}}}),
            "shoe.removedRanks[0]: the Joker cannot be removed by rank");
        row("missing", edited({{"shoe/decks", kRemove}}), "missing required field \"shoe.decks\"");
        row("missing-object", edited({{"dealer", kRemove}}), "missing required field \"dealer\"");
        row("missing-point", edited({{"values/points/7", kRemove}}),
            "missing required field \"values.points.7\"");
        row("missing-payout", edited({{"insurance/payout", kRemove}}),
            "missing required field \"insurance.payout\"");
        row("missing-version", edited({{"schemaVersion", kRemove}}),
            "missing required field \"schemaVersion\"");
        row("newer-version", edited({{"schemaVersion", 2}, {"newThing", 1}}),
            "schemaVersion: 2 means the file was written by a newer finnish27");
        row("older-version", edited({{"schemaVersion", 0}}), "schemaVersion: must be 1 (got 0)");
        row("ratio-zero-div", edited({{"natural/payout", "3/0"}}),
            "natural.payout: \"3/0\" divides by zero");
        row("ratio-text", edited({{"insurance/price", "half"}}),
            "insurance.price: \"half\" is not");
        row("ratio-float", edited({{"insurance/price", 0.5}}),
            "insurance.price: a fractional ratio must be a string such as \"1/2\"");
        row("ratio-negative", edited({{"insurance/payout", -10}}),
            "insurance.payout: must be at least 0 (got -10)");
        row("refund", edited({{"surrender/allowed", true}, {"surrender/refund", "3/2"}}),
            "surrender.refund: must be between 0 and 1 (got 3/2)");
        row("empty-dealer", edited({{"dealer/rows", QJsonArray()}}),
            "dealer.rows: a strategy needs at least one row");
        row("forced-double", edited({{"forced/0/op", "double"}}),
            "forced[0].op: a forced play must be \"hit\" or \"stand\" (F-11), not \"double\"");
        row("forced-bad-op", edited({{"forced/0/op", "hold"}}),
            "forced[0].op: unknown value \"hold\" (allowed: \"hit\", \"stand\", \"double\"");
        row("forced-range", edited({{"forced/1/when/total/min", 20}}),
            "forced[1].when.total: min 20 is above max 14");
        row("duplicate-bonus", edited({{"bonuses/1/id", "finnish-27"}}),
            "bonuses[1].id: duplicate bonus id \"finnish-27\" (also bonuses[0])");
        row("bonus-no-condition", edited({{"bonuses/0/ranks", kRemove}}),
            "bonuses[0]: a bonus needs at least one condition");
        row("bonus-pay", edited({{"bonuses/0/pay", "minimums"}}),
            "bonuses[0].pay: unknown value \"minimums\" (allowed: \"odds\", \"table-minimums\")");
        row("pairs-empty", edited({{"natural/pairs", QJsonArray()}}),
            "natural.pairs: kind \"rank-pairs\" needs at least one pair");
        row("pairs-shape", edited({{"natural/pairs", QJsonArray{QJsonArray{"A"}}}}),
            "natural.pairs[0]: expected a pair of ranks");
        row("ace-high", edited({{"values/aceHigh", 0}}),
            "values.aceHigh: must be at least the Ace's low value");
        row("target", edited({{"values/target", 0}}),
            "values.target: must be between 1 and 100 (got 0)");
        // Limits of what the program plays and analyses in bounded time and memory: a target
        // of 5000 once made the simulator's tables take 5.4 GB, point values of 2·10^9
        // overflowed 2 × the largest point.
        row("target-huge", edited({{"values/target", 5000}}),
            "values.target: must be between 1 and 100 (got 5000)");
        row("point-huge", edited({{"values/points/K", 2000000000}}),
            "values.points.K: must be between 0 and 100 (got 2000000000)");
        row("ace-high-huge", edited({{"values/aceHigh", 101}}),
            "values.aceHigh: must be between 1 and 100 (got 101)");
        row("decks-1e9", edited({{"shoe/decks", 1000000000}}),
            "shoe.decks: must be between 1 and 8 (got 1000000000)");
        // Every card worth 0 and a dealer who hits below 23: the dealer would draw forever.
        row("never-ends",
            edited({{"values/points", pointsAllZeroBut(0)},
                    {"values/aceHigh", 0},
                    {"dealer/rows", QJsonArray{QJsonObject{{"kind", "hard"}, {"hitBelow", 23}}}}}),
            "values.points: no card in the shoe counts any points, so no hand can go over the "
            "target and a hand that must draw (the dealer's rows, forced hits) would never stop");
        // Only the Kings count (1 each): a hand could draw through several shoes of zeros.
        row("endless-hand", edited({{"values/points", pointsAllZeroBut(1)}, {"values/aceHigh", 0}}),
            "values.points: a hand could hold more than 100 cards before going over the target "
            "27");
        row("ratio-value", edited({{"bonuses/0/amount", 10001}}),
            "bonuses[0].amount: must be at most 10000 (got 10001)");
        row("ratio-denominator", edited({{"natural/payout", "1/999999937"}}),
            "natural.payout: \"1/999999937\" has a denominator above 10000");
        // Each denominator within the limit, but together on one past it.
        row("common-denominator",
            edited({{"natural/payout", "3/9973"}, {"insurance/price", "1/9967"}}),
            "payouts: the payout ratios (natural, insurance, surrender, bonuses, baccarat) need a "
            "common denominator above 10000");
        row("decimal-huge", edited({{"natural/payout", "9999999999.000000000"}}),
            "natural.payout: \"9999999999.000000000\" is too large");
        // Two qualifiers compare as poker hands: a 2-card rule once made the showdown rank
        // two cards as five (a read past the hand).
        row("five-card-size", edited({{"fiveCard/cards", 2}}),
            "fiveCard.cards: must be 5: two qualifying hands compare as poker hands (PL-9, "
            "PL-11), which rank five cards (got 2)");
        row("split-hands-huge", edited({{"split/allowed", true}, {"split/maxHands", 1000}}),
            "split.maxHands: must be between 2 and 32 (got 1000)");
        row("card-limit", edited({{"cardLimit/cards", 1}}), "cardLimit.cards: must be 2 or more");
        row("split-hands", edited({{"split/allowed", true}, {"split/maxHands", 1}}),
            "split.maxHands: must be between 2 and 32 (got 1)");
        row("rule-id", edited({{"forced/3/rule", "PL-51"}}),
            "forced[3].rule: unknown rule ID \"PL-51\"");
        row("baccarat-no-strategy", edited({{"wagerMode", "slot"}, {"insurance/offered", false}}),
            "baccarat.playerStrategy.rows: wagerMode \"slot\" needs a player strategy");
        row("baccarat-choice",
            edited({{"wagerMode", "baccarat-like"},
                    {"baccarat", QJsonObject{{"playerPays", 1},
                                             {"dealerPays", 1},
                                             {"stalematePays", 8},
                                             {"playerStrategy",
                                              QJsonObject{{"rows", QJsonArray{QJsonObject{
                                                                       {"hitBelow", 24}}}}}}}}}),
            "insurance.offered: not possible in wagerMode \"baccarat-like\"");
        row("insurance-no-natural", edited({{"natural", QJsonObject{{"kind", "none"}}}}),
            "insurance.offered: insurance pays on a dealer natural");
    }
    void mistakes() {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        auto r = ruleSetFromJson(json);
        QVERIFY2(!r.ok(), "a broken rule file was accepted");
        const QString message = QString::fromStdString(r.error());
        QVERIFY2(message.contains(expected), qPrintable("got: " + message));
    }

    // One run reports every problem, one per line.
    void reportsAllProblems() {
        auto r = ruleSetFromJson(edited({{"shoe/decks", kRemove},
                                         {"shoe/decs", 6},
                                         {"comparison/tie", "draw"},
                                         {"forced/0/op", 3}}));
        QVERIFY(!r.ok());
        const QStringList lines = QString::fromStdString(r.error()).split('\n');
        QCOMPARE(lines.size(), 4);
    }

    void unknownPreset() {
        auto r = loadPreset("poker");
        QVERIFY(!r.ok());
        QCOMPARE(QString::fromStdString(r.error()),
                 QString("unknown preset \"poker\" (presets: poker-like, 21-24-27, blackjack)"));
        auto l = loadRules("no-such-thing");
        QVERIFY(!l.ok());
        QVERIFY(QString::fromStdString(l.error()).contains("is neither a preset (poker-like"));
    }

    void files() {
        auto missing = loadRuleSetFile("/nonexistent/dir/house.json");
        QVERIFY(!missing.ok());
        QVERIFY2(
            QString::fromStdString(missing.error()).startsWith("/nonexistent/dir/house.json: "),
            missing.error().c_str());

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString good = dir.filePath("house.json");
        {
            QFile f(good);
            QVERIFY(f.open(QIODevice::WriteOnly));
            RuleSet r = preset("blackjack");
            r.id = "house";
            f.write(ruleSetToJson(r));
        }
        auto loaded = loadRules(good.toStdString());
        QVERIFY2(loaded.ok(), loaded ? "" : loaded.error().c_str());
        QCOMPARE(loaded->id, std::string("house"));

        const QString bad = dir.filePath("bad.json");
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\n  \"schemaVersion\": 1,\n  \"id\": \"x\",,\n}\n");
        }
        auto broken = loadRuleSetFile(bad);
        QVERIFY(!broken.ok());
        const QString msg = QString::fromStdString(broken.error());
        QVERIFY2(msg.startsWith(bad + ": JSON syntax error at line 3, column "), qPrintable(msg));

        auto several = loadRuleSetFile(dir.path());
        QVERIFY(!several.ok());
        QVERIFY(QString::fromStdString(several.error()).contains("is a directory"));
    }

    // Empty rule IDs get the family's general rule (F-* for finnish27, B-* for blackjack).
    void fillsGeneralRules() {
        QJsonObject o = QJsonDocument::fromJson(presetText("poker-like")).object();
        const QRegularExpression ruleKey("(^rule$|Rule$)");
        // Strip every rule field, recursively.
        std::function<QJsonValue(const QJsonValue&)> strip =
            [&](const QJsonValue& v) -> QJsonValue {
            if (v.isArray()) {
                QJsonArray a;
                for (const auto& e : v.toArray())
                    a.append(strip(e));
                return a;
            }
            if (!v.isObject()) return v;
            QJsonObject out;
            const QJsonObject in = v.toObject();
            for (auto it = in.begin(); it != in.end(); ++it)
                if (!ruleKey.match(it.key()).hasMatch()) out[it.key()] = strip(it.value());
            return out;
        };
        const QJsonObject bare = strip(o).toObject();
        auto r = ruleSetFromJson(QJsonDocument(bare).toJson());
        QVERIFY2(r.ok(), r ? "" : r.error().c_str());
        QCOMPARE(r->forced[0].rule, std::string("F-11"));
        QCOMPARE(r->dealer.rule, std::string("F-12"));
        QCOMPARE(r->dealer.rows[0].rule, std::string("F-12"));
        QCOMPARE(r->predetermined.playerTargetRule, std::string("F-13"));
        QCOMPARE(r->comparison.rule, std::string("F-13"));
        QCOMPARE(r->natural.rule, std::string("F-13"));
        QCOMPARE(r->insurance.rule, std::string("F-15"));
        QCOMPARE(r->settlementRule, std::string("F-15"));
        QCOMPARE(r->bonusRule, std::string("F-16"));
        QCOMPARE(r->bonuses[0].rule, std::string("F-16"));
        QCOMPARE(r->split.rule, std::string("F-17"));
        QCOMPARE(r->doubleDown.rule, std::string("F-18"));
        for (const auto& [path, rule] : ruleIds(*r))
            QVERIFY2(!rule.empty(), path.c_str());

        QJsonObject bj =
            strip(QJsonDocument::fromJson(presetText("blackjack")).object()).toObject();
        auto b = ruleSetFromJson(QJsonDocument(bj).toJson());
        QVERIFY2(b.ok(), b ? "" : b.error().c_str());
        QCOMPARE(b->dealer.rule, std::string("B-10"));
        QCOMPARE(b->doubleDown.rule, std::string("B-7"));
        QCOMPARE(b->split.rule, std::string("B-9"));
        QCOMPARE(b->surrender.rule, std::string("B-8"));
        QCOMPARE(b->forced[0].rule, std::string("B-6"));
        for (const auto& [path, rule] : ruleIds(*b))
            QVERIFY2(rule.starts_with("B-"), path.c_str());
    }

    // isKnownRuleId() knows exactly the rules of RULES.md parts 1 and 2.
    void ruleIdsMatchRulesMd() {
        QFile f(F27_SHARED_RULES);
        if (!f.open(QIODevice::ReadOnly)) QSKIP("RULES.md not found");
        const QString text = QString::fromUtf8(f.readAll());
        const QString parts12 = text.left(text.indexOf("## Part 3"));
        std::set<std::string> inDoc;
        QRegularExpression id("\\*\\*((?:F|PL|T|B)-[0-9]+)\\*\\*");
        for (auto it = id.globalMatch(parts12); it.hasNext();)
            inDoc.insert(it.next().captured(1).toStdString());
        QVERIFY(inDoc.size() > 40);
        for (const auto& rule : inDoc)
            QVERIFY2(isKnownRuleId(rule), rule.c_str());
        for (const char* prefix : {"F-", "PL-", "T-", "B-"})
            for (int n = 0; n <= 20; ++n) {
                const std::string rule = prefix + std::to_string(n);
                QVERIFY2(isKnownRuleId(rule) == inDoc.contains(rule), rule.c_str());
            }
        QVERIFY(!isKnownRuleId("F-01"));
        QVERIFY(!isKnownRuleId("S-1"));
        QVERIFY(!isKnownRuleId(""));
    }

    // Every complete rule set shown in docs/rule-files.md loads.
    void documentedExamplesLoad() {
        QFile f(F27_SOURCE_DIR "/docs/rule-files.md");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString doc = QString::fromUtf8(f.readAll());
        QRegularExpression block("```json\\n(.*?)```",
                                 QRegularExpression::DotMatchesEverythingOption);
        int examples = 0;
        for (auto it = block.globalMatch(doc); it.hasNext();) {
            const QString json = it.next().captured(1);
            if (!json.contains("\"schemaVersion\"")) continue;
            auto r = ruleSetFromJson(json.toUtf8());
            QVERIFY2(r.ok(), r ? "" : r.error().c_str());
            ++examples;
        }
        QVERIFY(examples >= 1);
    }
};

QTEST_GUILESS_MAIN(TestRuleSetJson)
#include "tst_rule_set_json.moc"
