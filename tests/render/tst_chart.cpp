// The shared chart component (ui/render/chart.h) without pixels: nice numbers and ticks on linear
// and log axes, the scales' mapping both ways, the legend kept off the data, and a layout that keeps
// its axis titles and tick labels inside small canvases (a 1000 x 700 window with both side panels
// leaves about 520 x 350 for the canvas). One drawing check: nothing runs past the chart's area.

#include "painter_test_support.h"
#include "ui/render/chart.h"
#include "ui/render/chart_view.h"
#include "ui/render/style.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QTest>

using namespace sgd::ui;

namespace {

void compareValues(const std::vector<double> &got, const std::vector<double> &want)
{
    QCOMPARE(got.size(), want.size());
    for (std::size_t i = 0; i < got.size(); ++i)
        QVERIFY2(std::abs(got[i] - want[i]) <= 1e-9 * std::max(1.0, std::abs(want[i])),
                 qPrintable(QStringLiteral("tick %1: %2, expected %3").arg(i).arg(got[i]).arg(want[i])));
}

/// A loss curve falling from the top left to the bottom right, as training curves do.
chart::Spec lossSpec(int points = 40)
{
    chart::Spec spec;
    spec.x.title = QStringLiteral("updates (log scale)");
    spec.x.kind = chart::ScaleKind::Log;
    spec.y.title = QStringLiteral("loss over all samples");
    spec.y.shortTitle = QStringLiteral("loss");
    spec.y.fromZero = true;
    chart::Series a{QStringLiteral("sample-wise"), Style::light().series[0], {}, Qt::SolidLine, 0.8, false};
    chart::Series b{QStringLiteral("mini-batch, B = 4"), Style::light().series[1], {}, Qt::DashLine, 1.2, true};
    for (int i = 0; i < points; ++i) {
        const double x = std::pow(10.0, 4.0 * i / (points - 1));
        a.points.emplace_back(x, 3.0 / (1.0 + 0.01 * x));
        b.points.emplace_back(x, 3.2 / (1.0 + 0.004 * x));
    }
    spec.series = {a, b};
    return spec;
}

Style presentation()
{
    Style s = Style::dark();
    s.fontScale = 1.6;
    s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
    return s;
}

} // namespace

class TestChart : public QObject {
    Q_OBJECT
private slots:
    void niceNumbers()
    {
        QCOMPARE(chart::niceNumber(1.2, true), 1.0);
        QCOMPARE(chart::niceNumber(2.5, true), 2.0);
        QCOMPARE(chart::niceNumber(0.37, true), 0.5);
        QCOMPARE(chart::niceNumber(8.0, true), 10.0);
        QCOMPARE(chart::niceNumber(1.2, false), 2.0);
        QCOMPARE(chart::niceNumber(0.31, false), 0.5);
        QCOMPARE(chart::niceNumber(5.0, false), 5.0);
        QCOMPARE(chart::niceNumber(700.0, false), 1000.0);
    }

    void linearTicks()
    {
        compareValues(chart::linearTicks(0, 1, 5), {0, 0.2, 0.4, 0.6, 0.8, 1.0});
        compareValues(chart::linearTicks(-0.3, 0.7, 5), {-0.2, 0, 0.2, 0.4, 0.6});
        compareValues(chart::linearTicks(0, 1200, 6), {0, 200, 400, 600, 800, 1000, 1200});
        compareValues(chart::linearTicks(3.3333, 3.3334, 2), {3.3333, 3.33335, 3.3334});
        const auto z = chart::linearTicks(-0.3, 0.7, 5);
        QCOMPARE(z[1], 0.0); // exactly zero, so it is written "0", not "5.55e-17"
        QVERIFY(chart::linearTicks(1, 1, 5).empty());
        QVERIFY(chart::linearTicks(0, std::numeric_limits<double>::infinity(), 5).empty());
    }

    void logTicks()
    {
        compareValues(chart::logTicks(1, 1e6, 8), {1, 10, 100, 1e3, 1e4, 1e5, 1e6});
        compareValues(chart::logTicks(1, 1e6, 3), {1, 1e3, 1e6});
        compareValues(chart::logTicks(1, 50, 6), {1, 2, 5, 10, 20, 50});
        compareValues(chart::logTicks(0.003, 0.2, 6), {0.005, 0.01, 0.02, 0.05, 0.1, 0.2});
        compareValues(chart::logTicks(0.5, 2e4, 6), {1, 10, 100, 1e3, 1e4});
        QVERIFY(chart::logTicks(0, 10, 5).empty());
    }

