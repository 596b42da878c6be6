#include "seven27/seven27_bot_match.h"

#include "cards/shoe.h"
#include "core/thread_cpu_time.h"
#include "seven27/seven27_bot.h"

#include <QByteArray>
#include <QCryptographicHash>

#include <algorithm>
#include <cmath>

namespace f27 {

namespace {

// Wraps a player to count its decisions and time them (thread CPU time, for the benchmark).
class TimedPlayer final : public Seven27Player {
public:
    explicit TimedPlayer(std::unique_ptr<Seven27Player> inner) : inner_(std::move(inner)) {}
    std::string name() const override { return inner_->name(); }
    bool decideDraw(const Seven27View& view) override {
        const double t0 = threadCpuMs();
        const bool r = inner_->decideDraw(view);
        record(t0);
        return r;
    }
    Seven27Action decideBet(const Seven27View& view) override {
        const double t0 = threadCpuMs();
        const Seven27Action r = inner_->decideBet(view);
        record(t0);
        return r;
    }
    long decisions = 0;
    double totalMs = 0, maxMs = 0;

private:
    void record(double t0) {
        const double ms = threadCpuMs() - t0;
        ++decisions;
        totalMs += ms;
        maxMs = std::max(maxMs, ms);
    }
    std::unique_ptr<Seven27Player> inner_;
};

} // namespace

Result<std::unique_ptr<Seven27Player>> makeSeven27Player(std::string_view name,
                                                         std::uint64_t seed) {
    if (name == "naive") return std::unique_ptr<Seven27Player>(new Seven27NaiveBot());
    if (name == "random") return std::unique_ptr<Seven27Player>(new Seven27RandomBot(seed));
    auto style = parseSeven27Style(name);
    if (!style)
        return fail("unknown bot '" + std::string(name) +
                    "' (expected tight, loose, aggressive, balanced, naive or random)");
    return std::unique_ptr<Seven27Player>(new Seven27Bot(*style, seed));
}

std::uint64_t seven27SeatSeed(std::uint64_t seed, int seat) {
    std::uint64_t z = seed + static_cast<std::uint64_t>(seat + 1) * 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

ShuffleKey seven27HandKey(std::uint64_t seed, int hand) {
    const std::string text =
        "finnish27-seven27-match-v1:" + std::to_string(seed) + ":" + std::to_string(hand);
    const QByteArray digest = QCryptographicHash::hash(
        QByteArray(text.data(), static_cast<qsizetype>(text.size())), QCryptographicHash::Sha256);
    ShuffleKey key;
    for (size_t i = 0; i < key.bytes.size(); ++i)
        key.bytes[i] = static_cast<std::uint8_t>(digest[static_cast<qsizetype>(i)]);
    return key;
}

namespace {

// One hand's counts for each seat: the halves won (7, 27), fold wins, showdowns and folds.
void tallyHand(const Seven27Hand& hand, Seven27MatchResult& result) {
    const int n = static_cast<int>(result.seats.size());
    std::vector<bool> won7(static_cast<size_t>(n)), won27(static_cast<size_t>(n));
    for (const auto& e : hand.events()) {
        if (e.seat < 0 || e.seat >= n) continue;
        auto& st = result.seats[static_cast<size_t>(e.seat)];
        switch (e.type) {
        case Seven27EventType::PotAward:
            if (e.detail == "7") won7[static_cast<size_t>(e.seat)] = true;
            if (e.detail == "27") won27[static_cast<size_t>(e.seat)] = true;
            break;
        case Seven27EventType::FoldWin:
            ++st.foldWins;
            break;
        case Seven27EventType::Showdown:
            ++st.showdowns;
            break;
        case Seven27EventType::Bust:
            ++st.folds;
            break;
        case Seven27EventType::Decision:
            if (e.action.move == Seven27Move::Fold) ++st.folds;
            break;
        default:
            break;
        }
    }
    for (int s = 0; s < n; ++s) {
        result.seats[static_cast<size_t>(s)].handsWon7 += won7[static_cast<size_t>(s)] ? 1 : 0;
        result.seats[static_cast<size_t>(s)].handsWon27 += won27[static_cast<size_t>(s)] ? 1 : 0;
    }
}

} // namespace

Result<Seven27MatchResult> runSeven27Match(const Seven27MatchConfig& config) {
    if (auto st = validateSeven27Rules(config.rules); !st) return fail(st.error());
    const int n = config.rules.players;
    if (static_cast<int>(config.bots.size()) != n)
        return fail("bots: " + std::to_string(config.bots.size()) + " names for " +
                    std::to_string(n) + " players");
    if (config.hands < 1) return fail("hands: must be at least 1");

    std::vector<std::unique_ptr<TimedPlayer>> owned;
    std::vector<Seven27Player*> players;
    for (int s = 0; s < n; ++s) {
        auto p =
            makeSeven27Player(config.bots[static_cast<size_t>(s)], seven27SeatSeed(config.seed, s));
        if (!p) return fail("bots: " + p.error());
        owned.push_back(std::make_unique<TimedPlayer>(std::move(p).value()));
        players.push_back(owned.back().get());
    }

    Seven27MatchResult result;
    result.hands = config.hands;
    result.seed = config.seed;
    result.seats.resize(static_cast<size_t>(n));
    std::vector<double> sumSq(static_cast<size_t>(n), 0.0);
    Shoe shoe(seven27PackSpec());
    for (int h = 0; h < config.hands; ++h) {
        Seven27HandSetup setup;
        setup.rules = config.rules;
        setup.stacks.assign(static_cast<size_t>(n), config.rules.startingChips);
        setup.dealer = h % n; // S-8
        auto started = Seven27Hand::start(setup);
        if (!started) return fail("hand " + std::to_string(h) + ": " + started.error());
        Seven27Hand& hand = started.value();
        shoe.shuffle(seven27HandKey(config.seed, h)); // P-2
        if (auto st = playSeven27Hand(hand, players, [&] { return shoe.draw().value_or(Card{}); });
            !st)
            return fail("hand " + std::to_string(h) + ": " + st.error());
        const auto nets = hand.nets();
        for (int s = 0; s < n; ++s) {
            auto& st = result.seats[static_cast<size_t>(s)];
            const Chips net = nets[static_cast<size_t>(s)];
            st.net += net;
            sumSq[static_cast<size_t>(s)] += static_cast<double>(net) * static_cast<double>(net);
        }
        tallyHand(hand, result);
    }
    const double hands = config.hands;
    for (int s = 0; s < n; ++s) {
        auto& st = result.seats[static_cast<size_t>(s)];
        st.seat = s;
        st.bot = config.bots[static_cast<size_t>(s)];
        st.perHand = static_cast<double>(st.net) / hands;
        const double var =
            config.hands > 1
                ? std::max(0.0, (sumSq[static_cast<size_t>(s)] - hands * st.perHand * st.perHand) /
                                    (hands - 1))
                : 0.0;
        st.stdErr = std::sqrt(var / hands);
        st.decisions = owned[static_cast<size_t>(s)]->decisions;
        st.decisionMsMean =
            st.decisions > 0 ? owned[static_cast<size_t>(s)]->totalMs / st.decisions : 0;
        st.decisionMsMax = owned[static_cast<size_t>(s)]->maxMs;
    }
    return result;
}

} // namespace f27
