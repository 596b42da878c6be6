#include "strategy_chart_render.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace f27 {

namespace {

std::string ranksLabel(const std::vector<Rank>& ranks, const char* sep) {
    std::string s;
    for (Rank r : ranks) {
        if (!s.empty()) s += sep;
        s += r == Rank::Joker ? "Joker" : rankCode(r);
    }
    return s;
}

std::string kindLabel(bool soft) {
    return soft ? "soft" : "hard";
}

// "hard 9-11 (2 cards), soft 13-18 (2 cards)": consecutive totals of one kind and count joined.
std::string cellsLabel(std::vector<ChartCell> cells) {
    std::sort(cells.begin(), cells.end(), [](const ChartCell& a, const ChartCell& b) {
        return std::tie(a.cards, a.soft, a.total) < std::tie(b.cards, b.soft, b.total);
    });
    std::string out;
    for (size_t i = 0; i < cells.size();) {
        size_t j = i;
        while (j + 1 < cells.size() && cells[j + 1].cards == cells[i].cards &&
               cells[j + 1].soft == cells[i].soft && cells[j + 1].total == cells[j].total + 1)
            ++j;
        if (!out.empty()) out += ", ";
        out += kindLabel(cells[i].soft) + " " + std::to_string(cells[i].total);
        if (j > i) out += "-" + std::to_string(cells[j].total);
        out += " (" + std::to_string(cells[i].cards) + " cards)";
        i = j + 1;
    }
    return out.empty() ? "-" : out;
}

std::vector<std::pair<bool, int>> hitToColumns(const StrategyChart& chart) {
    std::set<std::pair<bool, int>> keys;
    for (const ChartColumn& c : chart.columns)
        for (const ChartHitTo& h : c.hitTo)
            keys.insert({h.soft, h.cards});
    return {keys.begin(), keys.end()};
}

std::string hitToCell(const ChartColumn& c, bool soft, int cards) {
    for (const ChartHitTo& h : c.hitTo)
        if (h.soft == soft && h.cards == cards) return std::to_string(h.hitTo);
    return "-";
}

std::string classesNote(const StrategyChart& chart) {
    std::map<Rank, std::vector<Rank>> merged;
    for (Rank r : kDeckRanks)
        if (chart.rankClass[static_cast<size_t>(r)] != r)
            merged[chart.rankClass[static_cast<size_t>(r)]].push_back(r);
    std::string s;
    for (const auto& [to, from] : merged)
        s += (s.empty() ? "" : "; ") + ranksLabel(from, ", ") + " count as " + rankCode(to);
    return s;
}

// StrategyChart::jokersIgnored.
std::string jokersNote() {
    return "Jokers: a Joker counts 0 and changes nothing under these rules, so a hand is read "
           "without its Jokers (its number of cards is that of its other cards, at least 2).";
}

std::string exceptionLabel(const ChartException& e) {
    std::ostringstream o;
    o << ranksLabel(e.ranks, "+") << (e.fromSplit ? " (after a split)" : "") << ": "
      << actionName(e.action) << " (the totals would cost " << e.cost << " per round)";
    return o.str();
}

// Whether any column doubles, surrenders, splits or is offered insurance (else the section
// would be a row of dashes per column: 21-24-27 has 40 such rows).
bool anyOptions(const StrategyChart& chart) {
    return std::any_of(chart.columns.begin(), chart.columns.end(), [](const ChartColumn& c) {
        return !c.doubles.empty() || !c.surrenders.empty() || !c.splits.empty() ||
               c.insuranceOffered;
    });
}

std::string pad(std::string s, size_t width) {
    if (s.size() < width) s.insert(0, width - s.size(), ' ');
    return s;
}

std::string html(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '&')
            out += "&amp;";
        else if (c == '"')
            out += "&quot;";
        else
            out += c;
    }
    return out;
}

} // namespace

