// Compare runs: pin the run shown, change a parameter, pin again; the comparison window overlays
// the curves with a legend naming only what changed; a sweep of eta on the one-weight example runs
// off the GUI thread and plots the three regimes with the thresholds; the window exports PNG, SVG
// (whose text holds the legend), PDF and CSV, and refuses a target that is not a regular file.
// SGD_COMPARE_SHOT=DIR keeps pictures of the window (light, dark, presentation type) in DIR.
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/compare_charts.h"
#include "ui/compare_tools.h"
#include "ui/compare_window.h"
#include "ui/main_window.h"
#include "ui/render/style.h"
#include "ui/scene_canvas.h"
#include "ui/sweep_dialog.h"
#include "ui/theme.h"

#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QAction>
#include <QDir>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

/// The main window on the one-weight example with the Compare menu installed.
struct Window {
    SessionWindow w;
    CompareTools *tools = nullptr;
    Window()
    {
        tools = CompareTools::install(w.session(), &w, w.canvas());
        w.resize(1400, 900);
        w.show();
        w.openScene(QStringLiteral("single-weight"));
        w.session()->controller()->waitForTrace();
    }
    void pinWithEta(const char *eta)
    {
        w.session()->controller()->setParam(QStringLiteral("eta"), QString::fromLatin1(eta));
        QVERIFY(tools->pinCurrentRun()); // pinned once the recompute is in
        QVERIFY(w.session()->controller()->waitForTrace());
        QTRY_VERIFY(!tools->pins().empty() && tools->pins().back().param("eta") == eta);
    }
};

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void keepShot(QWidget &window, const QString &name)
{
    const QString dir = qEnvironmentVariable("SGD_COMPARE_SHOT");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(200);
    window.grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

SweepResult etaSweep(Window &win)
{
    SweepDialog *dialog = win.tools->sweepDialog();
    const SweepSpec spec = dialog->spec();
    if (spec.param != "eta" || spec.count != 21)
        qWarning("unexpected first sweep %s x %d", spec.param.c_str(), spec.count);
    QSignalSpy done(dialog, &SweepDialog::sweepFinished);
    if (!dialog->run() || !dialog->runner()->waitForFinished(20000) || done.isEmpty())
        return {};
    return win.tools->compareWindow()->sweep().value_or(SweepResult{});
}

} // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        gpu::installBackends();
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void pinnedRunsOverlayWithWhatDiffers()
    {
        Window win;
        win.pinWithEta("0.05");
        win.pinWithEta("0.15");
        CompareWindow *cw = win.tools->compareWindow();
        QTRY_VERIFY(cw->isVisible()); // the second pin opens the window
        QCOMPARE(cw->page(), CompareWindow::Page::Pins);
        QCOMPARE(cw->xColumn(), QStringLiteral("step"));
        QCOMPARE(cw->yColumn(), QStringLiteral("loss"));
        QCOMPARE(cw->legendEntries(), (QStringList{"eta = 0.05", "eta = 0.15"}));
        // The curves are the traces' numbers: loss at frame 0 is 1/2 (2*3 - 10)^2 = 8 for both.
        const QList<QAbstractSeries *> series = cw->pinsView()->chart()->series();
        QCOMPARE(series.size(), 2);
        auto *first = qobject_cast<QLineSeries *>(series[0]);
        QCOMPARE(first->count(), 13);
        // Told apart by more than colour (#53): the second run dashed, the legend's samples the pens.
        const QPen p0 = first->pen(), p1 = qobject_cast<QLineSeries *>(series[1])->pen();
        QCOMPARE(p0.style(), Qt::SolidLine);
        QCOMPARE(p1.style(), Qt::CustomDashLine);
        QVERIFY(p1.dashPattern().size() >= 2);
        QCOMPARE(cw->pinsView()->chart()->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
        // The loss spans decades: a log axis, linear in log10 of the value, its ticks written as
        // the app writes numbers (10⁻⁸, not QtCharts' "1e-08"); the readout gives the value back.
        auto *yAxis = qobject_cast<QCategoryAxis *>(cw->pinsView()->chart()->axes(Qt::Vertical).value(0));
        QVERIFY(yAxis && yAxis->property("log").toBool());
        QCOMPARE(first->at(0), QPointF(0, std::log10(8.0)));
        QVERIFY(yAxis->categoriesLabels().size() >= 3);
        for (const QString &label : yAxis->categoriesLabels())
            QVERIFY2(!label.contains(QLatin1Char('e')) && !label.contains(QLatin1Char('-')), qPrintable(label));
        const QString labels = yAxis->categoriesLabels().join(QLatin1Char(' '));
        QVERIFY2(labels.contains(QStringLiteral("10⁻")) && labels.contains(QStringLiteral("0.01")), qPrintable(labels));
        const QString readout = qobject_cast<ZoomChartView *>(cw->pinsView())->readout(QPointF(0, 0));
        QVERIFY2(readout.contains(QStringLiteral("eta = 0.05: x = 0, y = 8")), qPrintable(readout));
        QVERIFY(cw->setAxes(QStringLiteral("step"), QStringLiteral("w")));
        QCOMPARE(qobject_cast<QLineSeries *>(cw->pinsView()->chart()->series()[1])->at(1).y(), 2 + 0.15 * 4 * 3);
        QVERIFY(!cw->setAxes(QStringLiteral("step"), QStringLiteral("no such column")));
        win.tools->clearPins();
        QVERIFY(cw->pins().empty());
        QVERIFY(cw->legendEntries().isEmpty());
    }

    void etaSweepShowsTheThreeRegimes()
    {
        Window win;
        const SweepResult r = etaSweep(win);
        QCOMPARE(r.points.size(), std::size_t(21));
        CompareWindow *cw = win.tools->compareWindow();
        QCOMPARE(cw->page(), CompareWindow::Page::Sweep);
        const QStringList legend = cw->legendEntries();
        QVERIFY2(legend.size() == 7, qPrintable(legend.join(" | ")));
        QCOMPARE(legend[0], QStringLiteral("final loss"));
        QVERIFY(legend[1].startsWith("stable"));
        QVERIFY(legend[2].startsWith("overshooting"));
        QVERIFY(legend[3].startsWith("diverging"));
        QCOMPARE(legend[4], QStringLiteral("final loss exactly 0 (at the foot of the log axis)"));
        QVERIFY(legend[5].contains("1/9"));
        QVERIFY(legend[6].contains("2/9"));
        // eta 0.05..0.11 stable (7, eta = 0.11 ends at exactly 0: its own triangle), 0.12..0.22
        // overshooting (11: 0.22 < 2/9), 0.23..0.25 diverging (3).
        const QList<QAbstractSeries *> series = cw->sweepView()->chart()->series();
        QCOMPARE(qobject_cast<QScatterSeries *>(series[1])->count(), 6);
        QCOMPARE(qobject_cast<QScatterSeries *>(series[2])->count(), 11);
        QCOMPARE(qobject_cast<QScatterSeries *>(series[3])->count(), 3);
        auto *zero = qobject_cast<QScatterSeries *>(series[4]);
        QCOMPARE(zero->count(), 1);
        QCOMPARE(zero->at(0).x(), 0.11);
        QCOMPARE(zero->markerShape(), QScatterSeries::MarkerShapeTriangle);
        // Each regime's dots a shape of their own, not only a colour, in the legend too (#53).
        QSet<int> shapes{int(zero->markerShape())};
        for (int i = 1; i <= 3; ++i)
            shapes.insert(int(qobject_cast<QScatterSeries *>(series[i])->markerShape()));
        QCOMPARE(shapes.size(), 4);
        QCOMPARE(cw->sweepView()->chart()->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
        const auto *y = qobject_cast<const QValueAxis *>(cw->sweepView()->chart()->axes(Qt::Vertical).first());
        QVERIFY(zero->at(0).y() > y->min()); // inside the plot, not on its edge
        QCOMPARE(qobject_cast<QLineSeries *>(series[5])->at(0).x(), 1.0 / 9);
        // The two thresholds differ in colour and dash.
        const QPen t1 = qobject_cast<QLineSeries *>(series[5])->pen(), t2 = qobject_cast<QLineSeries *>(series[6])->pen();
        QVERIFY(t1.color() != t2.color() && t1.style() != t2.style());
        // Hover tells the sweep's own numbers at the nearest value, thresholds left out.
        auto *view = qobject_cast<ZoomChartView *>(cw->sweepView());
        const QString readout = view->readout(QPointF(0.151, 1.0));
        const SweepPoint &p15 = r.points[10];
        QCOMPARE(p15.value, 0.15);
        QVERIFY2(
            readout.contains(
                QStringLiteral("final loss: x = 0.15, y = %1").arg(QString::fromStdString(formatNumberShort(p15.outcome, 6)))),
            qPrintable(readout));
        QVERIFY(readout.contains(QStringLiteral("overshooting: η·x² between 1 and 2: x = 0.15")));
        QVERIFY(!readout.contains("1/9"));
        // A click on a legend entry hides its curve and keeps the entry.
        QLegendMarker *marker = cw->sweepView()->chart()->legend()->markers()[3];
        emit marker->clicked();
        QVERIFY(!series[3]->isVisible());
        QVERIFY(marker->isVisible());
        QVERIFY(!view->readout(QPointF(0.25, 1.0)).contains("diverging"));
        emit marker->clicked();
        QVERIFY(series[3]->isVisible());
    }

    void exportsPicturesAndData()
    {
        Window win;
        win.pinWithEta("0.05");
        win.pinWithEta("0.15");
        CompareWindow *cw = win.tools->compareWindow();
        QTemporaryDir dir;
        QString error;
        const QString svg = dir.filePath("pins.svg");
        QVERIFY2(cw->exportPicture(svg, error), qPrintable(error));
        const QString text = readAll(svg);
        QVERIFY(text.contains("eta = 0.05"));
        QVERIFY(text.contains("eta = 0.15"));
        for (const char *name : {"pins.png", "pins.pdf"}) {
            QVERIFY2(cw->exportPicture(dir.filePath(name), error), qPrintable(error));
            QVERIFY(QFileInfo(dir.filePath(name)).size() > 1000);
        }
        QVERIFY(QImage(dir.filePath("pins.png")).width() >= cw->pinsView()->width());
        const QString csv = dir.filePath("pins.csv");
        QVERIFY2(cw->exportCsv(csv, error), qPrintable(error));
        const QStringList rows = readAll(csv).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 1 + 13 + 13);
        QCOMPARE(rows[0], QStringLiteral("run,legend,step,loss"));
        QVERIFY(rows[1].startsWith("1,eta = 0.05,0,8"));

        const SweepResult r = etaSweep(win);
        QCOMPARE(r.points.size(), std::size_t(21));
        QVERIFY2(cw->exportPicture(dir.filePath("sweep.svg"), error), qPrintable(error));
        QVERIFY(readAll(dir.filePath("sweep.svg")).contains("overshooting"));
        QVERIFY2(cw->exportCsv(dir.filePath("sweep.csv"), error), qPrintable(error));
        const QStringList sweepRows = readAll(dir.filePath("sweep.csv")).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(sweepRows.size(), 22);
        QCOMPARE(sweepRows[0], QStringLiteral("eta,final_loss,regime,diverged,note"));
    }

    void badTargetsAreRefused()
    {
        Window win;
        win.pinWithEta("0.05");
        CompareWindow *cw = win.tools->compareWindow();
        QString error;
        QVERIFY(!cw->exportCsv(QStringLiteral("/dev/null"), error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!cw->exportPicture(QStringLiteral("/dev/null.svg/x.svg"), error));
        QVERIFY(!cw->exportPicture(QStringLiteral("chart.bmp"), error));
        QVERIFY(error.contains(".svg"));
        QTemporaryDir dir;
        QVERIFY(!cw->exportCsv(dir.path(), error));                                 // a folder
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0); // nothing half-written
    }

    void cancelStopsASweep()
    {
        Window win;
        SweepDialog *dialog = win.tools->sweepDialog();
        dialog->setSpec({"eta", 0.05, 0.25, kMaxSweepCount, SweepSpacing::Linear});
        // Long runs, so that the sweep is still going when it is stopped.
        win.w.session()->controller()->setParam(QStringLiteral("steps"), QStringLiteral("1000"));
        win.w.session()->controller()->waitForTrace();
        dialog->setScene(win.w.session()->controller()->scene(), win.w.session()->controller()->params());
        dialog->setSpec({"eta", 0.001, 0.1, kMaxSweepCount, SweepSpacing::Log});
        QSignalSpy stopped(dialog->runner(), &SweepRunner::stopped);
        QSignalSpy finished(dialog, &SweepDialog::sweepFinished);
        QVERIFY(dialog->run());
        QVERIFY(dialog->runner()->running());
        dialog->runner()->cancel();
        QVERIFY(dialog->runner()->waitForFinished(10000));
        QCOMPARE(stopped.size(), 1);
        QCOMPARE(finished.size(), 0);
        QVERIFY(!win.tools->compareWindow()->sweep().has_value());
        // A bad range is refused at once with one line, and nothing starts.
        dialog->setSpec({"eta", 0.0, 0.1, 5, SweepSpacing::Log});
        QVERIFY(!dialog->run());
        QVERIFY(dialog->errorText().contains("log"));
        QVERIFY(!dialog->runner()->running());
    }

    void followsTheThemeWhileOpen()
    {
        Window win;
        win.w.setTheme(Theme::Light);
        win.pinWithEta("0.05");
        win.pinWithEta("0.15");
        CompareWindow *cw = win.tools->compareWindow();
        QTRY_VERIFY(cw->isVisible());
        QChart *chart = cw->pinsView()->chart();
        QCOMPARE(chart->backgroundBrush().color(), Style::light().background);
        QCOMPARE(chart->titleBrush().color(), Style::light().foreground);
        QVERIFY(chart->backgroundBrush().color().lightness() > 200);
        // Dark while the window stays open: no show, no restyle() called by hand.
        win.w.setTheme(Theme::Dark);
        QVERIFY(cw->isVisible());
        chart = cw->pinsView()->chart();
        QCOMPARE(chart->backgroundBrush().color(), Style::dark().background);
        QCOMPARE(chart->titleBrush().color(), Style::dark().foreground);
        QCOMPARE(chart->legend()->labelColor(), Style::dark().foreground);
        QVERIFY(chart->backgroundBrush().color().lightness() < 60);
        QVERIFY(chart->titleBrush().color().lightness() > 150);
        QCOMPARE(cw->pinsView()->backgroundBrush().color(), Style::dark().background);
        QCOMPARE(cw->sweepView()->chart()->backgroundBrush().color(), Style::dark().background);
        // ... and the type size.
        win.w.setTextScale(160);
        QCOMPARE(cw->chartStyle().fontScale, 1.6);
        win.w.setTheme(Theme::Light);
        QCOMPARE(cw->pinsView()->chart()->backgroundBrush().color(), Style::light().background);
    }

    void screenshots()
    {
        if (qEnvironmentVariableIsEmpty("SGD_COMPARE_SHOT"))
            QSKIP("set SGD_COMPARE_SHOT=DIR to keep pictures");
        Window win;
        win.pinWithEta("0.05");
        win.pinWithEta("0.15");
        CompareWindow *cw = win.tools->compareWindow();
        etaSweep(win);
        for (const auto &[name, theme] : {std::pair{"light", Theme::Light}, std::pair{"dark", Theme::Dark}}) {
            for (int percent : {100, 160}) {
                win.w.setTheme(theme);
                win.w.setTextScale(percent);
                QCOMPARE(cw->chartStyle().fontScale, percent / 100.0);
                const QString tag = QStringLiteral("%1%2").arg(QLatin1String(name), percent > 100 ? "-presentation" : "");
                cw->showPage(CompareWindow::Page::Sweep);
                keepShot(*cw, "sweep-" + tag);
                cw->showPage(CompareWindow::Page::Pins);
                keepShot(*cw, "pins-" + tag);
                keepShot(*win.tools->sweepDialog(), "dialog-" + tag);
            }
        }
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_compare_window.moc"
