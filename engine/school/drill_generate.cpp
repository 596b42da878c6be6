// Random drill items (makeDrill, drills.h): situations drawn from the rule set's own shoe with a
// seeded Prng, played as the round plays them (the forced plays, the dealer's strategy), so that
// every hand shown is one a table could hold. Each kind has four levels; a higher level draws
// longer hands, odder wagers and the rarer rules (naturals, bonuses, five-card hands, splits).

#include "school/drills.h"

#include "rules/hand_rules.h"
#include "rules/showdown.h"
#include "school/drills_detail.h"

#include <algorithm>

namespace f27 {

using drill::Deck;

namespace {

constexpr int kTries = 400;

int between(Prng& p, int lo, int hi) {
    return lo + static_cast<int>(p.below(static_cast<std::uint32_t>(hi - lo + 1)));
}
bool oneIn(Prng& p, std::uint32_t n) {
    return p.below(n) == 0;
}

HandSums sumsOf(const RuleSet& r, const std::vector<Card>& cards) {
    HandSums s;
    for (Card c : cards)
        s.add(c, r.values);
    return s;
}
HandValue valueOfHand(const RuleSet& r, const std::vector<Card>& cards) {
    return valueOf(cards, r.values);
}
bool isNatural(const RuleSet& r, const std::vector<Card>& cards) {
    return cards.size() == 2 && isNaturalPair(r, cards[0].rank, cards[1].rank);
}
// A card that keeps a hand short of its target for long: the way to five-card hands.
bool isSmall(const RuleSet& r, Card c) {
    if (c.isJoker()) return r.values.joker == JokerMode::Zero;
    return r.values.points[static_cast<size_t>(c.rank)] <= std::max(1, r.values.target / 6);
}
// The most cards a hand may hold here (the card limit, or `n`).
int capped(const RuleSet& r, int n) {
    return r.cardLimit.cards > 0 ? std::min(n, r.cardLimit.cards) : n;
}

// The dealer's face-up cards while the seats decide (PL-2, T-2, B-3).
std::vector<Card> upCards(const RuleSet& r, const std::vector<Card>& dealer) {
    switch (r.dealerInitial) {
    case DealerInitial::HoleThenUp:
        return {dealer.at(1)};
    case DealerInitial::UpThenHole:
    case DealerInitial::UpOnly:
        return {dealer.at(0)};
    case DealerInitial::BothUp:
        return {dealer.at(0), dealer.at(1)};
    }
    return {};
}

// The dealer's first two cards, no natural among them (a natural ends the round before anyone
// plays; PL-4, T-3, B-5).
std::optional<std::vector<Card>> dealerStart(const RuleSet& r, Deck& deck, Prng& p) {
    std::vector<Card> d{deck.draw(p), deck.draw(p)};
    if (r.natural.kind != NaturalRule::Kind::None && isNatural(r, d)) return std::nullopt;
    return d;
}

// Whether the seat may still take a card on this hand: the player's choice, or a forced or fixed
// hit (F-11).
bool mayHit(const RuleSet& r, const std::vector<Card>& hand, bool fromSplit,
            const DealerVisible& dv) {
    const HandSums s = sumsOf(r, hand);
    if (valueOf(s, r.values).bust) return false;
    const TurnCheck t = turnCheck(r, hand, s, fromSplit, dv);
    return t.by == TurnCheck::By::Player ||
           ((t.by == TurnCheck::By::Forced || t.by == TurnCheck::By::Fixed) && t.hits);
}

// n distinct cards of the shoe (the shoe keeps them): a sample for rejection searches.
std::vector<Card> sample(const RuleSet& r, Prng& p, int n) {
    Deck d(r);
    std::vector<Card> out;
    for (int i = 0; i < n && !d.empty(); ++i)
        out.push_back(d.draw(p));
    return out;
}

// Two cards totalling the target (a natural of TwoCardTarget, a split hand's 21), if found.
std::optional<std::vector<Card>> twoCardTarget(const RuleSet& r, Prng& p) {
    for (int t = 0; t < kTries; ++t) {
        std::vector<Card> c = sample(r, p, 2);
        if (c.size() == 2 && valueOfHand(r, c).total == r.values.target) return c;
    }
    return std::nullopt;
}

Money wagerFor(int level, Prng& p) {
    switch (level) {
    case 1:
        return Money(10 * between(p, 1, 10)); // 10 .. 100
    case 2:
        return Money(5 * (2 * between(p, 0, 9) + 1)); // 5, 15, .. 95
    case 3:
        return Money(5 * (2 * between(p, 0, 19) + 1), 2); // 2.5, 7.5, .. 97.5
    default:
        return Money(5 * between(p, 1, 60), 2); // 2.5 .. 150
    }
}

// A hand a player could end with: 2 to `most` cards, not a natural, not bust.
std::vector<Card> plainHand(const RuleSet& r, Prng& p, int most, bool mayBust) {
    std::vector<Card> last;
    for (int t = 0; t < kTries; ++t) {
        std::vector<Card> c = sample(r, p, between(p, 2, std::max(2, capped(r, most))));
        last = c;
        if (isNatural(r, c)) continue;
        if (!mayBust && valueOfHand(r, c).bust) continue;
        return c;
    }
    return last;
}

// Whether a player could end a round holding `hand` against a dealer showing `dv`: each card
// after the second was drawn where the hand could take one, and the rules force no further
// card on it (PL-5, T-4, F-11).
bool couldEndWith(const RuleSet& r, const std::vector<Card>& hand, const DealerVisible& dv) {
    for (size_t k = 2; k < hand.size(); ++k)
        if (!mayHit(r, std::vector<Card>(hand.begin(), hand.begin() + static_cast<long>(k)), false,
                    dv))
            return false;
    const HandSums s = sumsOf(r, hand);
    if (valueOf(s, r.values).bust) return true;
    const TurnCheck t = turnCheck(r, hand, s, false, dv);
    return !((t.by == TurnCheck::By::Forced || t.by == TurnCheck::By::Fixed) && t.hits);
}

// A plainHand that a player could end the round with against some dealer start.
std::vector<Card> endingHand(const RuleSet& r, Prng& p, int most) {
    std::vector<Card> last;
    for (int t = 0; t < kTries; ++t) {
        last = plainHand(r, p, most, false);
        for (int d = 0; d < 4; ++d) {
            Deck deck(r);
            const auto dealer = dealerStart(r, deck, p);
            if (!dealer) continue;
            const std::vector<Card> up = upCards(r, *dealer);
            if (couldEndWith(r, last, dealerVisibleOf(r, sumsOf(r, up)))) return last;
        }
    }
    return last;
}

// A hand holding bonus `b` (F-16), if the shoe can make one.
std::optional<std::vector<Card>> bonusHand(const RuleSet& r, const BonusRule& b, Prng& p) {
    if (!b.ranks.empty()) {
        Deck d(r);
        std::vector<Card> cards;
        for (Rank k : b.ranks) {
            const auto c = d.take(k, p);
            if (!c) return std::nullopt;
            cards.push_back(*c);
        }
        for (size_t i = cards.size(); i > 1; --i) // in a random order
            std::swap(cards[i - 1], cards[p.below(static_cast<std::uint32_t>(i))]);
        const HandValue v = valueOfHand(r, cards);
        if (v.bust || !bonusMatches(b, cards, v)) return std::nullopt;
        return cards;
    }
    for (int t = 0; t < 8 * kTries; ++t) {
        const int n = b.cards > 0 ? b.cards : between(p, 2, std::max(2, capped(r, 5)));
        std::vector<Card> cards = sample(r, p, n);
        const HandValue v = valueOfHand(r, cards);
        if (!v.bust && bonusMatches(b, cards, v)) return cards;
    }
    return std::nullopt;
}

DrillItem makeTotal(const RuleSet& r, int level, Prng& p) {
    const int lo = capped(r, level == 1 ? 2 : level == 2 ? 2 : level == 3 ? 3 : 4);
    const int hi = capped(r, level == 1 ? 2 : level == 2 ? 3 : level == 3 ? 4 : 6);
    const bool wantSoft = level >= 2 && oneIn(p, 2);
    std::vector<Card> last;
    for (int t = 0; t < kTries; ++t) {
        Deck d(r);
        std::vector<Card> c;
        const int n = between(p, std::min(lo, hi), hi);
        for (int i = 0; i < n; ++i)
            c.push_back(level == 1 ? d.drawIf(p, [](Card x) { return !x.isAce() && !x.isJoker(); })
                        : level == 2 ? d.drawIf(p, [](Card x) { return !x.isJoker(); })
                                     : d.draw(p));
        const HandValue v = valueOfHand(r, c);
        if (v.bust && (level < 3 || !oneIn(p, 4))) continue; // now and then a bust from level 3
        last = c;
        if (level >= 2 && v.soft != wantSoft) continue;
        return totalDrill(r, c, level);
    }
    return totalDrill(r, last.empty() ? sample(r, p, 2) : last, level);
}

DrillItem makeForced(const RuleSet& r, int level, Prng& p) {
    const bool fixed = r.wagerMode != WagerMode::Standard;
    const char want = fixed ? "hs"[p.below(2)] : "hsc"[p.below(3)];
    const int lo = level <= 2 ? 2 : level == 3 ? 3 : 2;
    const int hi = level == 1 ? 2 : level == 2 ? 3 : level == 3 ? 4 : 5;
    const bool split = level == 4 && r.split.allowed && !fixed && oneIn(p, 3);
    std::optional<DrillItem> last;
    for (int t = 0; t < kTries; ++t) {
        Deck d(r);
        const auto dealer = dealerStart(r, d, p);
        if (!dealer) continue;
        const std::vector<Card> up = upCards(r, *dealer);
        const DealerVisible dv = dealerVisibleOf(r, sumsOf(r, up));
        std::vector<Card> hand;
        if (split) { // one card of the pair, and the split hand's second card (F-17)
            const auto ace = oneIn(p, 2) ? d.take(Rank::Ace, p) : std::nullopt;
            hand = {ace ? *ace : d.draw(p), d.draw(p)};
        } else {
            hand = {d.draw(p), d.draw(p)};
            if (isNatural(r, hand)) continue; // a natural takes no decision
            const int n = capped(r, between(p, lo, hi));
            while (static_cast<int>(hand.size()) < n && mayHit(r, hand, false, dv))
                hand.push_back(d.draw(p));
        }
        if (valueOfHand(r, hand).bust) continue;
        DrillItem item = forcedDrill(r, hand, split, up, level);
        if (item.choice == want) return item;
        last = std::move(item);
    }
    if (last) return *last;
    std::vector<Card> hand = sample(r, p, 3);
    return forcedDrill(r, {hand[0], hand[1]}, false, {hand[2]}, level);
}

DrillItem makeDealer(const RuleSet& r, int level, Prng& p) {
    const char want = "hs"[p.below(2)];
    const int lo = level == 1 ? 2 : level == 2 ? 2 : level == 3 ? 3 : 4;
    const int hi = level == 1 ? 2 : level == 2 ? 3 : level == 3 ? 4 : 6;
    std::optional<DrillItem> last;
    for (int t = 0; t < kTries; ++t) {
        Deck d(r);
        auto dealer = dealerStart(r, d, p);
        if (!dealer) continue;
        const int n = between(p, lo, hi);
        while (static_cast<int>(dealer->size()) < n && dealerHits(r, sumsOf(r, *dealer)))
            dealer->push_back(level == 4 && oneIn(p, 2)
                                  ? d.drawIf(p, [&](Card c) { return isSmall(r, c); })
                                  : d.draw(p));
        if (valueOfHand(r, *dealer).bust) continue;
        DrillItem item = dealerDrill(r, *dealer, level);
        if (item.choice == want) return item;
        last = std::move(item);
    }
    if (last) return *last;
    return dealerDrill(r, sample(r, p, 2), level);
}

// The showdown's reason codes a level asks for (those the rules can produce); a code listed
// twice comes up twice as often.
std::vector<std::string> showdownReasons(const RuleSet& r, int level) {
    std::vector<std::string> out{"closer"};
    if (level >= 2) {
        out.insert(out.end(), {"tie", "dealer-bust"});
        if (r.predetermined.dealerTargetWins) out.push_back("dealer-target");
    }
    const bool splits =
        r.split.allowed && r.split.splitNaturalBeatsTotal && r.wagerMode == WagerMode::Standard;
    if (level >= 3) {
        if (r.fiveCard.enabled) out.insert(out.end(), {"five-card", "five-card"});
        if (splits) out.push_back("split-natural");
    }
    if (level == 4 && r.fiveCard.enabled && r.fiveCard.cards == 5) {
        out = {"poker", "poker", "five-card", "tie"};
        if (splits) out.push_back("split-natural");
    }
    return out;
}

DrillItem makeShowdown(const RuleSet& r, int level, Prng& p) {
    const std::vector<std::string> reasons = showdownReasons(r, level);
    const std::string want = reasons[p.below(static_cast<std::uint32_t>(reasons.size()))];
    const bool eager = want == "five-card" || want == "poker"; // toward five-card hands
    const bool split = want == "split-natural";
    const int target = r.values.target;
    std::optional<DrillItem> last;
    for (int t = 0; t < 4 * kTries; ++t) {
        Deck d(r);
        auto dealer = dealerStart(r, d, p);
        if (!dealer) continue;
        const std::vector<Card> up = upCards(r, *dealer);
        const DealerVisible dv = dealerVisibleOf(r, sumsOf(r, up));
        std::vector<Card> hand;
        if (split) { // a split hand's two cards at the target (B-9)
            hand = {d.draw(p), d.draw(p)};
            if (valueOfHand(r, hand).total != target) continue;
        } else {
            hand = {d.draw(p), d.draw(p)};
            if (isNatural(r, hand)) continue;
            // The seat plays its hand: forced and fixed plays as the rules say, its own choices
            // at random (or on toward five cards).
            for (;;) {
                const HandSums s = sumsOf(r, hand);
                const HandValue v = valueOf(s, r.values);
                if (v.bust) break;
                const TurnCheck tc = turnCheck(r, hand, s, false, dv);
                bool hit = false;
                if (tc.by == TurnCheck::By::Forced || tc.by == TurnCheck::By::Fixed)
                    hit = tc.hits;
                else if (tc.by == TurnCheck::By::Player)
                    hit = eager ? static_cast<int>(hand.size()) < r.fiveCard.cards
                                : p.below(100) < (v.total * 3 <= target * 2 ? 75u : 20u);
                if (!hit) break;
                hand.push_back(eager ? d.drawIf(p, [&](Card c) { return isSmall(r, c); })
                                     : d.draw(p));
            }
        }
        const HandValue pv = valueOfHand(r, hand);
        if (pv.bust) continue; // F-4: a bust loses before the showdown
        if (r.predetermined.playerTargetWins && pv.total == target && !split)
            continue; // PL-6: settled at once
        // F-12: the dealer draws to her strategy.
        while (dealerHits(r, sumsOf(r, *dealer)))
            dealer->push_back(eager ? d.drawIf(p, [&](Card c) { return isSmall(r, c); })
                                    : d.draw(p));
        const ShowdownOutcome o = showdown(r, hand, split, *dealer);
        DrillItem item = showdownDrill(r, hand, split, *dealer, level);
        if (o.reason == want) return item;
        last = std::move(item);
    }
    if (last) return *last;
    return showdownDrill(r, sample(r, p, 2), false, sample(r, p, 3), level);
}

DrillItem makePayout(const RuleSet& r, int level, Prng& p) {
    PayoutSituation s;
    s.wager = wagerFor(level, p);
    s.tableMinimum = Money{5};
    if (r.wagerMode != WagerMode::Standard) { // a bet on one side (baccarat-like, slot)
        s.what = PayoutSituation::Case::Bet;
        s.side =
            r.wagerMode == WagerMode::Slot ? BetSide::Player : static_cast<BetSide>(p.below(3));
        s.winner = static_cast<Winner>(p.below(3));
        if (s.winner == Winner::Player) {
            std::optional<std::vector<Card>> bonus;
            if (level >= 3 && !r.bonuses.empty() && oneIn(p, 2))
                bonus = bonusHand(
                    r, r.bonuses[p.below(static_cast<std::uint32_t>(r.bonuses.size()))], p);
            s.cards = bonus ? *bonus : plainHand(r, p, 4, false);
        }
        return payoutDrill(r, s, level);
    }
    enum Case { Win, Lose, Push, Natural, Surrender, Insurance, Double, Bonus, Split };
    std::vector<Case> cases{Win, Lose, Win, Lose};
    if (level <= 2) cases.push_back(Push);
    if (level >= 2) {
        if (r.natural.kind != NaturalRule::Kind::None) cases.push_back(Natural);
        if (r.surrender.allowed) cases.push_back(Surrender);
        if (r.insurance.offered) cases.push_back(Insurance);
    }
    if (level >= 3) {
        if (r.doubleDown.allowed) cases.push_back(Double);
        if (!r.bonuses.empty()) cases.insert(cases.end(), {Bonus, Bonus});
    }
    if (level == 4 && r.split.allowed) cases.push_back(Split);
    const Case c = cases[p.below(static_cast<std::uint32_t>(cases.size()))];
    s.cards = endingHand(r, p, level == 1 ? 3 : 4);
    s.result = c == Lose ? HandResult::Lose : c == Push ? HandResult::Push : HandResult::Win;
    switch (c) {
    case Win:
    case Lose:
    case Push:
        break;
    case Natural: {
        std::optional<std::vector<Card>> nat;
        if (r.natural.kind == NaturalRule::Kind::TwoCardTarget) {
            nat = twoCardTarget(r, p);
        } else if (!r.natural.pairs.empty()) {
            const auto& pair =
                r.natural.pairs[p.below(static_cast<std::uint32_t>(r.natural.pairs.size()))];
            Deck d(r);
            const auto a = d.take(pair[0], p), b = d.take(pair[1], p);
            if (a && b) nat = std::vector<Card>{*a, *b};
        }
        if (!nat) break;
        s.cards = *nat;
        // Now and then the dealer holds one too (PL-4, T-3, B-5).
        if (level >= 3 && oneIn(p, 4)) s.result = resultFor(r.natural.bothHave);
        break;
    }
    case Surrender:
        s.cards = plainHand(r, p, 2, false);
        s.result = HandResult::Surrender;
        break;
    case Insurance:
        s.what = PayoutSituation::Case::Insurance;
        s.dealerNatural = oneIn(p, 2);
        break;
    case Double:
        // F-18: two cards the rules let double on, and exactly one more.
        for (int t = 0; t < kTries; ++t) {
            std::vector<Card> two = sample(r, p, 3);
            const HandValue v = valueOf(std::span<const Card>(two.data(), 2), r.values);
            if (!mayDouble(r.doubleDown, true, false, v.soft, v.total) ||
                isNatural(r, {two[0], two[1]}))
                continue;
            s.cards = two;
            s.doubled = true;
            s.result = valueOfHand(r, two).bust || oneIn(p, 2) ? HandResult::Lose : HandResult::Win;
            break;
        }
        break;
    case Bonus:
        if (auto b =
                bonusHand(r, r.bonuses[p.below(static_cast<std::uint32_t>(r.bonuses.size()))], p))
            s.cards = *b;
        break;
    case Split:
        s.cards = sample(r, p, 2);
        s.fromSplit = true;
        s.result = static_cast<HandResult>(p.below(3)); // win, lose or push
        break;
    }
    return payoutDrill(r, s, level);
}

} // namespace

DrillItem makeDrill(const RuleSet& rules, DrillKind kind, int level, Prng& prng) {
    level = std::clamp(level, 1, kDrillLevels);
    switch (kind) {
    case DrillKind::Payout:
        return makePayout(rules, level, prng);
    case DrillKind::Total:
        return makeTotal(rules, level, prng);
    case DrillKind::Forced:
        return makeForced(rules, level, prng);
    case DrillKind::Dealer:
        return makeDealer(rules, level, prng);
    case DrillKind::Showdown:
        return makeShowdown(rules, level, prng);
    }
    return makeTotal(rules, level, prng);
}

} // namespace f27
