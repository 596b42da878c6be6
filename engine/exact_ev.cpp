#include "exact_ev.h"

#include "hand_rules.h"
#include "dealer_probabilities.h"
#include "hand_value.h"
#include "poker_hand.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace f27 {

namespace {

// A player hand as the analysis follows it (a PlayerHand without money or flags it never needs).
// Cards enumerated by rank only carry Suit::None.
struct Hand {
    std::vector<Card> cards;
    HandSums sums;
    bool fromSplit = false;
    bool doubled = false;

    Hand plus(Card c, const ValueScheme& v) const {
        Hand h = *this;
        h.cards.push_back(c);
        h.sums.add(c, v);
        return h;
    }
};

// Follows one hand through the player's turn (Round::stepPlayerTurns) and its settlement
// (Round::completeHand, stepDealerTurn, stepShowdown, settleHand). Values are expected nets in
// units of the hand's wager before any double. The first error stops the work; values are then
// meaningless and the caller reports the error.
class HandSolver {
public:
    HandSolver(const RuleSet& rules, DealerView dealer, double tableMinimumPerWager)
        : rules_(rules), dealer_(std::move(dealer)), tableMinPerWager_(tableMinimumPerWager) {
        HandSums up;
        for (Card c : dealer_.faceUp)
            up.add(c, rules_.values);
        visible_ = dealerVisibleOf(rules_, up);
    }

    const std::string& error() const { return error_; }

    // F-11 and the options: what the player may choose for the hand (Round::legalActions
    // without a bankroll). `hands` is the number of hands the seat holds.
    std::vector<Action> choices(const Hand& h, int hands) const {
        std::vector<Action> out{Action::Hit, Action::Stand};
        const HandValue v = valueOf(h.sums, rules_.values);
        const bool firstTwo = h.cards.size() == 2;
        const DoubleRule& d = rules_.doubleDown;
        if (d.allowed && (!d.firstTwoOnly || firstTwo) && (!h.fromSplit || d.afterSplit) &&
            kindHolds(d.kind, v) && d.total.contains(v.total))
            out.push_back(Action::Double);
        const SplitRule& sp = rules_.split;
        if (sp.allowed && firstTwo && hands < sp.maxHands) {
            const auto& pts = rules_.values.points;
            const Rank a = h.cards[0].rank, b = h.cards[1].rank;
            if (sp.byValue ? pts[static_cast<size_t>(a)] == pts[static_cast<size_t>(b)] : a == b)
                out.push_back(Action::Split);
        }
        const SurrenderRule& su = rules_.surrender;
        if (su.allowed && (!su.firstTwoOnly || firstTwo) && (!h.fromSplit || su.afterSplit))
            out.push_back(Action::Surrender);
        return out;
    }

    double value(Action a, const Hand& h, const Composition& unseen, int hands) {
        switch (a) {
        case Action::Hit:
            return hit(h, unseen, hands);
        case Action::Stand:
            return complete(h, unseen);
        case Action::Double: { // F-18: the wager doubles, exactly one card, the hand stands
            Hand d = h;
            d.doubled = true;
            return hit(d, unseen, hands);
        }
        case Action::Split:
            return split(h, unseen);
        case Action::Surrender:
            return -(Money{1} - rules_.surrender.refund).toDouble();
        case Action::TakeInsurance:
        case Action::DeclineInsurance:
            break;
        }
        error_ = "not a hand action";
        return 0;
    }

    // The hand when the Round looks at it on its turn, any awaited card dealt.
    double onTurn(const Hand& h, const Composition& unseen, int hands) {
        if (!error_.empty()) return 0;
        const HandValue v = valueOf(h.sums, rules_.values);
        if (v.bust || h.doubled) return complete(h, unseen); // F-4; F-18 one card only
        if (h.fromSplit && rules_.split.acesOneCardEach && h.cards[0].isAce())
            return complete(h, unseen); // B-9: split Aces get one card each
        if (rules_.cardLimit.cards > 0 && h.sums.cards >= rules_.cardLimit.cards)
            return complete(h, unseen);
        if (const auto op = forcedPlay(rules_, h.sums, visible_)) // F-11
            return *op == Op::Hit ? hit(h, unseen, hands) : complete(h, unseen);
        double best = -std::numeric_limits<double>::infinity();
        for (Action a : choices(h, hands))
            best = std::max(best, value(a, h, unseen, hands));
        return best;
    }

