#include "seven27/seven27_equity.h"

#include "core/prng.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace f27 {

namespace {

constexpr int kMaxFutureDraws = 4;  // cards any seat may still take in the model (per sample)
constexpr double kOfferMiss = 0.35; // likelihood of a draw/stay the model would not have made
constexpr double kBetMiss = 0.6;    // likelihood of a bet/raise on a hand the model calls weak

// The ordering key of the best total of `s` for `target` under `n`: smaller is better;
// INT_MAX when no total qualifies. distance * 2 + tie, exactly the order of
// seven27_showdown.cpp (distance first, then the S-7 tie-break; an exact total never loses).
// tests/engine/seven27/tst_seven27_bots cross-checks it against decideSeven27Showdown.
int bestKey(int low, int aces, int target, Seven27Nearest n) {
    int best = INT_MAX;
    for (int k = 0; k <= aces; ++k) {
        const int t = low + 20 * k;
        const bool over = t > target;
        if (n == Seven27Nearest::OverIsBust && over) continue;
        const int distance = over ? t - target : target - t;
        const bool inside = t >= kSevenHalfPoints && t <= kTwentySevenHalfPoints;
        int tie = 0;
        switch (n) {
        case Seven27Nearest::NearestWins:
        case Seven27Nearest::OverIsBust:
            break;
        case Seven27Nearest::UnderBeatsOver:
            tie = over ? 1 : 0;
            break;
        case Seven27Nearest::OverBeatsUnder:
            tie = over ? 0 : 1;
            break;
        case Seven27Nearest::InsideBeatsOutside:
            tie = inside ? 0 : 1;
            break;
        case Seven27Nearest::OutsideBeatsInside:
            tie = inside ? 1 : 0;
            break;
        }
        if (distance == 0) tie = 0;
        best = std::min(best, distance * 2 + tie);
    }
    return best;
}

int distanceTo(const SevenSums& s, int target, Seven27Nearest n) {
    const int k = bestKey(s.lowHalfPoints, s.aces, target, n);
    return k == INT_MAX ? INT_MAX : k / 2;
}

// The best total for 27 at or below 27 (every Ace as high as it can go without passing 27);
// the lowest total when even that is above.
int bestTotalAtMost27(const SevenSums& s) {
    int best = s.lowHalfPoints;
    for (int k = 1; k <= s.aces; ++k)
        if (s.lowHalfPoints + 20 * k <= kTwentySevenHalfPoints) best = s.lowHalfPoints + 20 * k;
    return best;
}

// A hand the model would bet on: within 1 point of 7 or 2 points of 27.
bool modelStrong(const SevenSums& s, Seven27Nearest n) {
    return distanceTo(s, kSevenHalfPoints, n) <= 2 || distanceTo(s, kTwentySevenHalfPoints, n) <= 4;
}

bool busted(const SevenSums& s, Seven27Nearest n) {
    return n == Seven27Nearest::OverIsBust && s.lowHalfPoints > kTwentySevenHalfPoints;
}

// One opponent's public story, replayed per sample with its hidden cards filled in.
struct Step {
    enum Kind : std::uint8_t { Known, Hidden, Offer, Aggress } kind = Known;
    Card card{};    // Known
    int hidden = 0; // Hidden: index among the seat's hidden cards, in deal order
    bool drew = false;
};

struct Opponent {
    int seat = -1;
    SevenSums up; // the visible cards
    int hiddenCount = 0;
    std::vector<Step> story; // empty when history is not read or does not match the view
};

std::vector<Step> storyOf(const Seven27View& view, int seat, int hiddenCount, size_t upCount) {
    std::vector<Step> story;
    int hidden = 0;
    size_t up = 0;
    for (const auto& e : view.history) {
        if (e.seat != seat) continue;
        if (e.type == Seven27EventType::Deal) {
            if (e.faceUp) {
                story.push_back({Step::Known, e.card, 0, false});
                ++up;
            } else {
                story.push_back({Step::Hidden, Card{}, hidden++, false});
            }
        } else if (e.type == Seven27EventType::Decision) {
            const auto m = e.action.move;
            if (m == Seven27Move::Draw || m == Seven27Move::Stay)
                story.push_back({Step::Offer, Card{}, 0, m == Seven27Move::Draw});
            else if (m == Seven27Move::Bet || m == Seven27Move::Raise)
                story.push_back({Step::Aggress, Card{}, 0, false});
        }
    }
    if (hidden != hiddenCount || up != upCount) story.clear(); // not this view's story
    return story;
}

struct Accumulator {
    double w = 0, seven = 0, twentySeven = 0, share = 0, shareSq = 0, w2 = 0;
    // Weighted mean; the stderr uses the weighted second moment (self-normalised sampling).
    Seven27Equity result(int samples, int opponents) const {
        Seven27Equity e;
        e.samples = samples;
        e.opponents = opponents;
        if (w <= 0) return e;
        e.seven = seven / w;
        e.twentySeven = twentySeven / w;
        e.potShare = share / w;
        const double var = std::max(0.0, shareSq / w - e.potShare * e.potShare);
        const double ess = w * w / std::max(w2, 1e-300); // effective sample size
        e.potShareStdErr = std::sqrt(var / std::max(ess, 1.0));
        return e;
    }
};

} // namespace

