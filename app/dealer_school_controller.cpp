#include "dealer_school_controller.h"

#include "school_text.h"

#include "rules/rule_set_json.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>

using namespace f27;

namespace {
// The spotting mode's players and errors are seeded apart from the procedure mode's.
constexpr std::uint64_t kSpotSeedOffset = 0x5eed5eed;
} // namespace

DealerSchoolController::DealerSchoolController(QObject* parent)
    : QObject(parent), seed_(QRandomGenerator::system()->generate64()) {
    if (auto preset = loadPreset("poker-like")) rules_ = *preset;
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, &DealerSchoolController::clockChanged);
    connect(this, &DealerSchoolController::rulesChanged, this,
            &DealerSchoolController::namesChanged);
    connect(&view_, &SchoolTableView::cue, this, &DealerSchoolController::cue);
    connect(&spot_, &SchoolSpotter::cue, this, &DealerSchoolController::cue);
    // The spotting table's shoe changes as its steps are carried out.
    connect(&spot_, &SchoolSpotter::shownChanged, this, [this] {
        if (mode_ == Spot) emit shoeChanged();
    });
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
    newTables();
}

DealerSchoolController::~DealerSchoolController() = default;

QStringList DealerSchoolController::presets() const {
    QStringList out;
    for (const std::string& id : presetIds())
        out << QString::fromStdString(id);
    return out;
}

QStringList DealerSchoolController::presetNames() const {
    QStringList out;
    for (const std::string& id : presetIds()) {
        auto r = loadPreset(id);
        out << (r ? ruleSetDisplayName(id, r->name) : QString::fromStdString(id));
    }
    return out;
}

bool DealerSchoolController::finnishIndices() const {
    return rules_.indexStyle == IndexStyle::Finnish;
}

int DealerSchoolController::target() const {
    return rules_.values.target;
}

SchoolTableView* DealerSchoolController::view() {
    return mode_ == Spot ? spot_.view() : &view_;
}

Table* DealerSchoolController::modeTable() const {
    return mode_ == Spot ? spotTable_.get() : table_.get();
}

QString DealerSchoolController::commitment() const {
    const Table* t = modeTable();
    return t ? QString::fromStdString(t->shoe().commitment()) : QString();
}

int DealerSchoolController::shoeRemaining() const {
    const Table* t = modeTable();
    return t ? t->shoe().remaining() : 0;
}

int DealerSchoolController::shoeSize() const {
    const Table* t = modeTable();
    return t ? t->shoe().size() : 0;
}

int DealerSchoolController::discards() const {
    const Table* t = modeTable();
    return t ? t->shoe().dealt() : 0;
}

// --- Settings ---------------------------------------------------------------------------------

void DealerSchoolController::setSeatCount(int n) {
    n = std::clamp(n, 1, kMaxSeats);
    if (n == seatCount_) return;
    seatCount_ = n;
    emit seatCountChanged();
    restart();
}

void DealerSchoolController::setMode(Mode m) {
    if (m == mode_) return;
    mode_ = m;
    spot_.setActive(active_ && mode_ == Spot);
    setHint({});
    setInputError({});
    emit modeChanged();
    emit shoeChanged();
    ensureRound();
    updateClocks();
}

void DealerSchoolController::setActive(bool active) {
    if (active == active_) return;
    active_ = active;
    spot_.setActive(active_ && mode_ == Spot);
    emit activeChanged();
    ensureRound();
    updateClocks();
}

bool DealerSchoolController::loadRules(const QString& presetOrPath) {
    QString path = presetOrPath;
    if (path.startsWith("file://")) path = QUrl(path).toLocalFile();
    auto loaded = f27::loadRules(path.toStdString());
    if (!loaded) {
        rulesError_ = QString::fromStdString(loaded.error());
        emit rulesChanged();
        return false;
    }
    rules_ = *loaded;
    rulesSource_ = QFileInfo::exists(path) ? QFileInfo(path).absoluteFilePath() : path;
    rulesError_.clear();
    newTables();
    emit rulesChanged();
    restart();
    return true;
}

