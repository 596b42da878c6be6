#include "round/replay.h"

namespace f27 {

namespace {
std::string describeBrief(const Event& e) {
    std::string s = eventTypeName(e.type);
    if (e.seat >= 0) s += " seat " + std::to_string(e.seat + 1);
    if (e.type == EventType::Deal || e.type == EventType::Reveal) s += " " + toCode(e.card);
    if (e.type == EventType::Decision || e.type == EventType::ForcedPlay ||
        e.type == EventType::DealerPlay)
        s += std::string(" ") + actionName(e.action);
    if (!e.rule.empty()) s += " (" + e.rule + ")";
    return s;
}
} // namespace

Result<Round> replayRound(const RuleSet& rules, const RoundSetup& setup,
                          const std::vector<Event>& events) {
    auto started = Round::start(rules, setup);
    if (!started) return fail("replay: " + started.error());
    Round r = std::move(started).value();
    for (size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        const std::string where =
            "replay: event " + std::to_string(i + 1) + " (" + describeBrief(e) + "): ";
        switch (e.type) {
        case EventType::Deal:
            if (!r.needsCard()) return fail(where + "the round was not waiting for a card");
            if (auto s = r.deal(e.card); !s) return fail(where + s.error());
            break;
        case EventType::Decision:
            if (auto s = r.apply(e.action); !s) return fail(where + s.error());
            break;
        case EventType::Reshuffle: {
            const auto colon = e.detail.find(':');
            r.noteReshuffle(e.detail.substr(0, colon),
                            colon == std::string::npos ? "" : e.detail.substr(colon + 1));
            break;
        }
        default:
            break;
        }
    }
    const auto& got = r.events();
    for (size_t i = 0; i < std::max(got.size(), events.size()); ++i) {
        if (i >= events.size())
            return fail("replay: the log ends after " + std::to_string(events.size()) +
                        " events but the round goes on with " + describeBrief(got[i]));
        if (i >= got.size())
            return fail("replay: the round ends after " + std::to_string(got.size()) +
                        " events but the log goes on with " + describeBrief(events[i]));
        if (!(got[i] == events[i]))
            return fail("replay: event " + std::to_string(i + 1) + " differs: the log has " +
                        describeBrief(events[i]) + ", the replay gives " + describeBrief(got[i]));
    }
    return r;
}

} // namespace f27
