// Charts you can read (ui/chart_interaction.h) on a real scene canvas: hovering a point of the
// mini-batch loss chart reports the trace's own values, the wheel zooms the x axis around the
// cursor and a double-click shows the whole range again, a drag pans, a legend click hides a series
// (no longer drawn) and a second click shows it, and an export made after a zoom shows the zoomed
// range. With SGD_CHART_SHOTS=DIR set it also writes screenshots (hover, zoom, hidden series) in the
// light, dark and presentation styles at 1600 x 1000.

#include "../render/painter_test_support.h"
#include "core/scenes.h"
#include "core/scenes/decentralized/decentralized_trace.h"
#include "core/scenes/mini-batch/mini_batch_trace.h"
#include "core/scenes/quantized/quantized_trace.h"
#include "core/scenes/single-weight/single_weight_trace.h"
#include "core/sim/async_trace.h"
#include "core/sim/sync_trace.h"
#include "gpu/backend_factory.h"
#include "ui/chart_interaction.h"
#include "ui/render/exporter.h"
#include "ui/scene_canvas.h"

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

std::shared_ptr<const Trace> miniBatch()
{
    return std::make_shared<const Trace>(testing::sceneTrace("mini-batch"));
}

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

void send(QWidget &w, QEvent::Type type, QPointF pos, Qt::MouseButton button = Qt::NoButton,
          Qt::MouseButtons buttons = Qt::NoButton)
{
    QMouseEvent e(type, pos, w.mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(&w, &e);
}

void wheel(QWidget &w, QPointF pos, int delta, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    QWheelEvent e(pos, w.mapToGlobal(pos), QPoint(), QPoint(0, delta), Qt::NoButton, mods, Qt::NoScrollPhase, false);
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

/// A canvas showing `view` of `scene`'s lecture preset at `frame`, painted once.
std::unique_ptr<SceneCanvas> sceneCanvas(const char *scene, const QString &view, int frame)
{
    auto canvas = std::make_unique<SceneCanvas>();
    canvas->resize(kCanvas);
    canvas->setTrace(std::make_shared<const Trace>(testing::sceneTrace(scene)));
    canvas->setView(view);
    canvas->setFrame(frame, 0.0);
    canvas->grab();
    return canvas;
}

/// The chart drawn with `key` (nullptr when none).
const chart::DrawnChart *chartByKey(const SceneCanvas &canvas, const QString &key)
{
    for (const chart::DrawnChart &d : canvas.charts()->drawn().charts)
        if (d.key == key)
            return &d;
    return nullptr;
}

/// The hover at the point (x, y) of chart `key`, the mouse moved there; the row of `series`.
std::optional<ChartHover::Row> hoverRow(SceneCanvas &canvas, const QString &key, double x, double y, const QString &series)
{
    const chart::DrawnChart *d = chartByKey(canvas, key);
    if (!d)
        return std::nullopt;
    const QPointF at = d->layout.map(x, y);
    if (!d->layout.plot.contains(at))
        return std::nullopt;
    send(canvas, QEvent::MouseMove, at);
    const std::optional<ChartHover> h = canvas.charts()->hoverAt(at);
    const ChartHover::Row *row = h ? h->row(series) : nullptr;
    return row ? std::optional<ChartHover::Row>(*row) : std::nullopt;
}

/// A canvas of `view` at the middle of the run, painted once (its charts recorded).
std::unique_ptr<SceneCanvas> midRunCanvas(const std::shared_ptr<const Trace> &trace, const QString &view)
{
    auto canvas = std::make_unique<SceneCanvas>();
    canvas->resize(kCanvas);
    canvas->setTrace(trace);
    canvas->setView(view);
    canvas->setFrame(int(trace->frames.size()) / 2, 0.0);
    canvas->grab();
    return canvas;
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
        const auto mini = std::find_if(h->rows.begin(), h->rows.end(),
                                       [](const ChartHover::Row &r) { return r.name.startsWith(QStringLiteral("mini-batch")); });
        QVERIFY(mini != h->rows.end());
        QCOMPARE(mini->x, double(k));
        QCOMPARE(mini->y, m.mini_loss[k]);
        // Every shown series answers with one of its own points: the full-batch curve's nearest.
        const auto full = std::find_if(h->rows.begin(), h->rows.end(),
                                       [](const ChartHover::Row &r) { return r.name == QStringLiteral("full batch"); });
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

    /// The single weight's parabola: the worked example's first point, w = 2, L = 8, slope -12, and
    /// the step after it, as the trace has them.
    void hoverOnTheParabola()
    {
        auto canvas = sceneCanvas("single-weight", QStringLiteral("parabola"), 2);
        const SingleWeightTrace &tt = typedTrace<SingleWeightTrace>(*canvas->trace());
        const QString key = QStringLiteral("single-weight/parabola"), curve = QStringLiteral("loss L(w)"),
                      slope = QStringLiteral("slope dL/dw");
        const std::optional<ChartHover::Row> first = hoverRow(*canvas, key, 2.0, 8.0, curve);
        QVERIFY(first.has_value());
        QCOMPARE(first->x, 2.0);
        QCOMPARE(first->y, 8.0);
        QCOMPARE(first->valueOf(slope), -12.0);
        QCOMPARE(first->valueOf(slope), tt.frames[0].grad);
        const SingleWeightStep &f1 = tt.frames[1];
        QVERIFY(std::abs(f1.w - 3.2) < 1e-12);
        const std::optional<ChartHover::Row> second = hoverRow(*canvas, key, f1.w, f1.loss, curve);
        QVERIFY(second.has_value());
        QCOMPARE(second->x, f1.w);
        QCOMPARE(second->y, f1.loss);
        QCOMPARE(second->valueOf(slope), f1.grad);
        QVERIFY(!chartByKey(*canvas, key)->zoomable); // the parabola's range is the painter's
    }

    /// The synchronous scene's charts: the weight after round 1 (the worked example's 2.125 from a
    /// mean gradient of -6.25) and worker 3's shard (3, 7).
    void hoverOnTheSyncCharts()
    {
        auto canvas = sceneCanvas("sync", QStringLiteral("w-chart"), 3);
        const SyncTrace &tt = typedTrace<SyncTrace>(*canvas->trace());
        const std::optional<ChartHover::Row> w =
            hoverRow(*canvas, QStringLiteral("sync/weights"), 1, tt.frames[1].w_next, QStringLiteral("w after the round"));
        QVERIFY(w.has_value());
        QCOMPARE(w->x, 1.0);
        QCOMPARE(w->y, tt.frames[1].w_next);
        QCOMPARE(w->y, 2.125);
        QCOMPARE(w->valueOf(QStringLiteral("mean gradient")), -6.25);
        // Round 4 is not played yet at frame 3: the box has nothing of it.
        const chart::DrawnChart *d = chartByKey(*canvas, QStringLiteral("sync/weights"));
        QCOMPARE(d->series.front().points.size(), std::size_t(4));
        auto fit = sceneCanvas("sync", QStringLiteral("fit"), 3);
        const std::optional<ChartHover::Row> shard = hoverRow(*fit, QStringLiteral("sync/fit"), 3, 7, QStringLiteral("shard y"));
        QVERIFY(shard.has_value());
        QCOMPARE(shard->x, 3.0);
        QCOMPARE(shard->y, 7.0);
        QCOMPARE(shard->valueOf(QStringLiteral("worker")), 3.0);
    }

    /// The async staircase: update 4 of the worked example lands at t = 2.0 from worker 1, w = 3.98.
    void hoverOnTheAsyncStaircase()
    {
        auto canvas = sceneCanvas("async", QStringLiteral("staircase"), 4);
        const AsyncUpdate &f = typedTrace<AsyncTrace>(*canvas->trace()).frames[4];
        const std::optional<ChartHover::Row> r =
            hoverRow(*canvas, QStringLiteral("async/staircase"), f.time, f.w_after, QStringLiteral("w after the update"));
        QVERIFY(r.has_value());
        QCOMPARE(r->x, f.time);
        QCOMPARE(r->y, f.w_after);
        QVERIFY(std::abs(r->x - 2.0) < 1e-12 && std::abs(r->y - 3.98) < 1e-12);
        QCOMPARE(r->valueOf(QStringLiteral("version")), 4.0);
        QCOMPARE(r->valueOf(QStringLiteral("landed from")), 1.0);
        QCOMPARE(r->more.back().text, QStringLiteral("worker 1"));
        QVERIFY(!chartByKey(*canvas, QStringLiteral("async/staircase"))->zoomable); // its time axis is the lanes'
    }

    /// The quantized loss chart: this run's loss at round 5 with the bytes sent by then.
    void hoverOnTheQuantizedLoss()
    {
        auto canvas = sceneCanvas("quantized", QStringLiteral("loss-curves"), 5);
        const QuantizedRound &f = typedTrace<QuantizedTrace>(*canvas->trace()).frames[5];
        const chart::DrawnChart *d = chartByKey(*canvas, QStringLiteral("quantized/loss"));
        QVERIFY(d);
        const QPointF at = d->layout.map(5, f.loss);
        send(*canvas, QEvent::MouseMove, at);
        const std::optional<ChartHover> h = canvas->charts()->hoverAt(at);
        QVERIFY(h.has_value());
        QCOMPARE(h->rows.size(), d->series.size()); // every width answers
        const bool own = std::any_of(h->rows.begin(), h->rows.end(), [&](const ChartHover::Row &r) {
            return r.x == 5 && r.y == f.loss && r.valueOf(QStringLiteral("bytes sent")) == f.bytes_sent;
        });
        QVERIFY(own);
    }

    /// The decentralized scene's consensus distance: round 3's distance and mean weight.
    void hoverOnTheGossipDistance()
    {
        auto canvas = sceneCanvas("decentralized", QStringLiteral("distance"), 5);
        const DecentralizedRound &f = typedTrace<DecentralizedTrace>(*canvas->trace()).frames[3];
        const chart::DrawnChart *d = chartByKey(*canvas, QStringLiteral("decentralized/distance"));
        QVERIFY(d && d->zoomable);
        const QString yName = d->yTitle;
        const std::optional<ChartHover::Row> r = hoverRow(*canvas, d->key, 3, f.consensus_distance, yName);
        QVERIFY(r.has_value());
        QCOMPARE(r->x, 3.0);
        QCOMPARE(r->y, f.consensus_distance);
        QCOMPARE(r->valueOf(QStringLiteral("mean weight")), f.mean);
    }

    /// Every chart has its own id ("SCENE/NAME", not its titles), and two charts with the same axis
    /// titles zoom apart.
    void chartsWithEqualTitlesZoomApart()
    {
        int pairs = 0;
        for (const SceneDef &scene : allScenes()) {
            const QString id = QString::fromStdString(scene.id);
            auto trace = std::make_shared<const Trace>(testing::sceneTrace(scene.id.c_str()));
            for (const QString &view : painterFor(id)->views()) {
                const std::unique_ptr<SceneCanvas> shown = midRunCanvas(trace, view);
                SceneCanvas &canvas = *shown;
                const std::vector<chart::DrawnChart> drawn = canvas.charts()->drawn().charts;
                for (const chart::DrawnChart &d : drawn)
                    QVERIFY2(d.key.startsWith(id + QLatin1Char('/')) && !d.key.contains(QLatin1Char('|')), qPrintable(d.key));
                for (std::size_t i = 0; i < drawn.size(); ++i)
                    for (std::size_t j = i + 1; j < drawn.size(); ++j) {
                        const chart::DrawnChart &a = drawn[i], &b = drawn[j];
                        if (a.key == b.key || a.xTitle != b.xTitle || a.yTitle != b.yTitle || !a.zoomable || !b.zoomable)
                            continue;
                        ++pairs;
                        wheel(canvas, a.layout.plot.center(), 240);
                        canvas.grab();
                        QVERIFY(canvas.chartView()->of(a.key).zoomed());
                        QVERIFY2(!canvas.chartView()->of(b.key).zoomed(), qPrintable(a.key + QStringLiteral(" and ") + b.key));
                        const chart::DrawnChart *nb = chartByKey(canvas, b.key);
                        QVERIFY(nb && nb->layout.x.lo == b.layout.x.lo && nb->layout.x.hi == b.layout.x.hi);
                        send(canvas, QEvent::MouseButtonDblClick, a.layout.plot.center(), Qt::LeftButton, Qt::LeftButton);
                    }
            }
        }
        QVERIFY2(pairs > 0, "no view draws two charts with the same axis titles");
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
        QVERIFY(std::abs(zoomed.layout.x.unmap(at.x()) - under) <=
                1e-6 * std::max(1.0, under)); // the value under the cursor stays
        QCOMPARE(zoomed.fullLo, before.layout.x.lo);
        QCOMPARE(zoomed.fullHi, before.layout.x.hi);
        QVERIFY(zoomed.layout.xTicks.front().label != before.layout.xTicks.front().label ||
                zoomed.layout.xTicks.back().label != before.layout.xTicks.back().label);
        // A drag to the left pans toward later updates, at the same zoom.
        const double width = chart::symlog(zoomed.layout.x.hi) - chart::symlog(zoomed.layout.x.lo);
        send(*canvas, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
        send(*canvas, QEvent::MouseMove, at - QPointF(80, 0), Qt::NoButton, Qt::LeftButton);
        send(*canvas, QEvent::MouseButtonRelease, at - QPointF(80, 0), Qt::LeftButton, Qt::NoButton);
        canvas->grab();
        const chart::DrawnChart panned = lossChart(*canvas);
        QVERIFY(panned.layout.x.lo > zoomed.layout.x.lo);
        QVERIFY(std::abs(chart::symlog(panned.layout.x.hi) - chart::symlog(panned.layout.x.lo) - width) <
                1e-9 * std::max(1.0, width));
        // Double-click: the whole range again.
        send(*canvas, QEvent::MouseButtonDblClick, at, Qt::LeftButton, Qt::LeftButton);
        canvas->grab();
        QCOMPARE(lossChart(*canvas).layout.x.lo, before.layout.x.lo);
        QCOMPARE(lossChart(*canvas).layout.x.hi, before.layout.x.hi);
        QVERIFY(canvas->chartView()->empty());
    }

    /// Shift+wheel zooms the y axis around the cursor (the x range stays); a double-click resets both.
    void shiftWheelZoomsY()
    {
        auto canvas = lossCanvas();
        const chart::DrawnChart before = lossChart(*canvas);
        const QPointF at(before.layout.plot.center().x(), before.layout.plot.top() + before.layout.plot.height() * 0.7);
        const double under = before.layout.y.unmap(at.y());
        wheel(*canvas, at, 240, Qt::ShiftModifier);
        canvas->grab();
        const chart::DrawnChart zoomed = lossChart(*canvas);
        const chart::ChartView v = canvas->chartView()->of(before.key);
        QVERIFY(v.yZoomed() && !v.zoomed());
        QCOMPARE(zoomed.layout.y.lo, v.yLo);
        QCOMPARE(zoomed.layout.y.hi, v.yHi);
        QVERIFY(zoomed.layout.y.hi - zoomed.layout.y.lo < 0.7 * (before.layout.y.hi - before.layout.y.lo));
        QVERIFY(std::abs(zoomed.layout.y.unmap(at.y()) - under) <= 1e-6 * std::max(1.0, std::abs(under)));
        QCOMPARE(zoomed.layout.x.lo, before.layout.x.lo);
        send(*canvas, QEvent::MouseButtonDblClick, at, Qt::LeftButton, Qt::LeftButton);
        canvas->grab();
        QVERIFY(canvas->chartView()->empty());
        QCOMPARE(lossChart(*canvas).layout.y.hi, before.layout.y.hi);
    }

    void legendClickHidesAndShowsASeries()
    {
        const Style s = Style::light();
        auto canvas = lossCanvas(s);
        const chart::DrawnChart d = lossChart(*canvas);
        const auto entry = std::find_if(d.legendEntries.begin(), d.legendEntries.end(),
                                        [](const auto &e) { return e.second == QStringLiteral("full batch"); });
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
        QVERIFY(h && std::none_of(h->rows.begin(), h->rows.end(),
                                  [](const ChartHover::Row &r) { return r.name == QStringLiteral("full batch"); }));
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
            o.chartRecord = &record;
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
                const std::unique_ptr<SceneCanvas> shown = midRunCanvas(trace, view);
                SceneCanvas &canvas = *shown;
                std::vector<chart::DrawnChart> before = canvas.charts()->drawn().charts;
                std::erase_if(before, [](const chart::DrawnChart &d) { return !d.zoomable; }); // hovered only (hoverOn... tests)
                for (const chart::DrawnChart &d : before)
                    wheel(canvas, d.layout.plot.center(), 240);
                const QImage zoomed = canvas.grab().toImage();
                for (const chart::DrawnChart &d : before) {
                    ++charts;
                    const auto &now = canvas.charts()->drawn().charts;
                    const auto it = std::find_if(now.begin(), now.end(), [&](const chart::DrawnChart &c) {
                        return c.key == d.key && c.layout.area == d.layout.area;
                    });
                    if (it == now.end() || !(it->layout.x.lo > d.layout.x.lo && it->layout.x.hi < d.layout.x.hi))
                        stale << QStringLiteral("%1/%2: %3 [%4, %5] -> %6")
                                     .arg(id, view, d.key)
                                     .arg(d.layout.x.lo)
                                     .arg(d.layout.x.hi)
                                     .arg(it == now.end() ? QStringLiteral("gone")
                                                          : QStringLiteral("[%1, %2]").arg(it->layout.x.lo).arg(it->layout.x.hi));
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
        const QList<QPair<QString, Style>> styles = {{QStringLiteral("light"), Style::light()},
                                                     {QStringLiteral("dark"), Style::dark()},
                                                     {QStringLiteral("presentation"), presentation(Style::light())}};
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
            // The five charts that draw their own marks: the hover at a point of each, in the scene view.
            const QList<std::tuple<const char *, QString, int>> five = {
                {"single-weight", QStringLiteral("single-weight/parabola"), 2},
                {"sync", QStringLiteral("sync/weights"), 3},
                {"sync", QStringLiteral("sync/fit"), 3},
                {"async", QStringLiteral("async/staircase"), 4},
                {"quantized", QStringLiteral("quantized/loss"), 5},
                {"decentralized", QStringLiteral("decentralized/distance"), 5}};
            for (const auto &[scene, key, frame] : five) {
                auto c = sceneCanvas(scene, QStringLiteral("scene"), frame);
                c->setStyle(style);
                c->grab();
                const chart::DrawnChart *dc = chartByKey(*c, key);
                if (!dc)
                    continue;
                const auto &pts = dc->series.front().points;
                const QPointF at = dc->layout.map(pts[pts.size() / 3]);
                send(*c, QEvent::MouseMove, at);
                QString file = key;
                c->grab().save(QDir(out).filePath(name + QStringLiteral("_hover_") +
                                                  file.replace(QLatin1Char('/'), QLatin1Char('_')) + QStringLiteral(".png")));
            }
        }
    }
};

QTEST_MAIN(TestChartInteraction)
#include "tst_chart_interaction.moc"