    void symlogTicks()
    {
        compareValues(chart::symlogTicks(0, 1248, 6), {0, 1, 10, 100, 1000});
        compareValues(chart::symlogTicks(0, 30, 6), {0, 1, 2, 5, 10, 20});
        compareValues(chart::symlogTicks(0, 1e6, 3), {0, 1, 1e3, 1e6}); // every third power
        compareValues(chart::symlogTicks(-100, 100, 8), {-100, -10, -1, 0, 1, 10, 100});
        compareValues(chart::symlogTicks(0, 0.5, 5), {0, 0.1, 0.2, 0.3, 0.4, 0.5}); // too short: linear
        QVERIFY(chart::symlogTicks(2, 2, 5).empty());
    }

    void symlogScaleMapsBothWays()
    {
        QCOMPARE(chart::symlog(0), 0.0);
        QCOMPARE(chart::symlog(9), 1.0);
        QCOMPARE(chart::symlog(-99), -2.0);
        QVERIFY(std::abs(chart::symlogInverse(chart::symlog(1234.5)) - 1234.5) < 1e-9);
        chart::Scale x{chart::ScaleKind::SymLog, 0, 999, 0, 300};
        QCOMPARE(x.map(0), 0.0);
        QVERIFY(std::abs(x.map(9) - 100) < 1e-9);
        QVERIFY(std::abs(x.map(99) - 200) < 1e-9);
        QVERIFY(std::abs(x.map(999) - 300) < 1e-9);
        QVERIFY(std::abs(x.unmap(200) - 99) < 1e-9);
        QVERIFY(std::abs(x.map(-9) + 100) < 1e-9); // below 0 mirrored
    }

    /// The mini-batch loss chart's x axis: updates 0 .. 1200 on log(1 + x), a little room beyond.
    void symlogAxisInALayout()
    {
        const Style s = Style::light();
        chart::Spec spec = lossSpec();
        spec.x.kind = chart::ScaleKind::SymLog;
        spec.x.lo = 0;
        spec.x.hi = chart::symlogInverse(chart::symlog(1200) * 1.04);
        spec.x.label = [](double v) { return QString::number(v, 'f', 0); };
        const chart::Layout L = chart::layoutChart(spec, QRectF(0, 0, 900, 500), s);
        std::vector<double> values;
        for (const chart::Tick &t : L.xTicks)
            values.push_back(t.value);
        compareValues(values, {0, 1, 10, 100, 1000});
        QCOMPARE(L.xTicks.back().label, QStringLiteral("1000"));
        QCOMPARE(L.x.map(0), L.plot.left());
        const double perDecade = L.plot.width() / (chart::symlog(1200) * 1.04);
        QVERIFY(std::abs(L.x.map(99) - (L.plot.left() + 2 * perDecade)) < 1e-6);
        QVERIFY(std::abs(L.x.map(1000) - (L.plot.left() + std::log10(1001.0) * perDecade)) < 1e-6);
        QVERIFY(L.x.map(1200) < L.plot.right() - 0.02 * L.plot.width()); // the room beyond the last update
        // The same range from the data with `pad`: the room is added in the transformed range.
        chart::Spec padded = lossSpec();
        padded.x.kind = chart::ScaleKind::SymLog;
        padded.x.fromZero = true;
        padded.x.pad = 0.04;
        const chart::Layout P = chart::layoutChart(padded, QRectF(0, 0, 900, 500), s);
        QCOMPARE(P.x.lo, 0.0);
        QVERIFY(std::abs(chart::symlog(P.x.hi) - chart::symlog(1e4) * 1.04) < 1e-9);
    }

