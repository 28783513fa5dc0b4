#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace sgd::ui {

namespace {

struct Installed {
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> own, qt;
};

Installed &installed()
{
    static Installed s;
    return s;
}

void removeTranslators()
{
    Installed &s = installed();
    for (std::unique_ptr<QTranslator> *t : {&s.own, &s.qt})
        if (*t) {
            QCoreApplication::removeTranslator(t->get());
            t->reset();
        }
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
    Installed &s = installed();
    s.code = code;
    QLocale::setDefault(code == QLatin1String("en") || code == QLatin1String("pseudo")
                            ? QLocale(QLocale::English, QLocale::UnitedStates)
                            : QLocale(code));
    if (code != QLatin1String("en")) {
        if (qt && QCoreApplication::instance())
            QCoreApplication::installTranslator(qt.get());
        s.qt = std::move(qt);
        if (QCoreApplication::instance())
            QCoreApplication::installTranslator(own.get());
        s.own = std::move(own);
    }
    return true;
}

QString currentLanguage()
{
    return installed().code;
}

QString coreText(const std::string &english)
{
    if (english.empty())
        return {};
    return QCoreApplication::translate("sgd::core", english.c_str());
}

} // namespace sgd::ui
