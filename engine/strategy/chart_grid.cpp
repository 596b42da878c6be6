#include "strategy/chart_grid.h"

#include "round/describe.h"
#include "rules/hand_value.h"
#include "strategy/strategy_chart_render.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace f27 {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("f27", text);
}

GridMark markOf(Action a) {
    switch (a) {
    case Action::Hit:
        return GridMark::Hit;
    case Action::Stand:
        return GridMark::Stand;
    case Action::Double:
        return GridMark::Double;
    case Action::Split:
        return GridMark::Split;
    case Action::Surrender:
        return GridMark::Surrender;
    default:
        return GridMark::Text;
    }
}

QStringList dealerHeads(const StrategyChart& chart) {
    QStringList heads;
    for (const ChartColumn& c : chart.columns)
        heads << dealerLabel(c);
    return heads;
}

// The distinct rank classes of a deck without Jokers, in deck order (A, 2 … 10).
std::vector<Rank> deckClasses(const StrategyChart& chart) {
    std::vector<Rank> out;
    for (Rank r : kDeckRanks) {
        const Rank c = chart.rankClass[static_cast<size_t>(r)];
        if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    }
    return out;
}

Card cardOf(Rank r, Suit s) {
    return Card{r, s};
}

// The classic grid's rows: every two-card hand of a row, the first one its representative.
struct ClassicRow {
    QString head;
    std::vector<std::vector<Card>> hands;
};

struct ClassicRows {
    std::vector<ClassicRow> hard, soft, pairs;
};

ClassicRows classicRows(const StrategyChart& chart, const RuleSet& rules) {
    const std::vector<Rank> classes = deckClasses(chart);
    std::map<int, std::vector<std::vector<Card>>> hard, soft;
    ClassicRows rows;
    for (size_t i = 0; i < classes.size(); ++i)
        for (size_t j = i; j < classes.size(); ++j) {
            const std::vector<Card> hand{cardOf(classes[i], Suit::Spades),
                                         cardOf(classes[j], Suit::Hearts)};
            const HandValue v = valueOf(hand, rules.values);
            if (v.bust || v.total >= rules.values.target) continue; // no decision there
            if (i == j) {
                rows.pairs.push_back({tr("%1,%1").arg(chartRanksLabel({classes[i]}, {})), {hand}});
                continue;
            }
            (v.soft ? soft : hard)[v.total].push_back(hand);
        }
    // The representative: the hand with the highest card (16 as 10+6, the commonest).
    auto highest = [&](const std::vector<Card>& a, const std::vector<Card>& b) {
        const auto high = [&](const std::vector<Card>& h) {
            return std::max(rules.values.points[static_cast<size_t>(h[0].rank)],
                            rules.values.points[static_cast<size_t>(h[1].rank)]);
        };
        return high(a) > high(b);
    };
    for (auto& [total, hands] : hard) {
        std::stable_sort(hands.begin(), hands.end(), highest);
        rows.hard.push_back({QString::number(total), hands});
    }
    for (auto& [total, hands] : soft) {
        // A soft two-card hand is an Ace and one other card: named "A,6" as players know it.
        const std::vector<Card>& h = hands.front();
        const Rank other = h[0].isAce() ? h[1].rank : h[0].rank;
        rows.soft.push_back({tr("A,%1").arg(chartRanksLabel({other}, {})), hands});
    }
    // Pairs in the order players read them: 2,2 … 10,10, then A,A.
    std::stable_sort(rows.pairs.begin(), rows.pairs.end(), [](const auto& a, const auto& b) {
        return (a.hands[0][0].isAce() ? 99 : static_cast<int>(a.hands[0][0].rank)) <
               (b.hands[0][0].isAce() ? 99 : static_cast<int>(b.hands[0][0].rank));
    });
    return rows;
}

