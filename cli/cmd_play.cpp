// `play`: a text table for the banking games. Reads one answer per line from standard input,
// so it works interactively and from a script (`printf '1\nh\ns\nq\n' | finnish27-cli play`).
// Every rule decision is the engine's; this file only asks, prints and keeps bankrolls.
#include "cli_actions.h"
#include "cli_history.h"
#include "cli_io.h"
#include "commands.h"

#include "round/describe.h"
#include "round/policy.h"
#include "round/round_log.h"
#include "round/table.h"
#include "rules/rule_set_json.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

#include <memory>

namespace f27::cli {

namespace {

QString cardsText(const std::vector<Card>& cards, const std::vector<bool>* faceUp = nullptr) {
    QStringList parts;
    for (size_t i = 0; i < cards.size(); ++i)
        parts << (faceUp && !(*faceUp)[i] ? QStringLiteral("[?]") : describeCard(cards[i]));
    return parts.join(' ');
}

class PlaySession {
public:
    // Its strings are extracted under this class's context (lupdate), so look them up there.
    static QString tr(const char* text) {
        return QCoreApplication::translate("f27::cli::PlaySession", text);
    }
    PlaySession(Table table, int seats, QList<int> bots, Money bankroll, Money wager,
                std::unique_ptr<QFile> log, QString logPath, std::unique_ptr<HistoryStore> history)
        : table_(std::move(table)), log_(std::move(log)), logPath_(std::move(logPath)),
          history_(std::move(history)) {
        for (int i = 0; i < seats; ++i)
            seats_.push_back({bankroll, wager, BetSide::Player, bots.contains(i + 1)});
    }

    int run(int maxRounds) {
        const RuleSet& rules = table_.rules();
        out(tr("%1 — %2 seat(s).").arg(QString::fromStdString(rules.name)).arg(seats_.size()));
        out(tr("Shoe: %1 cards, reshuffled after %2 (%3).")
                .arg(table_.shoe().size())
                .arg(rules.shoe.cutCard)
                .arg(QString::fromStdString(rules.reshuffleRule)));
        out(tr("Commitment (SHA-256 of this shoe's secret key, P-1): %1")
                .arg(QString::fromStdString(table_.shoe().commitment())));
        out(tr("At the wager prompt: a number to bet, Enter to repeat the last wager, "
               "r to ask for a reshuffle, q to quit."));
        if (history_ && !startHistory()) return 1;
        int played = 0;
        int status = 0;
        while (maxRounds <= 0 || played < maxRounds) {
            if (!anyoneCanPlay()) {
                out(tr("No seat has money left to wager."));
                break;
            }
            auto setup = askWagers();
            if (!setup) break;
            const RoundEnd end = playRound(*setup);
            if (end == RoundEnd::Failed) break;
            ++played;
            if (end == RoundEnd::LogFailed) status = 1;
            if (end != RoundEnd::Settled) break;
        }
        farewell(played);
        if (history_) {
            if (auto s = history_->endSession(sessionId_, {shoeState(true)}); !s) {
                err(tr("play: the history could not record the end of the session: %1")
                        .arg(QString::fromStdString(s.error())));
                status = 1;
            }
        }
        return status;
    }

private:
    struct Seat {
        Money bankroll;
        Money lastWager;
        BetSide side;
        bool bot;
    };

    enum class RoundEnd {
        Settled,   // the next round may start
        Quit,      // settled, and the player left the table during it
        LogFailed, // settled, but the hand history could not be written
        Failed     // not played (the engine refused it)
    };

    bool anyoneCanPlay() const {
        for (const Seat& s : seats_)
            if (s.bankroll > Money{}) return true;
        return false;
    }

