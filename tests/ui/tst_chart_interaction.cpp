// Charts you can read (ui/chart_interaction.h) on a real scene canvas: hovering a point of the
// mini-batch loss chart reports the trace's own values, the wheel zooms the x axis around the
// cursor and a double-click shows the whole range again, a drag pans, a legend click hides a series
// (no longer drawn) and a second click shows it, and an export made after a zoom shows the zoomed
// range. With SGD_CHART_SHOTS=DIR set it also writes screenshots (hover, zoom, hidden series) in the
// light, dark and presentation styles at 1600 x 1000.

#include "backend_factory.h"
#include "chart_interaction.h"
#include "exporter.h"
#include "mini_batch_trace.h"
#include "painter_test_support.h"
#include "scene_canvas.h"
#include "scenes.h"

#include <QApplication>
#include <QDir>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace sgd;
using namespace sgd::ui;

namespace {

const QSize kCanvas(1600, 1000);

std::shared_ptr<const Trace> miniBatch() { return std::make_shared<const Trace>(testing::sceneTrace("mini-batch")); }

/// A canvas showing the mini-batch loss chart, painted once (the charts it drew are recorded).
std::unique_ptr<SceneCanvas> lossCanvas(const Style &style = Style::light(), const QString &view = QStringLiteral("loss"))
{
    auto canvas = std::make_unique<SceneCanvas>();
    canvas->resize(kCanvas);
    canvas->setStyle(style);
    canvas->setTrace(miniBatch());
    canvas->setView(view);
    canvas->setFrame(5, 0.0);
    canvas->grab();
    return canvas;
}

const chart::DrawnChart &lossChart(const SceneCanvas &canvas)
{
    for (const chart::DrawnChart &d : canvas.charts()->drawn().charts)
        if (d.xTitle.startsWith(QStringLiteral("updates")))
            return d;
    qFatal("no loss chart drawn");
}

void send(QWidget &w, QEvent::Type type, QPointF pos, Qt::MouseButton button = Qt::NoButton, Qt::MouseButtons buttons = Qt::NoButton)
{
    QMouseEvent e(type, pos, w.mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(&w, &e);
}

void wheel(QWidget &w, QPointF pos, int delta)
{
    QWheelEvent e(pos, w.mapToGlobal(pos), QPoint(), QPoint(0, delta), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&w, &e);
}

/// Pixels within `tol` of `color` in `r` of `img`.
int countIn(const QImage &img, const QRectF &r, QColor color, int tol = 24)
{
    int n = 0;
    for (int y = std::max(0, int(r.top())); y < std::min(img.height(), int(r.bottom())); ++y)
        for (int x = std::max(0, int(r.left())); x < std::min(img.width(), int(r.right())); ++x) {
            const QColor c = img.pixelColor(x, y);
            if (std::abs(c.red() - color.red()) + std::abs(c.green() - color.green()) + std::abs(c.blue() - color.blue()) <= tol)
                ++n;
        }
    return n;
}

/// The presentation style as the main window makes it (text 160%, lines 1.5 times as wide).
Style presentation(Style s)
{
    s.fontScale = 1.6;
    s.lineWidth *= 1.5;
    s.font.setPointSizeF(s.font.pointSizeF() * s.fontScale);
    return s;
}

} // namespace

class TestChartInteraction : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void hoverReportsTheTracesValues()
    {
        auto canvas = lossCanvas();
        const MiniBatchMeta &m = typedTrace<MiniBatchTrace>(*canvas->trace()).meta;
        const chart::DrawnChart &d = lossChart(*canvas);
        // Update 3 of the mini-batch curve (x = the update, y = its loss over all samples).
        const int k = 3;
        QVERIFY(std::size_t(k) < m.mini_loss.size());
        const QPointF at = d.layout.map(double(k), m.mini_loss[k]);
        QVERIFY(d.layout.plot.contains(at) && !d.layout.legend.contains(at));
        send(*canvas, QEvent::MouseMove, at);
        const std::optional<ChartHover> h = canvas->charts()->hoverAt(at);
        QVERIFY(h.has_value());
        const auto mini = std::find_if(h->rows.begin(), h->rows.end(), [](const ChartHover::Row &r) { return r.name.startsWith(QStringLiteral("mini-batch")); });
        QVERIFY(mini != h->rows.end());
        QCOMPARE(mini->x, double(k));
        QCOMPARE(mini->y, m.mini_loss[k]);
        // Every shown series answers with one of its own points: the full-batch curve's nearest.
        const auto full = std::find_if(h->rows.begin(), h->rows.end(), [](const ChartHover::Row &r) { return r.name == QStringLiteral("full batch"); });
        QVERIFY(full != h->rows.end());
        const auto it = std::find(m.full_loss.begin(), m.full_loss.end(), full->y);
        QVERIFY(it != m.full_loss.end());
        QCOMPARE(full->x, m.full_updates[std::size_t(it - m.full_loss.begin())]);
        // The crosshair is painted: the picture under the cursor changes.
        const QImage with = canvas->grab().toImage();
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(canvas.get(), &leave);
        QVERIFY(with != canvas->grab().toImage());
    }

