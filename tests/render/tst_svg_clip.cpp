// SVG exports keep their clips: Qt's SVG generator ignores every clip, so ClippedSvgDevice applies
// them itself. A line that crosses the clip is cut at its edge; a dashed line wholly inside stays
// a dashed line in the file; a shape wholly outside is left out; text that crosses is cut too.
#include "ui/render/svg_clip.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTest>

using namespace sgd::ui;

namespace {

/// What a painting routine gives as SVG through the device, and that SVG rendered at 1:1.
QImage throughSvg(const std::function<void(QPainter &)> &paint, QByteArray *svg = nullptr)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setSize(QSize(100, 100));
    gen.setViewBox(QRect(0, 0, 100, 100));
    gen.setResolution(96);
    {
        ClippedSvgDevice clipped(&gen);
        QPainter p(&clipped);
        paint(p);
    }
    if (svg)
        *svg = buffer.data();
    QSvgRenderer renderer(buffer.data());
    QImage image(100, 100, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    renderer.render(&p, QRectF(0, 0, 100, 100));
    return image;
}

bool white(const QImage &image, int x, int y)
{
    return image.pixelColor(x, y) == QColor(Qt::white);
}

} // namespace

class TestSvgClip : public QObject {
    Q_OBJECT

private slots:
    void aLineAcrossTheClipIsCutAtItsEdge()
    {
        const QImage image = throughSvg([](QPainter &p) {
            p.setClipRect(QRectF(40, 40, 20, 20));
            p.setPen(QPen(Qt::red, 6));
            p.drawLine(QPointF(0, 50), QPointF(100, 50));
            p.setBrush(Qt::blue); // a shape that crosses the clip, and one wholly outside
            p.setPen(Qt::NoPen);
            p.drawRect(QRectF(30, 54, 40, 4));
            p.drawEllipse(QRectF(2, 2, 20, 20));
        });
        QVERIFY(image.pixelColor(50, 50).red() > 200 && image.pixelColor(50, 50).green() < 60);
        QVERIFY(white(image, 10, 50)); // was red: the generator drew the whole line
        QVERIFY(white(image, 90, 50));
        QVERIFY(image.pixelColor(50, 56).blue() > 200);
        QVERIFY(white(image, 35, 56));
        QVERIFY(white(image, 12, 12)); // the ellipse outside the clip is not drawn
    }

    void whatFitsStaysAsItWas()
    {
        QByteArray svg;
        const QImage image = throughSvg(
            [](QPainter &p) {
                p.setClipRect(QRectF(10, 10, 80, 80));
                QPen dashed(Qt::black, 2, Qt::DashLine);
                p.setPen(dashed);
                p.drawLine(QPointF(20, 30), QPointF(80, 30));
                p.setPen(Qt::black);
                p.drawText(QPointF(20, 60), QStringLiteral("inside"));
            },
            &svg);
        QVERIFY(svg.contains("stroke-dasharray")); // still a dashed line, not an outline
        QVERIFY(svg.contains(">inside<"));         // still text
        QVERIFY(!white(image, 30, 30) || !white(image, 21, 30));
    }

    void textAcrossTheClipIsCut()
    {
        const QImage image = throughSvg([](QPainter &p) {
            p.setClipRect(QRectF(0, 0, 50, 100));
            QFont f(QStringLiteral("DejaVu Sans"));
            f.setPixelSize(30);
            p.setFont(f);
            p.setPen(Qt::black);
            p.drawText(QPointF(5, 60), QStringLiteral("MMMM"));
        });
        bool inkLeft = false, inkRight = false;
        for (int y = 30; y < 62; ++y)
            for (int x = 0; x < 100; ++x)
                if (!white(image, x, y))
                    (x < 50 ? inkLeft : inkRight) = true;
        QVERIFY(inkLeft);
        QVERIFY(!inkRight);
    }
};

QTEST_MAIN(TestSvgClip)
#include "tst_svg_clip.moc"
