// The chart page's model: the basic-strategy chart of the rules at the table (the shipped one for
// a preset, else derived off the GUI thread with progress) as grids (strategy/chart_grid.h),
// what a focused cell is worth option by option (the exact analysis, off the GUI thread), and
// its export as PNG, SVG or PDF (app/picture).
#pragma once

#include "chart_grid_model.h"
#include "rules/rule_set.h"
#include "strategy/strategy_chart.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>
#include <tuple>

class StrategyChartView : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // A preset id or a rule file (TableController::rulesSource).
    Q_PROPERTY(QString rules READ rules WRITE setRules NOTIFY rulesChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY stateChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(QString error READ error NOTIFY stateChanged)
    Q_PROPERTY(QString title READ title NOTIFY stateChanged)
    Q_PROPERTY(QStringList notes READ notes NOTIFY stateChanged)
    Q_PROPERTY(bool classic READ classic NOTIFY stateChanged)
    Q_PROPERTY(QList<QObject*> tables READ tables NOTIFY stateChanged)
    // The focused cell in words: its hand(s) and every option's exact EV.
    Q_PROPERTY(QString detail READ detail NOTIFY detailChanged)
    Q_PROPERTY(bool detailBusy READ detailBusy NOTIFY detailChanged)

public:
    explicit StrategyChartView(QObject* parent = nullptr);
    ~StrategyChartView() override;

    QString rules() const { return source_; }
    void setRules(const QString& source);
    bool busy() const { return busy_; }
    double progress() const { return progress_; }
    QString error() const { return error_; }
    QString title() const { return grid_.title; }
    QStringList notes() const { return grid_.notes; }
    bool classic() const { return grid_.classic; }
    QList<QObject*> tables() const { return tables_; }
    QString detail() const { return detail_; }
    bool detailBusy() const { return detailBusy_; }

    // Values the cell's options (detail); a cell of no hand explains its heads only.
    Q_INVOKABLE void explain(int table, int row, int column);
    // Writes the picture to a local path or file URL, the format by its suffix (.png, .svg,
    // .pdf); "" when written, else what went wrong.
    Q_INVOKABLE QString exportTo(const QString& pathOrUrl) const;
    // "blackjack-chart.pdf": a name for the save dialog.
    Q_INVOKABLE QString suggestedFileName(const QString& suffix) const;
    // The practice cells (chartCell) a grid cell stands for, to drill it; empty when none.
    Q_INVOKABLE QStringList practiceCells(int table, int row, int column) const;

    // The chart shown (tests).
    const std::optional<f27::StrategyChart>& chart() const { return chart_; }

signals:
    void rulesChanged();
    void stateChanged();
    void progressChanged();
    void detailChanged();

private:
    struct Derived;
    void derived();
    void setGrid();
    // The hands a cell stands for: one (a hand cell) or two (a hit-to cell: the highest total
    // that hits, the lowest that stands), with a caption each.
    std::vector<std::pair<QString, std::vector<f27::Card>>> handsOf(int table, int row,
                                                                    int column) const;
    std::vector<f27::Card> dealerCards(int table, int row, int column) const;

    QString source_;
    std::optional<f27::RuleSet> rules_;
    std::optional<f27::StrategyChart> chart_;
    f27::ChartGrid grid_;
    QList<QObject*> tables_;
    bool busy_ = false;
    double progress_ = 0;
    QString error_;
    QString detail_;
    bool detailBusy_ = false;
    int detailGeneration_ = 0;
    bool valuing_ = false;                            // a valuation runs
    std::optional<std::tuple<int, int, int>> queued_; // the cell asked for meanwhile
    std::shared_ptr<std::atomic<bool>> cancel_;
    std::shared_ptr<std::atomic<double>> progressShared_;
    QFutureWatcher<std::shared_ptr<Derived>> watcher_;
};