Action classicAction(const StrategyChart& chart, const RuleSet& rules, const ChartColumn& col,
                     const std::vector<Card>& hand) {
    std::vector<Action> legal{Action::Hit, Action::Stand};
    if (rules.doubleDown.allowed) legal.push_back(Action::Double);
    if (rules.split.allowed && hand[0].rank == hand[1].rank) legal.push_back(Action::Split);
    if (rules.surrender.allowed) legal.push_back(Action::Surrender);
    return chart.chooseFor(&col, hand, false, valueOf(hand, rules.values), legal);
}

GridTable classicTable(const StrategyChart& chart, const RuleSet& rules, const QString& title,
                       const QString& corner, const std::vector<ClassicRow>& rows) {
    GridTable t;
    t.title = title;
    t.legend = tr("H hit, S stand, D double, P split, R surrender; * some hands of the cell are "
                  "played otherwise (see the exceptions).");
    t.corner = corner;
    t.columnHeads = dealerHeads(chart);
    for (const ClassicRow& row : rows) {
        t.rowHeads << row.head;
        t.rowColumn.push_back(-1);
        std::vector<GridCell> cells;
        for (size_t c = 0; c < chart.columns.size(); ++c) {
            const ChartColumn& col = chart.columns[c];
            const Action a = classicAction(chart, rules, col, row.hands.front());
            GridCell cell;
            cell.mark = markOf(a);
            for (const auto& other : row.hands)
                cell.exception = cell.exception || classicAction(chart, rules, col, other) != a;
            cell.text = gridActionCode(a) + (cell.exception ? QStringLiteral("*") : QString());
            cell.hand = GridHand{row.hands.front(), static_cast<int>(c)};
            cells.push_back(std::move(cell));
        }
        t.rows.push_back(std::move(cells));
    }
    return t;
}

// Whether an exception's hand is read by this column's hit-to entry (soft, cards).
bool exceptionUses(const StrategyChart& chart, const RuleSet& rules, const ChartColumn& col,
                   const ChartException& e, bool soft, int cards) {
    std::vector<Card> hand;
    for (Rank r : e.ranks)
        hand.push_back(cardOf(r, Suit::Spades));
    const HandValue v = valueOf(hand, rules.values);
    const ChartHitTo* rule = StrategyChart::hitToFor(col, chart.cardCount(hand), v.soft);
    return rule && rule->soft == soft && rule->cards == cards;
}

GridTable hitToTable(const StrategyChart& chart, const RuleSet& rules, ChartGrid& grid) {
    GridTable t;
    t.title = tr("Hit to");
    t.legend = tr("Hit while the total is below the number, stand at or above it. Columns: h "
                  "hard, s soft, and the number of cards in the hand (a number not shown uses the "
                  "nearest smaller one). * the cell has exceptions.");
    t.corner = tr("dealer");
    const auto keys = chartHitToKeys(chart);
    for (const auto& [soft, cards] : keys)
        t.columnHeads << (soft ? tr("s%1") : tr("h%1")).arg(cards);
    t.hitToKeys = keys;
    bool first = true;
    for (const ChartColumn& col : chart.columns) {
        t.rowColumn.push_back(static_cast<int>(&col - chart.columns.data()));
        t.rowHeads << dealerLabel(col);
        std::vector<GridCell> cells;
        for (const auto& [soft, cards] : keys) {
            GridCell cell;
            cell.text = QStringLiteral("-");
            for (const ChartHitTo& h : col.hitTo)
                if (h.soft == soft && h.cards == cards) {
                    cell.mark = GridMark::HitTo;
                    cell.value = h.hitTo;
                    grid.hitToLow = first ? h.hitTo : std::min(grid.hitToLow, h.hitTo);
                    grid.hitToHigh = first ? h.hitTo : std::max(grid.hitToHigh, h.hitTo);
                    first = false;
                    for (const ChartException& e : col.exceptions)
                        cell.exception =
                            cell.exception || exceptionUses(chart, rules, col, e, soft, cards);
                    cell.text = QString::number(h.hitTo) +
                                (cell.exception ? QStringLiteral("*") : QString());
                }
            cells.push_back(std::move(cell));
        }
        t.rows.push_back(std::move(cells));
    }
    return t;
}

