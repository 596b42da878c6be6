// Hand histories (engine/round/round_log.h: one round per line, JSON) from any bytes, replayed
// as finnish27-cli replay does (engine/round/replay.h). Properties:
//  - reading and replaying never crash, whatever the text;
//  - a round read from a line round-trips: written and read again its rules, setup and events
//    are equal, and its line is a fixed point of writing;
//  - a round that replays reproduces its log event for event, and replaying the replay's own
//    log gives the same round again.
#include "fuzz_check.h"

#include "round/replay.h"
#include "round/round_log.h"

#include <QJsonDocument>

using namespace f27;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray text(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const Result<std::vector<RoundRecord>> rounds = roundsFromJsonLines(text);
    if (!rounds) return 0;

    for (const RoundRecord& rec : *rounds) {
        const QByteArray line = QJsonDocument(roundToJson(rec.rules, rec.setup, rec.events))
                                    .toJson(QJsonDocument::Compact);
        const Result<RoundRecord> again = roundFromJson(line);
        FUZZ_CHECK(again.ok(), "the written round is refused: %s\n%s",
                   again ? "" : again.error().c_str(), line.constData());
        FUZZ_CHECK(again->rules == rec.rules, "written and read again, the rules differ");
        FUZZ_CHECK(again->setup == rec.setup, "written and read again, the setup differs");
        FUZZ_CHECK(again->events == rec.events, "written and read again, the events differ\n%s",
                   line.constData());
        FUZZ_CHECK(QJsonDocument(roundToJson(again->rules, again->setup, again->events))
                           .toJson(QJsonDocument::Compact) == line,
                   "the round's line changes when written again");

        const Result<Round> replayed = replayRound(rec.rules, rec.setup, rec.events);
        if (!replayed) continue;
        FUZZ_CHECK(replayed->events() == rec.events, "a replay that passes differs from its log");
        const Result<Round> twice = replayRound(rec.rules, rec.setup, replayed->events());
        FUZZ_CHECK(twice.ok() && twice->events() == replayed->events(),
                   "the replay's own log does not replay");
        FUZZ_CHECK(roundToJsonLine(*replayed) == line, "the replayed round's line differs");
    }
    return 0;
}
