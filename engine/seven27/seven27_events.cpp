#include "seven27/seven27_events.h"

#include <array>

namespace f27 {

namespace {
constexpr std::array kMoveNames{"pass", "bet", "fold", "call", "raise", "draw", "stay"};
constexpr std::array kTypeNames{"hand-start",  "stack",      "sit-out",    "ante",
                                "deal",        "decision",   "bust",       "betting-start",
                                "betting-end", "draw-start", "draw-end",   "fold-win",
                                "showdown",    "pot-award",  "settlement", "hand-end"};

template <typename E, size_t N>
Result<E> parseName(std::string_view s, const std::array<const char*, N>& names, const char* what) {
    for (size_t i = 0; i < N; ++i)
        if (s == names[i]) return static_cast<E>(i);
    return fail("unknown " + std::string(what) + " \"" + std::string(s) + "\"");
}
} // namespace

const char* seven27MoveName(Seven27Move m) {
    return kMoveNames[static_cast<size_t>(m)];
}
Result<Seven27Move> parseSeven27Move(std::string_view s) {
    return parseName<Seven27Move>(s, kMoveNames, "move");
}
const char* seven27EventTypeName(Seven27EventType t) {
    return kTypeNames[static_cast<size_t>(t)];
}
Result<Seven27EventType> parseSeven27EventType(std::string_view s) {
    return parseName<Seven27EventType>(s, kTypeNames, "event type");
}

} // namespace f27
