// Internals of the rule-file format shared by the reader, the writer and the validator:
// the JSON spelling of every enum (one table each, so reading and writing cannot disagree).
#pragma once

#include "core/result.h"
#include "rules/rule_set.h"

#include <QByteArray>
#include <QJsonObject>

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace f27::rulejson {

template <typename E> struct Name {
    E value;
    std::string_view text;
};

inline constexpr std::array<Name<HandKind>, 3> kHandKinds{
    {{HandKind::Any, "any"}, {HandKind::Hard, "hard"}, {HandKind::Soft, "soft"}}};
inline constexpr std::array<Name<JokerMode>, 2> kJokerModes{
    {{JokerMode::Zero, "zero"}, {JokerMode::WildToTarget, "wild-to-target"}}};
inline constexpr std::array<Name<DealerInitial>, 4> kDealerInitials{
    {{DealerInitial::HoleThenUp, "hole-then-up"},
     {DealerInitial::UpThenHole, "up-then-hole"},
     {DealerInitial::BothUp, "both-up"},
     {DealerInitial::UpOnly, "up-only"}}};
inline constexpr std::array<Name<Winner>, 3> kWinners{
    {{Winner::Player, "player"}, {Winner::Dealer, "dealer"}, {Winner::Push, "push"}}};
inline constexpr std::array<Name<NaturalRule::Kind>, 3> kNaturalKinds{
    {{NaturalRule::Kind::None, "none"},
     {NaturalRule::Kind::RankPairs, "rank-pairs"},
     {NaturalRule::Kind::TwoCardTarget, "two-card-target"}}};
inline constexpr std::array<Name<Op>, 5> kOps{{{Op::Hit, "hit"},
                                               {Op::Stand, "stand"},
                                               {Op::Double, "double"},
                                               {Op::Split, "split"},
                                               {Op::Surrender, "surrender"}}};
inline constexpr std::array<Name<Versus>, 6> kVersus{{{Versus::Any, "any"},
                                                      {Versus::Below, "below"},
                                                      {Versus::AtOrBelow, "at-or-below"},
                                                      {Versus::Equal, "equal"},
                                                      {Versus::AtOrAbove, "at-or-above"},
                                                      {Versus::Above, "above"}}};
inline constexpr std::array<Name<DealerWill>, 3> kDealerWills{
    {{DealerWill::Any, "any"}, {DealerWill::Hit, "hit"}, {DealerWill::Stand, "stand"}}};
inline constexpr std::array<Name<BonusRule::Pay>, 2> kBonusPays{
    {{BonusRule::Pay::Odds, "odds"}, {BonusRule::Pay::TableMinimums, "table-minimums"}}};
inline constexpr std::array<Name<WagerMode>, 3> kWagerModes{
    {{WagerMode::Standard, "standard"},
     {WagerMode::BaccaratLike, "baccarat-like"},
     {WagerMode::Slot, "slot"}}};
inline constexpr std::array<Name<IndexStyle>, 2> kIndexStyles{
    {{IndexStyle::Finnish, "finnish"}, {IndexStyle::Standard, "standard"}}};
// RuleSet::family is a string; these are the families whose general rules exist.
inline constexpr std::array<std::string_view, 2> kFamilies{"finnish27", "blackjack"};

template <typename E, std::size_t N>
constexpr std::string_view nameOf(const std::array<Name<E>, N>& table, E value) {
    for (const auto& n : table)
        if (n.value == value) return n.text;
    return "?";
}

// `"a", "b", "c"`: the allowed values, for error messages.
template <typename E, std::size_t N> std::string allowedNames(const std::array<Name<E>, N>& table) {
    std::string s;
    for (const auto& n : table)
        s += (s.empty() ? "\"" : ", \"") + std::string(n.text) + "\"";
    return s;
}

// Parses JSON text whose root must be an object. Syntax errors give the line and column;
// a field given twice in one object is an error (Qt would silently keep the last one).
Result<QJsonObject> parseObject(const QByteArray& json);

// A field the reader asks for while reading a document ("forced[0].when.kind"), and whether
// that document must have it (some needs depend on other fields: "natural.payout" is
// required when there are naturals).
struct FieldNeed {
    std::string path;
    bool required = false;
};

// JSON object → RuleSet, checking types, required fields and unknown fields (no semantic
// checks, rule IDs not filled). Every problem found is reported, one per line. `fields`, if
// given, receives every field the reader asks for, present or not, in reading order.
Result<RuleSet> readRuleSet(const QJsonObject& root, std::vector<FieldNeed>* fields = nullptr);

// Which fields the writer writes: the canonical form leaves out what the reader restores by
// itself (an "any" condition, an unused baccarat block); All writes every field.
enum class Fields { Canonical, All };

// RuleSet → canonical indented JSON text (UTF-8), ending in a newline.
std::string writeRuleSet(const RuleSet& rules, Fields fields = Fields::Canonical);

} // namespace f27::rulejson