GridCell optionsCell(const QString& text) {
    GridCell cell;
    cell.text = text;
    cell.mark = text == QStringLiteral("-") ? GridMark::None : GridMark::Options;
    return cell;
}

GridTable optionsTable(const StrategyChart& chart) {
    GridTable t;
    t.title = tr("Doubles, surrenders, splits, insurance");
    t.legend = tr("The hands to double or surrender (hard/soft total and number of cards), the "
                  "pairs to split, and whether to take insurance.");
    t.corner = tr("dealer");
    t.columnHeads << tr("double") << tr("surrender") << tr("split") << tr("insurance");
    for (const ChartColumn& col : chart.columns) {
        t.rowColumn.push_back(static_cast<int>(&col - chart.columns.data()));
        t.rowHeads << dealerLabel(col);
        t.rows.push_back({optionsCell(chartCellsLabel(col.doubles)),
                          optionsCell(chartCellsLabel(col.surrenders)),
                          optionsCell(col.splits.empty() ? QStringLiteral("-")
                                                         : chartRanksLabel(col.splits, ", ")),
                          optionsCell(!col.insuranceOffered ? QStringLiteral("-")
                                      : col.takeInsurance   ? tr("take")
                                                            : tr("decline"))});
        if (col.insuranceOffered && !col.takeInsurance) t.rows.back()[3].mark = GridMark::None;
    }
    return t;
}

GridTable exceptionsTable(const StrategyChart& chart) {
    GridTable t;
    t.title = tr("Exceptions");
    t.legend = tr("Hands whose cards override the totals, and what playing them by the totals "
                  "would cost per round (units of the wager).");
    t.corner = tr("dealer");
    t.columnHeads << tr("hand") << tr("play") << tr("cost");
    for (const ChartColumn& col : chart.columns)
        for (const ChartException& e : col.exceptions) {
            t.rowHeads << dealerLabel(col);
            t.rowColumn.push_back(static_cast<int>(&col - chart.columns.data()));
            GridCell hand;
            hand.mark = GridMark::Text;
            GridHand cards{{}, t.rowColumn.back()};
            for (size_t i = 0; i < e.ranks.size(); ++i)
                cards.cards.push_back(cardOf(e.ranks[i], kSuits[i % kSuits.size()]));
            if (!e.fromSplit) hand.hand = cards; // a post-split hand is no deal of its own
            hand.text = e.fromSplit ? tr("%1 (after a split)").arg(chartRanksLabel(e.ranks, "+"))
                                    : chartRanksLabel(e.ranks, "+");
            GridCell play;
            play.mark = markOf(e.action);
            play.text = actionLabel(e.action);
            GridCell cost;
            cost.mark = GridMark::Text;
            cost.text = QString::number(e.cost, 'g', 3);
            t.rows.push_back({hand, play, cost});
        }
    return t;
}

bool anyExceptions(const StrategyChart& chart) {
    return std::any_of(chart.columns.begin(), chart.columns.end(),
                       [](const ChartColumn& c) { return !c.exceptions.empty(); });
}

bool classicLayout(const StrategyChart& chart, const RuleSet& rules) {
    return rules.family == "blackjack" && !chart.columns.empty() &&
           std::all_of(chart.columns.begin(), chart.columns.end(), [](const ChartColumn& c) {
               return c.dealerTotal < 0 && c.dealer.size() == 1;
           });
}

