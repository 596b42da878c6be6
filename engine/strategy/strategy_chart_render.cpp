#include "strategy/strategy_chart_render.h"

#include "round/describe.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <map>
#include <set>

namespace f27 {

namespace {

// lupdate files the tr() calls of namespace f27 under the context "f27" (as describe.cpp's):
// the CLI shows the chart in the chosen language.
QString tr(const char* text) {
    return QCoreApplication::translate("f27", text);
}

QString hitToCell(const ChartColumn& c, bool soft, int cards) {
    for (const ChartHitTo& h : c.hitTo)
        if (h.soft == soft && h.cards == cards) return QString::number(h.hitTo);
    return QStringLiteral("-");
}

QString classesNote(const StrategyChart& chart) {
    std::map<Rank, std::vector<Rank>> merged;
    for (Rank r : kDeckRanks)
        if (chart.rankClass[static_cast<size_t>(r)] != r)
            merged[chart.rankClass[static_cast<size_t>(r)]].push_back(r);
    QString s;
    for (const auto& [to, from] : merged)
        s += (s.isEmpty() ? "" : "; ") +
             tr("%1 count as %2")
                 .arg(chartRanksLabel(from, ", "), QString::fromStdString(rankCode(to)));
    return s;
}

// StrategyChart::jokersIgnored.
QString jokersNote() {
    return tr("Jokers: a Joker counts 0 and changes nothing under these rules, so a hand is read "
              "without its Jokers (its number of cards is that of its other cards, at least 2).");
}

// StrategyChart::jokersIgnoredPastTwo.
QString jokersPastTwoNote() {
    return tr("Jokers: a Joker counts 0 and, past a hand's first two cards, changes nothing under "
              "these rules, so a hand of three cards or more is read without its Jokers (its "
              "number of cards is that of its other cards, at least 3; where it has fewer than "
              "three other cards, Jokers make up the three).");
}

QString exceptionLabel(const ChartException& e) {
    const QString hand = e.fromSplit ? tr("%1 (after a split)").arg(chartRanksLabel(e.ranks, "+"))
                                     : chartRanksLabel(e.ranks, "+");
    return tr("%1: %2 (the totals would cost %3 per round)")
        .arg(hand, actionLabel(e.action).toLower(), QString::number(e.cost, 'g', 6));
}

QString optionsLabel(const ChartColumn& c) {
    QString s = tr("double %1; surrender %2; split %3")
                    .arg(chartCellsLabel(c.doubles), chartCellsLabel(c.surrenders),
                         c.splits.empty() ? QStringLiteral("-") : chartRanksLabel(c.splits, ", "));
    if (c.insuranceOffered)
        s += tr("; insurance %1").arg(c.takeInsurance ? tr("take") : tr("decline"));
    return s;
}

// Right-aligned in `width` characters (not bytes: a translation may hold ä or ö).
QString pad(const QString& s, qsizetype width) {
    return s.rightJustified(width, ' ');
}

QString html(const QString& s) {
    return s.toHtmlEscaped();
}

// The renderers return QString: lupdate files a tr() in a function returning std::string under
// the context "std", where the run-time lookup (context "f27") never finds it.
QString textOf(const StrategyChart& chart, const std::string& evLine) {
    QString o;
    o += tr("Basic-strategy chart: %1 (%2)")
             .arg(QString::fromStdString(chart.rulesName), QString::fromStdString(chart.rulesId)) +
         "\n";
    if (!evLine.empty()) o += QString::fromStdString(evLine) + "\n";
    if (const QString n = classesNote(chart); !n.isEmpty()) o += tr("Ranks: %1.").arg(n) + "\n";
    if (chart.jokersIgnored) o += jokersNote() + "\n";
    if (chart.jokersIgnoredPastTwo) o += jokersPastTwoNote() + "\n";
    o += "\n" + tr("Hit to: hit while the total is below the number, stand at or above it.") +
         "\n" +
         tr("Columns: hard/soft and the number of cards in the hand (a count not shown uses the "
            "nearest smaller one).") +
         "\n" + tr("Rows: the dealer's face-up card(s), or the total of the two.") + "\n\n";
    const auto cols = chartHitToKeys(chart);
    const QString dealer = tr("dealer");
    qsizetype width = std::max<qsizetype>(8, dealer.size() + 1);
    for (const ChartColumn& c : chart.columns)
        width = std::max(width, dealerLabel(c).size() + 1);
    o += pad(dealer, width);
    for (const auto& [soft, cards] : cols) // "h2", "s3": hard or soft, then the card count
        o += pad((soft ? tr("s") : tr("h")) + QString::number(cards), 5);
    o += "\n";
    for (const ChartColumn& c : chart.columns) {
        o += pad(dealerLabel(c), width);
        for (const auto& [soft, cards] : cols)
            o += pad(hitToCell(c, soft, cards), 5);
        o += "\n";
    }
    o += "\n" + tr("Doubles, surrenders, splits and insurance:") + "\n";
    if (!chartHasOptions(chart))
        o += "  " + tr("none (the chart never doubles, surrenders or splits)") + "\n";
    else
        for (const ChartColumn& c : chart.columns)
            o += "  " + tr("vs %1: %2").arg(dealerLabel(c), optionsLabel(c)) + "\n";
    o += "\n" + tr("Exceptions (the hand's cards override the totals):") + "\n";
    bool any = false;
    for (const ChartColumn& c : chart.columns)
        for (const ChartException& e : c.exceptions) {
            o += "  " + tr("vs %1: %2").arg(dealerLabel(c), exceptionLabel(e)) + "\n";
            any = true;
        }
    if (!any) o += "  " + tr("none") + "\n";
    return o;
}

QString htmlOf(const StrategyChart& chart, const std::string& evLine) {
    QString o;
    const QString title =
        tr("Basic-strategy chart: %1").arg(QString::fromStdString(chart.rulesName));
    o += "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + html(title) +
         "</title>\n<style>body{font-family:sans-serif}table{border-collapse:collapse}"
         "td,th{border:1px solid #888;padding:2px 6px;text-align:center}"
         "td.l{text-align:left}</style></head><body>\n";
    o += "<h1>" + html(title) + "</h1>\n";
    if (!evLine.empty()) o += "<p>" + html(QString::fromStdString(evLine)) + "</p>\n";
    if (const QString n = classesNote(chart); !n.isEmpty())
        o += "<p>" + html(tr("Ranks: %1.").arg(n)) + "</p>\n";
    if (chart.jokersIgnored) o += "<p>" + html(jokersNote()) + "</p>\n";
    if (chart.jokersIgnoredPastTwo) o += "<p>" + html(jokersPastTwoNote()) + "</p>\n";
    o += "<h2>" + html(tr("Hit to")) + "</h2>\n<p>" +
         html(tr("Hit while the total is below the number, stand at or above it. Columns: "
                 "hard/soft and the number of cards in the hand (a count not shown uses the "
                 "nearest smaller one).")) +
         "</p>\n<table><tr><th>" + html(tr("dealer")) + "</th>";
    const auto cols = chartHitToKeys(chart);
    for (const auto& [soft, cards] : cols)
        o += "<th>" + html(chartKindLabel(soft)) + " " + QString::number(cards) + "</th>";
    o += "</tr>\n";
    for (const ChartColumn& c : chart.columns) {
        o += "<tr><th>" + html(dealerLabel(c)) + "</th>";
        for (const auto& [soft, cards] : cols)
            o += "<td>" + hitToCell(c, soft, cards) + "</td>";
        o += "</tr>\n";
    }
    o += "</table>\n<h2>" + html(tr("Doubles, surrenders, splits, insurance")) + "</h2>\n";
    if (chartHasOptions(chart)) {
        o += "<table><tr><th>" + html(tr("dealer")) + "</th><th>" + html(tr("double")) +
             "</th><th>" + html(tr("surrender")) + "</th><th>" + html(tr("split")) + "</th><th>" +
             html(tr("insurance")) + "</th></tr>\n";
        for (const ChartColumn& c : chart.columns)
            o += "<tr><th>" + html(dealerLabel(c)) + "</th><td class=\"l\">" +
                 html(chartCellsLabel(c.doubles)) + "</td><td class=\"l\">" +
                 html(chartCellsLabel(c.surrenders)) + "</td><td>" +
                 html(c.splits.empty() ? QStringLiteral("-") : chartRanksLabel(c.splits, ", ")) +
                 "</td><td>" +
                 html(c.insuranceOffered ? (c.takeInsurance ? tr("take") : tr("decline"))
                                         : QStringLiteral("-")) +
                 "</td></tr>\n";
        o += "</table>\n";
    } else {
        o += "<p>" + html(tr("None (the chart never doubles, surrenders or splits).")) + "</p>\n";
    }
    o += "<h2>" + html(tr("Exceptions")) + "</h2>\n<ul>\n";
    for (const ChartColumn& c : chart.columns)
        for (const ChartException& e : c.exceptions)
            o += "<li>" + html(tr("vs %1: %2").arg(dealerLabel(c), exceptionLabel(e))) + "</li>\n";
    o += "</ul>\n</body></html>\n";
    return o;
}

} // namespace

QString chartRanksLabel(const std::vector<Rank>& ranks, const QString& sep) {
    QString s;
    for (Rank r : ranks) {
        if (!s.isEmpty()) s += sep;
        s += r == Rank::Joker ? tr("Joker") : QString::fromStdString(rankCode(r));
    }
    return s;
}

QString chartKindLabel(bool soft) {
    return soft ? tr("soft") : tr("hard");
}

// "hard 9-11 (2 cards), soft 13-18 (2 cards)": consecutive totals of one kind and count joined.
QString chartCellsLabel(std::vector<ChartCell> cells) {
    std::sort(cells.begin(), cells.end(), [](const ChartCell& a, const ChartCell& b) {
        return std::tie(a.cards, a.soft, a.total) < std::tie(b.cards, b.soft, b.total);
    });
    QString out;
    for (size_t i = 0; i < cells.size();) {
        size_t j = i;
        while (j + 1 < cells.size() && cells[j + 1].cards == cells[i].cards &&
               cells[j + 1].soft == cells[i].soft && cells[j + 1].total == cells[j].total + 1)
            ++j;
        if (!out.isEmpty()) out += ", ";
        const QString totals = j > i ? QString("%1-%2").arg(cells[i].total).arg(cells[j].total)
                                     : QString::number(cells[i].total);
        out +=
            tr("%1 %2 (%3 cards)").arg(chartKindLabel(cells[i].soft), totals).arg(cells[i].cards);
        i = j + 1;
    }
    return out.isEmpty() ? QStringLiteral("-") : out;
}

std::vector<std::pair<bool, int>> chartHitToKeys(const StrategyChart& chart) {
    std::set<std::pair<bool, int>> keys;
    for (const ChartColumn& c : chart.columns)
        for (const ChartHitTo& h : c.hitTo)
            keys.insert({h.soft, h.cards});
    return {keys.begin(), keys.end()};
}

bool chartHasOptions(const StrategyChart& chart) {
    return std::any_of(chart.columns.begin(), chart.columns.end(), [](const ChartColumn& c) {
        return !c.doubles.empty() || !c.surrenders.empty() || !c.splits.empty() ||
               c.insuranceOffered;
    });
}

QStringList chartReadingNotes(const StrategyChart& chart) {
    QStringList notes;
    if (const QString n = classesNote(chart); !n.isEmpty()) notes << tr("Ranks: %1.").arg(n);
    if (chart.jokersIgnored) notes << jokersNote();
    if (chart.jokersIgnoredPastTwo) notes << jokersPastTwoNote();
    return notes;
}

QString chartExceptionLabel(const ChartException& e) {
    return exceptionLabel(e);
}

QString dealerLabel(const ChartColumn& c) {
    if (c.dealerTotal >= 0)
        return c.dealerSoft ? tr("soft %1").arg(c.dealerTotal) : QString::number(c.dealerTotal);
    return chartRanksLabel(c.dealer, "+");
}

std::string chartToText(const StrategyChart& chart, const std::string& evLine) {
    return textOf(chart, evLine).toStdString();
}

std::string chartToHtml(const StrategyChart& chart, const std::string& evLine) {
    return htmlOf(chart, evLine).toStdString();
}

} // namespace f27
