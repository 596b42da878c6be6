#include "seven27/seven27_bot.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace f27 {

namespace {

constexpr std::array<const char*, kSeven27StyleCount> kStyleNames{"tight", "loose", "aggressive",
                                                                  "balanced"};

int liveSeats(const Seven27View& view) {
    int n = 0;
    for (const auto& s : view.seats)
        if (s.dealtIn && !s.folded) ++n;
    return std::max(n, 1);
}

// An amount in [lo, hi] growing with the edge: lo at no edge, hi once sizing * edge / 0.25
// reaches 1 (whole chips, rounded to nearest).
Chips sized(Chips lo, Chips hi, double edge, double sizing) {
    const double t = std::clamp(sizing * edge / 0.25, 0.0, 1.0);
    return std::clamp(lo + static_cast<Chips>(std::llround(static_cast<double>(hi - lo) * t)), lo,
                      hi);
}

} // namespace

Seven27Personality seven27Personality(Seven27Style style) {
    Seven27Personality p;
    switch (style) {
    case Seven27Style::Tight:
        p.drawMargin = 0.01;
        p.callMargin = 0.25;
        p.betEdge = 0.12;
        p.raiseEdge = 0.22;
        p.sizing = 0.5;
        p.bluffRate = 0;
        break;
    case Seven27Style::Loose:
        p.drawMargin = -0.005;
        p.callMargin = -0.1;
        p.betEdge = 0.06;
        p.raiseEdge = 0.18;
        p.sizing = 0.3;
        p.bluffRate = 0.02;
        break;
    case Seven27Style::Aggressive:
        p.drawMargin = 0;
        p.callMargin = 0.05;
        p.betEdge = 0.03;
        p.raiseEdge = 0.08;
        p.sizing = 1.0;
        p.bluffRate = 0.12;
        break;
    case Seven27Style::Balanced:
        p.drawMargin = 0;
        p.callMargin = 0;
        p.betEdge = 0.06;
        p.raiseEdge = 0.14;
        p.sizing = 0.6;
        p.bluffRate = 0.03;
        break;
    }
    return p;
}

const char* seven27StyleName(Seven27Style style) {
    return kStyleNames[static_cast<size_t>(style)];
}

Result<Seven27Style> parseSeven27Style(std::string_view name) {
    for (int i = 0; i < kSeven27StyleCount; ++i)
        if (name == kStyleNames[static_cast<size_t>(i)]) return static_cast<Seven27Style>(i);
    return fail("unknown personality '" + std::string(name) +
                "' (expected tight, loose, aggressive or balanced)");
}

bool seven27ShouldDraw(const Seven27PlanEquity& equity, const Seven27Personality& p) {
    const double stand = equity[static_cast<size_t>(Seven27Plan::Stand)].potShare;
    const double draw = std::max(equity[static_cast<size_t>(Seven27Plan::DrawOne)].potShare,
                                 equity[static_cast<size_t>(Seven27Plan::DrawThenModel)].potShare);
    return draw > stand + p.drawMargin;
}

Seven27Action seven27BetDecision(const Seven27View& view, const Seven27Equity& equity,
                                 const Seven27Personality& p, double coin) {
    const Seven27Options& o = view.options;
    const double share = equity.potShare;
    const double edge = share - 1.0 / liveSeats(view);
    const bool bluff = coin < p.bluffRate;
    if (o.bet) { // S-4: nobody has bet yet this round
        if (edge > p.betEdge) return {Seven27Move::Bet, sized(o.minBet, o.maxBet, edge, p.sizing)};
        if (bluff) return {Seven27Move::Bet, o.minBet};
        if (o.pass) return {Seven27Move::Pass, 0};
    }
    if (o.pass && !o.call) return {Seven27Move::Pass, 0};
    // Facing a bet: pot odds decide between call and fold; the edge decides a raise.
    const auto call = static_cast<double>(o.toCall);
    const bool callPays =
        share * (static_cast<double>(view.pot) + call) > call * (1.0 + p.callMargin);
    if (o.raise && edge > p.raiseEdge)
        return {Seven27Move::Raise, sized(o.minRaise, o.maxRaise, edge - p.raiseEdge, p.sizing)};
    if (o.raise && bluff && edge > -0.1) return {Seven27Move::Raise, o.minRaise}; // semi-bluff
    if (o.call && (callPays || !o.fold)) return {Seven27Move::Call, 0};
    if (o.fold) return {Seven27Move::Fold, 0};
    if (o.pass) return {Seven27Move::Pass, 0};
    return {Seven27Move::Call, 0};
}

Seven27Bot::Seven27Bot(Seven27Style style, std::uint64_t seed)
    : Seven27Bot(seven27Personality(style), seven27StyleName(style), seed) {}

Seven27Bot::Seven27Bot(Seven27Personality personality, std::string name, std::uint64_t seed)
    : personality_(personality), name_(std::move(name)), rng_(seed) {}

Seven27EquityOptions Seven27Bot::nextOptions() {
    Seven27EquityOptions opt;
    opt.samples = personality_.samples;
    opt.seed = rng_.next();
    return opt;
}

bool Seven27Bot::decideDraw(const Seven27View& view) {
    return seven27ShouldDraw(estimateSeven27Plans(view, nextOptions()), personality_);
}

Seven27Action Seven27Bot::decideBet(const Seven27View& view) {
    const Seven27EquityOptions opt = nextOptions();
    const double coin = rng_.uniform();
    const auto plans = estimateSeven27Plans(view, opt);
    return seven27BetDecision(view, plans[static_cast<size_t>(bestSeven27Plan(plans))],
                              personality_, coin);
}

} // namespace f27
