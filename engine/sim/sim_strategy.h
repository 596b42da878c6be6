// A player strategy for the simulator as a lookup table, and the same table as an engine Policy.
// How a decision is looked up: docs/analysis.md, "The strategy table".
#pragma once

#include "round/events.h"
#include "round/policy.h"
#include "rules/rule_set.h"
#include "strategy/strategy_chart.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace f27 {

class SimStrategy {
public:
    static constexpr int kCardKeys = 32; // hand card counts 0..31, 31 meaning "31 or more"
    static constexpr int kMaxPrefs = 4;
    static constexpr int kNoColumn = 0; // chart strategies: dealer key of uncharted views

    // An empty table (every hand stands, never insures or splits) sized for `rules`.
    explicit SimStrategy(const RuleSet& rules, std::string name);

    // F-12 mimic: the player hits exactly as the dealer's fixed strategy would on the same
    // hand; never insures, doubles, splits or surrenders. Equals DealerMimicPolicy (policy.h).
    static SimStrategy dealerMimic(const RuleSet& rules);
    // The baccarat-like and slot modes, where nobody decides (the hands follow the rules'
    // fixed strategies): an empty table named so.
    static SimStrategy nobodyDecides(const RuleSet& rules);
    // Every entry a random preference list of all five actions, random splits and insurance:
    // a strategy that exercises every option (for the differential tests).
    static SimStrategy randomTable(const RuleSet& rules, std::uint64_t seed);
    // A basic-strategy chart (strategy_chart.h) compiled to the table: plays exactly as
    // ChartPolicy. Fails for charts whose cells name 31 or more cards.
    static Result<SimStrategy> fromChart(const RuleSet& rules, const StrategyChart& chart,
                                         std::string name = "chart");

    const std::string& name() const { return name_; }
    int dealerKeys() const { return dealerKeys_; }
    int totals() const { return totals_; }

    // The dealer key of the face-up cards' ranks (deal order; one or two cards).
    int dealerKey(int firstRank, int secondRank = -1) const {
        return secondRank < 0 ? keyOne_[static_cast<size_t>(firstRank)]
                              : keyTwo_[static_cast<size_t>(firstRank * kRankSlots + secondRank)];
    }
    int dealerKey(const std::vector<Card>& faceUp) const;
    static int cardKey(int cards) { return cards < kCardKeys - 1 ? cards : kCardKeys - 1; }

    // Preference list for a hand: up to kMaxPrefs actions in 4-bit fields, lowest first;
    // 0xF ends the list.
    std::uint16_t prefs(int dealerKey, bool soft, int total, int cards) const {
        return prefs_[index(dealerKey, soft, total, cardKey(cards))];
    }
    bool split(int dealerKey, Rank firstCard) const {
        return split_[static_cast<size_t>(dealerKey * kRankSlots + static_cast<int>(firstCard))];
    }
    bool insure(int dealerKey) const { return insure_[static_cast<size_t>(dealerKey)]; }
    // Exceptions: the running hash of a hand's rank classes, and the actions listed for it.
    std::uint64_t rankWeight(int rank) const { return weight_[static_cast<size_t>(rank)]; }
    bool hasExceptions() const { return !exceptions_.empty(); }
    // Whether a card of this rank counts in the hand's number of cards as the table reads it
    // (prefs, mayHaveException): a chart with jokersIgnored does not count Jokers (their rank
    // weight is then 0 too); its entries for 0 and 1 counted cards are those for 2. One with
    // jokersIgnoredPastTwo does not count them either, and readPastTwo makes the count read.
    bool counts(int rank) const {
        return !((jokersIgnored_ || jokersPastTwo_) && rank == static_cast<int>(Rank::Joker));
    }
    // StrategyChart::jokersIgnoredPastTwo: the count and class hash the table reads for a hand
    // of `n` cards of which `counted` are not Jokers (counts()) and whose classes hash (every
    // card's weight, Jokers too) is `classes`: as they are for two cards or fewer; from three
    // cards on without the Jokers beyond three cards' worth, at least 3 cards.
    bool readsPastTwo() const { return jokersPastTwo_; }
    void readPastTwo(int n, int& counted, std::uint64_t& classes) const {
        if (n < 3) {
            counted = n;
            return;
        }
        const int spare = n - counted - (counted < 3 ? 3 - counted : 0);
        classes -= static_cast<std::uint64_t>(spare) * weight_[static_cast<size_t>(Rank::Joker)];
        counted = counted < 3 ? 3 : counted;
    }
    bool mayHaveException(int dealerKey, int cards) const {
        return cards < 64 && (exceptionCards_[static_cast<size_t>(dealerKey)] >> cards) & 1;
    }
    const std::vector<Action>* exception(int dealerKey, bool fromSplit, std::uint64_t hash) const;
    // Every exception's dealer key, post-split flag and rank-class hash (for filters that must
    // know which hands could be exceptions: SimQuickRound).
    struct ExceptionHand {
        int dealerKey;
        bool fromSplit;
        std::uint64_t hash;
    };
    const std::vector<ExceptionHand>& exceptionHands() const { return exceptionHands_; }

    void setPrefs(int dealerKey, bool soft, int total, int cards,
                  std::initializer_list<Action> actions);
    void setAllPrefs(bool soft, int total, int cards, std::initializer_list<Action> actions);
    void setSplit(int dealerKey, Rank firstCard, bool yes);
    void setInsure(int dealerKey, bool yes) { insure_[static_cast<size_t>(dealerKey)] = yes; }
    void setInsureAll(bool yes) { insure_.assign(insure_.size(), yes); }
    static std::uint16_t pack(std::initializer_list<Action> actions);

private:
    void resize(int dealerKeys);
    size_t index(int dk, bool soft, int total, int ck) const {
        return ((static_cast<size_t>(dk) * 2 + (soft ? 1 : 0)) * static_cast<size_t>(totals_) +
                static_cast<size_t>(total)) *
                   kCardKeys +
               static_cast<size_t>(ck);
    }
    std::string name_;
    int dealerKeys_ = 0; // dealer keys 0..dealerKeys_-1
    int totals_ = 0;     // hand totals 0..totals_-1
    std::vector<std::uint16_t> prefs_;
    std::vector<bool> split_;
    std::vector<bool> insure_;
    std::vector<int> keyOne_, keyTwo_;
    std::array<std::uint64_t, kRankSlots> weight_{};
    bool jokersIgnored_ = false;
    bool jokersPastTwo_ = false;
    std::vector<std::uint64_t> exceptionCards_; // by dealer key: bit n = an exception of n cards
    std::unordered_map<std::uint64_t, std::vector<Action>> exceptions_;
    std::vector<ExceptionHand> exceptionHands_;
    static std::uint64_t exceptionKey(int dealerKey, bool fromSplit, std::uint64_t hash);
};

// The table strategy as an engine Policy (the simulator's exact path, and the differential
// test's reference). It reads only the Round's public state.
class SimStrategyPolicy final : public Policy {
public:
    explicit SimStrategyPolicy(std::shared_ptr<const SimStrategy> s) : s_(std::move(s)) {}
    Action choose(const Round& round) override;

private:
    std::shared_ptr<const SimStrategy> s_;
};

} // namespace f27