    void wheelZoomsAroundTheCursorAndDoubleClickResets()
    {
        auto canvas = lossCanvas();
        const chart::DrawnChart before = lossChart(*canvas);
        const QPointF at(before.layout.plot.left() + before.layout.plot.width() * 0.6, before.layout.plot.center().y());
        const double under = before.layout.x.unmap(at.x());
        wheel(*canvas, at, 240); // two notches closer
        canvas->grab();
        const chart::DrawnChart zoomed = lossChart(*canvas);
        QVERIFY(zoomed.layout.x.lo > before.layout.x.lo);
        QVERIFY(zoomed.layout.x.hi < before.layout.x.hi);
        QVERIFY(std::abs(zoomed.layout.x.unmap(at.x()) - under) <= 1e-6 * std::max(1.0, under)); // the value under the cursor stays
        QCOMPARE(zoomed.fullLo, before.layout.x.lo);
        QCOMPARE(zoomed.fullHi, before.layout.x.hi);
        QVERIFY(zoomed.layout.xTicks.front().label != before.layout.xTicks.front().label
                || zoomed.layout.xTicks.back().label != before.layout.xTicks.back().label);
        // A drag to the left pans toward later updates, at the same zoom.
        const double width = chart::symlog(zoomed.layout.x.hi) - chart::symlog(zoomed.layout.x.lo);
        send(*canvas, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
        send(*canvas, QEvent::MouseMove, at - QPointF(80, 0), Qt::NoButton, Qt::LeftButton);
        send(*canvas, QEvent::MouseButtonRelease, at - QPointF(80, 0), Qt::LeftButton, Qt::NoButton);
        canvas->grab();
        const chart::DrawnChart panned = lossChart(*canvas);
        QVERIFY(panned.layout.x.lo > zoomed.layout.x.lo);
        QVERIFY(std::abs(chart::symlog(panned.layout.x.hi) - chart::symlog(panned.layout.x.lo) - width) < 1e-9 * std::max(1.0, width));
        // Double-click: the whole range again.
        send(*canvas, QEvent::MouseButtonDblClick, at, Qt::LeftButton, Qt::LeftButton);
        canvas->grab();
        QCOMPARE(lossChart(*canvas).layout.x.lo, before.layout.x.lo);
        QCOMPARE(lossChart(*canvas).layout.x.hi, before.layout.x.hi);
        QVERIFY(canvas->chartView()->empty());
    }

    void legendClickHidesAndShowsASeries()
    {
        const Style s = Style::light();
        auto canvas = lossCanvas(s);
        const chart::DrawnChart d = lossChart(*canvas);
        const auto entry = std::find_if(d.legendEntries.begin(), d.legendEntries.end(), [](const auto &e) { return e.second == QStringLiteral("full batch"); });
        QVERIFY(entry != d.legendEntries.end());
        const QColor full = s.series[2];
        QRectF plot = d.layout.plot.adjusted(2, 2, -2, -2);
        auto inkOfFull = [&] {
            QImage img = canvas->grab().toImage();
            QPainter p(&img);
            p.fillRect(d.layout.legend.adjusted(-2, -2, 2, 2), Qt::black); // the legend's own sample aside
            p.end();
            return countIn(img, plot, full);
        };
        const int shown = inkOfFull();
        QVERIFY2(shown > 100, qPrintable(QString::number(shown)));
        send(*canvas, QEvent::MouseButtonPress, entry->first.center(), Qt::LeftButton, Qt::LeftButton);
        send(*canvas, QEvent::MouseButtonRelease, entry->first.center(), Qt::LeftButton, Qt::NoButton);
        QCOMPARE(canvas->chartView()->of(d.key).hidden, QStringList{QStringLiteral("full batch")});
        const int hidden = inkOfFull();
        QVERIFY2(hidden < shown / 20, qPrintable(QStringLiteral("%1 of %2").arg(hidden).arg(shown)));
        QVERIFY(lossChart(*canvas).layout.hides(QStringLiteral("full batch")));
        const auto h = canvas->charts()->hoverAt(d.layout.plot.center());
        QVERIFY(h && std::none_of(h->rows.begin(), h->rows.end(), [](const ChartHover::Row &r) { return r.name == QStringLiteral("full batch"); }));
        send(*canvas, QEvent::MouseButtonPress, entry->first.center(), Qt::LeftButton, Qt::LeftButton);
        send(*canvas, QEvent::MouseButtonRelease, entry->first.center(), Qt::LeftButton, Qt::NoButton);
        QVERIFY(canvas->chartView()->empty());
        QCOMPARE(inkOfFull(), shown);
    }

    void exportShowsTheZoom()
    {
        auto canvas = lossCanvas(Style::light(), QStringLiteral("scene"));
        const chart::DrawnChart &d = lossChart(*canvas);
        wheel(*canvas, d.layout.plot.center(), 480);
        QVERIFY(!canvas->chartView()->empty());
        QTemporaryDir dir;
        PictureOptions o;
        o.size = QSize(1280, 720);
        o.step = 5;
        o.charts = canvas->chartView();
        auto exported = [&](const QString &name, chart::DrawnCharts &record) {
            const QString path = dir.filePath(name);
            QString error;
            const chart::ViewScope scope(nullptr, &record);
            if (!exportPicture(*canvas->trace(), path, PictureFormat::Svg, o, error))
                qWarning() << error;
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return testing::svgTextItems(f.readAll());
        };
        chart::DrawnCharts zoomedRecord, wholeRecord;
        const QStringList zoomedText = exported(QStringLiteral("zoomed.svg"), zoomedRecord);
        o.charts.reset();
        const QStringList wholeText = exported(QStringLiteral("whole.svg"), wholeRecord);
        QCOMPARE(zoomedRecord.charts.size(), wholeRecord.charts.size());
        const chart::DrawnChart &z = zoomedRecord.charts.front(), &w = wholeRecord.charts.front();
        QCOMPARE(z.layout.x.lo, canvas->chartView()->of(d.key).xLo);
        QCOMPARE(z.layout.x.hi, canvas->chartView()->of(d.key).xHi);
        QCOMPARE(w.layout.x.lo, d.fullLo);
        QStringList zoomedLabels;
        for (const chart::Tick &t : z.layout.xTicks) {
            QVERIFY2(zoomedText.contains(t.label), qPrintable(t.label));
            zoomedLabels << t.label;
        }
        bool differs = false;
        for (const chart::Tick &t : w.layout.xTicks)
            differs = differs || !zoomedLabels.contains(t.label);
        QVERIFY(differs);
        QVERIFY(wholeText != zoomedText);
    }

    /// Every chart of every view of every scene follows a zoom (no painter draws it from a cache
    /// that misses it), and a double-click gives the whole range back.
    void everyChartZooms()
    {
        const QString out = qEnvironmentVariable("SGD_CHART_SHOTS");
        QStringList stale;
        int charts = 0;
        for (const SceneDef &scene : allScenes()) {
            const QString id = QString::fromStdString(scene.id);
            auto trace = std::make_shared<const Trace>(testing::sceneTrace(scene.id.c_str()));
            for (const QString &view : painterFor(id)->views()) {
                SceneCanvas canvas;
                canvas.resize(kCanvas);
                canvas.setTrace(trace);
                canvas.setView(view);
                canvas.setFrame(int(trace->frames.size()) / 2, 0.0);
                canvas.grab();
                const std::vector<chart::DrawnChart> before = canvas.charts()->drawn().charts;
                for (const chart::DrawnChart &d : before)
                    wheel(canvas, d.layout.plot.center(), 240);
                const QImage zoomed = canvas.grab().toImage();
                for (const chart::DrawnChart &d : before) {
                    ++charts;
                    const auto &now = canvas.charts()->drawn().charts;
                    const auto it = std::find_if(now.begin(), now.end(), [&](const chart::DrawnChart &c) { return c.key == d.key && c.layout.area == d.layout.area; });
                    if (it == now.end() || !(it->layout.x.lo > d.layout.x.lo && it->layout.x.hi < d.layout.x.hi))
                        stale << QStringLiteral("%1/%2: %3 [%4, %5] -> %6").arg(id, view, d.key).arg(d.layout.x.lo).arg(d.layout.x.hi)
                                     .arg(it == now.end() ? QStringLiteral("gone") : QStringLiteral("[%1, %2]").arg(it->layout.x.lo).arg(it->layout.x.hi));
                }
                if (!out.isEmpty() && !before.empty())
                    zoomed.save(QDir(out).filePath(QStringLiteral("zoom_%1_%2.png").arg(id, view)));
                for (const chart::DrawnChart &d : before)
                    send(canvas, QEvent::MouseButtonDblClick, d.layout.plot.center(), Qt::LeftButton, Qt::LeftButton);
                QVERIFY2(canvas.chartView()->empty(), qPrintable(id + QLatin1Char('/') + view));
            }
        }
        QVERIFY(charts > 10);
        QVERIFY2(stale.isEmpty(), qPrintable(stale.join(QStringLiteral("; "))));
    }

    void screenshots()
    {
        const QString out = qEnvironmentVariable("SGD_CHART_SHOTS");
        if (out.isEmpty())
            QSKIP("set SGD_CHART_SHOTS=DIR to write the screenshots");
        QDir().mkpath(out);
        const QList<QPair<QString, Style>> styles = {
            {QStringLiteral("light"), Style::light()}, {QStringLiteral("dark"), Style::dark()}, {QStringLiteral("presentation"), presentation(Style::light())}};
        for (const auto &[name, style] : styles) {
            auto canvas = lossCanvas(style, QStringLiteral("scene"));
            const chart::DrawnChart d = lossChart(*canvas);
            const QPointF at(d.layout.plot.right() - 20, d.layout.plot.center().y()); // near the edge: the box flips inside
            send(*canvas, QEvent::MouseMove, at);
            canvas->grab().save(QDir(out).filePath(name + QStringLiteral("_hover.png")));
            wheel(*canvas, d.layout.plot.center(), 360);
            canvas->grab();
            send(*canvas, QEvent::MouseMove, d.layout.plot.center());
            canvas->grab().save(QDir(out).filePath(name + QStringLiteral("_zoomed.png")));
            canvas->charts()->toggleLegendAt(d.legendEntries.front().first.center());
            canvas->grab().save(QDir(out).filePath(name + QStringLiteral("_hidden.png")));
        }
    }
};

QTEST_MAIN(TestChartInteraction)
#include "tst_chart_interaction.moc"
