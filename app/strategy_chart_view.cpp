#include "strategy_chart_view.h"

#include "chart_picture.h"
#include "history.h"
#include "practice/practice_session.h"
#include "round/describe.h"
#include "rules/rule_set_json.h"
#include "strategy/shipped_chart.h"
#include "strategy/strategy_chart_render.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <thread>

using namespace f27;

struct StrategyChartView::Derived {
    Result<ChartToPlay> chart = fail("not derived");
};

namespace {

QString number(double v) {
    return QLocale().toString(v, 'f', 3);
}

QString cardsLabel(const std::vector<Card>& cards) {
    QStringList parts;
    for (const Card& c : cards)
        parts << QString::fromStdString(rankCode(c.rank));
    return parts.join(QLatin1Char('+'));
}

// Every option of the decision at these cards, best first, with what each gives away.
QString valuesText(const RuleSet& rules, const StrategyChart& chart, const StrategyChart& totals,
                   const QString& caption, const std::vector<Card>& player,
                   const std::vector<Card>& dealer) {
    auto spot = spotAt(rules, player, dealer);
    if (!spot) return caption + QStringLiteral("\n  ") + QString::fromStdString(spot.error());
    auto q = question(std::move(spot).value(), chart, totals);
    if (!q) return caption + QStringLiteral("\n  ") + QString::fromStdString(q.error());
    std::vector<ActionValue> values = q->values;
    std::stable_sort(values.begin(), values.end(),
                     [](const ActionValue& a, const ActionValue& b) { return a.ev > b.ev; });
    const double best = values.front().ev;
    QString out = caption;
    for (const ActionValue& v : values) {
        out += QStringLiteral("\n  ") + actionLabel(v.action) + QStringLiteral("  ") + number(v.ev);
        if (best - v.ev > kEvTolerance)
            out +=
                QStringLiteral("  ") + StrategyChartView::tr("(costs %1)").arg(number(best - v.ev));
        else
            out += QStringLiteral("  ") + StrategyChartView::tr("(best)");
    }
    out += QStringLiteral("\n  ") +
           StrategyChartView::tr("The chart: %1.").arg(actionLabel(q->chartAction));
    if (*q->ev(q->best) - q->ev(q->chartAction).value_or(-1e300) > kEvTolerance)
        out += QStringLiteral("\n  ") +
               StrategyChartView::tr("For these very cards the exact best is not the chart's: the "
                                     "chart keeps only the exceptions that cost enough per round "
                                     "to be worth learning.");
    return out;
}

} // namespace

StrategyChartView::StrategyChartView(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcher<std::shared_ptr<Derived>>::finished, this,
            &StrategyChartView::derived);
}

StrategyChartView::~StrategyChartView() {
    if (cancel_) cancel_->store(true);
    watcher_.waitForFinished(); // stops at the derivation's next poll of the flag
}

void StrategyChartView::setRules(const QString& source) {
    if (source == source_) return;
    source_ = source;
    emit rulesChanged();
    if (cancel_) cancel_->store(true);
    chart_.reset();
    rules_.reset();
    grid_ = {};
    qDeleteAll(tables_);
    tables_.clear();
    error_.clear();
    detail_.clear();
    detailBusy_ = false;
    ++detailGeneration_;
    queued_.reset();
    emit detailChanged();
    auto rules = loadRules(source.toStdString());
    if (!rules) {
        error_ = tr("These rules cannot be read: %1").arg(QString::fromStdString(rules.error()));
        busy_ = false;
        emit stateChanged();
        return;
    }
    rules_ = *rules;
    if (rules->wagerMode != WagerMode::Standard) {
        error_ = tr("These rules have no decisions to chart: the bet is settled by fixed play.");
        busy_ = false;
        emit stateChanged();
        return;
    }
    if (auto shipped = shippedChartFor(*rules)) {
        chart_ = shipped->chart;
        busy_ = false;
        setGrid();
        return;
    }
    // Derived off the GUI thread (seconds for the Finnish games), with progress.
    busy_ = true;
    progress_ = 0;
    emit progressChanged();
    emit stateChanged();
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    ChartOptions options;
    options.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    options.cancelled = [cancel = cancel_] { return cancel->load(); };
    QPointer<StrategyChartView> self(this);
    options.progress = [self](double f) {
        QMetaObject::invokeMethod(
            qApp,
            [self, f] {
                if (!self) return;
                self->progress_ = f;
                emit self->progressChanged();
            },
            Qt::QueuedConnection);
    };
    const RuleSet r = *rules;
    watcher_.setFuture(QtConcurrent::run([r, options] {
        auto d = std::make_shared<Derived>();
        d->chart = shippedOrDerivedChart(r, options);
        return d;
    }));
}

void StrategyChartView::derived() {
    const std::shared_ptr<Derived> d = watcher_.result();
    if (!rules_ || !cancel_ || cancel_->load()) return; // superseded
    busy_ = false;
    if (!d->chart) {
        error_ =
            tr("The chart could not be derived: %1").arg(QString::fromStdString(d->chart.error()));
        emit stateChanged();
        return;
    }
    chart_ = d->chart->chart;
    setGrid();
}

void StrategyChartView::setGrid() {
    grid_ = chartGrid(*chart_, *rules_);
    for (const GridTable& t : grid_.tables)
        tables_.append(new ChartGridModel(t, grid_.hitToLow, grid_.hitToHigh, this));
    emit stateChanged();
}