    // F-10: the hand is complete: predetermined outcomes (PL-6, T-5, B-11), then the dealer.
    double complete(const Hand& h, const Composition& unseen) {
        if (!error_.empty()) return 0;
        const double mult = h.doubled ? 2 : 1;
        const HandValue v = valueOf(h.sums, rules_.values);
        if (v.bust) return -mult;
        const double win = winUnits(h, v, mult);
        if (rules_.predetermined.playerTargetWins && v.total == rules_.values.target) return win;
        const FiveCardRule& five = rules_.fiveCard;
        const bool pq = five.enabled && h.sums.cards == five.cards;
        auto dist = dealerDistribution(rules_, dealer_, unseen, pq);
        if (!dist) {
            error_ = dist.error();
            return 0;
        }
        // A natural still to be checked beats every open hand (naturals never get here).
        double ev = -mult * dist->natural + win * dist->bust; // PL-8, T-6, B-11
        for (const DealerTotal& t : dist->totals)
            ev += t.p * showdown(h, v, t.total, t.cards, win, mult);
        if (pq && !dist->poker.empty()) {
            // PL-9, PL-11: both hands qualify; the better poker hand wins, equal ones push.
            const PokerValue mine = evaluatePoker(h.cards.data(), five.cards);
            auto versus = [&](PokerValue d) { return mine > d ? win : d > mine ? -mult : 0.0; };
            for (const DealerPokerHand& d : dist->poker)
                ev += d.p * (d.pFlush * versus(d.flush) + (1 - d.pFlush) * versus(d.plain));
        }
        return ev;
    }

    // F-17: each post-split hand is its own game; see exact_ev.h for the method.
    double split(const Hand& h, const Composition& unseen) {
        double ev = 0;
        for (int i = 0; i < 2; ++i) {
            Hand one;
            one.fromSplit = true;
            one.cards.push_back(h.cards[static_cast<size_t>(i)]);
            one.sums.add(one.cards[0], rules_.values);
            ev += hit(one, unseen, 2);
        }
        return ev;
    }

    // The expectation over the next card the hand receives, then the hand's turn again.
    double hit(const Hand& h, const Composition& unseen, int hands) {
        double ev = 0;
        forEachDraw(h, unseen, [&](Card c, double p, const Composition& next) {
            ev += p * onTurn(h.plus(c, rules_.values), next, hands);
        });
        return ev;
    }

private:
    // F-15, F-16: a win pays the wager (doubled if so) plus every matching bonus.
    double winUnits(const Hand& h, const HandValue& v, double mult) const {
        return mult + bonusUnits(rules_, h.cards, v, mult, tableMinPerWager_);
    }

    // After the dealer's hand (F-13, PL-8..PL-10, T-7, B-9, B-11); the dealer neither bust nor
    // a natural; five-card hands of both sides are handled in complete().
    double showdown(const Hand& h, const HandValue& v, int dealerTotal, int dealerCards, double win,
                    double mult) const {
        const int target = rules_.values.target;
        if (rules_.predetermined.dealerTargetWins && dealerTotal == target) return -mult;
        const FiveCardRule& five = rules_.fiveCard;
        const bool pq = five.enabled && h.sums.cards == five.cards;
        const bool dq = five.enabled && dealerCards == five.cards;
        if (five.enabled && dealerTotal < target && (pq || dq)) return pq ? win : -mult;
        if (rules_.split.splitNaturalBeatsTotal && h.fromSplit && h.sums.cards == 2 &&
            v.total == target && dealerTotal == target && dealerCards > 2)
            return win;
        const int mine = target - v.total, theirs = target - dealerTotal;
        if (mine != theirs) return mine < theirs ? win : -mult;
        switch (rules_.comparison.tie) {
        case Winner::Player:
            return win;
        case Winner::Dealer:
            return -mult;
        case Winner::Push:
            return 0;
        }
        return 0;
    }