    /// The single weight's parabola: the range reaches under L = 0 for a band, the ticks do not.
    void ticksFromAFloorWithABand()
    {
        const Style s = Style::light();
        chart::Spec spec;
        spec.x.lo = -2, spec.x.hi = 8;
        spec.y.lo = -0.17 * 52, spec.y.hi = 52;
        spec.y.ticksFrom = 0;
        spec.y.title = QStringLiteral("loss L(w)");
        spec.bands.push_back({Qt::Horizontal, std::numeric_limits<double>::quiet_NaN(), 0.0, s.panel});
        spec.rules.push_back({Qt::Horizontal, 0.0, s.foreground, Qt::SolidLine, 0, {}});
        const QRectF area(10, 10, 700, 450);
        const chart::Layout L = chart::layoutChart(spec, area, s);
        QVERIFY(L.yTicks.size() >= 3);
        QCOMPARE(L.yTicks.front().value, 0.0);
        QCOMPARE(L.yTicks.front().label, QStringLiteral("0"));
        for (const chart::Tick &t : L.yTicks)
            QVERIFY(t.value >= 0);
        const double zero = L.y.map(0);
        QVERIFY(zero < L.plot.bottom() - 0.1 * L.plot.height()); // the band's room under L = 0
        // The y title sits beside the ticks: from the plot's top down to L = 0.
        QCOMPARE(L.yTitle.top(), L.plot.top());
        QVERIFY(std::abs(L.yTitle.bottom() - zero) < 1e-9);
        QVERIFY(area.contains(L.yTitle));
        QCOMPARE(L.bands.size(), std::size_t(1));
        QCOMPARE(L.bands[0].rect, QRectF(L.plot.left(), zero, L.plot.width(), L.plot.bottom() - zero));
        QCOMPARE(L.bands[0].fill, s.panel);
        QCOMPARE(L.rules.size(), std::size_t(1));
        QCOMPARE(L.rules[0].line, QLineF(L.plot.left(), zero, L.plot.right(), zero));
        QCOMPARE(L.rules[0].width, s.frameWidth()); // 0: the frame's width
        // Drawn: the band's colour between the grid lines under L = 0, the background above.
        QImage img(720, 470, QImage::Format_ARGB32_Premultiplied);
        img.fill(s.background);
        QPainter p(&img);
        chart::drawAxes(p, chart::layoutChart(spec, area, s, &img), s);
        p.end();
        const int bx = int(L.x.map(0.5)), by = int((zero + L.plot.bottom()) / 2);
        QCOMPARE(img.pixelColor(bx, by), s.panel);
        QCOMPARE(img.pixelColor(bx, int(L.y.map(L.yTicks[1].value / 2))), s.background);
    }

    /// Epoch marks: rules at data x values with a note at the top, kept off the legend; a rule
    /// outside the range is left out.
    void rulesKeepTheirNotesOffTheLegend()
    {
        const Style s = Style::light();
        chart::Spec spec = lossSpec();
        spec.x.kind = chart::ScaleKind::Linear;
        spec.x.lo = 0, spec.x.hi = 1e4;
        for (double at : {2500.0, 5000.0, 9000.0, 20000.0})
            spec.rules.push_back({Qt::Vertical, at, s.muted, Qt::DashLine, 1.0, QStringLiteral("epoch %1 →").arg(at / 2500 + 1)});
        const chart::Layout L = chart::layoutChart(spec, QRectF(0, 0, 800, 500), s);
        QCOMPARE(L.rules.size(), std::size_t(3)); // 20,000 is off the axis
        QVERIFY(!L.legend.isEmpty());
        for (const chart::PlacedRule &r : L.rules) {
            QCOMPARE(r.line.p1().y(), L.plot.top());
            QCOMPARE(r.line.p2().y(), L.plot.bottom());
            QVERIFY(!r.noteBox.isEmpty());
            QVERIFY(L.plot.contains(r.noteBox.topLeft()));
            QVERIFY(!r.noteBox.intersects(L.legend));
            QVERIFY(r.noteBox.left() > r.line.p1().x()); // right of its line
        }
        QCOMPARE(L.rules[0].line.p1().x(), L.x.map(2500));
        QCOMPARE(L.rules[0].dash, Qt::DashLine);
    }

    void distinctLabelsOnAZoomedAxis()
    {
        const Style s = Style::light();
        chart::Spec spec;
        spec.x.lo = 2.0000001, spec.x.hi = 2.0000009;
        spec.x.distinct = true;
        const chart::Layout L = chart::layoutChart(spec, QRectF(0, 0, 900, 400), s);
        QVERIFY(L.xTicks.size() >= 3);
        for (std::size_t i = 1; i < L.xTicks.size(); ++i)
            QVERIFY2(L.xTicks[i].label != L.xTicks[i - 1].label, qPrintable(L.xTicks[i].label));
        QVERIFY2(L.xTicks.front().label.startsWith(QStringLiteral("2.000000")), qPrintable(L.xTicks.front().label));
        // Without it: the usual four significant digits, the same label over and over.
        spec.x.distinct = false;
        const chart::Layout plain = chart::layoutChart(spec, QRectF(0, 0, 900, 400), s);
        QCOMPARE(plain.xTicks.size(), L.xTicks.size());
        QCOMPARE(plain.xTicks[0].label, plain.xTicks[1].label);
    }