bool DealerSchoolController::useKey(const QString& hex) {
    auto key = ShuffleKey::fromHex(hex.toStdString());
    if (!key) return false;
    key_ = *key;
    newTables();
    restart();
    return true;
}

void DealerSchoolController::useSeed(int seed) {
    seed_ = static_cast<std::uint64_t>(seed);
    newTables(); // a keyed shoe starts again from its first card
    restart();
}

// Fresh tables for both modes: a shoe with the key given (the same order in both modes), else
// each with a fresh key from the OS (P-1). The rounds on the old tables are dropped first.
void DealerSchoolController::newTables() {
    procedure_.reset();
    spot_.reset(rules_, seatCount_);
    table_ = key_ ? std::make_unique<Table>(rules_, *key_) : std::make_unique<Table>(rules_);
    spotTable_ = key_ ? std::make_unique<Table>(rules_, *key_) : std::make_unique<Table>(rules_);
    emit shoeChanged();
}

// The rules, the seats or the seeds changed: both modes' rounds start again (the one on show at
// once, the other when it is next shown).
void DealerSchoolController::restart() {
    if (exam_ && !examDone_) { // other rules or seats: the exam in progress is abandoned
        exam_.reset();
        emit examChanged();
    }
    procedure_.reset();
    spot_.reset(rules_, seatCount_);
    players_.reset(); // the players start again from the seed
    spotPlayers_.reset();
    lastVerdict_.reset();
    view_.setRules(rules_);
    view_.clear(seatCount_);
    spotRounds_ = 0;
    roundNumber_ = 0; // a new table: its rounds are counted from 1, its log starts empty
    view_.messages()->clear();
    spot_.view()->messages()->clear();
    finalSeconds_ = -1;
    updateClocks();
    setHint({});
    setInputError({});
    emit verdictChanged();
    emit roundChanged();
    emit clockChanged();
    ensureRound();
}

void DealerSchoolController::ensureRound() {
    if (!active_) return;
    if (mode_ == Procedure && !procedure_) startProcedureRound();
    if (mode_ == Spot && !spot_.hasRound()) startSpotRound();
}

RoundSetup DealerSchoolController::wagers(TrainingPlayers& players) {
    return players.wagers(rules_, seatCount_);
}

bool DealerSchoolController::nextRound() {
    if (mode_ == Spot) {
        if (spot_.state() != SchoolSpotter::Over && spot_.hasRound()) return false;
        return startSpotRound();
    }
    if (procedure_ && !procedure_->isOver()) return false;
    return startProcedureRound();
}

bool DealerSchoolController::startProcedureRound() {
    procedure_.reset();
    if (!players_) players_ = std::make_unique<TrainingPlayers>(seed_);
    auto started = DealerProcedure::start(*table_, wagers(*players_), *players_);
    if (!started) {
        rulesError_ = QString::fromStdString(started.error());
        emit rulesChanged();
        return false;
    }
    procedure_.emplace(std::move(started).value());
    ++roundNumber_;
    roundHints_ = 0;
    lastVerdict_.reset();
    view_.setRules(rules_);
    view_.startRound(seatCount_);
    view_.note([n = roundNumber_] { return SchoolText::tr("Round %1").arg(n); }, {}, "round");
    view_.showUpTo(procedure_->round(), procedure_->eventsDone());
    roundClock_.start();
    stepClock_.start();
    finalSeconds_ = -1;
    updateClocks();
    setHint({});
    setInputError({});
    emit verdictChanged();
    emit roundChanged();
    emit clockChanged();
    emit shoeChanged();
    emit cue("chips");
    return true;
}

bool DealerSchoolController::startSpotRound() {
    if (!spotPlayers_) spotPlayers_ = std::make_unique<TrainingPlayers>(seed_ + kSpotSeedOffset);
    auto started = DealerProcedure::start(*spotTable_, wagers(*spotPlayers_), *spotPlayers_);
    if (!started) {
        rulesError_ = QString::fromStdString(started.error());
        emit rulesChanged();
        return false;
    }
    ++spotRounds_;
    spot_.begin(std::move(started).value(), seed_ + kSpotSeedOffset + spotRounds_, rules_,
                seatCount_);
    emit shoeChanged();
    emit cue("chips");
    return true;
}

