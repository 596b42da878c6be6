// The rule-set editor (see rule_editor.h): the JSON form of a RuleSet, edited by field path
// and re-read by the engine after every change.
#include "rule_editor.h"

#include "json_path.h"

#include "round/describe.h"
#include "rules/rule_set_json.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QJSValue>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <vector>

namespace {

using jsonpath::Path;
using jsonpath::pattern;

// An object created on the way to a field holds the defaults of its fields (the engine's,
// ruleFileDefaults), so that what the form shows is what the file says.
QJsonObject defaultObject(const QString& pathPattern) {
    QJsonObject o;
    const QString prefix = pathPattern + '.';
    const auto& defaults = f27::ruleFileDefaults();
    for (auto it = defaults.begin(); it != defaults.end(); ++it) {
        const QString& key = it.key();
        if (!key.startsWith(prefix) || key.indexOf('[', prefix.size()) >= 0) continue;
        const QStringList steps = key.mid(prefix.size()).split('.');
        // Objects on the way within the created one ("playerStrategy" of "baccarat").
        std::vector<QJsonObject> chain{o};
        for (qsizetype i = 0; i + 1 < steps.size(); ++i)
            chain.push_back(chain.back().value(steps[i]).toObject());
        chain.back().insert(steps.back(), it.value());
        for (qsizetype i = steps.size() - 1; i > 0; --i) {
            QJsonObject inner = chain.back();
            chain.pop_back();
            chain.back().insert(steps[i - 1], inner);
        }
        o = chain.front();
    }
    return o;
}

bool isRangeKey(const QString& key) {
    return key == QLatin1String("total") || key == QLatin1String("cards") ||
           key == QLatin1String("dealerTotal");
}

// The rule file's schema for writes: a missing object is made with its documented defaults;
// a range with both bounds open is "any", left out as the canonical form has it.
const jsonpath::Schema kRuleFileSchema{[](const QString& p) { return defaultObject(p); },
                                       [](const QString& key) { return isRangeKey(key); }};

QString localPath(const QString& pathOrUrl) {
    if (pathOrUrl.startsWith(QLatin1String("file:"))) return QUrl(pathOrUrl).toLocalFile();
    if (pathOrUrl.startsWith(QLatin1String("qrc:"))) return ':' + QUrl(pathOrUrl).path();
    return pathOrUrl;
}

// A strategy row copied for the player hand of the baccarat-like modes: without the
// dealer's rule IDs (the player strategy cites its own, F-12 by default).
QJsonArray rowsWithoutRules(const QJsonArray& rows) {
    QJsonArray out;
    for (const QJsonValue& r : rows) {
        QJsonObject o = r.toObject();
        o.remove(QStringLiteral("rule"));
        out.append(o);
    }
    return out;
}

} // namespace

RuleEditor::RuleEditor(QObject* parent) : QObject(parent) {
    connect(this, &RuleEditor::changed, this, [this] {
        houseEdge_.setRules(current_);
        simulatedEdge_.setRules(current_);
    });
    // The table stays responsive: one core is left to it; the analysis and the simulator
    // scale with the others.
    const int threads = std::max(1, QThread::idealThreadCount() - 1);
    houseEdge_.setThreads(threads);
    simulatedEdge_.setThreads(threads);
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
    const QStringList ids = presets();
    if (!ids.isEmpty() && loadPreset(ids.first())) return;
    loadRuleSet(f27::RuleSet{}); // no presets compiled in: the engine's defaults
}

QStringList RuleEditor::presets() const {
    QStringList out;
    for (const auto& id : f27::presetIds())
        out << QString::fromStdString(id);
    return out;
}

QStringList RuleEditor::rankCodes() const {
    QStringList out;
    for (f27::Rank r : f27::kDeckRanks)
        out << QString::fromStdString(f27::rankCode(r));
    out << QString::fromStdString(f27::rankCode(f27::Rank::Joker));
    return out;
}

QString RuleEditor::name() const {
    return root_.value(QStringLiteral("name")).toString();
}
QString RuleEditor::id() const {
    return root_.value(QStringLiteral("id")).toString();
}

