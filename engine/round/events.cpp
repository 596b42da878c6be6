#include "round/events.h"

#include <array>
#include <utility>

namespace f27 {

namespace {
constexpr std::array kActionNames{"hit",       "stand",  "double",           "split",
                                  "surrender", "insure", "decline-insurance"};
constexpr std::array kEventNames{
    "round-start",       "reshuffle",    "deal",     "insurance-offered", "decision", "forced-play",
    "fixed-play",        "dealer-check", "reveal",   "dealer-play",       "outcome",  "bonus",
    "insurance-settled", "settlement",   "round-end"};
constexpr std::array kResultNames{"win", "lose", "push", "surrender"};
constexpr std::array kSideNames{"player", "dealer", "stalemate"};

template <typename E, size_t N>
Result<E> parseName(std::string_view s, const std::array<const char*, N>& names, const char* what) {
    for (size_t i = 0; i < N; ++i)
        if (s == names[i]) return static_cast<E>(i);
    std::string allowed;
    for (size_t i = 0; i < N; ++i)
        allowed += (i ? ", " : "") + std::string(names[i]);
    return fail("unknown " + std::string(what) + " \"" + std::string(s) + "\" (expected one of " +
                allowed + ")");
}
} // namespace

const char* actionName(Action a) {
    return kActionNames[static_cast<size_t>(a)];
}
Result<Action> parseAction(std::string_view s) {
    return parseName<Action>(s, kActionNames, "action");
}
const char* eventTypeName(EventType t) {
    return kEventNames[static_cast<size_t>(t)];
}
Result<EventType> parseEventType(std::string_view s) {
    return parseName<EventType>(s, kEventNames, "event type");
}
const char* handResultName(HandResult r) {
    return kResultNames[static_cast<size_t>(r)];
}
Result<HandResult> parseHandResult(std::string_view s) {
    return parseName<HandResult>(s, kResultNames, "result");
}
const char* betSideName(BetSide s) {
    return kSideNames[static_cast<size_t>(s)];
}
Result<BetSide> parseBetSide(std::string_view s) {
    return parseName<BetSide>(s, kSideNames, "bet side");
}

} // namespace f27