// --- Run the table ------------------------------------------------------------------------------

bool DealerSchoolController::roundOver() const {
    return procedure_ && procedure_->isOver();
}

int DealerSchoolController::roundSteps() const {
    return procedure_ ? static_cast<int>(procedure_->verdicts().size()) : 0;
}

int DealerSchoolController::roundErrors() const {
    return procedure_ ? procedure_->errors() : 0;
}

int DealerSchoolController::roundSeconds() const {
    if (finalSeconds_ >= 0) return finalSeconds_;
    return procedure_ ? static_cast<int>(roundClock_.elapsed() / 1000) : 0;
}

QString DealerSchoolController::roundClock() const {
    return SchoolText::clock(roundSeconds());
}

SchoolVerdict DealerSchoolController::verdict() const {
    return lastVerdict_ ? SchoolVerdict::of(*lastVerdict_) : SchoolVerdict{};
}

QString DealerSchoolController::stepSyntax() const {
    return SchoolText::syntax();
}

void DealerSchoolController::updateClocks() {
    const bool run = active_ && mode_ == Procedure && procedure_ && !procedure_->isOver();
    if (run) {
        roundClock_.resume();
        stepClock_.resume();
        if (!tick_.isActive()) tick_.start();
    } else {
        roundClock_.pause();
        stepClock_.pause();
        tick_.stop();
    }
}

void DealerSchoolController::setInputError(const QString& e) {
    if (e == inputError_) return;
    inputError_ = e;
    emit inputErrorChanged();
}

void DealerSchoolController::setHint(const QString& h) {
    if (h == hint_) return;
    hint_ = h;
    emit hintChanged();
}

bool DealerSchoolController::refuse(const QString& why) {
    setInputError(why);
    return false;
}

// A seat the table does not have is a slip of the keys, not a dealing error: refused unjudged.
bool DealerSchoolController::seatAtTable(int seat) {
    if (seat >= 0 && seat < seatCount_) return true;
    return refuse(
        tr("There is no seat %1 at this table (seats 1 to %2).").arg(seat + 1).arg(seatCount_));
}

std::optional<Money> DealerSchoolController::amount(const QString& text) {
    QString why;
    auto m = SchoolText::parseAmount(text, &why);
    if (!m) setInputError(why);
    return m;
}

bool DealerSchoolController::perform(const ProcedureStep& step) {
    if (!procedure_) return refuse(tr("No round is in play."));
    if (procedure_->isOver()) return refuse(tr("The round is over: deal the next round (N)."));
    const int ms = static_cast<int>(stepClock_.elapsed());
    const StepVerdict v = procedure_->perform(step, ms);
    stepClock_.start();
    scores_.record(v);
    if (progress_)
        progress_->recordStep(QString::fromLatin1(stepCategoryName(v.category)), v.correct, ms);
    lastVerdict_ = v;
    view_.showUpTo(procedure_->round(), procedure_->eventsDone());
    if (!v.correct) {
        const SchoolVerdict sv = SchoolVerdict::of(v);
        view_.note(
            [sv] { return SchoolText::tr("✗ You: %1. Right: %2.").arg(sv.doneStep, sv.rightStep); },
            sv.rule, "error");
        emit cue("loss");
    }
    setHint({});
    setInputError({});
    if (procedure_->isOver()) finishProcedureRound();
    emit verdictChanged();
    emit roundChanged();
    emit shoeChanged();
    return true;
}

void DealerSchoolController::finishProcedureRound() {
    finalSeconds_ = static_cast<int>(roundClock_.elapsed() / 1000);
    updateClocks();
    scores_.recordRound();
    const int steps = roundSteps(), errors = roundErrors(), seconds = finalSeconds_;
    view_.note(
        [steps, errors, seconds] {
            return SchoolText::tr("Round over: %1 steps, %2 errors, %3.")
                .arg(steps)
                .arg(errors)
                .arg(SchoolText::clock(seconds));
        },
        {}, "round");
    if (errors == 0) emit cue("win");
    if (exam_ && !examDone_) finishExamRound();
    emit clockChanged();
}