    std::optional<RoundSetup> askWagers() {
        RoundSetup setup;
        const bool baccarat = table_.rules().wagerMode == WagerMode::BaccaratLike;
        for (size_t i = 0; i < seats_.size(); ++i) {
            Seat& s = seats_[i];
            if (s.bankroll <= Money{}) continue;
            if (s.lastWager > s.bankroll) s.lastWager = s.bankroll;
            if (!s.bot) {
                for (;;) {
                    auto answer =
                        ask(tr("%1 — bankroll %2. Wager [%3]: ")
                                .arg(describeSeat(static_cast<int>(i)), describeMoney(s.bankroll),
                                     describeMoney(s.lastWager)));
                    if (!answer || *answer == "q" || *answer == "quit") return std::nullopt;
                    if (*answer == "r") {
                        table_.requestReshuffle();
                        out(tr("The shoe will be reshuffled with a fresh key before this round."));
                        continue;
                    }
                    if (answer->isEmpty()) break;
                    auto w = Rational::parse(answer->toStdString());
                    if (!w || !checkMoneyInput(*w, "the wager") || *w > s.bankroll) {
                        out(tr("Please enter an amount above 0 and at most %1, in whole cents "
                               "(e.g. 1, 5, 2.50).")
                                .arg(describeMoney(s.bankroll)));
                        continue;
                    }
                    s.lastWager = *w;
                    break;
                }
                if (baccarat) {
                    for (;;) {
                        auto side = ask(tr("Bet on the [p]layer hand, the [d]ealer hand or a "
                                           "[s]talemate [p]: "));
                        if (!side) return std::nullopt;
                        if (side->isEmpty() || *side == "p")
                            s.side = BetSide::Player;
                        else if (*side == "d")
                            s.side = BetSide::Dealer;
                        else if (*side == "s")
                            s.side = BetSide::Stalemate;
                        else
                            continue;
                        break;
                    }
                }
            }
            seatOfBox_.push_back(static_cast<int>(i));
            setup.seats.push_back({s.lastWager, s.side, s.bankroll});
        }
        return setup;
    }

    void printNew(const Round& r) {
        const auto& ev = r.events();
        for (; printed_ < ev.size(); ++printed_) {
            Event e = ev[printed_];
            if (e.seat >= 0 && e.type != EventType::Outcome)
                e.seat = seatOfBox_[e.seat];
            else if (e.seat >= 0)
                e.seat = seatOfBox_[e.seat];
            out("  " + describeEvent(e, r.rules(), Viewer::Player));
        }
    }

    void printTable(const Round& r) {
        const DealerHand& d = r.dealer();
        const HandValue dv = r.dealerVisibleValue();
        out(tr("  Dealer: %1 (showing %2)")
                .arg(cardsText(d.cards, &d.faceUp), describeValue(dv.total, dv.soft, dv.bust)));
        const int seat = r.seatToAct();
        const auto& hands = r.seats()[seat].hands;
        for (size_t h = 0; h < hands.size(); ++h) {
            const HandValue v = r.handValue(seat, static_cast<int>(h));
            out(tr("  %1%2: %3 (%4)%5")
                    .arg(describeSeat(seatOfBox_[seat]),
                         hands.size() > 1 ? tr(" hand %1").arg(h + 1) : QString(),
                         cardsText(hands[h].cards), describeValue(v.total, v.soft, v.bust),
                         static_cast<int>(h) == r.handToAct() && r.phase() == Phase::Decision
                             ? tr("  <- to act")
                             : QString()));
        }
    }

    std::optional<Action> askAction(const Round& r) {
        const auto legal = r.legalActions();
        const QStringList options = actionChoices(legal);
        printTable(r);
        for (;;) {
            auto answer =
                ask(tr("%1, choose: %2 ")
                        .arg(describeSeat(seatOfBox_[r.seatToAct()]), options.join(", ")));
            if (!answer || answer->compare("q", Qt::CaseInsensitive) == 0) return std::nullopt;
            if (auto chosen = actionFromAnswer(*answer, legal)) return chosen;
            out(tr("Please choose one of: %1").arg(options.join(", ")));
        }
    }

