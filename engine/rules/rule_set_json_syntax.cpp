// JSON text → object, with positions for syntax errors and detection of duplicate fields.
#include "rules/rule_set_json_detail.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <set>
#include <vector>

namespace f27::rulejson {

namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF"; // a UTF-8 byte-order mark is accepted

qsizetype textStart(const QByteArray& text) {
    return text.startsWith(QByteArray::fromRawData(kBom.data(), kBom.size())) ? 3 : 0;
}

// "line L, column C" of a byte offset; both count from 1, columns count characters.
std::string positionOf(const QByteArray& text, qsizetype offset) {
    int line = 1, column = 1;
    for (qsizetype i = textStart(text); i < offset && i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// Walks text that Qt has already accepted as valid JSON and reports every object key that
// occurs twice in the same object, with its field path.
class DuplicateFinder {
public:
    explicit DuplicateFinder(const QByteArray& text) : text_(text) {}

    std::vector<std::string> run() {
        for (qsizetype i = textStart(text_); i < text_.size(); ++i) {
            switch (text_[i]) {
            case '{':
                open(true);
                break;
            case '[':
                open(false);
                break;
            case '}':
            case ']':
                stack_.pop_back();
                break;
            case ',':
                if (stack_.back().object)
                    stack_.back().expectKey = true;
                else
                    ++stack_.back().index;
                break;
            case '"':
                i = string(i);
                break;
            default:
                break; // whitespace, ':', numbers and literals carry no keys
            }
        }
        return problems_;
    }

private:
    struct Frame {
        bool object = false;
        std::string path;
        std::set<QString> keys;
        bool expectKey = false; // the next string is a key
        std::string key;        // the key whose value is being read
        int index = 0;          // array element being read
    };

    std::string childPath() const {
        if (stack_.empty()) return "";
        const Frame& f = stack_.back();
        if (!f.object) return f.path + "[" + std::to_string(f.index) + "]";
        return f.path.empty() ? f.key : f.path + "." + f.key;
    }
    void open(bool object) {
        Frame f;
        f.object = object;
        f.path = childPath();
        f.expectKey = object;
        stack_.push_back(std::move(f));
    }
    // Skips the string starting at `begin`; returns the offset of its closing quote.
    qsizetype string(qsizetype begin) {
        qsizetype end = begin + 1;
        while (end < text_.size() && text_[end] != '"')
            end += text_[end] == '\\' ? 2 : 1;
        if (stack_.empty() || !stack_.back().object || !stack_.back().expectKey) return end;
        Frame& f = stack_.back();
        f.expectKey = false;
        const QByteArray raw = text_.mid(begin, end - begin + 1);
        const QString key = raw.contains('\\')
                                ? QJsonDocument::fromJson("[" + raw + "]").array().at(0).toString()
                                : QString::fromUtf8(raw.mid(1, raw.size() - 2));
        f.key = key.toStdString();
        if (!f.keys.insert(key).second)
            problems_.push_back("duplicate field \"" + childPath() + "\" at " +
                                positionOf(text_, begin));
        return end;
    }

    const QByteArray& text_;
    std::vector<Frame> stack_;
    std::vector<std::string> problems_;
};

// Qt's wording of a syntax error, made to say what to fix where possible.
std::string syntaxMessage(const QJsonParseError& e) {
    switch (e.error) {
    case QJsonParseError::UnterminatedObject:
        return "expected ',' or '}' (a missing comma?)";
    case QJsonParseError::UnterminatedArray:
        return "expected ',' or ']' (a missing comma?)";
    case QJsonParseError::MissingNameSeparator:
        return "expected ':' after the field name";
    case QJsonParseError::MissingObject:
        return "expected a field name in double quotes after ','";
    case QJsonParseError::IllegalValue:
        return "not a JSON value (text needs double quotes; true, false and null are lower case)";
    case QJsonParseError::GarbageAtEnd:
        return "unexpected text after the end of the rule set";
    case QJsonParseError::UnterminatedString:
        return "unterminated string";
    default:
        return e.errorString().toStdString();
    }
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string s;
    for (const auto& l : lines)
        s += (s.empty() ? "" : "\n") + l;
    return s;
}

} // namespace

Result<QJsonObject> parseObject(const QByteArray& json) {
    if (json.mid(textStart(json)).trimmed().isEmpty())
        return fail("no JSON text (the rule set is empty)");
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return fail("JSON syntax error at " + positionOf(json, error.offset) + ": " +
                    syntaxMessage(error));
    if (!doc.isObject()) return fail("the rule set must be a JSON object ({ ... })");
    if (auto dups = DuplicateFinder(json).run(); !dups.empty()) return fail(joinLines(dups));
    return doc.object();
}

} // namespace f27::rulejson
