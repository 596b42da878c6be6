// The rule-set editor for QML: one RuleSet being edited, addressed field by field with the
// dotted paths of the rule-file format ("shoe.decks", "forced[2].when.total.max",
// "bonuses[0].amount"; docs/rule-files.md), so that every field the format has is editable
// without a property per field.
//
// The editor keeps the rule set in its JSON form, exactly as edited (a field typed wrong stays
// wrong until it is fixed, so the form never jumps under the user's hands), and re-reads it
// with the engine after every change. The problems are the engine's own: shape errors of the
// rule-file reader (wrong type, missing field, unknown value) and the semantic checks of
// ruleSetProblems, each with its field path; the rules are valid when ruleSetFromJson accepts
// them. It decides no rule itself.
//
// Errors are values: a bad load, save or path leaves the rules as they were and says why in
// lastError.
#pragma once

#include "house_edge.h"
#include "rules/rule_set.h"
#include "simulated_edge.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <optional>

// One problem of the rules being edited: the field path ("" for the whole file) and what is
// wrong with it.
struct EditorProblem {
    Q_GADGET
    QML_VALUE_TYPE(editorProblem)
    Q_PROPERTY(QString path MEMBER path CONSTANT)
    Q_PROPERTY(QString message MEMBER message CONSTANT)
public:
    QString path;
    QString message;
    friend bool operator==(const EditorProblem&, const EditorProblem&) = default;
};