// Depth-first over non-increasing rank classes (from the highest points down), so that each
// multiset is tried once and the first found has the highest cards.
// A hand whose hard sum (every Ace low) passes `total` is pruned: cards only add to it.
bool findHand(const std::vector<Rank>& classes, const ValueScheme& values, int total, size_t from,
              int left, int hardSum, std::vector<Card>& hand,
              const std::function<bool(const std::vector<Card>&)>& accept) {
    if (left == 0) return accept(hand);
    for (size_t i = from; i < classes.size(); ++i) {
        const int sum = hardSum + values.points[static_cast<size_t>(classes[i])];
        if (sum > total) continue;
        hand.push_back(cardOf(classes[i], kSuits[hand.size() % kSuits.size()]));
        if (findHand(classes, values, total, i, left - 1, sum, hand, accept)) return true;
        hand.pop_back();
    }
    return false;
}

} // namespace

std::optional<std::vector<Card>> handReadAs(const StrategyChart& chart, const RuleSet& rules,
                                            const ChartColumn& col, int cards, bool soft,
                                            int total) {
    if (cards < 1 || cards > 16) return std::nullopt;
    std::vector<Rank> classes = deckClasses(chart);
    std::stable_sort(classes.begin(), classes.end(), [&](Rank a, Rank b) {
        return rules.values.points[static_cast<size_t>(a)] >
               rules.values.points[static_cast<size_t>(b)];
    });
    std::vector<Card> hand;
    long tries = 0;
    const bool found =
        findHand(classes, rules.values, total, 0, cards, 0, hand, [&](const std::vector<Card>& h) {
            if (++tries > 200000) return true; // bounded: give up (checked below)
            const HandValue v = valueOf(h, rules.values);
            if (v.bust || v.soft != soft || v.total != total || chart.cardCount(h) != cards)
                return false;
            const std::vector<Rank> ranks = chart.handClasses(h);
            return std::none_of(col.exceptions.begin(), col.exceptions.end(),
                                [&](const ChartException& e) { return e.ranks == ranks; });
        });
    if (!found || tries > 200000) return std::nullopt;
    return hand;
}

QString gridActionCode(Action a) {
    switch (a) {
    case Action::Hit:
        return tr("H");
    case Action::Stand:
        return tr("S");
    case Action::Double:
        return tr("D");
    case Action::Split:
        return tr("P");
    case Action::Surrender:
        return tr("R");
    default:
        return actionLabel(a);
    }
}

ChartGrid chartGrid(const StrategyChart& chart, const RuleSet& rules, const QString& evLine) {
    ChartGrid grid;
    grid.title = tr("Basic-strategy chart: %1").arg(QString::fromStdString(chart.rulesName));
    if (!evLine.isEmpty()) grid.notes << evLine;
    grid.notes << chartReadingNotes(chart);
    grid.classic = classicLayout(chart, rules);
    if (grid.classic) {
        const ClassicRows rows = classicRows(chart, rules);
        const QString corner = tr("hand \\ dealer");
        grid.tables.push_back(classicTable(chart, rules, tr("Hard totals"), corner, rows.hard));
        grid.tables.push_back(classicTable(chart, rules, tr("Soft hands"), corner, rows.soft));
        if (rules.split.allowed)
            grid.tables.push_back(classicTable(chart, rules, tr("Pairs"), corner, rows.pairs));
        for (const ChartColumn& col : chart.columns)
            if (col.insuranceOffered)
                grid.notes << tr("Insurance against %1: %2.")
                                  .arg(dealerLabel(col),
                                       col.takeInsurance ? tr("take") : tr("decline"));
        GridTable hitTo = hitToTable(chart, rules, grid);
        hitTo.title = tr("Hit to, by number of cards");
        grid.tables.push_back(std::move(hitTo));
    } else {
        grid.tables.push_back(hitToTable(chart, rules, grid));
        if (chartHasOptions(chart)) grid.tables.push_back(optionsTable(chart));
    }
    if (anyExceptions(chart)) grid.tables.push_back(exceptionsTable(chart));
    return grid;
}

} // namespace f27