// --- The exam ---

void DealerSchoolController::setProgress(TrainingProgress* p) {
    if (p == progress_) return;
    if (progress_) disconnect(&spot_, nullptr, progress_, nullptr);
    progress_ = p;
    if (progress_)
        connect(&spot_, &SchoolSpotter::answered, progress_, &TrainingProgress::recordSpot);
    emit progressChanged();
}

bool DealerSchoolController::startExam(int rounds, int maxErrors, int maxSecondsPerRound) {
    const ExamRules exam{rounds, maxErrors, maxSecondsPerRound};
    if (auto s = checkExamRules(exam); !s) return refuse(QString::fromStdString(s.error()));
    setMode(Procedure);
    restart(); // a fresh table: the exam's first round
    exam_.emplace(exam, rules_);
    examDone_ = false;
    emit examChanged();
    return true;
}

void DealerSchoolController::abandonExam() {
    if (!exam_) return;
    exam_.reset();
    examDone_ = false;
    emit examChanged();
}

void DealerSchoolController::finishExamRound() {
    exam_->addRound(procedure_->verdicts());
    // Rounds are timed by the school's own clock (the steps' times leave out the pauses).
    if (exam_->complete()) {
        examDone_ = true;
        if (progress_) progress_->recordExam(exam_->record());
        emit cue(exam_->passed() ? "win" : "loss");
    }
    emit examChanged();
}

QString DealerSchoolController::examStatus() const {
    if (!exam_) return {};
    const int dealt = static_cast<int>(exam_->rounds().size());
    if (examDone_)
        return exam_->passed() ? tr("Exam passed: %1 error(s) in %2 rounds, %3 s a round.")
                                     .arg(exam_->errors())
                                     .arg(dealt)
                                     .arg(exam_->averageSeconds(), 0, 'f', 0)
                               : tr("Exam failed: %1.").arg(exam_->failReason());
    return tr("Exam: round %1 of %2 · %3 error(s) so far, at most %4 · at most %5 s a round")
        .arg(std::min(dealt + 1, exam_->exam().rounds))
        .arg(exam_->exam().rounds)
        .arg(exam_->errors())
        .arg(exam_->exam().maxErrors)
        .arg(exam_->exam().maxSecondsPerRound);
}

bool DealerSchoolController::saveExamReport(const QString& pathOrUrl) {
    if (!examFinished()) return refuse(tr("No exam has been finished yet."));
    QString path = pathOrUrl;
    if (path.startsWith("file:")) path = QUrl(path).toLocalFile();
    const QString html = exam_->reportHtml();
    if (path.endsWith(".pdf", Qt::CaseInsensitive)) {
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setTitle(tr("Dealer exam"));
        QTextDocument doc;
        doc.setHtml(html);
        doc.print(&writer);
        if (!QFileInfo(path).exists() || QFileInfo(path).size() == 0)
            return refuse(tr("The report could not be written to %1.").arg(path));
        return true;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(html.toUtf8()) < 0 || !f.commit())
        return refuse(tr("The report could not be written to %1: %2").arg(path, f.errorString()));
    return true;
}

bool DealerSchoolController::dealTo(int seat, int hand, bool faceUp) {
    if (seat >= 0 && !seatAtTable(seat)) return false;
    ProcedureStep s;
    s.kind = StepKind::Deal;
    s.seat = seat < 0 ? -1 : seat;
    s.hand = seat < 0 ? 0 : std::max(0, hand);
    s.faceUp = faceUp;
    return perform(s);
}

namespace {
ProcedureStep stepOf(StepKind k) {
    ProcedureStep s;
    s.kind = k;
    return s;
}
} // namespace

bool DealerSchoolController::offerInsurance() {
    return perform(stepOf(StepKind::OfferInsurance));
}

