// The front end as a program: every subcommand's --help exits 0 and shows its usage; an unknown
// option of any command is one line naming it, exit 2; --backend is checked once, so a bad value
// reads the same from every command that takes it.
#include "cli_support.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// The "(allowed: ...)" list of an unknown-option message, as option words.
QStringList allowedOptions(const QString &line)
{
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\\(allowed: (.*)\\)$")).match(line);
    QStringList words;
    for (const QString &item : m.captured(1).split(QStringLiteral(", ")))
        words << item.section(' ', 0, 0);
    return words;
}

/// The message after "sgd-studio: " or "sgd-studio SUBCOMMAND: ".
QString withoutPrefix(const QString &line)
{
    return line.section(QStringLiteral(": "), 1);
}

} // namespace

class TestFrontEnd : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        REQUIRE_EXE();
        QVERIFY(m_dir.isValid());
    }

    void commands_data()
    {
        // each command with the words that make it valid up to the options, and its usage line
        QTest::addColumn<QStringList>("prefix");
        QTest::addColumn<QString>("usage");
        QTest::newRow("window") << QStringList{} << "usage: sgd-studio [--scene ID";
        QTest::newRow("scenes") << QStringList{"scenes"} << "usage: sgd-studio scenes [--format text|json]";
        QTest::newRow("trace") << QStringList{"trace", "sync"} << "usage: sgd-studio trace ID";
        QTest::newRow("export") << QStringList{"export", "sync", "--out", m_dir.filePath("x.png")}
                                << "usage: sgd-studio export ID --out FILE";
        QTest::newRow("schemas") << QStringList{"schemas"} << "usage: sgd-studio schemas [ID] [--out DIR]";
        QTest::newRow("bench") << QStringList{"bench"} << "usage: sgd-studio bench [--rows N]";
        QTest::newRow("bench --paint") << QStringList{"bench", "--paint"} << "sgd-studio bench --paint [--frames N]";
        QTest::newRow("bench --trace-file") << QStringList{"bench", "--trace-file"}
                                            << "sgd-studio bench --trace-file [--scene ID]";
    }

    /// --help and -h print the command's usage and every option it accepts, exit 0, nothing on
    /// stderr, even after a mistake that would otherwise stop it.
    void helpExitsZero_data() { commands_data(); }
    void helpExitsZero()
    {
        QFETCH(QStringList, prefix);
        QFETCH(QString, usage);
        const cli::Result unknown = cli::run(prefix + QStringList{"--bogus"});
        const QStringList options = allowedOptions(unknown.errLines().value(0));
        QVERIFY2(options.size() >= 1 && options.first().startsWith("--"), unknown.err.constData());
        for (const QString &help : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const cli::Result r = cli::run(prefix + QStringList{"--bogus", help});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            const QString out = QString::fromUtf8(r.out);
            QVERIFY2(out.contains(usage), qPrintable(out));
            for (const QString &option : options)
                QVERIFY2(out.contains("  " + option), qPrintable(option));
            QVERIFY(out.contains("-h, --help"));
        }
        QVERIFY(!QFileInfo::exists(m_dir.filePath("x.png")));
    }

    void windowHelpListsEverySubcommand()
    {
        const cli::Result r = cli::run({"--help"});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        for (const char *sub : {"scenes", "trace", "export", "schemas", "bench", "bench --paint", "bench --trace-file"})
            QVERIFY2(out.contains(QRegularExpression("\\n  " + QRegularExpression::escape(QString::fromLatin1(sub)) + " +[a-z]")),
                     sub);
    }

    void unknownOptionExitsTwo_data() { commands_data(); }
    void unknownOptionExitsTwo()
    {
        QFETCH(QStringList, prefix);
        for (const QString &bogus : {QStringLiteral("--bogus"), QStringLiteral("--bogus=1")}) {
            const cli::Result r = cli::run(prefix + QStringList{bogus});
            QCOMPARE(r.exitCode, 2);
            QVERIFY(!r.crashed);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.errLines().size(), 1);
            const QString line = r.errLines().first();
            QVERIFY2(line.startsWith("sgd-studio" + (prefix.isEmpty() ? QString() : " " + prefix.first()) +
                                     ": unknown option '--bogus' (allowed: "),
                     qPrintable(line));
        }
        QVERIFY(!QFileInfo::exists(m_dir.filePath("x.png")));
    }

    void badBackendReadsTheSameEverywhere()
    {
        const QList<QStringList> runs = {{"--backend", "tpu"},
                                         {"--backend=tpu", "--version"},
                                         {"--scene", "sync", "--backend", "tpu"},
                                         {"bench", "--backend", "tpu"},
                                         {"bench", "--rows", "100", "--backend=tpu"}};
        for (const QStringList &args : runs) {
            const cli::Result r = cli::run(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.errLines().size(), 1);
            QCOMPARE(withoutPrefix(r.errLines().first()),
                     QStringLiteral("bad value for --backend: 'tpu' (allowed: cpu, cuda, auto)"));
        }
        for (const QStringList &args : {QStringList{"--backend"}, QStringList{"bench", "--backend"}}) {
            const cli::Result r = cli::run(args);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(withoutPrefix(r.errLines().value(0)), QStringLiteral("--backend needs a value (cpu|cuda|auto)"));
        }
    }

    void goodBackendIsAccepted()
    {
        const cli::Result r = cli::run({"--backend", "cpu", "--version"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("sgd-studio "), r.out.constData());
        QVERIFY(r.out.contains("compute backend: CPU"));
    }

    void unknownSubcommand()
    {
        const cli::Result r = cli::run({"frobnicate", "--help"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
#if SGD_HAVE_CLASSROOM
        const QString classCommand = QStringLiteral("class, "); // the class session is in this build
#else
        const QString classCommand;
#endif
        QCOMPARE(r.errLines().first(), QStringLiteral("sgd-studio: unknown subcommand 'frobnicate' (allowed: scenes, trace, "
                                                      "export, sweep, schemas, %1bench, help; with none, the window opens)")
                                           .arg(classCommand));
    }

    /// `export --presentation`: the type presentation mode uses on a screen of --size, never below
    /// the projection rule (1/64 of the screen's height), in every scene's default view.
    void exportPresentationKeepsTheProjectionRule()
    {
        const QRegularExpression size(QStringLiteral("font-size=\"([0-9.]+)\""));
        const auto smallest = [&](const QStringList &args) {
            const QString out = m_dir.filePath(QStringLiteral("p.svg"));
            const cli::Result r = cli::run(QStringList{"export"} + args + QStringList{"--out", out});
            if (r.exitCode != 0)
                return -1.0;
            QFile f(out);
            if (!f.open(QIODevice::ReadOnly))
                return -1.0;
            const QString svg = QString::fromUtf8(f.readAll());
            double least = 1e9;
            for (auto it = size.globalMatch(svg); it.hasNext();)
                least = std::min(least, it.next().captured(1).toDouble());
            return least;
        };
        for (const char *scene : {"sync", "async", "decentralized", "staleness-remedies"}) {
            const double at768 = smallest({scene, "--size", "1024x768", "--presentation"});
            QVERIFY2(at768 >= 768 / 64.0 - 0.01, qPrintable(QStringLiteral("%1: %2 px").arg(QLatin1String(scene)).arg(at768)));
            const double at2160 = smallest({scene, "--size", "3840x2160", "--presentation"});
            QVERIFY2(at2160 >= 2160 / 64.0 - 0.01, qPrintable(QStringLiteral("%1: %2 px").arg(QLatin1String(scene)).arg(at2160)));
        }
        // Without it the same picture has smaller type (the rule is the flag's doing).
        QVERIFY(smallest({"sync", "--size", "1024x768", "--theme", "light"}) < 768 / 64.0);
    }

    void sceneIdsComeFromTheRegistry()
    {
        // the scene list that `scenes` prints is the one every "unknown scene" message allows
        const QJsonArray scenes = cli::run({"scenes", "--format", "json"}).json().value("scenes").toArray();
        QStringList ids;
        for (const QJsonValue &s : scenes)
            ids << s.toObject().value("id").toString();
        QVERIFY(ids.contains("scale-lab"));
        const QString allowed = "unknown scene 'nope' (allowed: " + ids.join(", ") + ")";
        for (const QStringList &args :
             {QStringList{"--scene", "nope"}, QStringList{"trace", "nope"}, QStringList{"export", "nope", "--out", "x.png"},
              QStringList{"bench", "--paint", "--scene", "nope"}}) {
            const cli::Result r = cli::run(args);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(withoutPrefix(r.errLines().value(0)), allowed);
        }
    }
};

QTEST_GUILESS_MAIN(TestFrontEnd)
#include "tst_front_end.moc"
