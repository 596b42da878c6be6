// The drills' items from their situations (drills.h): the question, and the answer taken from
// the functions the round decides with — payouts.h, hand_value.h, hand_rules.h, showdown.h.

#include "school/drills.h"

#include "cards/poker_hand.h"
#include "round/describe.h"
#include "round/events.h"
#include "rules/hand_rules.h"
#include "rules/showdown.h"
#include "school/drills_detail.h"

#include <QCoreApplication>

#include <array>
#include <set>

namespace f27 {

using drill::amountText;
using drill::cardsText;
using drill::tr;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QString valueText(const HandValue& v) {
    return describeValue(v.total, v.soft, v.bust);
}

// A sentence from a clause: its first letter in capitals.
QString sentence(QString s) {
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

Money magnitude(Money m) {
    return m < Money{} ? -m : m;
}

// The rule IDs of the forced plays, each once: what leaves a hand to the player's choice.
std::string forcedRules(const RuleSet& rules) {
    std::vector<std::string> ids;
    for (const ForcedPlay& f : rules.forced)
        ids.push_back(f.rule);
    const std::string out = drill::joinRules(ids);
    return out.empty() ? rules.settlementRule : out;
}

bool dealerMatters(const RuleSet& rules) {
    for (const ForcedPlay& f : rules.forced)
        if (f.when.dealer != DealerWill::Any || !f.when.dealerTotal.isAny() ||
            f.when.versusDealer != Versus::Any)
            return true;
    return false;
}

char opLetter(Op op) {
    switch (op) {
    case Op::Hit:
        return 'h';
    case Op::Stand:
        return 's';
    case Op::Double:
        return 'd';
    case Op::Split:
        return 'p';
    case Op::Surrender:
        return 'u';
    }
    return 's';
}

// The poker categories of PL-11, in words.
QString pokerName(PokerCategory c) {
    static const std::array<const char*, 10> names = {
        QT_TRANSLATE_NOOP("f27", "high card"),      QT_TRANSLATE_NOOP("f27", "one pair"),
        QT_TRANSLATE_NOOP("f27", "two pair"),       QT_TRANSLATE_NOOP("f27", "three of a kind"),
        QT_TRANSLATE_NOOP("f27", "straight"),       QT_TRANSLATE_NOOP("f27", "flush"),
        QT_TRANSLATE_NOOP("f27", "full house"),     QT_TRANSLATE_NOOP("f27", "four of a kind"),
        QT_TRANSLATE_NOOP("f27", "straight flush"), QT_TRANSLATE_NOOP("f27", "five of a kind")};
    return tr(names[static_cast<size_t>(c)]);
}

// What the payout of a settled hand is made of, with its words and rules.
struct Payout {
    Money net;
    QStringList parts;
    std::vector<std::string> rules;
};

// F-16: a winning hand's bonuses on `wager` (doubled included).
void addBonuses(const RuleSet& rules, std::span<const Card> cards, Money wager, Money tableMinimum,
                Payout& p) {
    const HandValue v = valueOf(cards, rules.values);
    for (const int i : matchingBonuses(rules, cards, v)) {
        const BonusRule& b = rules.bonuses[static_cast<size_t>(i)];
        const Money amount = bonusAmount(b, wager, tableMinimum);
        p.net += amount;
        p.parts << (b.pay == BonusRule::Pay::Odds
                        ? tr("the %1 bonus pays %2 on %3: %4")
                              .arg(q(b.name), describePayout(b.amount), amountText(wager),
                                   amountText(amount))
                        : tr("the %1 bonus pays %2 table minimums of %3: %4")
                              .arg(q(b.name), amountText(b.amount), amountText(tableMinimum),
                                   amountText(amount)));
        p.rules.push_back(b.rule.empty() ? rules.bonusRule : b.rule);
    }
}

Payout handPayout(const RuleSet& rules, const PayoutSituation& s) {
    Payout p;
    const Money wager = s.doubled ? s.wager * 2 : s.wager;
    const bool natural = !s.fromSplit && s.cards.size() == 2 &&
                         isNaturalPair(rules, s.cards[0].rank, s.cards[1].rank);
    p.net = handNet(rules, wager, s.result, natural); // F-15
    if (s.doubled) {
        p.parts << tr("the doubled wager is %1").arg(amountText(wager));
        p.rules.push_back(rules.doubleDown.rule);
    }
    switch (s.result) {
    case HandResult::Win:
        if (natural) {
            p.parts << tr("a natural pays %1 on %2: %3")
                           .arg(describePayout(rules.natural.payout), amountText(wager),
                                amountText(p.net));
            p.rules.push_back(rules.natural.rule);
        } else {
            p.parts << tr("a win pays 1:1 on %1: %2").arg(amountText(wager), amountText(p.net));
            if (s.fromSplit && s.cards.size() == 2 &&
                valueOf(s.cards, rules.values).total == rules.values.target) {
                p.parts << tr("a two-card %1 after a split is no natural").arg(rules.values.target);
                p.rules.push_back(rules.split.rule);
            }
            p.rules.push_back(rules.settlementRule);
        }
        addBonuses(rules, s.cards, wager, s.tableMinimum, p);
        break;
    case HandResult::Lose:
        p.parts << tr("a loss takes the wager: %1").arg(amountText(wager));
        p.rules.push_back(rules.settlementRule);
        break;
    case HandResult::Push:
        p.parts << tr("a push returns the wager: nothing is paid or taken");
        p.rules.push_back(rules.settlementRule);
        break;
    case HandResult::Surrender:
        p.parts << tr("a surrender returns %1 of the wager %2: %3 is taken")
                       .arg(q(rules.surrender.refund.toString()), amountText(wager),
                            amountText(magnitude(p.net)));
        p.rules.push_back(rules.surrender.rule);
        break;
    }
    return p;
}

QString handQuestion(const RuleSet& rules, const PayoutSituation& s) {
    QString hand = cardsText(s.cards);
    if (s.fromSplit) hand += tr(" (a split hand)");
    const QString wager = s.doubled ? tr("Wager %1, doubled.").arg(amountText(s.wager))
                                    : tr("Wager %1.").arg(amountText(s.wager));
    QString what;
    switch (s.result) {
    case HandResult::Win:
        what = tr("The player's %1 wins. How much does the dealer pay?");
        break;
    case HandResult::Lose:
        what = tr("The player's %1 loses. How much does the dealer take?");
        break;
    case HandResult::Push:
        what = tr("The player's %1 pushes. How much does the dealer pay?");
        break;
    case HandResult::Surrender:
        what = tr("The player surrenders %1. How much does the dealer take?");
        break;
    }
    QString out = wager + " " + what.arg(hand);
    for (const BonusRule& b : rules.bonuses)
        if (b.pay == BonusRule::Pay::TableMinimums) {
            out = tr("Table minimum %1.").arg(amountText(s.tableMinimum)) + " " + out;
            break;
        }
    return out;
}

} // namespace

DrillItem payoutDrill(const RuleSet& rules, const PayoutSituation& s, int level) {
    DrillItem it;
    it.kind = DrillKind::Payout;
    it.level = level;
    it.wager = s.wager;
    Payout p;
    switch (s.what) {
    case PayoutSituation::Case::Hand:
        it.cards = s.cards;
        it.fromSplit = s.fromSplit;
        p = handPayout(rules, s);
        it.question = handQuestion(rules, s);
        break;
    case PayoutSituation::Case::Insurance: {
        const InsuranceRule& ins = rules.insurance;
        const Money stake = insuranceStake(ins, s.wager); // PL-3, B-5
        p.net = insuranceNet(ins, stake, s.dealerNatural);
        p.rules.push_back(ins.rule);
        p.parts << tr("insurance costs %1 of the wager %2: %3")
                       .arg(q(ins.price.toString()), amountText(s.wager), amountText(stake));
        if (s.dealerNatural)
            p.parts << tr("with the dealer's natural it pays %1: %2")
                           .arg(describePayout(ins.payout), amountText(p.net));
        else
            p.parts << tr("without a dealer natural the stake is lost");
        const QString insured =
            level <= 2 ? tr("Wager %1, insured for %2.").arg(amountText(s.wager), amountText(stake))
                       : tr("Wager %1, insured.").arg(amountText(s.wager));
        it.question =
            insured + " " +
            (s.dealerNatural ? tr("The dealer has a natural. How much does the insurance pay?")
                             : tr("The dealer has no natural. How much does the dealer take?"));
        break;
    }
    case PayoutSituation::Case::Bet: {
        const BaccaratRule& bac = rules.baccarat;
        it.cards = s.cards;
        p.net = betNet(bac, s.side, s.winner, s.wager);
        p.rules.push_back(bac.rule.empty() ? rules.settlementRule : bac.rule);
        const HandResult r = betResult(s.side, s.winner);
        if (r == HandResult::Win) {
            p.parts << tr("a bet on %1 pays %2 on %3: %4")
                           .arg(describeBetSide(s.side), describePayout(betPays(bac, s.side)),
                                amountText(s.wager), amountText(p.net));
            if (s.side == BetSide::Player) addBonuses(rules, s.cards, s.wager, s.tableMinimum, p);
        } else if (r == HandResult::Lose) {
            p.parts << tr("a losing bet is taken: %1").arg(amountText(s.wager));
        } else {
            p.parts << tr("a push returns the bet: nothing is paid or taken");
        }
        QString won = tr("The hands push.");
        if (s.winner == Winner::Dealer) won = tr("The dealer hand wins.");
        if (s.winner == Winner::Player)
            won = s.cards.empty() ? tr("The player hand wins.")
                                  : tr("The player hand %1 wins.").arg(cardsText(s.cards));
        it.question = tr("A bet of %1 on %2.").arg(amountText(s.wager), describeBetSide(s.side)) +
                      " " + won + " " +
                      (r == HandResult::Lose ? tr("How much does the dealer take?")
                                             : tr("How much does the dealer pay?"));
        break;
    }
    }
    it.net = p.net;
    it.answer = drillAmountText(magnitude(p.net));
    it.rule = drill::joinRules(p.rules);
    const QString total = p.net < Money{}  ? tr("take %1").arg(amountText(magnitude(p.net)))
                          : p.net.isZero() ? tr("pay nothing")
                                           : tr("pay %1").arg(amountText(p.net));
    it.explanation = sentence(p.parts.join("; ")) + " — " + total + ".";
    return it;
}

DrillItem totalDrill(const RuleSet& rules, std::vector<Card> cards, int level) {
    DrillItem it;
    it.kind = DrillKind::Total;
    it.level = level;
    it.cards = std::move(cards);
    const ValueScheme& vs = rules.values;
    const HandValue v = valueOf(it.cards, vs); // F-3, F-4
    it.value = v;
    it.answer = v.bust   ? "bust"
                : v.soft ? "soft " + std::to_string(v.total)
                         : std::to_string(v.total);
    it.rule = vs.rule;
    it.question = tr("What is the total of %1?").arg(cardsText(it.cards));
    // The cards at their low values, then what the high Ace and a wild Joker add.
    QStringList terms;
    HandSums sums;
    for (Card c : it.cards) {
        sums.add(c, vs);
        terms << QString::number(vs.points[static_cast<size_t>(c.rank)]);
    }
    QString why = sums.aces > 0
                      ? tr("%1 = %2 with every Ace low").arg(terms.join(" + ")).arg(sums.hard)
                      : QString("%1 = %2").arg(terms.join(" + ")).arg(sums.hard);
    if (v.soft)
        why += "; " + tr("one Ace counts %1 without passing %2").arg(vs.aceHigh).arg(vs.target);
    else if (sums.aces > 0)
        why += "; " + tr("an Ace counted %1 would pass %2").arg(vs.aceHigh).arg(vs.target);
    if (vs.joker == JokerMode::WildToTarget && sums.jokers > 0 && !v.bust)
        why += "; " + tr("the wild Joker makes it exactly %1").arg(vs.target);
    if (v.bust) why += "; " + tr("above %1").arg(vs.target);
    it.explanation = why + " — " + valueText(v) + ".";
    return it;
}

DrillItem forcedDrill(const RuleSet& rules, std::vector<Card> hand, bool fromSplit,
                      std::vector<Card> dealerUp, int level) {
    DrillItem it;
    it.kind = DrillKind::Forced;
    it.level = level;
    it.cards = std::move(hand);
    it.fromSplit = fromSplit;
    it.dealerCards = std::move(dealerUp);
    HandSums sums, up;
    for (Card c : it.cards)
        sums.add(c, rules.values);
    for (Card c : it.dealerCards)
        up.add(c, rules.values);
    const HandValue v = valueOf(sums, rules.values);
    // B-9, the card limit, F-11: the round's own checks, in its order.
    const TurnCheck t = turnCheck(rules, it.cards, sums, fromSplit, dealerVisibleOf(rules, up));
    Event e = makeEvent(EventType::ForcedPlay, 0, 0);
    e.total = v.total;
    e.soft = v.soft;
    e.action = Action::Stand;
    switch (t.by) {
    case TurnCheck::By::SplitAces:
        it.choice = 's';
        e.rule = rules.split.rule;
        e.detail = "split-aces";
        break;
    case TurnCheck::By::CardLimit:
        it.choice = 's';
        e.rule = rules.cardLimit.rule;
        e.detail = "card-limit";
        break;
    case TurnCheck::By::Forced: {
        const ForcedPlay& f = rules.forced[static_cast<size_t>(t.index)];
        it.choice = opLetter(f.op);
        e.action = actionOf(f.op);
        e.rule = f.rule;
        e.ref = t.index;
        break;
    }
    case TurnCheck::By::Fixed:
        it.choice = t.hits ? 'h' : 's';
        e.type = EventType::FixedPlay;
        e.action = t.hits ? Action::Hit : Action::Stand;
        e.ref = t.index;
        e.rule = strategyRule(rules.baccarat.playerStrategy, t.index, rules.baccarat.rule);
        break;
    case TurnCheck::By::Player:
        it.choice = 'c';
        e.rule = forcedRules(rules);
        break;
    }
    it.answer = std::string(1, it.choice);
    it.rule = e.rule;
    it.explanation = t.by == TurnCheck::By::Player
                         ? tr("No forced play applies to %1: the player chooses (%2).")
                               .arg(valueText(v), q(it.rule))
                         : describeEvent(e, rules, Viewer::Dealer);
    QString shown = cardsText(it.cards);
    if (level <= 2) shown += " (" + valueText(v) + ")";
    if (fromSplit) shown += tr(" (a split hand)");
    if (rules.wagerMode != WagerMode::Standard)
        it.question = tr("The player hand holds %1. Does it hit or stand? [h/s]").arg(shown);
    else if (dealerMatters(rules))
        it.question = tr("The player holds %1 against the dealer's %2. Must hit, must stand, or "
                         "the player's choice? [h/s/c]")
                          .arg(shown, cardsText(it.dealerCards));
    else
        it.question =
            tr("The player holds %1. Must hit, must stand, or the player's choice? [h/s/c]")
                .arg(shown);
    return it;
}

DrillItem dealerDrill(const RuleSet& rules, std::vector<Card> dealer, int level) {
    DrillItem it;
    it.kind = DrillKind::Dealer;
    it.level = level;
    it.dealerCards = std::move(dealer);
    HandSums sums;
    for (Card c : it.dealerCards)
        sums.add(c, rules.values);
    const HandValue v = valueOf(sums, rules.values);
    const DealerStep step = dealerStep(rules, sums); // F-12, the card limit
    const FixedStrategy& ds = rules.dealer;
    it.choice = step.hits && !v.bust ? 'h' : 's';
    it.answer = std::string(1, it.choice);
    it.rule = step.cardLimit ? rules.cardLimit.rule : strategyRule(ds, step.row, ds.rule);
    Event e = makeEvent(EventType::DealerPlay);
    e.total = v.total;
    e.soft = v.soft;
    e.action = it.choice == 'h' ? Action::Hit : Action::Stand;
    e.rule = it.rule;
    QString why;
    if (step.cardLimit) {
        why = tr("The hand has the most cards allowed");
    } else if (step.row >= 0) {
        const StrategyRow& row = ds.rows[static_cast<size_t>(step.row)];
        HandCondition c;
        c.kind = row.kind;
        c.cards = row.cards;
        why = row.hitBelow <= 0
                  ? tr("The dealer's row (%1) always stands").arg(describeCondition(c))
                  : tr("The dealer's row (%1) hits below %2")
                        .arg(describeCondition(c))
                        .arg(row.hitBelow);
    } else {
        why = tr("No row of the dealer's strategy matches, so the dealer stands");
    }
    it.explanation = why + ": " + describeEvent(e, rules, Viewer::Dealer);
    QString hand = cardsText(it.dealerCards);
    if (level <= 2) hand += " (" + valueText(v) + ")";
    it.question = tr("The dealer holds %1. Hit or stand? [h/s]").arg(hand);
    return it;
}

DrillItem showdownDrill(const RuleSet& rules, std::vector<Card> player, bool fromSplit,
                        std::vector<Card> dealer, int level) {
    DrillItem it;
    it.kind = DrillKind::Showdown;
    it.level = level;
    it.cards = std::move(player);
    it.fromSplit = fromSplit;
    it.dealerCards = std::move(dealer);
    const HandValue p = valueOf(it.cards, rules.values), d = valueOf(it.dealerCards, rules.values);
    const ShowdownOutcome o = showdown(rules, it.cards, p, fromSplit, it.dealerCards, d);
    it.choice = o.winner == Winner::Player ? 'p' : o.winner == Winner::Dealer ? 'd' : 't';
    it.answer = std::string(1, it.choice);
    it.rule = o.rule;
    Event e = makeEvent(EventType::Outcome, 0, 0);
    e.result = resultFor(o.winner);
    e.total = p.total;
    e.soft = p.soft;
    e.rule = o.rule;
    e.detail = o.reason;
    QString why = tr("Player %1, dealer %2").arg(valueText(p), valueText(d));
    const int five = rules.fiveCard.cards;
    if (o.reason == "poker" && five == 5 && static_cast<int>(it.cards.size()) == five &&
        static_cast<int>(it.dealerCards.size()) == five)
        why += "; " + tr("poker hands: %1 against %2")
                          .arg(pokerName(evaluatePoker(it.cards.data(), five).category()),
                               pokerName(evaluatePoker(it.dealerCards.data(), five).category()));
    it.explanation = why + ": " + describeEvent(e, rules, Viewer::Dealer);
    QString mine = cardsText(it.cards), theirs = cardsText(it.dealerCards);
    if (level <= 2) {
        mine += " (" + valueText(p) + ")";
        theirs += " (" + valueText(d) + ")";
    }
    if (fromSplit) mine += tr(" (a split hand)");
    it.question =
        tr("The player's %1 against the dealer's %2. Who wins? [p/d/t]").arg(mine, theirs);
    return it;
}

} // namespace f27