    /// A 40,000-point noisy curve on a 400-pixel plot: at most four points a pixel column, the same
    /// first and last point, and each column's highest and lowest point kept.
    /// Quiz mode: a per-frame series stops at Spec::revealUpTo (line, dots, the hover's copy, the
    /// record of what was drawn), a series not tied to frames is drawn whole, the axes stay put.
    void revealUpToCutsPerFrameSeries()
    {
        const Style s = Style::light();
        chart::Spec spec = lossSpec(10);
        spec.x.kind = chart::ScaleKind::Linear;
        for (chart::Series &se : spec.series) // one point per frame, far apart
            for (std::size_t i = 0; i < se.points.size(); ++i)
                se.points[i].setX(double(i));
        spec.series[0].firstFrame = 0;
        spec.series[1].firstFrame = -1;
        QCOMPARE(chart::revealedCount(spec.series[0], 3), std::size_t(4));
        QCOMPARE(chart::revealedCount(spec.series[0], -1), std::size_t(10));
        QCOMPARE(chart::revealedCount(spec.series[1], 3), std::size_t(10));
        chart::Series late = spec.series[0];
        late.firstFrame = 5; // points from frame 5 on: none before it, two at frame 6
        QCOMPARE(chart::revealedCount(late, 3), std::size_t(0));
        QCOMPARE(chart::revealedCount(late, 6), std::size_t(2));
        const chart::Layout whole = chart::layoutChart(spec, QRectF(0, 0, 640, 400), s);
        spec.revealUpTo = 3;
        chart::DrawnCharts record;
        PaintCache cache;
        const chart::ViewScope scope(cache, nullptr, &record);
        Style recorded = s; // the style a paint hands its helpers: with the paint's cache
        recorded.cache = &cache;
        const chart::Layout L = chart::layoutChart(spec, QRectF(0, 0, 640, 400), recorded);
        QCOMPARE(L.x.hi, whole.x.hi);
        QCOMPARE(L.y.hi, whole.y.hi);
        const std::vector<QPointF> px = chart::pixelPath(L, spec.series[0]);
        QCOMPARE(px.size(), std::size_t(4));
        QCOMPARE(px.back(), L.map(spec.series[0].points[3]));
        QCOMPARE(chart::pixelPath(L, spec.series[1]).size(), std::size_t(10));
        QCOMPARE(record.charts.size(), std::size_t(1));
        QCOMPARE(record.charts[0].series[0].points.size(), std::size_t(4)); // the hover reads no later frame
        QCOMPARE(record.charts[0].series[1].points.size(), std::size_t(10));
        QImage img(640, 400, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        QPainter p(&img);
        chart::drawChart(p, L, spec, recorded);
        QCOMPARE(record.frames.size(), std::size_t(1)); // only the per-frame series is recorded
        QCOMPARE(record.frames[0].lastFrame, 3);
        QCOMPARE(record.frames[0].series, spec.series[0].name);
        // Nothing of the cut part is drawn: beyond frame 3 the curve's pixels stay white, not so without the cut.
        const QPoint beyond = L.map(spec.series[0].points[7]).toPoint();
        auto inkNear = [&](const QImage &im) {
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy)
                    if (qGreen(im.pixel(beyond + QPoint(dx, dy))) < 200)
                        return true;
            return false;
        };
        QVERIFY(!inkNear(img));
        QImage full(640, 400, QImage::Format_ARGB32_Premultiplied);
        full.fill(Qt::white);
        QPainter q(&full);
        chart::drawChart(q, whole, spec, s);
        QVERIFY(inkNear(full));
        record.clear();
        chart::drawChartCached(p, L, spec, recorded);
        QVERIFY(!record.frames.empty());
        QCOMPARE(record.frames.back().lastFrame, 3);
    }

