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
// Every field in which two events differ: "card: the log has KD, the replay gives KH".
std::string describeDifference(const Event& logged, const Event& replayed) {
    std::vector<std::string> parts;
    const auto field = [&](const char* name, const std::string& a, const std::string& b) {
        if (a != b)
            parts.push_back(std::string(name) + ": the log has " + a + ", the replay gives " + b);
    };
    const auto number = [](int v) { return std::to_string(v); };
    const auto flag = [](bool v) { return std::string(v ? "true" : "false"); };
    const auto text = [](const std::string& v) { return "\"" + v + "\""; };
    field("type", eventTypeName(logged.type), eventTypeName(replayed.type));
    field("seat", number(logged.seat), number(replayed.seat));
    field("hand", number(logged.hand), number(replayed.hand));
    field("card", toCode(logged.card), toCode(replayed.card));
    field("faceUp", flag(logged.faceUp), flag(replayed.faceUp));
    field("action", actionName(logged.action), actionName(replayed.action));
    field("result", handResultName(logged.result), handResultName(replayed.result));
    field("amount", logged.amount.toString(), replayed.amount.toString());
    field("total", number(logged.total), number(replayed.total));
    field("soft", flag(logged.soft), flag(replayed.soft));
    field("ref", number(logged.ref), number(replayed.ref));
    field("rule", text(logged.rule), text(replayed.rule));
    field("detail", text(logged.detail), text(replayed.detail));
    std::string out;
    for (const std::string& p : parts)
        out += (out.empty() ? "" : "; ") + p;
    return out;
}
} // namespace

Status feedInput(Round& r, const Event& e) {
    switch (e.type) {
    case EventType::Deal:
        if (!r.needsCard()) return fail("the round was not waiting for a card");
        return r.deal(e.card);
    case EventType::Decision:
        return r.apply(e.action);
    case EventType::Reshuffle: {
        const auto colon = e.detail.find(':');
        r.noteReshuffle(e.detail.substr(0, colon),
                        colon == std::string::npos ? "" : e.detail.substr(colon + 1));
        return {};
    }
    default:
        return {};
    }
}

Result<Round> replayPrefix(const RuleSet& rules, const RoundSetup& setup,
                           const std::vector<Event>& events, size_t count) {
    auto started = Round::start(rules, setup);
    if (!started) return fail("replay: " + started.error());
    Round r = std::move(started).value();
    for (size_t i = 0; i < std::min(count, events.size()); ++i)
        if (auto s = feedInput(r, events[i]); !s)
            return fail("replay: event " + std::to_string(i + 1) + " (" + describeBrief(events[i]) +
                        "): " + s.error());
    return r;
}

Result<Round> replayRound(const RuleSet& rules, const RoundSetup& setup,
                          const std::vector<Event>& events) {
    auto replayed = replayPrefix(rules, setup, events, events.size());
    if (!replayed) return replayed;
    Round r = std::move(replayed).value();
    const auto& got = r.events();
    for (size_t i = 0; i < std::max(got.size(), events.size()); ++i) {
        if (i >= events.size())
            return fail("replay: the log ends after " + std::to_string(events.size()) +
                        " events but the round goes on with " + describeBrief(got[i]));
        if (i >= got.size())
            return fail("replay: the round ends after " + std::to_string(got.size()) +
                        " events but the log goes on with " + describeBrief(events[i]));
        if (!(got[i] == events[i]))
            return fail("replay: event " + std::to_string(i + 1) + " (" + describeBrief(events[i]) +
                        ") differs in " + describeDifference(events[i], got[i]));
    }
    return r;
}

} // namespace f27
