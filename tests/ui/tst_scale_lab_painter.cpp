// The scale-lab painter: renders offscreen in light and dark at two sizes, writes every design's
// numbers of the frame as SVG text (default, updates and bytes axes), and the surface view names
// (2, 1) and 7/3, labels the path's steps and keeps inside the canvas from 540 x 520 to 1920 x 1080.
// The narration follows the view shown (the "view" key of its options) and names the loss.
// Set SGD_SCALE_LAB_PNG_DIR to keep the PNGs for a look.

#include "../render/painter_test_support.h"
#include "core/scenes.h"
#include "core/scenes/scale-lab/scale_lab_trace.h"
#include "gpu/backend_factory.h"
#include "ui/render/draw.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scenes/scale-lab/scale_lab_layout.h"
#include "ui/render/style.h"
#include "ui/scene_canvas.h"

#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;

namespace {

QString svgText(const QByteArray &svg)
{
    return testing::plainMinus(testing::svgTextJoined(svg));
}

/// The run's designs, in the order they were asked for (its curves).
QStringList designsOf(const Trace &t)
{
    QStringList out;
    for (const ScaleLabCurve &c : typedTrace<ScaleLabTrace>(t).meta.curves)
        out << QString::fromStdString(c.design);
    return out;
}

/// 16 workers, 20,000 rows, 15 checkpoints on the CPU, with `features` and X kept as `storage`.
Trace smallRun(const char *features, const char *storage)
{
    gpu::installBackends();
    const SceneDef *scene = findScene("scale-lab");
    ParamSet p = scene->defaults();
    p.set("workers", "16");
    p.set("rows", "20000");
    p.set("features", features);
    p.set("rounds", "15");
    p.set("backend", "cpu");
    p.set("storage", storage);
    return runScene(*scene, p);
}

const Trace &labTrace()
{
    static const Trace t = smallRun("8", "f32");
    return t;
}

/// The narration as plain text (tags dropped, '-' for the minus sign).
QString plain(QString html)
{
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    html.replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    html.remove(tag);
    return testing::plainMinus(html);
}

QString shown(double v)
{
    return testing::plainMinus(draw::num(v));
}

/// The same trace as the scale lab will write it for a logistic-regression run.
Trace withLoss(const Trace &t, const char *loss)
{
    Trace out = t;
    out.meta.set("loss", std::string(loss));
    return out;
}

/// Pixels within `tol` of `color` in `r`.
int countIn(const QImage &img, const QRectF &r, QColor color, int tol = 40)
{
    int n = 0;
    for (int y = std::max(0, int(r.top())); y < std::min(img.height(), int(r.bottom())); ++y)
        for (int x = std::max(0, int(r.left())); x < std::min(img.width(), int(r.right())); ++x)
            if (testing::near(img.pixelColor(x, y), color, tol))
                ++n;
    return n;
}

QColor designColor(const Style &s, const QString &d)
{
    const QStringList order{"sync", "async", "decentralized", "quantized"};
    return s.series[std::max(0, int(order.indexOf(d)))];
}

Style presentation(Style s)
{
    s.fontScale = 1.6;
    s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
    s.lineWidth *= 1.5;
    return s;
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

    void endLabelsStackInsideThePlot_data()
    {
        QTest::addColumn<QString>("axis");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("present");
        for (const char *axis : {"time", "updates", "bytes", "logx"})
            for (QSize sz : {QSize(1000, 700), QSize(1920, 1080), QSize(700, 450)})
                for (bool present : {false, true})
                    QTest::addRow("%s %dx%d%s", axis, sz.width(), sz.height(), present ? " presentation" : "")
                        << QString::fromLatin1(axis) << sz << present;
    }
    void endLabelsStackInsideThePlot()
    {
        QFETCH(QString, axis);
        QFETCH(QSize, size);
        QFETCH(bool, present);
        const Trace &t = labTrace();
        const Style s = present ? presentation(Style::light()) : Style::light();
        const QVariantMap options{{axis, true}};
        const ScaleLabChart c = scaleLabChart(t, QRectF(QPointF(0, 0), QSizeF(size)), s, options);
        const QStringList designs = designsOf(t);
        QCOMPARE(int(c.ends.size()), int(designs.size()));
        for (std::size_t i = 0; i < c.ends.size(); ++i) {
            const ScaleLabEnd &e = c.ends[i];
            QVERIFY2(c.axes.plot.contains(e.label), qPrintable(e.design));
            QVERIFY2(!e.label.intersects(c.stepLabel), qPrintable(e.design));
            for (std::size_t j = i + 1; j < c.ends.size(); ++j)
                QVERIFY2(!e.label.intersects(c.ends[j].label), qPrintable(e.design + QStringLiteral(" / ") + c.ends[j].design));
            // Near its own end (stacking moves a name by a few rows at most).
            const QPointF mid = e.label.center();
            QVERIFY2(std::abs(mid.y() - e.at.y()) < 6 * e.label.height() &&
                         std::abs(mid.x() - e.at.x()) < e.label.width() + 4 * e.label.height(),
                     qPrintable(e.design));
        }
        // The names are written on the chart.
        const QString text = svgText(renderFrameSvg(t, int(t.frames.size()) - 1, s, size, options));
        for (const char *name : {"synchronous", "asynchronous", "decentralized", "quantized"})
            QVERIFY2(text.count(QString::fromLatin1(name)) >= 3, name); // legend, end label, readout
    }

    void markersStayInsideThePlot_data()
    {
        QTest::addColumn<QString>("axis");
        for (const char *axis : {"time", "updates", "bytes", "logx"})
            QTest::addRow("%s", axis) << QString::fromLatin1(axis);
    }
    void markersStayInsideThePlot()
    {
        QFETCH(QString, axis);
        const Trace &t = labTrace();
        const Style s = Style::light();
        const QSize size(1280, 720);
        const QVariantMap options{{axis, true}};
        const ScaleLabChart c = scaleLabChart(t, QRectF(QPointF(0, 0), QSizeF(size)), s, options);
        const QStringList designs = designsOf(t);
        const char *key = axis == QLatin1String("bytes") ? "bytes" : axis == QLatin1String("updates") ? "updates" : "time";
        // The largest marker (the first design's), at the first and the last checkpoint.
        const double big = c.markerRadius * (1.0 + 0.4 * (designs.size() - 1));
        for (int frame : {0, int(t.frames.size()) - 1})
            for (const QString &d : designs) {
                const Frame &f = t.frames[std::size_t(frame)];
                const QPointF at = c.axes.map(c.x(f.num(d.toStdString() + "_" + key)), f.num(d.toStdString() + "_loss"));
                QVERIFY2(c.axes.plot.adjusted(big, big, -big, -big).contains(at),
                         qPrintable(QStringLiteral("%1 at frame %2").arg(d).arg(frame)));
            }
        // And in the picture: no marker colour just right of or under the plot's frame.
        const QImage img = renderFrame(t, int(t.frames.size()) - 1, s, size, 1.0, options);
        const QRectF right(c.axes.plot.right() + 2, c.axes.plot.top(), 10, c.axes.plot.height());
        const QRectF below(c.axes.plot.left(), c.axes.plot.bottom() + 2, c.axes.plot.width(), 3);
        for (const QString &d : designs) {
            QCOMPARE(countIn(img, right, designColor(s, d), 30), 0);
            QCOMPARE(countIn(img, below, designColor(s, d), 30), 0);
        }
    }

    void coincidingCurvesStayVisible()
    {
        // Against updates, sync and quantized lie on one line (same updates, nearly the same loss):
        // both colours show around their shared end, and every design has its own dash pattern.
        const Trace &t = labTrace();
        const Style s = Style::light();
        const QSize size(1280, 720);
        const QVariantMap options{{QStringLiteral("updates"), true}};
        const ScaleLabChart c = scaleLabChart(t, QRectF(QPointF(0, 0), QSizeF(size)), s, options);
        QPointF syncEnd, quantEnd;
        for (const ScaleLabEnd &e : c.ends) {
            if (e.design == QLatin1String("sync"))
                syncEnd = e.at;
            if (e.design == QLatin1String("quantized"))
                quantEnd = e.at;
        }
        QVERIFY(QLineF(syncEnd, quantEnd).length() < 4);
        const QImage img = renderFrame(t, 0, s, size, 1.0, options); // markers at the start, the ends bare
        const QRectF around(syncEnd.x() - 60, syncEnd.y() - 30, 60, 60);
        QVERIFY2(countIn(img, around, designColor(s, "sync"), 40) > 15, "sync hidden");
        QVERIFY2(countIn(img, around, designColor(s, "quantized"), 40) > 15, "quantized hidden");
        QSet<int> dashes;
        for (const char *d : {"sync", "async", "decentralized", "quantized"})
            dashes.insert(int(scaleLabDash(QString::fromLatin1(d))));
        QCOMPARE(dashes.size(), 4);
    }

    void busyCanvasShowsProgress()
    {
        // A long computation: after a moment the canvas shows a progress bar (in the accent colour)
        // instead of staying blank; the bar grows with the engine's progress.
        SceneCanvas canvas;
        canvas.resize(900, 600);
        const Style s = Style::light();
        canvas.setStyle(s);
        canvas.setBusy(true);
        QVERIFY(!canvas.showsBusy()); // not for a quick recompute
        QTRY_VERIFY_WITH_TIMEOUT(canvas.showsBusy(), 2000);
        canvas.setProgress(0.25);
        const int quarter = countIn(canvas.grab().toImage(), QRectF(0, 0, 900, 600), s.accent, 30);
        canvas.setProgress(0.75);
        const int most = countIn(canvas.grab().toImage(), QRectF(0, 0, 900, 600), s.accent, 30);
        QVERIFY2(quarter > 100, qPrintable(QString::number(quarter)));
        QVERIFY2(most > 2.3 * quarter && most < 3.7 * quarter, qPrintable(QStringLiteral("%1 %2").arg(quarter).arg(most)));
        canvas.setBusy(false);
        QVERIFY(!canvas.showsBusy());
        QCOMPARE(countIn(canvas.grab().toImage(), QRectF(0, 0, 900, 600), s.accent, 30), 0);
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
            const QString loss = draw::num(f.num(std::string(d) + "_loss")).replace(QChar(0x2212), QLatin1Char('-'));
            QVERIFY2(text.contains(QStringLiteral("loss ") + loss),
                     qPrintable(QStringLiteral("%1: %2 not in\n%3").arg(d, loss, text)));
            QVERIFY(text.contains(draw::count(f.num(std::string(d) + "_updates")) + QStringLiteral(" updates")));
        }
        QVERIFY(text.contains(QString::fromStdString(t.summary.str("backend"))));
        QVERIFY(text.contains(QStringLiteral("rows/s")));
        QVERIFY(text.contains(QStringLiteral("checkpoint %1 of %1").arg(last))); // on the chart
        QVERIFY(text.contains(QStringLiteral("Checkpoint %1 of %1").arg(last))); // over the readout
        if (option == QLatin1String("bytes"))
            QVERIFY(text.contains(QStringLiteral("bytes moved")));
        else if (option == QLatin1String("updates"))
            QVERIFY(text.contains(QStringLiteral("model updates")));
        else
            QVERIFY(text.contains(QStringLiteral("wall-clock")));
    }