std::string chartToText(const StrategyChart& chart, const std::string& evLine) {
    std::ostringstream o;
    o << "Basic-strategy chart: " << chart.rulesName << " (" << chart.rulesId << ")\n";
    if (!evLine.empty()) o << evLine << "\n";
    if (const std::string n = classesNote(chart); !n.empty()) o << "Ranks: " << n << ".\n";
    if (chart.jokersIgnored) o << jokersNote() << "\n";
    o << "\nHit to: hit while the total is below the number, stand at or above it.\n"
         "Columns: hard/soft and the number of cards in the hand (a count not shown uses the\n"
         "nearest smaller one). Rows: the dealer's face-up card(s), or the total of the two.\n\n";
    const auto cols = hitToColumns(chart);
    size_t width = 8; // the widest dealer label ("Joker+Joker") and a space
    for (const ChartColumn& c : chart.columns)
        width = std::max(width, dealerLabel(c).size() + 1);
    o << pad("dealer", width);
    for (const auto& [soft, cards] : cols)
        o << pad((soft ? "s" : "h") + std::to_string(cards), 5);
    o << "\n";
    for (const ChartColumn& c : chart.columns) {
        o << pad(dealerLabel(c), width);
        for (const auto& [soft, cards] : cols)
            o << pad(hitToCell(c, soft, cards), 5);
        o << "\n";
    }
    o << "\nDoubles, surrenders, splits and insurance:\n";
    const bool options = anyOptions(chart);
    if (!options) o << "  none (the chart never doubles, surrenders or splits)\n";
    for (const ChartColumn& c : chart.columns) {
        if (!options) break;
        o << "  vs " << dealerLabel(c) << ": double " << cellsLabel(c.doubles) << "; surrender "
          << cellsLabel(c.surrenders) << "; split "
          << (c.splits.empty() ? "-" : ranksLabel(c.splits, ", "));
        if (c.insuranceOffered) o << "; insurance " << (c.takeInsurance ? "take" : "decline");
        o << "\n";
    }
    o << "\nExceptions (the hand's cards override the totals):\n";
    bool any = false;
    for (const ChartColumn& c : chart.columns)
        for (const ChartException& e : c.exceptions) {
            o << "  vs " << dealerLabel(c) << ": " << exceptionLabel(e) << "\n";
            any = true;
        }
    if (!any) o << "  none\n";
    return o.str();
}

std::string chartToHtml(const StrategyChart& chart, const std::string& evLine) {
    std::ostringstream o;
    const std::string title = "Basic-strategy chart: " + chart.rulesName;
    o << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" << html(title)
      << "</title>\n<style>body{font-family:sans-serif}table{border-collapse:collapse}"
         "td,th{border:1px solid #888;padding:2px 6px;text-align:center}"
         "td.l{text-align:left}</style></head><body>\n";
    o << "<h1>" << html(title) << "</h1>\n";
    if (!evLine.empty()) o << "<p>" << html(evLine) << "</p>\n";
    if (const std::string n = classesNote(chart); !n.empty())
        o << "<p>Ranks: " << html(n) << ".</p>\n";
    if (chart.jokersIgnored) o << "<p>" << html(jokersNote()) << "</p>\n";
    o << "<h2>Hit to</h2>\n<p>Hit while the total is below the number, stand at or above it. "
         "Columns: hard/soft and the number of cards in the hand (a count not shown uses the "
         "nearest smaller one).</p>\n<table><tr><th>dealer</th>";
    const auto cols = hitToColumns(chart);
    for (const auto& [soft, cards] : cols)
        o << "<th>" << kindLabel(soft) << " " << cards << "</th>";
    o << "</tr>\n";
    for (const ChartColumn& c : chart.columns) {
        o << "<tr><th>" << html(dealerLabel(c)) << "</th>";
        for (const auto& [soft, cards] : cols)
            o << "<td>" << hitToCell(c, soft, cards) << "</td>";
        o << "</tr>\n";
    }
    o << "</table>\n<h2>Doubles, surrenders, splits, insurance</h2>\n";
    if (anyOptions(chart)) {
        o << "<table><tr><th>dealer</th><th>double</th><th>surrender</th><th>split</th>"
             "<th>insurance</th></tr>\n";
        for (const ChartColumn& c : chart.columns)
            o << "<tr><th>" << html(dealerLabel(c)) << "</th><td class=\"l\">"
              << html(cellsLabel(c.doubles)) << "</td><td class=\"l\">"
              << html(cellsLabel(c.surrenders)) << "</td><td>"
              << html(c.splits.empty() ? "-" : ranksLabel(c.splits, ", ")) << "</td><td>"
              << (c.insuranceOffered ? (c.takeInsurance ? "take" : "decline") : "-")
              << "</td></tr>\n";
        o << "</table>\n";
    } else {
        o << "<p>None (the chart never doubles, surrenders or splits).</p>\n";
    }
    o << "<h2>Exceptions</h2>\n<ul>\n";
    for (const ChartColumn& c : chart.columns)
        for (const ChartException& e : c.exceptions)
            o << "<li>vs " << html(dealerLabel(c)) << ": " << html(exceptionLabel(e)) << "</li>\n";
    o << "</ul>\n</body></html>\n";
    return o.str();
}

} // namespace f27