    // The player leaving at a decision still owes the round: what is left of it is played by the
    // rules — every hand of theirs still to decide stands (forced plays still apply, F-11), an
    // insurance offer is declined — and the round is settled, logged and counted.
    static Action leavingAction(const Round& r) {
        const auto legal = r.legalActions();
        for (Action a : {Action::Stand, Action::DeclineInsurance})
            if (std::find(legal.begin(), legal.end(), a) != legal.end()) return a;
        return legal.front();
    }

    RoundEnd playRound(const RoundSetup& setup) {
        auto started = table_.startRound(setup);
        if (!started) {
            err(QString::fromStdString(started.error()));
            return RoundEnd::Failed;
        }
        Round r = std::move(started).value();
        printed_ = 0;
        const size_t shoesEndedBefore = shoesEndedSeen_;
        out(tr("— Round %1 —").arg(++roundNumber_));
        bool leaving = false;
        while (!r.isOver()) {
            if (auto s = table_.dealPending(r); !s) {
                err(QString::fromStdString(s.error()));
                return RoundEnd::Failed;
            }
            // What the player is shown is in the history first: the round in play is saved
            // before its new cards are shown and after every decision (a crash leaves it to be
            // settled from there, HistoryStore::recoverInterrupted), and a finished round is
            // recorded before its result is shown (below).
            if (r.isOver()) break;
            if (!savePending(r)) return RoundEnd::LogFailed;
            printNew(r);
            const int seat = seatOfBox_[r.seatToAct()];
            Action a;
            if (seats_[seat].bot) {
                a = mimic_.choose(r);
            } else if (leaving) {
                a = leavingAction(r);
            } else {
                auto chosen = askAction(r);
                if (!chosen) {
                    out(tr("You leave the table: your hands still to play stand, and the round "
                           "is played out and settled by the rules."));
                    leaving = true;
                    a = leavingAction(r);
                } else {
                    a = *chosen;
                }
            }
            if (auto s = r.apply(a); !s) err(QString::fromStdString(s.error()));
            if (r.isOver()) break;
            if (!savePending(r)) return RoundEnd::LogFailed;
            printNew(r);
        }
        for (size_t b = 0; b < r.seats().size(); ++b)
            seats_[seatOfBox_[b]].bankroll += r.seats()[b].net;
        const bool recorded = !history_ || recordRound(r, shoesEndedBefore);
        printNew(r);
        QStringList totals;
        for (size_t i = 0; i < seats_.size(); ++i)
            totals << tr("%1 %2").arg(describeSeat(static_cast<int>(i)),
                                      describeMoney(seats_[i].bankroll));
        out(tr("  Bankrolls: %1").arg(totals.join(", ")));
        seatOfBox_.clear();
        if (!recorded) return RoundEnd::LogFailed;
        if (log_ && !appendToLog(r)) return RoundEnd::LogFailed;
        return leaving ? RoundEnd::Quit : RoundEnd::Settled;
    }

    // Appends the finished round to the hand history and makes it durable before the next round:
    // written, flushed and synced to disk, so a crash or a kill loses no finished round. False
    // (and the message) when any of it fails.
    bool appendToLog(const Round& r) {
        const QByteArray line = roundToJsonLine(r) + '\n';
        bool ok = log_->write(line) == line.size() && log_->flush();
        if (ok && QFileInfo(logPath_).isFile() && ::fsync(log_->handle()) != 0) ok = false;
        if (!ok) {
            const QString why = log_->error() != QFileDevice::NoError
                                    ? log_->errorString()
                                    : QString::fromLocal8Bit(std::strerror(errno));
            err(tr("play: the hand history %1 could not be written (%2); the round just played "
                   "is not in it. The session stops.")
                    .arg(logPath_, why));
        }
        return ok;
    }

    // The history (what a crash left was settled when it was opened): this session begins.
    bool startHistory() {
        auto session = history_->beginSession("cli");
        if (!session) {
            err(tr("play: the history cannot start a session: %1")
                    .arg(QString::fromStdString(session.error())));
            return false;
        }
        sessionId_ = *session;
        return true;
    }