    // The next card the hand receives: drawn from the unseen cards less the dealer's unseen
    // second card. With that card's rank weights w (dealer_probabilities.h),
    // P(next = c) = (count(c) − w(c)) / (unseen − 1). Cards are enumerated with suits while the
    // hand may still end with exactly the five-card rule's number of cards; by rank otherwise.
    template <class F> void forEachDraw(const Hand& h, const Composition& unseen, F&& f) {
        if (!error_.empty()) return;
        std::array<double, kRankSlots> w{};
        if (dealer_.secondUnseen()) {
            auto weights = secondCardWeights(dealer_, unseen);
            if (!weights) {
                error_ = weights.error();
                return;
            }
            w = *weights;
        }
        const double left = unseen.size() - (dealer_.secondUnseen() ? 1 : 0);
        if (left <= 0) {
            error_ = "the unseen cards run out before the player's hand is complete";
            return;
        }
        constexpr double kImpossible = 1e-12; // true chances here are at least 1 / size²
        const FiveCardRule& five = rules_.fiveCard;
        if (five.enabled && h.sums.cards < five.cards) {
            if (!unseen.suited()) {
                error_ = "the poker comparison needs the suits of the unseen cards";
                return;
            }
            for (int i = 0; i < kCardKinds; ++i) {
                const Card c = cardFromIndex(i);
                const int n = unseen.count(c);
                if (n == 0) continue;
                const double wc = w[static_cast<size_t>(c.rank)] * n / unseen.count(c.rank);
                const double p = (n - wc) / left;
                if (p <= kImpossible) continue;
                Composition next = unseen;
                next.removeCard(c);
                f(c, p, next);
            }
            return;
        }
        for (Rank r : kAllRanks) {
            const int n = unseen.count(r);
            if (n == 0) continue;
            const double p = (n - w[static_cast<size_t>(r)]) / left;
            if (p <= kImpossible) continue;
            Composition next = unseen;
            next.removeRank(r);
            f(Card{r, Suit::None}, p, next);
        }
    }

