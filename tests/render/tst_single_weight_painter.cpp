// The single-weight painter: renders offscreen at several sizes and themes, puts the tangent at the
// mapped current point, colours the step by the sign rule, writes the trace's numbers as SVG text,
// and narrates each step with its live numbers.

#include "core/scenes.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scenes/single-weight/single_weight_layout.h"
#include "ui/render/style.h"

#include "painter_test_support.h"
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QRegularExpression>
#include <QSet>

#include <QTest>

#include <cmath>

using namespace sgd;
using namespace sgd::ui;

namespace {

using testing::near;
using testing::styleNamed;
QString svgText(const QByteArray &svg)
{
    return testing::svgTextJoined(svg);
}

Trace singleWeight(const QString &eta = {})
{
    return eta.isEmpty() ? testing::sceneTrace("single-weight")
                         : testing::sceneTrace("single-weight", {{QStringLiteral("eta"), eta}});
}

/// The screen form of a number: the painter writes a real minus sign.
QString m(const char *s)
{
    return QString::fromUtf8(s).replace(QLatin1Char('-'), QChar(0x2212));
}

/// Pixels of `color` within `radius` of `at` (image pixels at scale 1).
int countNear(const QImage &img, QPointF at, double radius, QColor color, int tol = 40)
{
    int n = 0;
    for (int y = int(at.y() - radius); y <= int(at.y() + radius); ++y)
        for (int x = int(at.x() - radius); x <= int(at.x() + radius); ++x)
            if (x >= 0 && y >= 0 && x < img.width() && y < img.height() && near(img.pixelColor(x, y), color, tol))
                ++n;
    return n;
}

int countIn(const QImage &img, const QRectF &r, QColor color, int tol = 40)
{
    int n = 0;
    for (int y = std::max(0, int(r.top())); y < std::min(img.height(), int(r.bottom())); ++y)
        for (int x = std::max(0, int(r.left())); x < std::min(img.width(), int(r.right())); ++x)
            if (near(img.pixelColor(x, y), color, tol))
                ++n;
    return n;
}

SingleWeightLayout layoutFor(const Trace &tr, const Style &s, QSize size, SingleWeightView view = SingleWeightView::Scene)
{
    QImage probe(size, QImage::Format_ARGB32_Premultiplied);
    return singleWeightLayout(tr, QRectF(QPointF(0, 0), QSizeF(size)), s, &probe, view);
}

} // namespace

class TestSingleWeightPainter : public QObject {
    Q_OBJECT

private slots:

