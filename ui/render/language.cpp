#include "language.h"

#include "core/number_text.h"
#include "core/scenes.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QThread>
#include <QTranslator>

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace sgd::ui {

namespace {

// The installed catalogues are children of the application object, named so they can be found and
// removed again; the language's code is the application's property. No state of this library's own.
const char *const kTranslatorName = "sgd-studio-catalogue";
const char *const kLanguageProperty = "sgdStudioLanguage";

void removeTranslators()
{
    if (QCoreApplication *app = QCoreApplication::instance())
        for (QTranslator *t :
             app->findChildren<QTranslator *>(QString::fromLatin1(kTranslatorName), Qt::FindDirectChildrenOnly)) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
}

/// The catalogue of `code` kept beside the installed ones for translateIn(), loaded on the
/// application's thread (setLanguage() loads every shipped one); null elsewhere when absent.
QTranslator *lookupCatalogue(QCoreApplication *app, const QString &code)
{
    const QString name = QStringLiteral("sgd-studio-lookup-") + code;
    if (QTranslator *t = app->findChild<QTranslator *>(name, Qt::FindDirectChildrenOnly))
        return t;
    if (QThread::currentThread() != app->thread())
        return nullptr; // a child is made on its parent's thread only
    auto loaded = std::make_unique<QTranslator>();
    if (!loaded->load(QStringLiteral(":/i18n/sgd_studio_%1.qm").arg(code)))
        return nullptr;
    loaded->setObjectName(name);
    loaded->setParent(app);
    return loaded.release();
}

} // namespace

const QList<Language> &shippedLanguages()
{
    static const QList<Language> all = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("zh_CN"), QString::fromUtf8("中文（简体）")},
    };
    return all;
}

