// Switching the language at run time: the real Main.qml, its Settings' language set as the
// settings dialog sets it, and the header's buttons and labels re-read in Finnish, then back
// in English.
#include "analysis_text.h"
#include "dealer_school_controller.h"
#include "language.h"
#include "preset_names.h"
#include "table_controller.h"

#include "round/describe.h"

#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

class AppLanguage : public QObject {
    Q_OBJECT
    QQmlApplicationEngine* engine_ = nullptr;
    QQuickWindow* window_ = nullptr;
    Language* language_ = nullptr;

    // Sets Main.qml's `settings.language`, as the settings dialog does.
    void chooseLanguage(const QString& code) {
        QQmlExpression set(qmlContext(window_), window_,
                           QString("settings.language = \"%1\"").arg(code));
        set.evaluate();
        QVERIFY2(!set.hasError(), qPrintable(set.error().toString()));
        QCoreApplication::processEvents();
    }

    // The visible texts of every item in the window (buttons, labels, the header's too).
    QStringList visibleTexts() const {
        QStringList out;
        QList<QQuickItem*> todo{window_->contentItem()->parentItem()
                                    ? window_->contentItem()->parentItem()
                                    : window_->contentItem()};
        while (!todo.isEmpty()) {
            QQuickItem* item = todo.takeLast();
            if (!item->isVisible()) continue;
            const QVariant text = item->property("text");
            if (text.isValid() && !text.toString().isEmpty()) out << text.toString();
            todo << item->childItems();
        }
        return out;
    }
    bool showsText(const QString& t) const { return visibleTexts().contains(t); }
    bool showsTextStarting(const QString& t) const {
        for (const QString& s : visibleTexts())
            if (s.startsWith(t)) return true;
        return false;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);           // never the user's settings
        QCoreApplication::setOrganizationName("finnish27"); // as app/main.cpp: QML Settings
        QCoreApplication::setApplicationName("finnish27");  // needs a settings file name
        engine_ = new QQmlApplicationEngine;
        engine_->load(QUrl("qrc:/Finnish27/Main.qml"));
        QVERIFY(!engine_->rootObjects().isEmpty());
        window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().first());
        QVERIFY(window_);
        language_ = window_->findChild<Language*>();
        QVERIFY2(language_, "Main.qml has no Language object");
        chooseLanguage("en"); // whatever an earlier run left in the test settings
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        window_->resize(1800, 800); // wide: every page has its own button on the bar
        QTRY_VERIFY(!window_->property("pagesInMenu").toBool());
    }
    void cleanupTestCase() {
        if (window_) chooseLanguage("en"); // leave the shared test settings in English
        delete engine_;
    }

    void startsInEnglish() {
        QCOMPARE(language_->code(), QString("en"));
        QVERIFY(showsText("Statistics"));
        QVERIFY(showsText("Settings"));
        QVERIFY(showsTextStarting("Bankroll "));
    }
    void switchesToFinnish() {
        chooseLanguage("fi");
        QCOMPARE(language_->code(), QString("fi"));
        QTRY_VERIFY2(showsText("Tilastot"), qPrintable(visibleTexts().join(" | ")));
        QVERIFY(showsText("Asetukset"));
        QVERIFY(showsText("Paikat"));
        QVERIFY(showsTextStarting("Pelikassa "));
        QVERIFY(!showsText("Statistics"));
        QVERIFY(!showsTextStarting("Bankroll "));
        QCOMPARE(f27::actionLabel(f27::Action::Stand), QString("Jää"));
    }
    void anUnknownLanguageIsRefused() {
        language_->setCode("xx");
        QCOMPARE(language_->code(), QString("fi")); // unchanged, still translated
        QVERIFY(showsText("Tilastot"));
    }
    void switchesBackToEnglish() {
        chooseLanguage("en");
        QCOMPARE(language_->code(), QString("en"));
        QTRY_VERIFY(showsText("Statistics"));
        QVERIFY(showsText("Settings"));
        QVERIFY(showsTextStarting("Bankroll "));
        QVERIFY(!showsText("Tilastot"));
        QCOMPARE(f27::actionLabel(f27::Action::Stand), QString("Stand"));
    }
    // Texts made in C++ (the prompt, the table log, the hand totals) follow the language too.
    void textsMadeInCppFollowTheLanguage() {
        auto* table = window_->findChild<TableController*>("table");
        QVERIFY(table);
        table->setAnimationMs(0);
        table->setSeatCount(1);
        QVERIFY(table->deal());
        const QString englishPrompt = table->prompt();
        const auto logText = [table](int row) {
            return table->messages()
                ->data(table->messages()->index(row), MessageLogModel::TextRole)
                .toString();
        };
        const int rows = table->messages()->rowCount();
        QVERIFY(rows > 2);
        const QString englishLog = logText(rows - 1);
        const QString englishFirst = logText(0);
        QTRY_VERIFY(showsText(englishPrompt));

        chooseLanguage("fi");
        QVERIFY(table->prompt() != englishPrompt);
        QTRY_VERIFY2(showsText(table->prompt()), qPrintable(visibleTexts().join(" | ")));
        QVERIFY(!showsText(englishPrompt));
        QVERIFY2(logText(rows - 1) != englishLog, qPrintable(englishLog));
        QVERIFY2(logText(0) != englishFirst, qPrintable(englishFirst));

        chooseLanguage("en");
        QCOMPARE(table->prompt(), englishPrompt);
        QCOMPARE(logText(rows - 1), englishLog);
        QCOMPARE(logText(0), englishFirst);
        QTRY_VERIFY(showsText(englishPrompt));
    }
    // The shipped presets' names follow the language wherever a rule set is named: the table's
    // game list and its title, the dealer school's; a rule set given a name of its own keeps it.
    void presetNamesFollowTheLanguage() {
        auto* table = window_->findChild<TableController*>("table");
        QVERIFY(table);
        table->setAnimationMs(0);
        for (int steps = 0; steps < 20 && (table->phase() == TableController::Decision ||
                                           table->phase() == TableController::Insurance);
             ++steps) { // a round left in play by an earlier test is played out
            const QStringList legal = table->legalActions();
            QVERIFY(table->act(legal.contains("stand") ? "stand" : legal.first()));
        }
        QVERIFY2(table->loadRules("poker-like"), qPrintable(table->rulesError()));
        DealerSchoolController school;
        QVERIFY(school.presetNames().contains("Poker-like Finnish 27"));
        QSignalSpy schoolNames(&school, &DealerSchoolController::namesChanged);
        chooseLanguage("fi");
        QCOMPARE(table->rulesName(), QString("Pokerimainen Finnish 27"));
        QVERIFY(table->presetNames().contains("Pokerimainen Finnish 27"));
        QTRY_VERIFY2(showsText("Pokerimainen Finnish 27"), qPrintable(visibleTexts().join(" | ")));
        QVERIFY(!schoolNames.isEmpty());
        QCOMPARE(school.rulesName(), QString("Pokerimainen Finnish 27"));
        QVERIFY(school.presetNames().contains("Pokerimainen Finnish 27"));
        QCOMPARE(ruleSetDisplayName("poker-like", "Our house game"), QString("Our house game"));
        QCOMPARE(ruleSetDisplayName("custom", "Poker-like Finnish 27"),
                 QString("Poker-like Finnish 27"));
        chooseLanguage("en");
        QCOMPARE(table->rulesName(), QString("Poker-like Finnish 27"));
        QTRY_VERIFY(showsText("Poker-like Finnish 27"));
    }
    // Numbers follow the language (decimal comma in Finnish), and sentences made once — the
    // computer seats' strategy, the statistics panel's "Saved to …" — are made again.
    void numbersAndOnceMadeSentencesFollowTheLanguage() {
        auto* table = window_->findChild<TableController*>("table");
        QVERIFY(table);
        // The statistics panel is made when its drawer is first opened, and kept.
        QObject* drawer = window_->findChild<QObject*>("statsDrawer");
        QVERIFY(drawer);
        QMetaObject::invokeMethod(drawer, "open");
        QTRY_VERIFY(window_->findChild<QObject*>("statsPanel"));
        QMetaObject::invokeMethod(drawer, "close");
        QTRY_VERIFY(!drawer->property("visible").toBool());
        auto* stats = window_->findChild<QObject*>("statsPanel");
        QVERIFY(stats);
        stats->setProperty("exportNote",
                           QVariantMap{{"saved", "csv"}, {"file", "file:///tmp/stats.csv"}});
        QCOMPARE(stats->property("exportStatus").toString(), QString("Exported to /tmp/stats.csv"));
        const QString englishStrategy = table->botStrategy();
        QCOMPARE(AnalysisText::ev(0.5), QString("+0.500"));
        QSignalSpy strategy(table, &TableController::botStrategyChanged);

        chooseLanguage("fi");
        QCOMPARE(QLocale().decimalPoint(), QString(","));
        QCOMPARE(AnalysisText::ev(0.5), QString("+0,500"));
        QCOMPARE(AnalysisText::cost(2.25), QString("2,25"));
        QCOMPARE(f27::describeMoney(f27::Money(45, 2)), QString("22,50"));
        QVERIFY(strategy.count() > 0);
        QVERIFY2(table->botStrategy() != englishStrategy, qPrintable(table->botStrategy()));
        QTRY_VERIFY2(!stats->property("exportStatus").toString().startsWith("Exported"),
                     qPrintable(stats->property("exportStatus").toString()));
        QVERIFY(stats->property("exportStatus").toString().endsWith("/tmp/stats.csv"));

        chooseLanguage("en");
        QCOMPARE(QLocale().decimalPoint(), QString("."));
        QCOMPARE(AnalysisText::ev(0.5), QString("+0.500"));
        QCOMPARE(table->botStrategy(), englishStrategy);
        QTRY_COMPARE(stats->property("exportStatus").toString(),
                     QString("Exported to /tmp/stats.csv"));
    }
    // The header fits from the smallest window up, in both languages: every item on it lies
    // within the window, and no button is squeezed below the width of its text.
    void headerFitsTheWindow_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("width");
        for (const char* code : {"en", "fi"})
            for (int width : {900, 1000, 1100, 1280, 1400, 1760, 1920})
                QTest::addRow("%s %d", code, width) << QString(code) << width;
    }
    void headerFitsTheWindow() {
        QFETCH(QString, code);
        QFETCH(int, width);
        chooseLanguage(code);
        window_->resize(width, 800);
        auto* header = window_->property("header").value<QQuickItem*>();
        QVERIFY(header);
        QTRY_COMPARE(qRound(header->width()), width);
        // What does not fit, once the layout has been polished at this width.
        int shown = 0;
        const auto faults = [&] {
            QStringList out;
            shown = 0;
            const QQuickItem* row = nullptr;
            QList<QQuickItem*> todo{header};
            while (!todo.isEmpty() && !row) {
                QQuickItem* item = todo.takeFirst();
                if (item->inherits("QQuickRowLayout")) row = item;
                todo << item->childItems();
            }
            if (!row) return QStringList{"no row"};
            for (QQuickItem* item : row->childItems()) {
                if (!item->isVisible() || item->width() <= 0) continue;
                ++shown;
                const QRectF r = item->mapRectToScene(item->boundingRect());
                const QString name = item->property("text").toString();
                if (r.right() > width + 0.5)
                    out << QString("%1 ends at %2").arg(name).arg(r.right());
                if (item->inherits("QQuickAbstractButton") &&
                    item->implicitWidth() > item->width() + 1)
                    out << QString("%1 squeezed to %2 of %3")
                               .arg(name)
                               .arg(item->width())
                               .arg(item->implicitWidth());
            }
            return out;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(faults().isEmpty(), qPrintable(faults().join("; ")), 2000);
        QVERIFY(shown >= 8);
        QVERIFY(showsTextStarting(code == "fi" ? "Pelikassa " : "Bankroll "));
        chooseLanguage("en");
        window_->resize(1800, 800);
    }
    // The settings dialog fits the smallest window in Finnish, its longest language: inside
    // the window, every row within the dialog's width (the rest scrolls).
    void settingsFitTheSmallestWindow() {
        chooseLanguage("fi");
        window_->resize(900, 600);
        QTRY_VERIFY(window_->property("pagesInMenu").toBool());
        QVariant opened; // the Settings button's way: the dialog is made when first opened
        QMetaObject::invokeMethod(window_, "openPanel", Q_RETURN_ARG(QVariant, opened),
                                  Q_ARG(QVariant, QString("settings")));
        QVERIFY(opened.toBool());
        QObject* dialog = window_->findChild<QObject*>("settingsDialog");
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        auto* grid = window_->findChild<QQuickItem*>("settingsGrid");
        QVERIFY(grid);
        QTRY_VERIFY(grid->width() > 0);
        const qreal x = dialog->property("x").toReal(), y = dialog->property("y").toReal();
        const qreal w = dialog->property("width").toReal(), h = dialog->property("height").toReal();
        QVERIFY2(x >= 0 && x + w <= 900 && y >= 0 && y + h <= 600,
                 qPrintable(QString("%1,%2 %3x%4").arg(x).arg(y).arg(w).arg(h)));
        QVERIFY2(grid->implicitWidth() <= grid->width() + 1,
                 qPrintable(QString("%1 > %2").arg(grid->implicitWidth()).arg(grid->width())));
        QMetaObject::invokeMethod(dialog, "close");
        QTRY_VERIFY(!dialog->property("visible").toBool());
        chooseLanguage("en");
        window_->resize(1800, 800);
    }
    // The statistics' reset question lays out without a binding loop (its text wraps to the
    // dialog's width, which must not depend on the text).
    void resetQuestionLaysOutOnce_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("width");
        QTest::newRow("en 1800") << "en" << 1800;
        QTest::newRow("fi 900") << "fi" << 900;
    }
    void resetQuestionLaysOutOnce() {
        QFETCH(QString, code);
        QFETCH(int, width);
        chooseLanguage(code);
        window_->resize(width, 700);
        QTRY_COMPARE(window_->property("width").toInt(), width);
        static QStringList loops;
        loops.clear();
        const QtMessageHandler previous =
            qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString& m) {
                if (m.contains("Binding loop")) loops << m;
            });
        QObject* drawer = window_->findChild<QObject*>("statsDrawer");
        QVERIFY(drawer);
        QMetaObject::invokeMethod(drawer, "open");
        QTRY_VERIFY(drawer->property("opened").toBool());
        QObject* dialog = window_->findChild<QObject*>("confirmReset");
        QVERIFY(dialog);
        QMetaObject::invokeMethod(dialog, "open");
        QTRY_VERIFY(dialog->property("opened").toBool());
        QTest::qWait(50);
        QMetaObject::invokeMethod(dialog, "close");
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QMetaObject::invokeMethod(drawer, "close");
        QTRY_VERIFY(!drawer->property("visible").toBool());
        qInstallMessageHandler(previous);
        chooseLanguage("en");
        window_->resize(1800, 800);
        QVERIFY2(loops.isEmpty(), qPrintable(loops.join("\n")));
    }
    // Mid-round the game switches stay where they are and say why.
    void gameSwitchesSayWhyNotMidRound() {
        auto* table = window_->findChild<TableController*>("table");
        QVERIFY(table);
        const auto playOut = [table] {
            table->skipAnimation();
            while (!table->legalActions().isEmpty())
                table->act(table->legalActions().contains("stand") ? "stand"
                                                                   : table->legalActions()[0]);
        };
        playOut();                      // a round an earlier case left
        table->setAnimationMs(1000000); // the round stays in its deal
        QVERIFY(table->deal());
        QCOMPARE(table->phase(), TableController::Dealing);
        auto* button = window_->findChild<QQuickItem*>("gameSwitch");
        QVERIFY(button && button->isEnabled());
        QMetaObject::invokeMethod(button, "clicked");
        QQmlExpression game(qmlContext(window_), window_, "settings.game");
        QCOMPARE(game.evaluate().toString(), QString("banking"));
        const QString why = window_->property("finishRoundFirst").toString();
        QVERIFY(!why.isEmpty());
        QTRY_VERIFY2(showsText(why), qPrintable(visibleTexts().join(" | ")));
        table->skipAnimation();
        while (!table->legalActions().isEmpty())
            table->act(table->legalActions().contains("stand") ? "stand"
                                                               : table->legalActions()[0]);
        table->setAnimationMs(0);
    }
};

QTEST_MAIN(AppLanguage)
#include "tst_app_language.moc"
