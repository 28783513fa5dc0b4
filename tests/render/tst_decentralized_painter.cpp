// The decentralized-SGD painter: nodes on the plane with their weights, the mixing matrix W as a
// heatmap with its values and spectral gap, failing a node by clicking it (the matrix shown
// changes), dragging a node (threshold links follow), weights flowing over the animation, and
// narration that separates decentralized from asynchronous SGD and explains failures.

#include "core/scenes.h"
#include "painter_test_support.h"
#include "ui/render/paint_cache.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scenes/decentralized/decentralized_layout.h"
#include "ui/render/style.h"
#include "ui/render/topology_view.h"

#include <QImage>
#include <QRegularExpression>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

Trace gossip(const QList<QPair<QString, QString>> &set = {})
{
    return testing::sceneTrace("decentralized", set);
}

SvgText textOf(const Trace &t, int index, QSize size = {1280, 720}, const QString &view = {})
{
    return svgText(renderFrameSvg(t, index, Style::light(), size, {}, view));
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

/// Records what a click or drag asks the scene to change.
struct Recorder {
    QMap<QString, QString> params;
    int repaints = 0;
    SceneInteraction interaction()
    {
        SceneInteraction ia;
        ia.setParam = [this](const QString &k, const QString &v) { params[k] = v; };
        ia.requestRepaint = [this] { ++repaints; };
        return ia;
    }
};

/// Finds a canvas point on every node by probing the painter's own hit test; a click on a node
/// asks for a new `failed` list, which names the node it hit.
QMap<QString, QPointF> nodePoints(const Trace &t, const QRectF &area)
{
    const ScenePainter *p = painterFor(QStringLiteral("decentralized"));
    const Style s = Style::light();
    PaintCache cache; // the canvas's: where the drag and the hover are kept
    PaintContext ctx{t, 0, 0.0, s, {}, {}, &cache};
    QMap<QString, QPointF> found;
    for (double y = area.top() + 2; y < area.bottom(); y += 5)
        for (double x = area.left() + 2; x < area.width() * 0.55; x += 5) {
            Recorder r;
            SceneInteraction ia = r.interaction();
            const QPointF at(x, y);
            if (p->mousePress(at, area, ctx, ia)) {
                p->mouseRelease(at, area, ctx, ia);
                const QString key = r.params.value(QStringLiteral("failed"));
                if (!found.contains(key))
                    found.insert(key, at);
            }
        }
    return found;
}

} // namespace

class TestDecentralizedPainter : public QObject {
    Q_OBJECT
private slots:
    void registered()
    {
        const ScenePainter *p = painterFor(QStringLiteral("decentralized"));
        QVERIFY(p);
        QCOMPARE(p->tableColumns(), (QStringList{"round", "mean", "consensus_distance"}));
        QCOMPARE(p->tableHeaders().size(), 3);
    }

    /// The layout without pixels: the scene's panels apart and inside the canvas, every node on
    /// the plane, and the hit test at a node's centre finding that node.
    void layoutPlacesPanelsAndNodes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1000x700") << QSize(1000, 700);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void layoutPlacesPanelsAndNodes()
    {
        QFETCH(QSize, size);
        const Trace t =
            gossip({{QStringLiteral("nodes"), QStringLiteral("8")}, {QStringLiteral("topology"), QStringLiteral("ring")}});
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const Style s = topo::fitStyleToArea(Style::light(), area);
        const DecentralizedLayout L = decentralizedLayout(t, area, s, DecentralizedView::Scene);
        const QRectF panels[] = {L.title, L.graph, L.weights, L.distance, L.matrix};
        for (int i = 0; i < 5; ++i) {
            QVERIFY2(area.contains(panels[i]), qPrintable(QStringLiteral("panel %1 leaves the canvas").arg(i)));
            QVERIFY(panels[i].height() > 10);
            for (int j = i + 1; j < 5; ++j)
                QVERIFY2(!panels[i].intersects(panels[j]), qPrintable(QStringLiteral("panels %1 and %2 overlap").arg(i).arg(j)));
        }
        QVERIFY(L.graph.contains(L.plane) && L.graph.contains(L.legend));
        QVERIFY(L.plane.bottom() <= L.legend.top());
        QCOMPARE(int(L.geo.px.size()), 8);
        for (int i = 0; i < 8; ++i) {
            const QPointF c = L.geo.px[std::size_t(i)];
            QVERIFY2(L.plane.adjusted(L.geo.radius, L.geo.radius, -L.geo.radius, -L.geo.radius).contains(c),
                     "a node leaves its plane");
            QCOMPARE(decentralizedNodeAt(L, c), i);
        }
        QCOMPARE(decentralizedNodeAt(L, L.weights.center()), -1);
        // A view alone fills the canvas but for its padding, and only the graph has nodes to hit.
        const DecentralizedLayout weights = decentralizedLayout(t, area, s, DecentralizedView::Weights);
        QVERIFY(weights.graph.isEmpty() && weights.weights.width() > area.width() * 0.9);
        QCOMPARE(decentralizedNodeAt(weights, L.geo.px[0]), -1);
    }

