// "Compare with simulator": a recorded run (tests/data/real-runs, written by sgd-studio-mpi) opened
// in the window offers the comparison; turned on, the simulator's prediction is computed off the
// GUI thread and the canvas, the narration and exported pictures show both; any other trace turns
// it off. Every picture of a recorded trace carries the "Real run" band.
// SGD_COMPARE_SHOT=DIR keeps pictures of the window (light and dark, each scene) in DIR.
#include "../test_time.h"
#include "core/run_compare.h"
#include "core/trace_file.h"
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/main_window.h"
#include "ui/real_run.h"
#include "ui/render/exporter.h"
#include "ui/render/render.h"
#include "ui/render/run_compare_painter.h"
#include "ui/run_compare_view.h"
#include "ui/scene_canvas.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

QString recorded(const char *name)
{
    return QStringLiteral(SGD_TEST_DATA "/real-runs/") + QString::fromLatin1(name);
}

/// A window with the Processes menu (and so the comparison) installed, showing `file`.
struct Window {
    SessionWindow w;
    CompareView *compare = nullptr;
    explicit Window(const QString &file)
    {
        RealRun::install(w.session(), &w);
        compare = w.findChild<CompareView *>();
        w.resize(1600, 1000);
        w.show();
        QString error;
        if (!w.openTraceFile(file, &error))
            qWarning("%s", qPrintable(error));
    }
};

