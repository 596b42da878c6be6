// SystemText (app/system_text.h) and Theme.px(): the table's text follows the desktop's font.
// The table's sizes are for a 10-point font at 96 dpi (13.3 px); a desktop font twice that size
// doubles every Theme.px() size, at once and without a restart, and a smaller one never shrinks
// the table's text below its own sizes.
#include "system_text.h"

#include <QFont>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSignalSpy>
#include <QtPlugin>
#include <QtQml/qqmlextensionplugin.h>
#include <QtTest>

#include <memory>

Q_IMPORT_QML_PLUGIN(Finnish27Plugin)

class TstAppSystemText : public QObject {
    Q_OBJECT

    static void setDesktopPixels(int pixels) {
        QFont f = QGuiApplication::font();
        f.setPixelSize(pixels);
        QGuiApplication::setFont(f);
    }

private slots:
    void scaleIsTheDesktopsTextOverTheTables() {
        QCOMPARE(SystemText::scaleFor(40.0 / 3), 1.0);
        QCOMPARE(SystemText::scaleFor(20), 1.5);
        QCOMPARE(SystemText::scaleFor(80.0 / 3), 2.0);
        QCOMPARE(SystemText::scaleFor(8), 1.0);   // smaller text: the table's own sizes
        QCOMPARE(SystemText::scaleFor(200), 3.0); // bounded: the table still fits somewhere
        QCOMPARE(SystemText::scaleFor(0), 1.0);   // no measurement: no scaling
    }

    // A QML Text sized with Theme.px() grows with the desktop's font, while the table is open.
    void themeTextFollowsTheDesktopFont() {
        setDesktopPixels(13);
        QQmlEngine engine;
        engine.addImportPath("qrc:/");
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport Finnish27\n"
                          "Text { property QtObject system: SystemText\n"
                          "       text: \"27\"; font.pixelSize: Theme.px(12) }",
                          QUrl("qrc:/tst_system_text.qml"));
        std::unique_ptr<QObject> text(component.create());
        QVERIFY2(text, qPrintable(component.errorString()));
        QCOMPARE(text->property("font").value<QFont>().pixelSize(), 12);

        auto* system = qobject_cast<SystemText*>(text->property("system").value<QObject*>());
        QVERIFY(system);
        QSignalSpy changed(system, &SystemText::scaleChanged);
        setDesktopPixels(27); // about twice the table's 13.3 px
        QCOMPARE(changed.count(), 1);
        QCOMPARE(text->property("font").value<QFont>().pixelSize(), qRound(12 * 27 / (40.0 / 3)));

        setDesktopPixels(9); // smaller than the table's: back to its own sizes
        QCOMPARE(text->property("font").value<QFont>().pixelSize(), 12);
    }
};

QTEST_MAIN(TstAppSystemText)
#include "tst_app_system_text.moc"
