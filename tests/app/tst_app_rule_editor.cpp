// The rule editor's adapter (RuleEditor): presets and files in, field edits by path with the
// engine's problems as you type, list edits, and saving that never leaves a bad file.
#include "rule_editor.h"

#include "rules/rule_set_json.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

namespace {

// The problems of the editor as "path: message" lines, for failure messages.
QString problemText(const RuleEditor& e) {
    QStringList lines;
    for (const EditorProblem& p : e.problems())
        lines << p.path + ": " + p.message;
    return lines.join('\n');
}

bool hasProblemAt(const RuleEditor& e, const QString& path) {
    for (const EditorProblem& p : e.problems())
        if (p.path == path) return true;
    return false;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

f27::RuleSet preset(const char* id) {
    auto r = f27::loadPreset(id);
    if (!r) qFatal("%s", r.error().c_str());
    return *r;
}

} // namespace

#define VERIFY_VALID(e) QVERIFY2((e).valid(), qPrintable(problemText(e)))

class AppRuleEditor : public QObject {
    Q_OBJECT
private slots:
    void startsWithTheFirstPreset() {
        RuleEditor e;
        VERIFY_VALID(e);
        QCOMPARE(e.id(), QString("poker-like"));
        QCOMPARE(e.source(), QString("poker-like"));
        QVERIFY(e.sourceIsPreset());
        QVERIFY(!e.dirty());
        QVERIFY(e.problems().isEmpty());
        QCOMPARE(e.presets().mid(0, 3), (QStringList{"poker-like", "21-24-27", "blackjack"}));
        QCOMPARE(e.rankCodes().size(), 14);
        QCOMPARE(e.rankCodes().first(), QString("A"));
        QCOMPARE(e.rankCodes().last(), QString("JOKER"));
    }

    void everyPresetLoadsValidAndRoundTrips_data() {
        QTest::addColumn<QString>("id");
        for (const auto& id : f27::presetIds())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }
    void everyPresetLoadsValidAndRoundTrips() {
        QFETCH(QString, id);
        RuleEditor e;
        QVERIFY(e.loadPreset(id));
        VERIFY_VALID(e);
        QCOMPARE(e.id(), id);
        QVERIFY(!e.dirty());
        const f27::RuleSet expected = preset(id.toUtf8().constData());
        QVERIFY(e.ruleSet().has_value());
        QVERIFY(*e.ruleSet() == expected);
        auto back = f27::ruleSetFromJson(e.json().toUtf8());
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().c_str());
        QVERIFY(*back == expected);
        QCOMPARE(e.name(), QString::fromStdString(expected.name));
    }

    void unknownPresetIsRefusedAndKeepsTheRules() {
        RuleEditor e;
        QVERIFY(e.loadPreset("blackjack"));
        QVERIFY(!e.loadPreset("no-such-game"));
        QVERIFY(e.lastError().contains("unknown preset"));
        QCOMPARE(e.id(), QString("blackjack"));
        VERIFY_VALID(e);
    }

    void valuesReadByPathWithDefaults() {
        RuleEditor e; // poker-like
        QCOMPARE(e.value("shoe.decks").toInt(), 6);
        QCOMPARE(e.value("values.points.10").toInt(), 10);
        QCOMPARE(e.value("values.points.K").toInt(), 13);
        QCOMPARE(e.value("forced[1].when.kind").toString(), QString("hard"));
        QCOMPARE(e.value("forced[1].when.total.max").toInt(), 14);
        QVERIFY(!e.value("forced[1].when.total.min").isValid());             // open bound: "any"
        QCOMPARE(e.value("forced[0].when.kind").toString(), QString("any")); // left out: default
        QCOMPARE(e.value("insurance.price").toString(), QString("1/2"));
        QCOMPARE(e.value("bonuses[3].total").toInt(), 27);
        QCOMPARE(e.value("bonuses[0].total").toInt(), -1); // left out: any
        QCOMPARE(e.value("natural.pairs[0][1]").toString(), QString("K"));
        QCOMPARE(e.value("bonuses[0].ranks").toList().size(), 2);
        QCOMPARE(e.count("forced"), 6);
        QCOMPARE(e.count("dealer.rows"), 5);
        QCOMPARE(e.count("bonuses"), 4);
        QVERIFY(!e.value("no.such.field").isValid());
        QVERIFY(!e.value("forced[99].op").isValid());
        QVERIFY(!e.value("").isValid());
        QVERIFY(e.isSet("shoe.cutCard"));
        QVERIFY(!e.isSet("forced[0].when.kind"));
    }

