// The synchronous-SGD painter: the lecture's four-worker round drawn with its numbers (gradient
// arrows, the mean at the server, one new weight), star versus ring, the barrier's idle time,
// the stages over the animation, every size and theme, and the narration.

#include "core/scenes.h"
#include "core/sim/sync_trace.h"
#include "painter_test_support.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scenes/sync/sync_layout.h"
#include "ui/render/style.h"

#include <QImage>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

Trace syncTrace(const QList<QPair<QString, QString>> &set = {})
{
    return testing::sceneTrace("sync", set);
}

SvgText textOf(const Trace &t, int index, QSize size = {1280, 720}, const QString &view = {})
{
    return svgText(renderFrameSvg(t, index, Style::light(), size, {}, view));
}

/// The font size (SVG px) of the first <text> item that reads exactly `line`, or 0.
double fontSizeOf(const QByteArray &svg, const QString &line)
{
    static const QRegularExpression re(QStringLiteral("<text[^>]*font-size=\"([0-9.]+)\"[^>]*>([^<]*)</text>"));
    auto it = re.globalMatch(QString::fromUtf8(svg));
    while (it.hasNext()) {
        const auto m = it.next();
        if (plainMinus(m.captured(2)) == line)
            return m.captured(1).toDouble();
    }
    return 0;
}

/// How many pixels differ from the background: a blank canvas scores 0.
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
    if (x.size() != y.size())
        return -1;
    int n = 0;
    for (int j = 0; j < x.height(); j += 2)
        for (int i = 0; i < x.width(); i += 2)
            if (x.pixel(i, j) != y.pixel(i, j))
                ++n;
    return n;
}

Style presentation()
{
    Style s = Style::dark();
    s.fontScale = 1.6;
    s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
    return s;
}

/// `inner` lies inside `outer` (with half a pixel of rounding).
bool inside(const QRectF &inner, const QRectF &outer)
{
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner);
}

} // namespace

