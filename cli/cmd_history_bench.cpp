// `history bench`: the history's paging benchmark (docs/performance.md, "History"). A history of
// N rounds is generated in a temporary folder — real rounds played by the preset's chart and
// recorded, then copied with new ids and times spread over half a year — and the times to open
// it, to count, to read the first page, a page deep in the list, and filtered pages are printed.
#include "cli_history.h"
#include "cli_io.h"
#include "commands.h"

#include "cards/fair_shuffle.h"
#include "round/table.h"
#include "rules/rule_set_json.h"
#include "store/history_store.h"
#include "strategy/shipped_chart.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

namespace f27::cli {

namespace {

// Plays `rounds` real rounds of `preset` by its chart and records them (no sync: a benchmark's
// file need not survive a power loss).
bool playRounds(HistoryStore& store, const std::string& preset, int rounds) {
    const RuleSet rules = *loadPreset(preset);
    Table table(rules, *ShuffleKey::fromHex(std::string(63, '0') + "7"));
    ChartPolicy policy(shippedChartFor(rules)->chart);
    auto session = store.beginSession("bench");
    if (!session) return false;
    Money bankroll{1000};
    size_t ended = 0;
    for (int i = 0; i < rounds; ++i) {
        auto started = table.startRound(RoundSetup{{SeatSetup{Money{10}}}, Money{1}});
        if (!started) return false;
        Round r = std::move(started).value();
        while (!r.isOver()) {
            if (!table.dealPending(r)) return false;
            if (!r.isOver() && !r.needsCard()) (void)r.apply(policy.choose(r));
        }
        bankroll = bankroll + r.seats()[0].net;
        FinishedRound f;
        f.sessionId = *session;
        f.rules = rules;
        f.setup = r.setup();
        f.events = r.events();
        f.bankrollAfter = bankroll;
        const Shoe& shoe = table.shoe();
        f.shoe = {shoe.commitment(), shoe.key().hex(),
                  std::vector<Card>(shoe.order().begin(), shoe.order().begin() + shoe.dealt()),
                  false};
        f.shoesEnded.assign(table.finishedShoes().begin() + static_cast<std::ptrdiff_t>(ended),
                            table.finishedShoes().end());
        ended = table.finishedShoes().size();
        // Every fifth decision analysed as a mistake, so that the mistakes filter has rows.
        for (size_t e = 0; e < r.events().size(); ++e)
            if (r.events()[e].type == EventType::Decision && (i + e) % 5 == 0)
                f.analysis.push_back({static_cast<int>(e),
                                      {{r.events()[e].action, -0.5}, {Action::Stand, -0.25}},
                                      Action::Stand,
                                      2.5});
        if (!store.recordRound(f)) return false;
    }
    return true;
}

double millis(const QElapsedTimer& t) {
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

} // namespace

int runHistoryBench(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("The history's paging benchmark over a generated history."));
    p.addOption({"rounds", tr("Rounds in the generated history."), "N", "100000"});
    p.addOption({"page", tr("Rows per page."), "N", "200"});
    if (!parseOrExplain(p, "history bench", args)) return p.isSet("help") ? 0 : 2;
    const auto rounds = intOption(p, "history bench", "rounds", 1000, 10'000'000);
    const auto page = intOption(p, "history bench", "page", 1, kMaxHistoryPage);
    if (!rounds || !page) return 2;
    QTemporaryDir dir;
    const QString path = dir.filePath("history.sqlite");
    QElapsedTimer clock;
    clock.start();
    {
        auto opened = HistoryStore::open(path);
        if (!opened) {
            err(QString::fromStdString(opened.error()));
            return 1;
        }
        HistoryStore& store = **opened;
        QSqlQuery q(QSqlDatabase::database(store.connection(), false));
        q.exec("PRAGMA synchronous = OFF");
        const int real = 500;
        if (!playRounds(store, "poker-like", real) || !playRounds(store, "21-24-27", real)) {
            err(tr("history bench: the rounds could not be generated"));
            return 1;
        }
        // Copies of the real rounds up to N, each with its own id, digest and time (spread over
        // 180 days, newest last), and their decisions.
        q.exec("BEGIN");
        for (qint64 done = 2 * real; done < *rounds;) {
            const int batch = static_cast<int>(std::min<qint64>(*rounds - done, 2 * real));
            q.prepare("INSERT INTO rounds(session_id, played_at, game, rules_hash, seat, wager,"
                      " net, bankroll_after, shoe_id, shoe_offset, interrupted, digest, decisions,"
                      " mistakes, ev_lost, analysed) SELECT session_id,"
                      " strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-180 days',"
                      "          printf('+%d seconds', (? + id) * 15552000 / ?)),"
                      " game, rules_hash, seat, wager, net, bankroll_after, shoe_id,"
                      " shoe_offset, interrupted, digest || '-' || ?, decisions, mistakes,"
                      " ev_lost, analysed FROM rounds WHERE id <= ?");
            q.addBindValue(done);
            q.addBindValue(static_cast<qint64>(*rounds));
            q.addBindValue(done);
            q.addBindValue(batch);
            if (!q.exec()) {
                err(tr("history bench: generating failed"));
                return 1;
            }
            q.prepare("INSERT INTO decisions(round_id, event_index, hand, action, state, cell,"
                      " options, best, cost) SELECT round_id + ?, event_index, hand, action,"
                      " state, cell, options, best, cost FROM decisions WHERE round_id <= ?");
            q.addBindValue(done);
            q.addBindValue(batch);
            (void)q.exec();
            q.prepare("INSERT INTO round_logs(round_id, log) SELECT round_id + ?, log"
                      " FROM round_logs WHERE round_id <= ?");
            q.addBindValue(done);
            q.addBindValue(batch);
            (void)q.exec();
            done += batch;
        }
        q.exec("COMMIT");
        q.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    }
    const double generated = millis(clock);
    QJsonObject o{{"rounds", static_cast<qint64>(*rounds)},
                  {"page_rows", static_cast<qint64>(*page)},
                  {"generate_ms", generated}};
    clock.restart();
    auto opened = HistoryStore::open(path);
    if (!opened) {
        err(QString::fromStdString(opened.error()));
        return 1;
    }
    HistoryStore& store = **opened;
    o["open_ms"] = millis(clock);
    clock.restart();
    const int total = store.countRounds({});
    o["count_ms"] = millis(clock);
    o["counted"] = total;
    auto timePage = [&](const RoundFilter& f, int offset) {
        QElapsedTimer t;
        t.start();
        const auto rows = store.listRounds(f, offset, static_cast<int>(*page));
        const double ms = millis(t);
        return rows.empty() ? -1.0 : ms;
    };
    // A page deep in the list as a scrolled list reads it: the rounds before the last one
    // shown (keyset paging).
    auto timeBefore = [&](const RoundFilter& f, qint64 beforeId) {
        QElapsedTimer t;
        t.start();
        const auto rows = store.listRoundsBefore(f, beforeId, static_cast<int>(*page));
        const double ms = millis(t);
        return rows.empty() ? -1.0 : ms;
    };
    o["first_page_ms"] = timePage({}, 0);
    o["deep_page_keyset_ms"] = timeBefore({}, 1000);
    o["deep_mistakes_page_keyset_ms"] = timeBefore(RoundFilter{"", "", {}, {}, true}, 2000);
    o["middle_page_offset_ms"] = timePage({}, total / 2);
    o["last_page_offset_ms"] = timePage({}, total - static_cast<int>(*page));
    // Scrolling: a hundred pages in a row from the top, as a list view fetches them.
    clock.restart();
    qint64 before = 0;
    for (int i = 0; i < 100; ++i) {
        const auto rows = store.listRoundsBefore({}, before, static_cast<int>(*page));
        if (rows.empty()) break;
        before = rows.back().id;
    }
    o["scroll_100_pages_ms"] = millis(clock);
    RoundFilter game;
    game.game = "21-24-27";
    clock.restart();
    o["filter_game_count"] = store.countRounds(game);
    o["filter_game_count_ms"] = millis(clock);
    o["filter_game_page_ms"] = timePage(game, 0);
    RoundFilter mistakes;
    mistakes.mistakesOnly = true;
    clock.restart();
    o["filter_mistakes_count"] = store.countRounds(mistakes);
    o["filter_mistakes_count_ms"] = millis(clock);
    o["filter_mistakes_page_ms"] = timePage(mistakes, 0);
    RoundFilter week;
    week.from = QDateTime::currentDateTimeUtc().addDays(-7);
    clock.restart();
    o["filter_week_count"] = store.countRounds(week);
    o["filter_week_count_ms"] = millis(clock);
    o["filter_week_page_ms"] = timePage(week, 0);
    clock.restart();
    (void)store.progress({}, Period::Week);
    o["progress_weeks_ms"] = millis(clock);
    o["file_mib"] = static_cast<double>(QFileInfo(path).size()) / (1 << 20);
    out(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)).trimmed());
    return 0;
}

} // namespace f27::cli
