// The shared chart component (ui/painters/chart.h) without pixels: nice numbers and ticks on linear
// and log axes, the scales' mapping both ways, the legend kept off the data, and a layout that keeps
// its axis titles and tick labels inside small canvases (a 1000 x 700 window with both side panels
// leaves about 520 x 350 for the canvas). One drawing check: nothing runs past the chart's area.

#include "painters/chart.h"
#include "painter_test_support.h"
#include "style.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
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
        QCOMPARE(box.topLeft(), QPointF(150, 6)); // the top edge's middle
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
        const Style s = Style::light();
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
};

QTEST_MAIN(TestChart)
#include "tst_chart.moc"