class TestSyncPainter : public QObject {
    Q_OBJECT
private slots:
    void layoutKeepsEveryPartInItsPanel_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("workers");
        QTest::addColumn<QSize>("size");
        for (const char *topo : {"star", "ring"})
            for (int k : {4, 16})
                for (QSize size : {QSize(1000, 700), QSize(1920, 1080)})
                    QTest::addRow("%s %d workers %dx%d", topo, k, size.width(), size.height())
                        << QString::fromLatin1(topo) << k << size;
    }

    void layoutKeepsEveryPartInItsPanel()
    {
        QFETCH(QString, topology);
        QFETCH(int, workers);
        QFETCH(QSize, size);
        const Trace t = syncTrace({{"topology", topology}, {"workers", QString::number(workers)}});
        const QRectF area(QPointF(0, 0), size);
        for (double anim : {0.0, 0.4}) {
            const sync::SyncLayout l = sync::syncLayout(t, area, Style::light(), {}, 1, anim);
            const sync::Regions &r = l.regions;
            const QList<QRectF> panels{r.title, r.chips, r.topo, r.footer, r.wChart, r.fitChart, r.timeline};
            for (int a = 0; a < panels.size(); ++a) {
                QVERIFY2(inside(panels[a], area), qPrintable(QStringLiteral("panel %1 leaves the canvas").arg(a)));
                for (int b = a + 1; b < panels.size(); ++b)
                    QVERIFY2(!panels[a].intersects(panels[b]),
                             qPrintable(QStringLiteral("panels %1 and %2 overlap").arg(a).arg(b)));
            }
            // The graph: a server (star) and every worker inside its panel; a click on a node's
            // centre finds that node.
            const auto &nodes = l.topology.nodes;
            QCOMPARE(int(nodes.size()), workers + (topology == QLatin1String("star") ? 1 : 0));
            for (int i = 0; i < int(nodes.size()); ++i) {
                const QPointF c = l.topology.geo.px[std::size_t(i)];
                QVERIFY(r.topo.contains(c));
                QCOMPARE(l.nodeAt(c), i);
            }
            // The charts' plots inside their panels; one lane per worker inside the time line.
            QVERIFY(l.hasWChart && l.hasFit && l.hasTimeline);
            QVERIFY(inside(l.wChart.plot, r.wChart) && l.wChart.plot.height() > 30);
            QVERIFY(inside(l.fit.plot, r.fitChart) && l.fit.plot.height() > 30);
            QVERIFY(l.wChart.plot.bottom() < r.fitChart.top());
            for (int i = 0; i < workers; ++i) {
                const QRectF lane = l.timeline.lane(i);
                QVERIFY(inside(lane, r.timeline));
                QVERIFY(lane.height() > 1);
                if (i > 0)
                    QVERIFY(lane.top() >= l.timeline.lane(i - 1).bottom() - 1e-9);
            }
            QVERIFY(l.timeline.comp.right() < l.timeline.rest.left());
            QVERIFY(l.timeline.cursorX >= l.timeline.lanes.left() && l.timeline.cursorX <= l.timeline.lanes.right());
        }
    }

    void singleViewsFillTheCanvas()
    {
        const Trace t = syncTrace();
        const QRectF area(0, 0, 1920, 1080);
        // Alone on a projected canvas the graph and the time line zoom in and use the room.
        const sync::SyncLayout topo = sync::syncLayout(t, area, Style::light(), sync::SyncView::Topology, 1);
        QVERIFY(topo.style.fontScale > 1.0);
        QVERIFY(!topo.topology.chips.isEmpty() && topo.topology.chips.bottom() <= topo.topology.box.top());
        double left = area.right(), right = area.left();
        for (const QPointF &c : topo.topology.geo.px) {
            QVERIFY(inside(QRectF(c, QSizeF(1, 1)), topo.topology.box));
            left = std::min(left, c.x());
            right = std::max(right, c.x());
        }
        QVERIFY(right - left > area.width() * 0.3);
        const sync::SyncLayout line = sync::syncLayout(t, area, Style::light(), sync::SyncView::Timeline, 1);
        QVERIFY(line.hasTimeline && !line.hasWChart && line.topology.nodes.empty());
        QVERIFY(line.timeline.lanes.width() > area.width() * 0.8);
        QVERIFY(inside(line.timeline.lanes, area));
        const sync::SyncLayout w = sync::syncLayout(t, area, Style::light(), sync::SyncView::WChart, 3);
        QVERIFY(w.hasWChart && !w.hasFit && !w.hasTimeline);
        QVERIFY(w.wChart.plot.width() > area.width() * 0.8);
        // Rounds run along x: round 0 at the plot's left edge, the last round at its right edge.
        QCOMPARE(w.wChart.x.map(0), w.wChart.plot.left());
        QCOMPARE(w.wChart.x.map(t.frames.size() - 1), w.wChart.plot.right());
    }

    void registered()
    {
        const ScenePainter *p = painterFor(QStringLiteral("sync"));
        QVERIFY(p);
        QCOMPARE(p->tableColumns(), (QStringList{"round", "w", "mean_grad", "w_next", "loss"}));
        QCOMPARE(p->tableHeaders().size(), p->tableColumns().size());
        QVERIFY(p->views().contains(QStringLiteral("topology")));
        QVERIFY(p->transitionMs() > 0);
    }

    void lectureRoundNumbers()
    {
        // Frame 1 is round 1: the worked example's four gradients at w0 = 1.5 and w1 = 2.125.
        const Trace t = syncTrace();
        QCOMPARE(t.frames.size(), std::size_t(9)); // the start and 8 rounds
        QCOMPARE(t.frames[1].num("w"), 1.5);
        QCOMPARE(t.frames[1].num("w_next"), 2.125);
        const SvgText text = textOf(t, 1);
        QVERIFY(text.contains(QStringLiteral("round 1 of 8")));
        // Every worker's gradient is an arrow with its value.
        for (const char *g : {"g = -1.5", "g = -4", "g = -7.5", "g = -12"})
            QVERIFY2(hasLine(text, QString::fromUtf8(g)), g);
        // The mean at the hub and the one new weight.
        QVERIFY(text.contains(QStringLiteral("mean g = -6.25")));
        QVERIFY(text.contains(QStringLiteral("w 1.5 → 2.125")));
        QVERIFY(text.contains(QStringLiteral("step η = 0.1")));
        QVERIFY(text.contains(QStringLiteral("best w = 70/30 = 2.333")));
        QVERIFY(text.contains(QStringLiteral("true line y = 2x + 1")));
        QVERIFY(text.contains(QStringLiteral("model y = 2.125x")));
        // The broadcast carries one value, the same on every spoke.
        QCOMPARE(text.lines.count(QStringLiteral("2.125")), 4);
        QVERIFY(text.contains(QStringLiteral("never 4 final models")));
    }

    void laterRoundsHeadForBestWeight()
    {
        const Trace t = syncTrace();
        QVERIFY(textOf(t, 2).contains(QStringLiteral("w 2.125 → 2.28125")));
        // 2.3203125 and 2.330078125 have more than 6 significant digits: 4, as everywhere.
        QVERIFY(textOf(t, 3).contains(QStringLiteral("w 2.28125 → 2.32")));
        QVERIFY(!textOf(t, 3).contains(QStringLiteral("2.3203")));
        static const QRegularExpression w3(QStringLiteral("w = 2\\.33(?![0-9])"));
        QVERIFY(!textOf(t, 4).lines.filter(w3).isEmpty());
    }

    void starShowsServerFanIn()
    {
        const SvgText text = textOf(syncTrace(), 1);
        QVERIFY(text.contains(QStringLiteral("400 MB (fan-in)")));
        QVERIFY(!text.contains(QStringLiteral("reduce-scatter")));
        QVERIFY(hasLine(text, QStringLiteral("server")));
    }

    void ringShowsChunksAndBytes()
    {
        const Trace t = syncTrace({{"topology", "ring"}});
        const SvgText text = textOf(t, 1);
        QVERIFY(text.contains(QStringLiteral("reduce-scatter")));
        QVERIFY(text.contains(QStringLiteral("all-gather")));
        QVERIFY(text.contains(QStringLiteral("sends 150 MB and receives 150 MB")));
        QVERIFY(text.contains(QStringLiteral("no server")));
        QVERIFY(!hasLine(text, QStringLiteral("server")));
        // The chunk schedule: every worker's lane lists the chunks it forwards (numbers 1..4).
        const auto &chunks = typedTrace<SyncTrace>(t).meta.ring_chunks;
        QVERIFY(chunks.has_value());
        const QStringList lines = text.lines;
        for (int c = 1; c <= 4; ++c)
            QVERIFY(lines.count(QString::number(c)) >= int(chunks->size()));
        // Same mean and the same update on every worker.
        QVERIFY(text.contains(QStringLiteral("mean g = -6.25")));
        QVERIFY(text.contains(QStringLiteral("every worker: w 1.5 → 2.125")));
        // Star and ring differ on screen.
        QVERIFY(diffPixels(renderFrame(t, 1, Style::light(), {1280, 720}),
                           renderFrame(syncTrace(), 1, Style::light(), {1280, 720})) > 1000);
    }

    void ringChunksMoveDuringTheRound()
    {
        const Trace t = syncTrace({{"topology", "ring"}});
        const QImage a = renderFrame(t, 0, Style::light(), {1280, 720}, 1.0, {}, {}, 0.35);
        const QImage b = renderFrame(t, 0, Style::light(), {1280, 720}, 1.0, {}, {}, 0.45);
        QVERIFY(diffPixels(a, b) > 100);
    }

    void aggregationIsNamedWithItsStep()
    {
        QVERIFY(textOf(syncTrace({{"aggregate", "sum"}}), 1).contains(QStringLiteral("sum of g = -25")));
        QVERIFY(textOf(syncTrace({{"aggregate", "sum"}}), 1).contains(QStringLiteral("step α = η/K = 0.025")));
        QVERIFY(textOf(syncTrace({{"aggregate", "sum"}}), 1).contains(QStringLiteral("w 1.5 → 2.125")));
        const SvgText fed = textOf(syncTrace({{"aggregate", "fedavg"}, {"shard_sizes", "1,1,1,1"}}), 1);
        QVERIFY(fed.contains(QStringLiteral("FedAvg")));
        QVERIFY(fed.contains(QStringLiteral("= -6.25")));
    }

    void barrierIdleTime()
    {
        const Trace t = syncTrace({{"compute", "1,1.5,2,3"}});
        const SvgText text = textOf(t, 1);
        QVERIFY(text.contains(QStringLiteral("idle 2 s")));
        QVERIFY(text.contains(QStringLiteral("idle 1.5 s")));
        QVERIFY(text.contains(QStringLiteral("idle 1 s")));
        QVERIFY(text.contains(QStringLiteral("idle this round 4.5 s")));
        QVERIFY(text.contains(QStringLiteral("barrier t = 3")));
        QVERIFY(textOf(t, 2).contains(QStringLiteral("idle so far 9 s")));
        // Nothing has run at the start: no idle time, no barrier time.
        const SvgText start = textOf(t, 0);
        QVERIFY(!start.contains(QStringLiteral("idle 2 s")));
        QVERIFY(!start.contains(QStringLiteral("barrier t =")));
        QVERIFY(start.contains(QStringLiteral("nothing has run yet")));
    }

    void stagesAnimate_data()
    {
        QTest::addColumn<double>("t");
        QTest::newRow("pull") << 0.05;
        QTest::newRow("compute") << 0.3;
        QTest::newRow("push") << 0.45;
        QTest::newRow("aggregate") << 0.6;
        QTest::newRow("update") << 0.78;
        QTest::newRow("broadcast") << 0.92;
    }
    void stagesAnimate()
    {
        QFETCH(double, t);
        const Trace tr = syncTrace({{"compute", "1,1.5,2,3"}});
        const QImage still = renderFrame(tr, 0, Style::light(), {1280, 720});
        const QImage moving = renderFrame(tr, 0, Style::light(), {1280, 720}, 1.0, {}, {}, t);
        QVERIFY(diffPixels(still, moving) > 200);
        // The last frame has nowhere to go: t changes nothing.
        const int last = int(tr.frames.size()) - 1;
        QCOMPARE(diffPixels(renderFrame(tr, last, Style::light(), {800, 500}),
                            renderFrame(tr, last, Style::light(), {800, 500}, 1.0, {}, {}, t)),
                 0);
    }

    void rendersAtEverySizeAndTheme_data()
    {
        QTest::addColumn<QString>("style");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("workers");
        QTest::addColumn<QString>("topology");
        // The lecture preset in every theme and size is in tst_every_view.cpp; here the ring and the crowded runs.
        QTest::newRow("print ring") << "print" << QSize(1280, 720) << 0 << "ring";
        QTest::newRow("16 star") << "light" << QSize(1280, 720) << 16 << "star";
        QTest::newRow("16 ring") << "dark" << QSize(1280, 720) << 16 << "ring";
        QTest::newRow("presentation") << "present" << QSize(1920, 1080) << 16 << "ring";
    }
    void rendersAtEverySizeAndTheme()
    {
        QFETCH(QString, style);
        QFETCH(QSize, size);
        QFETCH(int, workers);
        QFETCH(QString, topology);
        QList<QPair<QString, QString>> set{{"topology", topology}};
        if (workers > 0)
            set << qMakePair(QStringLiteral("workers"), QString::number(workers))
                << qMakePair(QStringLiteral("eta"), QStringLiteral("0.005"));
        const Trace t = syncTrace(set);
        const Style s = style == "dark"      ? Style::dark()
                        : style == "print"   ? Style::print()
                        : style == "present" ? presentation()
                                             : Style::light();
        const QImage img = renderFrame(t, 1, s, size, 1.0, {}, {}, 0.3);
        QCOMPARE(img.size(), size);
        QVERIFY(inkPixels(img, s.background) > size.width() * size.height() / 4 / 50);
        if (workers == 16) {
            // Every worker's gradient is labelled, even with sixteen of them.
            const SvgText text = svgText(renderFrameSvg(t, 1, s, size));
            for (double g : t.frames[1].vec("grads"))
                QVERIFY2(hasLine(text, QString::number(g, 'g', 4)), qPrintable(QString::number(g)));
        }
    }

    void singleViews()
    {
        const Trace t = syncTrace();
        QVERIFY(textOf(t, 1, {800, 500}, QStringLiteral("w-chart")).contains(QStringLiteral("best w = 70/30 = 2.333")));
        QVERIFY(textOf(t, 1, {800, 500}, QStringLiteral("topology")).contains(QStringLiteral("g = -12")));
    }

    void singleViewsGrowWithTheCanvas()
    {
        // Alone on a projected canvas the star's nodes and labels are larger than in the combined
        // scene at the same size; the timeline's type grows on a small canvas too, not only on wide ones.
        const Trace t = syncTrace();
        const QSize wide(1280, 720), small(540, 520);
        const double sceneNode = fontSizeOf(renderFrameSvg(t, 3, Style::light(), wide), QStringLiteral("W1"));
        const double topoNode =
            fontSizeOf(renderFrameSvg(t, 3, Style::light(), wide, {}, QStringLiteral("topology")), QStringLiteral("W1"));
        QVERIFY(sceneNode > 0);
        QVERIFY2(topoNode > sceneNode * 1.3, qPrintable(QStringLiteral("%1 vs %2").arg(topoNode).arg(sceneNode)));
        const double sceneLane = fontSizeOf(renderFrameSvg(t, 3, Style::light(), small), QStringLiteral("W1"));
        const double lane =
            fontSizeOf(renderFrameSvg(t, 3, Style::light(), small, {}, QStringLiteral("timeline")), QStringLiteral("W1"));
        QVERIFY(sceneLane > 0);
        QVERIFY2(lane > sceneLane * 1.3, qPrintable(QStringLiteral("%1 vs %2").arg(lane).arg(sceneLane)));
        // The ring's phase names sit right above its cells, the strip's first row of numbers.
        const QByteArray ring =
            renderFrameSvg(syncTrace({{"topology", "ring"}}), 3, Style::light(), small, {}, QStringLiteral("timeline"));
        QVERIFY(svgText(ring).contains(QStringLiteral("reduce-scatter")));
    }

    void narration()
    {
        const ScenePainter *p = painterFor(QStringLiteral("sync"));
        const Trace t = syncTrace();
        const QString n = plainMinus(p->narration(t, 1, {}));
        QVERIFY(n.startsWith(QStringLiteral("<b>Round 1 of 8.</b>")));
        for (const char *s : {"1.5", "-1.5", "-4", "-7.5", "-12", "-6.25", "2.125", "70/30", "2.333", "Barrier", "Broadcast"})
            QVERIFY2(n.contains(QString::fromUtf8(s)), s);
        QVERIFY(n.contains(QStringLiteral("Not 4 final models")));
        const QString ring = p->narration(syncTrace({{"topology", "ring"}}), 1, {});
        QVERIFY(ring.contains(QStringLiteral("no server")));
        QVERIFY(ring.contains(QStringLiteral("150 MB")));
        QVERIFY(ring.contains(QStringLiteral("3 reduce-scatter steps")));
        const QString idle = p->narration(syncTrace({{"compute", "1,1.5,2,3"}}), 1, {});
        QVERIFY(idle.contains(QStringLiteral("worker 4")));
        QVERIFY(idle.contains(QStringLiteral("4.5 s")));
    }

    void gradientArrowsLeaveTheWorkers_data()
    {
        QTest::addColumn<int>("frame");
        QTest::addColumn<double>("t");
        QTest::newRow("round 1 done") << 1 << 0.0;
        QTest::newRow("round 2, barrier") << 1 << 0.52;
    }
    void gradientArrowsLeaveTheWorkers()
    {
        // An arrow that ends at a worker reads as a message coming in. Each worker's gradient must
        // start on the server's side of the worker and point toward the server: it goes out.
        QFETCH(int, frame);
        QFETCH(double, t);
        const Trace tr = syncTrace();
        const Style s = Style::light();
        const QString svg = QString::fromUtf8(renderFrameSvg(tr, frame, s, {1280, 720}, {}, QStringLiteral("topology"), {}, t));
        // The SVG's groups carry the pen; the polylines inside them the points, in paint order.
        static const QRegularExpression re(QStringLiteral(
            "<g [^>]*stroke=\"(#[0-9a-f]{6}|none)\"|<polyline[^>]*points=\"([-0-9.]+),([-0-9.]+) ([-0-9.]+),([-0-9.]+) \""));
        QList<QLineF> spokes, grads;
        QString pen;
        for (auto it = re.globalMatch(svg); it.hasNext();) {
            const auto m = it.next();
            if (!m.captured(1).isEmpty()) {
                pen = m.captured(1);
                continue;
            }
            const QLineF line(m.captured(2).toDouble(), m.captured(3).toDouble(), m.captured(4).toDouble(),
                              m.captured(5).toDouble());
            if (spokes.size() < 4)
                spokes << line;                // the star's edges come first: server centre to each worker's centre
            else if (pen == s.positive.name()) // every lecture gradient is negative: green
                grads << line;
        }
        QCOMPARE(spokes.size(), 4);
        const QPointF server = spokes[0].p1();
        int found = 0;
        for (const QLineF &spoke : spokes) {
            QCOMPARE(spoke.p1(), server);
            const QPointF w = spoke.p2(), in = server - w;
            for (const QLineF &g : grads) {
                if (QLineF(g.p1(), w).length() >= QLineF(g.p1(), server).length())
                    continue; // the mean's arrow in the server box
                ++found;
                const QPointF from = g.p1() - w, dir = g.p2() - g.p1();
                QVERIFY2(QPointF::dotProduct(from, in) > 0, "the arrow starts on the server's side of its worker");
                QVERIFY2(QPointF::dotProduct(dir, in) > 0, "the arrow points toward the server");
            }
        }
        QCOMPARE(found, 4);
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SGD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set SGD_SCREENSHOT_DIR to write screenshots");
        const Trace star = syncTrace(), ring = syncTrace({{"topology", "ring"}});
        for (double t : {0.0, 0.3, 0.6, 0.9}) {
            const QString tt = QString::number(int(t * 10));
            QVERIFY(
                renderFrame(star, 0, Style::light(), {1600, 1000}, 1.0, {}, {}, t).save(dir + "/sync_star_f0_t" + tt + ".png"));
            QVERIFY(
                renderFrame(star, 1, Style::light(), {1600, 1000}, 1.0, {}, {}, t).save(dir + "/sync_star_f1_t" + tt + ".png"));
            QVERIFY(
                renderFrame(ring, 0, Style::dark(), {1600, 1000}, 1.0, {}, {}, t).save(dir + "/sync_ring_f0_t" + tt + ".png"));
        }
        QVERIFY(renderFrame(ring, 1, Style::dark(), {1600, 1000}).save(dir + "/sync_ring_f1.png"));
        QVERIFY(renderFrame(syncTrace({{"workers", "16"}, {"eta", "0.005"}}), 1, Style::light(), {1280, 720})
                    .save(dir + "/sync_16.png"));
        QVERIFY(renderFrame(star, 1, Style::light(), {700, 450}).save(dir + "/sync_small.png"));
    }

    void startFrameIsBeforeAnyRound_data()
    {
        QTest::addColumn<QString>("topology");
        QTest::newRow("star") << "star";
        QTest::newRow("ring") << "ring";
    }
    void startFrameIsBeforeAnyRound()
    {
        QFETCH(QString, topology);
        const Trace t = syncTrace({{"topology", topology}});
        const SvgText text = textOf(t, 0);
        QVERIFY2(text.contains(QStringLiteral("round 0 of 8 · start")), qPrintable(text.flat));
        QVERIFY(text.contains(QStringLiteral("start: nothing done yet")));
        // No gradient, no mean, no broadcast: every worker holds w0 = 1.5.
        for (const QString &line : text.lines)
            QVERIFY2(!line.startsWith(QStringLiteral("g = ")) && !line.contains(QStringLiteral("mean g")), qPrintable(line));
        // Four worker tokens, the w chart's point, and in the star the server's line.
        QCOMPARE(text.lines.count(QStringLiteral("w = 1.5")), topology == "star" ? 6 : 5);
        QVERIFY(!hasLine(textOf(t, 0, {800, 500}, QStringLiteral("topology")), QStringLiteral("1.5"))); // no weight on a spoke
        QVERIFY(!text.contains(QStringLiteral("2.125")));
        // The w-per-round chart starts at round 0 with w0.
        QVERIFY(textOf(t, 0, {800, 500}, QStringLiteral("w-chart")).contains(QStringLiteral("w = 1.5")));
        // The narration sets up round 1 and asks for a prediction, with the trace's numbers.
        const QString n = plainMinus(painterFor(QStringLiteral("sync"))->narration(t, 0, {}));
        QVERIFY2(n.startsWith(QStringLiteral("<b>Round 0 of 8: the start.</b>")), qPrintable(n));
        QVERIFY(n.contains(QStringLiteral("w0 = 1.5")));
        QVERIFY(n.contains(QStringLiteral("(4, 9)")));
        QVERIFY(n.contains(QStringLiteral("Predict")));
        QVERIFY(!n.contains(QStringLiteral("-6.25")));
    }

    void headerAndNarrationFollowTheTransition_data()
    {
        QTest::addColumn<double>("t");
        QTest::newRow("pull") << 0.05;
        QTest::newRow("compute") << 0.3;
        QTest::newRow("middle") << 0.5;
        QTest::newRow("broadcast") << 0.92;
    }
    void headerAndNarrationFollowTheTransition()
    {
        // From round 1 to 2: the picture, its header and the narration all say round 2 at once.
        QFETCH(double, t);
        const Trace tr = syncTrace();
        const SvgText text = svgText(renderFrameSvg(tr, 1, Style::light(), {1280, 720}, {}, {}, {}, t));
        QVERIFY2(text.contains(QStringLiteral("round 2 of 8")), qPrintable(text.flat));
        QVERIFY(!text.contains(QStringLiteral("round 1 of 8")));
        QVERIFY(text.contains(QStringLiteral("now: ")));
        const int shown = shownStep(tr, 1, t);
        QCOMPARE(shown, 2);
        const QString n = painterFor(QStringLiteral("sync"))->narration(tr, shown, {});
        QVERIFY2(n.startsWith(QStringLiteral("<b>Round 2 of 8.</b>")), qPrintable(n));
        QVERIFY(n.contains(QStringLiteral("2.28125")));
        // Round 2's numbers on the canvas: its gradients at w = 2.125 once computed, never round 1's.
        if (t >= 0.5) {
            QVERIFY(!text.contains(QStringLiteral("g = -12")));
            QVERIFY(!text.contains(QStringLiteral("mean g = -6.25")));
        }
        // Resting on the last round, t changes nothing: it still says round 8 of 8.
        QVERIFY(
            svgText(renderFrameSvg(tr, 8, Style::light(), {1280, 720}, {}, {}, {}, t)).contains(QStringLiteral("round 8 of 8")));
    }
};

QTEST_MAIN(TestSyncPainter)
#include "tst_sync_painter.moc"
