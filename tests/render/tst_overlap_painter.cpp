// The overlap painter: renders offscreen in every theme and size, writes both step times and the
// hidden share as SVG text, emphasizes the current frame's bucket, and selects a bucket when its
// all-reduce bar is clicked.

#include "core/scenes.h"
#include "ui/render/number_format.h"
#include "ui/render/painters.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scenes/overlap/overlap_layout.h"
#include "ui/render/style.h"
#include "ui/render/topology_view.h"

#include "painter_test_support.h"
#include <QDir>
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

Trace overlapTrace(const QList<QPair<QString, QString>> &set = {})
{
    return testing::sceneTrace("overlap", set);
}

/// The painter's display form of a number: the one number format (exact up to 6 significant
/// digits, else 4; tst_number_format checks the policy).
QString n4(double v)
{
    return testing::plainMinus(ui::formatNumber(v));
}

int countIn(const QImage &img, const QRectF &r, QColor color, int tol = 30)
{
    int n = 0;
    for (int y = std::max(0, int(r.top())); y < std::min(img.height(), int(r.bottom())); ++y)
        for (int x = std::max(0, int(r.left())); x < std::min(img.width(), int(r.right())); ++x)
            if (near(img.pixelColor(x, y), color, tol))
                ++n;
    return n;
}

QColor bucketColor(const Style &s, int bucket)
{
    return s.series[(bucket - 1) % 8];
}

} // namespace

