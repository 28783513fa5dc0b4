#include "command_parser.h"

#include "core/cli.h"

#include <QCommandLineOption>

namespace sgd::cli {

namespace {

/// The option name inside a word such as "--out=x.png" or "-steps" (empty for a non-option).
QString optionName(const QString &word)
{
    if (word.size() < 2 || !word.startsWith(QLatin1Char('-')))
        return {};
    QString name = word.mid(word.startsWith(QLatin1String("--")) ? 2 : 1);
    return name.left(name.indexOf(QLatin1Char('=')));
}

UsageError usageError(const QString &text)
{
    return UsageError(text.toStdString());
}

} // namespace

QString dashed(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

CommandParser::CommandParser(QString command) : m_command(std::move(command))
{
    // "-platform xcb" is one option, as Qt's own options are written; "--out=x" works too.
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    addOption({{QStringLiteral("h"), QStringLiteral("help")}, {}, QStringLiteral("shows this help")});
}

void CommandParser::addOption(const OptionSpec &spec)
{
    QCommandLineOption option(spec.names, spec.description, spec.valueName);
    if (spec.hidden)
        option.setFlags(QCommandLineOption::HiddenFromHelp);
    m_parser.addOption(option);
    m_specs.push_back(spec);
}

void CommandParser::addPositional(const QString &name, const QString &description)
{
    m_parser.addPositionalArgument(name, description);
    m_positional.emplace_back(name, description);
}

const OptionSpec *CommandParser::find(const QString &name) const
{
    for (const OptionSpec &s : m_specs)
        if (s.names.contains(name))
            return &s;
    return nullptr;
}

QString CommandParser::typed(const QString &name, const QStringList &args) const
{
    for (const QString &word : args)
        if (optionName(word) == name)
            return word.left(word.indexOf(QLatin1Char('=')));
    return dashed(name);
}

/// QCommandLineParser says "Missing value after ..." in English prose; these say it our way,
/// naming the option as it was typed.
void CommandParser::checkValues(const QStringList &args) const
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &word = args[i];
        if (word == QLatin1String("--"))
            return;
        const OptionSpec *spec = find(optionName(word));
        if (!spec)
            continue;
        const bool inlineValue = word.contains(QLatin1Char('='));
        const QString as = word.left(word.indexOf(QLatin1Char('=')));
        if (spec->valueName.isEmpty() && inlineValue)
            throw usageError(as + QStringLiteral(" takes no value, got '") + word.mid(as.size() + 1) + QStringLiteral("'"));
        if (!spec->valueName.isEmpty() && !inlineValue && ++i >= args.size())
            throw usageError(as + QStringLiteral(" needs a value (") + spec->valueName + QStringLiteral(")"));
    }
}

void CommandParser::parse(const QStringList &args)
{
    checkValues(args);
    if (!m_parser.parse(QStringList{QStringLiteral("sgd-studio")} + args)) {
        const QStringList unknown = m_parser.unknownOptionNames();
        if (!unknown.isEmpty())
            throw usageError(QStringLiteral("unknown option '") + typed(unknown.first(), args) + QStringLiteral("' (allowed: ") +
                             allowedOptions() + QStringLiteral(")"));
        throw usageError(m_parser.errorText());
    }
    // An option given twice would silently keep its last value: refused unless it is meant to
    // repeat (--set, --option). Qt's own options (hidden) are left to Qt.
    const QStringList given = m_parser.optionNames();
    for (const OptionSpec &spec : m_specs) {
        if (spec.repeatable || spec.hidden)
            continue;
        qsizetype times = 0;
        for (const QString &g : given)
            times += spec.names.contains(g) ? 1 : 0;
        if (times > 1)
            throw usageError(typed(spec.names.first(), args) +
                             QStringLiteral(" is given %1 times (it is taken once)").arg(times));
    }
    // "--out=" or --lesson "": an empty value is never what was meant.
    for (const OptionSpec &spec : m_specs)
        if (!spec.valueName.isEmpty())
            for (const QString &v : m_parser.values(spec.names.first()))
                if (v.isEmpty())
                    throw usageError(typed(spec.names.first(), args) + QStringLiteral(" needs a value (") + spec.valueName +
                                     QStringLiteral("), not an empty one"));
    const QStringList extra = positional().mid(qsizetype(m_positional.size()));
    if (!extra.isEmpty())
        throw usageError(QStringLiteral("unexpected argument '") + extra.first() + QStringLiteral("' (allowed: ") +
                         (m_positional.empty()
                              ? QStringLiteral("options only")
                              : QStringLiteral("one ") + m_positional.front().first + QStringLiteral(", then options")) +
                         QStringLiteral(")"));
}

QString CommandParser::value(const QString &name, const QString &fallback) const
{
    return m_parser.isSet(name) ? m_parser.value(name) : fallback;
}

QString CommandParser::allowedOptions() const
{
    QStringList listed;
    for (const OptionSpec &s : m_specs)
        if (!s.hidden && !s.names.contains(QLatin1String("help")))
            listed << dashed(s.names.last()) + (s.valueName.isEmpty() ? QString() : QStringLiteral(" ") + s.valueName);
    return listed.join(QStringLiteral(", "));
}

QString CommandParser::optionsHelp() const
{
    constexpr qsizetype column = 26;
    QString text;
    auto line = [&](QString left, const QString &description) {
        left = QStringLiteral("  ") + left;
        text += left.size() + 2 > column ? left + QStringLiteral("\n") + QString(column, QLatin1Char(' '))
                                         : left.leftJustified(column);
        text += description + QStringLiteral("\n");
    };
    for (const auto &[name, description] : m_positional)
        line(name, description);
    std::vector<const OptionSpec *> listed;
    for (const OptionSpec &s : m_specs)
        if (!s.hidden && !s.names.contains(QLatin1String("help")))
            listed.push_back(&s);
    listed.push_back(&m_specs.front()); // -h, --help last
    for (const OptionSpec *spec : listed) {
        const OptionSpec &s = *spec;
        QStringList names;
        for (const QString &n : s.names)
            names << dashed(n);
        line(names.join(QStringLiteral(", ")) + (s.valueName.isEmpty() ? QString() : QStringLiteral(" ") + s.valueName) +
                 (s.repeatable ? QStringLiteral(" ...") : QString()),
             s.description);
    }
    return text;
}

bool CommandParser::asksForHelp(const QStringList &args)
{
    for (const QString &word : args) {
        if (word == QLatin1String("--"))
            return false;
        if (word == QLatin1String("-h") || word == QLatin1String("--help") || word == QLatin1String("-help"))
            return true;
    }
    return false;
}

} // namespace sgd::cli
