#pragma once
// One parser for the window and every subcommand: QCommandLineParser reads the words, this class
// turns what it finds wrong into one line that names the option (thrown as sgd::UsageError), and
// writes the help from the same option table.

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <vector>

namespace sgd::cli {

/// One option: its names ("out", or "h" and "help"), the name of its value (empty for a switch)
/// and one line of help. Hidden options (Qt's own -platform, -style, ...) are accepted but not listed.
struct OptionSpec {
    QStringList names;
    QString valueName;
    QString description;
    bool hidden = false;
    bool repeatable = false; ///< shown as "--set KEY=VALUE ..." in the help
};

class CommandParser {
public:
    /// `command` is the subcommand ("trace"); empty for the window.
    explicit CommandParser(QString command);

    const QString &command() const { return m_command; }
    void addOption(const OptionSpec &spec);
    /// A positional argument such as the scene id; more than declared is an error.
    void addPositional(const QString &name, const QString &description);

    /// Parses `args` (the words after the subcommand). Throws sgd::UsageError naming the first
    /// problem: an unknown option, a missing or empty value, a value given to a switch, an extra argument.
    void parse(const QStringList &args);

    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    /// The value given last (or `fallback` when the option is absent).
    QString value(const QString &name, const QString &fallback = {}) const;
    QStringList values(const QString &name) const { return m_parser.values(name); }
    QStringList positional() const { return m_parser.positionalArguments(); }

    /// "--set KEY=VALUE, --steps N, ...": the listed options, for "(allowed: ...)".
    QString allowedOptions() const;
    /// The positional arguments and options, one aligned line each, for --help.
    QString optionsHelp() const;

    /// True when `args` ask for help (-h or --help before any "--").
    static bool asksForHelp(const QStringList &args);

private:
    const OptionSpec *find(const QString &name) const;
    void checkValues(const QStringList &args) const;
    QString typed(const QString &name, const QStringList &args) const;

    QString m_command;
    QCommandLineParser m_parser;
    std::vector<OptionSpec> m_specs;
    std::vector<std::pair<QString, QString>> m_positional;
};

/// The name as typed on the command line: "--out", or "-h" for a one-letter name.
QString dashed(const QString &name);

} // namespace sgd::cli