    /// A drag moves the node it carries and keeps the plane's scale frozen.
    void layoutFollowsADrag()
    {
        const Trace t = gossip();
        const QRectF area(0, 0, 1280, 720);
        const Style s = topo::fitStyleToArea(Style::light(), area);
        const DecentralizedLayout L = decentralizedLayout(t, area, s, DecentralizedView::Graph);
        std::vector<QPointF> moved;
        for (const topo::Node &n : L.nodes)
            moved.push_back(n.pos);
        const QPointF target = L.plane.center() + QPointF(30, 20);
        moved[0] = L.geo.map.unmap(target);
        DecentralizedDrag drag;
        drag.positions = &moved;
        drag.map = &L.geo.map;
        const DecentralizedLayout D = decentralizedLayout(t, area, s, DecentralizedView::Graph, drag);
        QVERIFY(QLineF(D.geo.px[0], target).length() < 0.5);
        QCOMPARE(D.geo.px[1], L.geo.px[1]);
        QCOMPARE(decentralizedNodeAt(D, target), 0);
    }

    void heatmapValuesAndSpectralGap()
    {
        const Trace t = gossip();
        const SvgText text = textOf(t, 1);
        QVERIFY(text.lines.count(QStringLiteral("0.333")) >= 4);
        QVERIFY(text.lines.count(QStringLiteral("0.667")) == 2);
        QVERIFY(text.contains(QStringLiteral("spectral gap 0.3333")));
        QVERIFY(text.contains(QStringLiteral("SLEM = 0.6667")));
        QVERIFY(text.contains(QStringLiteral("1 connected group")));
        // Node weights after one round of the path 1 - 2 - 3 and the consensus distance.
        for (const char *w : {"1.33", "2", "2.67"})
            QVERIFY2(hasLine(text, QString::fromUtf8(w)), w);
        QVERIFY(hasLine(text, QStringLiteral("0.5443")));
        QVERIFY(text.contains(QStringLiteral("mean 2")));
    }

