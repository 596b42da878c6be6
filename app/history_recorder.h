// What the table keeps in the history (history.h): a session from the first round dealt, the
// round in play after every step (so that a round cut short by a crash is settled at the next
// start), every finished round with the hints' judgements of its decisions, judgements that
// arrive after their round was kept, and the end of the session (its shoes finished, their
// keys revealed) when the table is left: the program closes, or the rules change.
//
// Invariants:
// - Without a history (none set, or none open) every call does nothing.
// - A judgement is stored with the Decision event it judged: its round's analysis while the
//   round is being played, addAnalysis once the round is kept.
// - Leaving mid-round (the program closing) settles the round in play by the rules, as the
//   table would after a crash, before the session ends.
#pragma once

#include "strategy_hints.h"

#include "round/table.h"
#include "store/history_store.h"

#include <QPointer>

#include <map>
#include <optional>
#include <vector>

class History;

class HistoryRecorder {
public:
    HistoryRecorder() = default;
    HistoryRecorder(const HistoryRecorder&) = delete;
    HistoryRecorder& operator=(const HistoryRecorder&) = delete;

    // Another history (null: none). Detaching does not end the session: what it saved stays, as
    // after a crash.
    void setHistory(History* history);
    History* history() const { return history_; }
    // The session in the history (0: none begun yet).
    qint64 session() const { return session_; }

    // A round was dealt (round serial `serial`, the caller's numbering; the seat's bankroll
    // before it): begins the session at the first round.
    void roundStarted(int serial, const f27::Money& bankrollBefore);
    // The round in play after a step (the deal, a decision, the computer seats): saved as the
    // round in play, or, once over, kept as a finished round.
    void stepApplied(const f27::Table& table, const f27::Round& round, int seat);
    // A decision judged by the hints (any time after it was made).
    void judged(const StrategyHints::Judgement& j);
    // The table is left (the rules change, the program closes): the round in play, if any, is
    // settled by the rules and kept, and the session ends with its shoe finished.
    void leaveTable(const f27::Table* table);

    // The round id kept for round serial `serial` (tests); 0 when none.
    qint64 roundId(int serial) const;

private:
    f27::HistoryStore* store() const;
    bool ensureSession();
    static f27::ShoeState shoeState(const f27::Table& table);
    void record(const f27::Table& table, const f27::Round& round, int seat);

    QPointer<History> history_;
    qint64 session_ = 0;
    int serial_ = 0; // the round in play (or last played)
    bool inPlay_ = false;
    f27::Money bankrollBefore_;
    std::optional<f27::PendingRound> pending_;    // the round in play as last saved
    std::vector<f27::DecisionAnalysis> analysis_; // of the round in play
    std::map<int, qint64> kept_;                  // round serial -> round id (recent)
    const f27::Table* table_ = nullptr;           // the table the shoes below are of
    size_t shoesRecorded_ = 0;                    // its finished shoes already kept
};
