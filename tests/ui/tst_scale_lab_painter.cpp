// The scale-lab painter: renders offscreen in light and dark at two sizes, writes every design's
// numbers of the frame as SVG text (default, updates and bytes axes), and the surface view names
// (2, 1) and 7/3. Set SGD_SCALE_LAB_PNG_DIR to keep the PNGs for a look.

#include "draw.h"
#include "render.h"
#include "scale_lab.h"
#include "scene_painter.h"
#include "scenes.h"
#include "style.h"

#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;

namespace {

const Trace &labTrace()
{
    static const Trace t = [] {
        gpu::registerScaleLab();
        const SceneDef *scene = findScene("scale-lab");
        ParamSet p = scene->defaults();
        p.set("workers", "16");
        p.set("rows", "20000");
        p.set("features", "8");
        p.set("rounds", "15");
        p.set("backend", "cpu");
        return runScene(*scene, p);
    }();
    return t;
}

QString svgText(const QByteArray &svg)
{
    QString all;
    static const QRegularExpression re(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    auto it = re.globalMatch(QString::fromUtf8(svg));
    while (it.hasNext())
        all += it.next().captured(1) + QLatin1Char('\n');
    all.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    all.replace(QChar(0x2212), QLatin1Char('-'));
    return all;
}

} // namespace

class TestScaleLabPainter : public QObject {
    Q_OBJECT
private slots:
    void registered()
    {
        const ScenePainter *p = painterFor(QStringLiteral("scale-lab"));
        QVERIFY(p);
        QVERIFY(p->views().contains(QStringLiteral("surface")));
    }

    void renders_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("view");
        for (const char *theme : {"light", "dark"})
            for (QSize sz : {QSize(1280, 720), QSize(900, 600)})
                for (const char *view : {"scene", "surface"})
                    QTest::addRow("%s %dx%d %s", theme, sz.width(), sz.height(), view) << QString::fromLatin1(theme) << sz << QString::fromLatin1(view);
    }
    void renders()
    {
        QFETCH(QString, theme);
        QFETCH(QSize, size);
        QFETCH(QString, view);
        const Trace &t = labTrace();
        const Style s = theme == QLatin1String("dark") ? Style::dark() : Style::light();
        const int last = int(t.frames.size()) - 1;
        const QImage img = renderFrame(t, last / 2, s, size, 1.0, {}, view);
        QVERIFY(!img.isNull());
        QCOMPARE(img.size(), size);
        // Something beyond the background was drawn.
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 7)
            for (int x = 0; x < img.width(); x += 7)
                colours.insert(img.pixel(x, y));
        QVERIFY(colours.size() > 20);
        const QString dir = qEnvironmentVariable("SGD_SCALE_LAB_PNG_DIR");
        if (!dir.isEmpty())
            img.save(QDir(dir).filePath(QStringLiteral("scale_lab_%1_%2x%3_%4.png").arg(theme).arg(size.width()).arg(size.height()).arg(view)));
    }

    void svgShowsEveryDesignsNumbers_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addRow("time") << QString();
        QTest::addRow("updates") << QStringLiteral("updates");
        QTest::addRow("bytes") << QStringLiteral("bytes");
    }
    void svgShowsEveryDesignsNumbers()
    {
        QFETCH(QString, option);
        const Trace &t = labTrace();
        QVariantMap opts;
        if (!option.isEmpty())
            opts.insert(option, true);
        const int last = int(t.frames.size()) - 1;
        const QString text = svgText(renderFrameSvg(t, last, Style::light(), QSize(1280, 720), opts));
        const Frame &f = t.frames.back();
        for (const char *d : {"sync", "async", "decentralized", "quantized"}) {
            const QString loss = draw::num(f.num(std::string(d) + "_loss"), 4).replace(QChar(0x2212), QLatin1Char('-'));
            QVERIFY2(text.contains(QStringLiteral("loss ") + loss), qPrintable(QStringLiteral("%1: %2 not in\n%3").arg(d, loss, text)));
            QVERIFY(text.contains(QString::number(qint64(f.num(std::string(d) + "_updates"))) + QStringLiteral(" updates")));
        }
        QVERIFY(text.contains(QString::fromStdString(t.summary.str("backend"))));
        QVERIFY(text.contains(QStringLiteral("rows/s")));
        QVERIFY(text.contains(QStringLiteral("checkpoint %1 of %1").arg(last)));
        if (option == QLatin1String("bytes"))
            QVERIFY(text.contains(QStringLiteral("bytes moved")));
        else if (option == QLatin1String("updates"))
            QVERIFY(text.contains(QStringLiteral("model updates")));
        else
            QVERIFY(text.contains(QStringLiteral("wall-clock")));
    }

    void surfaceShowsBothOptima()
    {
        const Trace &t = labTrace();
        const QString text = svgText(renderFrameSvg(t, int(t.frames.size()) - 1, Style::light(), QSize(1280, 720), {}, QStringLiteral("surface")));
        QVERIFY2(text.contains(QStringLiteral("(2, 1)")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("7/3")));
        QVERIFY(text.contains(QStringLiteral("2.333")));
    }

    void narrationHasNumbers()
    {
        const Trace &t = labTrace();
        const QString n = painterFor(QStringLiteral("scale-lab"))->narration(t, 3, {});
        QVERIFY(n.contains(QStringLiteral("Checkpoint 3")));
        QVERIFY(n.contains(QStringLiteral("rows/s")));
    }
};

QTEST_MAIN(TestScaleLabPainter)
#include "tst_scale_lab_painter.moc"
