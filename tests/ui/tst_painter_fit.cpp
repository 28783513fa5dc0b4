// Every scene painter at the sizes its canvas really has: about 900 x 600 inside the main window
// at its default size, about 620 x 460 (540 x 520 with both docks open) on a 1024 x 768 laptop, and
// about 1500 x 800 in full-screen presentation mode (fonts x 1.6). Nothing may run off the canvas: the outermost two pixel rows and
// columns must hold only the background colour, in the light and the dark theme, on the first, a
// middle and the last frame, and half-way through an animated transition.
//
// With SGD_FIT_DUMP=DIR set, every picture checked is also written to DIR as a PNG, to look at.

#include "painter_test_support.h"
#include "render.h"
#include "scene_painter.h"
#include "scenes.h"
#include "style.h"

#include <QDir>
#include <QImage>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::inkOnBorder;

namespace {

struct Case {
    const char *name;
    const char *scene;
    QList<QPair<QString, QString>> set;
    QVariantMap options;
};

QList<Case> cases()
{
    return {
        {"single-weight", "single-weight", {}, {}},
        {"single-weight-overshoot", "single-weight", {{"eta", "0.2"}}, {}},
        {"single-weight-divergence", "single-weight", {{"eta", "0.5"}}, {{"slip", true}}},
        {"single-weight-follow", "single-weight", {}, {{"follow", true}, {"slip", true}}},
        {"mini-batch", "mini-batch", {{"leftover", "drop"}}, {}},
        {"mini-batch-samples", "mini-batch", {{"batch", "1"}}, {{"samples", true}}},
        {"sync", "sync", {{"compute", "1,1,1,3"}}, {}},
        {"sync-ring", "sync", {{"topology", "ring"}}, {}},
        {"sync-16", "sync", {{"workers", "16"}}, {}},
        {"sync-ring-16", "sync", {{"workers", "16"}, {"topology", "ring"}}, {}},
        {"async", "async", {{"lr_rule", "staleness"}}, {}},
        {"async-compare", "async", {}, {{"compare", true}}},
        {"async-16", "async", {{"workers", "16"}}, {}},
        {"decentralized", "decentralized", {}, {}},
        {"decentralized-dead-hub", "decentralized", {{"topology", "star"}, {"nodes", "5"}, {"failed", "1"}}, {}},
        {"decentralized-ring-16", "decentralized", {{"topology", "ring"}, {"nodes", "16"}}, {}},
        {"decentralized-threshold-16", "decentralized", {{"topology", "threshold"}, {"nodes", "16"}}, {}},
        {"overlap", "overlap", {}, {}},
        {"quantized", "quantized", {}, {}},
        {"quantized-bytes", "quantized", {{"bits", "1"}, {"error_feedback", "on"}}, {{"bytes", true}}},
    };
}

Trace traceOf(const Case &c)
{
    const SceneDef *scene = findScene(c.scene);
    ParamSet p = scene->defaults();
    for (const auto &[k, v] : c.set)
        p.set(k.toStdString(), v.toStdString());
    return runScene(*scene, p);
}

Style presentation(Style s)
{
    s.fontScale = 1.6;
    s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
    s.lineWidth *= 1.5;
    return s;
}

} // namespace

class TestPainterFit : public QObject {
    Q_OBJECT
private slots:
    void nothingRunsOffTheCanvas_data()
    {
        QTest::addColumn<int>("which");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(all[i].name) << i;
    }

    void nothingRunsOffTheCanvas()
    {
        QFETCH(int, which);
        const Case c = cases().at(which);
        const Trace trace = traceOf(c);
        QVERIFY(!trace.frames.empty());
        const QString dump = qEnvironmentVariable("SGD_FIT_DUMP");
        if (!dump.isEmpty())
            QDir().mkpath(dump);
        struct Look {
            const char *name;
            QSize size;
            Style style;
        };
        const QList<Look> looks = {
            {"900x600-light", {900, 600}, Style::light()},
            {"900x600-dark", {900, 600}, Style::dark()},
            {"620x460-light", {620, 460}, Style::light()},
            {"620x460-dark", {620, 460}, Style::dark()},
            {"540x520-light", {540, 520}, Style::light()}, // the 1024 x 768 window with both docks open
            {"1500x800-present-dark", {1500, 800}, presentation(Style::dark())},
            {"1500x800-present-light", {1500, 800}, presentation(Style::light())},
        };
        QStringList failures;
        const int last = int(trace.frames.size()) - 1;
        const QList<QPair<int, double>> moments = {{0, 0.0}, {0, 0.5}, {last / 2, 0.0}, {last / 2, 0.5}, {last, 0.0}};
        for (const Look &look : looks) {
            for (const auto &[index, t] : moments) {
                const QImage img = renderFrame(trace, index, look.style, look.size, 1.0, c.options, {}, t);
                QVERIFY(!img.isNull());
                const QString tag = QStringLiteral("%1-%2-f%3-t%4").arg(QLatin1String(c.name), QLatin1String(look.name)).arg(index).arg(t);
                if (!dump.isEmpty())
                    img.save(QDir(dump).filePath(tag + QStringLiteral(".png")));
                const QPoint at = inkOnBorder(img, look.style.background);
                if (at.x() >= 0)
                    failures << QStringLiteral("%1: ink on the canvas edge at (%2, %3)").arg(tag).arg(at.x()).arg(at.y());
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestPainterFit)
#include "tst_painter_fit.moc"
