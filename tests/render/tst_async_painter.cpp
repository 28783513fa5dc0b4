// The asynchronous-SGD painter: the lecture's staircase (2.00, 2.20, 2.80, 3.80) with the weights
// each worker read and the stale gaps labelled with their size and tau, worker lanes that show
// nobody is interrupted, the write counters, the synchronous comparison, and the narration.
// Frame 0 is the start (t = 0, everyone read 2.0); frame n is the state after update n.

#include "core/scenes.h"
#include "painter_test_support.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scenes/async/async_layout.h"
#include "ui/render/style.h"

#include <QImage>
#include <QRegularExpression>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

Trace asyncTrace(const QList<QPair<QString, QString>> &set = {})
{
    return testing::sceneTrace("async", set);
}

SvgText textOf(const Trace &t, int index, const QVariantMap &options = {}, QSize size = {1280, 720}, const QString &view = {})
{
    return svgText(renderFrameSvg(t, index, Style::light(), size, options, view));
}

int inkPixels(const QImage &img, const QColor &bg)
{
    int n = 0;
    const QImage im = img.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < im.height(); y += 2)
        for (int x = 0; x < im.width(); x += 2)
            if (im.pixelColor(x, y) != bg)
                ++n;
    return n;
}

int diffPixels(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32), y = b.convertToFormat(QImage::Format_ARGB32);
    int n = 0;
    for (int j = 0; j < x.height(); j += 2)
        for (int i = 0; i < x.width(); i += 2)
            if (x.pixel(i, j) != y.pixel(i, j))
                ++n;
    return n;
}

} // namespace

class TestAsyncPainter : public QObject {
    Q_OBJECT
private slots:
    void layoutLinesTheLanesUpUnderTheStaircase_data()
    {
        QTest::addColumn<int>("workers");
        QTest::addColumn<QSize>("size");
        for (int k : {3, 16})
            for (QSize size : {QSize(1000, 700), QSize(1920, 1080)})
                QTest::addRow("%d workers %dx%d", k, size.width(), size.height()) << k << size;
    }

    void layoutLinesTheLanesUpUnderTheStaircase()
    {
        QFETCH(int, workers);
        QFETCH(QSize, size);
        const Trace t = workers == 3 ? asyncTrace() : asyncTrace({{"workers", QString::number(workers)}, {"updates", "200"}});
        const QRectF area(QPointF(0, 0), size);
        const async::AsyncLayout l = async::asyncLayout(t, area, Style::light(), {}, 4, 0.5);
        const async::Regions &r = l.regions;
        QCOMPARE(r.side.isEmpty(), size.width() < 900);
        const QList<QRectF> panels{r.title, r.counters, r.chart, r.lanes, r.legend, r.side};
        for (int a = 0; a < panels.size(); ++a) {
            if (panels[a].isEmpty())
                continue;
            QVERIFY2(area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(panels[a]),
                     qPrintable(QStringLiteral("panel %1 leaves the canvas").arg(a)));
            for (int b = a + 1; b < panels.size(); ++b)
                QVERIFY2(!panels[a].intersects(panels[b]), qPrintable(QStringLiteral("panels %1 and %2 overlap").arg(a).arg(b)));
        }
        QVERIFY(l.hasStaircase && l.hasLanes);
        QVERIFY(r.chart.contains(l.staircase.plot));
        // One clock for both charts: the lanes' plot spans the staircase's, and time t lands on
        // the same pixel column in both.
        QCOMPARE(l.lanes.ax.plot.left(), l.staircase.plot.left());
        QCOMPARE(l.lanes.ax.plot.right(), l.staircase.plot.right());
        for (double time : {l.axis.t0, (l.axis.t0 + l.axis.t1) / 2, l.axis.t1})
            QVERIFY(std::abs(l.lanes.ax.mapX(time) - l.staircase.x.map(time)) < 1e-9);
        QCOMPARE(l.lanes.ticks.size(), l.staircase.xTicks.size());
        for (std::size_t i = 0; i < l.lanes.ticks.size(); ++i)
            QCOMPARE(l.lanes.ticks[i], l.staircase.xTicks[i].value);
        // One lane per worker, in order, inside the lanes' panel.
        QCOMPARE(l.lanes.k, workers);
        for (int w = 0; w < workers; ++w) {
            const QRectF lane = l.lanes.lane(w);
            QVERIFY(r.lanes.adjusted(0, 0, 0, 0.5).contains(lane));
            if (w > 0)
                QCOMPARE(lane.top(), l.lanes.lane(w - 1).bottom());
        }
    }

