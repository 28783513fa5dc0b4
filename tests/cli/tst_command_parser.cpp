// The one command-line parser in process: the forms an option may take, the one line each
// mistake becomes, and help and synopses that agree with the option tables.
#include "app/cli/command_parser.h"
#include "app/cli/commands.h"
#include "core/cli.h"

#include <QRegularExpression>
#include <QTest>

using sgd::cli::CommandParser;

namespace {

void defineTraceLike(CommandParser &p)
{
    p.addPositional(QStringLiteral("ID"), QStringLiteral("the scene"));
    p.addOption({{QStringLiteral("set")}, QStringLiteral("KEY=VALUE"), QStringLiteral("a parameter"), false, true});
    p.addOption({{QStringLiteral("out")}, QStringLiteral("FILE"), QStringLiteral("where to")});
    p.addOption({{QStringLiteral("transparent")}, {}, QStringLiteral("no background")});
    p.addOption({{QStringLiteral("platform")}, QStringLiteral("NAME"), {}, true});
}

/// The message of the UsageError that parsing `args` throws ("" when it does not throw).
QString failure(const QStringList &args)
{
    CommandParser p(QStringLiteral("trace"));
    defineTraceLike(p);
    try {
        p.parse(args);
    } catch (const sgd::UsageError &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestCommandParser : public QObject {
    Q_OBJECT

private slots:
    void valueForms_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("separate") << QStringList{"sync", "--out", "a.json"};
        QTest::newRow("equals") << QStringList{"sync", "--out=a.json"};
        QTest::newRow("one dash") << QStringList{"sync", "-out", "a.json"};
        QTest::newRow("option first") << QStringList{"--out", "a.json", "sync"};
    }
    void valueForms()
    {
        QFETCH(QStringList, args);
        CommandParser p(QStringLiteral("trace"));
        defineTraceLike(p);
        p.parse(args);
        QCOMPARE(p.value(QStringLiteral("out")), QStringLiteral("a.json"));
        QCOMPARE(p.positional(), QStringList{"sync"});
        QVERIFY(!p.isSet(QStringLiteral("transparent")));
    }

    void repeatedValuesKeepTheirOrder()
    {
        CommandParser p(QStringLiteral("trace"));
        defineTraceLike(p);
        p.parse({"sync", "--set", "eta=0.2", "--transparent", "--set=rounds=3", "-platform", "offscreen"});
        QCOMPARE(p.values(QStringLiteral("set")), (QStringList{"eta=0.2", "rounds=3"}));
        QVERIFY(p.isSet(QStringLiteral("transparent")));
        QCOMPARE(p.value(QStringLiteral("platform")), QStringLiteral("offscreen"));
        QCOMPARE(p.value(QStringLiteral("out"), QStringLiteral("none")), QStringLiteral("none"));
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringList{"sync", "--fast"}
                                 << "unknown option '--fast' (allowed: --set KEY=VALUE, --out FILE, --transparent)";
        QTest::newRow("unknown with a value")
            << QStringList{"sync", "--fast=3"} << "unknown option '--fast' (allowed: --set KEY=VALUE, --out FILE, --transparent)";
        QTest::newRow("unknown, one dash") << QStringList{"-fast", "sync"}
                                           << "unknown option '-fast' (allowed: --set KEY=VALUE, --out FILE, --transparent)";
        QTest::newRow("missing value") << QStringList{"sync", "--out"} << "--out needs a value (FILE)";
        QTest::newRow("missing value, one dash") << QStringList{"sync", "-set"} << "-set needs a value (KEY=VALUE)";
        QTest::newRow("switch with a value")
            << QStringList{"sync", "--transparent=yes"} << "--transparent takes no value, got 'yes'";
        QTest::newRow("extra argument") << QStringList{"sync", "ring"}
                                        << "unexpected argument 'ring' (allowed: one ID, then options)";
        // a second --out silently won before; --set and Qt's own options still repeat
        QTest::newRow("option twice") << QStringList{"sync", "--out", "b.json", "--out", "a.json"}
                                      << "--out is given 2 times (it is taken once)";
        QTest::newRow("switch twice") << QStringList{"sync", "--transparent", "-transparent"}
                                      << "--transparent is given 2 times (it is taken once)";
    }
    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QCOMPARE(failure(args), message);
    }

    void afterDoubleDashEverythingIsAnArgument()
    {
        QCOMPARE(failure({"--", "--fast"}), QString());
        QVERIFY(!CommandParser::asksForHelp({"sync", "--", "--help"}));
        QVERIFY(CommandParser::asksForHelp({"sync", "-h"}));
        QVERIFY(CommandParser::asksForHelp({"--fast", "--help"}));
    }

    void helpListsTheVisibleOptionsAndHelpLast()
    {
        CommandParser p(QStringLiteral("trace"));
        defineTraceLike(p);
        const QString help = p.optionsHelp();
        const QStringList lines = help.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        QVERIFY(lines[0].trimmed().startsWith("ID"));
        QVERIFY(lines[1].trimmed().startsWith("--set KEY=VALUE ..."));
        QVERIFY(lines[2].trimmed().startsWith("--out FILE"));
        QVERIFY(lines[4].trimmed().startsWith("-h, --help"));
        QVERIFY(!help.contains("platform"));
        // descriptions start in one column
        QCOMPARE(lines[1].indexOf("a parameter"), lines[2].indexOf("where to"));
    }

    /// Every option a usage line names is one the command's parser accepts, and every option the
    /// parser lists appears in the command's help.
    void synopsesMatchTheOptionTables()
    {
        const QRegularExpression optionWord(QStringLiteral("--[a-z-]+"));
        for (const sgd::cli::Command &c : sgd::cli::commands()) {
            CommandParser p(c.name);
            c.define(p);
            const QString allowed = p.allowedOptions() + QStringLiteral(", --help");
            for (const QString &line : c.synopsis) {
                if (!c.name.isEmpty())
                    QVERIFY2(line.startsWith(c.name + ' ') || line == c.name, qPrintable(line));
                auto it = optionWord.globalMatch(line);
                while (it.hasNext()) {
                    const QString word = it.next().captured();
                    const bool otherForm =
                        c.name == QLatin1String("bench") && c.mode.isEmpty() && word == QLatin1String("--paint");
                    QVERIFY2(otherForm || allowed.contains(word + ' ') || allowed.contains(word + ',') || allowed.endsWith(word),
                             qPrintable(c.name + ": " + word));
                }
            }
            if (!c.mode.isEmpty())
                QVERIFY2(allowed.contains(c.mode), qPrintable(c.mode));
            for (const QString &item : p.allowedOptions().split(QStringLiteral(", ")))
                QVERIFY2(p.optionsHelp().contains(item), qPrintable(c.name + ": " + item));
        }
    }
};

QTEST_GUILESS_MAIN(TestCommandParser)
#include "tst_command_parser.moc"
