#include "history_recorder.h"

#include "history.h"

#include "store/recall.h"

#include <QDebug>

using namespace f27;

namespace {
constexpr size_t kKeptSerials = 64; // late judgements come within a round or two

Money seatNet(const Round& round, int seat) {
    for (const Event& e : round.events())
        if (e.type == EventType::RoundEnd && e.seat == seat) return e.amount;
    return {};
}

void warn(const char* what, const std::string& error) {
    qWarning("history: %s: %s", what, error.c_str());
}
} // namespace

void HistoryRecorder::setHistory(History* history) {
    if (history == history_) return;
    history_ = history;
    session_ = 0;
    pending_.reset();
    kept_.clear();
}

HistoryStore* HistoryRecorder::store() const {
    return history_ ? history_->store() : nullptr;
}

qint64 HistoryRecorder::roundId(int serial) const {
    auto it = kept_.find(serial);
    return it == kept_.end() ? 0 : it->second;
}

bool HistoryRecorder::ensureSession() {
    if (!store()) return false;
    if (session_ != 0) return true;
    auto s = store()->beginSession("app");
    if (!s) {
        warn("beginning a session", s.error());
        return false;
    }
    session_ = *s;
    return true;
}

ShoeState HistoryRecorder::shoeState(const Table& table) {
    const Shoe& shoe = table.shoe();
    ShoeState s;
    if (!shoe.hasKey()) return s; // a prearranged shoe: not recorded
    s.commitment = shoe.commitment();
    s.keyHex = shoe.key().hex();
    const auto& order = shoe.order();
    s.dealt.assign(order.begin(),
                   order.begin() + std::min<std::ptrdiff_t>(
                                       shoe.dealt(), static_cast<std::ptrdiff_t>(order.size())));
    return s;
}

void HistoryRecorder::roundStarted(int serial, const Money& bankrollBefore) {
    serial_ = serial;
    inPlay_ = true;
    bankrollBefore_ = bankrollBefore;
    analysis_.clear();
    pending_.reset();
}

void HistoryRecorder::stepApplied(const Table& table, const Round& round, int seat) {
    if (!inPlay_ || !ensureSession()) return;
    if (table_ != &table) { // a new table: its finished shoes are new
        table_ = &table;
        shoesRecorded_ = 0;
    }
    if (round.isOver()) {
        record(table, round, seat);
        return;
    }
    PendingRound p;
    p.sessionId = session_;
    p.rules = round.rules();
    p.setup = round.setup();
    p.events = round.events();
    p.seat = seat;
    p.bankrollBefore = bankrollBefore_;
    p.shoe = shoeState(table);
    const auto& finished = table.finishedShoes();
    for (size_t i = shoesRecorded_; i < finished.size(); ++i)
        p.shoesEnded.push_back(finished[i]);
    if (auto s = store()->savePending(p); !s) warn("saving the round in play", s.error());
    pending_ = std::move(p);
}

void HistoryRecorder::record(const Table& table, const Round& round, int seat) {
    inPlay_ = false;
    pending_.reset();
    FinishedRound f;
    f.sessionId = session_;
    f.rules = round.rules();
    f.setup = round.setup();
    f.events = round.events();
    f.seat = seat;
    f.bankrollAfter = bankrollBefore_ + seatNet(round, seat);
    f.shoe = shoeState(table);
    const auto& finished = table.finishedShoes();
    for (size_t i = shoesRecorded_; i < finished.size(); ++i)
        f.shoesEnded.push_back(finished[i]);
    shoesRecorded_ = finished.size();
    f.analysis = std::move(analysis_);
    analysis_.clear();
    auto id = store()->recordRound(f);
    if (!id) {
        warn("keeping a round", id.error());
        return;
    }
    kept_[serial_] = *id;
    while (kept_.size() > kKeptSerials)
        kept_.erase(kept_.begin());
    history_->touch();
}

void HistoryRecorder::judged(const StrategyHints::Judgement& j) {
    if (!store() || j.eventIndex < 0) return;
    DecisionAnalysis a;
    a.eventIndex = j.eventIndex;
    for (const ActionValue& v : j.values)
        a.options.emplace_back(v.action, v.ev);
    a.best = j.best;
    a.cost = j.cost();
    if (j.round == serial_ && inPlay_) {
        analysis_.push_back(std::move(a));
        return;
    }
    const qint64 id = roundId(j.round);
    if (id == 0) return; // its round was not kept
    if (auto s = store()->addAnalysis(id, a); !s)
        warn("adding a judgement", s.error());
    else
        history_->touch();
}

void HistoryRecorder::leaveTable(const Table* table) {
    if (!store() || session_ == 0) {
        inPlay_ = false;
        pending_.reset();
        return;
    }
    std::vector<ShoeState> shoes;
    if (table) {
        shoes.push_back(shoeState(*table));
        shoes.back().revealed = true;
    }
    if (inPlay_ && pending_) {
        // Left mid-round: the rest is played by the rules, as after a crash (the shoe then
        // dealt more cards than the table did).
        auto settled = settleInterrupted(*pending_);
        if (settled) {
            FinishedRound f = std::move(settled).value();
            f.analysis = std::move(analysis_);
            if (auto id = store()->recordRound(f); !id)
                warn("keeping the round in play", id.error());
            else if (!shoes.empty() && shoes.back().commitment == f.shoe.commitment)
                shoes.back() = f.shoe;
        } else {
            warn("settling the round in play", settled.error());
        }
    }
    inPlay_ = false;
    pending_.reset();
    analysis_.clear();
    if (auto s = store()->endSession(session_, shoes); !s) warn("ending the session", s.error());
    session_ = 0;
    table_ = nullptr;
    shoesRecorded_ = 0;
    history_->touch();
}