    const RuleSet& rules_;
    DealerView dealer_;
    DealerVisible visible_;
    double tableMinPerWager_;
    std::string error_;
};

Status checkSupported(const RuleSet& rules) {
    if (rules.wagerMode != WagerMode::Standard)
        return fail("the exact analysis covers the standard wager mode only");
    if (rules.split.allowed && rules.split.maxHands > 2)
        return fail("the exact analysis does not cover resplitting (split.maxHands > 2) yet");
    return {};
}

bool dealerKnownAtOnce(const RuleSet& rules) {
    return rules.natural.dealerChecksAtOnce && rules.dealerInitial != DealerInitial::UpOnly;
}

// P(the dealer's two-card hand is a natural), for the player before the dealer's check.
double dealerNaturalChance(const RuleSet& rules, const std::vector<Card>& faceUp,
                           const Composition& unseen) {
    if (rules.natural.kind == NaturalRule::Kind::None) return 0;
    if (faceUp.size() == 2) return isNaturalPair(rules, faceUp[0].rank, faceUp[1].rank) ? 1 : 0;
    if (unseen.empty()) return 0;
    double p = 0;
    for (Rank r : kAllRanks)
        if (isNaturalPair(rules, faceUp[0].rank, r))
            p += static_cast<double>(unseen.count(r)) / unseen.size();
    return p;
}

bool insuranceOffered(const RuleSet& rules, const std::vector<Card>& faceUp) {
    const InsuranceRule& ins = rules.insurance;
    return ins.offered && !faceUp.empty() &&
           std::find(ins.upCards.begin(), ins.upCards.end(), faceUp[0].rank) != ins.upCards.end();
}

// PL-3, B-5: the insurance stake's expected net in units of the wager. Without naturals the
// stake is always lost (Round::settleInsurance).
double insuranceUnits(const RuleSet& rules, const std::vector<Card>& faceUp,
                      const Composition& unseen) {
    const double p = dealerNaturalChance(rules, faceUp, unseen);
    const InsuranceRule& ins = rules.insurance;
    return ins.price.toDouble() * (ins.payout.toDouble() * p - (1 - p));
}

// The round from the natural check on (Round::stepNaturalCheck, then the player's turn and the
// dealer's): PL-4, T-3, B-4, B-5. `player` is the initial two-card hand.
Result<double> afterInsurance(const RuleSet& rules, const std::vector<Card>& player,
                              const std::vector<Card>& faceUp, const Composition& unseen,
                              double tableMinPerWager) {
    const NaturalRule& nat = rules.natural;
    DealerView view;
    view.faceUp = faceUp;
    Hand hand;
    for (Card c : player)
        hand = hand.plus(c, rules.values);
    if (nat.kind == NaturalRule::Kind::None) {
        HandSolver s(rules, view, tableMinPerWager);
        const double ev = s.onTurn(hand, unseen, 1);
        if (!s.error().empty()) return fail(s.error());
        return ev;
    }
    const bool playerNatural = isNaturalPair(rules, player[0].rank, player[1].rank);
    const double pNatural = dealerNaturalChance(rules, faceUp, unseen);
    const double naturalWin =
        nat.payout.toDouble() +
        bonusUnits(rules, player, valueOf(hand.sums, rules.values), 1, tableMinPerWager);
    const double both = nat.bothHave == Winner::Player ? naturalWin
                        : nat.bothHave == Winner::Push ? 0.0
                                                       : -1.0;
    if (!dealerKnownAtOnce(rules)) {
        if (playerNatural) // settled at once when it wins either way, else at the dealer's turn
            return nat.bothHave == Winner::Player ? naturalWin
                                                  : pNatural * both + (1 - pNatural) * naturalWin;
        view.naturalPending = true;
        HandSolver s(rules, view, tableMinPerWager);
        const double ev = s.onTurn(hand, unseen, 1);
        if (!s.error().empty()) return fail(s.error());
        return ev;
    }
    double ev = pNatural * (playerNatural ? both : -1.0);
    if (pNatural < 1) {
        double rest = naturalWin;
        if (!playerNatural) {
            if (view.secondUnseen())
                for (Rank r : kAllRanks)
                    view.secondAllowed[static_cast<size_t>(r)] =
                        !isNaturalPair(rules, faceUp[0].rank, r);
            HandSolver s(rules, view, tableMinPerWager);
            rest = s.onTurn(hand, unseen, 1);
            if (!s.error().empty()) return fail(s.error());
        }
        ev += (1 - pNatural) * rest;
    }
    return ev;
}

// From the end of the initial deal: the insurance decision (taken when it pays), then the rest.
Result<double> afterDeal(const RuleSet& rules, const std::vector<Card>& player,
                         const std::vector<Card>& faceUp, const Composition& unseen,
                         double tableMinPerWager) {
    auto main = afterInsurance(rules, player, faceUp, unseen, tableMinPerWager);
    if (!main || !insuranceOffered(rules, faceUp)) return main;
    return *main + std::max(0.0, insuranceUnits(rules, faceUp, unseen));
}

std::vector<Card> faceUpCards(const DealerHand& d) {
    std::vector<Card> out;
    for (size_t i = 0; i < d.cards.size(); ++i)
        if (d.faceUp[i]) out.push_back(d.cards[i]);
    return out;
}

} // namespace

