// What the poker-like suites (tst_poker_like_*.cpp) share: scripted rounds of the preset and
// their logs as trace lines.
//
// Every scenario deals a stacked shoe in deal order (PL-2: seat card, dealer hole card, seat
// card, dealer up-card; then the hits in the order they are dealt) with the seats' decisions
// in order, through tests/support/round_script. The round must consume exactly those cards
// and decisions, so a dealer who draws when a rule says it must not (F-14) fails the script.
// The round's log is compared, event by event, with the exact expected trace: the cards, the
// rule each forced play, dealer play, outcome and bonus cites, the reason codes, and every
// amount as an exact rational.
//
// Trace lines (one per event):
//   start s0 1 PL-2                    RoundStart: seat, wager, rule
//   reshuffle F-2                      Reshuffle
//   deal s0.0 10S up hard 10 PL-2      Deal: seat.hand (D: the dealer), card, face, hand value
//   offer s0 1/2 PL-3                  InsuranceOffered: the insurance stake
//   decide s0.0 hit hard 17            Decision: action [amount] [rule] [hand value]
//   forced s0.0 hit PL-5#1 hard 14     ForcedPlay: action, rule#index of the forced play
//   check PL-4 none                    DealerCheck: natural / none
//   reveal D 5H PL-6 hard 14           Reveal: the hole card, the dealer's value
//   dealer hit PL-7#1 hard 14          DealerPlay: action, rule#strategy row, dealer's value
//   outcome s0.0 lose hard 17 PL-10 closer      Outcome: result, hand value, rule, reason
//   bonus s0.0 finnish-27 1 PL-12      Bonus: id, amount, rule
//   insurance s0 5 PL-3                InsuranceSettled: net
//   settle s0.0 lose -1 F-15           Settlement: result, net
//   end s0 -1 F-15                     RoundEnd: the seat's net
#pragma once

#include "round_script.h"

#include "cards/card.h"
#include "cards/fair_shuffle.h"
#include "cards/shoe_spec.h"
#include "round/table.h"
#include "rules/hand_value.h"
#include "rules/rule_set.h"

#include <QtTest>

#include <map>

Q_DECLARE_METATYPE(f27::Rational)

namespace f27 {
// QCOMPARE prints exact amounts on failure.
inline char* toString(const Rational& r) {
    return qstrdup(r.toString().c_str());
}
} // namespace f27