class TestOverlapPainter : public QObject {
    Q_OBJECT

private slots:
    // The layout, without pixels: every region inside the canvas and apart from the others, every
    // bar inside its lane, and a click at a bar's centre selects that bar's bucket, at a laptop's
    // and a projector's size, in screen and presentation type, for the lecture and a 200-layer model.
    void layoutIsSound_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("present");
        QTest::addColumn<bool>("large");
        for (const QSize sz : {QSize(1000, 700), QSize(1920, 1080)})
            for (bool present : {false, true})
                for (bool large : {false, true})
                    QTest::addRow("%dx%d%s%s", sz.width(), sz.height(), present ? " presentation" : "",
                                  large ? " 200 layers" : "")
                        << sz << present << large;
    }
    void layoutIsSound()
    {
        QFETCH(QSize, size);
        QFETCH(bool, present);
        QFETCH(bool, large);
        const Trace tr = large ? overlapTrace({{"layers", "200"}, {"workers", "1024"}}) : overlapTrace();
        Style s = Style::light();
        if (present) {
            s.fontScale = 1.6;
            s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
        }
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const overlap::Layout L = overlap::layoutFor(tr, area, topo::fitStyleToArea(s, area));
        const QList<QPair<const char *, QRectF>> regions = {{"title", L.title},
                                                            {"chips", L.chips},
                                                            {"naive head", L.naiveHead},
                                                            {"naive backward", L.naiveCompute},
                                                            {"naive all-reduce", L.naiveComm},
                                                            {"overlapped head", L.ovHead},
                                                            {"overlapped backward", L.ovCompute},
                                                            {"overlapped all-reduce", L.ovComm},
                                                            {"axis", L.axis},
                                                            {"info", L.info},
                                                            {"legend", L.legend}};
        for (const auto &[name, r] : regions) {
            QVERIFY2(!r.isEmpty() && area.contains(r), name);
            for (const auto &[other, q] : regions)
                if (other != name)
                    QVERIFY2(!r.intersects(q),
                             qPrintable(QStringLiteral("%1 / %2").arg(QLatin1String(name), QLatin1String(other))));
        }
        // Top to bottom in reading order, the time axis spanning the lanes.
        QVERIFY(L.naiveCompute.bottom() < L.naiveComm.top() && L.naiveComm.bottom() < L.ovHead.top() &&
                L.ovComm.bottom() <= L.axis.top());
        QCOMPARE(L.x(0), L.left);
        QVERIFY(std::abs(L.x(L.t1) - L.right) < 1e-9);
        const OverlapTrace &tt = typedTrace<OverlapTrace>(tr);
        for (bool overlapped : {false, true}) {
            for (const OverlapBucket &f : tt.frames) {
                if (f.bucket <= 0)
                    continue;
                const QRectF bar = overlap::commBar(L, f, overlapped);
                QVERIFY(L.comm(overlapped).adjusted(-1, 0, 1, 0).contains(bar));
                QCOMPARE(overlap::hitBucket(L, tr, bar.center()), f.bucket);
            }
            for (const OverlapLayer &layer : tt.meta.layers) {
                const QRectF bar = overlap::layerBar(L, L.compute(overlapped), layer);
                QVERIFY(L.compute(overlapped).adjusted(-1, 0, 1, 0).contains(bar));
                if (bar.width() >= 4) // bars of 2 px may share a pixel with a neighbour
                    QCOMPARE(overlap::hitBucket(L, tr, bar.center()), layer.bucket);
            }
        }
        QCOMPARE(overlap::hitBucket(L, tr, L.info.center()), 0);
    }

    void painterIsRegistered()
    {
        const ScenePainter *p = painterFor(QStringLiteral("overlap"));
        QVERIFY(p);
        QCOMPARE(p->tableColumns(),
                 (QStringList{"bucket", "first_layer", "last_layer", "compute_end", "comm_start", "comm_end"}));
    }

    void svgCarriesStepTimesAndHiddenShare()
    {
        const Trace tr = overlapTrace();
        // The scene's defaults: 12 layers of 5 ms and 6 MiB, 10 GB/s, 8 workers.
        QCOMPARE(n4(tr.summary.num("step_time_naive")), QStringLiteral("74.33"));
        QCOMPARE(n4(tr.summary.num("step_time_overlapped")), QStringLiteral("63.58"));
        const int last = int(tr.frames.size()) - 1;
        for (const char *theme : {"light", "dark"}) {
            // #29.2: the start asks how long the overlapped step takes; its length and the hidden
            // share come with the last bucket (they stood beside the question).
            for (int i = 0; i < last; ++i) {
                const QString early = svgText(renderFrameSvg(tr, i, styleNamed(theme), QSize(1280, 720)));
                QVERIFY2(!early.contains(QStringLiteral("63.58")) && !early.contains(QStringLiteral("75%")), qPrintable(early));
            }
            const QString text = svgText(renderFrameSvg(tr, last, styleNamed(theme), QSize(1280, 720)));
            QVERIFY2(text.contains(QStringLiteral("naive step 74.33 ms")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("overlapped step 63.58 ms")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("75% of the communication hidden")), qPrintable(text));
            QVERIFY(text.contains(n4(tr.summary.num("compute_total")) + QStringLiteral(" ms")));
            QVERIFY(text.contains(n4(tr.summary.num("comm_total")) + QStringLiteral(" ms")));
            QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        }
        // The current bucket's story comes from its frame (frame b is bucket b; frame 0 the start).
        for (int i = 1; i < int(tr.frames.size()); ++i) {
            const Frame &f = tr.frames[std::size_t(i)];
            const QString text = svgText(renderFrameSvg(tr, i, Style::light(), QSize(1280, 720)));
            QVERIFY2(text.contains(QStringLiteral("Bucket %1 of 4").arg(i)), qPrintable(text));
            QVERIFY(text.contains(QStringLiteral("bucket %1 of 4").arg(i)));
            for (const char *field : {"compute_end", "comm_start", "comm_end", "naive_comm_start", "naive_comm_end"})
                QVERIFY2(text.contains(n4(f.num(field)) + QStringLiteral(" ms")), field);
        }
    }

    void currentBucketIsEmphasized_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addRow("light") << "light";
        QTest::addRow("dark") << "dark";
    }
    void currentBucketIsEmphasized()
    {
        QFETCH(QString, theme);
        const Trace tr = overlapTrace();
        const Style s = styleNamed(theme);
        const QSize size(1280, 720);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const int n = int(tr.frames.size()) - 1;
        QCOMPARE(n, 4); // four buckets after the start
        for (int i = 0; i <= n; ++i) {
            const QImage img = renderFrame(tr, i, s, size);
            for (int b = 1; b <= n; ++b)
                for (bool ov : {true, false}) {
                    const QRectF bar = overlapCommBarRect(tr, area, s, b, ov).adjusted(2, 2, -2, -2);
                    QVERIFY(!bar.isEmpty());
                    const int full = countIn(img, bar, bucketColor(s, b), 24);
                    const int area2 = int(bar.width() * bar.height());
                    if (b == i) // frame 0, the start, lights none
                        QVERIFY2(full > area2 / 3,
                                 qPrintable(QStringLiteral("frame %1 bucket %2: %3 of %4").arg(i).arg(b).arg(full).arg(area2)));
                    else
                        QVERIFY2(full < area2 / 20,
                                 qPrintable(QStringLiteral("frame %1 bucket %2 lit: %3").arg(i).arg(b).arg(full)));
                }
        }
    }

    void clickingABarSelectsItsBucket()
    {
        const Trace tr = overlapTrace();
        const ScenePainter *p = painterFor(QStringLiteral("overlap"));
        const Style s = Style::light();
        const QSize size(1280, 720);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        // The painter keeps nothing: a click asks the view state to pick a bucket (SceneInteraction::pick),
        // and the pick comes back to paint() and narration() in their options (kPickKey).
        int picks = 0, picked = 0;
        SceneInteraction in;
        in.pick = [&](int item) {
            ++picks;
            picked = item;
        };
        const auto click = [&](QPointF at) {
            const PaintContext ctx{tr, 0, 0.0, s, withPick({}, picked), {}};
            return p->mousePress(at, area, ctx, in);
        };
        const auto shown = [&] { return svgText(renderFrameSvg(tr, 0, s, size, withPick({}, picked))); };

        // Bucket 3 is dim at frame 0 ...
        const QRectF bar3 = overlapCommBarRect(tr, area, s, 3, true);
        QImage img = renderFrame(tr, 0, s, size);
        const QRectF probe = bar3.adjusted(3, 3, -3, -3);
        QVERIFY(countIn(img, probe, bucketColor(s, 3), 24) < 10);

        // ... a click on its all-reduce bar selects it.
        QVERIFY(click(bar3.center()));
        QCOMPARE(picks, 1);
        QCOMPARE(picked, 3);
        img = renderFrame(tr, 0, s, size, 1.0, withPick({}, picked));
        QVERIFY(countIn(img, probe, bucketColor(s, 3), 24) > int(probe.width() * probe.height() / 3));
        // Its layers (4..7) are lit in the compute lane too, and the legend says which.
        QVERIFY(shown().contains(QStringLiteral("selected: bucket 3 (layers 4\u20137)")));
        QVERIFY(p->narration(tr, 0, withPick({}, picked)).contains(QStringLiteral("Selected: bucket 3")));
        // Without the pick in the options (another canvas, an export) nothing is selected.
        QVERIFY(!svgText(renderFrameSvg(tr, 0, s, size)).contains(QStringLiteral("selected:")));
        QVERIFY(!p->narration(tr, 0, {}).contains(QStringLiteral("Selected")));

        // The naive lane's bar of bucket 2 selects bucket 2.
        QVERIFY(click(overlapCommBarRect(tr, area, s, 2, false).center()));
        QCOMPARE(picked, 2);
        QVERIFY(shown().contains(QStringLiteral("selected: bucket 2")));
        // Clicking it again clears the selection.
        QVERIFY(click(overlapCommBarRect(tr, area, s, 2, false).center()));
        QCOMPARE(picked, 0);
        QVERIFY(!shown().contains(QStringLiteral("selected:")));
        QCOMPARE(picks, 3);
        // Nothing selected and a click in empty space: not handled.
        QVERIFY(!click(QPointF(5, 5)));
        QCOMPARE(picks, 3);
        // A click beside the bars clears a selection.
        QVERIFY(click(bar3.center()));
        QVERIFY(click(QPointF(5, 5)));
        QCOMPARE(picked, 0);
        // A pick past the trace's buckets (left from a longer run) selects nothing.
        QVERIFY(
            !svgText(renderFrameSvg(tr, 0, s, size, withPick({}, int(tr.frames.size())))).contains(QStringLiteral("selected:")));
    }

    void waitingForTheLinkIsExplained()
    {
        // A slow link: the all-reduce of one bucket is still running when the next is ready.
        const Trace tr = overlapTrace({{"bandwidth_gbps", "1"}});
        int waited = -1;
        for (int i = 0; i < int(tr.frames.size()); ++i)
            if (tr.frames[std::size_t(i)].num("waited_for_link") > 0) {
                waited = i;
                break;
            }
        QVERIFY(waited >= 0);
        const Frame &f = tr.frames[std::size_t(waited)];
        const QString text = svgText(renderFrameSvg(tr, waited, Style::light(), QSize(1280, 720)));
        QVERIFY2(text.contains(QStringLiteral("waits %1 ms for the link").arg(n4(f.num("waited_for_link")))), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("busy with bucket %1").arg(waited - 1)));
        const QString n = painterFor("overlap")->narration(tr, waited, {});
        QVERIFY(n.contains(QStringLiteral("waited %1 ms").arg(n4(f.num("waited_for_link")))));
    }

    void narrationHasTheNumbers()
    {
        const Trace tr = overlapTrace();
        const ScenePainter *p = painterFor("overlap");
        for (int i = 1; i < int(tr.frames.size()); ++i) {
            const Frame &f = tr.frames[std::size_t(i)];
            const QString n = p->narration(tr, i, {});
            QVERIFY(n.startsWith(QStringLiteral("<b>Bucket %1 of 4.</b>").arg(i)));
            for (const char *field : {"compute_end", "comm_start", "comm_end", "naive_comm_start", "naive_comm_end"})
                QVERIFY2(n.contains(n4(f.num(field)) + QStringLiteral(" ms")), field);
            QVERIFY(n.contains(QStringLiteral("74.33 ms")));
            const bool last = i + 1 == int(tr.frames.size());
            QCOMPARE(n.contains(QStringLiteral("63.58 ms")), last);
            QCOMPARE(n.contains(QStringLiteral("75%")), last);
        }
        QVERIFY(p->narration(tr, 2, {}).contains(QStringLiteral("layers 8\u201311")));
    }

    void manyLayersStillDraw()
    {
        const Trace tr = overlapTrace({{"layers", "120"}, {"layer_mb", "3"}, {"compute_ms", "1"}});
        QVERIFY(tr.frames.size() > 8);
        for (QSize size : {QSize(700, 450), QSize(1920, 1080)}) {
            const QImage img = renderFrame(tr, int(tr.frames.size()) / 2, Style::dark(), size);
            QVERIFY(!img.isNull());
        }
        QVERIFY(svgText(renderFrameSvg(tr, 1, Style::light(), QSize(1280, 720))).contains(QStringLiteral("Bucket 1 of")));
    }

    void startFrameIsBeforeAnyBucket()
    {
        const Trace tr = overlapTrace();
        const QString text = svgText(renderFrameSvg(tr, 0, Style::light(), QSize(1280, 720)));
        QVERIFY2(text.contains(QStringLiteral("bucket 0 of 4 · start")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Bucket 0 of 4: the start")));
        QVERIFY(text.contains(QStringLiteral("t = 0 ms")));
        QVERIFY(!text.contains(QStringLiteral("Bucket 1 of")));
        const QString n = painterFor("overlap")->narration(tr, 0, {});
        QVERIFY2(n.startsWith(QStringLiteral("<b>Bucket 0 of 4: the start.</b>")), qPrintable(n));
        QVERIFY(n.contains(QStringLiteral("60 ms")));    // the backward pass
        QVERIFY(n.contains(QStringLiteral("74.33 ms"))); // the naive step
        QVERIFY(n.contains(QStringLiteral("Predict")));
        QVERIFY(!n.contains(QStringLiteral("63.58 ms"))); // the answer comes later
    }

    void playheadStandsAtTheBucketsEnd()
    {
        const Trace tr = overlapTrace();
        const Style s = Style::light();
        const QRectF area(0, 0, 1280, 720);
        const int n = int(tr.frames.size()) - 1;
        // At rest on frame b the playhead stands where bucket b's all-reduce ends (frame 0: time 0),
        // and the picture says that time.
        QCOMPARE(overlapPlayheadX(tr, area, s, 0, 0.0), overlapTimeX(tr, area, s, 0.0));
        for (int b = 1; b <= n; ++b) {
            const double end = tr.frames[std::size_t(b)].num("comm_end");
            QVERIFY(end > tr.frames[std::size_t(b - 1)].num("comm_end"));
            QCOMPARE(overlapPlayheadX(tr, area, s, b, 0.0), overlapTimeX(tr, area, s, end));
            QVERIFY(std::abs(overlapPlayheadX(tr, area, s, b, 0.0) - overlapCommBarRect(tr, area, s, b, true).right()) < 1.0);
            const QString text = svgText(renderFrameSvg(tr, b, s, QSize(1280, 720)));
            QVERIFY2(text.contains(QStringLiteral("t = %1 ms").arg(n4(end))), qPrintable(text));
        }
        // During a transition it sweeps forward, never back, from one bucket's end to the next.
        for (int i = 0; i < n; ++i) {
            double last = overlapPlayheadX(tr, area, s, i, 0.0);
            for (int k = 1; k <= 10; ++k) {
                const double x = overlapPlayheadX(tr, area, s, i, k / 10.0);
                QVERIFY2(x > last,
                         qPrintable(QStringLiteral("frame %1, t %2: %3 after %4").arg(i).arg(k / 10.0).arg(x).arg(last)));
                last = x;
            }
            QVERIFY(std::abs(last - overlapPlayheadX(tr, area, s, i + 1, 0.0)) < 1e-6);
        }
        // The bucket ahead of the playhead is not drawn yet: bucket 2's overlapped bar fills in as it passes.
        const QRectF bar2 = overlapCommBarRect(tr, area, s, 2, true).adjusted(2, 2, -2, -2);
        const QColor c2 = bucketColor(s, 2);
        // (Bucket 2 is ready at 25 ms and ends at 29.6 ms; at t = 0.9 the playhead, sweeping from 6.4 ms, is inside its bar.)
        const int before = countIn(renderFrame(tr, 1, s, area.size().toSize()), bar2, c2, 40);
        const int during = countIn(renderFrame(tr, 1, s, area.size().toSize(), 1.0, {}, {}, 0.9), bar2, c2, 40);
        const int after = countIn(renderFrame(tr, 2, s, area.size().toSize()), bar2, c2, 40);
        QVERIFY2(before < 10 && during > before && after > during,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(before).arg(during).arg(after)));
    }

    void headerAndNarrationFollowTheTransition()
    {
        // From bucket 1 to 2: the header, the explanation and the narration say bucket 2 at once.
        const Trace tr = overlapTrace();
        const QString text = svgText(renderFrameSvg(tr, 1, Style::light(), QSize(1280, 720), {}, {}, {}, 0.5));
        QVERIFY2(text.contains(QStringLiteral("bucket 2 of 4")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Bucket 2 of 4 carries layers 8\u201311")));
        QVERIFY(!text.contains(QStringLiteral("bucket 1 of 4")));
        QVERIFY(!text.contains(QStringLiteral("Bucket 1 of 4")));
        const int shown = shownStep(tr, 1, 0.5);
        QCOMPARE(shown, 2);
        QVERIFY(painterFor("overlap")->narration(tr, shown, {}).startsWith(QStringLiteral("<b>Bucket 2 of 4.</b>")));
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SGD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set SGD_SCREENSHOT_DIR to write screenshots");
        QDir().mkpath(dir);
        const Trace tr = overlapTrace();
        Style pres = Style::light();
        pres.fontScale = 1.6;
        pres.font.setPointSizeF(pres.font.pointSizeF() * 1.6);
        Style presDark = Style::dark();
        presDark.fontScale = 1.6;
        presDark.font.setPointSizeF(presDark.font.pointSizeF() * 1.6);
        QVERIFY(renderFrame(tr, 0, Style::light(), QSize(1280, 720)).save(dir + "/ov_light_start.png"));
        QVERIFY(renderFrame(tr, 1, Style::light(), QSize(1280, 720)).save(dir + "/ov_light_b1.png"));
        QVERIFY(renderFrame(tr, 2, Style::dark(), QSize(1280, 720)).save(dir + "/ov_dark_b2.png"));
        QVERIFY(renderFrame(tr, 4, Style::light(), QSize(1280, 720)).save(dir + "/ov_light_b4.png"));
        QVERIFY(renderFrame(tr, 1, Style::light(), QSize(1280, 720), 1.0, {}, {}, 0.5).save(dir + "/ov_light_t05.png"));
        QVERIFY(renderFrame(tr, 3, pres, QSize(1920, 1080)).save(dir + "/ov_present_b3.png"));
        QVERIFY(renderFrame(tr, 1, presDark, QSize(1920, 1080)).save(dir + "/ov_present_dark_b1.png"));
        QVERIFY(renderFrame(tr, 2, Style::light(), QSize(700, 450)).save(dir + "/ov_small_b2.png"));
        QVERIFY(renderFrame(tr, 2, Style::print(), QSize(1280, 720)).save(dir + "/ov_print_b2.png"));
        const Trace slow = overlapTrace({{"bandwidth_gbps", "1"}});
        QVERIFY(renderFrame(slow, 2, Style::light(), QSize(1280, 720)).save(dir + "/ov_slow_b2.png"));
        QVERIFY(renderFrame(slow, 4, Style::dark(), QSize(1280, 720)).save(dir + "/ov_slow_dark_b4.png"));
        const Trace many = overlapTrace({{"layers", "48"}, {"layer_mb", "3"}, {"compute_ms", "1.5"}});
        QVERIFY(renderFrame(many, 3, Style::light(), QSize(1280, 720)).save(dir + "/ov_many_b3.png"));
        // A clicked bucket.
        const ScenePainter *p = painterFor("overlap");
        const QRectF area(0, 0, 1280, 720);
        int picked = 0;
        SceneInteraction in;
        in.pick = [&](int item) { picked = item; };
        PaintContext ctx{tr, 0, 0.0, Style::light(), {}, {}};
        p->mousePress(overlapCommBarRect(tr, area, Style::light(), 3, true).center(), area, ctx, in);
        QVERIFY(
            renderFrame(tr, 0, Style::light(), QSize(1280, 720), 1.0, withPick({}, picked)).save(dir + "/ov_selected_b3.png"));
    }
};

QTEST_MAIN(TestOverlapPainter)
#include "tst_overlap_painter.moc"
