// Codes shared by the quick round's tables (sim_quick_round_tables.cpp) and its play
// (sim_quick_round.cpp).
#pragma once

#include "round/events.h"
#include "sim/sim_stats.h"

#include <cstdint>

namespace f27::quickround {

// A settlement code: reason * 4 + HandResult.
constexpr int code(SimReason why, HandResult r) {
    return static_cast<int>(why) * 4 + static_cast<int>(r);
}

// The exception filter's bit for a hand of rank-class hash `hash` (a sum of random 64-bit
// weights, so its top bits are as random) seen against a dealer key of salt `salt`.
inline unsigned filterBit(std::uint64_t hash, std::uint16_t salt) {
    return static_cast<unsigned>(hash >> 48) ^ salt;
}
inline std::uint16_t salt(int dealerKey) {
    return static_cast<std::uint16_t>(static_cast<unsigned>(dealerKey) * 0x9e37u);
}

// A player table entry: bit 0 "stops hitting", bit 1 "a chart exception may apply", bits 2–4
// the action, bit 5 "a strategy's decision" (so that a split may apply).
constexpr std::uint64_t kDecisionBit = 32;

} // namespace f27::quickround