    /// The parabola on the shared chart component, without pixels: the loss axis reaches under
    /// L = 0 for the band of the step, its ticks do not; the band and the w axis sit at L = 0.
    void parabolaChartLayout()
    {
        const Trace tr = singleWeight();
        const Style s = Style::light();
        for (QSize size : {QSize(1000, 700), QSize(1920, 1080)}) {
            const SingleWeightLayout L = layoutFor(tr, s, size);
            const chart::Layout &C = L.chart;
            QCOMPARE(L.axes.plot, C.plot);
            QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(C.area));
            QVERIFY(C.y.lo < 0);
            QCOMPARE(C.yTicks.front().value, 0.0);
            for (const chart::Tick &t : C.yTicks)
                QVERIFY(t.value >= 0);
            QVERIFY(C.yTicks.size() >= 4);
            QCOMPARE(C.bands.size(), std::size_t(1));
            QCOMPARE(C.bands[0].rect.top(), L.axisY);
            QCOMPARE(C.bands[0].rect.bottom(), C.plot.bottom());
            QCOMPARE(C.rules.size(), std::size_t(1));
            QCOMPARE(C.rules[0].line.y1(), L.axisY);
            QVERIFY(L.arrowY > L.axisY && L.arrowY < C.plot.bottom());
            QVERIFY(std::abs(C.yTitle.bottom() - L.axisY) < 1e-9); // the title beside the ticks
            QCOMPARE(C.xTitleText, QStringLiteral("weight w"));
            for (std::size_t i = 1; i < C.xTicks.size(); ++i)
                QVERIFY(C.xTicks[i].label != C.xTicks[i - 1].label);
        }
    }
    void painterIsRegistered()
    {
        const ScenePainter *p = painterFor(QStringLiteral("single-weight"));
        QVERIFY(p);
        QCOMPARE(p->tableColumns(), (QStringList{"step", "w", "y_hat", "loss", "grad", "w_next"}));
        QCOMPARE(p->tableHeaders(), (QStringList{"step", "w", "ŷ", "L", "g", "w next"}));
        QStringList keys;
        for (const auto &o : p->options())
            keys << o.key;
        QVERIFY(keys.contains("slip"));
        QVERIFY(keys.contains("secant"));
    }

    void tangentAndPointAtTheMappedFrame_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("step");
        for (const char *theme : {"light", "dark"})
            for (QSize size : {QSize(800, 500), QSize(1600, 900)})
                for (int step : {0, 1})
                    QTest::addRow("%s %dx%d step %d", theme, size.width(), size.height(), step) << QString(theme) << size << step;
    }
    void tangentAndPointAtTheMappedFrame()
    {
        QFETCH(QString, theme);
        QFETCH(QSize, size);
        QFETCH(int, step);
        const Trace tr = singleWeight();
        const Style s = styleNamed(theme);
        const QImage img = renderFrame(tr, step, s, size);
        const SingleWeightLayout L = layoutFor(tr, s, size);
        const Frame &f = tr.frames[std::size_t(step)];
        const QPointF at = L.axes.map(f.num("w"), f.num("loss"));
        QVERIFY(L.axes.plot.contains(at));
        QVERIFY2(countNear(img, at, 40, s.tangent) > 20, "tangent colour near the current point");
        QVERIFY2(countNear(img, at, 6, s.accent) > 10, "the current point is drawn at (w, L)");
        // The step arrow under the axis: w grows here (g < 0), so it is drawn in the positive colour.
        const double mid = (L.axes.mapX(f.num("w")) + L.axes.mapX(f.num("w_next"))) / 2;
        QVERIFY2(countNear(img, QPointF(mid, L.arrowY), 5, s.positive) > 5, "positive-coloured step arrow");
        QVERIFY(countNear(img, QPointF(mid, L.arrowY), 5, s.negative, 20) == 0);
        // The vertex w* sits on the w axis (at step 0 nothing else is near it).
        if (step == 0)
            QVERIFY(countNear(img, L.axes.map(tr.meta.num("w_star"), 0), 6, s.foreground, 60) > 5);
    }

    void hiDpiKeepsTheGeometry()
    {
        // At device pixel ratio 2 the same layout is drawn twice as fine.
        const Trace tr = singleWeight();
        const Style s = Style::light();
        const QSize size(900, 560);
        const QImage img = renderFrame(tr, 0, s, size, 2.0);
        QCOMPARE(img.width(), 1800);
        const SingleWeightLayout L = layoutFor(tr, s, size);
        const Frame &f = tr.frames[0];
        const QPointF at = L.axes.map(f.num("w"), f.num("loss")) * 2.0;
        QImage plain = img;
        plain.setDevicePixelRatio(1.0);
        QVERIFY(countNear(plain, at, 10, s.accent) > 40);
    }

    void pointSlidesDuringTheStep()
    {
        const Trace tr = singleWeight();
        const Style s = Style::light();
        const QSize size(1280, 720);
        const QImage img = renderFrame(tr, 0, s, size, 1.0, {}, {}, 0.5);
        const SingleWeightLayout L = layoutFor(tr, s, size);
        const Frame &f = tr.frames[0];
        // Halfway between w = 2 and w_next = 3.2, on the parabola (engine's loss function).
        const double w = (f.num("w") + f.num("w_next")) / 2;
        const double x = tr.meta.num("x"), y = tr.meta.num("y");
        const QPointF at = L.axes.map(w, 0.5 * (w * x - y) * (w * x - y));
        QVERIFY(countNear(img, at, 5, s.accent) > 10);
    }

    void svgCarriesTheFrameNumbers()
    {
        const Trace tr = singleWeight();
        const QString text = svgText(renderFrameSvg(tr, 0, Style::light(), QSize(1280, 720)));
        // w* = 10/3 is no short decimal: 4 significant digits, as in the table (never 3.3333 here and
        // 3.333 there).
        for (const char *n : {"-12", "3.2", "-11.955", "7.88045", "3.333", "8"})
            QVERIFY2(text.contains(m(n)), qPrintable(QStringLiteral("missing %1 in\n%2").arg(m(n), text)));
        QVERIFY(!text.contains(QStringLiteral("3.3333")));
        QVERIFY(!text.contains(m("-8")));
        QVERIFY(text.contains(QStringLiteral("secant")));
        QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));

        const QString step1 = svgText(renderFrameSvg(tr, 1, Style::light(), QSize(1280, 720)));
        for (const char *n : {"3.2", "-1.2", "3.32"})
            QVERIFY2(step1.contains(m(n)), n);
    }

    void secantCanBeHidden()
    {
        const Trace tr = singleWeight();
        const QString text = svgText(renderFrameSvg(tr, 0, Style::light(), QSize(1280, 720), {{"secant", false}}));
        QVERIFY(!text.contains(m("-11.955")));
        QVERIFY(text.contains(m("-12")));
    }

    void slipShowsTheWrongDerivative()
    {
        const Trace tr = singleWeight();
        QCOMPARE(tr.frames[0].num("wrong_grad"), -8.0);
        const QByteArray svg = renderFrameSvg(tr, 0, Style::light(), QSize(1280, 720), {{"slip", true}});
        const QString text = svgText(svg);
        QVERIFY2(text.contains(m("-8")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("dL/dx")));
        QVERIFY(text.contains(QStringLiteral("dL/dw")));
        // The wrong value is marked by words, not struck through (a line through "−8" reads as "=8").
        QVERIFY(text.contains(QStringLiteral("wrong")));
        QVERIFY(text.contains(QStringLiteral("right")));
        const QString n = painterFor("single-weight")->narration(tr, 0, {{"slip", true}});
        QVERIFY(n.contains(m("-8")));
        QVERIFY(n.contains(QStringLiteral("<b>wrong</b>")));
        QVERIFY(!n.contains(QStringLiteral("<s>")));
        QVERIFY(!painterFor("single-weight")->narration(tr, 0, {}).contains(m("-8")));
    }

    void slipIsNotStruckThrough_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QSize>("size");
        for (const char *theme : {"light", "dark"})
            for (QSize size : {QSize(1280, 720), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", theme, size.width(), size.height()) << QString(theme) << size;
    }
    void slipIsNotStruckThrough()
    {
        // The slip box is outlined in the warning colour (a red in every style): its top and bottom
        // edges are the only long horizontal runs of red in the side panel. A strike-through adds a third.
        QFETCH(QString, theme);
        QFETCH(QSize, size);
        const Trace tr = singleWeight();
        const Style s = styleNamed(theme);
        const SingleWeightLayout L = layoutFor(tr, s, size);
        QVERIFY(!L.side.isEmpty());
        const QImage img = renderFrame(tr, 0, s, size, 1.0, {{"slip", true}});
        QList<int> rows;
        for (int y = int(L.side.top()); y < int(L.side.bottom()); ++y) {
            int run = 0, best = 0;
            for (int x = int(L.side.left()); x < int(L.side.right()); ++x) {
                // Red enough to be the warning colour, also where a thin line is blended with the panel.
                const QColor c = img.pixelColor(x, y);
                run = c.red() - (c.green() + c.blue()) / 2 > 30 ? run + 1 : 0;
                best = std::max(best, run);
            }
            if (best > 0.3 * L.side.width())
                rows << y;
        }
        int clusters = 0;
        for (int i = 0; i < rows.size(); ++i)
            if (i == 0 || rows[i] - rows[i - 1] > 3)
                ++clusters;
        QVERIFY2(clusters == 2, qPrintable(QStringLiteral("%1 long warning-coloured rows groups").arg(clusters)));
    }

    void centralSlopeBesideTheForwardOne_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("view");
        QTest::addRow("scene 1920x1080") << QSize(1920, 1080) << QString();
        QTest::addRow("scene 1000x700") << QSize(1000, 700) << QString();
        QTest::addRow("parabola 1280x720") << QSize(1280, 720) << QStringLiteral("parabola");
    }
    void centralSlopeBesideTheForwardOne()
    {
        QFETCH(QSize, size);
        QFETCH(QString, view);
        const Trace tr = singleWeight();
        QVERIFY(std::abs(tr.frames[0].num("central_grad") + 12.0) < 1e-9);
        const testing::SvgText text = testing::svgText(renderFrameSvg(tr, 0, Style::light(), size, {}, view));
        QVERIFY2(text.contains(m("-11.955")), qPrintable(text.flat));
        QVERIFY2(text.contains(QStringLiteral("central")), qPrintable(text.flat));
        bool both = false;
        for (const QString &line : text.lines)
            both = both || (line.contains(QStringLiteral("central")) && line.contains(QStringLiteral("-12")));
        QVERIFY2(both, qPrintable(text.flat));
        // At step 3 the forward probe even has the wrong sign; the central one does not.
        const QString n = painterFor("single-weight")->narration(tr, 3, {});
        QVERIFY2(n.contains(m("-0.012")) && n.contains(QStringLiteral("0.033")), qPrintable(n));
        QVERIFY(painterFor("single-weight")->narration(tr, 0, {}).contains(QStringLiteral("gives ") + m("-12")));
    }

    void markersStayApartNearTheVertex_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("step");
        for (QSize size : {QSize(1000, 700), QSize(1280, 720), QSize(1920, 1080)})
            for (int step = 1; step <= 5; ++step)
                QTest::addRow("%dx%d step %d", size.width(), size.height(), step) << size << step;
    }
    void markersStayApartNearTheVertex()
    {
        QFETCH(QSize, size);
        QFETCH(int, step);
        const Trace tr = singleWeight();
        const Style s = Style::light();
        const SingleWeightLayout L = layoutFor(tr, s, size);
        QImage probe(size, QImage::Format_ARGB32_Premultiplied);
        const SingleWeightMarks M = singleWeightMarks(tr, L, s, &probe, step);
        QVERIFY(M.hereIn && M.nextIn);
        // Each marker where it belongs or joined to it by a leader, and never on another one.
        const Frame &f = tr.frames[std::size_t(step)];
        QVERIFY(QLineF(M.nextAt, L.axes.map(f.num("w_next"), f.num("loss_next"))).length() < 0.5);
        QVERIFY(QLineF(M.vertexAt, L.axes.map(tr.meta.num("w_star"), 0)).length() < 0.5);
        const QRectF point = M.rectAt(M.here), next = M.rectAt(M.next), vertex = M.rectAt(M.vertex);
        QVERIFY2(!point.intersects(next), "point and landing spot");
        QVERIFY2(!point.intersects(vertex), "point and w*");
        QVERIFY2(!next.intersects(vertex), "landing spot and w*");
        for (const QRectF &r : {point, next, vertex})
            QVERIFY(L.axes.plot.contains(r));
        // The tangent runs through the point, not through the middle of the other two markers.
        auto crosses = [](const QRectF &r, const QLineF &l) {
            const QRectF core = r.adjusted(r.width() / 4, r.height() / 4, -r.width() / 4, -r.height() / 4);
            for (int i = 0; i <= 200; ++i)
                if (core.contains(l.pointAt(i / 200.0)))
                    return true;
            return false;
        };
        QVERIFY(crosses(point, M.tangent));
        QVERIFY2(!crosses(next, M.tangent) && !crosses(vertex, M.tangent), "the tangent crosses a marker");
        // And the picture has them there: the hollow ring in the step colour, the diamond's outline.
        const QImage img = renderFrame(tr, step, s, size);
        QVERIFY(countNear(img, M.next, M.radius + 1, s.positive) > 8);
        QVERIFY(countNear(img, M.vertex, M.radius + 1, s.foreground, 60) > 8);
    }

    void probeLabelHasAClearSpot_data()
    {
        QTest::addColumn<QSize>("box");
        for (QSize box : {QSize(280, 110), QSize(400, 150), QSize(600, 220)})
            QTest::addRow("%dx%d", box.width(), box.height()) << box;
    }
    void probeLabelHasAClearSpot()
    {
        QFETCH(QSize, box);
        const Trace tr = singleWeight();
        QImage dev(QSize(800, 600), QImage::Format_ARGB32_Premultiplied);
        const QRectF r(QPointF(20, 30), QSizeF(box));
        for (int step = 0; step <= 5; ++step) {
            const SingleWeightProbe z = singleWeightProbe(tr, step, r, Style::light(), &dev);
            QVERIFY2(z.hLabelClear, qPrintable(QStringLiteral("step %1").arg(step)));
            QVERIFY(r.contains(z.hLabel));
            // Between w and w + h, over the run.
            QVERIFY(z.hLabel.center().x() > z.a.x() - 1 && z.hLabel.center().x() < z.b.x() + 1);
        }
    }

    void narrationHasTheLiveNumbers_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QStringList>("numbers");
        QTest::addRow("step 0")
            << 0 << QStringList{"2", "6", "8", m("-12"), "3.2", "(" + m("-12") + ")", "first step makes w grow", m("-11.955")};
        QTest::addRow("step 1") << 1 << QStringList{"3.2", "9.6", "0.08", m("-1.2"), "3.32", "step 2 makes w grow"};
        QTest::addRow("step 2") << 2 << QStringList{"3.32", m("-0.12"), "3.332"};
    }
    void narrationHasTheLiveNumbers()
    {
        QFETCH(int, step);
        QFETCH(QStringList, numbers);
        const Trace tr = singleWeight();
        const QString n = painterFor("single-weight")->narration(tr, step, {});
        for (const QString &s : numbers)
            QVERIFY2(n.contains(s), qPrintable(QStringLiteral("'%1' not in: %2").arg(s, n)));
        QVERIFY(n.startsWith(QStringLiteral("<b>Step %1 of 12").arg(step)));
        if (step == 0)
            QVERIFY(n.contains(QStringLiteral("2 \u2212 0.1·(\u221212) = <b>3.2</b>")));
        // From step 1 on, the narration first says how w got here: step 1 is the move 2 -> 3.2.
        if (step == 1)
            QVERIFY(n.contains(QStringLiteral("moved to 2 \u2212 0.1·(\u221212) = <b>3.2</b>")));
        if (step == 2)
            QVERIFY(n.contains(QStringLiteral("moved to 3.2 \u2212 0.1·(\u22121.2) = <b>3.32</b>")));
    }

    void oneStepCount()
    {
        // Frames 0..12: frame n holds w after n steps, so 12 steps make 13 frames and step 1 is w = 3.2.
        const Trace tr = singleWeight();
        QCOMPARE(int(tr.frames.size()), 13);
        QCOMPARE(tr.frames[0].num("w"), 2.0);
        QVERIFY(qFuzzyCompare(tr.frames[1].num("w"), 3.2));
        for (int i : {0, 1, 12}) {
            const testing::SvgText text = testing::svgText(renderFrameSvg(tr, i, Style::light(), QSize(1280, 720)));
            QVERIFY2(text.contains(QStringLiteral("step %1 of 12 · η = 0.1").arg(i)), qPrintable(text.flat));
            QVERIFY(text.contains(QStringLiteral("step %1: w = ").arg(i)));
            QVERIFY(!text.contains(QStringLiteral("13 steps")));
        }
        // The card is the move from this frame's w to the next; the last frame has none inside the run.
        QVERIFY(svgText(renderFrameSvg(tr, 0, Style::light(), QSize(1280, 720))).contains(QStringLiteral("Step 0 → 1")));
        QVERIFY(svgText(renderFrameSvg(tr, 1, Style::light(), QSize(1280, 720)))
                    .contains(QStringLiteral("step 1: w = 3.2, L = 0.08")));
        QVERIFY(svgText(renderFrameSvg(tr, 12, Style::light(), QSize(1280, 720)))
                    .contains(QStringLiteral("After step 12, the last")));
        QVERIFY(testing::narrationText(tr, 12).contains(QStringLiteral("a further step (past the last)")));
    }

    void midTransitionPlaysTheNextStep_data()
    {
        QTest::addColumn<int>("index");
        for (int i : {0, 1, 4, 11})
            QTest::addRow("%d -> %d", i, i + 1) << i;
    }
    void midTransitionPlaysTheNextStep()
    {
        // While the dot slides from w_i to w_(i+1), header, landing label and narration all name step i + 1.
        QFETCH(int, index);
        const Trace tr = singleWeight();
        const testing::SvgText text =
            testing::svgText(renderFrameSvg(tr, index, Style::light(), QSize(1280, 720), {}, {}, {}, 0.5));
        const QString step = QStringLiteral("%1 of 12").arg(index + 1);
        QVERIFY2(text.contains(QStringLiteral("step ") + step), qPrintable(text.flat));
        QVERIFY(text.contains(QStringLiteral("Step %1 → %2").arg(index).arg(index + 1)));
        const double wNext = tr.frames[std::size_t(index + 1)].num("w");
        QCOMPARE(tr.frames[std::size_t(index)].num("w_next"), wNext);
        const QString n = testing::narrationText(tr, index + 1);
        QCOMPARE(testing::firstCount(n), step);
        QVERIFY(n.startsWith(QStringLiteral("Step ") + step));
        if (index == 0) {
            QVERIFY(text.contains(QStringLiteral("step 1: w = 3.2")));
            QVERIFY(n.contains(QStringLiteral("moved to 2 - 0.1·(-12) = 3.2")));
        }
    }

    void overshootIsShown()
    {
        const Trace tr = singleWeight("0.2");
        QVERIFY(!tr.diverged());
        QCOMPARE(tr.frames[0].num("overshoot"), 1.0);
        const QString text = svgText(renderFrameSvg(tr, 0, Style::light(), QSize(1280, 720)));
        QVERIFY2(text.contains(QStringLiteral("overshoot")), qPrintable(text));
        QVERIFY(text.contains(m("-0.8")));
        QVERIFY(painterFor("single-weight")->narration(tr, 0, {}).contains(QStringLiteral("Overshoot")));
        // The arc over the vertex is in the warning colour.
        const Style s = Style::light();
        const QImage img = renderFrame(tr, 0, s, QSize(1280, 720));
        const SingleWeightLayout L = layoutFor(tr, s, QSize(1280, 720));
        QVERIFY(countIn(img, L.axes.plot, s.warning, 30) > 50);
    }

    void divergedTraceShowsABanner()
    {
        const Trace tr = singleWeight("0.5");
        QVERIFY(tr.diverged());
        const Style s = Style::light();
        const QSize size(1280, 720);
        const SingleWeightLayout L = layoutFor(tr, s, size);
        QVERIFY(!L.banner.isEmpty());
        for (int i : {0, int(tr.frames.size()) / 2, int(tr.frames.size()) - 1}) {
            const QImage img = renderFrame(tr, i, s, size);
            QVERIFY(countIn(img, L.banner, s.warning, 40) > 200);
            const QString text = svgText(renderFrameSvg(tr, i, s, size));
            QVERIFY2(text.contains(QStringLiteral("diverged"), Qt::CaseInsensitive), qPrintable(text));
            QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
            QVERIFY(!text.contains(QStringLiteral("inf"), Qt::CaseInsensitive));
        }
        // The axes stay sane: the last frame's w is in the millions, the plot is not.
        QVERIFY(std::abs(tr.frames.back().num("w")) > 1e5);
        QVERIFY(L.axes.x1 - L.axes.x0 < 100);
        const QString last = svgText(renderFrameSvg(tr, int(tr.frames.size()) - 1, s, size));
        QVERIFY(last.contains(QStringLiteral("off the chart")));
        const QString n = painterFor("single-weight")->narration(tr, int(tr.frames.size()) - 1, {});
        QVERIFY(n.contains(QStringLiteral("stops")));
        QVERIFY(!n.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        // Without a convergent banner, a normal trace has none.
        QVERIFY(layoutFor(singleWeight(), s, size).banner.isEmpty());
    }

    void presentationFontsStillFit()
    {
        Style s = Style::light();
        s.fontScale = 1.6;
        s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
        const Trace tr = singleWeight();
        const SingleWeightLayout L = layoutFor(tr, s, QSize(1920, 1080));
        QVERIFY(L.axes.plot.width() > 800);
        QVERIFY(!L.side.isEmpty());
        const QImage small = renderFrame(tr, 0, s, QSize(700, 450));
        QVERIFY(!small.isNull());
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SGD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set SGD_SCREENSHOT_DIR to write PNGs to look at");
        QDir().mkpath(dir);
        {
            // The narration of a few steps, to read next to the pictures.
            QFile out(dir + "/single-weight_narration.html");
            QVERIFY(out.open(QIODevice::WriteOnly));
            for (const Trace &t : {singleWeight(), singleWeight("0.2"), singleWeight("0.5")}) {
                for (int i : {0, 1, 3})
                    if (i < int(t.frames.size()))
                        out.write((painterFor("single-weight")->narration(t, i, {{"slip", true}}) + "<hr>\n").toUtf8());
                out.write((painterFor("single-weight")->narration(t, int(t.frames.size()) - 1, {}) + "<hr>\n").toUtf8());
            }
        }
        const Trace tr = singleWeight();
        Style pres = Style::light();
        pres.fontScale = 1.6;
        pres.font.setPointSizeF(pres.font.pointSizeF() * 1.6);
        Style presDark = Style::dark();
        presDark.fontScale = 1.6;
        presDark.font.setPointSizeF(presDark.font.pointSizeF() * 1.6);
        QVERIFY(renderFrame(tr, 0, Style::light(), QSize(1280, 720)).save(dir + "/sw_light_step0.png"));
        QVERIFY(renderFrame(tr, 1, Style::dark(), QSize(1280, 720)).save(dir + "/sw_dark_step1.png"));
        QVERIFY(renderFrame(tr, 3, Style::light(), QSize(1280, 720)).save(dir + "/sw_light_step3.png"));
        QVERIFY(renderFrame(tr, 1, Style::light(), QSize(1280, 720), 1.0, {{"follow", true}}).save(dir + "/sw_follow_step1.png"));
        QVERIFY(renderFrame(tr, 3, Style::light(), QSize(1280, 720), 1.0, {{"follow", true}}).save(dir + "/sw_follow_step3.png"));
        QVERIFY(renderFrame(tr, 0, Style::print(), QSize(1280, 720)).save(dir + "/sw_print_step0.png"));
        QVERIFY(renderFrame(tr, 0, pres, QSize(1920, 1080)).save(dir + "/sw_present_step0.png"));
        QVERIFY(renderFrame(tr, 0, presDark, QSize(1920, 1080), 1.0, {{"slip", true}}).save(dir + "/sw_present_dark_slip.png"));
        QVERIFY(renderFrame(tr, 0, Style::light(), QSize(700, 450), 1.0, {{"slip", true}}).save(dir + "/sw_small_slip.png"));
        QVERIFY(renderFrame(tr, 0, Style::light(), QSize(1280, 720), 1.0, {}, {}, 0.5).save(dir + "/sw_light_t05.png"));
        QVERIFY(renderFrame(tr, 0, Style::light(), QSize(1280, 720), 1.0, {}, QStringLiteral("parabola"))
                    .save(dir + "/sw_parabola.png"));
        const Trace over = singleWeight("0.2");
        QVERIFY(renderFrame(over, 0, Style::light(), QSize(1280, 720)).save(dir + "/sw_eta02_step0.png"));
        QVERIFY(renderFrame(over, 1, Style::dark(), QSize(1280, 720)).save(dir + "/sw_eta02_step1_dark.png"));
        const Trace div = singleWeight("0.5");
        QVERIFY(renderFrame(div, 0, Style::light(), QSize(1280, 720)).save(dir + "/sw_eta05_step0.png"));
        QVERIFY(renderFrame(div, 2, Style::light(), QSize(1280, 720)).save(dir + "/sw_eta05_step2.png"));
        QVERIFY(
            renderFrame(div, int(div.frames.size()) - 1, Style::dark(), QSize(1280, 720)).save(dir + "/sw_eta05_last_dark.png"));
        QVERIFY(
            renderFrame(div, int(div.frames.size()) - 1, Style::light(), QSize(700, 450)).save(dir + "/sw_eta05_last_small.png"));
    }
};

QTEST_MAIN(TestSingleWeightPainter)
#include "tst_single_weight_painter.moc"
