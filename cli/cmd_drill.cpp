// `drill`: the dealer school's flash cards as text. Each question is printed, one answer is read
// per line from standard input (so a session can be scripted), and the engine says whether it
// was right, with the right answer, the rule and why; a summary follows. The items and their
// answers are the engine's (school/drills.h).
#include "cli_history.h"
#include "cli_io.h"
#include "commands.h"

#include "round/describe.h"
#include "rules/rule_set_json.h"
#include "school/drills.h"
#include "school/training_record.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <iostream>
#include <string>

namespace f27::cli {

namespace {

constexpr int kMaxCount = 10000;

struct Options {
    RuleSet rules;
    std::vector<DrillKind> kinds;
    int count = 20;
    std::uint64_t seed = 1;
    int level = 1;
    bool json = false;
    bool timed = false;
    QString record; // a training record file to add the answers to
};

// "payout", "total,dealer", "mixed" (every kind the rules have).
std::optional<std::vector<DrillKind>> readKinds(const QString& text, QString& error) {
    std::vector<DrillKind> kinds;
    if (text == "mixed") return kinds;
    for (const QString& name : text.split(',', Qt::SkipEmptyParts)) {
        auto k = parseDrillKind(name.trimmed().toStdString());
        if (!k) {
            error = QString::fromStdString(k.error()) + tr(", or mixed");
            return std::nullopt;
        }
        kinds.push_back(*k);
    }
    if (kinds.empty()) {
        error = tr("name a kind: payout, total, forced, dealer, showdown or mixed");
        return std::nullopt;
    }
    return kinds;
}

// 2 on a bad option, with the reason on standard error; 0 when the options are good.
int readOptions(const QCommandLineParser& p, Options& o) {
    auto bad = [](const QString& why) {
        err(tr("drill: %1").arg(why));
        return 2;
    };
    auto rules = loadRules(p.value("rules").toStdString());
    if (!rules) return bad(QString::fromStdString(rules.error()));
    o.rules = *rules;
    QString kindError;
    const auto kinds = readKinds(p.value("kind"), kindError);
    if (!kinds) return bad(tr("--kind: %1.").arg(kindError));
    o.kinds = *kinds;
    const auto count = intOption(p, "drill", "count", 1, kMaxCount);
    if (!count) return 2;
    o.count = static_cast<int>(*count);
    if (p.isSet("seed")) {
        const auto seed = seedOption(p, "drill", "seed");
        if (!seed) return 2;
        o.seed = *seed;
    } else {
        o.seed = QRandomGenerator::system()->generate64();
    }
    const auto level = intOption(p, "drill", "level", 1, kDrillLevels);
    if (!level) return 2;
    o.level = static_cast<int>(*level);
    o.json = p.isSet("json");
    o.timed = p.isSet("timed");
    o.record = p.value("record");
    return 0;
}

// One line of standard input, without echo (the JSON mode prints nothing but its document).
QString seconds(int millis) {
    return QString::number(millis / 1000.0, 'f', 1);
}

QJsonArray cardsJson(const std::vector<Card>& cards) {
    QJsonArray a;
    for (Card c : cards)
        a.append(QString::fromStdString(toCode(c)));
    return a;
}

QJsonObject itemJson(const DrillItem& it) {
    QJsonObject o{{"kind", drillKindName(it.kind)},
                  {"level", it.level},
                  {"cards", cardsJson(it.cards)},
                  {"dealer", cardsJson(it.dealerCards)},
                  {"fromSplit", it.fromSplit},
                  {"question", it.question},
                  {"answer", QString::fromStdString(it.answer)},
                  {"rule", QString::fromStdString(it.rule)},
                  {"explanation", it.explanation}};
    if (it.wager) o["wager"] = QString::fromStdString(drillAmountText(*it.wager));
    if (it.net) o["net"] = QString::fromStdString(drillAmountText(*it.net));
    return o;
}

QString kindList(const std::vector<DrillKind>& kinds) {
    QStringList names;
    for (DrillKind k : kinds)
        names << QString::fromLatin1(drillKindName(k));
    return names.join(", ");
}

void printSummary(const DrillSession& s, bool timed) {
    const int n = static_cast<int>(s.answers().size());
    out(tr("Answered %1: %2 right (%3 %).")
            .arg(n)
            .arg(s.correctCount())
            .arg(qRound(100 * s.accuracy())));
    for (DrillKind k : s.kinds()) {
        const DrillKindProgress& p = s.progress(k);
        if (p.attempts == 0) continue;
        out(tr("  %1: %2 of %3 right, now at level %4")
                .arg(QString::fromLatin1(drillKindName(k)))
                .arg(p.correct)
                .arg(p.attempts)
                .arg(p.level));
    }
    if (n > 0) out(tr("Median time: %1 s per answer.").arg(seconds(s.medianMillis())));
    if (timed && n > 0)
        out(tr("Timed: %1 answers per minute.").arg(s.answersPerMinute(), 0, 'f', 1));
}

QJsonObject summaryJson(const DrillSession& s) {
    QJsonObject kinds;
    for (DrillKind k : s.kinds()) {
        const DrillKindProgress& p = s.progress(k);
        kinds[drillKindName(k)] = QJsonObject{{"answered", p.attempts},
                                              {"correct", p.correct},
                                              {"level", p.level},
                                              {"medianMillis", s.medianMillis(k)}};
    }
    return QJsonObject{{"answered", static_cast<int>(s.answers().size())},
                       {"correct", s.correctCount()},
                       {"accuracy", s.accuracy()},
                       {"medianMillis", s.medianMillis()},
                       {"answersPerMinute", s.answersPerMinute()},
                       {"kinds", kinds}};
}

int runText(DrillSession& s, const Options& o) {
    out(tr("Drills — %1 (%2): %3. %4 question(s), seed %5.")
            .arg(QString::fromStdString(o.rules.name), QString::fromStdString(o.rules.id),
                 kindList(s.kinds()))
            .arg(o.count)
            .arg(o.seed));
    out(tr("Answer each question on one line: amounts as 17.5 or 35/2, totals as 17 or soft 17, "
           "plays and winners by letter. q quits."));
    for (int i = 1; i <= o.count; ++i) {
        const DrillItem& it = s.current();
        out(tr("%1/%2 · %3, level %4: %5")
                .arg(i)
                .arg(o.count)
                .arg(QString::fromLatin1(drillKindName(it.kind)))
                .arg(it.level)
                .arg(it.question));
        QElapsedTimer clock;
        clock.start();
        std::optional<QString> given;
        do {
            given = ask(tr("> "));
        } while (given && given->isEmpty());
        if (!given || *given == "q") break;
        const DrillAnswer& a = s.answer(given->toStdString(), static_cast<int>(clock.elapsed()));
        const QString rule = QString::fromStdString(a.item.rule);
        const QString answer = QString::fromStdString(a.item.answer);
        if (a.correct)
            out(tr("  ✓ Right: %1 — %2. %3").arg(answer, rule, a.item.explanation));
        else
            out(tr("  ✗ Wrong: the answer is %1 — %2. %3").arg(answer, rule, a.item.explanation));
    }
    printSummary(s, o.timed);
    return 0;
}

int runJson(DrillSession& s, const Options& o) {
    QJsonArray items;
    bool inputLeft = true;
    for (int i = 1; i <= o.count; ++i) {
        QJsonObject item = itemJson(s.current());
        item["n"] = i;
        std::optional<QString> given;
        QElapsedTimer clock;
        clock.start();
        while (inputLeft && !given) {
            std::optional<QString> line = readLine();
            if (!line || *line == "q")
                inputLeft = false;
            else if (!line->isEmpty())
                given = std::move(line);
        }
        if (given) {
            const DrillAnswer& a =
                s.answer(given->toStdString(), static_cast<int>(clock.elapsed()));
            item["given"] = *given;
            item["correct"] = a.correct;
            item["millis"] = a.millis;
        } else {
            s.skip(); // unanswered: the items still come, in the order the seed gives
        }
        items.append(item);
    }
    QJsonArray kinds;
    for (DrillKind k : s.kinds())
        kinds.append(drillKindName(k));
    const QJsonObject doc{{"rules", QJsonObject{{"id", QString::fromStdString(o.rules.id)},
                                                {"name", QString::fromStdString(o.rules.name)}}},
                          {"seed", QString::number(o.seed)},
                          {"kinds", kinds},
                          {"timed", o.timed},
                          {"items", items},
                          {"summary", summaryJson(s)}};
    std::cout << QJsonDocument(doc).toJson(QJsonDocument::Indented).toStdString() << std::flush;
    return 0;
}

// Adds the session's answers to the training record in `path` (training_record.h). An unreadable
// record is not lost: saving moves it aside and says so.
int saveRecord(const DrillSession& s, const QString& path) {
    JsonTrainingStore store(path);
    auto loaded = store.load();
    if (!loaded)
        err(tr("drill: %1. The answers go into a new record; the unreadable file is kept.")
                .arg(QString::fromStdString(loaded.error())));
    TrainingRecord record = loaded ? *loaded : TrainingRecord{};
    for (const DrillAnswer& a : s.answers())
        record.addDrill(a);
    if (const Status saved = store.save(record); !saved) {
        err(tr("drill: %1").arg(QString::fromStdString(saved.error())));
        return 1;
    }
    if (!store.notice().isEmpty()) err(store.notice());
    return 0;
}

// Every answer of the session into the history (the dealer school's progress).
int recordInHistory(const DrillSession& s, HistoryStore& history) {
    for (const DrillAnswer& a : s.answers())
        if (auto saved = history.recordAnswer({SchoolAnswer::Source::Drill,
                                               drillKindName(a.item.kind),
                                               a.item.question.toStdString(),
                                               a.given,
                                               a.item.answer,
                                               a.correct,
                                               a.millis,
                                               {}});
            !saved) {
            err(tr("drill: the history could not record the answers: %1")
                    .arg(QString::fromStdString(saved.error())));
            return 1;
        }
    return 0;
}

} // namespace

int runDrill(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Dealer school drills: payouts, totals, forced plays, the dealer's play and the "
           "showdown as flash cards, generated from the rules. One answer per line on standard "
           "input; weak kinds come back more often and each kind's level follows your "
           "answers."));
    p.addOption({"kind",
                 tr("payout, total, forced, dealer, showdown (several, comma-separated), or "
                    "mixed (every kind the rules have)."),
                 "KIND", "mixed"});
    p.addOption({"rules", tr("A preset id or a rule file."), "PRESET|FILE", "poker-like"});
    p.addOption({"count", tr("Questions to ask, 1 to %1.").arg(kMaxCount), "N", "20"});
    p.addOption({"seed", tr("Seed of the questions (default: a fresh one, printed)."), "S"});
    p.addOption(
        {"level", tr("Level to start every kind at, 1 to %1.").arg(kDrillLevels), "L", "1"});
    p.addOption({"json", tr("Print the items and the results as JSON (no prompts; without "
                            "answers the items are still generated).")});
    p.addOption({"timed", tr("Report the answers per minute.")});
    p.addOption({"record", tr("Add the answers to this training record (a JSON file)."), "FILE"});
    addHistoryOptions(p, true);
    if (!parseOrExplain(p, "drill", args)) return p.isSet("help") ? 0 : 2;
    if (!p.positionalArguments().isEmpty()) {
        err(tr("drill: unexpected argument \"%1\".").arg(p.positionalArguments().first()));
        return 2;
    }
    Options o;
    if (const int code = readOptions(p, o); code != 0) return code;
    auto session = DrillSession::start(o.rules, o.kinds, o.seed, o.level);
    if (!session) {
        err(tr("drill: %1").arg(QString::fromStdString(session.error())));
        return 2;
    }
    bool historyFailed = false;
    const auto history = openHistory(p, "drill", true, historyFailed);
    if (historyFailed) return 2;
    const int code = o.json ? runJson(session.value(), o) : runText(session.value(), o);
    if (code == 0 && history)
        if (const int recorded = recordInHistory(session.value(), *history); recorded != 0)
            return recorded;
    if (code == 0 && !o.record.isEmpty()) return saveRecord(session.value(), o.record);
    return code;
}

} // namespace f27::cli