QString matchLanguage(const QString &nameIn)
{
    QString name = nameIn.trimmed();
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (name.compare(QLatin1String("C"), Qt::CaseInsensitive) == 0 ||
        name.compare(QLatin1String("POSIX"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("en");
    for (const Language &l : shippedLanguages())
        if (name.compare(l.code, Qt::CaseInsensitive) == 0)
            return l.code;
    const QLocale locale(name);
    if (locale.language() == QLocale::C || name.isEmpty())
        return {};
    if (locale.language() == QLocale::English)
        return QStringLiteral("en");
    if (locale.language() == QLocale::German)
        return QStringLiteral("de");
    // Simplified Chinese only: a traditional script (zh_TW, zh-Hant) is not what the catalogue writes.
    if (locale.language() == QLocale::Chinese && locale.script() != QLocale::TraditionalChineseScript)
        return QStringLiteral("zh_CN");
    return {};
}

QString systemLanguage()
{
    for (const QString &ui : QLocale::system().uiLanguages())
        if (const QString code = matchLanguage(ui); !code.isEmpty())
            return code;
    return QStringLiteral("en");
}

QString languageCodes()
{
    QStringList codes;
    for (const Language &l : shippedLanguages())
        codes << l.code;
    codes.sort();
    return codes.join(QStringLiteral(", "));
}

bool setLanguage(const QString &codeIn, QString *error)
{
    QString code;
    for (const Language &l : shippedLanguages())
        if (codeIn.compare(l.code, Qt::CaseInsensitive) == 0)
            code = l.code;
    // The layout check's long language (every string ~40 % longer, accented, bracketed): accepted,
    // never offered (scripts/translations.py pseudo).
    if (codeIn == QLatin1String("pseudo"))
        code = codeIn;
    if (code.isEmpty()) {
        if (error)
            *error = QStringLiteral("no catalogue for the language '%1' (there are: %2)").arg(codeIn, languageCodes());
        return false;
    }
    QCoreApplication *app = QCoreApplication::instance();
    if (!app) {
        if (error)
            *error = QStringLiteral("no application to install the catalogue in");
        return false;
    }
    auto own = std::make_unique<QTranslator>();
    auto qt = std::make_unique<QTranslator>();
    if (code != QLatin1String("en")) {
        if (!own->load(QStringLiteral(":/i18n/sgd_studio_%1.qm").arg(code))) {
            if (error)
                *error = QStringLiteral("the catalogue for '%1' is missing from this build").arg(code);
            return false;
        }
        if (!qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qt.reset(); // Qt's own dialogs stay English where Debian's qt6-translations-l10n is missing
    }
    removeTranslators();
    app->setProperty(kLanguageProperty, code);
    if (QThread::currentThread() == app->thread())
        for (const Language &l : shippedLanguages()) // for translateIn() on any thread (a class page per student)
            if (l.code != QLatin1String("en"))
                (void)lookupCatalogue(app, l.code);
    QLocale::setDefault(code == QLatin1String("en") || code == QLatin1String("pseudo")
                            ? QLocale(QLocale::English, QLocale::UnitedStates)
                            : QLocale(code));
    if (code != QLatin1String("en"))
        for (std::unique_ptr<QTranslator> *t : {&qt, &own}) // the last installed is asked first: ours
            if (*t) {
                (*t)->setObjectName(QString::fromLatin1(kTranslatorName));
                (*t)->setParent(app);
                QCoreApplication::installTranslator(t->release());
            }
    return true;
}

QString currentLanguage()
{
    const QCoreApplication *app = QCoreApplication::instance();
    const QString code = app ? app->property(kLanguageProperty).toString() : QString();
    return code.isEmpty() ? QStringLiteral("en") : code;
}

QString translateIn(const QString &code, const char *context, const char *source)
{
    if (code == currentLanguage())
        return QCoreApplication::translate(context, source);
    QCoreApplication *app = QCoreApplication::instance();
    const bool shipped =
        std::any_of(shippedLanguages().begin(), shippedLanguages().end(), [&](const Language &l) { return l.code == code; });
    if (!app || !shipped || code == QLatin1String("en"))
        return QString::fromUtf8(source);
    QString out;
    if (QTranslator *t = lookupCatalogue(app, code)) {
        out = t->translate(context, source);
    } else { // another thread before setLanguage() loaded it: a catalogue of this call's own
        QTranslator own;
        if (own.load(QStringLiteral(":/i18n/sgd_studio_%1.qm").arg(code)))
            out = own.translate(context, source);
    }
    return out.isEmpty() ? QString::fromUtf8(source) : out;
}

QString matchAcceptLanguage(const QString &header)
{
    struct Choice {
        QString code;
        double weight;
        int order;
    };
    std::vector<Choice> choices;
    const QStringList parts = header.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (int i = 0; i < parts.size() && i < 32; ++i) {
        const QStringList fields = parts[i].split(QLatin1Char(';'));
        double weight = 1.0;
        for (int f = 1; f < fields.size(); ++f) {
            const QString field = fields[f].trimmed();
            if (field.startsWith(QLatin1String("q="))) {
                bool ok = false;
                weight = field.mid(2).toDouble(&ok);
                if (!ok)
                    weight = 0;
            }
        }
        const QString tag = fields.value(0).trimmed();
        if (weight > 0 && tag != QLatin1String("*"))
            if (const QString code = matchLanguage(tag); !code.isEmpty())
                choices.push_back({code, weight, i});
    }
    std::stable_sort(choices.begin(), choices.end(), [](const Choice &a, const Choice &b) { return a.weight > b.weight; });
    return choices.empty() ? QString() : choices.front().code;
}

QString coreText(const std::string &english)
{
    if (english.empty())
        return {};
    return QCoreApplication::translate("sgd::core", english.c_str());
}

namespace {

/// One translation of a message: the shapes, the words for values, and whether all of it fitted.
class MessageTranslation {
public:
    MessageTranslation(std::initializer_list<const char *> shapes, const MessageWords &words) : m_shapes(shapes), m_words(words)
    {
    }
    bool fitted() const { return m_fitted; }
    bool translated() const { return m_translated; }

    /// `message` translated by the first shape that fits all of it, values included; none does: by
    /// the first shape whose text fits (not fitted), or as it is.
    QString message(const QString &message)
    {
        QString out;
        if (!fitShape(message, out))
            m_fitted = false;
        return out;
    }

private:
    std::initializer_list<const char *> m_shapes;
    const MessageWords &m_words;
    bool m_fitted = true;
    bool m_translated = true;
    const bool m_english = currentLanguage() == QLatin1String("en");

    /// Whether a shape fits all of `message`; `out` is its translation (or the best there is).
    bool fitShape(const QString &message, QString &out)
    {
        std::optional<QString> partial;
        for (const char *shape : m_shapes) {
            const QRegularExpressionMatch m = shapePattern(shape).match(message);
            if (!m.hasMatch())
                continue;
            // The translation with its %n replaced in one pass (a value's own "%2" stays).
            const bool before = std::exchange(m_fitted, true);
            const QString source = QString::fromUtf8(shape);
            const QString translated = QCoreApplication::translate("QObject", shape);
            QString text;
            for (qsizetype i = 0; i < translated.size(); ++i) {
                const int n = translated[i] == u'%' && i + 1 < translated.size() ? translated[i + 1].digitValue() : -1;
                if (n >= 1 && n <= m.lastCapturedIndex()) {
                    text += value(m.captured(n));
                    ++i;
                } else {
                    text += translated[i];
                }
            }
            if (std::exchange(m_fitted, before)) {
                out = text;
                m_translated = m_translated && (translated != source || m_english);
                return true;
            }
            if (!partial)
                partial = text;
        }
        out = partial.value_or(message);
        return false;
    }

    /// The shape as a pattern: its text literally, each %n one value.
    static QRegularExpression shapePattern(const char *shape)
    {
        const QString source = QString::fromUtf8(shape);
        static const QRegularExpression marker(QStringLiteral("%(\\d)"));
        QString pattern;
        qsizetype at = 0;
        for (auto it = marker.globalMatch(source); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            pattern += QRegularExpression::escape(source.mid(at, m.capturedStart() - at)) + QStringLiteral("(.+?)");
            at = m.capturedEnd();
        }
        pattern += QRegularExpression::escape(source.mid(at));
        return QRegularExpression(QRegularExpression::anchoredPattern(pattern), QRegularExpression::DotMatchesEverythingOption);
    }

    /// A shape's value: a number with the language's marks, another shape translated, or a known word.
    QString value(const QString &value)
    {
        // As core writes numbers (C marks): "−12,500.25", "1.5×10⁻³".
        static const QRegularExpression number(QStringLiteral("^[−-]?\\d+(?:,\\d{3})*(?:\\.\\d+)?(?:×10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?$"));
        if (number.match(value).hasMatch()) {
            const QLocale locale;
            QString out;
            for (const QChar c : value)
                out += c == u',' ? locale.groupSeparator() : c == u'.' ? locale.decimalPoint() : QString(c);
            return out;
        }
        QString out;
        if (fitShape(value, out))
            return out;
        if (m_words)
            if (const QString word = m_words(value); !word.isEmpty())
                return word;
        m_fitted = false;
        return out;
    }
};

} // namespace

MessageText fittedMessage(const std::string &message, std::initializer_list<const char *> shapes, const MessageWords &words)
{
    if (message.empty())
        return {QString(), true, true};
    MessageTranslation translation(shapes, words);
    QString text = translation.message(QString::fromStdString(message));
    return {std::move(text), translation.fitted(), translation.translated()};
}

QString translatedMessage(const std::string &message, std::initializer_list<const char *> shapes)
{
    return fittedMessage(message, shapes).text;
}

MessageWords choiceMessageWords(const std::string &sceneId, const std::string &key)
{
    std::vector<std::string> choices;
    if (const SceneDef *scene = findScene(sceneId))
        for (const ParamDef &p : scene->params)
            if (p.key == key)
                choices = p.choices;
    return [choices, key](const QString &value) {
        const std::string v = value.toStdString();
        return std::find(choices.begin(), choices.end(), v) == choices.end() ? QString()
                                                                             : QString::fromStdString(text::choiceWords(key, v));
    };
}

QString computeSummaryText(const std::string &summary)
{
    return translatedMessage(summary, {QT_TRANSLATE_NOOP("QObject", "CPU, %1, %2"), QT_TRANSLATE_NOOP("QObject", "CPU, %1"),
                                       QT_TRANSLATE_NOOP("QObject", "1 thread"), QT_TRANSLATE_NOOP("QObject", "%1 threads"),
                                       QT_TRANSLATE_NOOP("QObject", "kernel measured"),
                                       QT_TRANSLATE_NOOP("QObject", "kernel measured before"),
                                       QT_TRANSLATE_NOOP("QObject", "kernel guessed"), QT_TRANSLATE_NOOP("QObject", "GPU %1")});
}

QString fallbackReasonText(const QString &reason)
{
    return translatedMessage(reason.toStdString(),
                             {QT_TRANSLATE_NOOP("QObject", "CUDA support not built"),
                              QT_TRANSLATE_NOOP("QObject", "no CUDA device (%1)"), QT_TRANSLATE_NOOP("QObject", "no CUDA device"),
                              QT_TRANSLATE_NOOP("QObject", "CUDA device unusable (%1)")});
}

} // namespace sgd::ui
