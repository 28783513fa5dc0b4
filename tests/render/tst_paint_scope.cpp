// The opening every painter's paint() shares (PaintScope, scene_painter.h): the style fitted to the
// canvas, the frame index clamped, the canvas filled, the title alone for an empty trace, and the
// painter's state given back at the end.

#include "painter_test_support.h"
#include "ui/render/scene_painter.h"
#include "ui/render/style.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;

namespace {

int inkIn(const QImage &img, const QRect &r, const QColor &bg)
{
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += testing::near(img.pixelColor(x, y), bg, 30) ? 0 : 1;
    return n;
}

} // namespace

class TestPaintScope : public QObject {
    Q_OBJECT
private slots:
    void emptyTraceDrawsItsTitleAlone()
    {
        Trace empty;
        empty.scene = "sync";
        const Style s = Style::light();
        QImage img(640, 400, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::red);
        QPainter p(&img);
        const PaintContext outer{empty, 3, 0.0, s, {}, {}};
        {
            const PaintScope scope(p, QRectF(0, 0, 640, 400), outer, QStringLiteral("Synchronous SGD: no rounds"));
            QVERIFY(scope.empty());
            QCOMPARE(scope.ctx().index, 0);
        }
        p.end();
        QVERIFY(inkIn(img, QRect(0, 0, 640, 30), s.background) > 50);  // the title
        QCOMPARE(inkIn(img, QRect(0, 40, 640, 360), s.background), 0); // and nothing else: no red left
    }

    void indexIsClampedAndStateRestored()
    {
        const Trace t = testing::sceneTrace("single-weight");
        const int last = int(t.frames.size()) - 1;
        QVERIFY(last >= 2);
        QImage img(1280, 720, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&img);
        p.setPen(QColor(Qt::green));
        const Style s = Style::dark();
        for (const auto &[asked, expected] : {std::pair{last + 7, last}, std::pair{-4, 0}, std::pair{1, 1}}) {
            const PaintContext outer{t, asked, 0.25, s, {{"slip", true}}, QStringLiteral("parabola")};
            const PaintScope scope(p, QRectF(0, 0, 1280, 720), outer, QStringLiteral("none"));
            QVERIFY(!scope.empty());
            QCOMPARE(scope.ctx().index, expected);
            QCOMPARE(scope.ctx().t, 0.25);
            QCOMPARE(scope.ctx().view, QStringLiteral("parabola"));
            QVERIFY(scope.ctx().options.value("slip").toBool());
            QVERIFY(p.testRenderHint(QPainter::Antialiasing));
            p.setPen(QColor(Qt::blue));
        }
        QCOMPARE(p.pen().color(), QColor(Qt::green)); // each scope gave the painter back as it was
        QVERIFY(!p.testRenderHint(QPainter::Antialiasing));
        p.end();
        QCOMPARE(img.pixelColor(640, 360), s.background); // filled
    }

    void styleIsFittedToSmallCanvases()
    {
        const Trace t = testing::sceneTrace("single-weight");
        const Style s = Style::light();
        QImage img(1280, 720, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&img);
        const PaintContext outer{t, 0, 0.0, s, {}, {}};
        {
            const PaintScope big(p, QRectF(0, 0, 1280, 720), outer, {});
            QCOMPARE(big.style().font.pointSizeF(), s.font.pointSizeF());
        }
        {
            const PaintScope small(p, QRectF(0, 0, 520, 350), outer, {});
            QVERIFY(small.style().font.pointSizeF() < s.font.pointSizeF());
            QVERIFY(small.style().font.pointSizeF() >= 0.8 * s.font.pointSizeF() - 1e-9);
            QCOMPARE(&small.ctx().style, &small.style());
        }
        {
            const PaintScope asIs(p, QRectF(0, 0, 520, 350), outer, {}, {.fitStyle = false, .clip = false});
            QCOMPARE(asIs.style().font.pointSizeF(), s.font.pointSizeF());
        }
    }

    void clipKeepsPaintingInsideTheArea()
    {
        const Trace t = testing::sceneTrace("single-weight");
        const Style s = Style::light();
        QImage img(400, 300, QImage::Format_ARGB32_Premultiplied);
        img.fill(s.background);
        QPainter p(&img);
        const PaintContext outer{t, 0, 0.0, s, {}, {}};
        {
            const PaintScope scope(p, QRectF(100, 100, 100, 100), outer, {}, {.fitStyle = true, .clip = true});
            p.fillRect(QRectF(0, 0, 400, 300), Qt::black);
        }
        p.fillRect(QRectF(300, 0, 100, 50), Qt::black); // the clip ended with the scope
        p.end();
        QCOMPARE(inkIn(img, QRect(100, 100, 100, 100), s.background), 100 * 100);
        QCOMPARE(inkIn(img, QRect(0, 0, 100, 100), s.background), 0);
        QCOMPARE(inkIn(img, QRect(300, 0, 100, 50), s.background), 100 * 50);
    }
};

QTEST_MAIN(TestPaintScope)
#include "tst_paint_scope.moc"