    void clickingANodeFailsIt()
    {
        const Trace t = gossip();
        const QRectF area(0, 0, 1280, 720);
        const ScenePainter *p = painterFor(QStringLiteral("decentralized"));
        const Style s = Style::light();
        const QMap<QString, QPointF> nodes = nodePoints(t, area);
        QCOMPARE(nodes.keys(), (QStringList{"1", "2", "3"}));
        // Click each node again, a little off centre, and see which one the painter asks to fail.
        QSet<QString> failed;
        for (const QPointF &at : nodes) {
            Recorder r;
            SceneInteraction ia = r.interaction();
            PaintCache cache;
            PaintContext ctx{t, 1, 0.0, s, {}, {}, &cache};
            QVERIFY(p->mousePress(at, area, ctx, ia));
            QVERIFY(p->mouseRelease(at, area, ctx, ia));
            QVERIFY(r.params.contains(QStringLiteral("failed")));
            failed << r.params.value(QStringLiteral("failed"));
        }
        QCOMPARE(failed, (QSet<QString>{"1", "2", "3"}));
        // Failing the end node 3 changes the matrix shown: nodes 1 and 2 now split 0.5 / 0.5.
        const Trace after = gossip({{"failed", "3"}});
        const SvgText text = textOf(after, 1);
        QVERIFY(text.lines.count(QStringLiteral("0.5")) >= 4);
        QVERIFY(!hasLine(text, QStringLiteral("0.333")));
        QVERIFY(text.contains(QStringLiteral("spectral gap 1")));
        QVERIFY(text.contains(QStringLiteral("node 3 down")));
        QVERIFY(diffPixels(renderFrame(t, 1, s, {1280, 720}), renderFrame(after, 1, s, {1280, 720})) > 500);
        // Clicking a failed node revives it.
        const QMap<QString, QPointF> again = nodePoints(after, area);
        QCOMPARE(again.keys(), (QStringList{"", "1,3", "2,3"}));
        // Away from the nodes nothing happens.
        Recorder r;
        SceneInteraction ia = r.interaction();
        PaintCache cache; // the canvas's: where the drag and the hover are kept
        PaintContext ctx{t, 0, 0.0, s, {}, {}, &cache};
        QVERIFY(!p->mousePress(QPointF(1270, 710), area, ctx, ia));
    }

    void draggingMovesANodeAndThresholdLinksFollow()
    {
        const Trace t = gossip({{"topology", "threshold"}});
        QCOMPARE(int(t.meta.num("components")), 1);
        const QRectF area(0, 0, 1280, 720);
        const ScenePainter *p = painterFor(QStringLiteral("decentralized"));
        const Style s = Style::light();
        const QMap<QString, QPointF> nodes = nodePoints(t, area);
        QCOMPARE(nodes.size(), 3);
        // Drag node 3 (the end of the arc) well away from node 2.
        const QPointF from = nodes.value(QStringLiteral("3"));
        Recorder r;
        SceneInteraction ia = r.interaction();
        PaintCache cache; // the canvas's: where the drag and the hover are kept
        PaintContext ctx{t, 0, 0.0, s, {}, {}, &cache};
        QVERIFY(p->mousePress(from, area, ctx, ia));
        QVERIFY(p->mouseMove(from + QPointF(0, 150), area, ctx, ia));
        const QImage dragging = renderFrame(t, 0, s, {1280, 720}, 1.0, {}, {}, 0.0, &cache);
        QVERIFY(p->mouseRelease(from + QPointF(0, 300), area, ctx, ia));
        QVERIFY(r.repaints > 0);
        const QString positions = r.params.value(QStringLiteral("positions"));
        QCOMPARE(positions.split(QLatin1Char(',')).size(), 3);
        QVERIFY(!r.params.contains(QStringLiteral("failed")));
        const Trace moved = gossip({{"topology", "threshold"}, {"positions", positions}});
        QCOMPARE(int(moved.meta.num("components")), 2);
        QVERIFY(textOf(moved, 1).contains(QStringLiteral("2 separate groups")));
        // After the release the drawing is back to the trace's own positions.
        QVERIFY(diffPixels(dragging, renderFrame(t, 0, s, {1280, 720}, 1.0, {}, {}, 0.0, &cache)) > 50);
        // The painter itself keeps nothing: another cache (another canvas, an export) never saw the drag.
        QVERIFY(p->mousePress(from, area, ctx, ia));
        QVERIFY(p->mouseMove(from + QPointF(0, 150), area, ctx, ia));
        QVERIFY(diffPixels(renderFrame(t, 0, s, {1280, 720}), renderFrame(t, 0, s, {1280, 720}, 1.0, {}, {}, 0.0, &cache)) > 50);
        PaintCache other;
        PaintContext elsewhere{t, 0, 0.0, s, {}, {}, &other};
        QVERIFY(!p->mouseRelease(from + QPointF(0, 300), area, elsewhere, ia)); // no drag under way there
        QVERIFY(p->mouseRelease(from + QPointF(0, 300), area, ctx, ia));
    }

