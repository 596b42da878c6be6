// `history`: the rounds and answers kept in the history (engine/store) — list, show a round step
// by step, what-if at one of its decisions, progress over time, export, import and delete.
#include "cli_history.h"
#include "cli_io.h"
#include "commands.h"

#include "round/describe.h"
#include "rules/rule_set_json.h"
#include "store/history_exchange.h"
#include "store/recall.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <optional>

namespace f27::cli {

namespace {

QString usage() {
    return tr("Usage: finnish27-cli history <list|show ID|whatif ID --at N --action A|stats|"
              "export FILE|import FILE|delete --yes> [options]");
}

void addFilterOptions(QCommandLineParser& p) {
    p.addOption({"game", tr("Only rounds of this game (a preset id, or \"custom\")."), "GAME"});
    p.addOption({"rules", tr("Only rounds under this preset or rule file."), "PRESET|FILE"});
    p.addOption(
        {"since", tr("Only rounds on or after this day (YYYY-MM-DD, local time)."), "DATE"});
    p.addOption({"until", tr("Only rounds before this day (YYYY-MM-DD, local time)."), "DATE"});
    p.addOption({"mistakes", tr("Only rounds with a mistake (an analysed decision below the "
                                "best).")});
}

// The filter the options name; false (and the message) when one is wrong.
bool filterFrom(const QCommandLineParser& p, const QString& command, RoundFilter& f) {
    f.game = p.value("game").toStdString();
    if (p.isSet("rules")) {
        auto rules = loadRules(p.value("rules").toStdString());
        if (!rules) {
            err(tr("%1: --rules: %2").arg(command, QString::fromStdString(rules.error())));
            return false;
        }
        f.rulesHash = ruleSetHash(*rules);
    }
    for (const char* name : {"since", "until"}) {
        if (!p.isSet(name)) continue;
        const QDate day = QDate::fromString(p.value(name), Qt::ISODate);
        if (!day.isValid()) {
            err(tr("%1: --%2 must be a day such as 2026-11-27 (got \"%3\")")
                    .arg(command, QString::fromLatin1(name), p.value(name)));
            return false;
        }
        (QLatin1String(name) == QLatin1String("since") ? f.from : f.to) = day.startOfDay().toUTC();
    }
    f.mistakesOnly = p.isSet("mistakes");
    return true;
}

QString timeLocal(const QDateTime& t) {
    return t.toLocalTime().toString("yyyy-MM-dd HH:mm:ss");
}

QString rulesLabel(const RoundSummary& r) {
    return QString::fromStdString(r.rulesName.empty() ? r.rulesId : r.rulesName);
}

QJsonObject summaryJson(const RoundSummary& r) {
    QJsonObject o{{"id", r.id},
                  {"time", r.playedAt.toString(Qt::ISODateWithMs)},
                  {"game", QString::fromStdString(r.game)},
                  {"rules", QString::fromStdString(r.rulesId)},
                  {"rulesName", QString::fromStdString(r.rulesName)},
                  {"wager", QString::fromStdString(r.wager.toString())},
                  {"net", QString::fromStdString(r.net.toString())},
                  {"decisions", r.decisions},
                  {"mistakes", r.mistakes},
                  {"evLost", r.evLost},
                  {"interrupted", r.interrupted}};
    if (r.bankrollAfter) o["bankrollAfter"] = QString::fromStdString(r.bankrollAfter->toString());
    return o;
}

int runList(QCommandLineParser& p, HistoryStore& store) {
    RoundFilter f;
    if (!filterFrom(p, "history list", f)) return 2;
    const auto limit = intOption(p, "history list", "limit", 1, kMaxHistoryPage);
    const auto offset = intOption(p, "history list", "offset", 0, 1'000'000'000);
    if (!limit || !offset) return 2;
    const int total = store.countRounds(f);
    const auto rows = store.listRounds(f, static_cast<int>(*offset), static_cast<int>(*limit));
    if (p.isSet("json")) {
        QJsonArray list;
        for (const RoundSummary& r : rows)
            list.append(summaryJson(r));
        out(QString::fromUtf8(QJsonDocument(QJsonObject{{"total", total}, {"rounds", list}})
                                  .toJson(QJsonDocument::Compact)));
        return 0;
    }
    out(tr("%1 round(s) in the history match; newest first.").arg(total));
    for (const RoundSummary& r : rows)
        out(tr("#%1  %2  %3  wager %4  %5%6%7")
                .arg(r.id)
                .arg(timeLocal(r.playedAt), rulesLabel(r), describeMoney(r.wager),
                     describeSigned(r.net),
                     r.mistakes > 0 ? tr("  %1 mistake(s), EV lost %2")
                                          .arg(r.mistakes)
                                          .arg(QString::number(r.evLost, 'f', 2))
                                    : QString(),
                     r.interrupted ? tr("  (settled after an interruption)") : QString()));
    return 0;
}

Result<StoredRound> roundArgument(const QStringList& positional, HistoryStore& store,
                                  const QString& command) {
    bool ok = false;
    const qint64 id = positional.size() > 1 ? positional[1].toLongLong(&ok) : 0;
    if (!ok || id <= 0)
        return fail(tr("%1: name a round by its number, as 'history list' shows it (e.g. 12)")
                        .arg(command)
                        .toStdString());
    auto round = store.round(id);
    if (!round) return fail(command.toStdString() + ": " + round.error());
    return round;
}

// The names --action accepts, as the event log writes them.
QString actionChoices() {
    QStringList names;
    for (Action a : {Action::Hit, Action::Stand, Action::Double, Action::Split, Action::Surrender,
                     Action::TakeInsurance, Action::DeclineInsurance})
        names << actionName(a);
    return names.join(", ");
}

// The decision (its event index) of the player's that the 1-based event number `at` names.
const StoredDecision* decisionAt(const StoredRound& r, int at) {
    for (const StoredDecision& d : r.decisions)
        if (d.eventIndex == at - 1) return &d;
    return nullptr;
}

int runShow(QCommandLineParser& p, HistoryStore& store) {
    auto round = roundArgument(p.positionalArguments(), store, "history show");
    if (!round) {
        err(QString::fromStdString(round.error()));
        return 2;
    }
    const StoredRound& r = *round;
    out(tr("Round #%1, %2, %3 — seat %4, wager %5, result %6.")
            .arg(r.summary.id)
            .arg(timeLocal(r.summary.playedAt), rulesLabel(r.summary))
            .arg(r.seat + 1)
            .arg(describeMoney(r.summary.wager), describeSigned(r.summary.net)));
    if (!r.shoeCommitment.empty())
        out(r.shoeRevealed
                ? tr("Shoe %1 (finished; key %2); %3 card(s) of it were dealt before this "
                     "round.")
                      .arg(QString::fromStdString(r.shoeCommitment),
                           QString::fromStdString(r.shoeKey.value_or("")))
                      .arg(r.shoeOffset)
                : tr("Shoe %1 (still in play: its key is revealed when it ends).")
                      .arg(QString::fromStdString(r.shoeCommitment)));
    for (size_t i = 0; i < r.events.size(); ++i) {
        const Event& e = r.events[i];
        QString line =
            QStringLiteral("%1. %2").arg(i + 1, 3).arg(describeEvent(e, r.rules, Viewer::Dealer));
        if (const StoredDecision* d = decisionAt(r, static_cast<int>(i) + 1)) {
            line += tr("   [%1]").arg(QString::fromStdString(d->cell));
            if (d->analysis)
                line += d->analysis->cost > 1e-9
                            ? tr(" mistake: best was %1, cost %2")
                                  .arg(actionLabel(d->analysis->best))
                                  .arg(QString::number(d->analysis->cost, 'f', 2))
                            : tr(" best play");
        }
        out(line);
    }
    return 0;
}

int runWhatIf(QCommandLineParser& p, HistoryStore& store) {
    auto round = roundArgument(p.positionalArguments(), store, "history whatif");
    if (!round) {
        err(QString::fromStdString(round.error()));
        return 2;
    }
    const StoredRound& r = *round;
    if (!p.isSet("at")) {
        err(tr("history whatif: name the decision with --at N, its event number as 'history "
               "show %1' numbers it")
                .arg(r.summary.id));
        return 2;
    }
    const auto at = intOption(p, "history whatif", "at", 1, static_cast<qint64>(r.events.size()));
    if (!at) return 2;
    const StoredDecision* d = decisionAt(r, static_cast<int>(*at));
    if (!d) {
        QStringList decisions;
        for (const StoredDecision& x : r.decisions)
            decisions << QString::number(x.eventIndex + 1);
        err(tr("history whatif: event %1 is not one of your decisions in round #%2 (they are "
               "events %3)")
                .arg(*at)
                .arg(r.summary.id)
                .arg(decisions.isEmpty() ? tr("none") : decisions.join(", ")));
        return 2;
    }
    std::optional<Action> action;
    if (p.isSet("action")) {
        auto parsed = parseAction(p.value("action").toStdString());
        if (!parsed) {
            err(tr("history whatif: --action must be one of %1 (got \"%2\")")
                    .arg(actionChoices(), p.value("action")));
            return 2;
        }
        action = *parsed;
        if (*action == d->action) {
            err(tr("history whatif: %1 is the choice you made at event %2; name another with "
                   "--action.")
                    .arg(actionLabel(*action))
                    .arg(*at));
            return 2;
        }
    }
    // The exact value of every option for the cards seen then (the hint engine).
    auto values = recallValues(r, d->eventIndex);
    if (values) {
        out(tr("At event %1 (%2) you chose %3. Exact EV of each option, units of the wager:")
                .arg(*at)
                .arg(QString::fromStdString(d->state), actionLabel(d->action)));
        for (const ActionValue& v : *values)
            out(QStringLiteral("  %1 %2").arg(actionLabel(v.action), -22).arg(v.ev, 10, 'f', 6));
    } else {
        out(tr("The exact values are not available here: %1")
                .arg(QString::fromStdString(values.error())));
    }
    if (!action) return 0;
    auto w = whatIf(r, d->eventIndex, *action);
    if (!w) {
        err(tr("history whatif: %1").arg(QString::fromStdString(w.error())));
        return 1;
    }
    if (p.isSet("json")) {
        QJsonArray cards;
        for (Card c : w->cardsDrawn)
            cards.append(QString::fromStdString(toCode(c)));
        out(QString::fromUtf8(
            QJsonDocument(
                QJsonObject{
                    {"round", r.summary.id},
                    {"at", static_cast<int>(*at)},
                    {"chosen", actionName(w->chosen)},
                    {"alternative", actionName(w->alternative)},
                    {"actualNet", QString::fromStdString(w->actualNet.toString())},
                    {"alternativeNet", QString::fromStdString(w->alternativeNet.toString())},
                    {"cardsDrawn", cards},
                    {"laterPlay", QString::fromStdString(w->laterPlay)}})
                .toJson(QJsonDocument::Compact)));
        return 0;
    }
    out(tr("Had you chosen %1 (later decisions by %2):")
            .arg(actionLabel(w->alternative), w->laterPlay == "chart"
                                                  ? tr("the basic-strategy chart")
                                                  : tr("the dealer's own strategy")));
    for (const Event& e : w->events)
        out("  " + describeEvent(e, r.rules, Viewer::Dealer));
    out(tr("Cards drawn after the change: %1.")
            .arg(w->cardsDrawn.empty() ? tr("none") : describeCards(w->cardsDrawn)));
    out(tr("Result: %1 instead of %2.")
            .arg(describeSigned(w->alternativeNet), describeSigned(w->actualNet)));
    return 0;
}

int runStats(QCommandLineParser& p, HistoryStore& store) {
    RoundFilter f;
    if (!filterFrom(p, "history stats", f)) return 2;
    const QString period = p.value("period");
    if (period != "day" && period != "week") {
        err(tr("history stats: --period must be day or week (got \"%1\")").arg(period));
        return 2;
    }
    const ProgressReport report = store.progress(f, period == "day" ? Period::Day : Period::Week);
    auto line = [](const ProgressPeriod& x) {
        // Without analysed decisions there is neither an accuracy nor an EV lost to report.
        const QString accuracy =
            x.analysed > 0
                ? QString::number(100.0 * (x.analysed - x.mistakes) / x.analysed, 'f', 1) + " %"
                : tr("not analysed");
        const QString per100 =
            x.analysed > 0 ? QString::number(100.0 * x.evLost / x.analysed, 'f', 2) : accuracy;
        return tr("%1 round(s), net %2 on %3 wagered, %4 decision(s), accuracy %5, EV lost per "
                  "100 decisions %6")
            .arg(x.rounds)
            .arg(describeSigned(x.net), describeMoney(x.wagered))
            .arg(x.decisions)
            .arg(accuracy, per100);
    };
    if (p.isSet("json")) {
        auto periodJson = [](const ProgressPeriod& x) {
            return QJsonObject{{"start", x.start.toString(Qt::ISODate)},
                               {"rounds", x.rounds},
                               {"net", QString::fromStdString(x.net.toString())},
                               {"wagered", QString::fromStdString(x.wagered.toString())},
                               {"decisions", x.decisions},
                               {"analysed", x.analysed},
                               {"mistakes", x.mistakes},
                               {"evLost", x.evLost}};
        };
        QJsonArray periods, costliest, school;
        for (const ProgressPeriod& x : report.periods)
            periods.append(periodJson(x));
        for (const MistakeCell& m : report.costliest)
            costliest.append(QJsonObject{{"cell", QString::fromStdString(m.cell)},
                                         {"chosen", actionName(m.chosen)},
                                         {"best", actionName(m.best)},
                                         {"count", m.count},
                                         {"cost", m.cost}});
        for (const SchoolCategory& c : report.school)
            school.append(QJsonObject{{"kind", QString::fromStdString(c.kind)},
                                      {"attempts", c.attempts},
                                      {"correct", c.correct},
                                      {"medianMillis", c.medianMillis}});
        QJsonObject lifetime = periodJson(report.lifetime);
        lifetime.remove("start");
        out(QString::fromUtf8(
            QJsonDocument(
                QJsonObject{{"lifetime", lifetime},
                            {"periods", periods},
                            {"costliest", costliest},
                            {"school", school},
                            {"practice", QJsonObject{{"answered", report.practice.answered},
                                                     {"right", report.practice.right},
                                                     {"evLost", report.practice.evLost}}}})
                .toJson(QJsonDocument::Compact)));
        return 0;
    }
    out(tr("Lifetime: %1.").arg(line(report.lifetime)));
    for (const ProgressPeriod& x : report.periods)
        out(QStringLiteral("  %1  %2").arg(x.start.toString(Qt::ISODate), line(x)));
    if (!report.costliest.empty()) {
        out(tr("Costliest recurring mistakes:"));
        for (const MistakeCell& m : report.costliest)
            out(tr("  %1: %2 instead of %3, %4 time(s), cost %5")
                    .arg(QString::fromStdString(m.cell), actionLabel(m.chosen), actionLabel(m.best))
                    .arg(m.count)
                    .arg(QString::number(m.cost, 'f', 2)));
    }
    if (!report.school.empty()) {
        out(tr("Dealer school:"));
        for (const SchoolCategory& c : report.school)
            out(tr("  %1: %2 of %3 right, median %4 s")
                    .arg(QString::fromStdString(c.kind))
                    .arg(c.correct)
                    .arg(c.attempts)
                    .arg(c.medianMillis < 0 ? QStringLiteral("—")
                                            : QString::number(c.medianMillis / 1000.0, 'f', 1)));
    }
    if (const PracticeTotals& pr = report.practice; pr.answered > 0)
        out(tr("Strategy school: %1 of %2 answers right (%3 %), %4 of the wager given away.")
                .arg(pr.right)
                .arg(pr.answered)
                .arg(qRound(100.0 * pr.right / pr.answered))
                .arg(QString::number(pr.evLost, 'f', 4)));
    return 0;
}

int runExport(QCommandLineParser& p, HistoryStore& store) {
    RoundFilter f;
    if (!filterFrom(p, "history export", f)) return 2;
    const QStringList pos = p.positionalArguments();
    if (pos.size() < 2) {
        err(tr("history export: name the file to write (FILE.zip, or FILE.csv with --csv)"));
        return 2;
    }
    if (p.isSet("csv")) {
        if (auto s = exportHistoryCsv(store, f, pos[1]); !s) {
            err(tr("history export: %1").arg(QString::fromStdString(s.error())));
            return 1;
        }
        out(tr("%1 round(s) written to %2.").arg(store.countRounds(f)).arg(pos[1]));
        return 0;
    }
    auto summary = exportHistoryArchive(store, f, pos[1]);
    if (!summary) {
        err(tr("history export: %1").arg(QString::fromStdString(summary.error())));
        return 1;
    }
    out(tr("%1 round(s) from %2 shoe(s) written to %3 (the %4 chosen, with the rest of their "
           "sessions: a shoe is checked from its first card). Check it: finnish27-cli replay %3")
            .arg(summary->rounds)
            .arg(summary->shoes)
            .arg(pos[1])
            .arg(summary->selected));
    return 0;
}

int runImport(QCommandLineParser& p, HistoryStore& store) {
    const QStringList pos = p.positionalArguments();
    if (pos.size() < 2) {
        err(tr("history import: name the session archive to import (FILE.zip)"));
        return 2;
    }
    auto summary = importHistoryArchive(store, pos[1]);
    if (!summary) {
        err(tr("history import: %1").arg(QString::fromStdString(summary.error())));
        return 1;
    }
    out(tr("%1 round(s) imported; %2 already in the history.")
            .arg(summary->rounds)
            .arg(summary->duplicates));
    return 0;
}

} // namespace

int runHistory(const QStringList& args) {
    if (!args.isEmpty() && args.front() == "bench") return runHistoryBench(args.mid(1));
    QCommandLineParser p;
    p.setApplicationDescription(usage());
    addHistoryOptions(p, false);
    addFilterOptions(p);
    p.addOption({"limit", tr("list: rounds to show."), "N", "20"});
    p.addOption({"offset", tr("list: rounds to skip (newest first)."), "N", "0"});
    p.addOption(
        {"at", tr("whatif: the event number of your decision (as 'show' numbers it)."), "N"});
    p.addOption({"action", tr("whatif: the other choice (%1).").arg(actionChoices()), "ACTION"});
    p.addOption({"period", tr("stats: day or week."), "PERIOD", "week"});
    p.addOption({"csv", tr("export: write CSV instead of a session archive.")});
    p.addOption({"yes", tr("delete: confirm deleting the whole history.")});
    p.addOption({"json", tr("Print the result as JSON (list, whatif, stats).")});
    p.addPositionalArgument("subcommand", tr("list, show, whatif, stats, export, import, delete"));
    if (!parseOrExplain(p, "history", args)) return p.isSet("help") ? 0 : 2;
    const QStringList pos = p.positionalArguments();
    static const QStringList kSubcommands{"list",   "show",   "whatif", "stats",
                                          "export", "import", "delete"};
    if (pos.isEmpty() || !kSubcommands.contains(pos[0])) {
        err(usage());
        return 2;
    }
    bool failed = false;
    auto store = openHistory(p, "history", false, failed);
    if (failed || !store) return 2;
    const QString sub = pos[0];
    if (sub == "list") return runList(p, *store);
    if (sub == "show") return runShow(p, *store);
    if (sub == "whatif") return runWhatIf(p, *store);
    if (sub == "stats") return runStats(p, *store);
    if (sub == "export") return runExport(p, *store);
    if (sub == "import") return runImport(p, *store);
    if (!p.isSet("yes")) {
        err(tr("history delete: this deletes every round and answer of %1; run it again with "
               "--yes to confirm.")
                .arg(store->path()));
        return 2;
    }
    if (auto s = store->deleteAll(); !s) {
        err(tr("history delete: %1").arg(QString::fromStdString(s.error())));
        return 1;
    }
    out(tr("The history %1 is empty now.").arg(store->path()));
    return 0;
}

} // namespace f27::cli