    void editsOfEverySectionReachTheRuleSet() {
        RuleEditor e;
        QSignalSpy changed(&e, &RuleEditor::changed);
        // Shoe
        QVERIFY(e.setValue("shoe.decks", 8));
        QVERIFY(e.setValue("shoe.removedRanks", QVariantList{"2", "3"}));
        QVERIFY(e.setValue("shoe.cutCard", 300));
        QVERIFY(e.setValue("indexStyle", "standard"));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->shoe.decks, 8);
        QCOMPARE(e.ruleSet()->shoe.removedRanks.size(), std::size_t(2));
        QCOMPARE(e.ruleSet()->shoe.cutCard, 300);
        QCOMPARE(e.ruleSet()->indexStyle, f27::IndexStyle::Standard);
        QVERIFY(e.dirty());
        QVERIFY(changed.count() >= 4);
        // Card values and the Joker
        QVERIFY(e.setValue("values.joker", "wild-to-target"));
        QVERIFY(e.setValue("values.points.K", 12));
        QVERIFY(e.setValue("values.aceHigh", 15));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->values.joker, f27::JokerMode::WildToTarget);
        QCOMPARE(e.ruleSet()->values.points[int(f27::Rank::King)], 12);
        QCOMPARE(e.ruleSet()->values.aceHigh, 15);
        // Deal and naturals
        QVERIFY(e.setValue("dealerInitial", "both-up"));
        QVERIFY(e.setValue("natural.payout", "3/2"));
        QVERIFY(e.setValue("natural.bothHave", "push"));
        QVERIFY(e.setValue("natural.pairs[0][1]", "Q"));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->dealerInitial, f27::DealerInitial::BothUp);
        QCOMPARE(e.ruleSet()->natural.payout, f27::Rational(3, 2));
        QCOMPARE(e.ruleSet()->natural.bothHave, f27::Winner::Push);
        QVERIFY(e.ruleSet()->natural.pairs[0][1] == f27::Rank::Queen);
        // Insurance
        QVERIFY(e.setValue("insurance.upCards", QVariantList{"A", "K"}));
        QVERIFY(e.setValue("insurance.payout", 9));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->insurance.upCards.size(), std::size_t(2));
        QCOMPARE(e.ruleSet()->insurance.payout, f27::Rational(9));
        // Forced plays: a bound, then opened again
        QVERIFY(e.setValue("forced[1].when.total.max", 13));
        QVERIFY(e.setValue("forced[1].when.dealer", "stand"));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->forced[1].when.total.max, 13);
        QCOMPARE(e.ruleSet()->forced[1].when.dealer, f27::DealerWill::Stand);
        QVERIFY(e.setValue("forced[1].when.total.max", QVariant()));
        QVERIFY(e.ruleSet()->forced[1].when.total.isAny());
        QVERIFY(!e.isSet("forced[1].when.total")); // an empty range is left out
        QVERIFY(e.setValue("forced[2].when.dealerTotal.min", 20));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->forced[2].when.dealerTotal.min, 20);
        // Player options
        QVERIFY(e.setValue("doubleDown.allowed", true));
        QVERIFY(e.setValue("doubleDown.total.min", 9));
        QVERIFY(e.setValue("doubleDown.total.max", 11));
        QVERIFY(e.setValue("split.allowed", true));
        QVERIFY(e.setValue("split.maxHands", 4));
        QVERIFY(e.setValue("surrender.allowed", true));
        QVERIFY(e.setValue("surrender.refund", "0.5"));
        QVERIFY(e.setValue("cardLimit.cards", 6));
        VERIFY_VALID(e);
        QVERIFY(e.ruleSet()->doubleDown.allowed);
        QCOMPARE(e.ruleSet()->doubleDown.total, (f27::Range{9, 11}));
        QCOMPARE(e.ruleSet()->split.maxHands, 4);
        QCOMPARE(e.ruleSet()->surrender.refund, f27::Rational(1, 2));
        QCOMPARE(e.ruleSet()->cardLimit.cards, 6);
        // Dealer strategy
        QVERIFY(e.setValue("dealer.rows[1].hitBelow", 22));
        QVERIFY(e.setValue("dealer.rows[1].cards.max", 4));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->dealer.rows[1].hitBelow, 22);
        QCOMPARE(e.ruleSet()->dealer.rows[1].cards.max, 4);
        // Outcomes
        QVERIFY(e.setValue("predetermined.playerTargetWins", false));
        QVERIFY(e.setValue("fiveCard.enabled", false));
        QVERIFY(e.setValue("comparison.tie", "dealer"));
        VERIFY_VALID(e);
        QVERIFY(!e.ruleSet()->predetermined.playerTargetWins);
        QVERIFY(!e.ruleSet()->fiveCard.enabled);
        QCOMPARE(e.ruleSet()->comparison.tie, f27::Winner::Dealer);
        // Bonuses
        QVERIFY(e.setValue("bonuses[0].amount", "3/2"));
        QVERIFY(e.setValue("bonuses[1].pay", "table-minimums"));
        QVERIFY(e.setValue("bonuses[3].cards", 6)); // with cardLimit 6, a six-card 27
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->bonuses[0].amount, f27::Rational(3, 2));
        QCOMPARE(e.ruleSet()->bonuses[1].pay, f27::BonusRule::Pay::TableMinimums);
        QCOMPARE(e.ruleSet()->bonuses[3].cards, 6);
        // Rule IDs are text; cleared, the family's general rule stands in
        QVERIFY(e.setValue("forced[0].rule", "F-11"));
        QVERIFY(e.setValue("dealRule", ""));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->forced[0].rule, std::string("F-11"));
        QCOMPARE(e.ruleSet()->dealRule, std::string("F-10"));
        // Identity
        QVERIFY(e.setValue("id", "house"));
        QVERIFY(e.setValue("name", "House rules"));
        VERIFY_VALID(e);
        QCOMPARE(e.id(), QString("house"));
        QCOMPARE(e.name(), QString("House rules"));
    }

    // F-2: fewer decks leave the cut card outside the shoe; the editor offers the same share of
    // the smaller shoe, and moves it there when asked. A cut card still inside needs no offer.
    void aSmallerShoeOffersToMoveTheCutCard() {
        RuleEditor e; // poker-like: 6 decks with Jokers
        const int size = e.shoeSize();
        const int cut = e.value("shoe.cutCard").toInt();
        QVERIFY(size > 300 && cut > 0 && cut < size);
        QCOMPARE(e.cutCardOffer(), 0);
        QVERIFY(e.setValue("shoe.decks", 1));
        const int smaller = e.shoeSize();
        QVERIFY(cut >= smaller);
        QVERIFY(!e.valid());
        QVERIFY(e.problemAt("shoe.cutCard").contains(QString::number(smaller - 1)));
        QCOMPARE(e.cutCardOffer(), qRound(double(cut) * smaller / size));
        QVERIFY(e.moveCutCard());
        QCOMPARE(e.value("shoe.cutCard").toInt(), qRound(double(cut) * smaller / size));
        QCOMPARE(e.cutCardOffer(), 0);
        VERIFY_VALID(e);
        QVERIFY(!e.moveCutCard());            // nothing to move now
        QVERIFY(e.setValue("shoe.decks", 2)); // larger again: the cut card is inside
        QCOMPARE(e.cutCardOffer(), 0);
    }

    void wagerModeNeedsNoPlayerChoices() {
        RuleEditor e; // poker-like offers insurance
        QVERIFY(e.setValue("wagerMode", "baccarat-like"));
        QVERIFY(!e.valid());
        QVERIFY2(hasProblemAt(e, "insurance.offered"), qPrintable(problemText(e)));
        QVERIFY(e.problemAt("insurance.offered").contains("baccarat-like"));
        // The player hand's strategy starts as the dealer's (without the dealer's rule IDs).
        QCOMPARE(e.count("baccarat.playerStrategy.rows"), e.count("dealer.rows"));
        QVERIFY(e.setValue("insurance.offered", false));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->wagerMode, f27::WagerMode::BaccaratLike);
        QCOMPARE(e.ruleSet()->baccarat.playerStrategy.rows.size(), e.ruleSet()->dealer.rows.size());
        QCOMPARE(e.ruleSet()->baccarat.playerStrategy.rows[0].rule, std::string("F-12"));
        QVERIFY(e.setValue("baccarat.stalematePays", "9"));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->baccarat.stalematePays, f27::Rational(9));
        QVERIFY(e.setValue("wagerMode", "standard"));
        VERIFY_VALID(e);
    }

    void naturalKindBringsOrDropsItsPairs() {
        RuleEditor e;
        QVERIFY(e.loadPreset("blackjack"));
        QVERIFY(e.setValue("natural.kind", "rank-pairs"));
        VERIFY_VALID(e);
        QCOMPARE(e.count("natural.pairs"), 1);
        QVERIFY(e.setValue("natural.kind", "none"));
        QCOMPARE(e.count("natural.pairs"), 0);
        QVERIFY(!e.valid()); // blackjack offers insurance, which needs naturals
        QVERIFY(hasProblemAt(e, "insurance.offered"));
    }

    void badValuesGiveProblemsAtTheirPath_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QVariant>("bad");
        QTest::addColumn<QString>("problemPath");
        QTest::addColumn<QString>("says");
        QTest::newRow("nine decks") << "shoe.decks" << QVariant(9) << "shoe.decks"
                                    << "must be between 1 and 8 (got 9)";
        QTest::newRow("cut card beyond the shoe")
            << "shoe.cutCard" << QVariant(400) << "shoe.cutCard"
            << "between 1 and 323";
        QTest::newRow("forced double") << "forced[2].op" << QVariant("double") << "forced[2].op"
                                       << "must be \"hit\" or \"stand\"";
        QTest::newRow("unknown rank")
            << "bonuses[0].ranks" << QVariant(QVariantList{"A", "T"}) << "bonuses[0].ranks[1]"
            << "unknown rank \"T\"";
        QTest::newRow("text in a number")
            << "forced[1].when.total.min" << QVariant("ten") << "forced[1].when.total.min"
            << "expected a whole number, got a string";
        QTest::newRow("min above max")
            << "forced[1].when.total.min" << QVariant(20) << "forced[1].when.total"
            << "min 20 is above max 14";
        QTest::newRow("bad ratio") << "natural.payout" << QVariant("3/0") << "natural.payout"
                                   << "zero";
        QTest::newRow("unknown value") << "dealerInitial" << QVariant("hole-up") << "dealerInitial"
                                       << "unknown value \"hole-up\"";
        QTest::newRow("unknown rule id")
            << "forced[0].rule" << QVariant("PL-99") << "forced[0].rule"
            << "unknown rule ID";
        QTest::newRow("duplicate bonus id")
            << "bonuses[1].id" << QVariant("finnish-27") << "bonuses[1].id"
            << "duplicate bonus id";
        QTest::newRow("required field removed") << "shoe.decks" << QVariant() << "shoe.decks"
                                                << "required, but missing";
        QTest::newRow("negative hitBelow")
            << "dealer.rows[0].hitBelow" << QVariant(-1) << "dealer.rows[0].hitBelow"
            << "0 or more";
        QTest::newRow("bad id") << "id" << QVariant("my rules") << "id"
                                << "may only hold letters";
    }
    void badValuesGiveProblemsAtTheirPath() {
        QFETCH(QString, path);
        QFETCH(QVariant, bad);
        QFETCH(QString, problemPath);
        QFETCH(QString, says);
        RuleEditor e;
        const QVariant good = e.value(path);
        QVERIFY(e.setValue(path, bad));
        QVERIFY(!e.valid());
        QVERIFY(!e.ruleSet().has_value());
        QVERIFY2(hasProblemAt(e, problemPath), qPrintable(problemText(e)));
        QVERIFY2(e.problemAt(problemPath).contains(says), qPrintable(e.problemAt(problemPath)));
        QVERIFY(e.problemCount("") >= 1);
        // The field keeps what was typed, so the form shows it with its message.
        if (bad.isValid() && bad.metaType() != QMetaType::fromType<QVariantList>())
            QCOMPARE(e.value(path).toString(), bad.toString());
        // Fixed, the rules are valid again.
        QVERIFY(e.setValue(path, good));
        VERIFY_VALID(e);
        QVERIFY(e.problemAt(problemPath).isEmpty());
        QVERIFY(*e.ruleSet() == preset("poker-like"));
    }

    void shapeAndSemanticProblemsShowTogether() {
        RuleEditor e;
        QVERIFY(e.setValue("shoe.decks", 9));                            // semantic
        QVERIFY(e.setValue("bonuses[0].ranks", QVariantList{"A", "T"})); // shape
        QVERIFY(e.setValue("forced[2].op", "double"));                   // semantic
        QVERIFY(e.setValue("forced[1].when.total.max", "fourteen"));     // shape
        QVERIFY2(hasProblemAt(e, "bonuses[0].ranks[1]"), qPrintable(problemText(e)));
        QVERIFY2(hasProblemAt(e, "forced[1].when.total.max"), qPrintable(problemText(e)));
        QVERIFY2(hasProblemAt(e, "shoe.decks"), qPrintable(problemText(e)));
        QVERIFY2(hasProblemAt(e, "forced[2].op"), qPrintable(problemText(e)));
        QCOMPARE(e.problems().size(), 4);
        QVERIFY(e.setValue("bonuses[0].ranks", QVariantList{"A", "K"}));
        QVERIFY(e.setValue("forced[1].when.total.max", 14));
        QCOMPARE(e.problems().size(), 2);
        QVERIFY(e.setValue("shoe.decks", 6));
        QVERIFY(e.setValue("forced[2].op", "hit"));
        VERIFY_VALID(e);
        QVERIFY(*e.ruleSet() == preset("poker-like"));
    }

    void problemsOfAFieldAndItsChildren() {
        RuleEditor e;
        QVERIFY(e.setValue("bonuses[2].name", ""));
        QVERIFY(e.setValue("bonuses[2].amount", "-1"));
        QVERIFY(e.problemAt("bonuses[2]").isEmpty());
        const QString all = e.problemAt("bonuses[2]", true);
        QVERIFY(all.contains("name: must not be empty"));
        QVERIFY(all.contains("amount: "));
        QCOMPARE(e.problemCount("bonuses"), 2);
        QCOMPARE(e.problemCount("bonuses[2]"), 2);
        QCOMPARE(e.problemCount("bonuses[1]"), 0);
        QCOMPARE(e.problemCount("shoe"), 0);
    }

    void badPathsAreRefused() {
        RuleEditor e;
        QVERIFY(!e.setValue("shoe..decks", 4));
        QVERIFY(!e.lastError().isEmpty());
        QVERIFY(!e.setValue("shoe.decks[0]", 4));     // decks is not a list
        QVERIFY(!e.setValue("forced[40].op", "hit")); // no such entry
        QVERIFY(!e.setValue("", 1));
        QVERIFY(!e.dirty());
        VERIFY_VALID(e);
        QVERIFY(*e.ruleSet() == preset("poker-like"));
    }

    void listsAddRemoveAndMove() {
        RuleEditor e;
        const auto before = *e.ruleSet();
        // forced plays
        const int i = e.addItem("forced");
        QCOMPARE(i, 6);
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->forced.size(), std::size_t(7));
        QCOMPARE(e.ruleSet()->forced[6].op, f27::Op::Stand);
        QVERIFY(e.moveItem("forced", 6, 0));
        QCOMPARE(e.ruleSet()->forced[0].when.total.min, 27);
        QCOMPARE(e.ruleSet()->forced[1], before.forced[0]);
        QVERIFY(e.moveItem("forced", 0, 1)); // down
        QCOMPARE(e.ruleSet()->forced[0], before.forced[0]);
        QVERIFY(e.removeItem("forced", 1));
        QVERIFY(*e.ruleSet() == before);
        QVERIFY(!e.moveItem("forced", 0, 6));
        QVERIFY(!e.removeItem("forced", 6));
        // dealer rows: a new row copies the last one
        QCOMPARE(e.addItem("dealer.rows"), 5);
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->dealer.rows[5], before.dealer.rows[4]);
        QVERIFY(e.removeItem("dealer.rows", 5));
        // every dealer row removed: the strategy needs one
        for (int n = e.count("dealer.rows"); n > 0; --n)
            QVERIFY(e.removeItem("dealer.rows", 0));
        QVERIFY(!e.valid());
        QVERIFY(hasProblemAt(e, "dealer.rows"));
        QVERIFY(e.problemAt("dealer.rows").contains("at least one row"));
        QCOMPARE(e.addItem("dealer.rows"), 0);
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->dealer.rows[0].hitBelow, 23); // target 27 - 4
        // bonuses: a new one has a unique id and is valid as it is
        QCOMPARE(e.addItem("bonuses"), 4);
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->bonuses[4].id, std::string("bonus-5"));
        QVERIFY(e.moveItem("bonuses", 4, 3));
        QCOMPARE(e.ruleSet()->bonuses[3].id, std::string("bonus-5"));
        QVERIFY(e.removeItem("bonuses", 3));
        QCOMPARE(e.ruleSet()->bonuses, before.bonuses);
        // natural pairs
        QCOMPARE(e.addItem("natural.pairs"), 1);
        QVERIFY(e.setValue("natural.pairs[1][0]", "JOKER"));
        VERIFY_VALID(e);
        QCOMPARE(e.ruleSet()->natural.pairs.size(), std::size_t(2));
        QVERIFY(e.ruleSet()->natural.pairs[1][0] == f27::Rank::Joker);
        QVERIFY(e.removeItem("natural.pairs", 1));
        // not lists
        QCOMPARE(e.addItem("shoe.decks"), -1);
        QCOMPARE(e.addItem("nothing"), -1);
    }

    void savesAFileTheEngineReadsBack() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        RuleEditor e;
        QVERIFY(e.suggestedFile().toLocalFile().endsWith("/poker-like.json"));
        QVERIFY(e.setValue("id", "house"));
        QVERIFY(e.setValue("comparison.tie", "dealer"));
        QVERIFY(e.dirty());
        QVERIFY(e.suggestedFile().toLocalFile().endsWith("/house.json"));
        const QString path = dir.filePath("house.json");
        QVERIFY2(e.saveTo(path), qPrintable(e.lastError()));
        QVERIFY(!e.dirty());
        QCOMPARE(e.source(), path);
        QVERIFY(!e.sourceIsPreset());
        QCOMPARE(e.suggestedFile(), QUrl::fromLocalFile(path)); // "Save as…" starts there
        QCOMPARE(e.suggestedFolder(), QUrl::fromLocalFile(dir.path()));
        auto read = f27::loadRuleSetFile(path);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QVERIFY(*read == *e.ruleSet());
        QCOMPARE(read->comparison.tie, f27::Winner::Dealer);
        QCOMPARE(readAll(path), f27::ruleSetToJson(*read)); // the canonical form
        // A file: URL, as FileDialog gives it, works too.
        const QString other = dir.filePath("other.json");
        QVERIFY(e.saveTo(QUrl::fromLocalFile(other).toString()));
        QVERIFY(QFile::exists(other));
        RuleEditor again;
        QVERIFY(again.loadFile(QUrl::fromLocalFile(other).toString()));
        QVERIFY(*again.ruleSet() == *e.ruleSet());
        QCOMPARE(again.source(), other);
        QVERIFY(again.loadRules(path));
        QCOMPARE(again.id(), QString("house"));
    }

    void refusesToSaveInvalidRulesAndLeavesTheFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.json");
        const QByteArray original = "{\"not\": \"touched\"}\n";
        QVERIFY(writeFile(path, original));
        RuleEditor e;
        QVERIFY(e.setValue("shoe.decks", 9));
        QVERIFY(!e.saveTo(path));
        QVERIFY(e.lastError().contains("problem"));
        QVERIFY(e.lastError().contains("shoe.decks"));
        QCOMPARE(readAll(path), original);
        QVERIFY(e.dirty());
        // Nor into a folder that does not exist, or over a folder, or into the presets.
        QVERIFY(e.setValue("shoe.decks", 6));
        QVERIFY(!e.saveTo(dir.filePath("no/such/folder/x.json")));
        QVERIFY(e.lastError().contains("cannot write"));
        QVERIFY(!e.saveTo(dir.path()));
        QVERIFY(!e.saveTo(":/rules/poker-like.json"));
        QVERIFY(!e.saveTo(""));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"keep.json"});
    }

    void badFilesAreRefusedWithAReasonAndKeepTheRules_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("syntax") << QByteArray("{\n  \"schemaVersion\": 1,\n  \"id\" \"x\"\n}")
                                << "JSON syntax error at line 3";
        QTest::newRow("empty") << QByteArray() << "empty";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "JSON object";
        QByteArray nine = f27::ruleSetToJson(preset("blackjack"));
        nine.replace("\"decks\": 6", "\"decks\": 9");
        QTest::newRow("nine decks") << nine << "shoe.decks: must be between 1 and 8";
        QByteArray typo = f27::ruleSetToJson(preset("blackjack"));
        typo.replace("\"decks\"", "\"decs\"");
        QTest::newRow("typo") << typo << "did you mean \"decks\"";
    }
    void badFilesAreRefusedWithAReasonAndKeepTheRules() {
        QFETCH(QByteArray, text);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.json");
        QVERIFY(writeFile(path, text));
        RuleEditor e;
        QVERIFY(e.setValue("comparison.tie", "player"));
        const QString before = e.json();
        QSignalSpy changed(&e, &RuleEditor::changed);
        QVERIFY(!e.loadFile(path));
        QVERIFY2(e.lastError().contains(says), qPrintable(e.lastError()));
        QVERIFY(e.lastError().startsWith(path));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(e.json(), before);
        QVERIFY(e.dirty());
        VERIFY_VALID(e);
        QVERIFY(!e.loadFile(dir.filePath("missing.json")));
        QVERIFY(e.lastError().contains("cannot be read"));
        QVERIFY(!e.loadRules("no-such-preset-or-file"));
        QVERIFY(e.lastError().contains("neither a preset"));
        QCOMPARE(e.json(), before);
    }

    void editsAsText() {
        RuleEditor e;
        QVERIFY(e.loadPreset("21-24-27"));
        QString text = e.json();
        QVERIFY(text.contains("\"decks\": 6"));
        text.replace("\"decks\": 6", "\"decks\": 0");
        QVERIFY(e.setJson(text));
        QVERIFY(!e.valid());
        QVERIFY(hasProblemAt(e, "shoe.decks"));
        QCOMPARE(e.value("shoe.decks").toInt(), 0);
        QVERIFY(!e.setJson("{ broken"));
        QVERIFY(e.lastError().contains("JSON syntax error"));
        QCOMPARE(e.value("shoe.decks").toInt(), 0); // the refused text changed nothing
        QVERIFY(e.setValue("shoe.decks", 6));
        VERIFY_VALID(e);
        QVERIFY(*e.ruleSet() == preset("21-24-27"));
        // Unknown fields from the text are named with their path.
        text = e.json();
        text.replace("\"decks\"", "\"decs\"");
        QVERIFY(e.setJson(text));
        QVERIFY2(hasProblemAt(e, "shoe.decs"), qPrintable(problemText(e)));
        QVERIFY(hasProblemAt(e, "shoe.decks"));
    }

    void editingTheSameValueIsNoChange() {
        RuleEditor e;
        QSignalSpy changed(&e, &RuleEditor::changed);
        QVERIFY(e.setValue("shoe.decks", 6));
        QVERIFY(e.setValue("comparison.tie", "push"));
        QCOMPARE(changed.count(), 0);
        QVERIFY(!e.dirty());
        const int rev = e.revision();
        QVERIFY(e.setValue("comparison.tie", "dealer"));
        QCOMPARE(e.revision(), rev + 1);
        QCOMPARE(changed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(AppRuleEditor)
#include "tst_app_rule_editor.moc"
