// Game protection (error_spotting.h): realistic dealer errors made from the expected step.

#include "school/error_spotting.h"

#include <algorithm>
#include <array>

namespace f27 {

namespace {

constexpr std::array<const char*, kDealerErrorCount> kErrorNames = {
    "wrong-payout",   "missed-forced-play", "dealer-hit-on-stand",
    "bonus-not-paid", "wrong-seat",         "insurance-wrong-up-card"};

// The wager of the hand a payout is for.
Money handWager(const Round& r, const ProcedureStep& s) {
    const auto& seats = r.seats();
    if (s.seat < 0 || s.seat >= static_cast<int>(seats.size())) return {};
    const SeatState& seat = seats[s.seat];
    if (s.hand >= 0 && s.hand < static_cast<int>(seat.hands.size()))
        return seat.hands[s.hand].wager;
    return seat.setup.wager;
}

// A wrong amount a dealer could plausibly pay or take: even money for a natural, a natural's
// odds for an even-money win, double or half, or a chip off.
std::optional<Money> wrongAmount(const Round& r, const ProcedureStep& right, Prng& prng) {
    const Money wager = handWager(r, right);
    std::vector<Money> options;
    auto add = [&](Money m) {
        if (m > Money{} && m != right.amount &&
            std::find(options.begin(), options.end(), m) == options.end())
            options.push_back(m);
    };
    if (right.kind == StepKind::SettleInsurance) {
        add(wager * r.rules().insurance.price); // paid 1:1 on the stake
        add(right.amount * Money{2});
    } else if (right.result == HandResult::Win) {
        add(wager);                   // a natural paid as an even-money win
        add(wager * Money{3, 2});     // an even-money win paid as a natural
        add(right.amount + Money{5}); // a chip too many
    } else if (right.result == HandResult::Surrender) {
        add(wager); // the whole wager taken
    } else if (right.result == HandResult::Lose) {
        add(right.amount * Money{2});
        add(right.amount * Money{1, 2});
    }
    if (options.empty()) return std::nullopt;
    return options[prng.below(static_cast<std::uint32_t>(options.size()))];
}

// Before any step but the initial deal: only wagers, reshuffles and cards are in the log.
bool rightAfterTheDeal(const DealerProcedure& p) {
    const auto& ev = p.round().events();
    bool dealerCard = false;
    for (int i = 0; i < p.eventsDone(); ++i) {
        const EventType t = ev[static_cast<size_t>(i)].type;
        if (t != EventType::RoundStart && t != EventType::Reshuffle && t != EventType::Deal)
            return false;
        if (t == EventType::Deal && ev[static_cast<size_t>(i)].seat < 0) dealerCard = true;
    }
    return dealerCard;
}

} // namespace

const char* dealerErrorName(DealerError e) {
    return kErrorNames[static_cast<size_t>(e)];
}

std::optional<ProcedureStep> makeDealerError(DealerError kind, const DealerProcedure& p,
                                             Prng& prng) {
    if (p.isOver()) return std::nullopt;
    const ProcedureStep right = p.expected();
    const Round& r = p.round();
    ProcedureStep s = right;
    switch (kind) {
    case DealerError::WrongPayout: {
        if (right.kind != StepKind::SettleHand && right.kind != StepKind::SettleInsurance)
            return std::nullopt;
        const auto m = wrongAmount(r, right, prng);
        if (!m) return std::nullopt;
        s.amount = *m;
        break;
    }
    case DealerError::BonusNotPaid: {
        if (right.kind != StepKind::SettleHand || right.result != HandResult::Win)
            return std::nullopt;
        Money bonus;
        for (const Event& e : p.expectedEvents())
            if (e.type == EventType::Bonus) bonus += e.amount;
        if (bonus.isZero()) return std::nullopt;
        s.amount = right.amount - bonus;
        break;
    }
    case DealerError::MissedForcedPlay:
        if (right.kind != StepKind::Declare || !right.forced) return std::nullopt;
        if (*right.forced == Action::Hit || *right.forced == Action::Stand) {
            // Half the time the hand is left to the player, half the time played the other way.
            if (prng.below(2) == 0)
                s.forced.reset();
            else
                s.forced = *right.forced == Action::Hit ? Action::Stand : Action::Hit;
        } else {
            s.forced.reset();
        }
        break;
    case DealerError::DealerHitOnStand:
        if (right.kind == StepKind::DealerStand)
            s.kind = StepKind::DealerHit;
        else if (right.kind == StepKind::DealerHit)
            s.kind = StepKind::DealerStand;
        else
            return std::nullopt;
        break;
    case DealerError::WrongSeat: {
        if (right.kind != StepKind::Deal) return std::nullopt;
        const int n = static_cast<int>(r.seats().size());
        s.hand = 0;
        if (right.seat < 0) {
            s.seat = static_cast<int>(prng.below(static_cast<std::uint32_t>(n)));
            s.faceUp = true;
        } else if (n > 1 && prng.below(3) != 0) {
            s.seat =
                (right.seat + 1 + static_cast<int>(prng.below(static_cast<std::uint32_t>(n - 1)))) %
                n;
        } else {
            s.seat = -1; // to the dealer
        }
        break;
    }
    case DealerError::InsuranceWrongUpCard:
        if (right.kind == StepKind::Deal || right.kind == StepKind::OfferInsurance ||
            !rightAfterTheDeal(p))
            return std::nullopt;
        s = ProcedureStep{};
        s.kind = StepKind::OfferInsurance;
        break;
    }
    if (s == right) return std::nullopt;
    return s;
}

ErrorSpotting::ErrorSpotting(DealerProcedure procedure, double rate, std::uint64_t seed)
    : procedure_(std::move(procedure)), rate_(std::clamp(rate, 0.0, 1.0)), prng_(seed) {}

const ShownStep& ErrorSpotting::show() {
    if (pending_) return *pending_;
    ShownStep shown;
    shown.right = procedure_.expected();
    shown.step = shown.right;
    shown.rule = procedure_.expectedRule();
    shown.ruleText = procedure_.expectedText();
    if (prng_.uniform() < rate_) {
        // The kinds this step can carry, tried in a random order.
        std::array<int, kDealerErrorCount> order{};
        for (int i = 0; i < kDealerErrorCount; ++i)
            order[static_cast<size_t>(i)] = i;
        for (int i = kDealerErrorCount - 1; i > 0; --i)
            std::swap(order[static_cast<size_t>(i)],
                      order[prng_.below(static_cast<std::uint32_t>(i + 1))]);
        for (int k : order) {
            const auto kind = static_cast<DealerError>(k);
            if (auto wrong = makeDealerError(kind, procedure_, prng_)) {
                shown.step = *wrong;
                shown.faulty = true;
                shown.error = kind;
                break;
            }
        }
    }
    pending_ = shown;
    return *pending_;
}

SpotResult ErrorSpotting::respond(bool stopped, int millis) {
    const ShownStep shown = show();
    pending_.reset();
    procedure_.perform(shown.right, millis);
    SpotResult r;
    if (shown.faulty) {
        r = stopped ? SpotResult::Catch : SpotResult::Miss;
        ++(stopped ? tally_.catches : tally_.misses);
    } else {
        r = stopped ? SpotResult::FalseAlarm : SpotResult::Pass;
        ++(stopped ? tally_.falseAlarms : tally_.passes);
    }
    return r;
}

} // namespace f27