void RuleEditor::setLastError(const QString& e) {
    if (lastError_ == e) return;
    lastError_ = e;
    emit lastErrorChanged();
}

// ---- loading ----

bool RuleEditor::loadPreset(const QString& id) {
    auto rules = f27::loadPreset(id.toStdString());
    if (!rules) {
        setLastError(QString::fromStdString(rules.error()));
        return false;
    }
    replaceAll(QJsonDocument::fromJson(f27::ruleSetToJson(*rules)).object(), id, true, false);
    setLastError({});
    return true;
}

bool RuleEditor::loadFile(const QString& pathOrUrl) {
    const QString path = localPath(pathOrUrl);
    if (path.isEmpty()) {
        setLastError(tr("No rule file was given."));
        return false;
    }
    auto rules = f27::loadRuleSetFile(path);
    if (!rules) {
        setLastError(QString::fromStdString(rules.error()));
        return false;
    }
    replaceAll(QJsonDocument::fromJson(f27::ruleSetToJson(*rules)).object(), path, false, false);
    setLastError({});
    return true;
}

bool RuleEditor::loadRules(const QString& presetOrPathOrUrl) {
    if (presets().contains(presetOrPathOrUrl)) return loadPreset(presetOrPathOrUrl);
    const QString path = localPath(presetOrPathOrUrl);
    if (!QFileInfo::exists(path)) { // the engine's message names the presets too
        setLastError(QString::fromStdString(f27::loadRules(path.toStdString()).error()));
        return false;
    }
    return loadFile(path);
}

void RuleEditor::loadRuleSet(const f27::RuleSet& rules, const QString& source) {
    replaceAll(QJsonDocument::fromJson(f27::ruleSetToJson(rules)).object(), source,
               presets().contains(source), false);
    setLastError({});
}

void RuleEditor::replaceAll(const QJsonObject& root, const QString& source, bool isPreset,
                            bool dirty) {
    root_ = root;
    cutCardOffer_ = 0; // other rules: nothing to offer
    source_ = source;
    sourceIsPreset_ = isPreset;
    dirty_ = dirty;
    recheck();
    ++revision_;
    emit changed();
}

// The problems are worded when the rules are checked: a language switch checks them again
// (the rules do not change, so neither does the house edge), and the page re-reads every
// description through `revision`.
bool RuleEditor::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        recheck();
        ++revision_;
        emit changed();
    }
    return QObject::eventFilter(watched, event);
}

void RuleEditor::edited(const QJsonObject& root) {
    root_ = root;
    dirty_ = true;
    recheck();
    ++revision_;
    emit changed();
    setLastError({});
}

