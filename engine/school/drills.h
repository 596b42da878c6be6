// The dealer school's drills: flash cards on the five things a dealer must know at a glance —
// what a payout is, what a hand totals, whether a hand's play is forced, whether the dealer
// draws, who wins the showdown. Every item is generated from a RuleSet with a seeded Prng, and
// its answer comes from the functions the round itself decides with (rules/payouts.h,
// rules/hand_value.h, rules/hand_rules.h, rules/showdown.h), never from a table of its own.
// A DrillSession picks the next item's kind where the trainee errs most and raises each kind's
// level as the trainee gets it right.
#pragma once

#include "cards/card.h"
#include "core/prng.h"
#include "core/rational.h"
#include "core/result.h"
#include "rules/hand_value.h"
#include "rules/payouts.h"
#include "rules/rule_set.h"

#include <QString>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace f27 {

enum class DrillKind : std::uint8_t { Payout, Total, Forced, Dealer, Showdown };
inline constexpr int kDrillKindCount = 5;
inline constexpr int kDrillLevels = 4; // levels 1 (plain) to 4 (every complication)

const char* drillKindName(DrillKind k); // "payout", "total", "forced", "dealer", "showdown"
Result<DrillKind> parseDrillKind(std::string_view name);

// Whether a rule set has items of this kind: there is always a payout, a total, a dealer's
// play and a showdown; a forced play only where a rule can take a play out of the player's
// hands (forced plays, a card limit, split Aces, or a fixed player strategy).
bool drillKindAvailable(const RuleSet& rules, DrillKind k);
std::vector<DrillKind> availableDrillKinds(const RuleSet& rules);

// One flash card.
struct DrillItem {
    DrillKind kind = DrillKind::Total;
    int level = 1;
    std::vector<Card> cards;       // the player's hand (payout, total, forced, showdown)
    std::vector<Card> dealerCards; // the dealer's hand (dealer, showdown) or up-cards (forced)
    bool fromSplit = false;        // the player's hand is a split hand
    std::optional<Money> wager;    // payout: the wager the question names
    QString question;              // in the chosen language
    std::string answer;            // canonical keyboard answer: "22.5", "soft 17", "h", "p"
    std::string rule;              // the deciding rule IDs, "PL-4, PL-12"
    QString explanation;           // one line: why the answer is right

    // What the answer stands for (the checker's and a machine reader's):
    std::optional<Money> net;       // payout: the player's net (+ paid, - taken)
    std::optional<HandValue> value; // total
    char choice = 0;                // forced h/s/d/p/u/c, dealer h/s, showdown p/d/t

    // Whether `given` is a right answer: amounts as "17.5", "35/2", "+17.5" (or "-17.5" for an
    // amount taken); totals as "17", "hard 17", "soft 17", "s17", "bust"; plays and winners by
    // letter or word ("h", "hit", "c", "choice"; "p", "player", "t", "push").
    bool accepts(std::string_view given) const;
};

// An amount as the drills write it: a decimal when it has one ("17.5", "14.25"), else a
// fraction ("10/3").
std::string drillAmountText(Money m);

// The situations the items are built from. The generator draws them; a test may build them from
// a round's hands, so that the item's answer can be checked against what the round did.
struct PayoutSituation {
    enum class Case : std::uint8_t {
        Hand,      // a settled player hand (F-15, F-16): cards, wager, result
        Insurance, // an insurance stake settled (PL-3, B-5)
        Bet,       // a bet of the baccarat-like or slot mode on one side
    };
    Case what = Case::Hand;
    std::vector<Card> cards; // Hand: the hand; Bet on the player hand: the player hand
    Money wager{10};         // the base wager (Hand, Bet); the insured wager (Insurance)
    bool doubled = false;    // Hand: the wager was doubled (F-18)
    bool fromSplit = false;  // Hand: a split hand (no natural, F-17, B-9)
    HandResult result = HandResult::Win; // Hand
    bool dealerNatural = false;          // Insurance: whether the dealer holds a natural
    BetSide side = BetSide::Player;      // Bet
    Winner winner = Winner::Player;      // Bet: which hand won
    Money tableMinimum{5};               // bonuses paid in table minimums (F-16)
};