    // The box of the round the history follows: the first seat a person plays.
    int recordedBox() const {
        for (size_t b = 0; b < seatOfBox_.size(); ++b)
            if (!seats_[seatOfBox_[b]].bot) return static_cast<int>(b);
        return 0;
    }

    ShoeState shoeState(bool revealed) const {
        const Shoe& shoe = table_.shoe();
        if (!shoe.hasKey()) return {};
        return {shoe.commitment(), shoe.key().hex(),
                std::vector<Card>(shoe.order().begin(), shoe.order().begin() + shoe.dealt()),
                revealed};
    }

    // The round in play, saved after every step so that a crash leaves it to be settled.
    bool savePending(const Round& r) {
        if (!history_) return true;
        const int box = recordedBox();
        PendingRound p;
        p.sessionId = sessionId_;
        p.rules = r.rules();
        p.setup = r.setup();
        p.events = r.events();
        p.seat = box;
        p.bankrollBefore = seats_[seatOfBox_[box]].bankroll;
        p.shoe = shoeState(false);
        const auto& ended = table_.finishedShoes();
        p.shoesEnded.assign(ended.begin() + static_cast<std::ptrdiff_t>(shoesEndedSeen_),
                            ended.end());
        if (auto s = history_->savePending(p); !s) {
            err(tr("play: the history could not save the round in play: %1. The session stops.")
                    .arg(QString::fromStdString(s.error())));
            return false;
        }
        return true;
    }

    bool recordRound(const Round& r, size_t shoesEndedBefore) {
        FinishedRound f;
        f.sessionId = sessionId_;
        f.rules = r.rules();
        f.setup = r.setup();
        f.events = r.events();
        f.seat = recordedBox();
        f.bankrollAfter = seats_[seatOfBox_[f.seat]].bankroll;
        f.shoe = shoeState(false);
        const auto& ended = table_.finishedShoes();
        f.shoesEnded.assign(ended.begin() + static_cast<std::ptrdiff_t>(shoesEndedBefore),
                            ended.end());
        shoesEndedSeen_ = ended.size();
        if (auto id = history_->recordRound(f); !id) {
            err(tr("play: the history could not record the round just played: %1. The session "
                   "stops.")
                    .arg(QString::fromStdString(id.error())));
            return false;
        }
        return true;
    }

    void farewell(int played) {
        out(tr("%1 round(s) played.").arg(played));
        for (const FinishedShoe& f : table_.finishedShoes())
            out(tr("Finished shoe %1 was shuffled with key %2.")
                    .arg(QString::fromStdString(f.commitment), QString::fromStdString(f.key)));
        // P-3: leaving the table finishes this shoe for the player, so its key is revealed.
        const std::string key = table_.shoe().key().hex();
        out(tr("This shoe's key is now revealed (P-3): %1").arg(QString::fromStdString(key)));
        out(tr("Check it: finnish27-cli verify --key %1 --rules %2 --commitment %3")
                .arg(QString::fromStdString(key), QString::fromStdString(table_.rules().id),
                     QString::fromStdString(table_.shoe().commitment())));
    }