namespace {

// The reader's messages as {path, message}: "path: message", "missing required field
// \"path\"", "unknown field \"path\" ..." and, without a path, JSON syntax errors.
std::vector<std::pair<QString, QString>> messagesByPath(const std::string& text) {
    static const QRegularExpression withPath(QStringLiteral(
        R"re(^([A-Za-z_][A-Za-z0-9_]*(?:\[\d+\])*(?:\.[A-Za-z0-9_]+(?:\[\d+\])*)*): (.*)$)re"));
    static const QRegularExpression missing(
        QStringLiteral(R"re(^missing required field "(.*)"$)re"));
    static const QRegularExpression unknown(
        QStringLiteral(R"re(^(unknown|duplicate) field "([^"]*)"(.*)$)re"));
    std::vector<std::pair<QString, QString>> out;
    for (const QString& line : QString::fromStdString(text).split('\n')) {
        if (line.isEmpty()) continue;
        if (auto m = missing.match(line); m.hasMatch())
            out.emplace_back(m.captured(1), QObject::tr("required, but missing"));
        else if (auto u = unknown.match(line); u.hasMatch())
            out.emplace_back(u.captured(2), u.captured(1) + " field" + u.captured(3));
        else if (auto p = withPath.match(line); p.hasMatch())
            out.emplace_back(p.captured(1), p.captured(2));
        else
            out.emplace_back(QString(), line);
    }
    return out;
}

bool related(const QString& a, const QString& b) {
    const auto under = [](const QString& p, const QString& prefix) {
        return p == prefix ||
               (p.startsWith(prefix) && (p[prefix.size()] == '.' || p[prefix.size()] == '['));
    };
    return under(a, b) || under(b, a);
}

} // namespace

// Re-reads the rules with the engine: first their shape (the reader: types, required and
// unknown fields, named values), then the semantic checks of ruleSetProblems, each problem
// with its field path. While some fields have the wrong shape, the semantic checks still run
// on the rest: the fields in error are taken as they were when the rules last read, and the
// problems about them are left out. Only rules that the engine's own loader (ruleSetFromJson)
// accepts are valid.
void RuleEditor::recheck() {
    problems_.clear();
    current_.reset();
    const auto add = [&](const QString& path, const QString& message) {
        problems_.push_back({path, message});
    };
    const auto addSemantic = [&](const f27::RuleSet& read, const QList<Problem>& skip) {
        f27::RuleSet rules = read;
        f27::fillRuleIds(rules);
        for (const auto& p : f27::ruleSetProblems(rules)) {
            const QString path = QString::fromStdString(p.path);
            if (std::none_of(skip.begin(), skip.end(),
                             [&](const Problem& s) { return related(s.path, path); }))
                add(path, QString::fromStdString(p.message));
        }
    };

    readable_.reset();
    auto read = f27::readRuleSetFields(root_);
    if (read) {
        lastReadable_ = root_;
        readable_ = *read;
        f27::fillRuleIds(*readable_);
        addSemantic(*read, {});
        if (!problems_.empty()) return;
        auto rules = f27::ruleSetFromJson(QJsonDocument(root_).toJson(QJsonDocument::Compact));
        if (rules) {
            current_ = std::move(rules).value();
            return;
        }
        for (const auto& [path, message] : messagesByPath(rules.error()))
            add(path, message);
    } else {
        for (const auto& [path, message] : messagesByPath(read.error()))
            add(path, message);
        const QList<Problem> shape = problems_;
        QJsonValue repaired(root_);
        for (const Problem& p : shape) {
            const auto steps = jsonpath::parse(p.path);
            if (!steps) return; // a problem of the whole file: nothing more to say
            const QJsonValue before = jsonpath::lookup(lastReadable_, *steps);
            jsonpath::set(repaired, *steps,
                          before.isUndefined() ? std::nullopt : std::optional<QJsonValue>(before),
                          kRuleFileSchema);
        }
        if (auto again = f27::readRuleSetFields(repaired.toObject())) {
            readable_ = *again;
            f27::fillRuleIds(*readable_);
            addSemantic(*again, shape);
        }
    }
    if (problems_.empty()) add(QString(), tr("the rules cannot be read"));
}

// ---- fields ----

QJsonValue RuleEditor::defaultValue(const QString& path) const {
    return f27::ruleFileDefaults().value(pattern(path), QJsonValue::Undefined);
}

QVariant RuleEditor::value(const QString& path) const {
    const auto steps = jsonpath::parse(path);
    if (!steps) return {};
    QJsonValue v = jsonpath::lookup(root_, *steps);
    if (v.isUndefined()) v = defaultValue(path);
    return v.isUndefined() ? QVariant() : v.toVariant();
}

bool RuleEditor::isSet(const QString& path) const {
    const auto steps = jsonpath::parse(path);
    return steps && !jsonpath::lookup(root_, *steps).isUndefined();
}

bool RuleEditor::setValue(const QString& path, const QVariant& value) {
    const auto steps = jsonpath::parse(path);
    if (!steps) {
        setLastError(tr("\"%1\" is not a field path").arg(path));
        return false;
    }
    QVariant v = value;
    if (v.metaType() == QMetaType::fromType<QJSValue>()) v = v.value<QJSValue>().toVariant();
    std::optional<QJsonValue> json;
    if (v.isValid() && !v.isNull()) {
        json = QJsonValue::fromVariant(v);
        if (json->isNull() || json->isUndefined() ||
            (json->isDouble() && !std::isfinite(json->toDouble()))) {
            setLastError(tr("%1: cannot hold the value %2").arg(path, v.toString()));
            return false;
        }
    }
    const QJsonValue before = jsonpath::lookup(root_, *steps);
    if (json ? before == *json : before.isUndefined()) return true; // nothing changes

    QJsonValue root(root_);
    if (!jsonpath::set(root, *steps, json, kRuleFileSchema)) {
        setLastError(tr("\"%1\" is not a field of these rules").arg(path));
        return false;
    }
    QJsonObject o = root.toObject();
    const int sizeBefore = shoeSize();
    const int cut = root_.value("shoe").toObject().value("cutCard").toInt();
    // Companions of a changed field, so that a choice is complete where the format needs more.
    if (path == QLatin1String("natural.kind")) {
        if (json && json->toString() == QLatin1String("rank-pairs")) {
            QJsonObject n = o.value("natural").toObject();
            if (n.value("pairs").toArray().isEmpty())
                n.insert("pairs", QJsonArray{QJsonArray{"A", "K"}}); // the Finnish 27 (F-6)
            o.insert("natural", n);
        } else if (o.value("natural").toObject().contains("pairs")) {
            QJsonObject n = o.value("natural").toObject();
            n.remove("pairs"); // pairs are only for "rank-pairs"
            o.insert("natural", n);
        }
    }
    if (path == QLatin1String("wagerMode") && json &&
        json->toString() != QLatin1String("standard") && !o.contains("baccarat")) {
        // Both hands are played by fixed strategies: the player's starts as the dealer's.
        QJsonObject b = defaultObject("baccarat");
        b.insert("playerStrategy",
                 QJsonObject{{"rows", rowsWithoutRules(
                                          o.value("dealer").toObject().value("rows").toArray())}});
        o.insert("baccarat", b);
    }
    edited(o);
    // A smaller shoe can leave the cut card outside it (F-2): offer the same share of it. Any
    // other edit of the shoe (the cut card's own included) withdraws the offer.
    if (path.startsWith(QLatin1String("shoe."))) {
        const int sizeAfter = shoeSize();
        const bool fellOut = path != QLatin1String("shoe.cutCard") && sizeAfter >= 2 && cut >= 1 &&
                             cut < sizeBefore && cut >= sizeAfter;
        setCutCardOffer(fellOut ? std::clamp(int(std::lround(double(cut) * sizeAfter / sizeBefore)),
                                             1, sizeAfter - 1)
                                : 0);
    }
    return true;
}

void RuleEditor::setCutCardOffer(int offer) {
    if (offer == cutCardOffer_) return;
    cutCardOffer_ = offer;
    emit changed();
}

bool RuleEditor::moveCutCard() {
    if (cutCardOffer_ <= 0) return false;
    return setValue(QStringLiteral("shoe.cutCard"), cutCardOffer_);
}

// ---- lists ----

int RuleEditor::count(const QString& listPath) const {
    const QVariant v = value(listPath);
    return v.metaType() == QMetaType::fromType<QVariantList>() ? int(v.toList().size()) : 0;
}

QJsonValue RuleEditor::newItem(const QString& listPath, const QJsonArray& list) const {
    const QString p = pattern(listPath);
    const QJsonValue targetValue = root_.value("values").toObject().value("target");
    const int target = targetValue.isDouble() ? targetValue.toInt() : 27;
    if (p == QLatin1String("forced")) // standing on the target or more: harmless to start from
        return QJsonObject{{"when", QJsonObject{{"total", QJsonObject{{"min", target}}}}},
                           {"op", "stand"}};
    if (p == QLatin1String("dealer.rows") || p == QLatin1String("baccarat.playerStrategy.rows")) {
        if (!list.isEmpty()) return list.last();
        return QJsonObject{{"hitBelow", std::max(0, target - 4)}};
    }
    if (p == QLatin1String("bonuses")) {
        QStringList ids;
        for (const QJsonValue& b : list)
            ids << b.toObject().value("id").toString();
        int n = int(list.size()) + 1;
        while (ids.contains(QStringLiteral("bonus-%1").arg(n)))
            ++n;
        return QJsonObject{{"id", QStringLiteral("bonus-%1").arg(n)},
                           {"name", tr("Bonus %1").arg(n)},
                           {"total", target},
                           {"pay", "odds"},
                           {"amount", 1}};
    }
    if (p == QLatin1String("natural.pairs")) return QJsonArray{"A", "K"};
    if (p.endsWith(QLatin1String("ranks")) || p.endsWith(QLatin1String("upCards")) ||
        p.endsWith(QLatin1String("removedRanks")))
        return QStringLiteral("A");
    if (!list.isEmpty()) return list.last();
    return QJsonValue::Undefined;
}

int RuleEditor::addItem(const QString& listPath) {
    const auto steps = jsonpath::parse(listPath);
    QJsonValue list = steps ? jsonpath::lookup(root_, *steps) : QJsonValue::Undefined;
    if (list.isUndefined()) list = defaultValue(listPath);
    // A list the file leaves out although it must have it ("dealer.rows"): the first entry
    // starts it (newItem refuses paths that are not lists).
    if (list.isUndefined() && steps && !steps->empty() &&
        jsonpath::lookup(root_, Path(steps->begin(), steps->end() - 1)).isObject())
        list = QJsonArray();
    const QJsonValue item = list.isArray() ? newItem(listPath, list.toArray()) : QJsonValue();
    if (!list.isArray() || item.isUndefined()) {
        setLastError(tr("\"%1\" is not a list of these rules").arg(listPath));
        return -1;
    }
    QJsonArray a = list.toArray();
    a.append(item);
    if (!setValue(listPath, a.toVariantList())) return -1;
    return int(a.size()) - 1;
}

bool RuleEditor::removeItem(const QString& listPath, int index) {
    const auto steps = jsonpath::parse(listPath);
    const QJsonValue list = steps ? jsonpath::lookup(root_, *steps) : QJsonValue::Undefined;
    if (!list.isArray() || index < 0 || index >= list.toArray().size()) {
        setLastError(tr("%1 has no entry %2").arg(listPath).arg(index));
        return false;
    }
    QJsonArray a = list.toArray();
    a.removeAt(index);
    return setValue(listPath, a.toVariantList());
}

bool RuleEditor::moveItem(const QString& listPath, int from, int to) {
    const auto steps = jsonpath::parse(listPath);
    const QJsonValue list = steps ? jsonpath::lookup(root_, *steps) : QJsonValue::Undefined;
    const qsizetype n = list.isArray() ? list.toArray().size() : 0;
    if (from < 0 || from >= n || to < 0 || to >= n) {
        setLastError(tr("%1 has no entries %2 and %3").arg(listPath).arg(from).arg(to));
        return false;
    }
    if (from == to) return true;
    QJsonArray a = list.toArray();
    const QJsonValue item = a.takeAt(from);
    a.insert(to, item);
    return setValue(listPath, a.toVariantList());
}

// ---- problems ----

namespace {
bool under(const QString& path, const QString& prefix) {
    return path == prefix ||
           (path.startsWith(prefix) && (path[prefix.size()] == '.' || path[prefix.size()] == '['));
}
} // namespace

QString RuleEditor::problemAt(const QString& path, bool withChildren) const {
    QStringList out;
    for (const Problem& p : problems_) {
        if (p.path == path)
            out << p.message;
        else if (withChildren && under(p.path, path))
            out << p.path.mid(path.size()).remove(QRegularExpression("^\\.")) + ": " + p.message;
    }
    return out.join('\n');
}

int RuleEditor::problemCount(const QString& pathPrefix) const {
    if (pathPrefix.isEmpty()) return int(problems_.size());
    return int(std::count_if(problems_.begin(), problems_.end(),
                             [&](const Problem& p) { return under(p.path, pathPrefix); }));
}

int RuleEditor::shoeSize() const {
    const QJsonObject shoe = root_.value("shoe").toObject();
    const QJsonValue decks = shoe.value("decks"), jokers = shoe.value("jokersPerDeck");
    if (!decks.isDouble() || !jokers.isDouble()) return -1;
    f27::ShoeSpec spec;
    spec.decks = decks.toInt();
    spec.jokersPerDeck = jokers.toInt();
    for (const QJsonValue& r : shoe.value("removedRanks").toArray()) {
        auto rank = f27::parseRank(r.toString().toStdString());
        if (!rank) return -1;
        if (!spec.removes(*rank)) spec.removedRanks.push_back(*rank);
    }
    if (spec.decks < 0 || spec.decks > 1000 || spec.jokersPerDeck < 0 || spec.jokersPerDeck > 1000)
        return -1;
    return spec.size();
}

QString RuleEditor::describeForced(int index) const {
    if (!readable_ || index < 0 || index >= int(readable_->forced.size())) return {};
    const f27::ForcedPlay& f = readable_->forced[std::size_t(index)];
    const QString what = f.op == f27::Op::Hit ? tr("must hit") : tr("must stand");
    return tr("%1: %2").arg(f27::describeCondition(f.when), what);
}

// ---- the file ----

QString RuleEditor::json() const {
    if (current_) return QString::fromUtf8(f27::ruleSetToJson(*current_));
    return QString::fromUtf8(QJsonDocument(root_).toJson(QJsonDocument::Indented));
}

bool RuleEditor::setJson(const QString& text) {
    const QByteArray bytes = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        // The engine's reader says where (line and column) and what.
        auto rules = f27::ruleSetFromJson(bytes);
        setLastError(rules ? tr("the rule file must be a JSON object")
                           : QString::fromStdString(rules.error()));
        return false;
    }
    if (doc.object() == root_) return true;
    edited(doc.object());
    return true;
}

QUrl RuleEditor::suggestedFolder() const {
    if (!sourceIsPreset_ && !source_.isEmpty() && !source_.startsWith(':')) {
        const QFileInfo file(source_);
        if (file.absoluteDir().exists()) return QUrl::fromLocalFile(file.absolutePath());
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir()) return QUrl::fromLocalFile(documents);
    return QUrl::fromLocalFile(QDir::homePath());
}

QUrl RuleEditor::suggestedFile() const {
    if (!sourceIsPreset_ && !source_.isEmpty() && !source_.startsWith(':'))
        return QUrl::fromLocalFile(QFileInfo(source_).absoluteFilePath());
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QString base = id().replace(unsafe, QStringLiteral("-"));
    if (base.isEmpty() || base.startsWith('.')) base = QStringLiteral("rules");
    return QUrl::fromLocalFile(suggestedFolder().toLocalFile() + '/' + base + ".json");
}

bool RuleEditor::saveTo(const QString& pathOrUrl) {
    if (!current_) {
        const Problem& first = problems_.front();
        const QString what =
            first.path.isEmpty() ? first.message : first.path + ": " + first.message;
        setLastError(problems_.size() == 1
                         ? tr("Not saved: these rules have a problem to fix first (%1).").arg(what)
                         : tr("Not saved: these rules have %1 problems to fix first; the first "
                              "is %2.")
                               .arg(problems_.size())
                               .arg(what));
        return false;
    }
    const QString path = localPath(pathOrUrl);
    if (path.isEmpty()) {
        setLastError(tr("Not saved: no file name was given."));
        return false;
    }
    if (path.startsWith(':')) {
        setLastError(tr("Not saved: the built-in presets cannot be changed; save a copy."));
        return false;
    }
    if (QFileInfo(path).isDir()) {
        setLastError(tr("Not saved: %1 is a folder.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    const QByteArray bytes = f27::ruleSetToJson(*current_);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setLastError(tr("Not saved: cannot write %1 (%2).")
                         .arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        const QString why = file.errorString();
        file.cancelWriting();
        setLastError(tr("Not saved: writing %1 failed (%2); the file is unchanged.")
                         .arg(QDir::toNativeSeparators(path), why));
        return false;
    }
    // The editor now holds what the file says (canonical, rule IDs filled).
    replaceAll(QJsonDocument::fromJson(bytes).object(), path, false, false);
    setLastError({});
    return true;
}