bool seven27ModelWantsCard(const SevenSums& s, Seven27Nearest n) {
    if (busted(s, n) || s.lowHalfPoints > kTwentySevenHalfPoints) return false;
    if (distanceTo(s, kSevenHalfPoints, n) <= 2) return false;
    if (distanceTo(s, kTwentySevenHalfPoints, n) <= 4) return false;
    if (s.lowHalfPoints <= 16) return distanceTo(s, kSevenHalfPoints, n) > 3;
    const int limit = n == Seven27Nearest::OverIsBust ? 44 : 46;
    return bestTotalAtMost27(s) < limit;
}

namespace {

// The viewer's own sums, the opponents still in (their up-cards, hidden counts and, with
// readHistory, their stories) and the unseen cards: the pack less the viewer's cards and every
// up-card on the table.
void readTable(const Seven27View& view, const Seven27EquityOptions& options, SevenSums& own,
               std::vector<Opponent>& opponents, std::vector<Card>& pool) {
    std::array<bool, kSeven27PackSize> seen{};
    for (Card c : view.ownUp) {
        own.add(c);
        if (!c.isJoker()) seen[static_cast<size_t>(c.index())] = true;
    }
    for (Card c : view.ownDown) {
        own.add(c);
        if (!c.isJoker()) seen[static_cast<size_t>(c.index())] = true;
    }
    for (const auto& sv : view.seats) {
        for (Card c : sv.upCards)
            if (!c.isJoker()) seen[static_cast<size_t>(c.index())] = true;
        if (sv.seat == view.seat || !sv.dealtIn || sv.folded) continue;
        Opponent o;
        o.seat = sv.seat;
        for (Card c : sv.upCards)
            o.up.add(c);
        o.hiddenCount = sv.downCards;
        if (options.readHistory) o.story = storyOf(view, sv.seat, sv.downCards, sv.upCards.size());
        opponents.push_back(std::move(o));
    }
    for (int i = 0; i < kSeven27PackSize; ++i)
        if (!seen[static_cast<size_t>(i)]) pool.push_back(cardFromIndex(i));
}

// How well a sample's hidden cards explain each opponent's story: every offer taken or refused
// against the model's choice, every bet or raise without a strong model hand, lowers the weight.
double storyWeight(const std::vector<Opponent>& opponents, const std::vector<Card>& deck,
                   const std::vector<size_t>& hiddenStart, Seven27Nearest nearest) {
    double weight = 1;
    for (size_t o = 0; o < opponents.size(); ++o) {
        SevenSums s;
        for (const Step& st : opponents[o].story) {
            switch (st.kind) {
            case Step::Known:
                s.add(st.card);
                break;
            case Step::Hidden:
                if (hiddenStart[o] + static_cast<size_t>(st.hidden) < deck.size())
                    s.add(deck[hiddenStart[o] + static_cast<size_t>(st.hidden)]);
                break;
            case Step::Offer:
                if (seven27ModelWantsCard(s, nearest) != st.drew) weight *= kOfferMiss;
                break;
            case Step::Aggress:
                if (!modelStrong(s, nearest)) weight *= kBetMiss;
                break;
            }
        }
    }
    return weight;
}

// The best keys of the opponents still standing for each half (busted ones are out, S-7) and
// how many share them; none: every opponent busted.
struct Contenders {
    int best7 = INT_MAX, best27 = INT_MAX;
    int count7 = 0, count27 = 0;
    bool none = true;
};
Contenders contendersOf(const std::vector<SevenSums>& finals, Seven27Nearest nearest) {
    Contenders c;
    for (const auto& f : finals) {
        if (busted(f, nearest)) continue;
        c.none = false;
        const int k7 = bestKey(f.lowHalfPoints, f.aces, kSevenHalfPoints, nearest);
        const int k27 = bestKey(f.lowHalfPoints, f.aces, kTwentySevenHalfPoints, nearest);
        if (k7 < c.best7) c.best7 = k7, c.count7 = 0;
        if (k7 == c.best7 && k7 != INT_MAX) ++c.count7;
        if (k27 < c.best27) c.best27 = k27, c.count27 = 0;
        if (k27 == c.best27 && k27 != INT_MAX) ++c.count27;
    }
    return c;
}

// The viewer's share of each half and of the pot with final sums `s` against the contenders.
struct Shares {
    double seven = 0, twentySeven = 0, share = 0;
};
Shares sharesOf(const SevenSums& s, const Contenders& c, Seven27Nearest nearest) {
    Shares r;
    if (busted(s, nearest)) return r;
    if (c.none) {
        r.seven = r.twentySeven = r.share = 1; // everyone else busted: the whole pot
        return r;
    }
    const int m7 = bestKey(s.lowHalfPoints, s.aces, kSevenHalfPoints, nearest);
    const int m27 = bestKey(s.lowHalfPoints, s.aces, kTwentySevenHalfPoints, nearest);
    const int all7 = std::min(m7, c.best7);
    const int all27 = std::min(m27, c.best27);
    const int n7 = c.count7 * (c.best7 == all7 ? 1 : 0) + 1;
    const int n27 = c.count27 * (c.best27 == all27 ? 1 : 0) + 1;
    if (m7 != INT_MAX && m7 == all7) r.seven = 1.0 / n7;
    if (m27 != INT_MAX && m27 == all27) r.twentySeven = 1.0 / n27;
    if (all7 == INT_MAX) {
        // S-7 over is bust: nobody at or below 7, the whole pot to the 27 side.
        r.share = r.twentySeven;
    } else if (all27 == INT_MAX) {
        r.share = r.seven; // safeguard of decideSeven27Showdown (not in play)
        r.twentySeven = r.seven;
    } else {
        r.share = 0.5 * r.seven + 0.5 * r.twentySeven;
    }
    return r;
}

} // namespace