namespace f27::test::pokerlike {

inline QString q(const std::string& s) {
    return QString::fromStdString(s);
}
inline QString money(Money m) {
    return q(m.toString());
}

inline QString actionKey(Action a) {
    switch (a) {
    case Action::Hit:
        return "hit";
    case Action::Stand:
        return "stand";
    case Action::Double:
        return "double";
    case Action::Split:
        return "split";
    case Action::Surrender:
        return "surrender";
    case Action::TakeInsurance:
        return "insure";
    case Action::DeclineInsurance:
        return "decline";
    }
    return "?";
}

inline QString resultKey(HandResult r) {
    switch (r) {
    case HandResult::Win:
        return "win";
    case HandResult::Lose:
        return "lose";
    case HandResult::Push:
        return "push";
    case HandResult::Surrender:
        return "surrender";
    }
    return "?";
}

inline QString value(const Event& e) {
    return QString("%1 %2").arg(e.soft ? "soft" : "hard").arg(e.total);
}

inline QString box(const Event& e) {
    return e.seat < 0 ? QString("D") : QString("s%1.%2").arg(e.seat).arg(e.hand);
}

inline QString withRule(QString s, const std::string& rule) {
    if (!rule.empty()) s += " " + q(rule);
    return s;
}

inline QString line(const Event& e) {
    switch (e.type) {
    case EventType::RoundStart:
        return QString("start s%1 %2 %3").arg(e.seat).arg(money(e.amount), q(e.rule));
    case EventType::Reshuffle:
        return "reshuffle " + q(e.rule);
    case EventType::Deal:
        return withRule(QString("deal %1 %2 %3 %4")
                            .arg(box(e), q(toCode(e.card)), e.faceUp ? "up" : "down", value(e)),
                        e.rule);
    case EventType::InsuranceOffered:
        return QString("offer s%1 %2 %3").arg(e.seat).arg(money(e.amount), q(e.rule));
    case EventType::Decision: {
        QString s = "decide " + box(e) + " " + actionKey(e.action);
        if (!e.amount.isZero()) s += " " + money(e.amount);
        s = withRule(s, e.rule);
        if (e.total >= 0) s += " " + value(e);
        return s;
    }
    case EventType::ForcedPlay:
        return QString("forced %1 %2 %3#%4 %5%6")
            .arg(box(e), actionKey(e.action), q(e.rule))
            .arg(e.ref)
            .arg(value(e), e.detail.empty() ? QString() : " " + q(e.detail));
    case EventType::FixedPlay:
        return "fixed " + box(e);
    case EventType::DealerCheck:
        return QString("check %1 %2").arg(q(e.rule), q(e.detail));
    case EventType::Reveal:
        return QString("reveal D %1 %2 %3").arg(q(toCode(e.card)), q(e.rule), value(e));
    case EventType::DealerPlay:
        return QString("dealer %1 %2#%3 %4")
            .arg(actionKey(e.action), q(e.rule))
            .arg(e.ref)
            .arg(value(e));
    case EventType::Outcome:
        return QString("outcome %1 %2 %3 %4 %5")
            .arg(box(e), resultKey(e.result), value(e), q(e.rule), q(e.detail));
    case EventType::Bonus:
        return QString("bonus %1 %2 %3 %4").arg(box(e), q(e.detail), money(e.amount), q(e.rule));
    case EventType::InsuranceSettled:
        return QString("insurance s%1 %2 %3").arg(e.seat).arg(money(e.amount), q(e.rule));
    case EventType::Settlement:
        return QString("settle %1 %2 %3 %4")
            .arg(box(e), resultKey(e.result), money(e.amount), q(e.rule));
    case EventType::RoundEnd:
        return QString("end s%1 %2 %3").arg(e.seat).arg(money(e.amount), q(e.rule));
    }
    return "?";
}

inline QStringList trace(const Round& r) {
    QStringList out;
    for (const Event& e : r.events())
        out << line(e);
    return out;
}

inline std::vector<EventType> typesOf(const Round& r) {
    std::vector<EventType> out;
    for (const Event& e : r.events())
        out.push_back(e.type);
    return out;
}

inline RuleSet pokerLike() {
    return preset("poker-like");
}

inline SeatSetup seat(Money wager, std::optional<Money> bankroll = std::nullopt) {
    return SeatSetup{wager, BetSide::Player, bankroll};
}

inline HandValue valueOfCodes(const std::string& codes) {
    const auto cs = cards(codes);
    return valueOf(std::span<const Card>(cs), pokerLike().values);
}

// Starts a round and deals `codes` (which must all be due as cards).
inline Result<Round> dealOnly(const RuleSet& rules, const RoundSetup& setup,
                              const std::string& codes) {
    auto started = Round::start(rules, setup);
    if (!started) return started;
    Round r = std::move(started).value();
    for (Card c : cards(codes)) {
        if (!r.needsCard()) return fail("a card was not due: " + transcript(r).toStdString());
        if (auto s = r.deal(c); !s) return fail(s.error());
    }
    return r;
}

inline ShuffleKey keyOf(std::uint8_t b) {
    ShuffleKey k;
    k.bytes.fill(b);
    k.bytes[0] = 0xf2;
    return k;
}

// A whole round at a real table: decline insurance, stand whenever asked.
inline Result<Round> standingRound(Table& table, const RoundSetup& setup) {
    auto started = table.startRound(setup);
    if (!started) return started;
    Round r = std::move(started).value();
    while (!r.isOver()) {
        if (r.needsCard()) {
            if (auto s = table.dealPending(r); !s) return fail(s.error());
            continue;
        }
        const Action a = r.phase() == Phase::Insurance ? Action::DeclineInsurance : Action::Stand;
        if (auto s = r.apply(a); !s) return fail(s.error());
    }
    return r;
}

} // namespace f27::test::pokerlike

// Plays a script and binds the finished round to `var` (fails the test if the script does not
// play out exactly).
#define PLAY(var, rules, setup, deal, decisions)                                                   \
    auto var##Result = playScript(rules, setup, deal, decisions);                                  \
    QVERIFY2(var##Result.ok(), var##Result.ok() ? "" : var##Result.error().c_str());               \
    const Round& var = *var##Result

// The round's whole log must be exactly `expected` (prints the actual trace on a mismatch).
#define CHECK_TRACE(round, ...)                                                                    \
    do {                                                                                           \
        const QStringList expected_ = __VA_ARGS__;                                                 \
        const QStringList actual_ = trace(round);                                                  \
        if (actual_ != expected_)                                                                  \
            qWarning().noquote() << "actual trace:\n  " + actual_.join("\n  ");                    \
        QCOMPARE(actual_, expected_);                                                              \
    } while (0)
