#include "strategy/strategy_walk.h"

#include "rules/hand_rules.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

namespace f27 {

std::string noChartReason(const RuleSet& rules) {
    return rules.wagerMode == WagerMode::Standard
               ? std::string()
               : "the baccarat-like and slot modes have no player decisions, so no chart";
}

std::array<Rank, kRankSlots> strategyRankClasses(const RuleSet& rules) {
    return analysisRankClasses(rules);
}

WalkAlphabet WalkAlphabet::of(const RuleSet& rules) {
    WalkAlphabet a;
    a.suited = rules.fiveCard.enabled;
    a.classes = strategyRankClasses(rules);
    return a;
}

namespace {

Rank classOf(const WalkAlphabet& alpha, Rank r) {
    return alpha.classes[static_cast<size_t>(r)];
}

// One unseen card of class `cls` (the rank and then the suit with the most cards left).
std::optional<Card> cardOfClass(const WalkAlphabet& alpha, const Composition& unseen, Rank cls) {
    Rank best = cls;
    int most = 0;
    for (Rank r : kAllRanks)
        if (classOf(alpha, r) == cls && unseen.count(r) > most) {
            most = unseen.count(r);
            best = r;
        }
    if (most == 0) return std::nullopt;
    if (best == Rank::Joker) return joker();
    Card out{best, Suit::Spades};
    int suitMost = -1;
    for (Suit s : kSuits)
        if (unseen.count(Card{best, s}) > suitMost) {
            suitMost = unseen.count(Card{best, s});
            out.suit = s;
        }
    return out;
}

std::string byteOf(int v) {
    return std::string(1, static_cast<char>(static_cast<unsigned char>(v)));
}

int codeOf(const WalkAlphabet& alpha, Card c) {
    return alpha.suited ? c.index() : static_cast<int>(classOf(alpha, c.rank));
}

std::string cardsKey(const WalkAlphabet& alpha, const std::vector<Card>& cards) {
    std::vector<int> codes;
    for (Card c : cards)
        codes.push_back(codeOf(alpha, c));
    std::sort(codes.begin(), codes.end());
    std::string s;
    for (int c : codes)
        s += byteOf(c);
    return s;
}

} // namespace

namespace {

struct DealEnumerator {
    const RuleSet& rules;
    const WalkAlphabet& alpha;
    const std::function<Status(InitialDeal&)>& f;
    bool fold = false;
    int faceUpCount = 1;
    std::vector<Card> visible; // face-up dealer cards, then the player's two
    Status status;

    // Kinds to draw at the next visible slot: (card, multiplicity, count).
    void next(const Composition& left, double p, int suitsUsed) {
        if (!status) return;
        if (static_cast<int>(visible.size()) == faceUpCount + 2) {
            finish(left, p);
            return;
        }
        const int n = left.size();
        if (n == 0) return;
        if (alpha.suited) {
            for (int i = 0; i < kCardKinds; ++i) {
                const Card c = cardFromIndex(i);
                const int k = left.count(c);
                if (k == 0) continue;
                double mult = 1;
                int used = suitsUsed;
                if (fold && !c.isJoker()) {
                    const int s = static_cast<int>(c.suit);
                    if (s > suitsUsed) continue; // suits appear in order of first appearance
                    if (s == suitsUsed) {
                        mult = 4 - suitsUsed;
                        used = suitsUsed + 1;
                    }
                }
                Composition rest = left;
                rest.removeCard(c);
                visible.push_back(c);
                next(rest, p * mult * k / n, used);
                visible.pop_back();
            }
            return;
        }
        for (Rank cls : kAllRanks) {
            if (classOf(alpha, cls) != cls) continue;
            int k = 0;
            for (Rank r : kAllRanks)
                if (classOf(alpha, r) == cls) k += left.count(r);
            if (k == 0) continue;
            const Card c = *cardOfClass(alpha, left, cls);
            Composition rest = left;
            rest.removeCard(c);
            visible.push_back(c);
            next(rest, p * k / n, suitsUsed);
            visible.pop_back();
        }
    }