Seven27PlanEquity estimateSeven27Plans(const Seven27View& view,
                                       const Seven27EquityOptions& options) {
    Seven27PlanEquity out{};
    const int me = view.seat;
    if (me < 0 || me >= static_cast<int>(view.seats.size())) return out;
    const auto& mine = view.seats[static_cast<size_t>(me)];
    if (!mine.dealtIn || mine.folded) return out;
    const Seven27Nearest nearest = view.rules.nearest;
    SevenSums own;
    std::vector<Opponent> opponents;
    std::vector<Card> pool;
    readTable(view, options, own, opponents, pool);

    const int opponentCount = static_cast<int>(opponents.size());
    const int samples = std::max(1, options.samples);
    Prng rng(options.seed);
    std::array<Accumulator, kSeven27PlanCount> acc{};
    std::vector<SevenSums> finals(opponents.size());
    std::vector<Card> deck = pool;

    for (int n = 0; n < samples; ++n) {
        // Fisher–Yates over the unseen cards (unbiased bounded draws from the seeded Prng).
        deck = pool;
        for (size_t i = deck.size(); i > 1; --i) {
            const auto j = rng.below(static_cast<std::uint32_t>(i));
            std::swap(deck[i - 1], deck[j]);
        }
        size_t next = 0;
        auto take = [&]() -> const Card* { return next < deck.size() ? &deck[next++] : nullptr; };

        // Hidden cards of each opponent, then the weight of its story, then its model draws.
        std::vector<size_t> hiddenStart(opponents.size());
        for (size_t o = 0; o < opponents.size(); ++o) {
            hiddenStart[o] = next;
            SevenSums s = opponents[o].up;
            for (int h = 0; h < opponents[o].hiddenCount; ++h)
                if (const Card* c = take()) s.add(*c);
            finals[o] = s;
        }
        const double weight = storyWeight(opponents, deck, hiddenStart, nearest);
        // The viewer's own future cards come next (exchangeable with any other unseen card,
        // since nobody's model decision depends on another seat's hidden cards).
        std::array<const Card*, kMaxFutureDraws> myCards{};
        for (auto& c : myCards)
            c = take();
        for (size_t o = 0; o < opponents.size(); ++o)
            for (int d = 0; d < kMaxFutureDraws && seven27ModelWantsCard(finals[o], nearest); ++d)
                if (const Card* c = take())
                    finals[o].add(*c);
                else
                    break;
        const Contenders contenders = contendersOf(finals, nearest);

        for (int p = 0; p < kSeven27PlanCount; ++p) {
            const auto plan = static_cast<Seven27Plan>(p);
            SevenSums s = own;
            int used = 0;
            if (plan == Seven27Plan::DrawOne || plan == Seven27Plan::DrawThenModel)
                if (myCards[0]) s.add(*myCards[used++]);
            if (plan == Seven27Plan::DrawThenModel || plan == Seven27Plan::Model)
                while (used < kMaxFutureDraws && myCards[used] && seven27ModelWantsCard(s, nearest))
                    s.add(*myCards[used++]);
            const Shares r = sharesOf(s, contenders, nearest);
            auto& a = acc[static_cast<size_t>(p)];
            a.w += weight;
            a.w2 += weight * weight;
            a.seven += weight * r.seven;
            a.twentySeven += weight * r.twentySeven;
            a.share += weight * r.share;
            a.shareSq += weight * r.share * r.share;
        }
    }
    for (int p = 0; p < kSeven27PlanCount; ++p)
        out[static_cast<size_t>(p)] = acc[static_cast<size_t>(p)].result(samples, opponentCount);
    return out;
}

Seven27Plan bestSeven27Plan(const Seven27PlanEquity& equity) {
    int best = 0;
    for (int p = 1; p < kSeven27PlanCount; ++p)
        if (equity[static_cast<size_t>(p)].potShare > equity[static_cast<size_t>(best)].potShare)
            best = p;
    return static_cast<Seven27Plan>(best);
}

Seven27Equity estimateSeven27Equity(const Seven27View& view, Seven27Plan plan,
                                    const Seven27EquityOptions& options) {
    return estimateSeven27Plans(view, options)[static_cast<size_t>(plan)];
}

} // namespace f27
