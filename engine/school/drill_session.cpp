// The adaptive drill session (drills.h): weighted kinds, levels that follow the trainee.

#include "school/drills.h"

#include <algorithm>
#include <numeric>

namespace f27 {

namespace {

int median(std::vector<int> v) {
    if (v.empty()) return -1;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

Result<DrillSession> DrillSession::start(RuleSet rules, std::vector<DrillKind> kinds,
                                         std::uint64_t seed, int startLevel) {
    if (kinds.empty())
        for (int k = 0; k < kDrillKindCount; ++k)
            kinds.push_back(static_cast<DrillKind>(k));
    std::vector<DrillKind> usable;
    std::string dropped;
    for (DrillKind k : kinds) {
        if (std::find(usable.begin(), usable.end(), k) != usable.end()) continue;
        if (drillKindAvailable(rules, k))
            usable.push_back(k);
        else
            dropped += (dropped.empty() ? "" : ", ") + std::string(drillKindName(k));
    }
    if (usable.empty())
        return fail("the rules \"" + rules.id + "\" have no drill of the kind asked for (" +
                    dropped + "): no rule takes a play out of the player's hands");
    return DrillSession(std::move(rules), std::move(usable), seed, startLevel);
}

DrillSession::DrillSession(RuleSet rules, std::vector<DrillKind> kinds, std::uint64_t seed,
                           int level)
    : rules_(std::move(rules)), kinds_(std::move(kinds)), prng_(seed) {
    for (DrillKindProgress& p : progress_)
        p.level = std::clamp(level, 1, kDrillLevels);
}

double DrillSession::weight(DrillKind k) const {
    if (std::find(kinds_.begin(), kinds_.end(), k) == kinds_.end()) return 0;
    // The recent error rate, smoothed toward 1/4 while there are few answers: 1 + 4 × rate.
    const DrillKindProgress& p = progress(k);
    const auto misses = std::count(p.recent.begin(), p.recent.end(), false);
    const double rate =
        (static_cast<double>(misses) + 1) / (static_cast<double>(p.recent.size()) + 4);
    return 1 + 4 * rate;
}

DrillKind DrillSession::drawKind() {
    if (kinds_.size() == 1) return kinds_.front();
    double total = 0;
    for (DrillKind k : kinds_)
        total += weight(k);
    double x = prng_.uniform() * total;
    for (DrillKind k : kinds_) {
        x -= weight(k);
        if (x < 0) return k;
    }
    return kinds_.back();
}

const DrillItem& DrillSession::current() {
    if (!pending_) {
        const DrillKind k = drawKind();
        pending_ = makeDrill(rules_, k, progress(k).level, prng_);
    }
    return *pending_;
}

const DrillAnswer& DrillSession::answer(std::string_view given, int millis) {
    const DrillItem& item = current();
    DrillAnswer a;
    a.item = item;
    a.given = std::string(given);
    a.correct = item.accepts(given);
    a.millis = std::max(0, millis);
    DrillKindProgress& p = progress_[static_cast<size_t>(item.kind)];
    ++p.attempts;
    p.recent.push_back(a.correct);
    if (static_cast<int>(p.recent.size()) > kRecentWindow) p.recent.erase(p.recent.begin());
    if (a.correct) {
        ++p.correct;
        p.misses = 0;
        if (++p.streak >= kLevelUpStreak && p.level < kDrillLevels) {
            ++p.level;
            p.streak = 0;
        }
    } else {
        p.streak = 0;
        if (++p.misses >= kLevelDownMisses && p.level > 1) {
            --p.level;
            p.misses = 0;
        }
    }
    pending_.reset();
    answers_.push_back(std::move(a));
    return answers_.back();
}

void DrillSession::skip() {
    current(); // what is skipped is drawn, so that the next item does not depend on skipping
    pending_.reset();
}

int DrillSession::correctCount() const {
    return static_cast<int>(std::count_if(answers_.begin(), answers_.end(),
                                          [](const DrillAnswer& a) { return a.correct; }));
}

double DrillSession::accuracy() const {
    return answers_.empty() ? 0 : static_cast<double>(correctCount()) / answers_.size();
}

int DrillSession::medianMillis() const {
    std::vector<int> ms;
    for (const DrillAnswer& a : answers_)
        ms.push_back(a.millis);
    return median(std::move(ms));
}

int DrillSession::medianMillis(DrillKind k) const {
    std::vector<int> ms;
    for (const DrillAnswer& a : answers_)
        if (a.item.kind == k) ms.push_back(a.millis);
    return median(std::move(ms));
}

double DrillSession::answersPerMinute() const {
    const long total = std::accumulate(answers_.begin(), answers_.end(), 0L,
                                       [](long s, const DrillAnswer& a) { return s + a.millis; });
    return total > 0 ? static_cast<double>(answers_.size()) * 60000.0 / static_cast<double>(total)
                     : 0;
}

} // namespace f27