    void staircaseKeepsStillWhileARunBlowsUp()
    {
        // A step too large: w grows without bound. The w axis is the whole run's, the same early
        // and late (it keeps still while stepping, and the cached layers stay valid); the plot
        // (and the lanes under it) stay where they are.
        const Trace t = asyncTrace({{"eta", "1"}, {"updates", "40"}});
        const QRectF area(0, 0, 1280, 720);
        const async::AsyncLayout early = async::asyncLayout(t, area, Style::light(), {}, 3);
        const async::AsyncLayout late = async::asyncLayout(t, area, Style::light(), {}, int(t.frames.size()) - 2);
        QCOMPARE(early.axis.w0, late.axis.w0);
        QCOMPARE(early.axis.w1, late.axis.w1);
        const AsyncTrace &tt = typedTrace<AsyncTrace>(t);
        double spanEarly = 0;
        for (int i = 0; i <= 4; ++i)
            spanEarly = std::max(spanEarly, std::abs(tt.frames[std::size_t(i)].w_after - tt.meta.w0));
        QVERIFY(late.axis.w1 - late.axis.w0 > 100 * spanEarly); // it did blow up
        for (const AsyncUpdate &f : tt.frames)
            QVERIFY(f.w_after >= late.axis.w0 && f.w_after <= late.axis.w1);
        QCOMPARE(early.staircase.plot, late.staircase.plot);
        QCOMPARE(early.lanes.ax.plot, late.lanes.ax.plot);
        // The lanes view alone has its own caption and no staircase.
        const async::AsyncLayout lanes = async::asyncLayout(t, area, Style::light(), async::AsyncView::Lanes, 3);
        QVERIFY(lanes.hasLanes && !lanes.hasStaircase);
        QVERIFY(lanes.lanes.ax.plot.top() > lanes.regions.lanes.top());
    }

    void registered()
    {
        const ScenePainter *p = painterFor(QStringLiteral("async"));
        QVERIFY(p);
        QCOMPARE(p->tableColumns(),
                 (QStringList{"update", "worker", "staleness", "gap", "time", "w_read", "w_before", "grad", "w_after"}));
        QCOMPARE(p->tableHeaders().size(), p->tableColumns().size());
        bool compare = false;
        for (const ViewOption &o : p->options())
            compare |= o.key == QLatin1String("compare") && o.label == QLatin1String("Compare with synchronous SGD");
        QVERIFY(compare);
    }

    void staircaseAndStaleGaps()
    {
        const Trace t = asyncTrace();
        // Update 3 (frame 3): worker 3's gradient from w = 2.0 lands on 2.8.
        const SvgText text = textOf(t, 3);
        QVERIFY(text.contains(QStringLiteral("update 3 of 12 · t = 1.8")));
        for (const char *step : {"2", "2.2", "2.8", "3.8"})
            QVERIFY2(hasLine(text, QString::fromUtf8(step)), step);
        QVERIFY(text.contains(QStringLiteral("gap 0.2 · τ = 1")));
        QVERIFY(text.contains(QStringLiteral("gap 0.8 · τ = 2")));
        QVERIFY(text.contains(QStringLiteral("τ = 0, fresh")));
        QVERIFY(!hasLine(text, QStringLiteral("3.98"))); // the future is not drawn yet
        // The side card spells the apply out.
        QVERIFY(text.contains(QStringLiteral("worker 3 pushes g = -10")));
        QVERIFY(text.contains(QStringLiteral("gap = 2.8 − 2 = 0.8")));
        QVERIFY(text.contains(QStringLiteral("w = 2.8 − 0.1 × (-10) = 3.8")));
        // Update 4 (frame 4): worker 1 read 2.2 and lands on 3.8.
        const SvgText four = textOf(t, 4);
        QVERIFY(four.contains(QStringLiteral("update 4 of 12 · t = 2")));
        QVERIFY(four.contains(QStringLiteral("gap 1.6 · τ = 2")));
        QVERIFY(hasLine(four, QStringLiteral("3.98")));
    }

    void countersCompareWrites()
    {
        const Trace t = asyncTrace();
        QCOMPARE(int(t.frames.size()), 13); // the start and 12 updates
        QVERIFY(textOf(t, 0).contains(QStringLiteral("server writes so far: 0")));
        QVERIFY(textOf(t, 3).contains(QStringLiteral("server writes so far: 3")));
        QVERIFY(textOf(t, 3).contains(QStringLiteral("synchronous SGD, same gradients: 1")));
        QVERIFY(textOf(t, 12).contains(QStringLiteral("server writes so far: 12")));
        QVERIFY(textOf(t, 12).contains(QStringLiteral("synchronous SGD, same gradients: 4")));
    }

