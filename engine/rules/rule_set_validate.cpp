// The semantic checks of a rule set (docs/rule-files.md, "Validation") and the filling of
// empty rule IDs with the family's general rules.
#include "rules/hand_rules.h"
#include "rules/payouts.h"
#include "rules/rule_set_json.h"
#include "rules/rule_set_json_detail.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <string>

namespace f27 {

namespace {

using rulejson::nameOf;

// Ratios are bounded so that every valid ratio can be written and read back (at most 10 digits
// a part); their values and common denominator are bounded further (kMaxRatioValue,
// kMaxRatioDenominator in payouts.h) so that a round's money stays exact in 64 bits.
constexpr std::int64_t kMaxRatioPart = 1'000'000'000;

// What the program can play and analyse in bounded time and memory: the simulator's tables grow
// with the square of the target, every count table with the largest point value, a round's
// log with its hands and their cards.
constexpr int kMaxTarget = 100;
constexpr int kMaxPointValue = 100;
constexpr int kMaxHandCards = 100; // the longest possible hand (longestPossibleHand)
constexpr int kMaxSplitHands = 32; // the exact analysis covers up to 32
constexpr int kMaxBonuses = 64;

class Checker {
public:
    std::vector<RuleProblem> problems;

    void add(std::string path, std::string message) {
        problems.push_back({std::move(path), std::move(message)});
    }
    void between(const std::string& path, int v, int lo, int hi) {
        if (v < lo || v > hi)
            add(path, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                          " (got " + std::to_string(v) + ")");
    }
    void atLeast(const std::string& path, int v, int lo) {
        if (v < lo)
            add(path, "must be " + std::to_string(lo) + " or more (got " + std::to_string(v) + ")");
    }
    void ratio(const std::string& path, Rational r, Rational lo, std::optional<Rational> hi = {}) {
        if (r < lo || (hi && r > *hi)) {
            add(path, "must be " +
                          (hi ? "between " + lo.toString() + " and " + hi->toString()
                              : "at least " + lo.toString()) +
                          " (got " + r.toString() + ")");
        } else if (r.num() > kMaxRatioPart || r.den() > kMaxRatioPart) {
            add(path, "\"" + r.toString() + "\" is too large (at most " +
                          std::to_string(kMaxRatioPart) + " in each part)");
        } else if (r > Rational(kMaxRatioValue)) {
            add(path, "must be at most " + std::to_string(kMaxRatioValue) + " (got " +
                          r.toString() + ")");
        } else if (r.den() > kMaxRatioDenominator) {
            add(path, "\"" + r.toString() + "\" has a denominator above " +
                          std::to_string(kMaxRatioDenominator));
        }
    }
    void range(const std::string& path, const Range& r) {
        if (r.min > r.max)
            add(path, "min " + std::to_string(r.min) + " is above max " + std::to_string(r.max) +
                          " (the condition could never hold)");
    }
    void ruleId(const std::string& path, const std::string& id) {
        if (!id.empty() && !isKnownRuleId(id))
            add(path, "unknown rule ID \"" + id +
                          "\" (a rule set cites RULES.md: F-1..F-6, F-10..F-18, PL-1..PL-12, "
                          "T-1..T-7, B-1..B-12)");
    }
    void strategy(const std::string& path, const FixedStrategy& s) {
        if (s.rows.empty()) add(path + ".rows", "a strategy needs at least one row");
        for (std::size_t i = 0; i < s.rows.size(); ++i) {
            const std::string p = path + ".rows[" + std::to_string(i) + "]";
            range(p + ".cards", s.rows[i].cards);
            atLeast(p + ".hitBelow", s.rows[i].hitBelow, 0);
            ruleId(p + ".rule", s.rows[i].rule);
        }
        ruleId(path + ".rule", s.rule);
    }
};

std::string at(const char* path, std::size_t i) {
    return std::string(path) + "[" + std::to_string(i) + "]";
}

void checkShoe(Checker& c, const RuleSet& r) {
    const ShoeSpec& s = r.shoe;
    c.between("shoe.decks", s.decks, 1, 8);
    c.between("shoe.jokersPerDeck", s.jokersPerDeck, 0, 4);
    for (std::size_t i = 0; i < s.removedRanks.size(); ++i) {
        const Rank rank = s.removedRanks[i];
        if (rank == Rank::Joker)
            c.add(at("shoe.removedRanks", i), "the Joker cannot be removed by rank; set "
                                              "shoe.jokersPerDeck to 0");
        else if (std::count(s.removedRanks.begin(), s.removedRanks.begin() + long(i), rank))
            c.add(at("shoe.removedRanks", i), "\"" + rankCode(rank) + "\" is listed twice");
    }
    if (std::all_of(kDeckRanks.begin(), kDeckRanks.end(), [&](Rank k) { return s.removes(k); }))
        c.add("shoe.removedRanks", "removes every rank; a deck must keep at least one");
    // F-2: the reshuffle comes once the cut card is reached; it must lie inside the shoe.
    const bool sized = s.decks >= 1 && s.decks <= 8 && s.jokersPerDeck >= 0 && s.jokersPerDeck <= 4;
    if (sized && s.size() >= 2) c.between("shoe.cutCard", s.cutCard, 1, s.size() - 1);
    c.ruleId("shoeRule", r.shoeRule);
    c.ruleId("reshuffleRule", r.reshuffleRule);
}

void checkValues(Checker& c, const ValueScheme& v) {
    c.between("values.target", v.target, 1, kMaxTarget);
    for (Rank r : kDeckRanks)
        c.between("values.points." + rankCode(r), v.points[int(r)], 0, kMaxPointValue);
    if (v.points[0] != 0 || v.points[1] != 0)
        c.add("values.points", "the Joker's slot and the unused slot 1 must be 0 (the Joker's "
                               "value is set by values.joker)");
    if (v.aceHigh > kMaxPointValue)
        c.between("values.aceHigh", v.aceHigh, v.aceLow(), kMaxPointValue);
    else if (v.aceHigh < v.aceLow())
        c.add("values.aceHigh", "must be at least the Ace's low value values.points.A = " +
                                    std::to_string(v.aceLow()) + " (got " +
                                    std::to_string(v.aceHigh) + ")");
    c.ruleId("values.rule", v.rule);
}

void checkNaturalAndInsurance(Checker& c, const RuleSet& r) {
    const NaturalRule& n = r.natural;
    if (n.kind == NaturalRule::Kind::RankPairs && n.pairs.empty())
        c.add("natural.pairs", "kind \"rank-pairs\" needs at least one pair");
    if (n.kind != NaturalRule::Kind::RankPairs && !n.pairs.empty())
        c.add("natural.pairs", "pairs are only used with kind \"rank-pairs\" (kind is \"" +
                                   std::string(nameOf(rulejson::kNaturalKinds, n.kind)) + "\")");
    c.ratio("natural.payout", n.payout, 0);
    c.ruleId("natural.rule", n.rule);

    const InsuranceRule& ins = r.insurance;
    if (ins.offered && ins.upCards.empty())
        c.add("insurance.upCards", "insurance is offered but on no up-card");
    if (ins.offered && n.kind == NaturalRule::Kind::None)
        c.add("insurance.offered", "insurance pays on a dealer natural, but natural.kind is "
                                   "\"none\"");
    for (std::size_t i = 0; i < ins.upCards.size(); ++i)
        if (std::count(ins.upCards.begin(), ins.upCards.begin() + long(i), ins.upCards[i]))
            c.add(at("insurance.upCards", i),
                  "\"" + rankCode(ins.upCards[i]) + "\" is listed twice");
    c.ratio("insurance.price", ins.price, 0);
    c.ratio("insurance.payout", ins.payout, 0);
    c.ruleId("insurance.rule", ins.rule);
}

void checkPlayerOptions(Checker& c, const RuleSet& r) {
    for (std::size_t i = 0; i < r.forced.size(); ++i) {
        const std::string p = at("forced", i);
        const ForcedPlay& f = r.forced[i];
        // F-11: a forced play hits or stands; doubling and the like are the player's choice.
        if (f.op != Op::Hit && f.op != Op::Stand)
            c.add(p + ".op", "a forced play must be \"hit\" or \"stand\" (F-11), not \"" +
                                 std::string(nameOf(rulejson::kOps, f.op)) + "\"");
        c.range(p + ".when.total", f.when.total);
        c.range(p + ".when.cards", f.when.cards);
        c.range(p + ".when.dealerTotal", f.when.dealerTotal);
        c.ruleId(p + ".rule", f.rule);
    }
    if (r.cardLimit.cards != 0) c.atLeast("cardLimit.cards", r.cardLimit.cards, 2);
    c.ruleId("cardLimit.rule", r.cardLimit.rule);
    c.range("doubleDown.total", r.doubleDown.total);
    c.ruleId("doubleDown.rule", r.doubleDown.rule);
    c.between("split.maxHands", r.split.maxHands, 2, kMaxSplitHands);
    c.ruleId("split.rule", r.split.rule);
    c.ratio("surrender.refund", r.surrender.refund, 0, Rational(1));
    c.ruleId("surrender.rule", r.surrender.rule);
}

void checkOutcomes(Checker& c, const RuleSet& r) {
    c.strategy("dealer", r.dealer);
    const PredeterminedRule& p = r.predetermined;
    c.ruleId("predetermined.playerTargetRule", p.playerTargetRule);
    c.ruleId("predetermined.playerBustRule", p.playerBustRule);
    c.ruleId("predetermined.dealerTargetRule", p.dealerTargetRule);
    c.ruleId("predetermined.dealerBustRule", p.dealerBustRule);
    if (r.fiveCard.enabled) {
        // PL-9, PL-11: two qualifiers compare as poker hands, which rank exactly five cards.
        if (r.fiveCard.cards != 5)
            c.add("fiveCard.cards", "must be 5: two qualifying hands compare as poker hands "
                                    "(PL-9, PL-11), which rank five cards (got " +
                                        std::to_string(r.fiveCard.cards) + ")");
        if (r.cardLimit.cards != 0 && r.fiveCard.cards > r.cardLimit.cards)
            c.add("fiveCard.cards", "a hand cannot reach " + std::to_string(r.fiveCard.cards) +
                                        " cards with cardLimit.cards " +
                                        std::to_string(r.cardLimit.cards));
    }
    c.ruleId("fiveCard.rule", r.fiveCard.rule);
    c.ruleId("comparison.rule", r.comparison.rule);
}

void checkBonuses(Checker& c, const RuleSet& r) {
    if (r.bonuses.size() > std::size_t(kMaxBonuses))
        c.add("bonuses", "at most " + std::to_string(kMaxBonuses) + " bonuses (got " +
                             std::to_string(r.bonuses.size()) + ")");
    for (std::size_t i = 0; i < r.bonuses.size(); ++i) {
        const BonusRule& b = r.bonuses[i];
        const std::string p = at("bonuses", i);
        if (b.id.empty()) c.add(p + ".id", "must not be empty");
        for (std::size_t j = 0; j < i; ++j)
            if (!b.id.empty() && r.bonuses[j].id == b.id)
                c.add(p + ".id",
                      "duplicate bonus id \"" + b.id + "\" (also " + at("bonuses", j) + ")");
        if (b.name.empty()) c.add(p + ".name", "must not be empty");
        if (b.ranks.empty() && b.cards == 0 && b.total == -1)
            c.add(p, "a bonus needs at least one condition (ranks, cards or total)");
        c.atLeast(p + ".cards", b.cards, 0);
        if (b.total != -1) c.atLeast(p + ".total", b.total, 0);
        if (!b.ranks.empty() && b.cards != 0 && std::size_t(b.cards) != b.ranks.size())
            c.add(p + ".cards", "contradicts ranks: " + std::to_string(b.ranks.size()) +
                                    " ranks make a " + std::to_string(b.ranks.size()) +
                                    "-card hand");
        c.ratio(p + ".amount", b.amount, 0);
        c.ruleId(p + ".rule", b.rule);
    }
    c.ruleId("bonusRule", r.bonusRule);
}

void checkWagerMode(Checker& c, const RuleSet& r) {
    c.ruleId("settlementRule", r.settlementRule);
    if (r.wagerMode == WagerMode::Standard) return;
    const std::string mode(nameOf(rulejson::kWagerModes, r.wagerMode));
    // Nobody is consulted in these modes: both hands are played by fixed strategies.
    if (r.baccarat.playerStrategy.rows.empty())
        c.add("baccarat.playerStrategy.rows",
              "wagerMode \"" + mode + "\" needs a player strategy with at least one row");
    else
        c.strategy("baccarat.playerStrategy", r.baccarat.playerStrategy);
    const auto noChoice = [&](const char* path, bool on) {
        if (on) c.add(path, "not possible in wagerMode \"" + mode + "\" (nobody is consulted)");
    };
    noChoice("doubleDown.allowed", r.doubleDown.allowed);
    noChoice("split.allowed", r.split.allowed);
    noChoice("surrender.allowed", r.surrender.allowed);
    noChoice("insurance.offered", r.insurance.offered);
    c.ratio("baccarat.playerPays", r.baccarat.playerPays, 0);
    c.ratio("baccarat.dealerPays", r.baccarat.dealerPays, 0);
    c.ratio("baccarat.stalematePays", r.baccarat.stalematePays, 0);
    c.ruleId("baccarat.rule", r.baccarat.rule);
}

// Checks on the rule set as a whole, once every field is within its range: every round ends
// (each hand stops drawing after a bounded number of cards) and its money stays exact.
void checkBounded(Checker& c, const RuleSet& r) {
    const int longest = longestPossibleHand(r, kMaxHandCards);
    if (longest < 0) {
        c.add("values.points", "no card in the shoe counts any points, so no hand can go over "
                               "the target and a hand that must draw (the dealer's rows, "
                               "forced hits) would never stop");
    } else if (longest > kMaxHandCards) {
        c.add("values.points", "a hand could hold more than " + std::to_string(kMaxHandCards) +
                                   " cards before going over the target " +
                                   std::to_string(r.values.target) +
                                   " (too many cards count 0 or little); give more cards a "
                                   "value, lower the target or set cardLimit.cards");
    }
    const std::int64_t unit = moneyUnitsPerWager(r);
    if (unit > kMaxRatioDenominator)
        c.add("payouts", "the payout ratios (natural, insurance, surrender, bonuses, baccarat) "
                         "need a common denominator above " +
                             std::to_string(kMaxRatioDenominator) +
                             "; use ratios with smaller denominators");
}

// The general rules that stand in for an empty rule ID, per family.
struct FamilyRules {
    const char *shoe, *reshuffle, *values, *deal, *holeCard, *natural, *insurance, *forced,
        *cardLimit, *doubleDown, *split, *surrender, *dealer, *playerTarget, *playerBust,
        *dealerTarget, *dealerBust, *fiveCard, *comparison, *bonus, *baccarat, *strategy,
        *settlement;
};
constexpr FamilyRules kFinnish27{"F-1",  "F-2",  "F-3",  "F-10", "F-10", "F-13", "F-15", "F-11",
                                 "F-11", "F-18", "F-17", "F-15", "F-12", "F-13", "F-13", "F-13",
                                 "F-13", "F-13", "F-13", "F-16", "F-15", "F-12", "F-15"};
constexpr FamilyRules kBlackjack{"B-1",  "B-1",  "B-2",  "B-3",  "B-10", "B-4",  "B-5",  "B-6",
                                 "B-6",  "B-7",  "B-9",  "B-8",  "B-10", "B-11", "B-11", "B-11",
                                 "B-11", "B-11", "B-11", "B-12", "B-12", "B-10", "B-12"};

void fill(std::string& id, const std::string& fallback) {
    if (id.empty()) id = fallback;
}

} // namespace

bool isKnownRuleId(std::string_view id) {
    struct Part {
        std::string_view prefix;
        int lo, hi;
    };
    // RULES.md parts 1 and 2: the rules a RuleSet can cite.
    static constexpr Part kParts[] = {
        {"F-", 1, 6}, {"F-", 10, 18}, {"PL-", 1, 12}, {"T-", 1, 7}, {"B-", 1, 12}};
    for (const Part& p : kParts) {
        if (!id.starts_with(p.prefix)) continue;
        const std::string_view digits = id.substr(p.prefix.size());
        int n = 0;
        auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
        if (ec == std::errc() && end == digits.data() + digits.size() && digits[0] != '0' &&
            n >= p.lo && n <= p.hi)
            return true;
    }
    return false;
}

std::vector<RuleProblem> ruleSetProblems(const RuleSet& r) {
    Checker c;
    if (r.schemaVersion > kRuleSchemaVersion)
        c.add("schemaVersion", std::to_string(r.schemaVersion) +
                                   " means the rule set was written by a newer finnish27 (this "
                                   "version reads schema version " +
                                   std::to_string(kRuleSchemaVersion) + ")");
    else if (r.schemaVersion != kRuleSchemaVersion)
        c.add("schemaVersion", "must be " + std::to_string(kRuleSchemaVersion) + " (got " +
                                   std::to_string(r.schemaVersion) + ")");
    if (r.id.empty())
        c.add("id", "must not be empty");
    else if (r.id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                    "0123456789-_.") != std::string::npos)
        c.add("id", "\"" + r.id + "\" may only hold letters, digits, '-', '_' and '.'");
    if (r.name.empty()) c.add("name", "must not be empty");
    if (std::find(rulejson::kFamilies.begin(), rulejson::kFamilies.end(), r.family) ==
        rulejson::kFamilies.end())
        c.add("family",
              "unknown value \"" + r.family + "\" (allowed: \"finnish27\", \"blackjack\")");
    checkShoe(c, r);
    checkValues(c, r.values);
    c.ruleId("dealRule", r.dealRule);
    c.ruleId("holeCardRule", r.holeCardRule);
    checkNaturalAndInsurance(c, r);
    checkPlayerOptions(c, r);
    checkOutcomes(c, r);
    checkBonuses(c, r);
    checkWagerMode(c, r);
    if (c.problems.empty()) checkBounded(c, r);
    return std::move(c.problems);
}