    // X in 16 bits (issue #34): the title and the readout say so and give each design's float32
    // loss and the throughput of both runs; the gap toggle plots the relative difference (every
    // point and marker inside the plot, the axis in ppm for gaps this small); with float32 X the
    // toggle leaves the loss chart alone. The narration names the storage, both speeds and each gap.
    void sixteenBitStorageShowsTheGap_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("projector");
        QTest::addRow("1280x720") << QSize(1280, 720) << false;
        QTest::addRow("1024x768 presentation") << QSize(1024, 768) << true;
        QTest::addRow("1920x1080 presentation") << QSize(1920, 1080) << true;
    }
    void sixteenBitStorageShowsTheGap()
    {
        QFETCH(QSize, size);
        QFETCH(bool, projector);
        static const Trace t = smallRun("16", "bf16");
        const auto &tt = typedTrace<ScaleLabTrace>(t);
        const Style s = projector ? presentation(Style::light()) : Style::light();
        const int last = int(t.frames.size()) - 1;
        const QString loss = svgText(renderFrameSvg(t, last, s, size, {}));
        QVERIFY2(loss.contains(QStringLiteral("X in bfloat16")), qPrintable(loss));
        for (const ScaleLabCurve &c : tt.meta.curves)
            QVERIFY2(loss.contains(QStringLiteral("on float32 X: %1").arg(shown(c.fp32_loss->back()))), qPrintable(loss));
        QVERIFY(loss.contains(QStringLiteral("%1 rows/s on float32 X").arg(shown(*tt.summary.fp32_throughput_rows_per_s))));

        const QVariantMap gap{{QStringLiteral("fp32gap"), true}};
        const ScaleLabChart c = scaleLabChart(t, QRectF(QPointF(0, 0), QSizeF(size)), s, gap);
        QVERIFY(c.gap);
        double largest = 0;
        for (const ScaleLabCurve &curve : tt.meta.curves)
            for (double g : *curve.fp32_gap)
                largest = std::max(largest, std::abs(g));
        QVERIFY(largest > 0);
        const QString unit = largest >= 1e-4 ? QStringLiteral("%") : QStringLiteral("ppm"); // from 0.01 % up: per cent
        QCOMPARE(c.yUnitName, unit);
        const double big = c.markerRadius * (1.0 + 0.4 * (tt.meta.curves.size() - 1));
        for (const ScaleLabCurve &curve : tt.meta.curves) {
            for (std::size_t i = 0; i < curve.fp32_gap->size(); ++i) {
                const QPointF at = c.axes.map(c.x(curve.time[i]), c.y((*curve.fp32_gap)[i]));
                QVERIFY2(c.axes.plot.adjusted(big, big, -big, -big).contains(at),
                         qPrintable(QStringLiteral("%1 at %2").arg(QString::fromStdString(curve.design)).arg(i)));
            }
        }
        for (const ScaleLabEnd &e : c.ends)
            QVERIFY2(c.axes.plot.contains(e.label), qPrintable(e.design));
        const QString text = svgText(renderFrameSvg(t, last, s, size, gap));
        QVERIFY2(text.contains(QStringLiteral("Loss on bfloat16 X minus loss on float32 X")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("difference from the float32 run (%1)").arg(unit)));

        const QVariantMap f32gap = gap;
        QVERIFY(!scaleLabChart(labTrace(), QRectF(QPointF(0, 0), QSizeF(size)), s, f32gap).gap);
        QVERIFY(!svgText(renderFrameSvg(labTrace(), last, s, size, f32gap)).contains(QStringLiteral("float32")));

        const QString n = plain(painterFor(QStringLiteral("scale-lab"))->narration(t, 5, {}));
        QVERIFY2(n.contains(QStringLiteral("X is kept in bfloat16")), qPrintable(n));
        QVERIFY(n.contains(shown(tt.summary.throughput_rows_per_s) + QStringLiteral(" rows/s against ") +
                           shown(*tt.summary.fp32_throughput_rows_per_s)));
        for (const ScaleLabCurve &curve : tt.meta.curves) {
            const double g = (*curve.fp32_gap)[5], v = std::abs(g) >= 1e-4 ? 100 * g : 1e6 * g;
            const QString said = (v > 0 ? QStringLiteral("+") : QString()) + shown(v) +
                                 (std::abs(g) >= 1e-4 ? QStringLiteral(" %") : QStringLiteral(" ppm"));
            QVERIFY2(n.contains(said), qPrintable(said + QStringLiteral(" not in ") + n));
        }
        QVERIFY(
            !plain(painterFor(QStringLiteral("scale-lab"))->narration(labTrace(), 5, {})).contains(QStringLiteral("float32")));
    }

    void surfaceShowsBothOptima()
    {
        const Trace &t = labTrace();
        const QString text =
            svgText(renderFrameSvg(t, int(t.frames.size()) - 1, Style::light(), QSize(1280, 720), {}, QStringLiteral("surface")));
        QVERIFY2(text.contains(QStringLiteral("(2, 1)")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("7/3")));
        QVERIFY(text.contains(QStringLiteral("2.333")));
    }

    void narrationHasNumbers()
    {
        const Trace &t = labTrace();
        const QString n = painterFor(QStringLiteral("scale-lab"))->narration(t, 3, {});
        QVERIFY2(n.startsWith(QStringLiteral("<b>Checkpoint 3 of 15.</b>")), qPrintable(n));
        QVERIFY(n.contains(QStringLiteral("rows/s")));
    }

    // One synchronous round is "1 update", never "1 updates", in the narration and the readout.
    void oneUpdateIsSingular()
    {
        const Trace &t = labTrace();
        const Frame &f = t.frames[1];
        QCOMPARE(f.num("sync_updates"), 1.0);
        const QString n = plain(painterFor(QStringLiteral("scale-lab"))->narration(t, 1, {}));
        QVERIFY2(n.contains(QStringLiteral("(1 update, ")) && !n.contains(QStringLiteral("1 updates")), qPrintable(n));
        const QString text = svgText(renderFrameSvg(t, 1, Style::light(), QSize(1280, 720)));
        QVERIFY(text.contains(QStringLiteral("1 update ")) && !text.contains(QStringLiteral(" 1 updates")));
    }

    // From the first checkpoint on, the narration says why the designs differ, with the trace's
    // own staleness, disagreement and quantization error; at checkpoint 0 there is nothing to explain.
    void narrationExplainsTheDifferences()
    {
        const Trace &t = labTrace();
        const ScenePainter *painter = painterFor(QStringLiteral("scale-lab"));
        QVERIFY(!plain(painter->narration(t, 0, {})).contains(QStringLiteral("Why they differ")));
        const QString n = plain(painter->narration(t, 5, {}));
        QVERIFY2(n.contains(QStringLiteral("Why they differ")), qPrintable(n));
        const Frame &f = t.frames[5];
        QVERIFY2(n.contains(QStringLiteral("staleness")) && n.contains(draw::num(f.num("async_mean_staleness"))), qPrintable(n));
        QVERIFY(n.contains(draw::num(f.num("decentralized_disagreement"))));
        QVERIFY(n.contains(draw::num(f.num("quantized_relative_error"))));
        QVERIFY(n.contains(QStringLiteral("slowest worker")));
    }

    void narrationFollowsTheView()
    {
        const Trace &t = labTrace();
        const ScenePainter *painter = painterFor(QStringLiteral("scale-lab"));
        const int mid = int(t.frames.size()) / 2;
        const QString scene = plain(painter->narration(t, mid, {}));
        QCOMPARE(plain(painter->narration(t, mid, withView({}, QStringLiteral("scene")))), scene);
        const QString surface = plain(painter->narration(t, mid, withView({}, QStringLiteral("surface"))));
        QVERIFY(surface != scene);
        QVERIFY2(surface.contains(QStringLiteral("(2, 1)")), qPrintable(surface));
        QVERIFY(surface.contains(QStringLiteral("7/3")));
        QVERIFY(surface.contains(QStringLiteral("2.333")));
        QVERIFY(surface.contains(QStringLiteral("b = 0")));
        QVERIFY2(surface.startsWith(QStringLiteral("Checkpoint %1 of 15: the loss surface at path step ").arg(mid)),
                 qPrintable(surface));
        QVERIFY(scene.startsWith(QStringLiteral("Checkpoint %1 of 15. ").arg(mid)));
        QVERIFY(!scene.contains(QStringLiteral("7/3")));
        // The step it names, with that step's numbers from the trace's paths.
        static const QRegularExpression stepRe(QStringLiteral("step (\\d+) of (\\d+)"));
        const auto m = stepRe.match(surface);
        QVERIFY2(m.hasMatch(), qPrintable(surface));
        const int step = m.captured(1).toInt();
        const auto &bw = t.meta.vec("path_bias_w"), &bb = t.meta.vec("path_bias_b"), &bl = t.meta.vec("path_bias_loss");
        const auto &nw = t.meta.vec("path_nobias_w"), &nl = t.meta.vec("path_nobias_loss");
        QCOMPARE(m.captured(2).toInt(), int(bw.size()) - 1);
        QVERIFY(step > 0 && step < int(bw.size()) - 1);
        for (double v : {bw[std::size_t(step)], bb[std::size_t(step)], bl[std::size_t(step)], nw[std::size_t(step)],
                         nl[std::size_t(step)], t.meta.num("surface_eta"), nl.back()})
            QVERIFY2(surface.contains(shown(v)), qPrintable(shown(v) + QStringLiteral(" not in\n") + surface));
        // The first frames show the first steps one at a time; the last frame the whole path.
        QVERIFY(
            plain(painter->narration(t, 0, withView({}, QStringLiteral("surface")))).contains(QStringLiteral("step 0 of 400")));
        QVERIFY(
            plain(painter->narration(t, 1, withView({}, QStringLiteral("surface")))).contains(QStringLiteral("step 1 of 400")));
        QVERIFY(plain(painter->narration(t, int(t.frames.size()) - 1, withView({}, QStringLiteral("surface"))))
                    .contains(QStringLiteral("step 400 of 400")));
    }

    void surfaceLabelsThePathsSteps()
    {
        const Trace &t = labTrace();
        const int last = int(t.frames.size()) - 1;
        const auto end =
            testing::svgText(renderFrameSvg(t, last, Style::light(), QSize(1280, 720), {}, QStringLiteral("surface")));
        // At the end the path sits on the lowest point: one label in the zoom says both.
        for (const char *label : {"start (0, 0)", "step 1", "step 10", "step 50", "step 100", "now: step 400 ≈ (2, 1)"})
            QVERIFY2(
                testing::hasLine(end, QString::fromUtf8(label)),
                qPrintable(QStringLiteral("%1 not in\n%2").arg(QString::fromUtf8(label), end.lines.join(QLatin1Char('\n')))));
        for (const char *label : {"Checkpoint 15 of 15, path step 400 of 400"})
            QVERIFY2(
                end.contains(QString::fromUtf8(label)),
                qPrintable(QStringLiteral("%1 not in\n%2").arg(QString::fromUtf8(label), end.lines.join(QLatin1Char('\n')))));
        // The readout above the pictures has the numbers of the step shown.
        const auto &bw = t.meta.vec("path_bias_w"), &bb = t.meta.vec("path_bias_b");
        QVERIFY(end.contains(QStringLiteral("(w, b) = (%1, %2)").arg(shown(bw.back()), shown(bb.back()))));
        // Frame 0: only the start; frame 1: the first jump.
        const auto first =
            testing::svgText(renderFrameSvg(t, 0, Style::light(), QSize(1280, 720), {}, QStringLiteral("surface")));
        QVERIFY(first.contains(QStringLiteral("start (0, 0)")));
        QVERIFY(!testing::hasLine(first, QStringLiteral("step 1")));
        QVERIFY(!first.contains(QStringLiteral("now: step")));
        const auto second =
            testing::svgText(renderFrameSvg(t, 1, Style::dark(), QSize(1280, 720), {}, QStringLiteral("surface")));
        QVERIFY(second.contains(QStringLiteral("now: step 1")));
        QVERIFY(second.contains(QStringLiteral("(w, b) = (%1, %2)").arg(shown(bw[1]), shown(bb[1]))));
    }

    void midTransitionPlaysTheNextCheckpoint_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("view");
        for (int i : {0, 4, 14}) {
            QTest::addRow("scene %d -> %d", i, i + 1) << i << QString();
            QTest::addRow("surface %d -> %d", i, i + 1) << i << QStringLiteral("surface");
        }
    }
    void midTransitionPlaysTheNextCheckpoint()
    {
        // While the markers slide, the picture's counts and the narration name the checkpoint being played.
        QFETCH(int, index);
        QFETCH(QString, view);
        const Trace &t = labTrace();
        const testing::SvgText text =
            testing::svgText(renderFrameSvg(t, index, Style::light(), QSize(1280, 720), {}, view, {}, 0.5));
        const QString step = QStringLiteral("%1 of 15").arg(index + 1);
        QVERIFY2(text.contains(QStringLiteral("Checkpoint ") + step), qPrintable(text.flat));
        if (view.isEmpty()) {
            QVERIFY(text.contains(QStringLiteral("checkpoint ") + step));
            const Frame &next = t.frames[std::size_t(index + 1)];
            QVERIFY(text.contains(QStringLiteral("loss ") + shown(next.num("sync_loss"))));
        }
        const QString n = plain(painterFor(QStringLiteral("scale-lab"))->narration(t, index + 1, withView({}, view)));
        QCOMPARE(testing::firstCount(n), step);
        QVERIFY(n.startsWith(QStringLiteral("Checkpoint ") + step));
    }

    void lossKindIsNamed_data()
    {
        QTest::addColumn<QString>("loss");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("absent");
        QTest::addRow("missing key") << QString() << QStringLiteral("squared loss") << QStringLiteral("logistic");
        QTest::addRow("least-squares") << QStringLiteral("least-squares") << QStringLiteral("squared loss")
                                       << QStringLiteral("logistic");
        QTest::addRow("logistic") << QStringLiteral("logistic") << QStringLiteral("logistic loss (log loss)")
                                  << QStringLiteral("squared loss");
    }
    void lossKindIsNamed()
    {
        QFETCH(QString, loss);
        QFETCH(QString, expected);
        QFETCH(QString, absent);
        const Trace t = loss.isEmpty() ? labTrace() : withLoss(labTrace(), loss.toUtf8().constData());
        const auto svg = testing::svgText(renderFrameSvg(t, 2, Style::light(), QSize(1280, 720)));
        QVERIFY2(testing::hasLine(svg, expected), qPrintable(svg.lines.join(QLatin1Char('\n'))));
        QVERIFY(!svg.contains(absent));
        const QString n = plain(painterFor(QStringLiteral("scale-lab"))->narration(t, 2, {}));
        QVERIFY2(n.contains(expected), qPrintable(n));
        QVERIFY(!n.contains(absent));
    }

    // A logarithmic x axis: decade ticks (each label ten times the one before), the title says so,
    // and nothing runs off the canvas, for each x quantity.
    void logAxis_data()
    {
        QTest::addColumn<QString>("axis");
        QTest::newRow("time") << QString();
        QTest::newRow("updates") << QStringLiteral("updates");
        QTest::newRow("bytes") << QStringLiteral("bytes");
    }
    void logAxis()
    {
        QFETCH(QString, axis);
        const Trace &t = labTrace();
        QVariantMap opts{{QStringLiteral("logx"), true}};
        if (!axis.isEmpty())
            opts[axis] = true;
        const auto svg = testing::svgText(renderFrameSvg(t, 5, Style::light(), QSize(1280, 720), opts));
        QVERIFY2(svg.contains(QStringLiteral("log scale)")), qPrintable(svg.lines.join(QLatin1Char('\n'))));
        int decades = 0;
        for (const QString &line : svg.lines) {
            bool ok = false;
            const double v = line.trimmed().toDouble(&ok);
            if (ok && v > 0 && std::abs(std::log10(v) - std::round(std::log10(v))) < 1e-9 &&
                svg.lines.contains(draw::num(v * 10)))
                ++decades;
        }
        QVERIFY2(decades >= 1, "no pair of decade ticks (v, 10 v) on the x axis");
        for (const auto &[size, style] :
             {std::pair{QSize(540, 520), Style::dark()}, std::pair{QSize(1920, 1080), Style::print()}}) {
            const QImage img = renderFrame(t, int(t.frames.size()) - 1, style, size, 1.0, opts, QString(), 0.0);
            const QPoint at = testing::inkOnBorder(img, style.background);
            QVERIFY2(at.x() < 0, qPrintable(QStringLiteral("ink on the edge at (%1, %2)").arg(at.x()).arg(at.y())));
        }
    }

    // Nothing runs off the canvas: the outermost two pixel rows and columns hold only the background,
    // from the 540 x 520 canvas of a laptop with both docks open to a 1920 x 1080 projector.
    // The surface view's layout, without pixels: the bowl and the zoom side by side inside the
    // canvas, apart from the texts above and under them; the zoom sees the minimum and the path's
    // end, the bowl the start and both minima, at a laptop's and a projector's size.
    void surfaceLayoutIsSound_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("present");
        for (const QSize sz : {QSize(1000, 700), QSize(1920, 1080)})
            for (bool present : {false, true})
                QTest::addRow("%dx%d%s", sz.width(), sz.height(), present ? " presentation" : "") << sz << present;
    }
    void surfaceLayoutIsSound()
    {
        QFETCH(QSize, size);
        QFETCH(bool, present);
        const Trace &t = labTrace();
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const ScaleLabSurface L = scaleLabSurface(t, area, present ? presentation(Style::light()) : Style::light());
        QVERIFY(L.bowlShown && L.zoomShown);
        const QList<QPair<const char *, QRectF>> regions = {
            {"caption", L.caption}, {"legend", L.legend}, {"readout", L.readout},      {"bowl", L.bowl.plot},
            {"zoom", L.zoom.plot},  {"note", L.note},     {"bowl title", L.bowlTitle}, {"zoom title", L.zoomTitle}};
        for (const auto &[name, r] : regions) {
            QVERIFY2(!r.isEmpty() && area.contains(r), name);
            for (const auto &[other, q] : regions)
                if (other != name)
                    QVERIFY2(!r.intersects(q),
                             qPrintable(QStringLiteral("%1 / %2").arg(QLatin1String(name), QLatin1String(other))));
        }
        QVERIFY(L.bowl.plot.right() < L.zoom.plot.left());
        // The axes' titles and ticks stay on the canvas, under the readout and over the note.
        for (const chart::Layout *c : {&L.bowlAxes, &L.zoomAxes}) {
            QVERIFY(area.contains(c->xTitle) && area.contains(c->yTitle));
            QVERIFY(c->xTitle.bottom() <= L.note.top() && c->plot.top() > L.readout.bottom());
            QVERIFY(c->xTicks.size() >= 2 && c->yTicks.size() >= 2);
        }
        const auto &m = t.meta;
        const QPointF best(m.num("surface_best_w"), m.num("surface_best_b"));
        const QPointF end(m.vec("path_bias_w").back(), m.vec("path_bias_b").back());
        QVERIFY(L.zoom.plot.contains(L.zoom.map(best.x(), best.y())));
        QVERIFY(L.zoom.plot.contains(L.zoom.map(end.x(), end.y())));
        for (const QPointF &q : {best, end, QPointF(m.vec("path_bias_w").front(), m.vec("path_bias_b").front()),
                                 QPointF(m.num("surface_nobias_w"), 0.0)})
            QVERIFY(L.bowl.plot.contains(L.bowl.map(q.x(), q.y())));
    }

    void surfaceFitsTheCanvas_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("loss");
        QTest::newRow("surface") << QStringLiteral("surface") << QString();
        QTest::newRow("scene-logistic") << QString() << QStringLiteral("logistic");
    }
    void surfaceFitsTheCanvas()
    {
        QFETCH(QString, view);
        QFETCH(QString, loss);
        const Trace t = loss.isEmpty() ? labTrace() : withLoss(labTrace(), loss.toUtf8().constData());
        struct Look {
            const char *name;
            QSize size;
            Style style;
        };
        const QList<Look> looks = {
            {"540x520-light", {540, 520}, Style::light()},
            {"540x520-dark", {540, 520}, Style::dark()},
            {"540x520-print", {540, 520}, Style::print()},
            {"620x460-dark", {620, 460}, Style::dark()},
            {"900x600-light", {900, 600}, Style::light()},
            {"1280x720-print", {1280, 720}, Style::print()},
            {"1920x1080-dark", {1920, 1080}, Style::dark()},
            {"1500x800-present-light", {1500, 800}, presentation(Style::light())},
            {"1920x1080-present-dark", {1920, 1080}, presentation(Style::dark())},
        };
        const int last = int(t.frames.size()) - 1;
        const QList<QPair<int, double>> moments = {{0, 0.0}, {0, 0.5}, {1, 0.0}, {last / 2, 0.5}, {last, 0.0}};
        const QString dump = qEnvironmentVariable("SGD_SCALE_LAB_PNG_DIR");
        QStringList failures;
        for (const Look &look : looks)
            for (const auto &[index, tt] : moments) {
                const QImage img = renderFrame(t, index, look.style, look.size, 1.0, {}, view, tt);
                QVERIFY(!img.isNull());
                const QString tag = QStringLiteral("%1-%2-f%3-t%4")
                                        .arg(view.isEmpty() ? QStringLiteral("scene") : view, QLatin1String(look.name))
                                        .arg(index)
                                        .arg(tt);
                if (!dump.isEmpty())
                    img.save(QDir(dump).filePath(QStringLiteral("fit_%1.png").arg(tag)));
                const QPoint at = testing::inkOnBorder(img, look.style.background);
                if (at.x() >= 0)
                    failures << QStringLiteral("%1: ink on the canvas edge at (%2, %3)").arg(tag).arg(at.x()).arg(at.y());
            }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestScaleLabPainter)
#include "tst_scale_lab_painter.moc"