    void lanesShowWorkNotInterrupted()
    {
        const Trace t = asyncTrace();
        const SvgText text = textOf(t, 3);
        QVERIFY(hasLine(text, QStringLiteral("#1")));
        QVERIFY(hasLine(text, QStringLiteral("#2")));
        QVERIFY(hasLine(text, QStringLiteral("#3")));
        QVERIFY(hasLine(text, QStringLiteral("computing")));
        QVERIFY(text.contains(QStringLiteral("W1, W2")));
        QVERIFY(text.contains(QStringLiteral("not interrupted")));
        // A failed worker's gradient in progress is lost, drawn as such.
        const SvgText lost = textOf(asyncTrace({{"fail", "3@1.5"}}), 5);
        QVERIFY(hasLine(lost, QStringLiteral("lost")));
        QVERIFY(lost.contains(QStringLiteral("lost (worker failed)")));
    }

    void compareWithSynchronous()
    {
        const Trace t = asyncTrace();
        const QVariantMap on{{QStringLiteral("compare"), true}};
        const SvgText text = textOf(t, 4, on);
        QVERIFY(text.contains(QStringLiteral("synchronous SGD")));
        // sync_weights 2.6 at the first round (t = 1.8) is drawn on the same clock.
        QCOMPARE(t.meta.vec("sync_weights").at(1), 2.6);
        QVERIFY(hasLine(text, QStringLiteral("2.6")));
        QVERIFY(!hasLine(textOf(t, 4), QStringLiteral("2.6")));
        QVERIFY(diffPixels(renderFrame(t, 4, Style::light(), {1280, 720}, 1.0, on),
                           renderFrame(t, 4, Style::light(), {1280, 720})) > 200);
        const QString n = painterFor(QStringLiteral("async"))->narration(t, 4, on);
        QVERIFY(n.contains(QStringLiteral("1.8 s")));
    }

    void cursorMovesWithTheAnimation()
    {
        const Trace t = asyncTrace();
        const QImage a = renderFrame(t, 1, Style::light(), {1280, 720}, 1.0, {}, {}, 0.0);
        const QImage b = renderFrame(t, 1, Style::light(), {1280, 720}, 1.0, {}, {}, 0.6);
        QVERIFY(diffPixels(a, b) > 100);
        // The time cursor runs from frame i's time to frame i + 1's: 0 -> 1.0 while update 1 plays,
        // 1.8 -> 2.0 while update 4 plays.
        const SvgText first = svgText(renderFrameSvg(t, 0, Style::light(), {1280, 720}, {}, {}, {}, 0.5));
        QVERIFY(first.contains(QStringLiteral("update 1 of 12 · t = 0.5 ·")));
        QVERIFY(hasLine(first, QStringLiteral("t = 0.5")));
        const SvgText fourth = svgText(renderFrameSvg(t, 3, Style::light(), {1280, 720}, {}, {}, {}, 0.5));
        QVERIFY(fourth.contains(QStringLiteral("update 4 of 12 · t = 1.9 ·")));
        QVERIFY(hasLine(fourth, QStringLiteral("t = 1.9")));
    }

    void frameZeroIsTheStart()
    {
        const Trace t = asyncTrace();
        const Frame &f = t.frames.front();
        QCOMPARE(f.num("time"), 0.0);
        QCOMPARE(f.num("worker"), 0.0);
        QCOMPARE(f.num("w_after"), 2.0);
        const SvgText text = textOf(t, 0);
        QVERIFY(text.contains(QStringLiteral("update 0 of 12 · t = 0 ·")));
        QVERIFY(hasLine(text, QStringLiteral("t = 0")));
        QVERIFY(text.contains(QStringLiteral("every worker read w = 2 at t = 0")));
        // No arrival yet: no stale gap, no "fresh" tag, no worker 0, nothing pushed.
        QVERIFY(!text.contains(QStringLiteral("gap 0")));
        QVERIFY(!text.contains(QStringLiteral("fresh")));
        QVERIFY(!text.contains(QStringLiteral("worker 0")));
        QVERIFY(!hasLine(text, QStringLiteral("#1")));
        // All three lanes are computing from t = 0.
        QCOMPARE(text.lines.count(QStringLiteral("computing")), 3);
        for (const QString &view : {QStringLiteral("staircase"), QStringLiteral("lanes")}) {
            const SvgText v = textOf(t, 0, {}, {800, 500}, view);
            QVERIFY2(!v.contains(QStringLiteral("gap 0")) && !v.contains(QStringLiteral("τ = ")) &&
                         !v.contains(QStringLiteral("fresh")),
                     qPrintable(view));
        }
        QCOMPARE(textOf(t, 0, {}, {800, 500}, QStringLiteral("lanes")).lines.count(QStringLiteral("computing")), 3);
        // The narration invites a prediction.
        const QString n = narrationText(t, 0);
        QVERIFY2(n.startsWith(QStringLiteral("Update 0 of 12 at t = 0")), qPrintable(n));
        QVERIFY(n.contains(QStringLiteral("read w = 2")));
        QVERIFY(n.contains(QStringLiteral("Predict")));
        QVERIFY(!n.contains(QStringLiteral("stale:")));
    }