Result<std::vector<ActionValue>> exactActionValues(const Round& round, const Composition& unseen) {
    const RuleSet& rules = round.rules();
    if (Status s = checkSupported(rules); !s) return fail(s.error());
    if (round.seats().size() != 1) return fail("the exact analysis covers a single seat");
    if (round.phase() != Phase::Decision && round.phase() != Phase::Insurance)
        return fail("no decision is due");
    if (rules.fiveCard.enabled && !unseen.suited())
        return fail("the poker comparison needs the suits of the unseen cards");
    const SeatState& seat = round.seats()[0];
    const std::vector<Card> faceUp = faceUpCards(round.dealer());
    if (faceUp.empty() || faceUp.size() > 2) return fail("the dealer shows 1 or 2 cards");
    const std::vector<Action> legal = round.legalActions();
    const Money wager = seat.setup.wager;
    std::vector<ActionValue> out;

    // A bankroll is honoured by legalActions() now; later stakes must not be limited by it.
    const DoubleRule& dd = rules.doubleDown;
    const bool laterStakes =
        dd.allowed && (!dd.firstTwoOnly || (dd.afterSplit && rules.split.allowed));
    if (seat.setup.bankroll) {
        Money committed = seat.insuranceStake;
        for (const PlayerHand& h : seat.hands)
            committed += h.wager;
        const bool ins = round.phase() == Phase::Insurance;
        const Money most =
            ins ? wager * (rules.insurance.price +
                           Money{rules.split.allowed ? 2 : 1} * Money{dd.allowed ? 2 : 1})
                : committed + wager * 3;
        if ((ins || laterStakes) && *seat.setup.bankroll < most)
            return fail("the seat's bankroll may limit a later double or split; the analysis "
                        "needs a bankroll of at least " +
                        most.toString());
    }

    if (round.phase() == Phase::Insurance) {
        const PlayerHand& h = seat.hands[0];
        const double tmin = round.setup().tableMinimum.toDouble() / wager.toDouble();
        auto main = afterInsurance(rules, h.cards, faceUp, unseen, tmin);
        if (!main) return fail(main.error());
        const double ins = insuranceUnits(rules, faceUp, unseen);
        for (Action a : legal)
            out.push_back({a, a == Action::TakeInsurance ? *main + ins : *main});
        return out;
    }

    const PlayerHand& ph = seat.hands[static_cast<size_t>(round.handToAct())];
    DealerView view;
    view.faceUp = faceUp;
    const DealerHand& d = round.dealer();
    if (view.secondUnseen() && d.checkedNatural && !d.natural)
        for (Rank r : kAllRanks)
            view.secondAllowed[static_cast<size_t>(r)] = !isNaturalPair(rules, faceUp[0].rank, r);
    view.naturalPending = rules.natural.kind != NaturalRule::Kind::None && !d.checkedNatural;
    const double tmin = round.setup().tableMinimum.toDouble() / ph.wager.toDouble();
    HandSolver solver(rules, view, tmin);
    Hand hand;
    hand.fromSplit = ph.fromSplit;
    for (Card c : ph.cards)
        hand = hand.plus(c, rules.values);
    const int hands = static_cast<int>(seat.hands.size());
    for (Action a : legal) {
        out.push_back({a, solver.value(a, hand, unseen, hands)});
        if (!solver.error().empty()) return fail(solver.error());
    }
    return out;
}

Result<double> exactRoundEv(const RuleSet& rules, const Composition& shoe) {
    if (Status s = checkSupported(rules); !s) return fail(s.error());
    const bool suits = rules.fiveCard.enabled;
    if (suits && !shoe.suited()) return fail("the poker comparison needs the suits of the shoe");
    const size_t visible = 2 + (rules.dealerInitial == DealerInitial::BothUp ? 2 : 1);
    std::vector<Card> seen;
    std::string error;
    double total = 0;
    // The visible initial cards (the player's two, the dealer's face-up ones) are enumerated in
    // any fixed order: their joint law does not depend on where the hole card lies among them.
    auto enumerate = [&](auto&& self, const Composition& comp, double p) -> void {
        if (!error.empty()) return;
        if (seen.size() == visible) {
            const std::vector<Card> player(seen.begin(), seen.begin() + 2);
            const std::vector<Card> faceUp(seen.begin() + 2, seen.end());
            auto v = afterDeal(rules, player, faceUp, comp, 1.0);
            if (!v) {
                error = v.error();
                return;
            }
            total += p * *v;
            return;
        }
        if (comp.empty()) {
            error = "the shoe runs out during the initial deal";
            return;
        }
        if (suits) {
            for (int i = 0; i < kCardKinds; ++i) {
                const Card c = cardFromIndex(i);
                const int n = comp.count(c);
                if (n == 0) continue;
                Composition next = comp;
                next.removeCard(c);
                seen.push_back(c);
                self(self, next, p * n / comp.size());
                seen.pop_back();
            }
            return;
        }
        for (Rank r : kAllRanks) {
            const int n = comp.count(r);
            if (n == 0) continue;
            Composition next = comp;
            next.removeRank(r);
            seen.push_back(Card{r, Suit::None});
            self(self, next, p * n / comp.size());
            seen.pop_back();
        }
    };
    enumerate(enumerate, shoe, 1.0);
    if (!error.empty()) return fail(error);
    return total;
}

} // namespace f27