std::vector<Card> StrategyChartView::dealerCards(int table, int row, int column) const {
    const GridTable& t = grid_.tables[static_cast<size_t>(table)];
    int c = t.rowColumn[static_cast<size_t>(row)];
    if (c < 0) c = column; // the classic grid: its columns are the chart's
    if (c < 0 || c >= static_cast<int>(chart_->columns.size())) return {};
    const ChartColumn& col = chart_->columns[static_cast<size_t>(c)];
    const std::vector<Rank>& ranks =
        col.dealerTotal >= 0 && !col.views.empty() ? col.views.front() : col.dealer;
    std::vector<Card> cards;
    const Suit suits[] = {Suit::Clubs, Suit::Diamonds};
    for (size_t i = 0; i < ranks.size(); ++i)
        cards.push_back(Card{ranks[i], ranks[i] == Rank::Joker ? Suit::None : suits[i % 2]});
    return cards;
}

std::vector<std::pair<QString, std::vector<Card>>> StrategyChartView::handsOf(int table, int row,
                                                                              int column) const {
    std::vector<std::pair<QString, std::vector<Card>>> out;
    if (!chart_ || table < 0 || table >= static_cast<int>(grid_.tables.size())) return out;
    const GridTable& t = grid_.tables[static_cast<size_t>(table)];
    if (row < 0 || row >= static_cast<int>(t.rows.size()) || column < 0 ||
        column >= t.columnHeads.size())
        return out;
    const auto& cells = t.rows[static_cast<size_t>(row)];
    const GridCell& cell = cells[static_cast<size_t>(column)];
    const auto withHand = std::find_if(cells.begin(), cells.end(),
                                       [](const GridCell& c) { return c.hand.has_value(); });
    if (cell.hand || (withHand != cells.end() && t.rowColumn[static_cast<size_t>(row)] >= 0)) {
        const GridHand& h = cell.hand ? *cell.hand : *withHand->hand;
        out.push_back({tr("%1 against %2")
                           .arg(cardsLabel(h.cards), cardsLabel(dealerCards(table, row, column))),
                       h.cards});
        return out;
    }
    if (cell.mark != GridMark::HitTo) return out;
    const auto [soft, n] = t.hitToKeys[static_cast<size_t>(column)];
    const ChartColumn& col = chart_->columns[static_cast<size_t>(t.rowColumn[size_t(row)])];
    const QString kind = chartKindLabel(soft);
    if (auto below = handReadAs(*chart_, *rules_, col, n, soft, cell.value - 1))
        out.push_back({tr("%1 %2, the highest that hits: %3")
                           .arg(kind)
                           .arg(cell.value - 1)
                           .arg(cardsLabel(*below)),
                       *below});
    if (auto at = handReadAs(*chart_, *rules_, col, n, soft, cell.value))
        out.push_back(
            {tr("%1 %2, the lowest that stands: %3").arg(kind).arg(cell.value).arg(cardsLabel(*at)),
             *at});
    return out;
}

void StrategyChartView::explain(int table, int row, int column) {
    const int generation = ++detailGeneration_;
    const auto hands = handsOf(table, row, column);
    queued_.reset();
    if (hands.empty()) {
        detail_.clear();
        detailBusy_ = false;
        emit detailChanged();
        return;
    }
    detailBusy_ = true;
    emit detailChanged();
    // One valuation at a time: a pointer sweeping the grid asks for many cells, and only the
    // last one is wanted; it is valued when the running one ends.
    if (valuing_) {
        queued_ = {table, row, column};
        return;
    }
    valuing_ = true;
    const std::vector<Card> dealer = dealerCards(table, row, column);
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        valuing_ = false;
        if (queued_) {
            const auto [t, r, c] = *queued_;
            explain(t, r, c);
            return;
        }
        if (generation != detailGeneration_) return; // the rules changed since
        detail_ = watcher->result();
        detailBusy_ = false;
        emit detailChanged();
    });
    watcher->setFuture(QtConcurrent::run([rules = *rules_, chart = *chart_, hands, dealer] {
        const StrategyChart totals = totalsOnly(chart);
        QStringList parts;
        for (const auto& [caption, cards] : hands)
            parts << valuesText(rules, chart, totals, caption, cards, dealer);
        return parts.join(QStringLiteral("\n\n"));
    }));
}

QStringList StrategyChartView::practiceCells(int table, int row, int column) const {
    QStringList cells;
    const std::vector<Card> dealer = chart_ ? dealerCards(table, row, column) : std::vector<Card>{};
    for (const auto& [caption, cards] : handsOf(table, row, column))
        if (auto spot = spotAt(*rules_, cards, dealer))
            if (!cells.contains(QString::fromStdString(spot->cell)))
                cells << QString::fromStdString(spot->cell);
    return cells;
}

QString StrategyChartView::exportTo(const QString& pathOrUrl) const {
    if (!chart_) return tr("There is no chart to export yet.");
    const QString path = History::localPath(pathOrUrl);
    const auto format = pictureFormatNamed(QFileInfo(path).suffix());
    if (!format) return tr("Choose a file ending in .png, .svg or .pdf.");
    if (auto s = writeChartPicture(grid_, *format, path); !s)
        return QString::fromStdString(s.error());
    return {};
}

QString StrategyChartView::suggestedFileName(const QString& suffix) const {
    const QString id = rules_ ? QString::fromStdString(rules_->id) : QStringLiteral("rules");
    return tr("%1-chart").arg(id) + QLatin1Char('.') + suffix;
}