void keepShot(MainWindow &w, const QString &name)
{
    const QString dir = qEnvironmentVariable("SGD_COMPARE_SHOT");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(300);
    w.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace

class TestRunCompareView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        gpu::installBackends();
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_run_compare_view"));
        QSettings().clear();
    }

    void asyncComparisonOnAndOff()
    {
        Window win(recorded("async.json"));
        MainWindow &w = win.w;
        QVERIFY(win.compare);
        QVERIFY(win.compare->available());
        QVERIFY(win.compare->checkBox()->isVisibleTo(&w));
        QVERIFY(win.compare->action()->isEnabled());
        QVERIFY(!w.canvas()->comparison());
        const QString sceneNarration = w.narrationText();
        win.compare->checkBox()->click();
        QVERIFY(win.compare->waitForComparison());
        QVERIFY(win.compare->action()->isChecked());
        const auto c = w.canvas()->comparison();
        QCOMPARE(c->scene, std::string("async"));
        QCOMPARE(c->steps, 12);
        QCOMPARE(c->processes, 4);
        // The same numbers as the comparison of the file with the scene run here.
        const LoadedTrace file = readTraceFile(recorded("async.json").toStdString());
        const RunComparison direct = compareRuns(file.trace, runScene(*findScene("async"), file.params));
        QCOMPARE(c->predicted.y, direct.predicted.y);
        QCOMPARE(c->measured.x, direct.measured.x);
        const QString text = w.narrationText();
        QVERIFY2(text.contains(QLatin1String("Solid: measured on 4 processes on vm")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("The model holds")));
        QVERIFY(text != sceneNarration);
        QCOMPARE(w.currentPictureOptions().comparison, c); // an exported picture shows what the canvas shows
        w.session()->transport()->seek(5);
        QVERIFY2(w.narrationText().contains(QLatin1String("Update 5: measured at t = ")), qPrintable(w.narrationText()));
        keepShot(w, QStringLiteral("async-compare-light"));
        w.setTheme(Theme::Dark);
        keepShot(w, QStringLiteral("async-compare-dark"));
        w.setTheme(Theme::Light);
        win.compare->checkBox()->click(); // off: the scene again
        QVERIFY(!w.canvas()->comparison());
        QCOMPARE(w.narrationText().isEmpty(), false);
        QVERIFY(!w.narrationText().contains(QLatin1String("Solid: measured")));
    }

    void anEditOrASimulatedTraceEndsIt()
    {
        Window win(recorded("async.json"));
        MainWindow &w = win.w;
        win.compare->setOn(true);
        QVERIFY(win.compare->waitForComparison());
        // An edit recomputes the scene: a simulated trace, nothing to compare.
        QVERIFY(w.session()->controller()->setParam(QStringLiteral("eta"), QStringLiteral("0.05")).isEmpty());
        QVERIFY(w.session()->controller()->waitForTrace(sgd::test::ms(10000)));
        QVERIFY(!w.canvas()->comparison());
        QVERIFY(!win.compare->isOn());
        QVERIFY(!win.compare->available());
        QVERIFY(!win.compare->checkBox()->isVisibleTo(&w));
        win.compare->setOn(true); // refused while no recorded run is shown
        QVERIFY(!win.compare->isOn());
    }

    void syncAndGossipWeightsAgree_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("words");
        QTest::newRow("sync") << QStringLiteral("sync.json") << QStringLiteral("barrier idle in all");
        QTest::newRow("gossip") << QStringLiteral("gossip.json") << QStringLiteral("live nodes' mean");
    }
    void syncAndGossipWeightsAgree()
    {
        QFETCH(QString, file);
        QFETCH(QString, words);
        Window win(recorded(file.toLatin1().constData()));
        MainWindow &w = win.w;
        win.compare->setOn(true);
        QVERIFY(win.compare->waitForComparison());
        QCOMPARE(w.canvas()->comparison()->max_weight_difference, 0.0);
        const QString text = w.narrationText();
        QVERIFY2(text.contains(QLatin1String("exactly the simulator's")), qPrintable(text));
        QVERIFY2(text.contains(words), qPrintable(text));
        w.session()->transport()->seek(3);
        const QString name = file.section(QLatin1Char('.'), 0, 0);
        keepShot(w, name + QStringLiteral("-compare-light"));
        w.setTheme(Theme::Dark);
        keepShot(w, name + QStringLiteral("-compare-dark"));
    }

    void theWordsFollowTheNumbers()
    {
        const LoadedTrace file = readTraceFile(recorded("async.json").toStdString());
        RunComparison c = compareRuns(file.trace, runScene(*findScene("async"), file.params));
        c.first_order_difference = 5;
        c.same_order_updates = 4;
        const QString text = runComparisonNarration(c, 2);
        QVERIFY2(text.contains(QLatin1String("<b>It does not</b> from update 5 on")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("for the first 4 updates")));
        const LoadedTrace sync = readTraceFile(recorded("sync.json").toStdString());
        RunComparison s = compareRuns(sync.trace, runScene(*findScene("sync"), sync.params));
        s.predicted_idle_total = 0; // equal compute times: the model says nobody waits
        QVERIFY(runComparisonNarration(s, 1).contains(QLatin1String("<b>The model does not hold</b> for the waiting")));
        s.max_weight_difference = 0.5;
        QVERIFY(runComparisonNarration(s, 1).contains(QLatin1String("<b>The weights differ</b> by up to 0.5")));
    }

    void realRunBandInEveryPicture()
    {
        const LoadedTrace file = readTraceFile(recorded("async.json").toStdString());
        QCOMPARE(realRunLabel(file.trace), QStringLiteral("Real run: 4 processes on vm"));
        Trace cut = file.trace; // a run that ended early says so on every picture of it
        cut.source.set("ended_early", std::string("rank 2 on vm (pid 9) is gone (killed or crashed)"));
        QCOMPARE(realRunLabel(cut), QStringLiteral("Real run, incomplete (ended early after %1 steps): 4 processes on vm")
                                        .arg(int(cut.frames.size()) - 1));
        const Style style = Style::light();
        QVERIFY(realRunBandHeight(file.trace, style) > 10);
        const QRectF area(0, 0, 960, 600);
        QCOMPARE(sceneArea(file.trace, area, style).top(), realRunBandHeight(file.trace, style));
        Trace simulated = file.trace;
        simulated.source = Record();
        QVERIFY(realRunLabel(simulated).isEmpty());
        QCOMPARE(sceneArea(simulated, area, style), area);
        // The exported picture differs from the same trace without its source only in the band.
        const QImage a = renderFrame(file.trace, 3, style, QSize(960, 600));
        const QImage b = renderFrame(simulated, 3, style, QSize(960, 600));
        QVERIFY(a != b);
        const int band = int(realRunBandHeight(file.trace, style));
        QVERIFY(a.pixelColor(2, band / 2) != b.pixelColor(2, band / 2)); // the band's tint
    }
};

QTEST_MAIN(TestRunCompareView)
#include "tst_run_compare_view.moc"