bool DealerSchoolController::checkNatural() {
    return perform(stepOf(StepKind::CheckNatural));
}

bool DealerSchoolController::revealHole() {
    return perform(stepOf(StepKind::RevealHole));
}

bool DealerSchoolController::dealerHit() {
    return perform(stepOf(StepKind::DealerHit));
}

bool DealerSchoolController::dealerStand() {
    return perform(stepOf(StepKind::DealerStand));
}

bool DealerSchoolController::declare(int seat, int hand, const QString& play) {
    if (!seatAtTable(seat)) return false;
    ProcedureStep s = stepOf(StepKind::Declare);
    s.seat = seat;
    s.hand = std::max(0, hand);
    if (play != "choice") {
        auto a = parseAction(play.toStdString());
        if (!a || *a == Action::TakeInsurance || *a == Action::DeclineInsurance)
            return refuse(
                tr("\"%1\" is no play: hit, stand, double, split, surrender or choice.").arg(play));
        s.forced = *a;
    }
    return perform(s);
}

bool DealerSchoolController::settleHand(int seat, int hand, const QString& result,
                                        const QString& amountText) {
    if (!seatAtTable(seat)) return false;
    ProcedureStep s = stepOf(StepKind::SettleHand);
    s.seat = seat;
    s.hand = std::max(0, hand);
    if (result == "pay" || result == "win")
        s.result = HandResult::Win;
    else if (result == "take" || result == "lose")
        s.result = HandResult::Lose;
    else if (result == "push")
        s.result = HandResult::Push;
    else if (result == "surrender")
        s.result = HandResult::Surrender;
    else
        return refuse(tr("\"%1\" is no settlement: pay, take, push or surrender.").arg(result));
    if (s.result != HandResult::Push) {
        const auto m = amount(amountText);
        if (!m) return false;
        s.amount = *m;
    }
    return perform(s);
}

bool DealerSchoolController::settleInsurance(int seat, const QString& result,
                                             const QString& amountText) {
    if (!seatAtTable(seat)) return false;
    ProcedureStep s = stepOf(StepKind::SettleInsurance);
    s.seat = seat;
    if (result == "pay" || result == "win")
        s.result = HandResult::Win;
    else if (result == "take" || result == "lose")
        s.result = HandResult::Lose;
    else
        return refuse(tr("\"%1\" is no insurance settlement: pay or take.").arg(result));
    const auto m = amount(amountText);
    if (!m) return false;
    s.amount = *m;
    return perform(s);
}

bool DealerSchoolController::performText(const QString& text) {
    QString t = text.trimmed();
    // Amounts as a Finnish keyboard types them: "17,5".
    t.replace(',', '.');
    auto step = parseStep(t.toStdString());
    if (!step) return refuse(tr("Not a dealer step: %1").arg(QString::fromStdString(step.error())));
    if (step->seat >= 0 && !seatAtTable(step->seat)) return false;
    return perform(*step);
}

QString DealerSchoolController::addAmount(const QString& amountText, const QString& chip) const {
    Money total;
    if (!amountText.trimmed().isEmpty()) {
        const auto m = SchoolText::parseAmount(amountText, nullptr);
        if (!m) return amountText;
        total = *m;
    }
    const auto c = SchoolText::parseAmount(chip, nullptr);
    if (!c) return amountText;
    return SchoolText::money(total + *c);
}

void DealerSchoolController::showHint() {
    if (examActive()) {
        setHint(tr("No hints during an exam."));
        return;
    }
    if (mode_ != Procedure || !procedure_ || procedure_->isOver()) return;
    ++roundHints_;
    const ProcedureStep next = procedure_->expected();
    setHint(tr("Next: %1 (%2) — %3")
                .arg(SchoolText::step(next), SchoolText::stepCode(next),
                     QString::fromStdString(procedure_->expectedText())));
    emit roundChanged();
}

bool DealerSchoolController::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        view_.retranslate();
        spot_.retranslate();
        scores_.retranslate();
        emit namesChanged();
        emit verdictChanged();
        emit clockChanged();
    }
    return QObject::eventFilter(watched, event);
}
