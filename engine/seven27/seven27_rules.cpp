#include "seven27/seven27_rules.h"

#include <array>
#include <string>

namespace f27 {

namespace {
constexpr std::array kDealNames{"up-then-down", "two-down-one-up"};
constexpr std::array kNearestNames{"nearest-wins",         "over-is-bust",
                                   "under-beats-over",     "over-beats-under",
                                   "inside-beats-outside", "outside-beats-inside"};

template <typename E, size_t N>
Result<E> parseName(std::string_view s, const std::array<const char*, N>& names, const char* what) {
    for (size_t i = 0; i < N; ++i)
        if (s == names[i]) return static_cast<E>(i);
    std::string allowed;
    for (size_t i = 0; i < N; ++i)
        allowed += (i ? ", " : "") + std::string(names[i]);
    return fail(std::string(what) + ": unknown value \"" + std::string(s) + "\" (expected one of " +
                allowed + ")");
}

Seven27RulesProblem bad(Seven27RulesField field, const char* name, const std::string& why,
                        long long got) {
    return {field, std::string(name) + ": " + why + " (got " + std::to_string(got) + ")"};
}
} // namespace

std::optional<Seven27RulesProblem> seven27RulesProblem(const Seven27Rules& r) {
    using F = Seven27RulesField;
    if (r.players < kSeven27MinPlayers || r.players > kSeven27MaxPlayers)
        return bad(F::Players, "players",
                   "must be " + std::to_string(kSeven27MinPlayers) + " to " +
                       std::to_string(kSeven27MaxPlayers),
                   r.players);
    if (r.ante < 1) return bad(F::Ante, "ante", "must be at least 1", r.ante);
    if (r.minBet < 1) return bad(F::MinBet, "minBet", "must be at least 1", r.minBet);
    if (r.maxBet < r.minBet) return bad(F::MaxBet, "maxBet", "must be at least minBet", r.maxBet);
    if (r.raiseCap < 0) return bad(F::RaiseCap, "raiseCap", "must not be negative", r.raiseCap);
    if (static_cast<int>(r.deal) > 1)
        return bad(F::Deal, "deal", "unknown deal variant", int(r.deal));
    if (static_cast<int>(r.nearest) >= kSeven27NearestCount)
        return bad(F::Nearest, "nearest", "unknown variant", int(r.nearest));
    if (r.startingChips < r.ante)
        return bad(F::StartingChips, "startingChips", "must be at least the ante", r.startingChips);
    return std::nullopt;
}

Status validateSeven27Rules(const Seven27Rules& r) {
    if (auto problem = seven27RulesProblem(r)) return fail(problem->message);
    return {};
}

const char* seven27DealName(Seven27Deal d) {
    return kDealNames[static_cast<size_t>(d)];
}
Result<Seven27Deal> parseSeven27Deal(std::string_view s) {
    return parseName<Seven27Deal>(s, kDealNames, "deal");
}
const char* seven27NearestName(Seven27Nearest n) {
    return kNearestNames[static_cast<size_t>(n)];
}
Result<Seven27Nearest> parseSeven27Nearest(std::string_view s) {
    return parseName<Seven27Nearest>(s, kNearestNames, "nearest");
}

} // namespace f27
