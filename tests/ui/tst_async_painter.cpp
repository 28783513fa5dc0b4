// The asynchronous-SGD painter: the lecture's staircase (2.00, 2.20, 2.80, 3.80) with the weights
// each worker read and the stale gaps labelled with their size and tau, worker lanes that show
// nobody is interrupted, the write counters, the synchronous comparison, and the narration.

#include "painter_test_support.h"
#include "render.h"
#include "scene_painter.h"
#include "scenes.h"
#include "style.h"

#include <QImage>
#include <QRegularExpression>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

Trace asyncTrace(const QList<QPair<QString, QString>> &set = {}) { return testing::sceneTrace("async", set); }

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
        // Update 3 (frame 2): worker 3's gradient from w = 2.0 lands on 2.8.
        const SvgText text = textOf(t, 2);
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
        // Update 4: worker 1 read 2.2 and lands on 3.8.
        const SvgText four = textOf(t, 3);
        QVERIFY(four.contains(QStringLiteral("gap 1.6 · τ = 2")));
        QVERIFY(hasLine(four, QStringLiteral("3.98")));
    }

    void countersCompareWrites()
    {
        const Trace t = asyncTrace();
        QVERIFY(textOf(t, 2).contains(QStringLiteral("server writes so far: 3")));
        QVERIFY(textOf(t, 2).contains(QStringLiteral("synchronous SGD, same gradients: 1")));
        QVERIFY(textOf(t, 11).contains(QStringLiteral("server writes so far: 12")));
        QVERIFY(textOf(t, 11).contains(QStringLiteral("synchronous SGD, same gradients: 4")));
    }

    void lanesShowWorkNotInterrupted()
    {
        const Trace t = asyncTrace();
        const SvgText text = textOf(t, 2);
        QVERIFY(hasLine(text, QStringLiteral("#1")));
        QVERIFY(hasLine(text, QStringLiteral("#2")));
        QVERIFY(hasLine(text, QStringLiteral("#3")));
        QVERIFY(hasLine(text, QStringLiteral("computing")));
        QVERIFY(text.contains(QStringLiteral("W1, W2")));
        QVERIFY(text.contains(QStringLiteral("not interrupted")));
        // A failed worker's gradient in progress is lost, drawn as such.
        const SvgText lost = textOf(asyncTrace({{"fail", "3@1.5"}}), 4);
        QVERIFY(hasLine(lost, QStringLiteral("lost")));
        QVERIFY(lost.contains(QStringLiteral("lost (worker failed)")));
    }

    void compareWithSynchronous()
    {
        const Trace t = asyncTrace();
        const QVariantMap on{{QStringLiteral("compare"), true}};
        const SvgText text = textOf(t, 3, on);
        QVERIFY(text.contains(QStringLiteral("synchronous SGD")));
        // sync_weights 2.6 at the first round (t = 1.8) is drawn on the same clock.
        QVERIFY(hasLine(text, QString::number(t.meta.vec("sync_weights").at(1))));
        QVERIFY(!hasLine(textOf(t, 3), QStringLiteral("2.6")));
        QVERIFY(diffPixels(renderFrame(t, 3, Style::light(), {1280, 720}, 1.0, on), renderFrame(t, 3, Style::light(), {1280, 720})) > 200);
        const QString n = painterFor(QStringLiteral("async"))->narration(t, 3, on);
        QVERIFY(n.contains(QStringLiteral("1.8 s")));
    }

    void cursorMovesWithTheAnimation()
    {
        const Trace t = asyncTrace();
        const QImage a = renderFrame(t, 1, Style::light(), {1280, 720}, 1.0, {}, {}, 0.0);
        const QImage b = renderFrame(t, 1, Style::light(), {1280, 720}, 1.0, {}, {}, 0.6);
        QVERIFY(diffPixels(a, b) > 100);
    }

    void rendersAtEverySizeAndTheme_data()
    {
        QTest::addColumn<QString>("style");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("workers");
        QTest::newRow("light") << "light" << QSize(1280, 720) << 0;
        QTest::newRow("dark") << "dark" << QSize(1280, 720) << 0;
        QTest::newRow("print") << "print" << QSize(1280, 720) << 0;
        QTest::newRow("small") << "light" << QSize(700, 450) << 0;
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
        for (const QString &view : painterFor(QStringLiteral("async"))->views())
            QVERIFY2(inkPixels(renderFrame(t, 2, Style::light(), {800, 500}, 1.0, {}, view), Style::light().background) > 500, qPrintable(view));
        QVERIFY(textOf(t, 2, {}, {800, 500}, QStringLiteral("staircase")).contains(QStringLiteral("gap 0.8 · τ = 2")));
    }

    void narration()
    {
        const ScenePainter *p = painterFor(QStringLiteral("async"));
        const Trace t = asyncTrace();
        const QString n = plainMinus(p->narration(t, 2, {}));
        for (const char *s : {"t = 1.8", "Worker 3", "w = 2", "g = -10", "τ = 2", "2.8", "0.8", "3.8"})
            QVERIFY2(n.contains(QString::fromUtf8(s)), s);
        QVERIFY(n.contains(QStringLiteral("never interrupts")));
        QVERIFY(n.contains(QStringLiteral("Workers 1 and 2")));
        QVERIFY(n.contains(QStringLiteral("Server writes so far: <b>3</b>")));
        QVERIFY(p->narration(t, 0, {}).contains(QStringLiteral("fresh")));
    }
};

QTEST_MAIN(TestAsyncPainter)
#include "tst_async_painter.moc"