    void midTransitionShowsTheNextUpdate_data()
    {
        QTest::addColumn<int>("index");
        for (int i : {0, 2, 3, 7, 11})
            QTest::addRow("%d -> %d", i, i + 1) << i;
    }
    void midTransitionShowsTheNextUpdate()
    {
        QFETCH(int, index);
        const Trace t = asyncTrace();
        const SvgText text = svgText(renderFrameSvg(t, index, Style::light(), {1280, 720}, {}, {}, {}, 0.5));
        const QString step = QStringLiteral("%1 of 12").arg(index + 1);
        QVERIFY2(text.contains(QStringLiteral("update ") + step), qPrintable(text.flat));
        QVERIFY(text.contains(QStringLiteral("server writes so far: %1").arg(index + 1)));
        QVERIFY(text.contains(QStringLiteral("Update %1 at t = ").arg(step))); // the side card
        const QString n = narrationText(t, index + 1);
        QCOMPARE(firstCount(n), step);
        QVERIFY(n.startsWith(QStringLiteral("Update ") + step));
    }

    void rendersAtEverySizeAndTheme_data()
    {
        QTest::addColumn<QString>("style");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("workers");
        // The lecture preset in every theme and size is in tst_every_view.cpp; here the crowded runs.
        QTest::newRow("16 workers") << "light" << QSize(1280, 720) << 16;
        QTest::newRow("presentation") << "present" << QSize(1920, 1080) << 16;
    }
    void rendersAtEverySizeAndTheme()
    {
        QFETCH(QString, style);
        QFETCH(QSize, size);
        QFETCH(int, workers);
        QList<QPair<QString, QString>> set;
        if (workers > 0)
            set = {{"workers", QString::number(workers)}, {"compute", ""}, {"eta", "0.002"}, {"updates", "40"}};
        const Trace t = asyncTrace(set);
        Style s = style == "dark" ? Style::dark() : style == "print" ? Style::print() : Style::light();
        if (style == "present") {
            s = Style::dark();
            s.fontScale = 1.6;
            s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
        }
        const QImage img = renderFrame(t, int(t.frames.size()) / 2, s, size, 1.0, {}, {}, 0.3);
        QCOMPARE(img.size(), size);
        QVERIFY(inkPixels(img, s.background) > size.width() * size.height() / 4 / 50);
        if (workers == 16) {
            const SvgText text = svgText(renderFrameSvg(t, 20, s, size));
            QVERIFY(text.contains(QStringLiteral("W16")));
        }
    }

    void singleViews()
    {
        const Trace t = asyncTrace();
        QVERIFY(textOf(t, 3, {}, {800, 500}, QStringLiteral("staircase")).contains(QStringLiteral("gap 0.8 · τ = 2")));
    }

    void narration()
    {
        const ScenePainter *p = painterFor(QStringLiteral("async"));
        const Trace t = asyncTrace();
        const QString n = plainMinus(p->narration(t, 3, {}));
        QVERIFY(n.startsWith(QStringLiteral("<b>Update 3 of 12 at t = 1.8.</b>")));
        for (const char *s : {"t = 1.8", "Worker 3", "w = 2", "g = -10", "τ = 2", "2.8", "0.8", "3.8"})
            QVERIFY2(n.contains(QString::fromUtf8(s)), s);
        QVERIFY(n.contains(QStringLiteral("never interrupts")));
        QVERIFY(n.contains(QStringLiteral("Workers 1 and 2")));
        QVERIFY(n.contains(QStringLiteral("Server writes so far: <b>3</b>")));
        // Update 1 is fresh (2 - 0.1 x (-2) = 2.2); update 4 is two updates stale with a gap of 1.6.
        const QString one = plainMinus(p->narration(t, 1, {}));
        QVERIFY(one.contains(QStringLiteral("fresh")));
        QVERIFY(one.contains(QStringLiteral("<b>2.2</b>")));
        const QString four = plainMinus(p->narration(t, 4, {}));
        QVERIFY(four.contains(QStringLiteral("τ = 2 stale")));
        QVERIFY(four.contains(QStringLiteral("<b>1.6</b>")));
        QVERIFY(four.contains(QStringLiteral("<b>3.98</b>")));
    }
};

QTEST_MAIN(TestAsyncPainter)
#include "tst_async_painter.moc"