Status validateRuleSet(const RuleSet& rules) {
    std::string text;
    for (const auto& p : ruleSetProblems(rules))
        text += (text.empty() ? "" : "\n") + p.path + ": " + p.message;
    if (text.empty()) return Status::success();
    return fail(text);
}

void fillRuleIds(RuleSet& r) {
    const FamilyRules& f = r.family == "blackjack" ? kBlackjack : kFinnish27;
    fill(r.shoeRule, f.shoe);
    fill(r.reshuffleRule, f.reshuffle);
    fill(r.values.rule, f.values);
    fill(r.dealRule, f.deal);
    fill(r.holeCardRule, f.holeCard);
    fill(r.natural.rule, f.natural);
    fill(r.insurance.rule, f.insurance);
    for (auto& fp : r.forced)
        fill(fp.rule, f.forced);
    fill(r.cardLimit.rule, f.cardLimit);
    fill(r.doubleDown.rule, f.doubleDown);
    fill(r.split.rule, f.split);
    fill(r.surrender.rule, f.surrender);
    fill(r.dealer.rule, f.dealer);
    for (auto& row : r.dealer.rows)
        fill(row.rule, r.dealer.rule);
    fill(r.predetermined.playerTargetRule, f.playerTarget);
    fill(r.predetermined.playerBustRule, f.playerBust);
    fill(r.predetermined.dealerTargetRule, f.dealerTarget);
    fill(r.predetermined.dealerBustRule, f.dealerBust);
    fill(r.fiveCard.rule, f.fiveCard);
    fill(r.comparison.rule, f.comparison);
    fill(r.bonusRule, f.bonus);
    for (auto& b : r.bonuses)
        fill(b.rule, r.bonusRule);
    // An unused baccarat block stays untouched, so that it is still the default and omitted.
    if (r.wagerMode != WagerMode::Standard) {
        fill(r.baccarat.rule, f.baccarat);
        fill(r.baccarat.playerStrategy.rule, f.strategy);
        for (auto& row : r.baccarat.playerStrategy.rows)
            fill(row.rule, r.baccarat.playerStrategy.rule);
    }
    fill(r.settlementRule, f.settlement);
}

} // namespace f27
