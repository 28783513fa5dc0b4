// Usage errors are usage errors (#13): an unknown word where a subcommand belongs is one line and
// exit 2 (with "did you mean" when a subcommand is close), `help` is the help, empty option values
// are refused, integer options are read as integers with overflow checked, and without a display
// the window is one line naming xvfb-run and the headless subcommands, exit 1, never an abort.
#include "../test_time.h"
#include "cli_support.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

#if SGD_HAVE_CLASSROOM
#define SGD_CLASS_COMMAND "class, " // the class session is in this build
#else
#define SGD_CLASS_COMMAND ""
#endif
const QString kAllowed = QStringLiteral(" (allowed: scenes, trace, export, sweep, schemas, " SGD_CLASS_COMMAND
                                        "bench, help; with none, the window opens)");

/// Runs sgd-studio with `set` added to (and `unset` removed from) an environment without a display.
cli::Result runWithEnv(const QStringList &args, const QStringList &set)
{
    cli::Result r;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    for (const QString &kv : set)
        env.insert(kv.section('=', 0, 0), kv.section('=', 1));
    p.setProcessEnvironment(env);
    p.start(cli::exe(), args);
    if (!p.waitForStarted(10000) || !p.waitForFinished(sgd::test::ms(30000))) {
        p.kill();
        p.waitForFinished();
        qWarning() << "did not finish (a window opened?):" << args << set;
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TestUsage : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        REQUIRE_EXE();
        QVERIFY(m_dir.isValid());
    }

    void unknownSubcommand_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tarce sync") << QStringList{"tarce", "sync"}
                                    << "sgd-studio: unknown subcommand 'tarce'; did you mean 'trace'?" + kAllowed;
        QTest::newRow("foo") << QStringList{"foo"} << "sgd-studio: unknown subcommand 'foo'" + kAllowed;
        QTest::newRow("sync (a scene)") << QStringList{"sync"}
                                        << "sgd-studio: unknown subcommand 'sync'; did you mean 'trace sync' or "
                                           "'--scene sync'?" +
                                               kAllowed;
        QTest::newRow("scene") << QStringList{"scene"}
                               << "sgd-studio: unknown subcommand 'scene'; did you mean 'scenes'?" + kAllowed;
        QTest::newRow("exprot") << QStringList{"exprot", "sync", "--out", m_dir.filePath("x.png")}
                                << "sgd-studio: unknown subcommand 'exprot'; did you mean 'export'?" + kAllowed;
        QTest::newRow("Bench") << QStringList{"Bench"}
                               << "sgd-studio: unknown subcommand 'Bench'; did you mean 'bench'?" + kAllowed;
        QTest::newRow("hlep") << QStringList{"hlep"} << "sgd-studio: unknown subcommand 'hlep'; did you mean 'help'?" + kAllowed;
        QTest::newRow("snyc (a scene, misspelt)")
            << QStringList{"snyc"} << "sgd-studio: unknown subcommand 'snyc'; did you mean 'trace sync'?" + kAllowed;
        QTest::newRow("a path") << QStringList{"lesson.json"} << "sgd-studio: unknown subcommand 'lesson.json'" + kAllowed;
    }
    void unknownSubcommand()
    {
        // before: the window opened (or, without a display, Qt aborted)
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const cli::Result r = cli::run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.crashed);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.errLines(), QStringList{expected});
        QVERIFY(!QFileInfo::exists(m_dir.filePath("x.png")));
    }

    void helpIsTheHelp()
    {
        const cli::Result help = cli::run({"help"}), dashed = cli::run({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.err.isEmpty());
        QCOMPARE(help.out, dashed.out);
        QVERIFY(help.out.contains("help [SUBCOMMAND]"));
        for (const char *sub : {"scenes", "trace", "export", "schemas", "bench"}) {
            const cli::Result one = cli::run({"help", QString::fromLatin1(sub)});
            QCOMPARE(one.exitCode, 0);
            QCOMPARE(one.out, cli::run({QString::fromLatin1(sub), "--help"}).out);
        }
        const cli::Result typo = cli::run({"help", "tarce"});
        QCOMPARE(typo.exitCode, 2);
        QCOMPARE(typo.errLines(), QStringList{"sgd-studio: unknown subcommand 'tarce'; did you mean 'trace'?" + kAllowed});
        const cli::Result extra = cli::run({"help", "trace", "sync"});
        QCOMPARE(extra.exitCode, 2);
        QCOMPARE(extra.errLines(), QStringList{"sgd-studio: unexpected argument 'sync' (allowed: help [SUBCOMMAND])"});
    }

    void exportTakesASavedTrace()
    {
        // `export RUN.json`: a trace saved before (a real run's, here a simulated one) is drawn as it
        // was saved; --set cannot change it, --timeline needs a recorded run, a missing file is named.
        const QString saved = m_dir.filePath("saved.json"), png = m_dir.filePath("saved.png");
        QCOMPARE(cli::run({"trace", "sync", "--set", "workers=7", "--out", saved}).exitCode, 0);
        const cli::Result ok = cli::run({"export", saved, "--out", png, "--step", "3"});
        QCOMPARE(ok.exitCode, 0);
        QVERIFY(QFileInfo(png).size() > 1000);
        const cli::Result set = cli::run({"export", saved, "--set", "eta=0.2", "--out", png});
        QCOMPARE(set.exitCode, 2);
        QCOMPARE(set.errLines(),
                 QStringList{"sgd-studio export: --set changes a scene's parameters; a saved trace is shown as it was recorded"});
        const cli::Result simulated = cli::run({"export", saved, "--timeline", m_dir.filePath("t.json")});
        QCOMPARE(simulated.exitCode, 2);
        QVERIFY2(simulated.err.contains("--timeline: this trace was computed by the simulator"), simulated.err.constData());
        const cli::Result scene = cli::run({"export", "sync", "--timeline", m_dir.filePath("t.json")});
        QCOMPARE(scene.exitCode, 2);
        QVERIFY2(scene.err.contains("--timeline exports a real run: give its trace file"), scene.err.constData());
        const cli::Result both = cli::run({"export", saved, "--timeline", m_dir.filePath("t.json"), "--out", png});
        QCOMPARE(both.exitCode, 2);
        QVERIFY2(both.err.contains("give exactly one of --out FILE, --handout FILE.pdf or --timeline FILE.json"),
                 both.err.constData());
        const cli::Result missing = cli::run({"export", m_dir.filePath("nowhere.json"), "--out", png});
        QCOMPARE(missing.exitCode, 2);
        QCOMPARE(missing.errLines(), QStringList{"sgd-studio export: no trace file '" + m_dir.filePath("nowhere.json") +
                                                 "' (give a scene id or a trace saved before)"});
        QVERIFY(!QFileInfo::exists(m_dir.filePath("t.json")));
    }

    void emptyValue_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString png = m_dir.filePath("x.png");
        QTest::newRow("--lesson=") << QStringList{"--lesson="}
                                   << "sgd-studio: --lesson needs a value (FILE.json), not an empty one";
        QTest::newRow("--lesson ''") << QStringList{"--lesson", ""}
                                     << "sgd-studio: --lesson needs a value (FILE.json), not an empty one";
        QTest::newRow("--scene=") << QStringList{"--scene="} << "sgd-studio: --scene needs a value (ID), not an empty one";
        QTest::newRow("--trace=") << QStringList{"--trace="} << "sgd-studio: --trace needs a value (FILE.json), not an empty one";
        QTest::newRow("trace --out=") << QStringList{"trace", "sync", "--out="}
                                      << "sgd-studio trace: --out needs a value (FILE), not an empty one";
        QTest::newRow("trace --set=") << QStringList{"trace", "sync", "--set="}
                                      << "sgd-studio trace: --set needs a value (KEY=VALUE), not an empty one";
        QTest::newRow("trace --steps ''") << QStringList{"trace", "sync", "--steps", ""}
                                          << "sgd-studio trace: --steps needs a value (N), not an empty one";
        QTest::newRow("export --out=") << QStringList{"export", "sync", "--out="}
                                       << "sgd-studio export: --out needs a value (FILE), not an empty one";
        QTest::newRow("export --view=") << QStringList{"export", "sync", "--out", png, "--view="}
                                        << "sgd-studio export: --view needs a value (NAME), not an empty one";
        QTest::newRow("bench --emit-data=") << QStringList{"bench", "--emit-data="}
                                            << "sgd-studio bench: --emit-data needs a value (FILE), not an empty one";
        QTest::newRow("schemas --reference=")
            << QStringList{"schemas", "--reference="} << "sgd-studio schemas: --reference needs a value (FILE), not an empty one";
    }
    void emptyValue()
    {
        // before: --lesson= opened the window, trace --out= printed to standard output
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const cli::Result r = cli::run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.crashed);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.errLines(), QStringList{expected});
        QVERIFY(!QFileInfo::exists(m_dir.filePath("x.png")));
    }

    void integerOption_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QStringList exportSync{"export", "sync", "--out", m_dir.filePath("x.png"), "--step"};
        const QString step = "(allowed: a frame index: a whole number from 0 to the last frame)";
        QTest::newRow("--step 1e19") << exportSync + QStringList{"1e19"} << "bad value for --step: '1e19' " + step;
        QTest::newRow("--step 2^63") << exportSync + QStringList{"9223372036854775808"}
                                     << "bad value for --step: '9223372036854775808' " + step;
        QTest::newRow("--step 2^32") << exportSync + QStringList{"4294967296"} << "bad value for --step: '4294967296' " + step;
        QTest::newRow("--step -1") << exportSync + QStringList{"-1"} << "bad value for --step: '-1' " + step;
        QTest::newRow("--step 1.0") << exportSync + QStringList{"1.0"} << "bad value for --step: '1.0' " + step;
        const QString features = "(allowed: whole numbers from 1 to 512, comma separated)";
        QTest::newRow("--features 2^63") << QStringList{"bench", "--features", "9223372036854775808"}
                                         << "bad value for --features: '9223372036854775808' " + features;
        QTest::newRow("--features 1e300") << QStringList{"bench", "--features", "1e300"}
                                          << "bad value for --features: '1e300' " + features;
        QTest::newRow("--features 2^64+1 in a list") << QStringList{"bench", "--features", "8,18446744073709551617"}
                                                     << "bad value for --features: '18446744073709551617' " + features;
        QTest::newRow("--workers 1e300")
            << QStringList{"bench", "--workers", "1e300"}
            << "bad value for --workers: '1e300' (allowed: whole numbers from 1 to 1024, comma separated)";
        QTest::newRow("--rows 1e6") << QStringList{"bench", "--rows", "1e6"}
                                    << "bad value for --rows: '1e6' (allowed: whole numbers from 1 to 10000000, comma separated)";
        QTest::newRow("--repeats 2^32+7") << QStringList{"bench", "--repeats", "4294967303"}
                                          << "bad value for --repeats: '4294967303' (allowed: a whole number from 1 to 1000)";
        QTest::newRow("--frames 1e3") << QStringList{"bench", "--paint", "--frames", "1e3"}
                                      << "bad value for --frames: '1e3' (allowed: a whole number from 1 to 1000)";
        QTest::newRow("--steps 1e19")
            << QStringList{"trace", "sync", "--steps", "1e19"}
            << "bad value for --steps: '1e19' (allowed: a whole number from 1 to 1000; --steps sets rounds)";
        QTest::newRow("--steps 2^64+1") << QStringList{"trace", "sync", "--steps", "18446744073709551617"}
                                        << "bad value for --steps: '18446744073709551617' (allowed: a whole number from 1 to "
                                           "1000; --steps sets rounds)";
    }
    void integerOption()
    {
        // before: 1e19 wrapped to step 0; 1e300 and 2^63 features wrapped to 0 and aborted
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const cli::Result r = cli::run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.crashed);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.errLines().size(), 1);
        QCOMPARE(r.errLines().first().section(": ", 1), expected);
        QVERIFY(!QFileInfo::exists(m_dir.filePath("x.png")));
    }

    void integerOptionsStillTakeIntegers()
    {
        const QString png = m_dir.filePath("ok.png");
        QCOMPARE(cli::run({"export", "sync", "--out", png, "--step", "2", "--size", "200x150"}).exitCode, 0);
        QVERIFY(QFileInfo(png).size() > 0);
        QCOMPARE(cli::run({"trace", "sync", "--steps", "007"}).exitCode, 0);
    }

    void integerOptionsTakeDigitsOnly_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("shown"); // as the message echoes it: one line
        QTest::newRow("plus") << "+2"
                              << "+2";
        QTest::newRow("leading space") << " 2"
                                       << " 2";
        QTest::newRow("trailing newline") << "2\n"
                                          << "2\\n";
        QTest::newRow("minus") << "-0"
                               << "-0";
    }
    void integerOptionsTakeDigitsOnly()
    {
        QFETCH(QString, value);
        QFETCH(QString, shown);
        const cli::Result r = cli::run({"trace", "sync", "--steps", value});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.errLines().first().contains("bad value for --steps: '" + shown + "'"), r.err.constData());
    }

    void echoedValuesAreOneShortLine()
    {
        const QString huge(70000, QLatin1Char('x'));
        for (const QString &v : {QStringLiteral("1\n2"), huge}) {
            const cli::Result r = cli::run({"trace", "sync", "--set", "eta=" + v});
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(r.errLines().size(), 1);
            QVERIFY2(r.err.size() < 400, r.err.left(400).constData());
        }
        const cli::Result r = cli::run({"trace", "sync", "--set", "eta=" + huge});
        QVERIFY2(r.err.contains("... (70000 characters)"), r.err.left(400).constData());
    }

    void repeatedOptionsAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expect");
        QTest::newRow("--steps twice") << QStringList{"trace", "sync", "--steps", "2", "--steps", "3"}
                                       << "--steps is given 2 times";
        QTest::newRow("--out twice") << QStringList{"trace", "sync", "--out", "a.json", "--out=b.json"}
                                     << "--out is given 2 times";
        QTest::newRow("--scene and --lesson") << QStringList{"--scene", "sync", "--lesson", "x.json"} << "--scene and --lesson";
    }
    void repeatedOptionsAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expect);
        const cli::Result r = cli::run(args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines().size(), 1);
        QVERIFY2(r.errLines().first().contains(expect), r.err.constData());
        // --set is meant to repeat
        QCOMPARE(cli::run({"trace", "sync", "--steps", "1", "--set", "eta=0.1", "--set", "eta=0.2"}).exitCode, 0);
    }

    void noDisplay_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("env");
        QTest::newRow("nothing set") << QStringList{} << QStringList{};
        QTest::newRow("--scene") << QStringList{"--scene", "sync"} << QStringList{};
        QTest::newRow("QT_QPA_PLATFORM=xcb") << QStringList{} << QStringList{"QT_QPA_PLATFORM=xcb"};
        QTest::newRow("-platform xcb") << QStringList{"-platform", "xcb"} << QStringList{};
        QTest::newRow("wayland without a socket") << QStringList{} << QStringList{"QT_QPA_PLATFORM=wayland"};
        // DISPLAY set, nothing there: Qt's own start fails; its abort becomes the same one line
        QTest::newRow("unreachable display") << QStringList{} << QStringList{"DISPLAY=:7391"};
        QTest::newRow("unknown platform") << QStringList{} << QStringList{"QT_QPA_PLATFORM=no-such-platform"};
        // linuxfb starts without a frame buffer but has no screen: Qt aborted at the first window
        if (!QFileInfo::exists(QStringLiteral("/dev/fb0")))
            QTest::newRow("linuxfb, no frame buffer") << QStringList{"--scene", "sync"} << QStringList{"QT_QPA_PLATFORM=linuxfb"};
    }
    void noDisplay()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, env);
        const cli::Result r = runWithEnv(args, env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.crashed); // never SIGABRT in Qt's platform plugin
        QVERIFY(r.out.isEmpty());
        const QStringList lines = r.errLines();
        QVERIFY2(lines.size() == 1, r.err.constData());
        QVERIFY2(lines.first().startsWith("sgd-studio: cannot open the window: "), r.err.constData());
        QVERIFY2(lines.first().contains("xvfb-run"), r.err.constData());
        QVERIFY2(lines.first().contains("scenes, trace, export, sweep, schemas, " SGD_CLASS_COMMAND "bench"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestUsage)
#include "tst_usage.moc"