class RuleEditor : public QObject {
    Q_OBJECT
    // Named ...Model in QML: the page that shows it is qml/RuleEditor.qml (and its sections).
    QML_NAMED_ELEMENT(RuleEditorModel)
    // The shipped presets, in the order they are offered.
    Q_PROPERTY(QStringList presets READ presets CONSTANT)
    // Every rank code of the rule files, "A", "2" … "10", "J", "Q", "K", "JOKER".
    Q_PROPERTY(QStringList rankCodes READ rankCodes CONSTANT)
    // Counts every change (edit or load): bind to it to re-read value() and problemAt().
    Q_PROPERTY(int revision READ revision NOTIFY changed)
    // The current problems, in the order the engine reports them.
    Q_PROPERTY(QList<EditorProblem> problems READ problems NOTIFY changed)
    // No problem: the rules can be saved and played.
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    // Edited since the last load or save.
    Q_PROPERTY(bool dirty READ dirty NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(QString id READ id NOTIFY changed)
    // Where the rules came from or were last saved: a preset id or a file path.
    Q_PROPERTY(QString source READ source NOTIFY changed)
    Q_PROPERTY(bool sourceIsPreset READ sourceIsPreset NOTIFY changed)
    // Why the last load, save or edit was refused ("" after one that worked).
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    // The number of cards in the shoe as edited (-1 while the shoe fields cannot be read).
    Q_PROPERTY(int shoeSize READ shoeSize NOTIFY changed)
    // F-2: after a change of the shoe's size leaves the cut card outside it, where it would sit
    // at the same share of the new shoe (0: no offer); moveCutCard() puts it there.
    Q_PROPERTY(int cutCardOffer READ cutCardOffer NOTIFY changed)
    // The house edge of the rules as edited (computed off the GUI thread while active).
    Q_PROPERTY(HouseEdge* houseEdge READ houseEdge CONSTANT)
    // A simulation of the rules as edited, on request (SimulatedEdge::start).
    Q_PROPERTY(SimulatedEdge* simulatedEdge READ simulatedEdge CONSTANT)

public:
    explicit RuleEditor(QObject* parent = nullptr);

    QStringList presets() const;
    QStringList rankCodes() const;
    int revision() const { return revision_; }
    QList<EditorProblem> problems() const { return problems_; }
    bool valid() const { return current_.has_value(); }
    bool dirty() const { return dirty_; }
    QString name() const;
    QString id() const;
    QString source() const { return source_; }
    bool sourceIsPreset() const { return sourceIsPreset_; }
    QString lastError() const { return lastError_; }
    int shoeSize() const;
    int cutCardOffer() const { return cutCardOffer_; }
    Q_INVOKABLE bool moveCutCard();
    HouseEdge* houseEdge() { return &houseEdge_; }
    SimulatedEdge* simulatedEdge() { return &simulatedEdge_; }

    // Starts from a shipped preset, a rule file (a path or a file: URL), or either.
    // On failure the rules being edited stay as they were and lastError says why.
    Q_INVOKABLE bool loadPreset(const QString& id);
    Q_INVOKABLE bool loadFile(const QString& pathOrUrl);
    Q_INVOKABLE bool loadRules(const QString& presetOrPathOrUrl);
    // Starts from a rule set in hand (e.g. the table's current rules).
    void loadRuleSet(const f27::RuleSet& rules, const QString& source = {});

    // The value at a field path: a number, string, true/false, a list (arrays) or a map
    // (objects). A QVariant because a path may lead to any field of the rule file (the form
    // has one generic field per path, docs/rule-files.md), so the type is the field's. A field the
    // rule set leaves out gives its documented default ("any" range bounds and unknown paths give
    // undefined).
    Q_INVOKABLE QVariant value(const QString& path) const;
    // Whether the field is written in the rule set (not left to its default).
    Q_INVOKABLE bool isSet(const QString& path) const;
    // Sets the field; undefined or null removes it (an open range bound, an omitted optional
    // field). Missing objects on the way are created with their documented defaults.
    // Returns false (and sets lastError) for a path that does not lead anywhere.
    Q_INVOKABLE bool setValue(const QString& path, const QVariant& value);

    // Lists of objects or pairs: "forced", "dealer.rows", "baccarat.playerStrategy.rows",
    // "bonuses", "natural.pairs" (any other array works too).
    Q_INVOKABLE int count(const QString& listPath) const;
    // Appends a new entry (a sensible starting value for the list) and returns its index,
    // or -1 for a path that is not a list.
    Q_INVOKABLE int addItem(const QString& listPath);
    Q_INVOKABLE bool removeItem(const QString& listPath, int index);
    Q_INVOKABLE bool moveItem(const QString& listPath, int from, int to);

    // The problem messages of one field, one per line ("" when the field is fine).
    // withChildren: also those of the fields below it ("bonuses[0]" → "bonuses[0].id", ...).
    Q_INVOKABLE QString problemAt(const QString& path, bool withChildren = false) const;
    Q_INVOKABLE int problemCount(const QString& pathPrefix) const;

    // A forced play in words, as the table announces it ("hard, total at most 14: must hit");
    // while some fields cannot be read, as they last could be.
    Q_INVOKABLE QString describeForced(int index) const;

    // The rule set as a rule file: the canonical text when valid, else the JSON as edited.
    Q_INVOKABLE QString json() const;
    // Replaces the rule set with the text of a rule file (a "view as file" pane that edits).
    // Text that is not a JSON object is refused; anything else is taken and checked.
    Q_INVOKABLE bool setJson(const QString& text);

    // Where "Save as…" starts: the rule file's folder, else the Documents folder, else home;
    // and the file name it proposes there (the rule file itself, else "<id>.json").
    Q_INVOKABLE QUrl suggestedFolder() const;
    Q_INVOKABLE QUrl suggestedFile() const;

    // Writes the rules (canonical form) with QSaveFile: the file is either fully written or
    // left as it was. Refuses an invalid rule set.
    Q_INVOKABLE bool saveTo(const QString& pathOrUrl);

    // The rules being edited; only when valid().
    const std::optional<f27::RuleSet>& ruleSet() const { return current_; }

signals:
    void changed();
    void lastErrorChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using Problem = EditorProblem;
    void setLastError(const QString& e);
    void replaceAll(const QJsonObject& root, const QString& source, bool isPreset, bool dirty);
    void edited(const QJsonObject& root);
    void setCutCardOffer(int offer);
    void recheck();
    QJsonValue defaultValue(const QString& path) const;
    QJsonValue newItem(const QString& listPath, const QJsonArray& list) const;

    QJsonObject root_;
    QJsonObject lastReadable_; // the last state whose shape the reader accepted
    std::optional<f27::RuleSet> current_;
    std::optional<f27::RuleSet> readable_; // as read, valid or not (for descriptions)
    QList<Problem> problems_;
    QString source_;
    bool sourceIsPreset_ = false;
    bool dirty_ = false;
    int revision_ = 0;
    QString lastError_;
    HouseEdge houseEdge_{this};
    int cutCardOffer_ = 0;
    SimulatedEdge simulatedEdge_{this};
};