    void pixelPathKeepsEachColumnsExtremes()
    {
        const Style s = Style::light();
        chart::Spec spec;
        spec.x.lo = 0, spec.x.hi = 40000;
        spec.y.lo = -2, spec.y.hi = 4;
        chart::Series se{QStringLiteral("noisy"), s.series[0], {}, Qt::SolidLine, 1.0, false};
        for (int i = 0; i < 40000; ++i)
            se.points.emplace_back(i, std::sin(i * 0.37) + (i == 20000 ? 2.5 : 0.0));
        spec.series = {se};
        const chart::Layout L = chart::layoutChart(spec, QRectF(0, 0, 480, 300), s);
        const std::vector<QPointF> px = chart::pixelPath(L, se);
        QVERIFY2(px.size() <= 4 * std::size_t(L.plot.width() + 2), qPrintable(QString::number(px.size())));
        QVERIFY(px.size() > 2 * std::size_t(L.plot.width() - 2));
        QCOMPARE(px.front(), L.map(se.points.front()));
        QCOMPARE(px.back(), L.map(se.points.back()));
        const QPointF spike = L.map(se.points[20000]); // the highest point of all
        QVERIFY(std::any_of(px.begin(), px.end(), [&](const QPointF &q) { return q == spike; }));
        for (std::size_t i = 1; i < px.size(); ++i)
            QVERIFY(px[i].x() >= px[i - 1].x()); // in drawing order
    }