    void hoverShowsThresholdRadius()
    {
        const Trace t = gossip({{"topology", "threshold"}});
        const QRectF area(0, 0, 1280, 720);
        const ScenePainter *p = painterFor(QStringLiteral("decentralized"));
        const Style s = Style::light();
        const QMap<QString, QPointF> nodes = nodePoints(t, area);
        QVERIFY(!nodes.isEmpty());
        const QImage before = renderFrame(t, 0, s, {1280, 720});
        Recorder r;
        SceneInteraction ia = r.interaction();
        PaintCache cache; // the canvas's: where the drag and the hover are kept
        PaintContext ctx{t, 0, 0.0, s, {}, {}, &cache};
        p->mouseMove(nodes.first(), area, ctx, ia);
        QCOMPARE(r.repaints, 1);
        const QImage hovered = renderFrame(t, 0, s, {1280, 720}, 1.0, {}, {}, 0.0, &cache);
        QVERIFY(diffPixels(before, hovered) > 200);
        p->mouseMove(QPointF(5, 715), area, ctx, ia); // leave again
        QCOMPARE(r.repaints, 2);
        QVERIFY(textOf(t, 0).contains(QStringLiteral("threshold 1.5")));
    }

    void weightsFlowDuringTheTransition()
    {
        const Trace t = gossip();
        const QImage a = renderFrame(t, 0, Style::light(), {1280, 720});
        const QImage b = renderFrame(t, 0, Style::light(), {1280, 720}, 1.0, {}, {}, 0.5);
        QVERIFY(diffPixels(a, b) > 100);
        // With local steps the nodes first move on their own shards.
        const Trace local = gossip({{"local_steps", "1"}, {"eta", "0.05"}});
        QVERIFY(diffPixels(renderFrame(local, 0, Style::light(), {1280, 720}),
                           renderFrame(local, 0, Style::light(), {1280, 720}, 1.0, {}, {}, 0.15)) > 50);
    }

    void rendersAtEverySizeAndTheme_data()
    {
        QTest::addColumn<QString>("style");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<int>("nodes");
        QTest::newRow("star dark") << "dark" << QSize(1280, 720) << "star" << 5;
        QTest::newRow("complete print") << "print" << QSize(1280, 720) << "complete" << 6;
        QTest::newRow("small") << "light" << QSize(700, 450) << "ring" << 8;
        QTest::newRow("ring 16") << "light" << QSize(1280, 720) << "ring" << 16;
        QTest::newRow("threshold 16") << "dark" << QSize(1280, 720) << "threshold" << 16;
        QTest::newRow("presentation") << "present" << QSize(1920, 1080) << "ring" << 16;
    }
    void rendersAtEverySizeAndTheme()
    {
        QFETCH(QString, style);
        QFETCH(QSize, size);
        QFETCH(QString, topology);
        QFETCH(int, nodes);
        const Trace t = gossip({{"topology", topology}, {"nodes", QString::number(nodes)}});
        Style s = style == "dark" ? Style::dark() : style == "print" ? Style::print() : Style::light();
        if (style == "present") {
            s = Style::dark();
            s.fontScale = 1.6;
            s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
        }
        const QImage img = renderFrame(t, 2, s, size, 1.0, {}, {}, 0.6);
        QCOMPARE(img.size(), size);
        QVERIFY(inkPixels(img, s.background) > size.width() * size.height() / 4 / 50);
    }

    void singleViews()
    {
        const Trace t = gossip();
        QVERIFY(textOf(t, 1, {800, 500}, QStringLiteral("matrix")).contains(QStringLiteral("0.667")));
    }

    void weightsHaveANodeLegend()
    {
        // Every node's number, in a legend above the chart, for a few nodes and for sixteen; a
        // failed node says so.
        const SvgText three = textOf(gossip(), 4, {1280, 720}, QStringLiteral("weights"));
        QVERIFY(hasLine(three, QStringLiteral("nodes")));
        for (int i = 1; i <= 3; ++i)
            QVERIFY2(hasLine(three, QString::number(i)), qPrintable(QString::number(i)));
        for (QSize size : {QSize(540, 520), QSize(1280, 720), QSize(1920, 1080)}) {
            const SvgText many = textOf(gossip({{"nodes", "16"}}), 4, size, QStringLiteral("weights"));
            QVERIFY(hasLine(many, QStringLiteral("nodes")));
            for (int i = 1; i <= 16; ++i)
                QVERIFY2(hasLine(many, QString::number(i)), qPrintable(QStringLiteral("%1 at %2").arg(i).arg(size.width())));
        }
        const SvgText failed =
            textOf(gossip({{"topology", "star"}, {"nodes", "5"}, {"failed", "1"}}), 2, {540, 520}, QStringLiteral("weights"));
        QVERIFY(hasLine(failed, QStringLiteral("1 (failed)")));
    }

