// ExactNodeTable (engine/exact/exact_node_table.h), the exact analysis's memo: a lookup returns a
// value only for a key inserted byte for byte; growth keeps every entry; the bound empties the
// table; storage recycled from a finished table (same thread) holds nothing of it. With it
// ChunkedStates (engine/exact/chunked_states_detail.h), the decision walk's level store.
#include "core/prng.h"
#include "exact/chunked_states_detail.h"
#include "exact/exact_node_table.h"

#include <QtTest>

#include <array>
#include <cmath>
#include <map>

using namespace f27;
using Table = ExactNodeTable<32>;

namespace {
Table::Key randomKey(Prng& rng) {
    Table::Key k{};
    k[1] = 1; // never the all-zero key (an empty slot)
    for (size_t i = 2; i < k.size(); ++i)
        k[i] = static_cast<std::uint8_t>(rng.below(4)); // few values: many near-equal keys
    return k;
}
} // namespace

class TstExactNodeTable : public QObject {
    Q_OBJECT

private slots:
    // Through several growths: every inserted key finds its value; keys one byte away do not.
    void findsExactlyWhatWasInserted() {
        Prng rng(27);
        Table table(1'000'000);
        std::map<Table::Key, double> inserted;
        while (inserted.size() < 20'000) {
            const Table::Key k = randomKey(rng);
            if (inserted.count(k)) continue;
            const double v = static_cast<double>(inserted.size()) + 0.5;
            table.insert(k, v);
            inserted[k] = v;
        }
        QCOMPARE(table.size(), inserted.size());
        for (const auto& [k, v] : inserted) {
            const double* found = table.find(k);
            QVERIFY(found);
            QCOMPARE(*found, v);
        }
        int absent = 0;
        for (int i = 0; i < 20'000; ++i) {
            Table::Key k = randomKey(rng);
            k[31] = 200; // outside the inserted keys' byte values
            absent += table.find(k) == nullptr;
        }
        QCOMPARE(absent, 20'000);
    }

    // The memory bound: inserting beyond maxEntries empties the table first.
    void boundEmptiesTheTable() {
        Prng rng(7);
        Table table(1000);
        std::vector<Table::Key> keys;
        while (keys.size() < 1001) {
            const Table::Key k = randomKey(rng);
            if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
        }
        for (size_t i = 0; i < 1000; ++i)
            table.insert(keys[i], 1.0);
        QCOMPARE(table.size(), size_t{1000});
        table.insert(keys[1000], 2.0);
        QCOMPARE(table.size(), size_t{1});
        QVERIFY(!table.find(keys[0]));
        QCOMPARE(*table.find(keys[1000]), 2.0);
    }

    // A table that starts in the storage a finished (or emptied) one left behind finds none of
    // that one's keys, and keeps its own through growth.
    void recycledStorageStartsEmpty() {
        Prng rng(11);
        std::vector<Table::Key> first;
        {
            Table big(1'000'000);
            while (first.size() < 30'000) {
                const Table::Key k = randomKey(rng);
                if (big.find(k)) continue;
                big.insert(k, 1.0);
                first.push_back(k);
            }
        }
        Table next(1'000'000);
        next.insert(first[0], 3.0); // one key shared with the finished table
        for (size_t i = 1; i < first.size(); ++i)
            QVERIFY(!next.find(first[i]));
        QCOMPARE(*next.find(first[0]), 3.0);
        for (size_t i = 1; i < 5000; ++i)
            next.insert(first[i], static_cast<double>(i));
        for (size_t i = 1; i < 5000; ++i)
            QCOMPARE(*next.find(first[i]), static_cast<double>(i));
        next.clear();
        QVERIFY(!next.find(first[0]));
        QCOMPARE(next.size(), size_t{0});
    }

    // A table of values other than double (the walk's option values, its level index): each
    // key finds the whole value it was given, through growth.
    void holdsValuesOfAnyType() {
        using Options = std::array<double, 5>;
        Prng rng(5);
        ExactNodeTable<32, Options> table(1'000'000);
        std::map<Table::Key, Options> inserted;
        while (inserted.size() < 5000) {
            const Table::Key k = randomKey(rng);
            if (inserted.count(k)) continue;
            const double base = static_cast<double>(inserted.size());
            const Options v{base, -base, base / 3, std::nan(""), 1e300};
            table.insert(k, v);
            inserted[k] = v;
        }
        for (const auto& [k, v] : inserted) {
            const Options* found = table.find(k);
            QVERIFY(found);
            for (size_t i = 0; i < v.size(); ++i)
                QVERIFY(std::isnan(v[i]) ? std::isnan((*found)[i]) : (*found)[i] == v[i]);
        }
    }

    // ChunkedStates: what was pushed is read back by position across chunk boundaries, a push
    // never moves a state already stored, and a store built from the chunks an emptied one left
    // to the thread holds only its own states.
    void chunkedStatesKeepTheirPlace() {
        struct State {
            std::array<int, 40> payload{};
            double w = 0;
        };
        using Store = exactdetail::ChunkedStates<State>;
        const size_t n = 3 * Store::kChunk + 17;
        auto make = [](size_t i) {
            State s;
            s.payload.fill(static_cast<int>(i));
            s.w = static_cast<double>(i) / 7;
            return s;
        };
        Store store;
        store.push_back(make(0));
        const State* first = &store[0];
        for (size_t i = 1; i < n; ++i)
            store.push_back(make(i));
        QCOMPARE(store.size(), n);
        QCOMPARE(&store[0], first);
        for (size_t i = 0; i < n; ++i) {
            QCOMPARE(store[i].payload[39], static_cast<int>(i));
            QCOMPARE(store[i].w, static_cast<double>(i) / 7);
        }
        store[Store::kChunk].w = -1; // written in place
        QCOMPARE(store[Store::kChunk].w, -1.0);
        store.clear();
        QCOMPARE(store.size(), size_t{0});
        Store next; // on the spare chunks
        for (size_t i = 0; i < Store::kChunk + 1; ++i)
            next.push_back(make(1000 + i));
        QCOMPARE(next.size(), Store::kChunk + 1);
        for (size_t i = 0; i < next.size(); ++i)
            QCOMPARE(next[i].payload[0], static_cast<int>(1000 + i));
    }
};

QTEST_GUILESS_MAIN(TstExactNodeTable)
#include "tst_exact_node_table.moc"