    /// strokePath draws a long curve as reduced segments on a raster device: the same picture to
    /// the eye as drawPath, every pixel column's ink reaching as high and as low.
    void strokePathLooksLikeDrawPath()
    {
        auto render = [](bool reduced) {
            QImage img(400, 200, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::white);
            QPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(Qt::black, 2));
            QPainterPath path(QPointF(0, 100));
            for (int i = 1; i < 5000; ++i)
                path.lineTo(i * 0.08, 100 + 60 * std::sin(i * 0.05) + ((i * 7919) % 13 - 6));
            reduced ? chart::strokePath(p, path) : p.drawPath(path);
            return img;
        };
        const QImage a = render(false), b = render(true);
        // Each column's ink from its top to its bottom (-1: none); within one column of the other
        // picture's, a reduced point keeps its pixel column but not its place inside it.
        auto extent = [](const QImage &img, int x0, int x1) {
            int top = -1, bottom = -1;
            for (int x = std::max(0, x0); x <= std::min(img.width() - 1, x1); ++x)
                for (int y = 0; y < img.height(); ++y)
                    if (qGray(img.pixel(x, y)) < 128)
                        bottom = std::max(bottom, y), top = top < 0 ? y : std::min(top, y);
            return std::pair(top, bottom);
        };
        int inked = 0, off = 0;
        for (int x = 0; x < a.width(); ++x)
            for (const auto &[one, other] : {std::pair(&a, &b), std::pair(&b, &a)}) {
                const auto [t, bt] = extent(*one, x, x);
                const auto [wt, wb] = extent(*other, x - 1, x + 1);
                inked += t >= 0;
                off += t >= 0 && (wt < 0 || t < wt - 1 || bt > wb + 1);
            }
        QVERIFY(inked > 760);
        QVERIFY2(off <= inked / 100,
                 qPrintable(QStringLiteral("%1 of %2 columns reach past the other picture's").arg(off).arg(inked)));
        int inkA = 0, inkB = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                inkA += qGray(a.pixel(x, y)) < 128, inkB += qGray(b.pixel(x, y)) < 128;
        QVERIFY2(std::abs(inkA - inkB) < inkA / 8, qPrintable(QStringLiteral("%1 vs %2").arg(inkA).arg(inkB)));
    }

    void scalesMapBothWays()
    {
        chart::Scale x{chart::ScaleKind::Linear, 0, 10, 100, 300};
        QCOMPARE(x.map(5), 200.0);
        QCOMPARE(x.map(0), 100.0);
        QCOMPARE(x.unmap(250), 7.5);
        chart::Scale y{chart::ScaleKind::Linear, 0, 2, 400, 100}; // up the screen
        QCOMPARE(y.map(0), 400.0);
        QCOMPARE(y.map(2), 100.0);
        QCOMPARE(y.map(0.5), 325.0);
        chart::Scale lg{chart::ScaleKind::Log, 1, 1000, 0, 300};
        QCOMPARE(lg.map(10), 100.0);
        QCOMPARE(lg.map(100), 200.0);
        QCOMPARE(lg.map(0), 0.0); // the first checkpoint (x = 0) on the left edge
        QVERIFY(std::abs(lg.unmap(150) - std::pow(10.0, 1.5)) < 1e-9);
        QVERIFY(std::abs(lg.unmap(lg.map(42)) - 42) < 1e-9);
    }

    void legendAvoidsThePoints()
    {
        const QRectF plot(0, 0, 400, 300);
        const QSizeF size(100, 50);
        std::vector<QPointF> topRight{{380, 20}, {350, 40}, {300, 10}};
        QRectF box = chart::placeLegend(size, plot, topRight);
        QCOMPARE(box.topLeft(), QPointF(6, 6)); // top left: the top right is taken
        std::vector<QPointF> top = topRight;
        top.insert(top.end(), {{20, 20}, {60, 40}});
        box = chart::placeLegend(size, plot, top);
        QCOMPARE(box.topLeft(), QPointF(294, 244)); // bottom right
        for (const QPointF &q : top)
            QVERIFY(!box.contains(q));
        std::vector<QPointF> corners{{20, 20}, {380, 20}, {20, 280}, {380, 280}};
        box = chart::placeLegend(size, plot, corners);
        QCOMPARE(box.topLeft(), QPointF(150, 6));                                // the top edge's middle
        QCOMPARE(chart::placeLegend(size, plot, {}).topLeft(), QPointF(294, 6)); // free: top right
    }

    void layoutKeepsTheLegendOffTheCurves()
    {
        const Style s = Style::light();
        chart::Spec spec = lossSpec();
        chart::Layout L = chart::layoutChart(spec, QRectF(0, 0, 800, 500), s);
        QVERIFY(!L.legend.isEmpty());
        QVERIFY(L.plot.contains(L.legend));
        for (const chart::Series &se : spec.series)
            for (const QPointF &q : se.points)
                QVERIFY(!L.legend.contains(L.map(q)));
        QVERIFY(L.legend.center().x() > L.plot.center().x()); // the falling curves leave the top right free
        // Rising curves: the legend moves to where they are not.
        for (chart::Series &se : spec.series)
            for (QPointF &q : se.points)
                q.setY(3.5 - q.y());
        L = chart::layoutChart(spec, QRectF(0, 0, 800, 500), s);
        for (const chart::Series &se : spec.series)
            for (const QPointF &q : se.points)
                QVERIFY(!L.legend.contains(L.map(q)));
        spec.legend = false;
        QVERIFY(chart::layoutChart(spec, QRectF(0, 0, 800, 500), s).legend.isEmpty());
    }

    /// A legend that would cover half a short plot goes beside it (implicit momentum's five runs in a
    /// 1000x700 window); a tall chart keeps it inside.
    void aCrowdingLegendGoesBesideAShortPlot()
    {
        const Style s = Style::light();
        chart::Spec spec = lossSpec();
        for (int i = 0; i < 3; ++i) {
            chart::Series more = spec.series.front();
            more.name = QStringLiteral("run %1").arg(i + 3);
            spec.series.push_back(more);
        }
        const chart::Layout tall = chart::layoutChart(spec, QRectF(0, 0, 800, 500), s);
        QVERIFY(tall.plot.contains(tall.legend));
        const chart::Layout shortOne = chart::layoutChart(spec, QRectF(0, 0, 800, 150), s);
        QVERIFY(!shortOne.legend.isEmpty());
        QVERIFY(shortOne.legend.left() > shortOne.plot.right()); // beside, not over the curves
        QVERIFY(shortOne.area.contains(shortOne.legend.topLeft()));
        QVERIFY(shortOne.legend.right() <= shortOne.area.right() + 0.5);
        QVERIFY(shortOne.plot.width() < tall.plot.width()); // the plot gave up the room
    }

    void layoutFitsSmallCanvases_data()
    {
        QTest::addColumn<QSizeF>("size");
        QTest::addColumn<bool>("present");
        QTest::newRow("520x350 window with panels") << QSizeF(520, 350) << false;
        QTest::newRow("300x200") << QSizeF(300, 200) << false;
        QTest::newRow("300x140") << QSizeF(300, 140) << false;
        QTest::newRow("520x350 presentation") << QSizeF(520, 350) << true;
        QTest::newRow("1280x720") << QSizeF(1280, 720) << false;
    }
    void layoutFitsSmallCanvases()
    {
        QFETCH(QSizeF, size);
        QFETCH(bool, present);
        const Style s = present ? presentation() : Style::light();
        const QRectF area(QPointF(10, 20), size);
        const chart::Spec spec = lossSpec();
        const chart::Layout L = chart::layoutChart(spec, area, s);
        QVERIFY(area.contains(L.plot));
        QVERIFY(L.plot.width() > size.width() * 0.5 && L.plot.height() > size.height() * 0.4);
        QVERIFY(area.contains(L.xTitle));
        QVERIFY(area.contains(L.yTitle));
        QVERIFY(L.yTitle.right() < L.plot.left());
        QVERIFY(L.xTitle.top() > L.plot.bottom());
        const QFontMetricsF body(s.bodyFont()), ticks(s.tickFont());
        QVERIFY(body.horizontalAdvance(L.xTitleText) <= L.xTitle.width());
        QVERIFY(body.horizontalAdvance(L.yTitleText) <= L.yTitle.height());
        QVERIFY(L.xTicks.size() >= 2 && L.yTicks.size() >= 2);
        for (const chart::Tick &t : L.yTicks) // the y labels fit between the title and the plot
            QVERIFY2(ticks.horizontalAdvance(t.label) <= L.plot.left() - 6 - L.yTitle.right(), qPrintable(t.label));
        for (std::size_t i = 1; i < L.xTicks.size(); ++i) { // x labels do not run into each other
            const double gap = L.x.map(L.xTicks[i].value) - L.x.map(L.xTicks[i - 1].value);
            QVERIFY(gap > (ticks.horizontalAdvance(L.xTicks[i].label) + ticks.horizontalAdvance(L.xTicks[i - 1].label)) / 2);
        }
        // The whole title where it fits, else the short one rather than a cut one.
        QCOMPARE(L.yTitleText, body.horizontalAdvance(spec.y.title) <= L.yTitle.height() ? spec.y.title : spec.y.shortTitle);
    }

    void longLogLabelsFitInPresentationType()
    {
        // Seen on a projector: "0.0001" on a log axis cut at the canvas edge, because the room for
        // the y labels had a cap in pixels that did not grow with presentation type.
        for (const Style &s : {Style::light(), presentation()}) {
            const QRectF area(0, 0, 1300, 300);
            chart::Spec spec;
            spec.y.kind = chart::ScaleKind::Log;
            spec.y.lo = 1e-4, spec.y.hi = 300;
            spec.y.title = QStringLiteral("loss above best");
            spec.x.lo = 0, spec.x.hi = 300;
            const chart::Layout L = chart::layoutChart(spec, area, s);
            const QFontMetricsF ticks(s.tickFont());
            QVERIFY(L.yTicks.size() >= 3);
            QVERIFY(L.yTitle.left() >= area.left());
            for (const chart::Tick &t : L.yTicks)
                QVERIFY2(ticks.horizontalAdvance(t.label) <= L.plot.left() - 6 - L.yTitle.right(), qPrintable(t.label));
        }
    }

    void fixedYRoomKeepsThePlotStill()
    {
        // Without a fixed room the plot's left edge moves with the widest y label; with one it
        // stays put for any y range, and the labels still end left of the plot.
        const Style s = Style::light();
        const QRectF area(0, 0, 800, 400);
        chart::Spec narrow, wide;
        narrow.y.lo = 0, narrow.y.hi = 1;
        wide.y.lo = -123456789.0, wide.y.hi = 987654321.0;
        QVERIFY(chart::layoutChart(narrow, area, s).plot.left() < chart::layoutChart(wide, area, s).plot.left());
        narrow.yRoom = wide.yRoom = 64;
        const chart::Layout a = chart::layoutChart(narrow, area, s), b = chart::layoutChart(wide, area, s);
        QCOMPARE(a.plot.left(), b.plot.left());
        QCOMPARE(a.plot.width(), b.plot.width());
        QVERIFY(b.yTitle.right() < b.plot.left() - 60);
        QVERIFY(b.yTitle.left() >= area.left());
    }

    void drawingStaysInsideTheArea()
    {
        const Style s = Style::dark();
        QImage img(520, 350, QImage::Format_ARGB32_Premultiplied);
        img.fill(s.background);
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        const chart::Spec spec = lossSpec();
        const chart::Layout L = chart::layoutChart(spec, QRectF(0, 0, 520, 350).adjusted(4, 4, -4, -4), s, &img);
        chart::drawChart(p, L, spec, s);
        p.end();
        if (const QString out = qEnvironmentVariable("SGD_CHART_PNG"); !out.isEmpty())
            img.save(out); // to look at
        QCOMPARE(testing::inkOnBorder(img, s.background, 3), QPoint(-1, -1));
        // The curve's colour is on the canvas, and so is the legend's background veil.
        int curve = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                curve += testing::near(img.pixelColor(x, y), spec.series[0].color, 20) ? 1 : 0;
        QVERIFY2(curve > 100, qPrintable(QString::number(curve)));
    }

    /// The cached axes look like the drawn ones (text and lines differ by antialiasing at most), a
    /// second frame from the cache is the same as the first, and the opaque layer covers what was
    /// under the chart's area with the background.
    void cachedAxesMatchTheDrawnOnes()
    {
        PaintCache cache; // the test's own, as a canvas owns one
        Style s = Style::light();
        s.cache = &cache;
        const chart::Spec spec = lossSpec();
        auto render = [&](int mode, QColor under) {
            QImage img(520, 350, QImage::Format_ARGB32_Premultiplied);
            img.fill(under);
            QPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            const chart::Layout L = chart::layoutChart(spec, QRectF(10, 10, 500, 330), s, &img);
            if (mode == 0)
                chart::drawAxes(p, L, s);
            else
                chart::drawAxesCached(p, L, s, mode == 2);
            return img;
        };
        const QImage direct = render(0, s.background), cached = render(1, s.background), again = render(1, s.background);
        QCOMPARE(cached, again);
        int far = 0;
        for (int y = 0; y < direct.height(); ++y)
            for (int x = 0; x < direct.width(); ++x)
                far += testing::near(direct.pixelColor(x, y), cached.pixelColor(x, y), 90) ? 0 : 1;
        QVERIFY2(far < 60, qPrintable(QString::number(far)));
        const QImage opaque = render(2, Qt::red);
        QCOMPARE(opaque.pixelColor(2, 2), QColor(Qt::red)); // outside the area: untouched
        int red = 0;
        for (int y = 12; y < 338; ++y)
            for (int x = 12; x < 508; ++x)
                red += opaque.pixelColor(x, y) == QColor(Qt::red) ? 1 : 0;
        QCOMPARE(red, 0);
    }

    /// The cached chart (axes, dashed curves, legend) looks like the drawn one, a second frame from
    /// the cache is the same, and moving one point of one curve draws a new picture (the cache is
    /// keyed by the points, not only by the layout).
    void cachedChartMatchesTheDrawnOne()
    {
        PaintCache cache; // the test's own, as a canvas owns one
        Style s = Style::light();
        s.cache = &cache;
        auto render = [&](int mode, const chart::Spec &spec) {
            QImage img(520, 350, QImage::Format_ARGB32_Premultiplied);
            img.fill(s.background);
            QPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            const chart::Layout L = chart::layoutChart(spec, QRectF(10, 10, 500, 330), s, &img);
            if (mode == 0)
                chart::drawChart(p, L, spec, s);
            else
                chart::drawChartCached(p, L, spec, s, mode == 2);
            return img;
        };
        const chart::Spec spec = lossSpec(400);
        const QImage direct = render(0, spec);
        for (int mode : {1, 2}) {
            const QImage cached = render(mode, spec), again = render(mode, spec);
            QCOMPARE(cached, again);
            int far = 0;
            for (int y = 0; y < direct.height(); ++y)
                for (int x = 0; x < direct.width(); ++x)
                    far += testing::near(direct.pixelColor(x, y), cached.pixelColor(x, y), 40) ? 0 : 1;
            QVERIFY2(far < 60, qPrintable(QStringLiteral("mode %1: %2 pixels differ").arg(mode).arg(far)));
        }
        chart::Spec moved = spec;
        moved.series[0].points[200].ry() *= 0.5;
        const QImage movedDirect = render(0, moved), movedCached = render(2, moved);
        QVERIFY(movedCached != render(2, spec));
        int far = 0;
        for (int y = 0; y < movedDirect.height(); ++y)
            for (int x = 0; x < movedDirect.width(); ++x)
                far += testing::near(movedDirect.pixelColor(x, y), movedCached.pixelColor(x, y), 40) ? 0 : 1;
        QVERIFY2(far < 60, qPrintable(QString::number(far)));
    }
};

QTEST_MAIN(TestChart)
#include "tst_chart.moc"