    void oneStepCount()
    {
        const Trace t = gossip();
        const int last = int(t.frames.size()) - 1;
        QVERIFY(last >= 3);
        for (int i : {0, 1, last}) {
            QCOMPARE(t.frames[std::size_t(i)].num("round"), double(i));
            QVERIFY(textOf(t, i).contains(QStringLiteral("round %1 of %2 ·").arg(i).arg(last)));
        }
    }

    void midTransitionPlaysTheNextRound_data()
    {
        QTest::addColumn<int>("index");
        QTest::newRow("0 -> 1") << 0;
        QTest::newRow("1 -> 2") << 1;
        QTest::newRow("2 -> 3") << 2;
    }
    void midTransitionPlaysTheNextRound()
    {
        QFETCH(int, index);
        const Trace t = gossip();
        const int last = int(t.frames.size()) - 1;
        const SvgText text = svgText(renderFrameSvg(t, index, Style::light(), {1280, 720}, {}, {}, {}, 0.5));
        const QString step = QStringLiteral("%1 of %2").arg(index + 1).arg(last);
        QVERIFY2(text.contains(QStringLiteral("round ") + step), qPrintable(text.flat));
        const QString n = narrationText(t, index + 1);
        QCOMPARE(firstCount(n), step);
        QVERIFY(n.startsWith(QStringLiteral("Round ") + step));
        // The consensus distance tag already shows the round being played: 0.8165 -> 0.5443 in round 1.
        if (index == 0) {
            QVERIFY(hasLine(textOf(t, 0), QStringLiteral("0.8165")));
            QVERIFY(hasLine(text, QStringLiteral("0.5443")));
            QVERIFY(!hasLine(text, QStringLiteral("0.8165")));
        }
    }

    void narrationExplainsFailuresAndTheLabel()
    {
        const ScenePainter *p = painterFor(QStringLiteral("decentralized"));
        const Trace t = gossip();
        const QString n0 = p->narration(t, 0, {});
        QVERIFY(n0.startsWith(QStringLiteral("<b>Round 0 of %1: the start.</b>").arg(t.frames.size() - 1)));
        QVERIFY(n0.contains(QStringLiteral("no server")));
        QVERIFY(n0.contains(QStringLiteral("0.8165")));
        const QString n1 = p->narration(t, 1, {});
        QVERIFY(n1.startsWith(QStringLiteral("<b>Round 1 of %1.</b>").arg(t.frames.size() - 1)));
        QVERIFY(n1.contains(QStringLiteral("0.5443")));
        QVERIFY(n1.contains(QStringLiteral("spectral gap 0.3333")));
        QVERIFY(n1.contains(QStringLiteral("Not asynchronous SGD")));
        QVERIFY(n1.contains(QStringLiteral("no stale gradient")));
        const QString hub = p->narration(gossip({{"topology", "star"}, {"nodes", "5"}, {"failed", "1"}}), 1, {});
        QVERIFY(hub.contains(QStringLiteral("hub")));
        QVERIFY(hub.contains(QStringLiteral("4 separate groups")));
        QVERIFY(hub.contains(QStringLiteral("A dead hub stops a star")));
        const QString end = p->narration(gossip({{"failed", "3"}}), 1, {});
        QVERIFY(end.contains(QStringLiteral("end of the path")));
        QVERIFY(end.contains(QStringLiteral("keep mixing")));
    }
};

QTEST_MAIN(TestDecentralizedPainter)
#include "tst_decentralized_painter.moc"