    void finish(const Composition& unseen, double p) {
        const std::vector<Card> up(visible.begin(), visible.begin() + faceUpCount);
        InitialDeal d{
            *Round::start(rules, RoundSetup{{SeatSetup{}}, Money{1}}), unseen, p, 0, false, {}};
        const NaturalRule& nat = rules.natural;
        if (nat.kind != NaturalRule::Kind::None) {
            if (up.size() == 2)
                d.pNatural = isNaturalPair(rules, up[0].rank, up[1].rank) ? 1 : 0;
            else if (unseen.size() > 0)
                for (Rank r : kAllRanks)
                    if (isNaturalPair(rules, up[0].rank, r))
                        d.pNatural += static_cast<double>(unseen.count(r)) / unseen.size();
        }
        d.checkedAtOnce = nat.kind != NaturalRule::Kind::None && nat.dealerChecksAtOnce &&
                          rules.dealerInitial != DealerInitial::UpOnly && up.size() == 1;
        d.view = cardsKey(alpha, up);
        // A representative hole card: one that makes no natural, when there is one.
        std::optional<Card> hole;
        for (int i = 0; i < kCardKinds && !hole; ++i) {
            const Card c = cardFromIndex(i);
            if (unseen.count(c) > 0 && !isNaturalPair(rules, up[0].rank, c.rank)) hole = c;
        }
        for (int i = 0; i < kCardKinds && !hole; ++i)
            if (unseen.count(cardFromIndex(i)) > 0) hole = cardFromIndex(i);
        const bool hasHole = rules.dealerInitial == DealerInitial::HoleThenUp ||
                             rules.dealerInitial == DealerInitial::UpThenHole;
        const int slots = faceUpCount + 2 + (hasHole ? 1 : 0);
        size_t nextUp = 0, nextPlayer = static_cast<size_t>(faceUpCount);
        for (int k = 0; k < slots; ++k) {
            if (!d.round.needsCard()) {
                status = fail("initial deal: the round does not ask for the expected cards");
                return;
            }
            const CardTarget t = d.round.cardTarget();
            std::optional<Card> c;
            if (t.seat >= 0 && nextPlayer < visible.size())
                c = visible[nextPlayer++];
            else if (t.seat < 0 && !t.faceUp)
                c = hole;
            else if (t.seat < 0 && nextUp < up.size())
                c = up[nextUp++];
            if (!c) {
                status = fail("initial deal: the shoe runs out or the deal order is unexpected");
                return;
            }
            if (Status s = d.round.deal(*c); !s) {
                status = fail("initial deal: " + s.error());
                return;
            }
        }
        status = f(d);
    }
};

} // namespace

Status forEachInitialDeal(const RuleSet& rules, const Composition& shoe, const WalkAlphabet& alpha,
                          const std::function<Status(InitialDeal&)>& f) {
    if (!Round::start(rules, RoundSetup{{SeatSetup{}}, Money{1}}))
        return fail("the rule set cannot start a round");
    DealEnumerator e{rules, alpha, f, false, 1, {}, {}};
    e.fold = alpha.suited && shoe.suitSymmetric();
    e.faceUpCount = rules.dealerInitial == DealerInitial::BothUp ? 2 : 1;
    e.next(shoe, 1.0, 0);
    return e.status;
}

bool walkFoldsJokers(const RuleSet& rules, bool jokersIgnored, bool jokersIgnoredPastTwo) {
    return jokersIgnored || (jokersIgnoredPastTwo && !jokersChangeNothing(rules));
}

double insuranceUnits(const RuleSet& rules, const InitialDeal& deal) {
    return insuranceEv(rules.insurance, deal.pNatural);
}

Status addStarts(const std::vector<InitialDeal>& deals, DecisionWalk& walk,
                 const std::function<Action(const InitialDeal&, const Round&)>& insure) {
    for (const InitialDeal& d : deals) {
        Round r = d.round;
        if (r.phase() == Phase::Insurance) {
            const Action a = insure(d, r);
            if (Status s = r.apply(r.isLegal(a) ? a : r.legalActions().front()); !s) return s;
        }
        const double decides = d.checkedAtOnce ? 1 - d.pNatural : 1;
        if (Status s = walk.addStart(r, d.unseen, d.p * decides); !s) return s;
    }
    return {};
}

Status runChartTasks(int count, const ChartOptions& options,
                     const std::function<Status(int)>& task) {
    std::vector<Status> status(static_cast<size_t>(count));
    std::atomic<int> next{0};
    std::atomic<bool> failed{false};
    std::mutex progressMutex;
    int done = 0;
    auto worker = [&] {
        for (int i = next++; i < count && !failed; i = next++) {
            status[static_cast<size_t>(i)] = task(i);
            if (!status[static_cast<size_t>(i)]) {
                failed = true;
                continue;
            }
            std::lock_guard lock(progressMutex);
            ++done;
            if (options.progress) options.progress(static_cast<double>(done) / count);
        }
    };
    const int threads = std::clamp(options.threads, 1, std::max(1, count));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    for (const Status& s : status)
        if (!s) return s;
    return {};
}

} // namespace f27