DrillItem payoutDrill(const RuleSet& rules, const PayoutSituation& s, int level = 1);
DrillItem totalDrill(const RuleSet& rules, std::vector<Card> cards, int level = 1);
// A player hand at a decision point (neither bust nor doubled) and the dealer's face-up cards.
DrillItem forcedDrill(const RuleSet& rules, std::vector<Card> hand, bool fromSplit,
                      std::vector<Card> dealerUp, int level = 1);
// A dealer hand of at least two cards, not bust.
DrillItem dealerDrill(const RuleSet& rules, std::vector<Card> dealer, int level = 1);
// A player hand that reaches the showdown against the dealer's finished hand.
DrillItem showdownDrill(const RuleSet& rules, std::vector<Card> player, bool fromSplit,
                        std::vector<Card> dealer, int level = 1);

// A random item of `kind` at `level` (1..kDrillLevels) for the rules, drawn from the rule set's
// own shoe. Precondition: drillKindAvailable(rules, kind).
DrillItem makeDrill(const RuleSet& rules, DrillKind kind, int level, Prng& prng);

// One answered item.
struct DrillAnswer {
    DrillItem item;
    std::string given;
    bool correct = false;
    int millis = 0;
};

// How a trainee fares on one kind in a session.
struct DrillKindProgress {
    int level = 1;
    int attempts = 0;
    int correct = 0;
    int streak = 0;           // right answers in a row at this level
    int misses = 0;           // wrong answers in a row
    std::vector<bool> recent; // the last answers of this kind, oldest first (at most 8)
};

// An adaptive drill. The next item's kind is drawn among the session's kinds with a weight that
// grows with the kind's recent error rate, so that weak kinds come back more often; a kind's
// level rises after kLevelUpStreak right answers in a row and falls after kLevelDownMisses wrong
// ones. Times are the caller's (milliseconds per answer).
class DrillSession {
public:
    static constexpr int kLevelUpStreak = 3;
    static constexpr int kLevelDownMisses = 2;
    static constexpr int kRecentWindow = 8;

    // `kinds`: the kinds asked for (empty: every kind); those the rules cannot have are
    // dropped, and none left is an error naming them.
    static Result<DrillSession> start(RuleSet rules, std::vector<DrillKind> kinds,
                                      std::uint64_t seed, int startLevel = 1);

    const RuleSet& rules() const { return rules_; }
    const std::vector<DrillKind>& kinds() const { return kinds_; }
    // The item to answer: drawn when none is pending, then the same until answer() or skip().
    const DrillItem& current();
    // Judges `given` against the pending item, records it, adapts the kind's level and weight.
    const DrillAnswer& answer(std::string_view given, int millis);
    // Drops the pending item unanswered.
    void skip();

    const DrillKindProgress& progress(DrillKind k) const {
        return progress_[static_cast<size_t>(k)];
    }
    // The weight of each kind for the next draw (0 for a kind not in the session).
    double weight(DrillKind k) const;
    const std::vector<DrillAnswer>& answers() const { return answers_; }

    int correctCount() const;
    double accuracy() const;  // 0..1 (0 before any answer)
    int medianMillis() const; // -1 before any answer
    int medianMillis(DrillKind k) const;
    double answersPerMinute() const; // answers per minute of answering time (0 without time)

private:
    DrillSession(RuleSet rules, std::vector<DrillKind> kinds, std::uint64_t seed, int level);
    DrillKind drawKind();

    RuleSet rules_;
    std::vector<DrillKind> kinds_;
    Prng prng_;
    std::array<DrillKindProgress, kDrillKindCount> progress_{};
    std::optional<DrillItem> pending_;
    std::vector<DrillAnswer> answers_;
};

} // namespace f27
