// The Finnish translation (translations/finnish27_fi.ts, compiled into the engine's
// resources as ":/i18n/finnish27_fi.qm"): every message is translated and finished, keeps
// the source's placeholders (%1 … %99, %L1 …, %n), rule IDs (PL-5, B-9 …), line breaks and
// leading/trailing spaces; and the compiled translator turns the engine's event sentences
// into Finnish. Every context of the catalogue is one the program asks for at run time, so
// that no message is translated under a name nothing looks up. That every message in the .ts
// still exists in the sources is lupdate's job (-no-obsolete).
#include "round/describe.h"
#include "round/events.h"
#include "rules/rule_set_json.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>

using namespace f27;

namespace {

struct Message {
    QString context;
    QString source;
    QStringList translations; // one, or the numerus forms
    bool unfinished = false;
    qint64 line = 0;
};

QList<Message> readTs(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message msg;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == u"context")
                context.clear();
            else if (name == u"name" && !inMessage)
                context = xml.readElementText();
            else if (name == u"message") {
                msg = Message{context, {}, {}, false, xml.lineNumber()};
                inMessage = true;
            } else if (name == u"source" && inMessage) {
                msg.source = xml.readElementText();
            } else if (name == u"translation" && inMessage) {
                const auto type = xml.attributes().value("type");
                msg.unfinished =
                    type == u"unfinished" || type == u"vanished" || type == u"obsolete";
                // Either text, or <numerusform> children.
                QString text;
                bool numerus = false;
                while (!xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters())
                        text += xml.text();
                    else if (xml.isStartElement() && xml.name() == u"numerusform") {
                        numerus = true;
                        msg.translations << xml.readElementText();
                    } else if (xml.isEndElement() && xml.name() == u"translation")
                        break;
                }
                if (!numerus) msg.translations << text;
            }
        } else if (xml.isEndElement() && xml.name() == u"message") {
            out << msg;
            inMessage = false;
        }
    }
    if (xml.hasError())
        *error = QString("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

QStringList sorted(QStringList l) {
    l.sort();
    return l;
}

QStringList matches(const QRegularExpression& re, const QString& s) {
    QStringList out;
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured(0);
    return out;
}

// The contexts the program translates under at run time: a QML file's name (qsTr), a class
// with Q_OBJECT (its tr), the argument of Q_DECLARE_TR_FUNCTIONS, and every literal context
// passed to translate().
QSet<QString> runtimeContexts(const QString& root) {
    QSet<QString> out{"QObject"};
    static const QRegularExpression translate(R"re(translate\(\s*"([^"]+)")re");
    static const QRegularExpression declared(R"(Q_DECLARE_TR_FUNCTIONS\(\s*([\w:]+)\s*\))");
    static const QRegularExpression qobject(R"((?:class|struct)\s+(\w+)[^;{]*\{\s*Q_OBJECT)");
    for (const char* dir : {"app", "cli", "engine", "qml"}) {
        QDirIterator it(root + "/" + dir, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QFileInfo f(it.next());
            if (f.suffix() == "qml") out << f.completeBaseName();
            if (f.suffix() != "cpp" && f.suffix() != "h") continue;
            QFile file(f.filePath());
            if (!file.open(QIODevice::ReadOnly)) continue;
            const QString text = QString::fromUtf8(file.readAll());
            for (const auto* re : {&translate, &declared, &qobject})
                for (auto m = re->globalMatch(text); m.hasNext();)
                    out << m.next().captured(1);
        }
    }
    return out;
}

QString where(const Message& m) {
    return QString("line %1, %2 \"%3\"").arg(m.line).arg(m.context, m.source);
}

} // namespace

class Translations : public QObject {
    Q_OBJECT
    QList<Message> messages_;

private slots:
    void initTestCase() {
        QString error;
        messages_ = readTs(F27_SOURCE_DIR "/translations/finnish27_fi.ts", &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(messages_.size() > 300,
                 "the Finnish .ts holds far fewer messages than the sources");
    }

    void everyMessageIsTranslatedAndFinished() {
        QStringList bad;
        for (const Message& m : messages_) {
            if (m.unfinished) bad << "unfinished: " + where(m);
            if (m.translations.isEmpty()) bad << "no translation: " + where(m);
            for (const QString& t : m.translations)
                if (t.trimmed().isEmpty()) bad << "empty: " + where(m);
        }
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join('\n')));
    }

    void placeholdersAreKeptExactlyOnceEach() {
        // QString::arg() markers (%1 … %99, %L1) and tr()'s %n; the order may change.
        static const QRegularExpression re(R"(%(?:L?[1-9][0-9]?|n))");
        QStringList bad;
        for (const Message& m : messages_) {
            const QStringList want = sorted(matches(re, m.source));
            for (const QString& t : m.translations)
                if (sorted(matches(re, t)) != want)
                    bad << QString("%1\n    -> \"%2\": %3 instead of %4")
                               .arg(where(m), t, matches(re, t).join(' '), want.join(' '));
        }
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join('\n')));
    }

    void ruleIdsAreKept() {
        static const QRegularExpression re(R"(\b[A-Z]+-[0-9]+\b)");
        QStringList bad;
        for (const Message& m : messages_)
            for (const QString& id : matches(re, m.source))
                for (const QString& t : m.translations)
                    if (!t.contains(
                            QRegularExpression("\\b" + QRegularExpression::escape(id) + "\\b")))
                        bad << QString("%1\n    -> \"%2\" lacks %3").arg(where(m), t, id);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join('\n')));
    }

    void lineBreaksAndOuterSpacesAreKept() {
        // The code glues pieces together (" (hand %1)", "%1%2 splits%3."), prompts end in a
        // space, and tooltips break lines where the source does.
        static const QRegularExpression leading(R"(^\s*)"), trailing(R"(\s*$)");
        QStringList bad;
        for (const Message& m : messages_)
            for (const QString& t : m.translations) {
                if (t.count('\n') != m.source.count('\n'))
                    bad << QString("%1\n    -> line breaks differ").arg(where(m));
                if (leading.match(t).captured(0) != leading.match(m.source).captured(0) ||
                    trailing.match(t).captured(0) != trailing.match(m.source).captured(0))
                    bad << QString("%1\n    -> \"%2\": leading/trailing space differs")
                               .arg(where(m), t);
            }
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join('\n')));
    }

    // lupdate names a context after the class whose member calls tr(), or the namespace of a
    // free function; a helper that translates under another name leaves its messages unused.
    void everyContextIsOneTheProgramUses() {
        const QSet<QString> known = runtimeContexts(F27_SOURCE_DIR);
        QStringList unknown;
        for (const Message& m : messages_) {
            const QString last = m.context.section("::", -1);
            if (!known.contains(m.context) && !(m.context.contains("::") && known.contains(last)))
                unknown << where(m);
        }
        for (const QString& u : unknown)
            qWarning("translated under a context nothing asks for: %s", qPrintable(u));
        QCOMPARE(unknown.size(), 0);
    }

    void theCompiledTranslatorTranslates() {
        QTranslator fi;
        QVERIFY2(fi.load(":/i18n/finnish27_fi.qm"),
                 "the engine's resources lack :/i18n/finnish27_fi.qm");
        QCOMPARE(fi.language(), QString("fi_FI"));
        QCOMPARE(fi.translate("f27", "Hit"), QString("Ota kortti"));
        QCOMPARE(fi.translate("f27", "Stand"), QString("Jää"));
        QCOMPARE(fi.translate("Main", "Bankroll %1"), QString("Pelikassa %1"));
        QCOMPARE(fi.translate("f27", "soft %1"), QString("pehmeä %1"));
        // Every message of the .ts is in the .qm (a stale .qm would miss the newest ones).
        QStringList missing;
        for (const Message& m : messages_)
            if (fi.translate(m.context.toUtf8(), m.source.toUtf8()).isEmpty()) missing << where(m);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join('\n')));
    }

    void eventSentencesComeOutInFinnish() {
        auto rules = loadPreset("poker-like");
        QVERIFY2(rules, rules ? "" : rules.error().c_str());
        // PL-5's second forced play: hard total at most 14 must hit.
        int ref = -1;
        for (size_t i = 0; i < rules->forced.size(); ++i)
            if (rules->forced[i].op == Op::Hit && rules->forced[i].when.kind == HandKind::Hard)
                ref = int(i);
        QVERIFY(ref >= 0);
        Event e = makeEvent(EventType::ForcedPlay, 0, 0);
        e.action = Action::Hit;
        e.total = 12;
        e.soft = false;
        e.ref = ref;
        e.rule = "PL-5";
        const QString english = describeEvent(e, *rules);
        QCOMPARE(english, QString("Seat 1 must hit: hard 12 (hard, total at most 14 — PL-5)."));

        QTranslator fi;
        QVERIFY(fi.load(":/i18n/finnish27_fi.qm"));
        QVERIFY(QCoreApplication::installTranslator(&fi));
        const QString finnish = describeEvent(e, *rules);
        Event stand = makeEvent(EventType::DealerPlay);
        stand.action = Action::Stand;
        stand.total = 24;
        stand.soft = true;
        stand.rule = "PL-7";
        const QString dealer = describeEvent(stand, *rules);
        Event outcome = makeEvent(EventType::Outcome, 1, 1);
        outcome.result = HandResult::Win;
        outcome.detail = "dealer-bust";
        outcome.rule = "PL-8";
        const QString won = describeEvent(outcome, *rules);
        QCoreApplication::removeTranslator(&fi);

        QCOMPARE(
            finnish,
            QString("Paikka 1 joutuu ottamaan kortin: kova 12 (kova, summa enintään 14 — PL-5)."));
        QVERIFY(finnish.contains("PL-5"));
        QCOMPARE(dealer, QString("Jakaja jää (pehmeä 24) — PL-7."));
        QCOMPARE(won, QString("Paikka 2 (käsi 2) voittaa: jakaja menee yli — PL-8."));
        // Removing the translator brings the English back.
        QCOMPARE(describeEvent(e, *rules), english);
    }
};

QTEST_GUILESS_MAIN(Translations)
#include "tst_translations.moc"
