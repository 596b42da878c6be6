// `seven27`: bot-only Seven Twenty-Seven games (engine/seven27/seven27_bot_match.h,
// docs/seven27.md "Computer opponents" and "Strength"). Each seat's net per hand ± its
// standard error; also the bots' benchmark (decision times, docs/performance.md).
#include "cli_io.h"
#include "commands.h"

#include "seven27/seven27_bot_match.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <chrono>

namespace f27::cli {

namespace {

// The CLI's short names and the engine's names (seven27_rules.h) are both accepted.
std::optional<Seven27Deal> dealFrom(const QString& s) {
    if (s == "up-down") return Seven27Deal::UpThenDown;
    if (s == "down-down-up") return Seven27Deal::TwoDownOneUp;
    if (auto d = parseSeven27Deal(s.toStdString())) return *d;
    return std::nullopt;
}

std::optional<Seven27Nearest> nearestFrom(const QString& s) {
    if (s == "nearest") return Seven27Nearest::NearestWins;
    if (s == "over-bust") return Seven27Nearest::OverIsBust;
    if (s == "under") return Seven27Nearest::UnderBeatsOver;
    if (s == "over") return Seven27Nearest::OverBeatsUnder;
    if (s == "inside") return Seven27Nearest::InsideBeatsOutside;
    if (s == "outside") return Seven27Nearest::OutsideBeatsInside;
    if (auto n = parseSeven27Nearest(s.toStdString())) return *n;
    return std::nullopt;
}

bool readInt(const QCommandLineParser& p, const char* name, long long lo, long long hi,
             long long& value) {
    const auto v = intOption(p, "seven27", QString::fromLatin1(name), lo, hi);
    if (v) value = *v;
    return v.has_value();
}

QJsonObject rulesJson(const Seven27Rules& r) {
    QJsonObject o;
    o["players"] = r.players;
    o["ante"] = static_cast<double>(r.ante);
    o["min_bet"] = static_cast<double>(r.minBet);
    o["max_bet"] = static_cast<double>(r.maxBet);
    o["raise_cap"] = r.raiseCap;
    o["deal"] = QString::fromLatin1(seven27DealName(r.deal));
    o["nearest"] = QString::fromLatin1(seven27NearestName(r.nearest));
    o["starting_chips"] = static_cast<double>(r.startingChips);
    return o;
}

// The players, one bot name per seat (--bots, --players); false (and the message) when wrong.
bool readSeats(const QCommandLineParser& p, QStringList& bots, long long& players) {
    bots =
        (p.isSet("bots") ? p.value("bots") : QStringLiteral("tight,loose,aggressive,naive,naive"))
            .split(',', Qt::KeepEmptyParts);
    for (auto& b : bots)
        b = b.trimmed();
    players = bots.size() >= 4 ? bots.size() : 5;
    if (p.isSet("players") && !readInt(p, "players", 4, 10, players)) return false;
    if (bots.size() == 1)
        while (bots.size() < players)
            bots << bots.first();
    if (bots.size() != players) {
        err(tr("seven27: --bots names %1 players for %2 seats (give one name per seat, or one "
               "name for all).")
                .arg(bots.size())
                .arg(players));
        return false;
    }

    return true;
}

// The match: its rules (S-2, S-4, S-7), hands, seed and bots; false (and the message) when wrong.
bool readMatch(const QCommandLineParser& p, const QStringList& bots, long long players,
               Seven27MatchConfig& config) {
    Seven27Rules& r = config.rules;
    long long v = 0;
    r.players = static_cast<int>(players);
    if (!readInt(p, "hands", 1, 100000000, v)) return false;
    config.hands = static_cast<int>(v);
    const auto seed = seedOption(p, "seven27", "seed");
    if (!seed) return false;
    config.seed = *seed;
    if (!readInt(p, "ante", 1, 1000000, v)) return false;
    r.ante = v;
    if (!readInt(p, "min-bet", 1, 1000000, v)) return false;
    r.minBet = v;
    if (!readInt(p, "max-bet", 1, 1000000, v)) return false;
    r.maxBet = v;
    if (!readInt(p, "raise-cap", 0, 100, v)) return false;
    r.raiseCap = static_cast<int>(v);
    if (!readInt(p, "stack", 1, 1000000000, v)) return false;
    r.startingChips = v;
    const auto deal = dealFrom(p.value("deal"));
    if (!deal) {
        err(tr("seven27: --deal must be up-down or down-down-up (got \"%1\").")
                .arg(p.value("deal")));
        return false;
    }
    r.deal = *deal;
    const auto nearest = nearestFrom(p.value("nearest"));
    if (!nearest) {
        err(tr("seven27: --nearest must be nearest, over-bust, under, over, inside or outside "
               "(got \"%1\").")
                .arg(p.value("nearest")));
        return false;
    }
    r.nearest = *nearest;
    if (auto st = validateSeven27Rules(r); !st) {
        err(tr("seven27: %1").arg(QString::fromStdString(st.error())));
        return false;
    }
    for (const auto& b : bots) {
        if (auto pl = makeSeven27Player(b.toStdString(), 0); !pl) {
            err(tr("seven27: --bots: %1").arg(QString::fromStdString(pl.error())));
            return false;
        }
        config.bots.push_back(b.toStdString());
    }

    return true;
}

void printMatchJson(const Seven27MatchResult& res, const Seven27Rules& r, double seconds) {
    QJsonObject j;
    j["game"] = "seven-twenty-seven";
    j["hands"] = res.hands;
    j["seed"] = QString::number(res.seed);
    j["seconds"] = seconds;
    j["rules"] = rulesJson(r);
    j["shuffle"] = QStringLiteral("SHA-256(\"finnish27-seven27-match-v1:<seed>:<hand>\")");
    QJsonArray seats;
    for (const auto& s : res.seats) {
        QJsonObject o;
        o["seat"] = s.seat;
        o["bot"] = QString::fromStdString(s.bot);
        o["net"] = static_cast<double>(s.net);
        o["per_hand"] = s.perHand;
        o["stderr"] = s.stdErr;
        o["hands_won_7"] = s.handsWon7;
        o["hands_won_27"] = s.handsWon27;
        o["fold_wins"] = s.foldWins;
        o["folds"] = s.folds;
        o["showdowns"] = s.showdowns;
        o["decisions"] = static_cast<double>(s.decisions);
        o["decision_ms_mean"] = s.decisionMsMean;
        o["decision_ms_max"] = s.decisionMsMax;
        seats.append(o);
    }
    j["seats"] = seats;
    out(QString::fromUtf8(QJsonDocument(j).toJson(QJsonDocument::Indented)).trimmed());
}

void printMatchText(const Seven27MatchResult& res, const Seven27Rules& r, double seconds) {
    out(tr("Seven Twenty-Seven: %1 hands, %2 players, seed %3, ante %4, bets %5..%6, raise cap "
           "%7, %8, %9 (%10 s)")
            .arg(res.hands)
            .arg(r.players)
            .arg(res.seed)
            .arg(r.ante)
            .arg(r.minBet)
            .arg(r.maxBet)
            .arg(r.raiseCap)
            .arg(QString::fromLatin1(seven27DealName(r.deal)))
            .arg(QString::fromLatin1(seven27NearestName(r.nearest)))
            .arg(seconds, 0, 'f', 1));
    out(tr("seat  bot          net    per hand ± s.e.    won 7  won 27  ms/decision (max)"));
    for (const auto& s : res.seats)
        out(QStringLiteral("%1  %2 %3  %4 ± %5  %6  %7  %8 (%9)")
                .arg(s.seat, 4)
                .arg(QString::fromStdString(s.bot), -10)
                .arg(static_cast<qlonglong>(s.net), 7)
                .arg(s.perHand, 8, 'f', 3)
                .arg(s.stdErr, 5, 'f', 3)
                .arg(s.handsWon7, 6)
                .arg(s.handsWon27, 6)
                .arg(s.decisionMsMean, 9, 'f', 3)
                .arg(s.decisionMsMax, 0, 'f', 2));
}

} // namespace

int runSeven27(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Bot-only games of Seven Twenty-Seven (RULES.md Part 3): independent hands from the "
           "starting stacks, the deal passing left, each hand's pack shuffled by the provably "
           "fair shuffle under a key derived from the seed (docs/seven27.md). Reports each "
           "seat's net chips per hand with its standard error."));
    p.addOption({"players",
                 tr("Seats at the table, 4..10 (default: the number of --bots names, "
                    "or 5)."),
                 "N"});
    p.addOption({"bots",
                 tr("Comma-separated players, one per seat (or one name for every seat): tight, "
                    "loose, aggressive, balanced, naive, random (default "
                    "tight,loose,aggressive,naive,naive)."),
                 "LIST"});
    p.addOption({"hands", tr("Hands to play (default 1000)."), "H", "1000"});
    p.addOption({"seed", tr("Seed of the shuffle keys and the bots (default 1)."), "S", "1"});
    p.addOption({"ante", tr("Ante (S-2, default 1)."), "A", "1"});
    p.addOption({"min-bet", tr("Least one bet or raise may add (S-4, default 1)."), "X", "1"});
    p.addOption({"max-bet", tr("Most one bet or raise may add (S-4, default 4)."), "Y", "4"});
    p.addOption({"raise-cap", tr("Raises allowed per betting round (default 3)."), "R", "3"});
    p.addOption(
        {"stack", tr("Each seat's stack at the start of every hand (default 100)."), "C", "100"});
    p.addOption({"deal", tr("S-2: up-down (default) or down-down-up."), "DEAL", "up-down"});
    p.addOption({"nearest",
                 tr("S-7: nearest (default), over-bust, under, over, inside or outside."), "RULE",
                 "nearest"});
    p.addOption({"json", tr("Print the result as JSON.")});
    if (!parseOrExplain(p, "seven27", args)) return p.isSet("help") ? 0 : 2;
    if (!p.positionalArguments().isEmpty()) {
        err(tr("seven27: unexpected argument \"%1\".").arg(p.positionalArguments().first()));
        return 2;
    }

    QStringList bots;
    long long players = 0;
    if (!readSeats(p, bots, players)) return 2;
    Seven27MatchConfig config;
    if (!readMatch(p, bots, players, config)) return 2;

    const auto t0 = std::chrono::steady_clock::now();
    auto res = runSeven27Match(config);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!res) {
        err(tr("seven27: %1").arg(QString::fromStdString(res.error())));
        return 1;
    }
    if (p.isSet("json"))
        printMatchJson(*res, config.rules, seconds);
    else
        printMatchText(*res, config.rules, seconds);
    return 0;
}

} // namespace f27::cli