    Table table_;
    std::unique_ptr<QFile> log_;
    QString logPath_;
    std::unique_ptr<HistoryStore> history_;
    qint64 sessionId_ = 0;
    size_t shoesEndedSeen_ = 0; // table_.finishedShoes() already given to the history
    std::vector<Seat> seats_;
    std::vector<int> seatOfBox_;
    DealerMimicPolicy mimic_;
    size_t printed_ = 0;
    int roundNumber_ = 0;
};

} // namespace

int runPlay(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Play rounds at a text table. One answer per line on "
                                   "standard input, so it can be scripted."));
    p.addOption({"rules", tr("A preset id (%1) or a rule file.").arg(QString::fromStdString([] {
                     std::string s;
                     for (const auto& id : presetIds())
                         s += (s.empty() ? "" : ", ") + id;
                     return s;
                 }())),
                 "PRESET|FILE", "poker-like"});
    p.addOption({"seats", tr("Number of seats, 1 to 7."), "N", "1"});
    p.addOption({"bots", tr("Seats played by the computer, e.g. 2,3."), "LIST"});
    p.addOption({"key",
                 tr("Shuffle the first shoe with this key (64 hex digits) instead of a "
                    "fresh one: reproducible play."),
                 "HEX"});
    p.addOption({"bankroll", tr("Each seat's starting bankroll."), "AMOUNT", "100"});
    p.addOption({"wager", tr("The default wager."), "AMOUNT", "1"});
    p.addOption({"rounds", tr("Stop after this many rounds (0: until you quit)."), "N", "0"});
    p.addOption({"log", tr("Append every round to this hand-history file (JSON Lines)."), "FILE"});
    addHistoryOptions(p, true);
    if (!parseOrExplain(p, "play", args)) return p.isSet("help") ? 0 : 2;

    auto rules = loadRules(p.value("rules").toStdString());
    if (!rules) {
        err(QString::fromStdString(rules.error()));
        return 2;
    }
    const auto seatCount = intOption(p, "play", "seats", 1, kMaxSeats);
    if (!seatCount) return 2;
    const int seats = static_cast<int>(*seatCount);
    bool ok = false;
    QList<int> bots;
    for (const QString& b : p.value("bots").split(',', Qt::SkipEmptyParts)) {
        const int n = b.trimmed().toInt(&ok);
        if (!ok || n < 1 || n > seats) {
            err(tr("play: --bots names seat \"%1\", but the seats are 1 to %2.").arg(b).arg(seats));
            return 2;
        }
        bots << n;
    }
    auto bankroll = Rational::parse(p.value("bankroll").toStdString());
    auto wager = Rational::parse(p.value("wager").toStdString());
    if (!bankroll || !wager) {
        err(tr("play: --bankroll and --wager must be amounts such as 100 or 12.50: %1")
                .arg(QString::fromStdString(!bankroll ? bankroll.error() : wager.error())));
        return 2;
    }
    // Money is exact or refused: positive, whole cents, at most 10^12 (checkMoneyInput).
    for (const auto& [amount, name] : {std::pair{*bankroll, "--bankroll"}, {*wager, "--wager"}})
        if (const Status ok = checkMoneyInput(amount, name); !ok) {
            err(tr("play: %1.").arg(QString::fromStdString(ok.error())));
            return 2;
        }
    const auto roundCount = intOption(p, "play", "rounds", 0, 1000000000);
    if (!roundCount) return 2;
    const int rounds = static_cast<int>(*roundCount);
    std::unique_ptr<QFile> log;
    if (p.isSet("log")) {
        // O_APPEND: every round goes to the end of the file, whatever else writes to it; Qt's
        // Append mode would seek, which a device or a pipe cannot.
        const int fd = ::open(QFile::encodeName(p.value("log")).constData(),
                              O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
        if (fd < 0) {
            err(tr("play: cannot write %1: %2")
                    .arg(p.value("log"), QString::fromLocal8Bit(std::strerror(errno))));
            return 2;
        }
        log = std::make_unique<QFile>(p.value("log"));
        if (!log->open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered,
                       QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            err(tr("play: cannot write %1: %2").arg(p.value("log"), log->errorString()));
            return 2;
        }
    }
    std::optional<Table> table;
    if (p.isSet("key")) {
        auto key = ShuffleKey::fromHex(p.value("key").toStdString());
        if (!key) {
            err(tr("play: --key: %1").arg(QString::fromStdString(key.error())));
            return 2;
        }
        table.emplace(*rules, *key);
    } else {
        table.emplace(*rules);
    }
    bool historyFailed = false;
    auto history = openHistory(p, "play", true, historyFailed);
    if (historyFailed) return 2;
    PlaySession session(std::move(*table), seats, bots, *bankroll, *wager, std::move(log),
                        p.value("log"), std::move(history));
    return session.run(rounds);
}

} // namespace f27::cli
