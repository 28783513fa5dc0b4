// draw::drawCachedLayer must put its layer where direct painting would, also when the painter is a
// widget's that sits away from its window's corner (a canvas beside the scene list and the panel).
#include "ui/render/draw.h"
// The layers live in a PaintCache its owner holds: two owners never see each other's layers.
#include "ui/render/paint_cache.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QTest>
#include <QWidget>

using namespace sgd::ui;

namespace {

const QRectF kSquare(10, 20, 30, 40); // in the painted widget's own coordinates

void paintSquare(QPainter &p)
{
    p.fillRect(kSquare, Qt::red);
}

class LayerWidget : public QWidget {
public:
    using QWidget::QWidget;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.fillRect(rect(), Qt::white);
        draw::drawCachedLayer(&cache, p, kSquare.adjusted(-2, -2, 2, 2), 42, paintSquare);
    }

public:
    PaintCache cache; ///< the widget's own, as a scene canvas owns one
};

bool red(const QImage &img, QPoint at)
{
    return img.pixelColor(at) == QColor(Qt::red);
}

} // namespace

class TestCachedLayer : public QObject {
    Q_OBJECT
private slots:
    void layerLandsWhereDirectPaintingWould_data()
    {
        QTest::addColumn<QPoint>("offset");
        QTest::newRow("at the corner") << QPoint(0, 0);
        QTest::newRow("beside a dock") << QPoint(170, 60);
    }
    void layerLandsWhereDirectPaintingWould()
    {
        QFETCH(QPoint, offset);
        QWidget window;
        window.resize(400, 300);
        auto *canvas = new LayerWidget(&window);
        canvas->setGeometry(QRect(offset, QSize(120, 100)));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int pass = 0; pass < 2; ++pass) { // first paint fills the cache, second reuses it
            const QImage img = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
            const QPoint inside = offset + kSquare.center().toPoint();
            QVERIFY2(red(img, inside), "the layer is missing where it was painted");
            QVERIFY2(red(img, offset + kSquare.bottomRight().toPoint() - QPoint(2, 2)), "the layer is cut short");
            QVERIFY2(!red(img, offset + kSquare.bottomRight().toPoint() + QPoint(3, 3)), "the layer spills past the square");
            QVERIFY(!red(img, offset + QPoint(5, 5)));
        }
    }
    // The opaque layer: filled with its background, copied over what was under it (no blending),
    // the same on the first paint (drawn) and the second (from the cache); on a vector device
    // (a picture) it draws directly.
    void opaqueLayerCoversItsRect()
    {
        PaintCache cache;
        for (int pass = 0; pass < 2; ++pass) {
            QImage img(100, 80, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::blue);
            QPainter p(&img);
            draw::drawCachedOpaqueLayer(&cache, p, QRectF(10, 10, 60, 50), 7, Qt::white,
                                        [](QPainter &lp) { lp.fillRect(QRectF(20, 20, 10, 10), Qt::red); });
            p.end();
            QCOMPARE(img.pixelColor(25, 25), QColor(Qt::red));   // what the layer painted
            QCOMPARE(img.pixelColor(50, 40), QColor(Qt::white)); // its background, over the blue
            QCOMPARE(img.pixelColor(5, 5), QColor(Qt::blue));    // outside it: untouched
            QCOMPARE(img.pixelColor(75, 65), QColor(Qt::blue));
        }
        QPicture picture;
        QPainter p(&picture);
        bool painted = false;
        draw::drawCachedOpaqueLayer(&cache, p, QRectF(0, 0, 10, 10), 8, Qt::white, [&](QPainter &) { painted = true; });
        p.end();
        QVERIFY(painted);
    }
    // More layers of one size than the cache keeps: each new one reuses the image of one given up
    // (the cache's oldest, or a spare kept from an earlier eviction), yet shows only what its own
    // paint drew, on the first paint and again from the cache.
    void reusedImagesCarryNothingOver()
    {
        PaintCache cache;
        const QRectF rect(0, 0, 40, 30);
        for (int k = 0; k < 12; ++k) {
            const int x = 2 + 3 * k; // each layer's square somewhere else
            for (int pass = 0; pass < 2; ++pass) {
                QImage img(40, 30, QImage::Format_ARGB32_Premultiplied);
                img.fill(Qt::white);
                QPainter p(&img);
                draw::drawCachedLayer(&cache, p, rect, 9000 + std::size_t(k),
                                      [&](QPainter &lp) { lp.fillRect(QRectF(x, 10, 2, 2), Qt::red); });
                p.end();
                QCOMPARE(img.pixelColor(x, 10), QColor(Qt::red));
                for (int other = 0; other < 12; ++other)
                    if (other != k)
                        QCOMPARE(img.pixelColor(2 + 3 * other, 10), QColor(Qt::white));
            }
        }
    }
    // A layer that changes every frame (a new key at the same place) keeps the cache from growing:
    // past three versions of a place it takes the image of the oldest one, never that of a layer
    // the frame being painted has shown (here four charts' layers at one place, every frame), and
    // every frame still shows what each of its layers drew.
    void aLayerRedrawnEveryFrameReusesItsOldVersions()
    {
        PaintCache cache;
        const QRectF rect(0, 0, 60, 20);
        for (int frame = 0; frame < 20; ++frame) {
            cache.nextFrame();
            QImage img(60, 20, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::white);
            QPainter p(&img);
            for (int k = 0; k < 4; ++k) // the same four every frame
                draw::drawCachedLayer(&cache, p, rect, 7000 + std::size_t(k),
                                      [&](QPainter &lp) { lp.fillRect(QRectF(2 + 4 * k, 5, 2, 2), Qt::red); });
            const int x = 20 + 2 * frame; // this frame's own
            draw::drawCachedLayer(&cache, p, rect, 7100 + std::size_t(frame),
                                  [&](QPainter &lp) { lp.fillRect(QRectF(x, 12, 1, 1), Qt::blue); });
            p.end();
            for (int k = 0; k < 4; ++k)
                QCOMPARE(img.pixelColor(2 + 4 * k, 5), QColor(Qt::red));
            QCOMPARE(img.pixelColor(x, 12), QColor(Qt::blue));
            if (frame > 0)
                QCOMPARE(img.pixelColor(x - 2, 12), QColor(Qt::white)); // the frame before's is not shown
            // The four shown every frame and at most the two newest of the others.
            QVERIFY2(cache.layerCount() <= 6, qPrintable(QString::number(cache.layerCount())));
        }
        cache.forgetLayers();
        QCOMPARE(cache.layerCount(), std::size_t(0));
    }
    // Two owners draw a layer under the same key at the same place, each its own picture (as two
    // canvases of one scene would if a painter's key missed something): each gets back its own,
    // never the other's, and forgetting one owner's layers leaves the other's.
    void twoOwnersNeverShareALayer()
    {
        PaintCache a, b;
        const QRectF rect(0, 0, 40, 30);
        auto paintWith = [&](PaintCache &cache, const QColor &color) {
            QImage img(40, 30, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::white);
            QPainter p(&img);
            draw::drawCachedLayer(&cache, p, rect, 4242, [&](QPainter &lp) { lp.fillRect(QRectF(10, 10, 5, 5), color); });
            p.end();
            return img.pixelColor(12, 12);
        };
        for (int pass = 0; pass < 2; ++pass) { // drawn, then from each owner's cache
            QCOMPARE(paintWith(a, Qt::red), QColor(Qt::red));
            QCOMPARE(paintWith(b, Qt::blue), QColor(Qt::blue));
        }
        QCOMPARE(a.layerCount(), std::size_t(1));
        QCOMPARE(b.layerCount(), std::size_t(1));
        a.forgetLayers();
        QCOMPARE(a.layerCount(), std::size_t(0));
        QCOMPARE(b.layerCount(), std::size_t(1));
        // Without a cache nothing is kept: the layer is painted directly.
        QImage img(40, 30, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        QPainter p(&img);
        draw::drawCachedLayer(nullptr, p, rect, 4242, [&](QPainter &lp) { lp.fillRect(QRectF(10, 10, 5, 5), Qt::green); });
        p.end();
        QCOMPARE(img.pixelColor(12, 12), QColor(Qt::green));
    }
    // What a painter keeps (PaintCache::memo) is per owner: one value per type and cache.
    void memosArePerOwner()
    {
        struct Kept {
            int value = 0;
        };
        PaintCache a, b;
        a.memo<Kept>().value = 1;
        b.memo<Kept>().value = 2;
        QCOMPARE(a.memo<Kept>().value, 1);
        QCOMPARE(b.memo<Kept>().value, 2);
        a.forgetAll();
        QCOMPARE(a.memo<Kept>().value, 0);
        QCOMPARE(b.memo<Kept>().value, 2);
    }
};

QTEST_MAIN(TestCachedLayer)
#include "tst_cached_layer.moc"
